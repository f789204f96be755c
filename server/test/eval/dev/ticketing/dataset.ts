/**
 * Gatehouse Tickets, a regional live-events ticketing company. It sells an allocation of tickets for concerts and
 * comedy shows at twelve venues in six western cities (Portland, Seattle, Denver, San Diego, Boise and Sacramento) on
 * behalf of the promoters who put the shows on, online (web site and app), over the phone through its call centre and
 * at the venues' box offices.
 *
 * Schema `evt` (the event catalogue):
 * - `venue`: one row per venue, keyed by a three-letter `venue_cd`; `venue_nm`, `city`, `state_cd`; `cap` the
 *   venue's full capacity in people; `opened_yr` the year the venue opened; `indoor_yn` Y for an indoor venue, N for
 *   an open-air amphitheatre or pavilion.
 * - `promoter`: the promoters whose shows we sell, keyed by the integer `ref`; `prmtr_nm`; `hq_city` where the promoter
 *   is based; `comm_pct` the commission in percent of ticket sales (face value, fees excluded) that we keep;
 *   `actv_flg` 1 while we hold a contract with the promoter, 0 once it has ended; `since_dt` when the contract began.
 * - `event`: one row per show, keyed by `evt_no` (EVyy-nnn); `headliner` the performer or act; `genre_cd` ROCK, POP,
 *   HIPHOP, CNTRY (country), JAZZ, EDM (electronic dance), COMEDY, CLASS (classical) or FOLK; `venue_cd` references
 *   `venue.venue_cd`; `prmtr_ref` references `promoter.ref`; `evt_dt` the date of the show and `door_tm` the time the
 *   doors open (HH:MM text); `onsale_dt` the day tickets went on sale; `evt_sts` S scheduled (still to happen),
 *   C completed (the show took place) or X cancelled; `cxl_dt` the day a cancelled show was called off, empty
 *   otherwise; `all_ages_yn` N for 21-and-over shows.
 * - `tier`: the ticket tiers of each event, keyed by the integer `tier_id`; `evt_no` the event; `tier_nm` GA (general
 *   admission standing), Floor, Reserved, Balcony or VIP; `face_amt` the face value of one ticket in US dollars;
 *   `alloc_qty` how many tickets of the tier we were given to sell (a tier is sold out when paid tickets reach it).
 *
 * Schema `sales`:
 * - `cust`: ticket buyers who have an account with us, keyed by the integer `cust_no`; `first_nm`, `last_nm`,
 *   `email`; `home_city`; `signup_dt` when the account was opened; `optin_yn` Y when the buyer accepts marketing
 *   e-mails.
 * - `staff`: box office and call centre staff, keyed by `emp_no`; `emp_nm`; `job_ttl`; `role_cd` DIR (the director of
 *   ticketing operations), MGR (a city box office manager), SUP (a supervisor), CLK (a box office ticket clerk) or AGT
 *   (a call centre agent); `venue_cd` the venue whose box office the person works at, empty for the director and the
 *   call centre; `sup_emp_no` the person they report to (`staff.emp_no`), empty for the director; `hire_dt`;
 *   `term_dt` the day they left, empty while still employed; `hrly_wage` pay in dollars per hour.
 * - `promo`: promo codes, keyed by `promo_cd`; `promo_desc`; `disc_pct` the discount off the face value in percent;
 *   `start_dt` and `end_dt` the days it can be used (`end_dt` empty for a code with no end date); `funded_by` the
 *   promoter (`evt.promoter.ref`) who pays for the discount, empty when Gatehouse pays for it; `max_uses` how many
 *   orders may use it, empty for no limit.
 * - `ord`: orders, keyed by the integer `ord_no`; `cust_no` the buyer; `ord_ts` when it was placed; `chnl_cd` WEB,
 *   APP, BOX (at a venue box office) or PHONE (call centre); `sold_by` the `staff.emp_no` who took a box office or
 *   phone order, empty for web and app orders; `promo_cd` the promo code used, if any; `pay_mthd` CARD, PAYPAL, APPLE
 *   (Apple Pay), CASH or INV (invoice, for group sales); `ord_sts` PAID, PEND (an invoice not paid yet) or VOID (an
 *   order called off before it was paid, with no money taken). An order is for one event. Refunds do not change an
 *   order's status; they are in `rfnd`.
 * - `ord_line`: the lines of an order, keyed by (`ord_no`, `line_no`); `tier_id` the ticket tier (`evt.tier`); `qty`
 *   tickets; `unit_px` the price charged per ticket (the tier's face value less any promo discount); `fee_amt` the
 *   service fees for the whole line (not per ticket; there are no fees at the box office). What the buyer paid for a
 *   line is qty * unit_px + fee_amt.
 * - `rfnd`: refund requests, keyed by `rfnd_no`; `ord_no` the order; `rsn_cd` EVTCXL (the event was cancelled; the
 *   whole order including fees is refunded automatically), CUSTREQ (the buyer asked; tickets only, no fees), DUPCHG
 *   (the card was charged twice) or SVCISSUE (a goodwill refund after a problem at the show); `req_dt` the day the
 *   refund was requested, stored as YYYY-MM-DD text; `rfnd_amt` the amount; `rfnd_sts` A approved (paid back), P
 *   pending or D denied; `decided_by` the staff member who approved or denied it, empty for pending and automatic
 *   refunds.
 * - `stl`: monthly settlements paid to promoters, one row per promoter and month in which one of its shows took
 *   place; `prmtr_ref` the promoter (`evt.promoter.ref`); `stl_yr` and `stl_mo` the year and month of the shows;
 *   `gross_amt` the ticket sales (qty * unit_px of paid orders, before refunds and without fees); `comm_amt` our
 *   commission; `net_amt` what is owed to the promoter; `paid_yn` N while the settlement has not been paid out.
 *
 * Shows from May 2023 to March 2027; orders from March 2023, and orders, refunds and staff changes up to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';

/** [venue_cd, venue_nm, city, state_cd, cap, opened_yr, indoor_yn] */
const VENUES: [string, string, string, string, number, number, 'Y' | 'N'][] = [
  ['RMA', 'Riverside Music Arena', 'Portland', 'OR', 12500, 1998, 'Y'],
  ['CPT', 'Crescent Point Theater', 'Portland', 'OR', 2400, 1927, 'Y'],
  ['HBL', 'Harbor Lights Amphitheater', 'Seattle', 'WA', 18000, 2004, 'N'],
  ['ELR', 'The Electric Room', 'Seattle', 'WA', 650, 2012, 'Y'],
  ['GSH', 'Granite Street Hall', 'Seattle', 'WA', 1500, 1961, 'Y'],
  ['SMP', 'Summit Pavilion', 'Denver', 'CO', 8200, 2009, 'N'],
  ['BLU', 'Blue Owl Lounge', 'Denver', 'CO', 320, 2016, 'Y'],
  ['MVC', 'Mission Valley Coliseum', 'San Diego', 'CA', 21000, 1985, 'Y'],
  ['OTB', 'Old Town Ballroom', 'San Diego', 'CA', 1100, 1949, 'Y'],
  ['LKS', 'Lakeside Bowl', 'Boise', 'ID', 5400, 2001, 'N'],
  ['FXT', 'Foxtail Theatre', 'Boise', 'ID', 940, 1938, 'Y'],
  ['CAP', 'Capitol Jazz Club', 'Sacramento', 'CA', 220, 2019, 'Y'],
];

/** [ref, prmtr_nm, hq_city, comm_pct, actv_flg, since_dt] */
const PROMOTERS: [number, string, string, number, number, string][] = [
  [101, 'Big Sky Presents', 'Denver', 8.5, 1, '2019-03-01'],
  [102, 'Pacific Crest Live', 'Seattle', 7.0, 1, '2017-06-15'],
  [103, 'Lowlight Productions', 'Portland', 10.0, 1, '2020-01-10'],
  [104, 'Sunset Coast Entertainment', 'San Diego', 7.5, 1, '2018-09-01'],
  [105, 'Blue Note Circuit', 'Sacramento', 12.0, 1, '2021-04-20'],
  [106, 'Laugh Track Touring', 'Los Angeles', 11.0, 1, '2022-02-01'],
  [107, 'Sagebrush Music Co', 'Boise', 9.0, 1, '2019-11-11'],
  [108, 'Redwood Sound Partners', 'Oakland', 8.0, 0, '2018-05-05'],
  [109, 'Meridian Classics', 'Portland', 6.5, 1, '2023-08-01'],
];

type Genre = 'ROCK' | 'POP' | 'HIPHOP' | 'CNTRY' | 'JAZZ' | 'EDM' | 'COMEDY' | 'CLASS' | 'FOLK';
/** [headliner, genre, drawing power 1-5] */
const ACTS: [string, Genre, number][] = [
  ['The Velvet Hours', 'ROCK', 4],
  ['Copper Lung', 'ROCK', 2],
  ['Static Saints', 'ROCK', 3],
  ['Northbound Wolves', 'ROCK', 5],
  ['Grey Harbor', 'ROCK', 2],
  ['Black Lantern', 'ROCK', 3],
  ['Mira Sol', 'POP', 5],
  ['Jules Avery', 'POP', 4],
  ['Neon Parade', 'POP', 3],
  ['Lola Kestrel', 'POP', 4],
  ['Bright Minors', 'POP', 2],
  ['K. Dreamz', 'HIPHOP', 4],
  ['Tone Atlas', 'HIPHOP', 3],
  ['Lil Cascade', 'HIPHOP', 2],
  ['Ruby Vex', 'HIPHOP', 3],
  ['Dusty Hollins', 'CNTRY', 4],
  ['Caroline Ash & the Ridge', 'CNTRY', 3],
  ['Wade Pickett', 'CNTRY', 2],
  ['The Gravel Sisters', 'CNTRY', 3],
  ['Ezra Blue Quartet', 'JAZZ', 2],
  ['Nadia Okafor Trio', 'JAZZ', 2],
  ['Midnight Brass Collective', 'JAZZ', 1],
  ['Sam Whitfield', 'JAZZ', 1],
  ['PulseWave', 'EDM', 4],
  ['DJ Koralie', 'EDM', 3],
  ['Vantablack Theory', 'EDM', 2],
  ['Marcy Delgado', 'COMEDY', 3],
  ['Ben Fairweather', 'COMEDY', 2],
  ['Priya Sethi', 'COMEDY', 4],
  ['Cascadia Chamber Orchestra', 'CLASS', 2],
  ['Elena Markova', 'CLASS', 3],
  ['Willow & Wren', 'FOLK', 2],
  ['The Hollow Pines', 'FOLK', 3],
  ['Old Ferry Road', 'FOLK', 1],
];

/** Which promoters book which genres, and their weights. */
const PROMOTER_FOR: Record<Genre, [number, number][]> = {
  ROCK: [[101, 3], [102, 3], [103, 3], [104, 2], [108, 1]],
  POP: [[102, 3], [104, 3], [101, 2], [108, 1]],
  HIPHOP: [[104, 3], [103, 2], [102, 1]],
  CNTRY: [[107, 4], [101, 3], [104, 1]],
  JAZZ: [[105, 5], [103, 1]],
  EDM: [[103, 3], [104, 2], [101, 1]],
  COMEDY: [[106, 5]],
  CLASS: [[109, 4], [102, 1]],
  FOLK: [[103, 3], [107, 2], [102, 1]],
};

/** [emp_no, emp_nm, job_ttl, role_cd, venue_cd, sup_emp_no, hire_dt, term_dt, hrly_wage] */
type StaffRow = [string, string, string, string, string | null, string | null, string, string | null, number];
const STAFF: StaffRow[] = [
  ['BO100', 'Renata Castillo', 'Director of Ticketing Operations', 'DIR', null, null, '2015-02-02', null, 61.5],
  ['BO110', 'Graham Whitley', 'Box Office Manager', 'MGR', 'RMA', 'BO100', '2016-05-09', null, 38.75],
  ['BO111', 'Tessa Moreland', 'Ticket Clerk', 'CLK', 'RMA', 'BO110', '2021-03-15', null, 21.4],
  ['BO112', 'Dale Kowalczyk', 'Senior Ticket Clerk', 'CLK', 'RMA', 'BO110', '1999-08-23', null, 39.1],
  ['BO113', 'Imani Brooks', 'Ticket Clerk', 'CLK', 'CPT', 'BO110', '2022-10-03', '2025-06-27', 20.25],
  ['BO114', 'Owen Strickland', 'Ticket Clerk', 'CLK', 'CPT', 'BO110', '2025-06-16', null, 21.0],
  ['BO120', 'Marisol Vega', 'Box Office Manager', 'MGR', 'HBL', 'BO100', '2014-04-14', null, 40.2],
  ['BO121', 'Hollis Grant', 'Box Office Supervisor', 'SUP', 'GSH', 'BO120', '2018-07-30', null, 29.6],
  ['BO122', 'Keiko Tanabe', 'Ticket Clerk', 'CLK', 'GSH', 'BO121', '2020-02-10', null, 22.8],
  ['BO123', 'Ray Dunleavy', 'Ticket Clerk', 'CLK', 'ELR', 'BO121', '2023-01-09', '2024-03-29', 20.5],
  ['BO124', 'Sofia Lindqvist', 'Ticket Clerk', 'CLK', 'ELR', 'BO121', '2024-03-25', null, 21.35],
  ['BO125', 'Jerome Acheampong', 'Ticket Clerk', 'CLK', 'HBL', 'BO120', '2019-05-20', null, 23.1],
  ['BO126', 'Bettina Frost', 'Senior Ticket Clerk', 'CLK', 'GSH', 'BO121', '2001-09-04', null, 31.05],
  ['BO130', 'Curtis Yellowhorse', 'Box Office Manager', 'MGR', 'SMP', 'BO100', '2017-01-23', null, 36.9],
  ['BO131', 'Ana Paula Ribeiro', 'Ticket Clerk', 'CLK', 'SMP', 'BO130', '2022-04-11', null, 21.75],
  ['BO132', 'Trent Haskins', 'Ticket Clerk', 'CLK', 'BLU', 'BO130', '2020-08-17', '2026-08-14', 22.3],
  ['BO133', 'Mei-Ling Chau', 'Ticket Clerk', 'CLK', 'BLU', 'BO130', '2026-08-03', null, 20.9],
  ['BO140', 'Victor Salgado', 'Box Office Manager', 'MGR', 'MVC', 'BO100', '2012-11-05', null, 41.6],
  ['BO141', 'Nora Quinlan', 'Box Office Supervisor', 'SUP', 'MVC', 'BO140', '2016-03-28', null, 30.4],
  ['BO142', 'Luis Carvajal', 'Ticket Clerk', 'CLK', 'MVC', 'BO141', '2019-06-03', null, 22.6],
  ['BO143', 'Destiny Park', 'Ticket Clerk', 'CLK', 'MVC', 'BO141', '2023-09-18', null, 20.75],
  ['BO144', 'Frank Ochoa', 'Ticket Clerk', 'CLK', 'OTB', 'BO141', '2018-02-12', null, 23.5],
  ['BO145', 'Harriet Nakamura', 'Ticket Clerk', 'CLK', 'CAP', 'BO140', '2021-05-24', null, 22.15],
  ['BO150', 'Wyatt Ambrose', 'Box Office Manager', 'MGR', 'LKS', 'BO100', '2019-04-01', null, 35.25],
  ['BO151', 'Penny Lachance', 'Ticket Clerk', 'CLK', 'LKS', 'BO150', '2021-06-07', null, 21.2],
  ['BO152', 'Eli Barrington', 'Ticket Clerk', 'CLK', 'FXT', 'BO150', '2023-04-03', null, 20.6],
  ['BO160', 'Gwen Albright', 'Call Centre Supervisor', 'SUP', null, 'BO100', '2018-10-15', null, 31.8],
  ['BO161', 'Marcus Feld', 'Call Centre Agent', 'AGT', null, 'BO160', '2020-01-06', null, 19.9],
  ['BO162', 'Priyanka Iyer', 'Call Centre Agent', 'AGT', null, 'BO160', '2022-07-11', null, 19.4],
  ['BO163', 'Tobias Wren', 'Call Centre Agent', 'AGT', null, 'BO160', '2021-09-20', '2025-02-28', 19.1],
  ['BO164', 'Aaliyah Monroe', 'Call Centre Agent', 'AGT', null, 'BO160', '2025-03-10', null, 19.65],
  ['BO165', 'Stanley Oduya', 'Senior Call Centre Agent', 'AGT', null, 'BO160', '2010-06-14', null, 32.4],
];

/** [promo_cd, promo_desc, disc_pct, start_dt, end_dt, funded_by, max_uses, genre restriction] */
const PROMOS: [string, string, number, string, string | null, number | null, number | null, Genre | null][] = [
  ['HOLIDAY23', 'Holiday gift season 2023', 12, '2023-11-20', '2023-12-31', null, null, null],
  ['SUMMER24', 'Summer of live music 2024', 10, '2024-06-01', '2024-08-31', null, null, null],
  ['LOYAL5', 'Loyalty discount for returning buyers', 5, '2024-01-01', null, null, null, null],
  ['JAZZNIGHT', 'Jazz club members', 20, '2023-03-01', '2026-12-31', 105, null, 'JAZZ'],
  ['LAUGHS10', 'Comedy tour launch', 10, '2024-02-01', '2025-12-31', 106, 60, 'COMEDY'],
  ['SUMMER25', 'Summer of live music 2025', 10, '2025-06-01', '2025-08-31', null, null, null],
  ['HOLIDAY25', 'Holiday gift season 2025', 15, '2025-11-20', '2025-12-31', null, null, null],
  ['NEWYEAR26', 'New year flash sale', 20, '2026-01-01', '2026-01-07', null, 40, null],
  ['COUNTRY15', 'Country season pass holders', 15, '2025-03-01', '2027-02-28', 107, null, 'CNTRY'],
  ['FLASH40', '48-hour flash sale', 40, '2026-03-02', '2026-03-03', 101, 25, null],
  ['BLKFRI26', 'Black Friday 2026', 30, '2026-11-27', '2026-11-30', null, 200, null],
  ['STAFFCOMP', 'Staff and crew discount', 50, '2023-01-01', null, null, null, null],
];

const FIRST = [
  'James', 'Maria', 'Robert', 'Aiko', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Grace',
  'Carlos', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Chris', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Bianca', 'Mark', 'Sandra', 'Andrew', 'Ashley', 'Joshua', 'Emily', 'Kenneth', 'Michelle', 'Tyler', 'Amanda',
  'Brandon', 'Megan', 'Jordan', 'Aisha', 'Wei', 'Fatima', 'Diego', 'Hannah', 'Caleb', 'Zoe', 'Gregory', 'Rosa', 'Noah',
  'Irina', 'Dominic', 'Kayla', 'Harold', 'Noor', 'Ivan', 'Beatriz', 'Luca', 'Olivia', 'Mateo', 'Chloe',
];
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris',
  'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Nguyen', 'Hill', 'Green',
  'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Patel', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker',
  'Evans', 'Edwards', 'Collins', 'Stewart', 'Okafor', 'Lindgren', 'Murphy', 'Sullivan', 'Rossi', 'Tanaka', 'Kim', 'Cohen',
];
/** Buyers' home cities with weights: mostly the venue cities, some from nearby towns. */
const HOME_CITIES: [string, number][] = [
  ['Portland', 20], ['Seattle', 24], ['Denver', 16], ['San Diego', 18], ['Boise', 9], ['Sacramento', 7],
  ['Tacoma', 5], ['Vancouver', 4], ['Boulder', 4], ['Eugene', 3], ['Spokane', 3], ['Chula Vista', 3], ['Reno', 2],
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me', 'hotmail.com'];

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

interface Venue {
  cd: string;
  city: string;
  cap: number;
  size: 'S' | 'M' | 'L';
}
interface Tier {
  id: number;
  nm: string;
  face: number;
  alloc: number;
  target: number;
  sold: number;
}
interface Evt {
  no: string;
  act: [string, Genre, number];
  venue: Venue;
  prmtr: number;
  dt: string;
  onsale: string;
  sts: 'S' | 'C' | 'X';
  cxl: string | null;
  tiers: Tier[];
}
interface Line {
  tier: Tier;
  qty: number;
  unit: number;
  fee: number;
}
interface Ord {
  no: number;
  cust: number;
  ts: string;
  day: string;
  chnl: string;
  soldBy: string | null;
  promo: string | null;
  pay: string;
  sts: 'PAID' | 'PEND' | 'VOID';
  evt: Evt;
  lines: Line[];
}

function timeOfDay(r: SeededRandom, chnl: string): string {
  const min = chnl === 'BOX' ? r.int(10 * 60, 21 * 60) : chnl === 'PHONE' ? r.int(9 * 60, 19 * 60) : r.int(6 * 60, 23 * 60 + 59);
  return `${pad(Math.floor(min / 60))}:${pad(min % 60)}:${pad(r.int(0, 59))}`;
}

export function datasetSql(): string {
  const r = seededRandom(41_207);

  const venues: Venue[] = VENUES.map(([cd, , city, , cap]) => ({
    cd,
    city,
    cap,
    size: cap < 1000 ? 'S' : cap < 5000 ? 'M' : 'L',
  }));

  // Events: about 85 shows from January 2023 to March 2027
  const events: Evt[] = [];
  const tierRows: unknown[][] = [];
  let tierSeq = 3000;
  const seqByYr: Record<string, number> = {};
  const eventDates: string[] = [];
  for (let ym = 2023 * 12 + 4; ym <= 2027 * 12 + 2; ym++) {
    const first = `${Math.floor(ym / 12)}-${pad((ym % 12) + 1)}-01`;
    const n = r.weighted<number>([[1, 3], [2, 5], [3, 2]]);
    for (let i = 0; i < n; i++) eventDates.push(addDays(first, r.int(0, 27)));
  }
  eventDates.sort();
  for (const dt of eventDates) {
    const act = r.weighted(ACTS.map((a) => [a, a[1] === 'JAZZ' ? 3 : 2] as [[string, Genre, number], number]));
    const [, genre, power] = act;
    // bigger acts play bigger rooms; jazz plays the clubs
    let venue: Venue;
    if (genre === 'JAZZ') venue = r.weighted<Venue>(venues.map((v) => [v, v.cd === 'CAP' ? 6 : v.size === 'S' ? 2 : v.size === 'M' ? 1 : 0]));
    else if (genre === 'CLASS') venue = r.weighted<Venue>(venues.map((v) => [v, v.size === 'M' ? 3 : v.cd === 'FXT' ? 1 : 0]));
    else
      venue = r.weighted<Venue>(
        venues.map((v) => [
          v,
          v.cd === 'CAP'
            ? 0
            : power >= 4
              ? v.size === 'L'
                ? 4
                : v.size === 'M'
                  ? 1
                  : 0
              : power === 3
                ? v.size === 'M'
                  ? 3
                  : 1
                : v.size === 'S'
                  ? 3
                  : v.size === 'M'
                    ? 2
                    : 0,
        ]),
      );
    const prmtr = r.weighted(PROMOTER_FOR[genre].filter(([p]) => p !== 108 || dt < '2025-06-01'));
    const yy = dt.slice(2, 4);
    seqByYr[yy] = (seqByYr[yy] ?? 0) + 1;
    const no = `EV${yy}-${pad(seqByYr[yy] ?? 0, 3)}`;
    const onsale = addDays(dt, -r.int(35, 120));
    let sts: 'S' | 'C' | 'X' = dt >= TODAY ? 'S' : 'C';
    let cxl: string | null = null;
    // two cancellations are fixed: a show in June 2026 and the first show after 2026-12-05
    const forced =
      (dt >= '2026-06-01' && !events.some((x) => x.dt >= '2026-06-01')) ||
      (dt >= '2026-12-05' && !events.some((x) => x.dt >= '2026-12-05'));
    if (forced || (dt < '2026-05-01' && r.chance(0.11))) {
      const c = forced && dt > TODAY ? addDays(LAST_DAY, -r.int(2, 3)) : addDays(dt, -r.int(2, 30));
      if (c > onsale && c <= LAST_DAY) {
        sts = 'X';
        cxl = c;
      }
    }
    const tierPlan: [string, number, number][] =
      venue.size === 'S'
        ? r.chance(0.5)
          ? [['GA', 1, r.int(35, 90)], ['VIP', 2.2, r.int(6, 14)]]
          : [['GA', 1, r.int(40, 100)]]
        : venue.size === 'M'
          ? [['Reserved', 1.25, r.int(28, 65)], ['Balcony', 1, r.int(20, 50)], ['VIP', 2.6, r.int(8, 18)]]
          : [['Floor', 1.35, r.int(40, 100)], ['Reserved', 1.15, r.int(35, 80)], ['VIP', 3.2, r.int(10, 26)]];
    const base =
      (venue.size === 'S' ? 24 : venue.size === 'M' ? 42 : 68) *
      (genre === 'CLASS' ? 1.2 : genre === 'COMEDY' ? 0.8 : genre === 'JAZZ' ? 1.1 : 1) *
      (0.8 + power * 0.1) *
      (1 + (Number(dt.slice(0, 4)) - 2023) * 0.04);
    const tiers: Tier[] = tierPlan.map(([nm, mult, alloc]) => {
      tierSeq += 1;
      const face = Math.round(base * mult * r.float(0.9, 1.1, 3)) + (r.chance(0.6) ? 0.5 : 0);
      tierRows.push([tierSeq, no, nm, face, alloc]);
      return { id: tierSeq, nm, face, alloc, target: 0, sold: 0 };
    });
    events.push({ no, act, venue, prmtr, dt, onsale, sts, cxl, tiers });
  }

  // Buyers
  const custRows: unknown[][] = [];
  const custs: { no: number; city: string; weight: number; signup: string }[] = [];
  const usedEmails = new Set<string>();
  const usedNames = new Set<string>();
  for (let i = 0; i < 640; i++) {
    const no = 20_001 + i * 3 + r.int(0, 2);
    let first = r.pick(FIRST);
    let last = r.pick(LAST);
    while (usedNames.has(`${first} ${last}`)) {
      first = r.pick(FIRST);
      last = r.pick(LAST);
    }
    usedNames.add(`${first} ${last}`);
    const city = r.weighted(HOME_CITIES);
    let email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    while (usedEmails.has(email)) email = `${email.replace(/\d+$/, '')}${r.int(1, 99)}`;
    usedEmails.add(email);
    const signup = r.date('2019-01-01', '2026-11-10');
    const weight = Math.exp(r.next() * 2.6) * (r.chance(0.1) ? 0 : 1);
    custs.push({ no, city, weight, signup });
    custRows.push([no, first, last, `${email}@${r.pick(DOMAINS)}`, city, signup, r.chance(0.45) ? 'Y' : 'N']);
  }

  const staffActive = (s: StaffRow, day: string) => s[6] <= day && (!s[7] || s[7] >= day);
  const boxSeller = (v: Venue, day: string): string => {
    const here = STAFF.filter((s) => s[4] === v.cd && (s[3] === 'CLK' || s[3] === 'SUP') && staffActive(s, day));
    if (here.length) return r.weighted(here.map((s) => [s[0], s[0] === 'BO112' ? 3 : s[3] === 'SUP' ? 1 : 2] as [string, number]));
    const mgr = STAFF.find((s) => s[3] === 'MGR' && VENUES.find((x) => x[0] === s[4])?.[2] === v.city) ?? STAFF[0];
    return mgr[0];
  };
  const phoneSeller = (day: string): string => {
    const agents = STAFF.filter((s) => (s[3] === 'AGT' || s[0] === 'BO160') && staffActive(s, day));
    return r.weighted(agents.map((s) => [s[0], s[3] === 'AGT' ? 3 : 1] as [string, number]));
  };

  // Orders, event by event
  const orders: Ord[] = [];
  for (const e of events) {
    const power = e.act[2];
    const demand = Math.min(1.15, (0.3 + power * 0.14) * r.float(0.7, 1.3));
    const salesEnd = e.sts === 'X' ? (e.cxl as string) : e.dt < TODAY ? e.dt : LAST_DAY;
    const window = daysBetween(e.onsale, e.dt);
    const elapsed = Math.max(0, daysBetween(e.onsale, salesEnd));
    const share = Math.min(1, (elapsed / window) * (e.dt < TODAY ? 1 : 0.75));
    if (elapsed <= 0 && e.onsale > LAST_DAY) continue;
    const local = custs.filter((c) => c.city === e.venue.city || r.chance(0.08));
    for (const t of e.tiers) {
      const frac = Math.min(1, demand * (t.nm === 'VIP' ? 1.25 : 1) * r.float(0.75, 1.15));
      t.target = Math.floor(t.alloc * frac * share);
    }
    let guard = 0;
    while (e.tiers.some((t) => t.sold < t.target) && guard++ < 3000) {
      const open = e.tiers.filter((t) => t.sold < t.target);
      const chnl = r.weighted<string>([
        ['WEB', 55],
        ['APP', e.dt >= '2024-04-01' ? 28 : 12],
        ['BOX', 11],
        ['PHONE', e.dt >= '2026-09-01' ? 16 : 9],
      ]);
      let day: string;
      if (chnl === 'BOX') day = r.chance(0.6) ? salesEnd : addDays(salesEnd, -r.int(0, Math.min(10, elapsed)));
      else {
        const u = r.next();
        const off = r.chance(0.35) ? Math.floor(u * u * Math.min(7, elapsed + 1)) : Math.floor(u * (elapsed + 1));
        day = r.chance(0.35) ? addDays(e.onsale, off) : addDays(salesEnd, -off);
      }
      if (day < e.onsale) day = e.onsale;
      if (day > salesEnd) day = salesEnd;
      const c = local.length && r.chance(0.85) ? r.weighted(local.map((x) => [x, x.weight] as [typeof x, number])) : r.pick(custs);
      const lines: Line[] = [];
      const nLines = open.length > 1 && r.chance(0.12) ? 2 : 1;
      const picked = r.shuffle(open).slice(0, nLines);
      const pay =
        chnl === 'BOX'
          ? r.weighted<string>([['CARD', 70], ['CASH', 30]])
          : chnl === 'PHONE'
            ? r.weighted<string>([['CARD', 55], ['INV', day >= '2026-08-01' ? 110 : 45]])
            : chnl === 'APP'
              ? r.weighted<string>([['APPLE', 45], ['CARD', 45], ['PAYPAL', 10]])
              : r.weighted<string>([['CARD', 75], ['PAYPAL', 25]]);
      // promo codes valid on the day
      let promo: string | null = null;
      if (chnl !== 'BOX') {
        const valid = PROMOS.filter(
          (p) => p[3] <= day && (!p[4] || p[4] >= day) && (!p[7] || p[7] === e.act[1]) && p[0] !== 'STAFFCOMP',
        );
        // short sales with a usage cap are taken up eagerly
        const flash = valid.filter((p) => p[6] !== null);
        if (flash.length && r.chance(0.55)) promo = r.pick(flash)[0];
        else if (valid.length && r.chance(0.16)) promo = r.pick(valid)[0];
      }
      if (!promo && r.chance(0.006)) promo = 'STAFFCOMP';
      const disc = promo ? (PROMOS.find((p) => p[0] === promo)?.[2] ?? 0) : 0;
      for (const t of picked) {
        const want = pay === 'INV' ? r.int(6, 14) : r.weighted<number>([[1, 18], [2, 46], [3, 12], [4, 16], [5, 3], [6, 5]]);
        const qty = Math.min(want, t.target - t.sold);
        if (qty <= 0) continue;
        t.sold += qty;
        const unit = round2(t.face * (1 - disc / 100));
        const perFee = chnl === 'BOX' ? 0 : round2(t.face * 0.11 + (chnl === 'PHONE' ? 3.5 : 2.25));
        lines.push({ tier: t, qty, unit, fee: round2(perFee * qty) });
      }
      if (!lines.length) continue;
      let sts: 'PAID' | 'PEND' | 'VOID' = 'PAID';
      if (pay === 'INV') sts = daysBetween(day, LAST_DAY) < 100 && r.chance(0.8) ? 'PEND' : r.chance(0.12) ? 'VOID' : 'PAID';
      else if (r.chance(0.025)) sts = 'VOID';
      if (e.sts === 'X' && sts === 'PEND') sts = 'VOID';
      if (sts === 'VOID') for (const l of lines) l.tier.sold -= l.qty; // a voided order frees its tickets
      orders.push({
        no: 0,
        cust: c.no,
        ts: `${day} ${timeOfDay(r, chnl)}`,
        day,
        chnl,
        soldBy: chnl === 'BOX' ? boxSeller(e.venue, day) : chnl === 'PHONE' ? phoneSeller(day) : null,
        promo,
        pay,
        sts,
        evt: e,
        lines,
      });
    }
  }
  orders.sort((a, b) => a.ts.localeCompare(b.ts));
  let ordSeq = 700_000;
  for (const o of orders) {
    ordSeq += r.int(1, 4);
    o.no = ordSeq;
  }
  const ordTotal = (o: Ord) => round2(o.lines.reduce((s, l) => s + l.qty * l.unit + l.fee, 0));
  const ticketTotal = (o: Ord) => round2(o.lines.reduce((s, l) => s + l.qty * l.unit, 0));

  // Refunds
  const deciders = (day: string) => STAFF.filter((s) => ['SUP', 'MGR'].includes(s[3]) && staffActive(s, day)).map((s) => s[0]);
  const rfnds: [string, number, string, string, number, string, string | null][] = [];
  for (const o of orders) {
    if (o.sts !== 'PAID') continue;
    const e = o.evt;
    let req: string | null = null;
    let rsn = '';
    let amt = 0;
    if (e.sts === 'X') {
      req = addDays(e.cxl as string, r.int(0, 2));
      rsn = 'EVTCXL';
      amt = ordTotal(o);
    } else if (r.chance(0.035)) {
      req = addDays(o.day, r.int(1, Math.max(1, Math.min(40, daysBetween(o.day, e.dt) - 1))));
      if (req >= e.dt) continue;
      rsn = 'CUSTREQ';
      amt = ticketTotal(o);
    } else if (o.chnl !== 'BOX' && r.chance(0.008)) {
      req = addDays(o.day, r.int(1, 6));
      rsn = 'DUPCHG';
      amt = ordTotal(o);
    } else if (e.sts === 'C' && r.chance(0.012)) {
      req = addDays(e.dt, r.int(1, 9));
      rsn = 'SVCISSUE';
      amt = round2(ticketTotal(o) * r.pick([0.25, 0.5]));
    }
    if (!req || req > LAST_DAY) continue;
    let sts = 'A';
    let by: string | null = null;
    const age = daysBetween(req, LAST_DAY);
    if (rsn === 'EVTCXL') sts = age < 5 ? 'P' : 'A';
    else if (age < 12 && r.chance(0.75)) sts = 'P';
    else {
      sts = rsn === 'CUSTREQ' ? (r.chance(0.45) ? 'D' : 'A') : r.chance(0.1) ? 'D' : 'A';
      by = r.pick(deciders(req));
    }
    rfnds.push(['', o.no, rsn, req, amt, sts, by]);
  }
  rfnds.sort((a, b) => a[3].localeCompare(b[3]) || a[1] - b[1]);
  rfnds.forEach((x, i) => (x[0] = `RF${pad(i + 1, 5)}`));

  // Settlements for completed shows, per promoter and month
  const stl = new Map<string, { p: number; y: number; m: number; gross: number }>();
  for (const o of orders) {
    if (o.sts !== 'PAID' || o.evt.sts !== 'C') continue;
    const y = Number(o.evt.dt.slice(0, 4));
    const m = Number(o.evt.dt.slice(5, 7));
    const key = `${o.evt.prmtr}-${y}-${m}`;
    const s = stl.get(key) ?? { p: o.evt.prmtr, y, m, gross: 0 };
    s.gross = round2(s.gross + ticketTotal(o));
    stl.set(key, s);
  }
  const stlRows = [...stl.values()]
    .sort((a, b) => a.y - b.y || a.m - b.m || a.p - b.p)
    .map((s) => {
      const pct = PROMOTERS.find((p) => p[0] === s.p)?.[3] ?? 0;
      const comm = round2((s.gross * pct) / 100);
      const paid = s.y * 12 + s.m < 2026 * 12 + 10 || (s.y === 2026 && s.m === 10 && r.chance(0.5)) ? 'Y' : 'N';
      return [s.p, s.y, s.m, s.gross, comm, round2(s.gross - comm), paid];
    });

  if (TODAY <= LAST_DAY) throw new Error('today must follow the last day of data');

  // a buyer's account is opened on or before their first order
  const firstOrder = new Map<number, string>();
  for (const o of orders) if (!firstOrder.has(o.cust)) firstOrder.set(o.cust, o.day);
  for (const row of custRows) {
    const first = firstOrder.get(row[0] as number);
    if (first && (row[5] as string) > first) row[5] = addDays(first, -((row[0] as number) % 40));
  }

  const ordRows = orders.map((o) => [o.no, o.cust, o.ts, o.chnl, o.soldBy, o.promo, o.pay, o.sts]);
  const lineRows: unknown[][] = [];
  for (const o of orders) o.lines.forEach((l, i) => lineRows.push([o.no, i + 1, l.tier.id, l.qty, l.unit, l.fee]));

  return [
    'CREATE SCHEMA evt;',
    'CREATE SCHEMA sales;',
    `CREATE TABLE evt.venue (venue_cd char(3) PRIMARY KEY, venue_nm text NOT NULL, city text NOT NULL, state_cd char(2) NOT NULL,
      cap integer NOT NULL, opened_yr integer NOT NULL, indoor_yn char(1) NOT NULL);`,
    `CREATE TABLE evt.promoter (ref integer PRIMARY KEY, prmtr_nm text NOT NULL, hq_city text NOT NULL, comm_pct numeric(4,1) NOT NULL,
      actv_flg smallint NOT NULL, since_dt date NOT NULL);`,
    `CREATE TABLE evt.event (evt_no varchar(8) PRIMARY KEY, headliner text NOT NULL, genre_cd varchar(6) NOT NULL,
      venue_cd char(3) NOT NULL REFERENCES evt.venue (venue_cd), prmtr_ref integer NOT NULL REFERENCES evt.promoter (ref),
      evt_dt date NOT NULL, door_tm varchar(5) NOT NULL, onsale_dt date NOT NULL, evt_sts char(1) NOT NULL, cxl_dt date,
      all_ages_yn char(1) NOT NULL);`,
    `CREATE TABLE evt.tier (tier_id integer PRIMARY KEY, evt_no varchar(8) NOT NULL REFERENCES evt.event (evt_no), tier_nm varchar(10) NOT NULL,
      face_amt numeric(8,2) NOT NULL, alloc_qty integer NOT NULL);`,
    `CREATE TABLE sales.cust (cust_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL,
      home_city text NOT NULL, signup_dt date NOT NULL, optin_yn char(1) NOT NULL);`,
    `CREATE TABLE sales.staff (emp_no varchar(6) PRIMARY KEY, emp_nm text NOT NULL, job_ttl text NOT NULL, role_cd varchar(3) NOT NULL,
      venue_cd char(3) REFERENCES evt.venue (venue_cd), sup_emp_no varchar(6) REFERENCES sales.staff (emp_no), hire_dt date NOT NULL,
      term_dt date, hrly_wage numeric(6,2) NOT NULL);`,
    `CREATE TABLE sales.promo (promo_cd varchar(12) PRIMARY KEY, promo_desc text NOT NULL, disc_pct numeric(4,1) NOT NULL, start_dt date NOT NULL,
      end_dt date, funded_by integer REFERENCES evt.promoter (ref), max_uses integer);`,
    `CREATE TABLE sales.ord (ord_no integer PRIMARY KEY, cust_no integer NOT NULL REFERENCES sales.cust (cust_no), ord_ts timestamp NOT NULL,
      chnl_cd varchar(5) NOT NULL, sold_by varchar(6) REFERENCES sales.staff (emp_no), promo_cd varchar(12) REFERENCES sales.promo (promo_cd),
      pay_mthd varchar(6) NOT NULL, ord_sts varchar(4) NOT NULL);`,
    `CREATE TABLE sales.ord_line (ord_no integer NOT NULL REFERENCES sales.ord (ord_no), line_no smallint NOT NULL,
      tier_id integer NOT NULL REFERENCES evt.tier (tier_id), qty integer NOT NULL, unit_px numeric(8,2) NOT NULL, fee_amt numeric(8,2) NOT NULL,
      PRIMARY KEY (ord_no, line_no));`,
    `CREATE TABLE sales.rfnd (rfnd_no varchar(8) PRIMARY KEY, ord_no integer NOT NULL REFERENCES sales.ord (ord_no), rsn_cd varchar(8) NOT NULL,
      req_dt varchar(10) NOT NULL, rfnd_amt numeric(10,2) NOT NULL, rfnd_sts char(1) NOT NULL, decided_by varchar(6) REFERENCES sales.staff (emp_no));`,
    `CREATE TABLE sales.stl (prmtr_ref integer NOT NULL REFERENCES evt.promoter (ref), stl_yr integer NOT NULL, stl_mo integer NOT NULL,
      gross_amt numeric(12,2) NOT NULL, comm_amt numeric(10,2) NOT NULL, net_amt numeric(12,2) NOT NULL, paid_yn char(1) NOT NULL,
      PRIMARY KEY (prmtr_ref, stl_yr, stl_mo));`,
    insertRows('evt.venue', ['venue_cd', 'venue_nm', 'city', 'state_cd', 'cap', 'opened_yr', 'indoor_yn'], VENUES),
    insertRows('evt.promoter', ['ref', 'prmtr_nm', 'hq_city', 'comm_pct', 'actv_flg', 'since_dt'], PROMOTERS),
    insertRows(
      'evt.event',
      ['evt_no', 'headliner', 'genre_cd', 'venue_cd', 'prmtr_ref', 'evt_dt', 'door_tm', 'onsale_dt', 'evt_sts', 'cxl_dt', 'all_ages_yn'],
      events.map((e) => [
        e.no,
        e.act[0],
        e.act[1],
        e.venue.cd,
        e.prmtr,
        e.dt,
        e.act[1] === 'CLASS' ? '18:30' : e.venue.size === 'S' ? r.pick(['19:00', '20:00', '20:30']) : r.pick(['18:00', '18:30', '19:00']),
        e.onsale,
        e.sts,
        e.cxl,
        e.venue.cd === 'BLU' || e.venue.cd === 'CAP' || (e.act[1] === 'EDM' && r.chance(0.6)) ? 'N' : 'Y',
      ]),
    ),
    insertRows('evt.tier', ['tier_id', 'evt_no', 'tier_nm', 'face_amt', 'alloc_qty'], tierRows),
    insertRows('sales.cust', ['cust_no', 'first_nm', 'last_nm', 'email', 'home_city', 'signup_dt', 'optin_yn'], custRows),
    insertRows('sales.staff', ['emp_no', 'emp_nm', 'job_ttl', 'role_cd', 'venue_cd', 'sup_emp_no', 'hire_dt', 'term_dt', 'hrly_wage'], STAFF),
    insertRows(
      'sales.promo',
      ['promo_cd', 'promo_desc', 'disc_pct', 'start_dt', 'end_dt', 'funded_by', 'max_uses'],
      PROMOS.map((p) => p.slice(0, 7)),
    ),
    insertRows('sales.ord', ['ord_no', 'cust_no', 'ord_ts', 'chnl_cd', 'sold_by', 'promo_cd', 'pay_mthd', 'ord_sts'], ordRows),
    insertRows('sales.ord_line', ['ord_no', 'line_no', 'tier_id', 'qty', 'unit_px', 'fee_amt'], lineRows),
    insertRows('sales.rfnd', ['rfnd_no', 'ord_no', 'rsn_cd', 'req_dt', 'rfnd_amt', 'rfnd_sts', 'decided_by'], rfnds),
    insertRows('sales.stl', ['prmtr_ref', 'stl_yr', 'stl_mo', 'gross_amt', 'comm_amt', 'net_amt', 'paid_yn'], stlRows),
  ].join('\n');
}
