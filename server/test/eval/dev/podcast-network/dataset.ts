/**
 * Loudwire Audio, a podcast network that launched in January 2025 and now produces 15 shows (true crime, business,
 * tech, sports, comedy, history, health, news and culture). It publishes episodes on a fixed cadence, sells the ad
 * slots inside them (host-read ads sold directly to sponsors, and programmatic ads filled by an ad exchange), tracks
 * downloads from the hosting platform's logs, and pays each show's host a revenue share of the show's ad revenue.
 * This is the network's warehouse, 2025-01-01 to 2026-11-24 (the day before it was last loaded); episodes already
 * scheduled after that carry future publish times. All money is in US dollars.
 *
 * Schema `pod`:
 * - `person`: everyone on the network's books, staff and hosts, keyed by `person_id`. `full_nm`; `role_cd` EXEC
 *   executive (the CEO, the Chief Content Officer, the VP of Ad Sales), EP executive producer (oversees a slate of
 *   shows and the people making them), PROD producer (produces shows day to day), HOST on-air host, AE ad-sales
 *   account executive (looks after sponsors); `title` the job title as written on the org chart; `email`; `start_dt`
 *   the first day with the network; `end_dt` the last day, NULL while they are still with us; `mgr_id` the person they
 *   report to (`person.person_id`), NULL only for the CEO.
 * - `show`: the network's shows, keyed by `show_id`. `show_cd` a three-letter internal code; `show_nm`; `genre_cd`
 *   TRUE true crime, BIZ business and money, TECH technology, SPRT sports, COMD comedy, HIST history, HLTH health and
 *   wellness, NEWS news and current affairs, SOC society and culture; `host_id` the show's host (`person.person_id`);
 *   `prod_id` the show's producer (`person.person_id`); `freq_cd` the publishing cadence: WK weekly, BW every two
 *   weeks, MO monthly; `launch_dt` the day the first full episode came out; `end_dt` the day of the final episode for
 *   a show that has ended or whose end is already announced (it may lie in the future), NULL for an ongoing show;
 *   `host_rev_shr_pct` the percentage of the show's ad revenue paid to its host.
 * - `episode`: one row per episode, keyed by `ep_id`. `show_id`; `ep_no` the episode number within the show (0 for the
 *   trailer, NULL for bonus episodes, which are unnumbered); `ep_title`; `ep_type_cd` FULL regular episode, BNS bonus
 *   episode, TRL trailer; `pub_ts` the publish time (planned publish time for scheduled episodes); `dur_sec` the
 *   runtime in seconds, NULL until the final cut is in (scheduled episodes); `expl_flg` Y when the episode is marked
 *   explicit, N otherwise; `status_cd` LIVE published and available, SCHD scheduled (not out yet), PULL published and
 *   later taken down (its downloads and ads before the take-down stay in the data).
 * - `dl_daily`: downloads from the hosting platform's logs, one row per episode, day, listener country and listening
 *   app with downloads (days and countries without downloads have no row). `ep_id`; `dl_dt`; `ctry_cd` the
 *   listener's country (ISO two-letter code: US, GB, CA, AU, IE, DE, IN, NZ); `app_cd` the listening app: APL Apple
 *   Podcasts, SPT Spotify, YTB YouTube Music, OVC Overcast, PKC Pocket Casts, WEB the network's web player, OTH any
 *   other app; `dl_cnt` the number of downloads. Downloads are our measure of listens.
 * - `sponsor`: advertisers that buy host-read ads (sponsors), keyed by `spon_id`. `spon_nm`; `ind_cd` the industry:
 *   DTC direct-to-consumer brand, FIN finance and insurance, SAAS software, AUTO automotive, FOOD food and drink, HLTH
 *   health and wellness, EDU education, TRVL travel, ENT entertainment and streaming; `agency_nm` the media agency
 *   that buys on the sponsor's behalf, NULL when the sponsor books with us directly; `acct_rep_id` the account
 *   executive who looks after the sponsor (`person.person_id`); `created_dt` the day the record was created;
 *   `is_del` the soft-delete flag: true for records deleted in the CRM (duplicates and test records), which no longer
 *   count as sponsors.
 * - `ad_slot`: the ad slots sold in episodes, keyed by `slot_id`. `ep_id`; `ad_type_cd` HR host-read ad sold
 *   directly to a sponsor, PG programmatic ad filled by the ad exchange; `spon_id` the sponsor (`sponsor.spon_id`)
 *   for HR slots, NULL for PG slots (the exchange does not tell us the advertiser); `pos_cd` where the ad plays: PRE
 *   pre-roll, MID mid-roll, POST post-roll; `cpm_usd` the price per thousand impressions; `imp_cnt` the impressions
 *   delivered, NULL unless the ad ran; `status_cd` BKD booked for an episode not out yet, RAN ran in the published
 *   episode, CXL cancelled before it ran; `booked_dt` the day the slot was booked. An ad runs when its episode is
 *   published, so its revenue (`cpm_usd * imp_cnt / 1000`) belongs to the episode's publish date; only RAN slots earn.
 * - `host_pay`: monthly revenue-share payouts to hosts, keyed by `pay_id`, one row per show per month in which the
 *   show earned ad revenue (through October 2026). `host_id` (`person.person_id`); `show_id`; `pay_mo` the first day
 *   of the month the revenue was earned; `gross_rev_usd` the show's ad revenue that month (host-read and
 *   programmatic); `shr_pct` the revenue share applied; `pay_amt_usd` the amount owed to the host; `paid_dt` the day it
 *   was paid, NULL while it is unpaid.
 * - `ep_rpt_export`: the episode performance report exported from the finance dashboard on 2026-11-24 and loaded as it
 *   comes, one row per live episode (status LIVE). Its columns keep the dashboard's headers: "Show" (=
 *   `show.show_nm`); "Episode #" (= `episode.ep_no`); "Episode Title" (= `episode.ep_title`); "Publish Date";
 *   "Length (min)"; "Downloads (30 Day)" the downloads in the episode's first 30 days (fewer for episodes younger than
 *   that); "Ads Run" the number of ads that ran in it; "Gross Revenue (USD)" its ad revenue; "Host Share (USD)" the
 *   host's revenue share of it; "Net Revenue (USD)" what the network keeps (gross minus host share).
 */
import { addDays, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';
const SCHEDULE_UNTIL = '2026-12-09';
/** The last day of an open-ended sponsorship. */
const OPEN = '2099-12-31';

type Role = 'EXEC' | 'EP' | 'PROD' | 'HOST' | 'AE';
/** [person_id, full_nm, role_cd, title, start_dt, end_dt, mgr_id] */
const PEOPLE: [number, string, Role, string, string, string | null, number | null][] = [
  [1, 'Jordan Pike', 'EXEC', 'Chief Executive Officer', '2025-01-01', null, null],
  [2, 'Renata Okafor', 'EXEC', 'Chief Content Officer', '2025-01-01', null, 1],
  [3, 'Tamsin Hale', 'EXEC', 'VP Ad Sales', '2025-01-01', null, 1],
  [4, 'Dev Malhotra', 'EP', 'Executive Producer', '2025-01-01', null, 2],
  [5, 'Claire Dubois', 'EP', 'Executive Producer', '2025-01-01', null, 2],
  [6, 'Sam Whitaker', 'EP', 'Executive Producer', '2025-02-03', null, 2],
  [7, 'Lena Fischer', 'PROD', 'Senior Producer', '2025-01-01', null, 4],
  [8, 'Omar Haddad', 'PROD', 'Producer', '2025-01-06', null, 4],
  [9, 'Priya Raman', 'PROD', 'Senior Producer', '2025-01-01', null, 5],
  [10, 'Jonah Ellis', 'PROD', 'Producer', '2025-01-06', null, 5],
  [11, 'Beatriz Costa', 'PROD', 'Producer', '2025-02-17', null, 6],
  [12, 'Theo Park', 'PROD', 'Associate Producer', '2025-01-13', '2026-07-31', 4],
  [13, 'Maya Lindqvist', 'HOST', 'Host, Cold Ledger', '2025-01-01', null, 5],
  [14, 'Grant Osei', 'HOST', 'Host, The Margin Call', '2025-01-01', null, 4],
  [15, 'Ada Nwosu', 'HOST', 'Host, Byte Size', '2025-01-20', null, 4],
  [16, 'Marcus Bell', 'HOST', 'Host, Half Court Press and The Long Game', '2025-01-06', null, 6],
  [17, 'Jess Romero', 'HOST', 'Host, Laugh Track Lounge', '2025-01-01', null, 5],
  [18, 'Hugh Talbot', 'HOST', 'Host, Deep Roots', '2025-01-06', null, 5],
  [19, 'Nadia Farouk', 'HOST', 'Host, Well Within', '2025-03-03', null, 6],
  [20, 'Ellen Voss', 'HOST', 'Host, Morning Dispatch', '2025-08-04', null, 4],
  [21, 'Kofi Mensah', 'HOST', 'Host, Second Act', '2025-01-27', null, 4],
  [22, 'Ines Moreau', 'HOST', 'Host, Off the Map', '2025-04-14', null, 6],
  [23, 'Rosa Delgado', 'HOST', 'Host, Kitchen Table Talk', '2025-06-02', null, 6],
  [24, 'Cal Whitmore', 'HOST', 'Host, Night Shift Stories', '2026-01-12', null, 5],
  [25, 'Yuki Sato', 'HOST', 'Host, Pixel & Paper', '2025-03-03', '2026-06-30', 4],
  [26, 'Ben Archer', 'HOST', 'Host, Small Print', '2026-04-06', null, 6],
  [27, 'Olivia Chen', 'AE', 'Senior Account Executive', '2025-01-01', null, 3],
  [28, 'Raj Patel', 'AE', 'Account Executive', '2025-01-13', null, 3],
  [29, 'Megan Doyle', 'AE', 'Account Executive', '2025-03-03', null, 3],
  [30, 'Luis Ortega', 'AE', 'Account Executive', '2025-01-06', '2025-11-28', 3],
];

type Genre = 'TRUE' | 'BIZ' | 'TECH' | 'SPRT' | 'COMD' | 'HIST' | 'HLTH' | 'NEWS' | 'SOC';
type Freq = 'WK' | 'BW' | 'MO';

interface Show {
  id: number;
  cd: string;
  nm: string;
  genre: Genre;
  host: number;
  prod: number;
  freq: Freq;
  launch: string;
  /** The last day an episode may be planned for an ended (or ending) show. */
  endLimit: string | null;
  shr: number;
  /** Downloads of a typical episode at launch. */
  base: number;
  /** Whether the show carries programmatic ads. */
  pg: boolean;
  /** Share of episodes marked explicit. */
  expl: number;
  /** Typical runtime in minutes. */
  mins: number;
  /** Host-read CPM premium over the network rate. */
  premium: number;
}

const SHOWS: Show[] = [
  { id: 1, cd: 'CLD', nm: 'Cold Ledger', genre: 'TRUE', host: 13, prod: 9, freq: 'WK', launch: '2025-01-07', endLimit: null, shr: 40, base: 42000, pg: true, expl: 0.3, mins: 55, premium: 6 },
  { id: 2, cd: 'MGC', nm: 'The Margin Call', genre: 'BIZ', host: 14, prod: 7, freq: 'WK', launch: '2025-01-09', endLimit: null, shr: 35, base: 18000, pg: true, expl: 0, mins: 40, premium: 8 },
  { id: 3, cd: 'BYT', nm: 'Byte Size', genre: 'TECH', host: 15, prod: 8, freq: 'BW', launch: '2025-02-04', endLimit: null, shr: 30, base: 15000, pg: true, expl: 0.02, mins: 35, premium: 5 },
  { id: 4, cd: 'HCP', nm: 'Half Court Press', genre: 'SPRT', host: 16, prod: 11, freq: 'WK', launch: '2025-03-03', endLimit: null, shr: 35, base: 22000, pg: true, expl: 0.2, mins: 60, premium: 2 },
  { id: 5, cd: 'LTL', nm: 'Laugh Track Lounge', genre: 'COMD', host: 17, prod: 10, freq: 'WK', launch: '2025-01-10', endLimit: null, shr: 45, base: 28000, pg: true, expl: 0.9, mins: 65, premium: 0 },
  { id: 6, cd: 'DRT', nm: 'Deep Roots', genre: 'HIST', host: 18, prod: 9, freq: 'BW', launch: '2025-01-15', endLimit: null, shr: 30, base: 12000, pg: false, expl: 0, mins: 48, premium: 4 },
  { id: 7, cd: 'WLW', nm: 'Well Within', genre: 'HLTH', host: 19, prod: 11, freq: 'BW', launch: '2025-04-08', endLimit: null, shr: 30, base: 9000, pg: false, expl: 0, mins: 32, premium: 5 },
  { id: 8, cd: 'MDP', nm: 'Morning Dispatch', genre: 'NEWS', host: 20, prod: 7, freq: 'WK', launch: '2025-09-01', endLimit: null, shr: 25, base: 16000, pg: true, expl: 0, mins: 28, premium: 1 },
  { id: 9, cd: 'SCA', nm: 'Second Act', genre: 'BIZ', host: 21, prod: 8, freq: 'BW', launch: '2025-02-12', endLimit: null, shr: 30, base: 7000, pg: true, expl: 0, mins: 42, premium: 6 },
  { id: 10, cd: 'OTM', nm: 'Off the Map', genre: 'SOC', host: 22, prod: 11, freq: 'BW', launch: '2025-05-14', endLimit: null, shr: 35, base: 8000, pg: true, expl: 0.1, mins: 45, premium: 2 },
  { id: 11, cd: 'KTT', nm: 'Kitchen Table Talk', genre: 'SOC', host: 23, prod: 10, freq: 'BW', launch: '2025-07-09', endLimit: null, shr: 40, base: 6000, pg: true, expl: 0.2, mins: 50, premium: 1 },
  { id: 12, cd: 'NSS', nm: 'Night Shift Stories', genre: 'TRUE', host: 24, prod: 9, freq: 'BW', launch: '2026-03-03', endLimit: null, shr: 50, base: 14000, pg: true, expl: 0.5, mins: 52, premium: 4 },
  { id: 13, cd: 'TLG', nm: 'The Long Game', genre: 'SPRT', host: 16, prod: 12, freq: 'MO', launch: '2025-01-20', endLimit: '2025-12-31', shr: 35, base: 10000, pg: false, expl: 0, mins: 70, premium: 3 },
  { id: 14, cd: 'PXP', nm: 'Pixel & Paper', genre: 'TECH', host: 25, prod: 12, freq: 'MO', launch: '2025-03-18', endLimit: '2026-06-30', shr: 30, base: 5000, pg: true, expl: 0, mins: 38, premium: 3 },
  { id: 15, cd: 'SPR', nm: 'Small Print', genre: 'BIZ', host: 26, prod: 7, freq: 'MO', launch: '2026-05-12', endLimit: '2026-12-15', shr: 25, base: 6500, pg: true, expl: 0, mins: 30, premium: 5 },
];

/** Episodes taken down after publishing: [show_id, ep_no]. */
const PULLED: [number, number][] = [
  [1, 14],
  [5, 38],
  [3, 26],
  [10, 28],
];

type Industry = 'DTC' | 'FIN' | 'SAAS' | 'AUTO' | 'FOOD' | 'HLTH' | 'EDU' | 'TRVL' | 'ENT';
interface Sponsor {
  id: number;
  nm: string;
  ind: Industry;
  agency: string | null;
  rep: number;
  created: string;
  del: boolean;
  /** Books host-read ads for episodes published in [from, to]; never books when `from` is null. */
  from: string | null;
  to: string;
  weight: number;
  /** The sponsor's negotiated CPM before the show premium. */
  cpm: number;
}

const SPONSORS: Sponsor[] = [
  { id: 101, nm: 'Brightwell Mattress', ind: 'DTC', agency: 'Oxford Road', rep: 27, created: '2025-01-02', del: false, from: '2025-01-01', to: OPEN, weight: 9, cpm: 25 },
  { id: 102, nm: 'Ledgerly', ind: 'FIN', agency: null, rep: 27, created: '2025-01-03', del: false, from: '2025-01-01', to: OPEN, weight: 7, cpm: 28 },
  { id: 103, nm: 'Shieldline VPN', ind: 'SAAS', agency: 'Veritone One', rep: 28, created: '2025-01-06', del: false, from: '2025-01-01', to: OPEN, weight: 8, cpm: 22 },
  { id: 104, nm: 'Harvest Box Meals', ind: 'FOOD', agency: 'Oxford Road', rep: 28, created: '2025-01-08', del: false, from: '2025-01-01', to: OPEN, weight: 6, cpm: 24 },
  { id: 105, nm: 'Copperleaf Coffee', ind: 'FOOD', agency: null, rep: 29, created: '2025-03-04', del: false, from: '2025-03-10', to: OPEN, weight: 3, cpm: 21 },
  { id: 106, nm: 'Stride Running Co', ind: 'DTC', agency: null, rep: 29, created: '2025-03-11', del: false, from: '2025-03-17', to: OPEN, weight: 3, cpm: 23 },
  { id: 107, nm: 'Clearpath Insurance', ind: 'FIN', agency: 'Ad Results Media', rep: 27, created: '2025-01-14', del: false, from: '2025-02-01', to: OPEN, weight: 5, cpm: 30 },
  { id: 108, nm: 'Mindwell Therapy', ind: 'HLTH', agency: 'Ad Results Media', rep: 28, created: '2025-01-20', del: false, from: '2025-01-27', to: OPEN, weight: 6, cpm: 26 },
  { id: 109, nm: 'Tessellate CRM', ind: 'SAAS', agency: null, rep: 29, created: '2025-04-02', del: false, from: '2025-04-07', to: OPEN, weight: 3, cpm: 31 },
  { id: 110, nm: 'Voltra Motors', ind: 'AUTO', agency: 'Veritone One', rep: 28, created: '2025-02-05', del: false, from: '2025-02-10', to: '2025-10-31', weight: 5, cpm: 29 },
  { id: 111, nm: 'Lumina Learning', ind: 'EDU', agency: null, rep: 29, created: '2025-05-06', del: false, from: '2025-05-12', to: OPEN, weight: 2, cpm: 20 },
  { id: 112, nm: 'Skyroam Travel', ind: 'TRVL', agency: 'Oxford Road', rep: 27, created: '2025-02-18', del: false, from: '2025-03-01', to: '2026-04-30', weight: 3, cpm: 24 },
  { id: 113, nm: 'Cadence Fitness', ind: 'HLTH', agency: null, rep: 28, created: '2025-06-03', del: false, from: '2025-06-09', to: OPEN, weight: 2, cpm: 22 },
  { id: 114, nm: 'Pinecrest Bank', ind: 'FIN', agency: 'Ad Results Media', rep: 29, created: '2025-07-01', del: false, from: '2025-07-07', to: OPEN, weight: 4, cpm: 32 },
  { id: 115, nm: 'Quillpad Notebooks', ind: 'DTC', agency: null, rep: 27, created: '2025-04-22', del: false, from: '2025-05-01', to: OPEN, weight: 2, cpm: 19 },
  { id: 116, nm: 'Orbit Streaming', ind: 'ENT', agency: 'Veritone One', rep: 28, created: '2025-08-05', del: false, from: '2025-08-11', to: OPEN, weight: 4, cpm: 27 },
  { id: 117, nm: 'Verdant Greens', ind: 'HLTH', agency: 'Oxford Road', rep: 29, created: '2025-02-24', del: false, from: '2025-03-03', to: OPEN, weight: 4, cpm: 25 },
  { id: 118, nm: 'Homestead Warranty', ind: 'FIN', agency: null, rep: 27, created: '2025-09-02', del: false, from: '2025-09-08', to: OPEN, weight: 2, cpm: 26 },
  { id: 119, nm: 'Codeclass Academy', ind: 'EDU', agency: null, rep: 28, created: '2025-06-16', del: false, from: '2025-06-23', to: OPEN, weight: 2, cpm: 21 },
  { id: 120, nm: 'Nimbus Cloud Storage', ind: 'SAAS', agency: 'Veritone One', rep: 29, created: '2025-01-09', del: false, from: '2025-01-13', to: OPEN, weight: 4, cpm: 27 },
  { id: 121, nm: 'Roam Rentals', ind: 'TRVL', agency: null, rep: 27, created: '2025-05-19', del: false, from: '2025-05-26', to: OPEN, weight: 2, cpm: 23 },
  { id: 122, nm: 'Saltwind Apparel', ind: 'DTC', agency: 'Oxford Road', rep: 28, created: '2025-03-24', del: false, from: '2025-04-01', to: OPEN, weight: 3, cpm: 22 },
  { id: 123, nm: 'Tally Tax', ind: 'FIN', agency: null, rep: 29, created: '2025-12-10', del: false, from: '2026-01-05', to: OPEN, weight: 4, cpm: 29 },
  { id: 124, nm: 'Glowhaus Skincare', ind: 'DTC', agency: 'Oxford Road', rep: 27, created: '2026-02-20', del: false, from: '2026-03-02', to: OPEN, weight: 3, cpm: 24 },
  { id: 125, nm: 'Kettle & Crumb', ind: 'FOOD', agency: null, rep: 28, created: '2026-04-27', del: false, from: '2026-05-04', to: OPEN, weight: 2, cpm: 20 },
  { id: 126, nm: 'Velocity EV Charging', ind: 'AUTO', agency: 'Veritone One', rep: 29, created: '2026-01-26', del: false, from: '2026-02-02', to: OPEN, weight: 3, cpm: 28 },
  { id: 127, nm: 'Parcelpoint Shipping', ind: 'SAAS', agency: null, rep: 27, created: '2026-09-14', del: false, from: null, to: OPEN, weight: 0, cpm: 0 },
  { id: 128, nm: 'Driftwood Candles', ind: 'DTC', agency: null, rep: 29, created: '2025-06-10', del: false, from: null, to: OPEN, weight: 0, cpm: 0 },
  { id: 129, nm: 'Brightwell Mattresses', ind: 'DTC', agency: 'Oxford Road', rep: 28, created: '2025-02-11', del: true, from: null, to: OPEN, weight: 0, cpm: 0 },
  { id: 130, nm: 'Ledgerly Inc', ind: 'FIN', agency: null, rep: 27, created: '2025-04-03', del: true, from: null, to: OPEN, weight: 0, cpm: 0 },
  { id: 131, nm: 'TEST SPONSOR - do not use', ind: 'DTC', agency: null, rep: 29, created: '2025-01-02', del: true, from: null, to: OPEN, weight: 0, cpm: 0 },
];

const COUNTRIES: [string, number][] = [
  ['US', 62],
  ['GB', 11],
  ['CA', 8],
  ['AU', 6],
  ['IE', 3],
  ['DE', 3],
  ['IN', 5],
  ['NZ', 2],
];
const APPS: [string, number][] = [
  ['APL', 38],
  ['SPT', 31],
  ['YTB', 10],
  ['OVC', 5],
  ['PKC', 5],
  ['WEB', 6],
  ['OTH', 5],
];
/** Days after publishing on which downloads are logged, and the share of the episode's downloads on each. */
const DL_DAYS: [number, number][] = [
  [0, 0.36],
  [1, 0.2],
  [3, 0.17],
  [7, 0.12],
  [30, 0.15],
];

const TITLE_WORDS: Record<Genre, [string[], string[]]> = {
  TRUE: [
    ['The Vanishing', 'The Silent', 'The Last Call', 'The Missing', 'Blood on', 'The Night at', 'The Stranger of', 'Cold Case:', 'The Ghost of', 'Murder at', 'The Secret of', 'Echoes from'],
    ['Harrow Lane', 'Pine Hollow', 'Mercy Creek', 'the Marsh Road', 'Dover Street', 'Blackwater', 'the Orchard', 'Saltmarsh', 'Elm County', 'the Quarry', 'Red Hill', 'the Lighthouse', 'Gallow Bridge', 'Ashford'],
  ],
  BIZ: [
    ['Inside', 'The Truth About', 'Betting on', 'Why We Got', 'The Hidden Cost of', 'Rethinking', 'Pricing', 'Scaling', 'The Art of', 'Surviving', 'Winning at', 'The Math of'],
    ['Side Hustles', 'Index Funds', 'Layoffs', 'the Four-Day Week', 'Franchises', 'Venture Debt', 'Small Margins', 'Retirement', 'Remote Teams', 'Negotiation', 'Inflation', 'Family Business', 'Bootstrapping', 'Mergers'],
  ],
  TECH: [
    ['Decoding', 'The Rise of', 'Who Owns', 'Hacking', 'The Future of', 'Debugging', 'Building', 'Breaking', 'The Quiet Death of', 'Rebooting', 'Chasing', 'Unboxing'],
    ['Open Source', 'the Cloud', 'Smart Homes', 'Chatbots', 'Passwords', 'Wearables', 'Quantum Chips', 'Robotaxis', 'the Inbox', 'Foldables', 'Data Brokers', 'the App Store', 'Satellites', 'E-Readers'],
  ],
  SPRT: [
    ['Breaking Down', 'The Case for', 'Inside', 'Ranking', 'The Legend of', 'Rebuilding', 'Chasing', 'The Fall of', 'Defending', 'Grading', 'Betting on', 'The Return of'],
    ['the Trade Deadline', 'the Draft', 'Playoff Seeding', 'the Bench', 'Rookie Guards', 'Zone Defence', 'the Triple Double', 'Small Ball', 'the Dynasty', 'Free Agency', 'the Buzzer Beater', 'the Sixth Man', 'Overtime', 'the Salary Cap'],
  ],
  COMD: [
    ['Too Much', 'The Worst', 'Never Again:', 'Accidentally', 'My Mum and', 'Confessions About', 'Live From', 'The Great', 'Please Stop', 'Almost Famous for', 'Brunch and', 'A Tribute to'],
    ['Karaoke', 'Airport Lounges', 'Group Chats', 'Wedding Speeches', 'IKEA', 'Bad Tattoos', 'Gym Selfies', 'Cruise Ships', 'Escape Rooms', 'Reality TV', 'Road Trips', 'Dad Jokes', 'Houseplants', 'Open Mics'],
  ],
  HIST: [
    ['The Fall of', 'The Rise of', 'Letters from', 'The Lost', 'Rebels of', 'The Siege of', 'Mapping', 'The Myth of', 'Empires and', 'The Plague in', 'Rivers of', 'Crowns of'],
    ['Byzantium', 'Carthage', 'the Hanseatic League', 'Old Kyoto', 'the Silk Road', 'Tudor London', 'the Incas', 'Venice', 'the Vikings', 'Alexandria', 'the Ottomans', 'the Raj', 'Medieval Paris', 'the Mughals'],
  ],
  HLTH: [
    ['The Science of', 'Rethinking', 'Small Steps to', 'The Truth About', 'A Better', 'Letting Go of', 'Finding', 'Resetting', 'Beyond', 'Making Peace with', 'Fuel for', 'Slowing Down'],
    ['Sleep', 'Burnout', 'Gut Health', 'Anxiety', 'Breathwork', 'Strength Training', 'Screen Time', 'Fasting', 'Loneliness', 'Posture', 'Sugar', 'Cold Plunges', 'Mindful Eating', 'Morning Routines'],
  ],
  NEWS: [
    ['The Week in', 'What Next for', 'Explained:', 'The Fight Over', 'Behind', 'Counting', 'The Battle for', 'Why Everyone Is Talking About', 'Inside', 'Reporting on', 'Fact-Checking', 'Following'],
    ['the Budget', 'Housing', 'the Election', 'Trade Talks', 'the Heatwave', 'Rail Strikes', 'the Summit', 'Interest Rates', 'the Courts', 'School Funding', 'Energy Prices', 'the Census', 'Tariffs', 'Water Rights'],
  ],
  SOC: [
    ['Growing Up with', 'Notes on', 'The Politics of', 'Living with', 'Rituals of', 'Stories of', 'In Praise of', 'The Meaning of', 'Strangers and', 'Learning from', 'Belonging and', 'Rooms Full of'],
    ['Neighbours', 'Grandparents', 'Small Towns', 'Friendship', 'Sunday Dinners', 'Moving Abroad', 'Second Languages', 'Night Markets', 'Family Recipes', 'Public Libraries', 'Pen Pals', 'Street Food', 'Hometowns', 'Old Photographs'],
  ],
};

interface Episode {
  id: number;
  show: Show;
  no: number | null;
  title: string;
  type: 'FULL' | 'BNS' | 'TRL';
  pub: string;
  pubTs: string;
  dur: number | null;
  expl: boolean;
  status: 'LIVE' | 'SCHD' | 'PULL';
  total: number;
  dl30: number;
  adsRun: number;
  grossCents: number;
}

function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function noise(r: SeededRandom, sd: number): number {
  return Math.exp(normal(r) * sd);
}
function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}
function addMonths(iso: string, months: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  return `${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}${iso.slice(7)}`;
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function money(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const usedTitles = new Set<string>();
  const titleFor = (genre: Genre, prefix = ''): string => {
    const [heads, tails] = TITLE_WORDS[genre];
    for (;;) {
      const t = `${prefix}${r.pick(heads)} ${r.pick(tails)}`;
      if (!usedTitles.has(t)) {
        usedTitles.add(t);
        return t;
      }
    }
  };

  // Episodes.
  const episodes: Episode[] = [];
  let nextEp = 10001;
  const addEpisode = (show: Show, no: number | null, type: Episode['type'], pub: string): Episode => {
    const title = type === 'TRL' ? `Introducing ${show.nm}` : titleFor(show.genre, type === 'BNS' ? 'Bonus: ' : '');
    const minute = type === 'FULL' ? r.pick([240, 300, 300, 360]) : r.pick([600, 720, 900]);
    const status: Episode['status'] = pub > LAST_DAY ? 'SCHD' : PULLED.some(([s, n]) => s === show.id && n === no) ? 'PULL' : 'LIVE';
    const mins = type === 'TRL' ? r.float(1.5, 3.5) : type === 'BNS' ? show.mins * r.float(0.3, 0.55) : show.mins * noise(r, 0.14);
    const ep: Episode = {
      id: nextEp,
      show,
      no,
      title,
      type,
      pub,
      pubTs: `${pub} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
      dur: status === 'SCHD' ? null : Math.round(mins * 60),
      expl: type !== 'TRL' && r.chance(show.expl),
      status,
      total: 0,
      dl30: 0,
      adsRun: 0,
      grossCents: 0,
    };
    nextEp += 1;
    episodes.push(ep);
    return ep;
  };
  for (const show of SHOWS) {
    const limit = show.endLimit ?? SCHEDULE_UNTIL;
    const trailer = addDays(show.launch, -4);
    addEpisode(show, 0, 'TRL', trailer < '2025-01-01' ? '2025-01-02' : trailer);
    let no = 1;
    for (let day = show.launch; day <= limit; ) {
      addEpisode(show, no, 'FULL', day);
      no += 1;
      const next = show.freq === 'WK' ? addDays(day, 7) : show.freq === 'BW' ? addDays(day, 14) : addMonths(show.launch, no - 1);
      if (r.chance(0.07) && addDays(day, 3) < next && addDays(day, 3) <= limit) addEpisode(show, null, 'BNS', addDays(day, 3));
      day = next;
    }
  }
  episodes.sort((a, b) => (a.pubTs === b.pubTs ? a.show.id - b.show.id : a.pubTs < b.pubTs ? -1 : 1));
  episodes.forEach((ep, i) => (ep.id = 10001 + i));
  const showEnd = new Map<number, string>();
  for (const show of SHOWS) {
    if (show.endLimit === null) continue;
    const full = episodes.filter((e) => e.show === show && e.type === 'FULL');
    showEnd.set(show.id, full[full.length - 1]!.pub);
  }

  // Downloads.
  const dlRows: unknown[][] = [];
  for (const ep of episodes) {
    if (ep.status === 'SCHD') continue;
    const ageMonths = daysBetween(ep.show.launch < ep.pub ? ep.show.launch : ep.pub, ep.pub) / 30.4;
    const typeMult = ep.type === 'TRL' ? 0.25 : ep.type === 'BNS' ? 0.55 : 1;
    const expected = ep.show.base * (1 + 0.022 * ageMonths) * typeMult * noise(r, 0.22);
    const seen = new Set<string>();
    for (const [offset, share] of DL_DAYS) {
      const day = addDays(ep.pub, offset);
      if (day > LAST_DAY) continue;
      if (ep.status === 'PULL' && offset > 3) continue;
      let combo: [string, string];
      do combo = [r.weighted(COUNTRIES), r.weighted(APPS)];
      while (seen.has(`${day}|${combo[0]}|${combo[1]}`));
      seen.add(`${day}|${combo[0]}|${combo[1]}`);
      const cnt = Math.max(1, Math.round(expected * share * noise(r, 0.12)));
      dlRows.push([ep.id, day, combo[0], combo[1], cnt]);
      ep.total += cnt;
      if (offset <= 30) ep.dl30 += cnt;
    }
  }

  // Ad slots.
  const slotRows: unknown[][] = [];
  let nextSlot = 500001;
  const revenueByShowMonth = new Map<string, number>();
  for (const ep of episodes) {
    if (ep.type !== 'FULL') continue;
    const big = ep.show.base >= 15000;
    const hrCount = r.weighted<number>(big ? [[1, 2], [2, 5], [3, 3]] : [[0, 2], [1, 5], [2, 3]]);
    // Programmatic ads are filled by the exchange when the episode goes out, so scheduled episodes have none yet.
    const pgCount = ep.show.pg && ep.status !== 'SCHD' ? r.weighted<number>([[0, 2], [1, 5], [2, 3]]) : 0;
    const positions = r.shuffle(['PRE', 'MID', 'POST', 'MID', 'POST']);
    const eligible = SPONSORS.filter((s) => s.from !== null && s.from <= ep.pub && ep.pub <= s.to);
    const taken = new Set<number>();
    const slots: { type: 'HR' | 'PG'; spon: Sponsor | null }[] = [];
    for (let i = 0; i < hrCount; i++) {
      const pool = eligible.filter((s) => !taken.has(s.id));
      if (pool.length === 0) break;
      const s = r.weighted(pool.map((p) => [p, p.weight] as const));
      taken.add(s.id);
      slots.push({ type: 'HR', spon: s });
    }
    for (let i = 0; i < pgCount; i++) slots.push({ type: 'PG', spon: null });
    slots.forEach((slot, i) => {
      const pos = positions[i]!;
      const cpm =
        slot.type === 'HR' ? Number((slot.spon!.cpm + ep.show.premium + r.float(-2, 2)).toFixed(2)) : Number((r.float(9, 16) + ep.show.premium * 0.3).toFixed(2));
      let status: 'BKD' | 'RAN' | 'CXL';
      if (ep.status === 'SCHD') status = 'BKD';
      else status = r.chance(slot.type === 'HR' ? 0.05 : 0.03) ? 'CXL' : 'RAN';
      const imp = status === 'RAN' ? Math.round(ep.total * r.float(0.82, 0.97, 3) * (pos === 'POST' ? 0.8 : 1)) : null;
      let booked = slot.type === 'HR' ? addDays(ep.pub, -r.int(10, 70)) : addDays(ep.pub, -r.int(0, 2));
      if (booked < '2025-01-02') booked = '2025-01-02';
      if (slot.spon && booked < slot.spon.created) booked = slot.spon.created;
      if (booked > LAST_DAY) booked = LAST_DAY;
      slotRows.push([nextSlot, ep.id, slot.type, slot.spon?.id ?? null, pos, cpm, imp, status, booked]);
      nextSlot += r.int(1, 3);
      if (imp !== null) {
        const rev = (cpm * imp) / 1000;
        ep.adsRun += 1;
        ep.grossCents += rev * 100;
        const key = `${ep.show.id}|${monthStart(ep.pub)}`;
        revenueByShowMonth.set(key, (revenueByShowMonth.get(key) ?? 0) + rev);
      }
    });
  }

  // Host payouts.
  const payRows: unknown[][] = [];
  let nextPay = 9001;
  for (let m = '2025-01-01'; m <= '2026-10-01'; m = addMonths(m, 1)) {
    for (const show of SHOWS) {
      const gross = revenueByShowMonth.get(`${show.id}|${m}`);
      if (gross === undefined) continue;
      const grossUsd = Number(gross.toFixed(2));
      const amt = Number(((grossUsd * show.shr) / 100).toFixed(2));
      let paid: string | null = addDays(`${addMonths(m, 1).slice(0, 8)}15`, r.int(-2, 4));
      if (m === '2026-10-01' && (show.id === 3 || show.id === 12)) paid = null;
      if (m === '2026-09-01' && show.id === 5) paid = null;
      if (paid !== null && paid > LAST_DAY) paid = null;
      payRows.push([nextPay, show.host, show.id, m, grossUsd, show.shr, amt, paid]);
      nextPay += 1;
    }
  }

  // The finance dashboard's export of live episodes.
  const exportRows: unknown[][] = episodes
    .filter((e) => e.status === 'LIVE')
    .map((e) => {
      const gross = Math.round(e.grossCents);
      const share = Math.round((gross * e.show.shr) / 100);
      return [e.show.nm, e.no, e.title, e.pub, Number(((e.dur ?? 0) / 60).toFixed(1)), e.dl30, e.adsRun, money(gross), money(share), money(gross - share)];
    });

  const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@loudwireaudio.com`;

  return [
    'CREATE SCHEMA pod;',
    `CREATE TABLE pod.person (person_id integer PRIMARY KEY, full_nm text NOT NULL, role_cd varchar(4) NOT NULL, title text NOT NULL, email text NOT NULL,
      start_dt date NOT NULL, end_dt date, mgr_id integer REFERENCES pod.person (person_id));`,
    `CREATE TABLE pod.show (show_id integer PRIMARY KEY, show_cd char(3) NOT NULL, show_nm text NOT NULL, genre_cd varchar(4) NOT NULL,
      host_id integer NOT NULL REFERENCES pod.person (person_id), prod_id integer NOT NULL REFERENCES pod.person (person_id), freq_cd char(2) NOT NULL,
      launch_dt date NOT NULL, end_dt date, host_rev_shr_pct numeric(4,1) NOT NULL);`,
    `CREATE TABLE pod.episode (ep_id integer PRIMARY KEY, show_id integer NOT NULL REFERENCES pod.show (show_id), ep_no integer, ep_title text NOT NULL,
      ep_type_cd varchar(4) NOT NULL, pub_ts timestamp NOT NULL, dur_sec integer, expl_flg char(1) NOT NULL, status_cd varchar(4) NOT NULL);`,
    `CREATE TABLE pod.dl_daily (ep_id integer NOT NULL REFERENCES pod.episode (ep_id), dl_dt date NOT NULL, ctry_cd char(2) NOT NULL, app_cd varchar(3) NOT NULL,
      dl_cnt integer NOT NULL, PRIMARY KEY (ep_id, dl_dt, ctry_cd, app_cd));`,
    `CREATE TABLE pod.sponsor (spon_id integer PRIMARY KEY, spon_nm text NOT NULL, ind_cd varchar(4) NOT NULL, agency_nm text,
      acct_rep_id integer NOT NULL REFERENCES pod.person (person_id), created_dt date NOT NULL, is_del boolean NOT NULL DEFAULT false);`,
    `CREATE TABLE pod.ad_slot (slot_id integer PRIMARY KEY, ep_id integer NOT NULL REFERENCES pod.episode (ep_id), ad_type_cd char(2) NOT NULL,
      spon_id integer REFERENCES pod.sponsor (spon_id), pos_cd varchar(4) NOT NULL, cpm_usd numeric(8,2) NOT NULL, imp_cnt integer, status_cd varchar(3) NOT NULL,
      booked_dt date NOT NULL);`,
    `CREATE TABLE pod.host_pay (pay_id integer PRIMARY KEY, host_id integer NOT NULL REFERENCES pod.person (person_id), show_id integer NOT NULL REFERENCES pod.show (show_id),
      pay_mo date NOT NULL, gross_rev_usd numeric(12,2) NOT NULL, shr_pct numeric(4,1) NOT NULL, pay_amt_usd numeric(12,2) NOT NULL, paid_dt date);`,
    `CREATE TABLE pod.ep_rpt_export ("Show" text, "Episode #" integer, "Episode Title" text, "Publish Date" date, "Length (min)" numeric(6,1),
      "Downloads (30 Day)" integer, "Ads Run" integer, "Gross Revenue (USD)" numeric(12,2), "Host Share (USD)" numeric(12,2), "Net Revenue (USD)" numeric(12,2));`,
    insertRows(
      'pod.person',
      ['person_id', 'full_nm', 'role_cd', 'title', 'email', 'start_dt', 'end_dt', 'mgr_id'],
      PEOPLE.map(([id, nm, role, title, start, end, mgr]) => [id, nm, role, title, emailOf(nm), start, end, mgr]),
    ),
    insertRows(
      'pod.show',
      ['show_id', 'show_cd', 'show_nm', 'genre_cd', 'host_id', 'prod_id', 'freq_cd', 'launch_dt', 'end_dt', 'host_rev_shr_pct'],
      SHOWS.map((s) => [s.id, s.cd, s.nm, s.genre, s.host, s.prod, s.freq, s.launch, showEnd.get(s.id) ?? null, s.shr]),
    ),
    insertRows(
      'pod.episode',
      ['ep_id', 'show_id', 'ep_no', 'ep_title', 'ep_type_cd', 'pub_ts', 'dur_sec', 'expl_flg', 'status_cd'],
      episodes.map((e) => [e.id, e.show.id, e.no, e.title, e.type, e.pubTs, e.dur, e.expl ? 'Y' : 'N', e.status]),
    ),
    insertRows('pod.dl_daily', ['ep_id', 'dl_dt', 'ctry_cd', 'app_cd', 'dl_cnt'], dlRows),
    insertRows(
      'pod.sponsor',
      ['spon_id', 'spon_nm', 'ind_cd', 'agency_nm', 'acct_rep_id', 'created_dt', 'is_del'],
      SPONSORS.map((s) => [s.id, s.nm, s.ind, s.agency, s.rep, s.created, s.del]),
    ),
    insertRows('pod.ad_slot', ['slot_id', 'ep_id', 'ad_type_cd', 'spon_id', 'pos_cd', 'cpm_usd', 'imp_cnt', 'status_cd', 'booked_dt'], slotRows),
    insertRows('pod.host_pay', ['pay_id', 'host_id', 'show_id', 'pay_mo', 'gross_rev_usd', 'shr_pct', 'pay_amt_usd', 'paid_dt'], payRows),
    insertRows(
      'pod.ep_rpt_export',
      ['"Show"', '"Episode #"', '"Episode Title"', '"Publish Date"', '"Length (min)"', '"Downloads (30 Day)"', '"Ads Run"', '"Gross Revenue (USD)"', '"Host Share (USD)"', '"Net Revenue (USD)"'],
      exportRows,
    ),
  ].join('\n');
}
