/**
 * Signal & Spend, a performance-marketing agency that opened in January 2025 and runs paid ads for 20 client brands
 * (online shops, B2B software, banks and insurers, clinics, schools, travel and home services). This is the agency's
 * reporting warehouse: its staff, its clients, the campaigns it runs for them on the ad platforms, the daily numbers
 * the platforms report, the leads captured by lead-gen campaigns and the invoices sent to clients, 2025-01-01 to
 * 2026-11-24 (the day before the warehouse was last loaded). All money is in US dollars.
 *
 * Schema `rpt`:
 * - `staff`: the agency's people, keyed by `staff_id`. `full_name`; `role_cd` AD account director, AM account manager
 *   (the client's day-to-day contact), MB media buyer (builds and runs campaigns on the platforms), AN analyst;
 *   `email`; `hire_dt`; `left_dt` the last day at the agency, NULL while they still work here.
 * - `client`: the brands we run ads for, keyed by `client_id`. `client_nm`; `vertical_cd` ECOM online shop / DTC brand,
 *   SAAS B2B software, FINS bank or insurer, HLTH clinic or health practice, EDU school or course provider, TRVL travel
 *   and hotels, HOME home services (roofing, solar); `retainer_usd` the flat monthly management fee; `media_fee_pct`
 *   the extra fee we charge as a percentage of the media spend we place for them (0 when none); `acct_mgr_id` the
 *   account manager (`staff.staff_id`); `pay_terms_days` how many days after an invoice is issued it falls due;
 *   `start_dt` the first day of the engagement; `churn_dt` the last day of the engagement when the client has left us,
 *   NULL for a current client.
 * - `campaign`: one campaign on one ad platform for one client, keyed by `campaign_id`. `client_id`; `campaign_nm`
 *   (our naming convention: brand | platform | theme and launch month); `platform` GOOGLE (Google Ads), META
 *   (Facebook/Instagram), TIKTOK, LINKEDIN or AMAZON (Amazon sponsored ads); `ext_campaign_id` the platform's own id of
 *   the campaign (text); `objective_cd` CONV online sales (purchases tracked with a value), LEAD lead generation (form
 *   fills; each one lands in `lead`), AWR awareness / reach, TRAF website traffic; `status_cd` DRF draft (built, not
 *   launched yet), ACT live, PAU paused (stopped delivering before its planned end), END finished; `start_dt` the launch
 *   day (planned launch day for drafts); `end_dt` the planned last day, NULL for an always-on campaign; `budget_usd` the
 *   lifetime budget approved for the whole flight, NULL for always-on campaigns (they have no lifetime cap);
 *   `buyer_id` the media buyer who runs it (`staff.staff_id`).
 * - `ad_group`: ad groups (called ad sets on Meta and TikTok) inside a campaign, keyed by `adgrp_id`. `campaign_id`;
 *   `adgrp_nm`; `ext_adgrp_id` the platform's own id (text); `bid_strategy_cd` MCPC manual cost-per-click bid, MAXC
 *   maximise conversions, TCPA target cost per acquisition, LCST lowest cost (Meta/TikTok auto-bid); `max_cpc_micros`
 *   the maximum cost-per-click bid in micros (millionths of a dollar: 1500000 is $1.50), only for MCPC ad groups, NULL
 *   otherwise; `is_enabled` true while the ad group is switched on.
 * - `perf_daily`: the platforms' daily numbers, one row per campaign per day it delivered (all platforms, Meta
 *   included). `campaign_id`; `perf_dt`; `impr` impressions; `clk` clicks; `spend_usd` the media spend that day;
 *   `conv` conversions the platform counted (purchases for CONV campaigns, form fills for LEAD campaigns, other
 *   tracked actions for AWR and TRAF); `conv_val` the purchase value of those conversions (revenue), 0 for campaigns
 *   that are not CONV.
 * - `meta_ads_export`: the raw daily ad-set report exported from Meta Ads Manager, loaded as it comes, one row per
 *   Meta ad set per day it delivered. Its columns keep Meta's own headers: "Date"; "Campaign ID" (=
 *   `campaign.ext_campaign_id`); "Campaign Name"; "Ad Set ID" (= `ad_group.ext_adgrp_id`); "Ad Set Name"; "Reach"
 *   (people reached that day); "Impressions"; "Link Clicks"; "Amount Spent (USD)"; "3-Second Video Plays". Summed
 *   per campaign and day it gives the META rows of `perf_daily` (impressions, clicks and spend).
 * - `lead`: leads captured by LEAD campaigns (one per form-fill conversion), keyed by `lead_id`. `campaign_id`;
 *   `created_ts` when the form was submitted; `qualified_yn` Y when the client's sales team has accepted the lead as
 *   sales-qualified, N otherwise; `lead_status` NEW (not reviewed yet), JUNK (spam, fake or duplicate), NQ (reviewed,
 *   not a fit), OPEN (qualified, still being worked), WON (became a customer of the client), LOST (qualified, did not
 *   buy).
 * - `invoice`: our monthly invoices to clients, keyed by `invoice_no`. `client_id`; `bill_month` the first day of the
 *   month billed; `media_billed_usd` the media spend placed for the client that month, passed through at cost;
 *   `fee_usd` our fee for that month (the retainer plus `media_fee_pct` of the media); the invoice total is
 *   `media_billed_usd + fee_usd`; `issued_dt` the day it was sent (the 3rd of the following month); `due_dt`;
 *   `paid_dt` the day the payment arrived, NULL while it is unpaid.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';

type Role = 'AD' | 'AM' | 'MB' | 'AN';
/** [staff_id, full_name, role_cd, hire_dt, left_dt] */
const STAFF: [number, string, Role, string, string | null][] = [
  [101, 'Dana Whitfield', 'AD', '2025-01-02', null],
  [102, 'Marcus Oyelaran', 'AD', '2025-01-02', null],
  [103, 'Priya Natarajan', 'AM', '2025-01-02', null],
  [104, 'Ellie Brennan', 'AM', '2025-01-13', null],
  [105, 'Tomas Ferreira', 'AM', '2025-02-03', '2026-06-30'],
  [106, 'Hannah Cho', 'AM', '2025-06-02', null],
  [107, 'Grace Adeyemi', 'AM', '2026-06-15', null],
  [108, 'Leo Marchetti', 'MB', '2025-01-02', null],
  [109, 'Aisha Rahman', 'MB', '2025-01-06', null],
  [110, 'Ben Kowalski', 'MB', '2025-01-06', null],
  [111, 'Sofia Lindgren', 'MB', '2025-03-03', null],
  [112, 'Jamal Price', 'MB', '2025-02-17', '2026-03-31'],
  [113, 'Nina Petrova', 'MB', '2025-08-04', null],
  [114, 'Oliver Grant', 'AN', '2025-01-20', null],
  [115, 'Mei Tanaka', 'AN', '2025-09-01', null],
];

type Vertical = 'ECOM' | 'SAAS' | 'FINS' | 'HLTH' | 'EDU' | 'TRVL' | 'HOME';
type Platform = 'GOOGLE' | 'META' | 'TIKTOK' | 'LINKEDIN' | 'AMAZON';
type Objective = 'CONV' | 'LEAD' | 'AWR' | 'TRAF';

interface Client {
  id: number;
  nm: string;
  short: string;
  vert: Vertical;
  retainer: number;
  feePct: number;
  am: number;
  terms: number;
  start: string;
  churn: string | null;
  platforms: Platform[];
  /** Average order value for CONV campaigns. */
  aov: number;
  /** Media scale: multiplies impressions. */
  scale: number;
  /** Extra parallel campaign track on these platforms. */
  track2?: Platform[];
}

const CLIENTS: Client[] = [
  { id: 1, nm: 'Northpeak Outfitters', short: 'Northpeak', vert: 'ECOM', retainer: 9500, feePct: 5, am: 103, terms: 30, start: '2025-01-06', churn: null, platforms: ['GOOGLE', 'META', 'TIKTOK', 'AMAZON'], aov: 138, scale: 1.6, track2: ['META', 'TIKTOK'] },
  { id: 2, nm: 'Lumen Skin Co', short: 'Lumen', vert: 'ECOM', retainer: 6000, feePct: 8, am: 103, terms: 15, start: '2025-01-13', churn: null, platforms: ['GOOGLE', 'META', 'TIKTOK'], aov: 54, scale: 1.2, track2: ['META'] },
  { id: 3, nm: 'Brightlane Bank', short: 'Brightlane', vert: 'FINS', retainer: 14000, feePct: 0, am: 104, terms: 45, start: '2025-02-03', churn: null, platforms: ['GOOGLE', 'META', 'LINKEDIN'], aov: 0, scale: 1.3 },
  { id: 4, nm: 'Cobalt CRM', short: 'Cobalt', vert: 'SAAS', retainer: 11000, feePct: 0, am: 104, terms: 30, start: '2025-01-20', churn: null, platforms: ['GOOGLE', 'LINKEDIN', 'META'], aov: 0, scale: 1.1 },
  { id: 5, nm: 'Harbor & Vine', short: 'Harbor & Vine', vert: 'ECOM', retainer: 4500, feePct: 6, am: 106, terms: 15, start: '2025-03-03', churn: null, platforms: ['GOOGLE', 'META'], aov: 96, scale: 0.8 },
  { id: 6, nm: 'Pulse Physio', short: 'Pulse', vert: 'HLTH', retainer: 3500, feePct: 0, am: 106, terms: 30, start: '2025-02-17', churn: null, platforms: ['GOOGLE', 'META'], aov: 0, scale: 0.6 },
  { id: 7, nm: 'Juniper Learning', short: 'Juniper', vert: 'EDU', retainer: 5500, feePct: 4, am: 103, terms: 30, start: '2025-04-07', churn: null, platforms: ['GOOGLE', 'META', 'TIKTOK'], aov: 0, scale: 0.9 },
  { id: 8, nm: 'Tidewater Resorts', short: 'Tidewater', vert: 'TRVL', retainer: 7000, feePct: 5, am: 105, terms: 30, start: '2025-01-27', churn: '2025-09-30', platforms: ['GOOGLE', 'META'], aov: 640, scale: 1.0 },
  { id: 9, nm: 'Ironclad Roofing', short: 'Ironclad', vert: 'HOME', retainer: 3000, feePct: 0, am: 104, terms: 15, start: '2025-03-17', churn: '2026-10-31', platforms: ['GOOGLE', 'META'], aov: 0, scale: 0.5 },
  { id: 10, nm: 'Fernway Pets', short: 'Fernway', vert: 'ECOM', retainer: 5000, feePct: 7, am: 106, terms: 30, start: '2025-05-05', churn: null, platforms: ['GOOGLE', 'META', 'AMAZON'], aov: 47, scale: 1.0 },
  { id: 11, nm: 'Quillstack', short: 'Quillstack', vert: 'SAAS', retainer: 8000, feePct: 0, am: 104, terms: 30, start: '2025-06-02', churn: null, platforms: ['GOOGLE', 'LINKEDIN'], aov: 0, scale: 0.8 },
  { id: 12, nm: 'Summit Dental Group', short: 'Summit Dental', vert: 'HLTH', retainer: 4000, feePct: 0, am: 107, terms: 30, start: '2025-07-07', churn: null, platforms: ['GOOGLE', 'META'], aov: 0, scale: 0.7 },
  { id: 13, nm: 'Meridian Insurance', short: 'Meridian', vert: 'FINS', retainer: 12000, feePct: 0, am: 104, terms: 45, start: '2026-09-07', churn: null, platforms: ['GOOGLE', 'LINKEDIN'], aov: 0, scale: 1.2 },
  { id: 14, nm: 'Oakbarrel Coffee', short: 'Oakbarrel', vert: 'ECOM', retainer: 3500, feePct: 10, am: 107, terms: 15, start: '2025-08-04', churn: null, platforms: ['GOOGLE', 'META', 'AMAZON'], aov: 36, scale: 0.7 },
  { id: 15, nm: 'Velo Republic', short: 'Velo', vert: 'ECOM', retainer: 6500, feePct: 6, am: 103, terms: 30, start: '2026-06-01', churn: null, platforms: ['GOOGLE', 'META', 'TIKTOK'], aov: 415, scale: 1.1, track2: ['META'] },
  { id: 16, nm: 'Atlas Payroll', short: 'Atlas', vert: 'SAAS', retainer: 9000, feePct: 0, am: 107, terms: 30, start: '2026-02-02', churn: null, platforms: ['GOOGLE', 'LINKEDIN'], aov: 0, scale: 0.9 },
  { id: 17, nm: 'Crestview Academy', short: 'Crestview', vert: 'EDU', retainer: 4000, feePct: 3, am: 106, terms: 30, start: '2025-09-01', churn: '2026-08-15', platforms: ['GOOGLE', 'META', 'TIKTOK'], aov: 0, scale: 0.7 },
  { id: 18, nm: 'Solstice Travel', short: 'Solstice', vert: 'TRVL', retainer: 6000, feePct: 5, am: 106, terms: 30, start: '2025-10-06', churn: '2026-05-31', platforms: ['GOOGLE', 'META', 'TIKTOK'], aov: 880, scale: 0.9 },
  { id: 19, nm: 'Greenleaf Solar', short: 'Greenleaf', vert: 'HOME', retainer: 4500, feePct: 0, am: 103, terms: 30, start: '2026-04-06', churn: null, platforms: ['GOOGLE'], aov: 0, scale: 0.8 },
  { id: 20, nm: 'Kindred Baby', short: 'Kindred', vert: 'ECOM', retainer: 3800, feePct: 6, am: 105, terms: 15, start: '2025-02-10', churn: '2025-12-15', platforms: ['GOOGLE', 'META'], aov: 72, scale: 0.7 },
];

const LEAD_VERTICALS: Vertical[] = ['SAAS', 'FINS', 'HLTH', 'EDU', 'HOME'];
const CPC_MULT: Record<Vertical, number> = { ECOM: 1, SAAS: 1.8, FINS: 2.3, HLTH: 1.3, EDU: 1.1, TRVL: 1.2, HOME: 1.6 };

/** Per platform: daily impressions, click-through rate, cost per click, conversion rate per click. */
const PLATFORM: Record<Platform, { impr: number; ctr: number; cpc: number; cvr: number; label: string }> = {
  GOOGLE: { impr: 2600, ctr: 0.045, cpc: 1.35, cvr: 0.045, label: 'Google' },
  META: { impr: 11000, ctr: 0.011, cpc: 0.85, cvr: 0.024, label: 'Meta' },
  TIKTOK: { impr: 18000, ctr: 0.0078, cpc: 0.42, cvr: 0.012, label: 'TikTok' },
  LINKEDIN: { impr: 2600, ctr: 0.0055, cpc: 7.2, cvr: 0.08, label: 'LinkedIn' },
  AMAZON: { impr: 7000, ctr: 0.0045, cpc: 1.05, cvr: 0.11, label: 'Amazon' },
};

const THEMES: Record<Objective, string[]> = {
  CONV: ['Prospecting', 'Retargeting', 'Shopping', 'New Arrivals', 'Bestsellers', 'Seasonal Sale', 'Bundles'],
  LEAD: [],
  AWR: ['Brand Awareness', 'Video Reach', 'Launch Teaser'],
  TRAF: ['Site Traffic', 'Blog Traffic'],
};
const LEAD_THEMES: Partial<Record<Vertical, string[]>> = {
  SAAS: ['Demo Requests', 'Webinar Signups', 'Guide Download', 'Free Trial'],
  FINS: ['Account Opening', 'Mortgage Quotes', 'Guide Download', 'Advisor Callback'],
  HLTH: ['Free Consultation', 'New Patient Offer', 'Book Appointment'],
  EDU: ['Open Day', 'Course Enquiries', 'Prospectus Download'],
  HOME: ['Quote Requests', 'Free Survey', 'Free Consultation'],
};
const TRAVEL_THEMES = ['Early Booking', 'Last Minute Deals', 'Summer Getaways', 'Retargeting', 'Winter Escapes'];

const BUYERS: Record<Platform, number[]> = {
  GOOGLE: [108, 109, 112],
  META: [110, 111, 112],
  TIKTOK: [111, 113],
  LINKEDIN: [109, 112],
  AMAZON: [113, 108],
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Campaign {
  id: number;
  client: Client;
  nm: string;
  platform: Platform;
  ext: string;
  obj: Objective;
  status: 'DRF' | 'ACT' | 'PAU' | 'END';
  start: string;
  end: string | null;
  budget: number | null;
  buyer: number;
  /** Last day it delivers (NULL for drafts). */
  lastDay: string | null;
  /** Budget over planned-spend ratio: above 1 means we overspend. */
  overspend: number;
  /** Daily base numbers. */
  impr: number;
  ctr: number;
  cpc: number;
  cvr: number;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function noise(r: SeededRandom, sd: number): number {
  return Math.exp(normal(r) * sd);
}
function count(r: SeededRandom, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda < 30) return r.poisson(lambda);
  return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal(r)));
}
function season(iso: string, vert: Vertical): number {
  const m = Number(iso.slice(5, 7));
  if (vert === 'ECOM') return m === 11 ? 1.45 : m === 12 ? 1.25 : m === 1 || m === 2 ? 0.85 : 1;
  if (vert === 'TRVL') return m >= 1 && m <= 3 ? 1.3 : m >= 9 && m <= 11 ? 0.85 : 1;
  if (vert === 'EDU') return m === 8 || m === 9 || m === 1 ? 1.3 : m === 12 ? 0.7 : 1;
  return m === 12 ? 0.8 : 1;
}
function weekday(iso: string): number {
  const d = dayOfWeek(iso);
  return d === 0 || d === 6 ? 0.8 : 1.05;
}
function cents(x: number): number {
  return Math.round(x * 100);
}
function dollars(c: number): number {
  return Number((c / 100).toFixed(2));
}
function monthStart(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}
function nextMonth(iso: string): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
function ts(day: string, minute: number): string {
  return `${day} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
}

/** Campaigns that run always-on: [client id, platform, objective, theme]. */
const ALWAYS_ON: [number, Platform, Objective, string][] = [
  [1, 'GOOGLE', 'CONV', 'Brand Search Always-On'],
  [3, 'GOOGLE', 'LEAD', 'Brand Search Always-On'],
  [4, 'GOOGLE', 'LEAD', 'Brand Search Always-On'],
  [14, 'AMAZON', 'CONV', 'Sponsored Products Always-On'],
];

function objectiveFor(r: SeededRandom, c: Client, p: Platform): Objective {
  const leadGen = LEAD_VERTICALS.includes(c.vert);
  if (p === 'AMAZON') return 'CONV';
  if (p === 'LINKEDIN') return r.chance(0.85) ? 'LEAD' : 'AWR';
  if (p === 'GOOGLE') return leadGen ? (r.chance(0.9) ? 'LEAD' : 'TRAF') : r.chance(0.92) ? 'CONV' : 'TRAF';
  if (p === 'META') return leadGen ? (r.chance(0.8) ? 'LEAD' : 'AWR') : r.chance(0.8) ? 'CONV' : 'AWR';
  return leadGen ? (r.chance(0.6) ? 'AWR' : 'TRAF') : r.chance(0.55) ? 'CONV' : 'AWR';
}

export function datasetSql(): string {
  const r = seededRandom(20260525);
  const campaigns: Campaign[] = [];
  const usedNames = new Set<string>();
  let nextCampaignId = 5001;
  const makeExt = (p: Platform): string => {
    if (p === 'META') return `2385${r.int(1000000, 9999999)}${r.int(100000, 999999)}`;
    if (p === 'GOOGLE') return String(r.int(10000000000, 29999999999));
    if (p === 'TIKTOK') return `17${r.int(10000000, 99999999)}${r.int(1000000, 9999999)}`;
    if (p === 'LINKEDIN') return String(r.int(400000000, 699999999));
    return `A${r.int(10000000, 99999999)}`;
  };
  const addCampaign = (c: Client, p: Platform, obj: Objective, theme: string, start: string, end: string | null): Campaign => {
    const base = PLATFORM[p];
    let nm = `${c.short} | ${base.label} | ${theme}${end === null ? '' : ` ${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`}`;
    if (usedNames.has(nm)) nm = `${nm} (2)`;
    usedNames.add(nm);
    const eligible = BUYERS[p].filter((b) => (b !== 112 || (end !== null && end < '2026-03-31')) && (b !== 113 || start >= '2025-08-04'));
    const objImpr = obj === 'AWR' ? 1.8 : obj === 'LEAD' && p === 'GOOGLE' ? 0.45 : obj === 'LEAD' && p === 'META' ? 0.7 : 1;
    const campaign: Campaign = {
      id: nextCampaignId,
      client: c,
      nm,
      platform: p,
      ext: makeExt(p),
      obj,
      status: 'END',
      start,
      end,
      budget: null,
      buyer: r.pick(eligible),
      lastDay: null,
      overspend: r.chance(0.1) ? r.float(1.03, 1.14, 3) : r.float(0.82, 0.99, 3),
      impr: 4 * base.impr * c.scale * objImpr * noise(r, 0.25) * (end === null ? 0.5 : 1),
      ctr: base.ctr * noise(r, 0.2) * (obj === 'AWR' ? 0.6 : 1),
      cpc: base.cpc * CPC_MULT[c.vert] * noise(r, 0.15) * (obj === 'AWR' ? 0.7 : 1),
      cvr: (obj === 'AWR' ? 0.15 : obj === 'TRAF' ? 0.25 : obj === 'LEAD' ? 0.2 : 1) * base.cvr * noise(r, 0.2),
    };
    nextCampaignId += r.int(1, 3);
    campaigns.push(campaign);
    return campaign;
  };

  for (const c of CLIENTS) {
    const stopAt = c.churn ?? '2026-12-31';
    for (const [cid, p, obj, theme] of ALWAYS_ON) {
      if (cid === c.id) addCampaign(c, p, obj, theme, addDays(c.start, r.int(3, 10)), null);
    }
    const tracks: Platform[][] = [c.platforms, ...(c.track2 ? [c.track2] : [])];
    tracks.forEach((platforms, t) => {
      let day = addDays(c.start, t === 0 ? r.int(0, 12) : r.int(25, 60));
      for (;;) {
        const len = r.int(21, 75);
        if (day > stopAt) break;
        const p = r.pick(platforms);
        const obj = objectiveFor(r, c, p);
        const end = addDays(day, len - 1);
        addCampaign(c, p, obj, r.pick(obj === 'LEAD' ? (LEAD_THEMES[c.vert] ?? []) : obj === 'CONV' && c.vert === 'TRVL' ? TRAVEL_THEMES : THEMES[obj]), day, c.churn && end > c.churn ? c.churn : end);
        day = addDays(end, r.int(t === 0 ? 8 : 20, t === 0 ? 70 : 120));
      }
    });
  }

  // Statuses and last delivery days.
  for (const k of campaigns) {
    if (k.start > LAST_DAY) {
      k.status = 'DRF';
      continue;
    }
    if (k.end !== null && k.end <= LAST_DAY) {
      k.status = 'END';
      k.lastDay = k.end;
    } else if (k.client.churn !== null) {
      k.status = 'END';
      k.lastDay = k.client.churn;
    } else {
      k.status = 'ACT';
      k.lastDay = LAST_DAY;
    }
  }
  // Four live campaigns were paused partway.
  const live = campaigns.filter((k) => k.status === 'ACT' && k.end !== null && daysBetween(k.start, LAST_DAY) > 12);
  for (const k of r.shuffle(live).slice(0, 4)) {
    k.status = 'PAU';
    k.lastDay = addDays(k.start, Math.floor(daysBetween(k.start, LAST_DAY) * r.float(0.4, 0.8)));
  }

  // Ad groups.
  const adGroups: { id: number; campaign: Campaign; nm: string; ext: string; strat: string; micros: number | null; enabled: boolean; weight: number }[] = [];
  let nextAdgrp = 90001;
  const GROUP_NAMES: Record<Platform, string[]> = {
    GOOGLE: ['Brand Exact', 'Brand Phrase', 'Generic Broad', 'Competitor Terms', 'Category Phrase', 'Long Tail'],
    META: ['Broad 25-54', 'Lookalike 1%', 'Lookalike 3%', 'Interest Stack', 'Retargeting 30d', 'Advantage+ Audience'],
    TIKTOK: ['Spark Ads Broad', 'Interest 18-34', 'Creator Whitelisting', 'Retargeting 14d'],
    LINKEDIN: ['Job Title Targeting', 'Company List ABM', 'Industry + Seniority', 'Retargeting Website'],
    AMAZON: ['Auto Targeting', 'Manual Keywords', 'Product Targeting', 'Brand Defense'],
  };
  for (const k of campaigns) {
    const n = k.platform === 'META' ? r.int(2, 4) : r.int(1, 3);
    const names = r.shuffle(GROUP_NAMES[k.platform]).slice(0, n);
    for (const g of names) {
      let strat: string;
      let micros: number | null = null;
      if (k.platform === 'META' || k.platform === 'TIKTOK') strat = r.chance(0.85) ? 'LCST' : 'TCPA';
      else if (k.platform === 'GOOGLE') strat = r.weighted([['MCPC', 4], ['MAXC', 3], ['TCPA', 2]] as const);
      else strat = r.chance(0.8) ? 'MCPC' : 'TCPA';
      if (strat === 'MCPC') micros = Math.round((k.cpc * r.float(1.1, 1.9, 2) * 100)) * 10000;
      const enabled = k.status === 'ACT' ? r.chance(0.85) : false;
      adGroups.push({ id: nextAdgrp, campaign: k, nm: g, ext: String(k.platform === 'META' ? `2385${r.int(10000000, 99999999)}${r.int(10000, 99999)}` : r.int(100000000, 999999999)), strat, micros, enabled, weight: r.float(0.3, 1.5, 3) });
      nextAdgrp += r.int(1, 5);
    }
  }

  // Daily numbers, Meta export, leads.
  const perf: unknown[][] = [];
  const metaRows: unknown[][] = [];
  const leads: unknown[][] = [];
  const spendByClientMonth = new Map<string, number>();
  let nextLead = 700001;
  for (const k of campaigns) {
    if (k.status === 'DRF' || k.lastDay === null) continue;
    const plannedEnd = k.end ?? k.lastDay;
    let plannedCents = 0;
    const sets = adGroups.filter((g) => g.campaign === k);
    for (let day = k.start; day <= plannedEnd; day = addDays(day, 1)) {
      const v = k.client.vert;
      const f = season(day, v) * weekday(day) * noise(r, 0.18);
      const impr = Math.max(50, Math.round(k.impr * f));
      const clk = Math.max(0, Math.round(impr * k.ctr * noise(r, 0.12)));
      const spendC = cents(clk * k.cpc * noise(r, 0.08));
      plannedCents += spendC;
      if (day > k.lastDay) continue;
      const lambda = clk * k.cvr * (day.slice(5, 7) === '11' && v === 'ECOM' ? 1.2 : 1);
      const conv = count(r, lambda);
      let convVal = 0;
      if (k.obj === 'CONV') for (let i = 0; i < conv; i++) convVal += cents(k.client.aov * noise(r, 0.35));
      perf.push([k.id, day, impr, clk, dollars(spendC), conv, dollars(convVal)]);
      const key = `${k.client.id}|${monthStart(day)}`;
      spendByClientMonth.set(key, (spendByClientMonth.get(key) ?? 0) + spendC);
      if (k.platform === 'META') {
        const total = sets.reduce((s, g) => s + g.weight, 0);
        let ri = impr;
        let rc = clk;
        let rs = spendC;
        sets.forEach((g, i) => {
          const last = i === sets.length - 1;
          const share = (g.weight / total) * noise(r, 0.1);
          const gi = last ? ri : Math.min(ri, Math.round(impr * share));
          const gc = last ? rc : Math.min(rc, Math.round(clk * share));
          const gs = last ? rs : Math.min(rs, Math.round(spendC * share));
          ri -= gi;
          rc -= gc;
          rs -= gs;
          if (gi === 0 && gs === 0) return;
          const reach = Math.round(gi / r.float(1.05, 1.6, 3));
          const plays = k.obj === 'AWR' ? Math.round(gi * r.float(0.18, 0.32, 3)) : Math.round(gi * r.float(0.04, 0.14, 3));
          metaRows.push([day, k.ext, k.nm, g.ext, g.nm, reach, gi, gc, dollars(gs), plays]);
        });
      }
      if (k.obj === 'LEAD') {
        for (let i = 0; i < conv; i++) {
          const age = daysBetween(day, LAST_DAY);
          const qRate = k.platform === 'LINKEDIN' ? 0.55 : k.platform === 'GOOGLE' ? 0.45 : 0.27;
          let status: string;
          if (age < 14 && r.chance(0.75 - age * 0.04)) status = 'NEW';
          else if (r.chance(0.1)) status = 'JUNK';
          else if (!r.chance(qRate)) status = 'NQ';
          else if (age < 30) status = r.weighted([['OPEN', 7], ['WON', 1], ['LOST', 2]] as const);
          else status = r.weighted([['OPEN', 1], ['WON', 3], ['LOST', 5]] as const);
          const q = status === 'OPEN' || status === 'WON' || status === 'LOST' ? 'Y' : 'N';
          leads.push([nextLead, k.id, ts(day, r.int(6 * 60, 23 * 60 + 59)), q, status]);
          nextLead += 1;
        }
      }
    }
    if (k.end !== null) k.budget = Math.round(plannedCents / 100 / k.overspend / 100) * 100;
  }

  // Invoices.
  const invoices: unknown[][] = [];
  for (const c of CLIENTS) {
    const lastMonth = c.churn ? monthStart(c.churn) : '2026-10-01';
    for (let m = monthStart(c.start); m <= lastMonth; m = nextMonth(m)) {
      const media = spendByClientMonth.get(`${c.id}|${m}`) ?? 0;
      const fee = cents(c.retainer) + Math.round((media * c.feePct) / 100);
      const issued = addDays(nextMonth(m), 2);
      const due = addDays(issued, c.terms);
      let delay = Math.max(2, Math.round(c.terms + normal(r) * 9 - 4));
      if (c.id === 9 || c.id === 18) delay += 12;
      let paid: string | null = addDays(issued, delay);
      if (paid > LAST_DAY) paid = null;
      // Solstice never paid its last two invoices; Juniper is disputing its August 2026 invoice.
      if (c.id === 18 && m >= '2026-04-01') paid = null;
      if (c.id === 7 && m === '2026-08-01') paid = null;
      invoices.push([`INV-${m.slice(0, 4)}${m.slice(5, 7)}-${String(c.id).padStart(2, '0')}`, c.id, m, dollars(media), dollars(fee), issued, due, paid]);
    }
  }

  const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@signalandspend.com`;

  return [
    'CREATE SCHEMA rpt;',
    `CREATE TABLE rpt.staff (staff_id integer PRIMARY KEY, full_name text NOT NULL, role_cd varchar(2) NOT NULL, email text NOT NULL,
      hire_dt date NOT NULL, left_dt date);`,
    `CREATE TABLE rpt.client (client_id integer PRIMARY KEY, client_nm text NOT NULL, vertical_cd varchar(4) NOT NULL, retainer_usd numeric(10,2) NOT NULL,
      media_fee_pct numeric(4,1) NOT NULL, acct_mgr_id integer NOT NULL REFERENCES rpt.staff (staff_id), pay_terms_days smallint NOT NULL,
      start_dt date NOT NULL, churn_dt date);`,
    `CREATE TABLE rpt.campaign (campaign_id integer PRIMARY KEY, client_id integer NOT NULL REFERENCES rpt.client (client_id), campaign_nm text NOT NULL,
      platform varchar(8) NOT NULL, ext_campaign_id varchar(24) NOT NULL, objective_cd varchar(4) NOT NULL, status_cd varchar(3) NOT NULL,
      start_dt date NOT NULL, end_dt date, budget_usd numeric(12,2), buyer_id integer NOT NULL REFERENCES rpt.staff (staff_id));`,
    `CREATE TABLE rpt.ad_group (adgrp_id integer PRIMARY KEY, campaign_id integer NOT NULL REFERENCES rpt.campaign (campaign_id), adgrp_nm text NOT NULL,
      ext_adgrp_id varchar(24) NOT NULL, bid_strategy_cd varchar(4) NOT NULL, max_cpc_micros bigint, is_enabled boolean NOT NULL);`,
    `CREATE TABLE rpt.perf_daily (campaign_id integer NOT NULL REFERENCES rpt.campaign (campaign_id), perf_dt date NOT NULL, impr integer NOT NULL,
      clk integer NOT NULL, spend_usd numeric(12,2) NOT NULL, conv integer NOT NULL, conv_val numeric(12,2) NOT NULL, PRIMARY KEY (campaign_id, perf_dt));`,
    `CREATE TABLE rpt.meta_ads_export ("Date" date NOT NULL, "Campaign ID" text NOT NULL, "Campaign Name" text NOT NULL, "Ad Set ID" text NOT NULL,
      "Ad Set Name" text NOT NULL, "Reach" integer NOT NULL, "Impressions" integer NOT NULL, "Link Clicks" integer NOT NULL,
      "Amount Spent (USD)" numeric(12,2) NOT NULL, "3-Second Video Plays" integer NOT NULL);`,
    `CREATE TABLE rpt.lead (lead_id integer PRIMARY KEY, campaign_id integer NOT NULL REFERENCES rpt.campaign (campaign_id), created_ts timestamp NOT NULL,
      qualified_yn char(1) NOT NULL, lead_status varchar(4) NOT NULL);`,
    `CREATE TABLE rpt.invoice (invoice_no varchar(16) PRIMARY KEY, client_id integer NOT NULL REFERENCES rpt.client (client_id), bill_month date NOT NULL,
      media_billed_usd numeric(12,2) NOT NULL, fee_usd numeric(12,2) NOT NULL, issued_dt date NOT NULL, due_dt date NOT NULL, paid_dt date);`,
    insertRows('rpt.staff', ['staff_id', 'full_name', 'role_cd', 'email', 'hire_dt', 'left_dt'], STAFF.map(([id, nm, role, hire, left]) => [id, nm, role, emailOf(nm), hire, left])),
    insertRows(
      'rpt.client',
      ['client_id', 'client_nm', 'vertical_cd', 'retainer_usd', 'media_fee_pct', 'acct_mgr_id', 'pay_terms_days', 'start_dt', 'churn_dt'],
      CLIENTS.map((c) => [c.id, c.nm, c.vert, c.retainer, c.feePct, c.am, c.terms, c.start, c.churn]),
    ),
    insertRows(
      'rpt.campaign',
      ['campaign_id', 'client_id', 'campaign_nm', 'platform', 'ext_campaign_id', 'objective_cd', 'status_cd', 'start_dt', 'end_dt', 'budget_usd', 'buyer_id'],
      campaigns.map((k) => [k.id, k.client.id, k.nm, k.platform, k.ext, k.obj, k.status, k.start, k.end, k.budget, k.buyer]),
    ),
    insertRows(
      'rpt.ad_group',
      ['adgrp_id', 'campaign_id', 'adgrp_nm', 'ext_adgrp_id', 'bid_strategy_cd', 'max_cpc_micros', 'is_enabled'],
      adGroups.map((g) => [g.id, g.campaign.id, g.nm, g.ext, g.strat, g.micros, g.enabled]),
    ),
    insertRows('rpt.perf_daily', ['campaign_id', 'perf_dt', 'impr', 'clk', 'spend_usd', 'conv', 'conv_val'], perf),
    insertRows(
      'rpt.meta_ads_export',
      ['"Date"', '"Campaign ID"', '"Campaign Name"', '"Ad Set ID"', '"Ad Set Name"', '"Reach"', '"Impressions"', '"Link Clicks"', '"Amount Spent (USD)"', '"3-Second Video Plays"'],
      metaRows,
    ),
    insertRows('rpt.lead', ['lead_id', 'campaign_id', 'created_ts', 'qualified_yn', 'lead_status'], leads),
    insertRows('rpt.invoice', ['invoice_no', 'client_id', 'bill_month', 'media_billed_usd', 'fee_usd', 'issued_dt', 'due_dt', 'paid_dt'], invoices),
  ].join('\n');
}
