/**
 * Fable & Fern, a small direct-to-consumer skincare brand selling serums, cleansers, SPF and gift sets from its own web
 * shop. This is the marketing team's analytics warehouse: the media plan, the daily numbers the ad platforms report,
 * the email platform's send reports, and the web shop's sessions, sign-ups and orders, January 2025 to 2026-11-24.
 * All money is in USD.
 *
 * Schema `mkt` (the marketing plan and platform reports):
 * - `chnl`: marketing channels, keyed by `chnl_cd`. `chnl_nm` the channel name; `paid_yn` Y for channels we buy media
 *   on (SRCH paid search, SOCL paid social, DISP display & video, AFFL affiliates, INFL influencers), N for owned and
 *   free traffic (EMAL email, ORGS organic search, DRCT direct).
 * - `cmpgn`: campaigns, keyed by `cmpgn_cd` (the code we put in the utm_campaign tag). `cmpgn_nm`; `chnl_cd` the
 *   channel; `prnt_cd` the `cmpgn_cd` of the umbrella campaign a channel campaign belongs to (an umbrella, such as
 *   "Black Friday 2025", groups the channel campaigns of one seasonal push; umbrellas have no channel, platform or
 *   budget of their own and spend nothing themselves); `pltfm_cd` where it runs: GOOG Google Ads (search, display and
 *   YouTube), MSFT Microsoft Ads, META Facebook/Instagram ads, TTOK TikTok, PINT Pinterest, CRTO Criteo, IMPT the
 *   Impact affiliate network, IGRM paid Instagram creator posts, KLAV Klaviyo email; `obj_cd` the objective: ACQ
 *   acquisition, RTG retargeting, AWR awareness, RET retention; `plan_yr` the plan year the campaign is budgeted in;
 *   `start_dt`; `end_dt` the planned last day, NULL for an always-on campaign with no end date; `bdgt_amt` the approved
 *   media budget for the whole campaign (NULL for umbrellas and email campaigns, which buy no media); `sts_cd` PLAN
 *   (planned, not started), ACTV (live), PAUS (paused) or DONE (finished); `ownr_nm` the marketer who runs it.
 * - `ad_grp`: ad groups (ad sets on Meta, creators for influencer campaigns), keyed by `adgrp_id`. `cmpgn_cd`;
 *   `adgrp_nm`; `aud_cd` the targeting: KWD search keywords, PRO broad prospecting, LAL lookalike audience, RTG
 *   retargeting, CRT a creator's followers; `max_bid_txt` the maximum cost-per-click bid as text from the Google/Microsoft
 *   feed (e.g. '1.35'), NULL for non-search ad groups; `actv_flg` 1 when it is switched on, 0 when switched off.
 * - `ad_stat_dly`: one row per paid campaign per day it ran, as reported by the ad platform. `cmpgn_cd`; `stat_dt`;
 *   `impr_cnt` impressions; `clk_cnt` clicks; `cost_amt` the spend that day (for influencer campaigns there is a row
 *   only on the days a creator posted, with the creator's fee; for the affiliate program the cost is the commission on
 *   that day's orders).
 * - `eml_send`: one row per email send (blast), keyed by `send_id`. `cmpgn_cd` the email campaign; `send_dt`;
 *   `subj_ln` the subject line; `seg_cd` the audience: ALL the whole list, VIP our best customers, LAPS lapsed
 *   customers; `sent_qty` emails sent; `dlvd_qty` delivered (sent less bounces); `opn_qty` unique opens; `clk_qty`
 *   unique clicks; `unsub_qty` unsubscribes.
 * - `promo`: promo (discount) codes, keyed by `promo_cd`. `cmpgn_cd` the campaign the code was made for (NULL for
 *   standing codes); `disc_typ` PCT percent off or AMT a fixed amount off; `disc_val` the percent or the amount;
 *   `min_ord_txt` the minimum order subtotal as text (e.g. '50.00'), NULL when there is none; `valid_from`;
 *   `valid_to` the last day it can be used, NULL when it does not expire; `max_uses` the cap on redemptions, NULL for
 *   no cap; `actv_yn` N once the code has been switched off.
 *
 * Schema `web` (the web shop):
 * - `sess_dly`: web sessions per day and traffic source, from the site analytics. `sess_dt`; `chnl_cd` the channel
 *   the sessions are grouped into; `utm_src` the source (google, bing, facebook, tiktok, pinterest, criteo, youtube,
 *   impact, instagram, klaviyo, '(direct)'); `utm_med` the medium (cpc, paid_social, display, video, affiliate,
 *   influencer, email, organic, '(none)'); `utm_cmpgn` the campaign code (`cmpgn.cmpgn_cd`), NULL for organic and
 *   direct traffic; `sess_cnt` sessions; `new_usr_cnt` sessions by first-time visitors; `bnc_cnt` bounced sessions (one
 *   page, no interaction); `pgvw_cnt` page views; `eng_sec` total engaged time in seconds over those sessions.
 * - `lead`: email sign-ups captured on the site, keyed by `lead_no`. `capt_dt`; `form_cd` the form: NEWS newsletter
 *   pop-up, QUIZ the skin-type quiz, WAIT the Retinol Serum waitlist, GIVE an influencer giveaway entry; `chnl_cd` and
 *   `cmpgn_cd` the traffic source of the visit (campaign NULL for organic and direct); `optin_yn` Y when they agreed to
 *   marketing email; `sts_cd` NEW (captured in the last two weeks), NURT (being nurtured), CONV (has since bought; then
 *   `cust_no` is the customer) or UNSB (unsubscribed).
 * - `ord_hdr`: web shop orders, keyed by `ord_no`. `ord_ts` when it was placed; `cust_no` the customer; `new_cust_yn`
 *   Y for the customer's first order; `chnl_cd` the channel of the visit the order was placed in; `attr_cmpgn` the
 *   campaign the order is attributed to (last click; NULL for organic and direct orders); `promo_cd` the promo code
 *   used, if any; `dvc_cd` MOB phone, DSK desktop or TAB tablet; `sub_amt` the merchandise subtotal before discount;
 *   `disc_amt` the promo discount; `ord_amt` what the customer paid (sub_amt less disc_amt); `ord_sts` PND (placed, not
 *   shipped yet), FUL (fulfilled), CXL (cancelled before shipping) or RTN (returned and refunded).
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";

type Chnl = "SRCH" | "SOCL" | "DISP" | "AFFL" | "INFL" | "EMAL" | "ORGS" | "DRCT";

/** [chnl_cd, chnl_nm, paid_yn] */
const CHANNELS: [Chnl, string, "Y" | "N"][] = [
  ["SRCH", "Paid Search", "Y"],
  ["SOCL", "Paid Social", "Y"],
  ["DISP", "Display & Video", "Y"],
  ["AFFL", "Affiliate", "Y"],
  ["INFL", "Influencer", "Y"],
  ["EMAL", "Email", "N"],
  ["ORGS", "Organic Search", "N"],
  ["DRCT", "Direct", "N"],
];

interface Cmp {
  cd: string;
  nm: string;
  chnl: Chnl | null;
  prnt: string | null;
  pltfm: string | null;
  obj: string;
  yr: number;
  start: string;
  end: string | null;
  bdgt: number | null;
  sts: "PLAN" | "ACTV" | "PAUS" | "DONE";
  ownr: string;
  /** Last day with spend when paused. */
  stop?: string;
  /** Daily impressions, click-through rate, cost per click or per thousand impressions. */
  impr?: number;
  ctr?: number;
  cpc?: number;
  cpm?: number;
  /** Orders per session, share of orders by new customers. */
  cvr?: number;
  newp?: number;
  /** Influencer posts: how many, the fee range. */
  posts?: number;
  fee?: [number, number];
}

const MAYA = "Maya Lindqvist";
const JORDAN = "Jordan Reyes";
const PRIYA = "Priya Raman";
const TOM = "Tom Becker";
const SOFIA = "Sofia Marchetti";

const CAMPAIGNS: Cmp[] = [
  { cd: "C25001", nm: "Brand Search - Always On", chnl: "SRCH", prnt: null, pltfm: "GOOG", obj: "ACQ", yr: 2025, start: "2025-05-05", end: null, bdgt: 2600, sts: "ACTV", ownr: MAYA, impr: 70, ctr: 0.082, cpc: 0.58, cvr: 0.055, newp: 0.45 },
  { cd: "C25002", nm: "Generic Search - Skincare", chnl: "SRCH", prnt: null, pltfm: "GOOG", obj: "ACQ", yr: 2025, start: "2025-02-03", end: "2025-05-31", bdgt: 2500, sts: "DONE", ownr: MAYA, impr: 520, ctr: 0.027, cpc: 1.3, cvr: 0.017, newp: 0.85 },
  { cd: "C25003", nm: "Monthly Newsletter", chnl: "EMAL", prnt: null, pltfm: "KLAV", obj: "RET", yr: 2025, start: "2025-01-01", end: null, bdgt: null, sts: "ACTV", ownr: PRIYA, cvr: 0.045, newp: 0.15 },
  { cd: "C25004", nm: "Win-back Lapsed Customers", chnl: "EMAL", prnt: null, pltfm: "KLAV", obj: "RET", yr: 2025, start: "2025-03-01", end: null, bdgt: null, sts: "ACTV", ownr: PRIYA, cvr: 0.03, newp: 0 },
  { cd: "C25005", nm: "Criteo Retargeting", chnl: "DISP", prnt: null, pltfm: "CRTO", obj: "RTG", yr: 2025, start: "2025-04-07", end: "2025-07-31", bdgt: 400, sts: "DONE", ownr: SOFIA, impr: 900, ctr: 0.0045, cpm: 3.2, cvr: 0.06, newp: 0.15 },
  { cd: "C25006", nm: "Spring Glow Launch", chnl: null, prnt: null, pltfm: null, obj: "ACQ", yr: 2025, start: "2025-03-17", end: "2025-04-27", bdgt: null, sts: "DONE", ownr: SOFIA },
  { cd: "C25007", nm: "Spring Glow - Google Search", chnl: "SRCH", prnt: "C25006", pltfm: "GOOG", obj: "ACQ", yr: 2025, start: "2025-03-17", end: "2025-04-27", bdgt: 500, sts: "DONE", ownr: MAYA, impr: 300, ctr: 0.035, cpc: 1.1, cvr: 0.03, newp: 0.7 },
  { cd: "C25008", nm: "Spring Glow - Meta", chnl: "SOCL", prnt: "C25006", pltfm: "META", obj: "ACQ", yr: 2025, start: "2025-03-17", end: "2025-04-27", bdgt: 800, sts: "DONE", ownr: JORDAN, impr: 2200, ctr: 0.009, cpm: 8.5, cvr: 0.016, newp: 0.8 },
  { cd: "C25009", nm: "Spring Glow - Email", chnl: "EMAL", prnt: "C25006", pltfm: "KLAV", obj: "RET", yr: 2025, start: "2025-03-17", end: "2025-04-27", bdgt: null, sts: "DONE", ownr: PRIYA, cvr: 0.05, newp: 0.15 },
  { cd: "C25010", nm: "TikTok Creator Test", chnl: "SOCL", prnt: null, pltfm: "TTOK", obj: "AWR", yr: 2025, start: "2025-05-05", end: "2025-06-15", bdgt: 700, sts: "DONE", ownr: JORDAN, impr: 3000, ctr: 0.006, cpm: 5.5, cvr: 0.006, newp: 0.9 },
  { cd: "C25011", nm: "Summer SPF Influencers", chnl: "INFL", prnt: null, pltfm: "IGRM", obj: "ACQ", yr: 2025, start: "2025-06-02", end: "2025-08-15", bdgt: 3500, sts: "DONE", ownr: TOM, posts: 6, fee: [300, 750], impr: 14000, ctr: 0.007, cvr: 0.02, newp: 0.85 },
  { cd: "C25012", nm: "Bing Search Test", chnl: "SRCH", prnt: null, pltfm: "MSFT", obj: "ACQ", yr: 2025, start: "2025-09-01", end: "2025-10-31", bdgt: 300, sts: "DONE", ownr: MAYA, impr: 60, ctr: 0.05, cpc: 0.75, cvr: 0.03, newp: 0.5 },
  { cd: "C25013", nm: "Black Friday 2025", chnl: null, prnt: null, pltfm: null, obj: "ACQ", yr: 2025, start: "2025-11-13", end: "2025-12-01", bdgt: null, sts: "DONE", ownr: SOFIA },
  { cd: "C25014", nm: "BF25 - Google Search", chnl: "SRCH", prnt: "C25013", pltfm: "GOOG", obj: "ACQ", yr: 2025, start: "2025-11-14", end: "2025-12-01", bdgt: 450, sts: "DONE", ownr: MAYA, impr: 400, ctr: 0.045, cpc: 0.95, cvr: 0.06, newp: 0.5 },
  { cd: "C25015", nm: "BF25 - Meta Prospecting", chnl: "SOCL", prnt: "C25013", pltfm: "META", obj: "ACQ", yr: 2025, start: "2025-11-14", end: "2025-12-01", bdgt: 900, sts: "DONE", ownr: JORDAN, impr: 3500, ctr: 0.011, cpm: 11, cvr: 0.03, newp: 0.7 },
  { cd: "C25016", nm: "BF25 - TikTok", chnl: "SOCL", prnt: "C25013", pltfm: "TTOK", obj: "ACQ", yr: 2025, start: "2025-11-14", end: "2025-12-01", bdgt: 600, sts: "DONE", ownr: JORDAN, impr: 4000, ctr: 0.007, cpm: 6, cvr: 0.01, newp: 0.85 },
  { cd: "C25017", nm: "BF25 - Display Retargeting", chnl: "DISP", prnt: "C25013", pltfm: "GOOG", obj: "RTG", yr: 2025, start: "2025-11-14", end: "2025-12-01", bdgt: 150, sts: "DONE", ownr: SOFIA, impr: 1500, ctr: 0.005, cpm: 4, cvr: 0.07, newp: 0.1 },
  { cd: "C25018", nm: "BF25 - Email", chnl: "EMAL", prnt: "C25013", pltfm: "KLAV", obj: "RET", yr: 2025, start: "2025-11-13", end: "2025-12-01", bdgt: null, sts: "DONE", ownr: PRIYA, cvr: 0.07, newp: 0.15 },
  { cd: "C25019", nm: "Holiday Gifting 2025 - Pinterest", chnl: "SOCL", prnt: null, pltfm: "PINT", obj: "ACQ", yr: 2025, start: "2025-12-01", end: "2025-12-22", bdgt: 350, sts: "DONE", ownr: JORDAN, impr: 1800, ctr: 0.006, cpm: 6.5, cvr: 0.012, newp: 0.8 },
  { cd: "C26001", nm: "New Year Reset", chnl: null, prnt: null, pltfm: null, obj: "ACQ", yr: 2026, start: "2026-01-02", end: "2026-01-31", bdgt: null, sts: "DONE", ownr: SOFIA },
  { cd: "C26002", nm: "New Year Reset - Meta", chnl: "SOCL", prnt: "C26001", pltfm: "META", obj: "ACQ", yr: 2026, start: "2026-01-02", end: "2026-01-31", bdgt: 600, sts: "DONE", ownr: JORDAN, impr: 2000, ctr: 0.009, cpm: 9, cvr: 0.018, newp: 0.75 },
  { cd: "C26003", nm: "New Year Reset - Email", chnl: "EMAL", prnt: "C26001", pltfm: "KLAV", obj: "RET", yr: 2026, start: "2026-01-02", end: "2026-01-31", bdgt: null, sts: "DONE", ownr: PRIYA, cvr: 0.05, newp: 0.15 },
  { cd: "C26004", nm: "Meta Evergreen", chnl: "SOCL", prnt: null, pltfm: "META", obj: "ACQ", yr: 2026, start: "2026-01-05", end: null, bdgt: 3500, sts: "ACTV", ownr: JORDAN, impr: 1100, ctr: 0.0085, cpm: 9.5, cvr: 0.02, newp: 0.65 },
  { cd: "C26005", nm: "Retinol Serum Launch", chnl: null, prnt: null, pltfm: null, obj: "ACQ", yr: 2026, start: "2026-04-06", end: "2026-05-31", bdgt: null, sts: "DONE", ownr: SOFIA },
  { cd: "C26006", nm: "Retinol Launch - Google Search", chnl: "SRCH", prnt: "C26005", pltfm: "GOOG", obj: "ACQ", yr: 2026, start: "2026-04-06", end: "2026-05-31", bdgt: 900, sts: "DONE", ownr: MAYA, impr: 350, ctr: 0.032, cpc: 1.25, cvr: 0.028, newp: 0.6 },
  { cd: "C26007", nm: "Retinol Launch - Meta", chnl: "SOCL", prnt: "C26005", pltfm: "META", obj: "ACQ", yr: 2026, start: "2026-04-06", end: "2026-05-31", bdgt: 1500, sts: "DONE", ownr: JORDAN, impr: 2600, ctr: 0.01, cpm: 10, cvr: 0.02, newp: 0.7 },
  { cd: "C26008", nm: "Retinol Launch - Influencers", chnl: "INFL", prnt: "C26005", pltfm: "IGRM", obj: "ACQ", yr: 2026, start: "2026-04-06", end: "2026-05-31", bdgt: 3000, sts: "DONE", ownr: TOM, posts: 5, fee: [450, 900], impr: 18000, ctr: 0.008, cvr: 0.025, newp: 0.8 },
  { cd: "C26009", nm: "Retinol Launch - Email", chnl: "EMAL", prnt: "C26005", pltfm: "KLAV", obj: "RET", yr: 2026, start: "2026-04-06", end: "2026-05-31", bdgt: null, sts: "DONE", ownr: PRIYA, cvr: 0.055, newp: 0.15 },
  { cd: "C26010", nm: "Impact Affiliate Program", chnl: "AFFL", prnt: null, pltfm: "IMPT", obj: "ACQ", yr: 2026, start: "2026-05-04", end: null, bdgt: 600, sts: "ACTV", ownr: TOM, impr: 250, ctr: 0.006, cvr: 0.045, newp: 0.7 },
  { cd: "C26011", nm: "Summer Influencer Collective", chnl: "INFL", prnt: null, pltfm: "IGRM", obj: "ACQ", yr: 2026, start: "2026-06-15", end: "2026-08-31", bdgt: 5000, sts: "DONE", ownr: TOM, posts: 8, fee: [400, 950], impr: 16000, ctr: 0.0075, cvr: 0.022, newp: 0.85 },
  { cd: "C26012", nm: "YouTube Awareness Q3", chnl: "DISP", prnt: null, pltfm: "GOOG", obj: "AWR", yr: 2026, start: "2026-07-06", end: "2026-09-27", bdgt: 2000, sts: "DONE", ownr: SOFIA, impr: 5000, ctr: 0.0022, cpm: 4.5, cvr: 0.008, newp: 0.85 },
  { cd: "C26013", nm: "TikTok Always-On", chnl: "SOCL", prnt: null, pltfm: "TTOK", obj: "ACQ", yr: 2026, start: "2026-08-03", end: null, bdgt: 2500, sts: "ACTV", ownr: JORDAN, impr: 2500, ctr: 0.0075, cpm: 6, cvr: 0.012, newp: 0.85 },
  { cd: "C26014", nm: "Pinterest Test", chnl: "SOCL", prnt: null, pltfm: "PINT", obj: "ACQ", yr: 2026, start: "2026-09-01", end: null, bdgt: 600, sts: "PAUS", ownr: JORDAN, stop: "2026-10-04", impr: 1500, ctr: 0.005, cpm: 6, cvr: 0.008, newp: 0.85 },
  { cd: "C26015", nm: "Black Friday 2026", chnl: null, prnt: null, pltfm: null, obj: "ACQ", yr: 2026, start: "2026-11-12", end: "2026-12-01", bdgt: null, sts: "ACTV", ownr: SOFIA },
  { cd: "C26016", nm: "BF26 - Google Search", chnl: "SRCH", prnt: "C26015", pltfm: "GOOG", obj: "ACQ", yr: 2026, start: "2026-11-13", end: "2026-12-01", bdgt: 500, sts: "ACTV", ownr: MAYA, impr: 450, ctr: 0.046, cpc: 1.0, cvr: 0.065, newp: 0.5 },
  { cd: "C26017", nm: "BF26 - Meta Prospecting", chnl: "SOCL", prnt: "C26015", pltfm: "META", obj: "ACQ", yr: 2026, start: "2026-11-13", end: "2026-12-01", bdgt: 1000, sts: "ACTV", ownr: JORDAN, impr: 3800, ctr: 0.012, cpm: 11.5, cvr: 0.032, newp: 0.7 },
  { cd: "C26018", nm: "BF26 - TikTok", chnl: "SOCL", prnt: "C26015", pltfm: "TTOK", obj: "ACQ", yr: 2026, start: "2026-11-13", end: "2026-12-01", bdgt: 600, sts: "ACTV", ownr: JORDAN, impr: 4200, ctr: 0.008, cpm: 6.5, cvr: 0.014, newp: 0.85 },
  { cd: "C26019", nm: "BF26 - Email", chnl: "EMAL", prnt: "C26015", pltfm: "KLAV", obj: "RET", yr: 2026, start: "2026-11-12", end: "2026-12-01", bdgt: null, sts: "ACTV", ownr: PRIYA, cvr: 0.07, newp: 0.15 },
  { cd: "C26020", nm: "Holiday Gifting 2026 - Pinterest", chnl: "SOCL", prnt: null, pltfm: "PINT", obj: "ACQ", yr: 2026, start: "2026-12-01", end: "2026-12-22", bdgt: 400, sts: "PLAN", ownr: JORDAN },
  { cd: "C26021", nm: "Cyber Week Retargeting", chnl: "DISP", prnt: null, pltfm: "CRTO", obj: "RTG", yr: 2026, start: "2026-11-28", end: "2026-12-06", bdgt: 250, sts: "PLAN", ownr: SOFIA },
];

/** [cmpgn_cd, adgrp_nm, aud_cd, max_bid_txt, actv_flg] */
const AD_GROUPS: [string, string, string, string | null, 0 | 1][] = [
  ["C25001", "Brand - Exact", "KWD", "0.90", 1],
  ["C25001", "Brand - Phrase", "KWD", "0.75", 1],
  ["C25001", "Brand + Product", "KWD", "1.10", 0],
  ["C25002", "Vitamin C Serum", "KWD", "1.60", 0],
  ["C25002", "Niacinamide", "KWD", "1.45", 0],
  ["C25002", "Clean Skincare Generic", "KWD", "2.10", 0],
  ["C25005", "Cart Abandoners 14d", "RTG", null, 0],
  ["C25005", "Site Visitors 30d", "RTG", null, 0],
  ["C25007", "Spring Glow - Exact", "KWD", "1.35", 0],
  ["C25007", "Spring Glow - Broad", "KWD", "1.05", 0],
  ["C25008", "Broad 25-44 F", "PRO", null, 0],
  ["C25008", "Lookalike 1% Buyers", "LAL", null, 0],
  ["C25010", "Creator Spark Ads", "PRO", null, 0],
  ["C25011", "@sunnyskin.sara", "CRT", null, 0],
  ["C25011", "@glowwithmia", "CRT", null, 0],
  ["C25011", "@theclean.edit", "CRT", null, 0],
  ["C25012", "Bing Brand", "KWD", "0.70", 0],
  ["C25012", "Bing Generic", "KWD", "1.20", 0],
  ["C25014", "BF Brand", "KWD", "1.20", 0],
  ["C25014", "BF Deals Generic", "KWD", "2.40", 0],
  ["C25015", "BF Broad", "PRO", null, 0],
  ["C25015", "BF Lookalike 2%", "LAL", null, 0],
  ["C25016", "BF Spark Ads", "PRO", null, 0],
  ["C25017", "BF Cart Abandoners", "RTG", null, 0],
  ["C25019", "Gift Sets Pins", "PRO", null, 0],
  ["C26002", "Reset Broad", "PRO", null, 0],
  ["C26002", "Reset Lookalike", "LAL", null, 0],
  ["C26004", "Evergreen Broad", "PRO", null, 1],
  ["C26004", "Lookalike 2% Buyers", "LAL", null, 1],
  ["C26004", "Retargeting 30d", "RTG", null, 1],
  ["C26004", "Interest - Skincare", "PRO", null, 0],
  ["C26006", "Retinol - Exact", "KWD", "1.80", 0],
  ["C26006", "Retinol - Broad", "KWD", "1.25", 0],
  ["C26006", "Competitor Retinol", "KWD", "2.60", 0],
  ["C26007", "Retinol Broad", "PRO", null, 0],
  ["C26007", "Retinol Lookalike", "LAL", null, 0],
  ["C26007", "Retinol Retargeting", "RTG", null, 0],
  ["C26008", "@glowwithmia", "CRT", null, 0],
  ["C26008", "@dermdiaries", "CRT", null, 0],
  ["C26010", "Content Publishers", "PRO", null, 1],
  ["C26010", "Coupon & Cashback Sites", "PRO", null, 1],
  ["C26011", "@glowwithmia", "CRT", null, 0],
  ["C26011", "@sunnyskin.sara", "CRT", null, 0],
  ["C26011", "@dermdiaries", "CRT", null, 0],
  ["C26011", "@minimal.maria", "CRT", null, 0],
  ["C26012", "YouTube In-Stream 18-44", "PRO", null, 0],
  ["C26012", "YouTube Shorts", "PRO", null, 0],
  ["C26013", "TikTok Spark Ads", "PRO", null, 1],
  ["C26013", "TikTok Lookalike", "LAL", null, 1],
  ["C26014", "Pinterest Shopping", "PRO", null, 0],
  ["C26016", "BF26 Brand", "KWD", "1.25", 1],
  ["C26016", "BF26 Deals Generic", "KWD", "2.50", 1],
  ["C26016", "BF26 Competitor", "KWD", "2.80", 1],
  ["C26017", "BF26 Broad", "PRO", null, 1],
  ["C26017", "BF26 Lookalike 2%", "LAL", null, 1],
  ["C26017", "BF26 Retargeting", "RTG", null, 1],
  ["C26018", "BF26 Spark Ads", "PRO", null, 1],
  ["C26020", "Holiday Gift Pins", "PRO", null, 0],
  ["C26021", "Cyber Week Cart Abandoners", "RTG", null, 0],
];

/** [promo_cd, cmpgn_cd, disc_typ, disc_val, min_ord_txt, valid_from, valid_to, max_uses, actv_yn] */
type PromoRow = [string, string | null, "PCT" | "AMT", number, string | null, string, string | null, number | null, "Y" | "N"];
const PROMOS: PromoRow[] = [
  ["WELCOME10", null, "PCT", 10, null, "2025-01-01", null, null, "Y"],
  ["SPRING15", "C25006", "PCT", 15, null, "2025-03-17", "2025-04-27", null, "N"],
  ["SUNNYSPF", "C25011", "PCT", 20, null, "2025-06-02", "2025-08-31", 500, "N"],
  ["VIP20", null, "PCT", 20, "60.00", "2025-06-01", null, null, "Y"],
  ["BF25", "C25013", "PCT", 25, null, "2025-11-13", "2025-12-01", null, "N"],
  ["GIFT10", "C25019", "AMT", 10, "50.00", "2025-12-01", "2025-12-22", null, "N"],
  ["RESET20", "C26001", "PCT", 20, null, "2026-01-02", "2026-01-31", null, "N"],
  ["RETINOL15", "C26005", "PCT", 15, null, "2026-04-06", "2026-05-31", null, "N"],
  ["AFF15", "C26010", "PCT", 15, null, "2026-05-04", null, null, "Y"],
  ["MIAGLOW", "C26011", "PCT", 15, null, "2026-06-15", "2026-09-15", 300, "N"],
  ["BF26", "C26015", "PCT", 30, null, "2026-11-12", "2026-12-01", null, "Y"],
  ["GIFT12", "C26020", "AMT", 12, "60.00", "2026-12-01", "2026-12-22", null, "Y"],
  ["STAFF40", null, "PCT", 40, null, "2025-01-01", null, 50, "Y"],
  ["SORRY10", null, "AMT", 10, null, "2025-01-01", null, null, "Y"],
];

const NEWSLETTER_SUBJECTS = [
  "New year, new routine",
  "Your February skin check-in",
  "Spring is coming: meet our brightening edit",
  "The 3-step routine our team swears by",
  "SPF myths, busted",
  "Summer skin: keep it simple",
  "What our chemist puts on her face",
  "Late-summer skin rescue",
  "Layering 101: serums, oils and creams",
  "Cold weather, happy skin",
  "Our gift guide is here",
  "Thank you for a glowing year",
  "Five minutes to a better morning routine",
  "Hydration hacks for winter skin",
  "Coming soon: something with retinol",
  "Retinol questions, answered",
  "Meet the people behind Fable & Fern",
  "June favourites from our community",
  "Holiday-proof your skin (yes, in July)",
  "Sunscreen you will actually wear",
  "The September reset is back",
  "Barrier repair season starts now",
  "Gift sets are back in stock",
];
const WINBACK_SUBJECTS = [
  "We miss you - here is what is new",
  "Still there? Your skin misses us",
  "Come back for 20% off",
  "It has been a while",
  "Your routine called",
  "A little something to welcome you back",
  "Is it time for a refill?",
];

/** [cmpgn_cd, send_dt, seg_cd, subj_ln] for the flight emails. */
const FLIGHT_SENDS: [string, string, string, string][] = [
  ["C25009", "2025-03-17", "VIP", "VIP early access: Spring Glow is here"],
  ["C25009", "2025-03-18", "ALL", "Spring Glow: 15% off the brightening edit"],
  ["C25009", "2025-04-22", "ALL", "Last chance: Spring Glow ends Sunday"],
  ["C25018", "2025-11-13", "VIP", "VIPs first: Black Friday starts now"],
  ["C25018", "2025-11-14", "ALL", "Black Friday: 25% off everything"],
  ["C25018", "2025-11-28", "ALL", "It's here: our biggest sale of the year"],
  ["C25018", "2025-12-01", "ALL", "Cyber Monday: final hours"],
  ["C26003", "2026-01-02", "ALL", "New Year Reset: 20% off your routine"],
  ["C26003", "2026-01-20", "LAPS", "Reset your routine with us"],
  ["C26009", "2026-04-06", "VIP", "VIP first look: Retinol Serum"],
  ["C26009", "2026-04-07", "ALL", "It's here: Retinol Serum"],
  ["C26009", "2026-05-26", "ALL", "Last week of launch pricing"],
  ["C26019", "2026-11-12", "VIP", "VIP early access: Black Friday 30% off"],
  ["C26019", "2026-11-13", "ALL", "Black Friday starts now: 30% off"],
  ["C26019", "2026-11-20", "ALL", "Black Friday week: restocked favourites"],
];

const PRICES = [18, 22, 24, 28, 32, 34, 38, 42, 46, 52, 58, 64, 78];

const BOUNCE: Record<Chnl, number> = { SRCH: 0.36, SOCL: 0.6, DISP: 0.66, AFFL: 0.42, INFL: 0.55, EMAL: 0.38, ORGS: 0.45, DRCT: 0.4 };
const ENG_SEC: Record<Chnl, number> = { SRCH: 140, SOCL: 55, DISP: 45, AFFL: 120, INFL: 70, EMAL: 150, ORGS: 160, DRCT: 180 };
const NEW_USR: Record<Chnl, number> = { SRCH: 0.55, SOCL: 0.8, DISP: 0.25, AFFL: 0.65, INFL: 0.85, EMAL: 0.1, ORGS: 0.6, DRCT: 0.3 };
const LEAD_RATE: Record<Chnl, number> = { SRCH: 0.012, SOCL: 0.02, DISP: 0.008, AFFL: 0.008, INFL: 0.025, EMAL: 0, ORGS: 0.022, DRCT: 0.012 };

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function dow(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
function normal(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
function noise(r: SeededRandom, sd: number): number {
  return Math.exp(normal(r) * sd);
}
function binom(r: SeededRandom, n: number, p: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (r.chance(p)) k++;
  return k;
}
function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
function season(iso: string): number {
  const m = Number(iso.slice(5, 7));
  return m === 11 ? 1.3 : m === 12 ? 1.2 : m === 1 ? 1.1 : m >= 6 && m <= 8 ? 0.9 : 1;
}
function growth(iso: string): number {
  return 1 + (0.6 * daysBetween(FIRST_DAY, iso)) / daysBetween(FIRST_DAY, LAST_DAY);
}
function pad(n: number, w: number): string {
  return String(n).padStart(w, "0");
}

const SRC_MED: Record<string, [string, string]> = {
  "SRCH:GOOG": ["google", "cpc"],
  "SRCH:MSFT": ["bing", "cpc"],
  "SOCL:META": ["facebook", "paid_social"],
  "SOCL:TTOK": ["tiktok", "paid_social"],
  "SOCL:PINT": ["pinterest", "paid_social"],
  "DISP:CRTO": ["criteo", "display"],
  "DISP:GOOG": ["google", "display"],
  "AFFL:IMPT": ["impact", "affiliate"],
  "INFL:IGRM": ["instagram", "influencer"],
  "EMAL:KLAV": ["klaviyo", "email"],
};

interface SessKey {
  dt: string;
  chnl: Chnl;
  src: string;
  med: string;
  cmpgn: string | null;
}
interface SessRow extends SessKey {
  sess: number;
}

interface Ord {
  day: string;
  min: number;
  chnl: Chnl;
  cmpgn: string | null;
  newp: number;
  no?: string;
  cust?: string;
  isNew?: boolean;
  promo?: string | null;
  dvc?: string;
  sub?: number;
  disc?: number;
  amt?: number;
  sts?: string;
}

export function datasetSql(): string {
  const r = seededRandom(20_261_125);
  const byCd = new Map(CAMPAIGNS.map((c) => [c.cd, c]));

  // Ad platform stats and the paid sessions they bring
  const stats: { cd: string; dt: string; impr: number; clk: number; cost: number }[] = [];
  const sessMap = new Map<string, SessRow>();
  const addSess = (k: SessKey, n: number) => {
    if (n <= 0 || k.dt > LAST_DAY) return;
    const key = `${k.dt}|${k.chnl}|${k.src}|${k.med}|${k.cmpgn ?? ""}`;
    const row = sessMap.get(key);
    if (row) row.sess += n;
    else sessMap.set(key, { ...k, sess: n });
  };
  for (const c of CAMPAIGNS) {
    if (!c.chnl || c.chnl === "EMAL" || c.sts === "PLAN") continue;
    const [src, med] = c.cd === "C26012" ? ["youtube", "video"] : (SRC_MED[`${c.chnl}:${c.pltfm}`] as [string, string]);
    let last = c.end && c.end < LAST_DAY ? c.end : LAST_DAY;
    if (c.stop && c.stop < last) last = c.stop;
    if (c.posts) {
      const span = daysBetween(c.start, last);
      const days = new Set<string>();
      while (days.size < c.posts) days.add(addDays(c.start, r.int(0, span - 3)));
      for (const dt of [...days].sort()) {
        const impr = Math.round((c.impr as number) * noise(r, 0.35));
        const clk = Math.round(impr * (c.ctr as number) * noise(r, 0.25));
        const fee = Math.round(r.int((c.fee as [number, number])[0], (c.fee as [number, number])[1]) / 50) * 50;
        stats.push({ cd: c.cd, dt, impr, clk, cost: fee });
        const sess = Math.round(clk * 0.88);
        const d0 = Math.round(sess * 0.6);
        const d1 = Math.round(sess * 0.3);
        addSess({ dt, chnl: c.chnl, src, med, cmpgn: c.cd }, d0);
        addSess({ dt: addDays(dt, 1), chnl: c.chnl, src, med, cmpgn: c.cd }, d1);
        addSess({ dt: addDays(dt, 2), chnl: c.chnl, src, med, cmpgn: c.cd }, sess - d0 - d1);
      }
      continue;
    }
    for (let dt = c.start; dt <= last; dt = addDays(dt, 1)) {
      const wk = dow(dt) === 0 || dow(dt) === 6 ? 0.85 : 1;
      const impr = Math.max(1, Math.round((c.impr as number) * season(dt) * wk * noise(r, 0.25)));
      const clk = Math.round(impr * (c.ctr as number) * noise(r, 0.2));
      const cost = c.cpc ? round2(clk * c.cpc * noise(r, 0.12)) : c.cpm ? round2((impr / 1000) * c.cpm * noise(r, 0.08)) : 0;
      stats.push({ cd: c.cd, dt, impr, clk, cost });
      addSess({ dt, chnl: c.chnl, src, med, cmpgn: c.cd }, Math.round(clk * 0.88 * noise(r, 0.1)));
    }
  }

  // Email sends
  const sends: { id: number; cd: string; dt: string; subj: string; seg: string; sent: number; dlvd: number; opn: number; clk: number; unsub: number }[] = [];
  const plan: [string, string, string, string][] = [...FLIGHT_SENDS];
  let nl = 0;
  for (let y = 2025; y <= 2026; y++)
    for (let m = 1; m <= 12; m++) {
      let dt = `${y}-${pad(m, 2)}-08`;
      while (dow(dt) !== 2) dt = addDays(dt, 1);
      if (dt > LAST_DAY) continue;
      plan.push(["C25003", dt, "ALL", NEWSLETTER_SUBJECTS[nl++] as string]);
    }
  ["2025-03-11", "2025-06-17", "2025-09-16", "2025-12-09", "2026-03-17", "2026-06-16", "2026-09-15"].forEach((dt, i) =>
    plan.push(["C25004", dt, "LAPS", WINBACK_SUBJECTS[i] as string]),
  );
  plan.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  let sendId = 7000;
  for (const [cd, dt, seg, subj] of plan) {
    const list = 1500 + 1400 * (daysBetween(FIRST_DAY, dt) / daysBetween(FIRST_DAY, LAST_DAY));
    const sent = Math.round(list * (seg === "ALL" ? 1 : seg === "VIP" ? 0.11 : 0.32) * noise(r, 0.02));
    const dlvd = sent - Math.round(sent * r.float(0.008, 0.025, 4));
    const [o, k, u] = seg === "ALL" ? [0.36, 0.022, 0.0025] : seg === "VIP" ? [0.52, 0.055, 0.001] : [0.18, 0.009, 0.011];
    const boost = cd === "C25003" ? 1 : 1.25;
    const opn = Math.round(dlvd * o * boost * noise(r, 0.1));
    const clk = Math.round(dlvd * k * boost * noise(r, 0.25));
    const unsub = Math.round(dlvd * u * noise(r, 0.35));
    sends.push({ id: (sendId += r.int(1, 3)), cd, dt, subj, seg, sent, dlvd, opn, clk, unsub });
    const sess = Math.round(clk * 0.85);
    addSess({ dt, chnl: "EMAL", src: "klaviyo", med: "email", cmpgn: cd }, Math.round(sess * 0.7));
    addSess({ dt: addDays(dt, 1), chnl: "EMAL", src: "klaviyo", med: "email", cmpgn: cd }, sess - Math.round(sess * 0.7));
  }

  // Organic and direct traffic
  for (let dt = FIRST_DAY; dt <= LAST_DAY; dt = addDays(dt, 1)) {
    const f = season(dt) * growth(dt);
    addSess({ dt, chnl: "ORGS", src: "google", med: "organic", cmpgn: null }, Math.round(4.2 * f * noise(r, 0.3)));
    addSess({ dt, chnl: "DRCT", src: "(direct)", med: "(none)", cmpgn: null }, Math.round(2.8 * f * noise(r, 0.35)));
  }

  const sessRows = [...sessMap.values()].sort(
    (a, b) => a.dt.localeCompare(b.dt) || a.chnl.localeCompare(b.chnl) || (a.cmpgn ?? "").localeCompare(b.cmpgn ?? ""),
  );

  // Orders and leads from the sessions
  const rs = seededRandom(77_031);
  const orders: Ord[] = [];
  const leads: { dt: string; form: string; chnl: Chnl; cmpgn: string | null; optin: string; sts: string; cust: string | null }[] = [];
  const sessOut: unknown[][] = [];
  for (const s of sessRows) {
    const c = s.cmpgn ? byCd.get(s.cmpgn) : undefined;
    const cvr = c?.cvr ?? (s.chnl === "ORGS" ? 0.024 : 0.036);
    const newp = c?.newp ?? (s.chnl === "ORGS" ? 0.6 : 0.35);
    const n = binom(rs, s.sess, cvr * (s.dt.slice(5, 7) === "11" ? 1.25 : 1));
    for (let i = 0; i < n; i++) {
      const min = rs.weighted<number>([[rs.int(6 * 60, 11 * 60), 25], [rs.int(11 * 60, 17 * 60), 35], [rs.int(17 * 60, 23 * 60 + 59), 40]]);
      orders.push({ day: s.dt, min, chnl: s.chnl, cmpgn: s.cmpgn, newp });
    }
    const newUsr = Math.min(s.sess, Math.round(s.sess * NEW_USR[s.chnl] * noise(rs, 0.15)));
    const bnc = Math.min(s.sess, Math.round(s.sess * BOUNCE[s.chnl] * noise(rs, 0.15)));
    const pgvw = s.sess + Math.round((s.sess - bnc) * rs.float(1.6, 3.4));
    const eng = Math.round(s.sess * ENG_SEC[s.chnl] * noise(rs, 0.2));
    sessOut.push([s.dt, s.chnl, s.src, s.med, s.cmpgn, s.sess, newUsr, bnc, pgvw, eng]);
    const infl = s.chnl === "INFL" && (s.cmpgn === "C25011" || s.cmpgn === "C26011");
    const waitlist = s.dt >= "2026-03-01" && s.dt < "2026-04-06";
    const nl = binom(rs, s.sess, infl ? 0.07 : LEAD_RATE[s.chnl] * (waitlist ? 2.5 : 1));
    for (let i = 0; i < nl; i++) {
      const wait = waitlist;
      const form = infl && rs.chance(0.7) ? "GIVE" : wait && rs.chance(0.7) ? "WAIT" : rs.chance(0.6) ? "NEWS" : "QUIZ";
      const optin = form === "NEWS" ? "Y" : rs.chance(form === "QUIZ" ? 0.55 : form === "WAIT" ? 0.9 : 0.7) ? "Y" : "N";
      leads.push({ dt: s.dt, form, chnl: s.chnl, cmpgn: s.cmpgn, optin, sts: "", cust: null });
    }
  }

  // Customers, promo codes and amounts, in time order
  orders.sort((a, b) => a.day.localeCompare(b.day) || a.min - b.min);
  const ro = seededRandom(5_512);
  const custs: string[] = [];
  let custSeq = 104_200;
  let ordSeq = 310_000;
  const promoUse = new Map<string, number>();
  const live = (code: string, day: string) => {
    const p = PROMOS.find((x) => x[0] === code) as PromoRow;
    return day >= p[5] && (p[6] === null || day <= p[6]) && (p[7] === null || (promoUse.get(code) ?? 0) < p[7]);
  };
  for (const o of orders) {
    o.no = `FF${(ordSeq += ro.int(1, 3))}`;
    o.isNew = custs.length < 5 || ro.chance(o.newp);
    if (o.isNew) {
      o.cust = `C${(custSeq += ro.int(1, 9))}`;
      custs.push(o.cust);
    } else o.cust = custs[Math.floor(custs.length * Math.pow(ro.next(), 0.7))] as string;
    o.dvc =
      o.chnl === "SOCL" || o.chnl === "INFL"
        ? ro.weighted<string>([["MOB", 80], ["DSK", 14], ["TAB", 6]])
        : o.chnl === "DRCT"
          ? ro.weighted<string>([["MOB", 45], ["DSK", 49], ["TAB", 6]])
          : ro.weighted<string>([["MOB", 58], ["DSK", 36], ["TAB", 6]]);
    const items = ro.weighted<number>([[1, 45], [2, 32], [3, 16], [4, 7]]);
    let sub = 0;
    for (let i = 0; i < items; i++) sub += ro.pick(PRICES);
    if (o.day.slice(5, 7) === "12" && ro.chance(0.4)) sub += 68; // a gift set
    o.sub = sub;
    // promo code
    const c = o.cmpgn ? byCd.get(o.cmpgn) : undefined;
    const umbrella = c?.prnt ?? c?.cd ?? null;
    let code: string | null = null;
    const flight = PROMOS.find((p) => p[1] !== null && (p[1] === umbrella || p[1] === o.cmpgn) && p[0] !== "GIFT12");
    if (flight && live(flight[0], o.day) && ro.chance(o.chnl === "AFFL" ? 0.7 : 0.55)) code = flight[0];
    if (!code && !o.cmpgn) {
      for (const cd of ["BF25", "BF26", "SPRING15", "RESET20", "RETINOL15", "GIFT10"])
        if (live(cd, o.day) && ro.chance(0.3)) {
          code = cd;
          break;
        }
    }
    if (!code && o.isNew && live("WELCOME10", o.day) && ro.chance(0.3)) code = "WELCOME10";
    if (!code && !o.isNew && o.chnl === "EMAL" && live("VIP20", o.day) && sub >= 60 && ro.chance(0.15)) code = "VIP20";
    if (!code && !o.isNew && (o.chnl === "DRCT" || o.chnl === "ORGS") && ro.chance(0.012)) code = "SORRY10";
    if (code === "GIFT10" && sub < 50) code = null;
    o.promo = code;
    if (code) promoUse.set(code, (promoUse.get(code) ?? 0) + 1);
    const p = code ? (PROMOS.find((x) => x[0] === code) as PromoRow) : null;
    o.disc = p ? (p[2] === "PCT" ? round2((sub * p[3]) / 100) : p[3]) : 0;
    o.amt = round2(sub - o.disc);
    o.sts =
      o.day >= "2026-11-20" && ro.chance(0.85)
        ? "PND"
        : ro.weighted<string>([["FUL", 91], ["CXL", 3.5], ["RTN", 5.5]]);
  }

  // Affiliate commission: 12% of the day's affiliate orders that were not cancelled
  for (const s of stats) {
    if (byCd.get(s.cd)?.chnl !== "AFFL") continue;
    const rev = orders.filter((o) => o.cmpgn === s.cd && o.day === s.dt && o.sts !== "CXL").reduce((t, o) => t + (o.amt as number), 0);
    s.cost = round2(rev * 0.12);
  }

  // Leads: statuses, and the customer when they later bought
  const rl = seededRandom(3_319);
  const claimed = new Set<string>();
  const leadRows: unknown[][] = [];
  let leadSeq = 20_000;
  for (const l of leads) {
    const p = l.form === "NEWS" ? 0.14 : l.form === "QUIZ" ? 0.2 : l.form === "WAIT" ? 0.35 : 0.06;
    if (rl.chance(p)) {
      const limit = addDays(l.dt, 90);
      const pool = orders.filter((o) => o.isNew && o.sts !== "CXL" && !claimed.has(o.no as string) && o.day > l.dt && o.day <= limit);
      const pick = pool.find((o) => o.chnl === "EMAL") ?? pool[rl.int(0, Math.min(pool.length, 6) - 1)];
      if (pool.length > 0 && pick) {
        claimed.add(pick.no as string);
        l.sts = "CONV";
        l.cust = pick.cust as string;
      }
    }
    if (!l.sts) l.sts = l.dt >= addDays(TODAY, -14) ? "NEW" : l.optin === "Y" && rl.chance(0.11) ? "UNSB" : "NURT";
    leadRows.push([`LD${(leadSeq += rl.int(1, 4))}`, l.dt, l.form, l.chnl, l.cmpgn, l.optin, l.sts, l.cust]);
  }

  const ts = (day: string, min: number) => `${day} ${pad(Math.floor(min / 60), 2)}:${pad(min % 60, 2)}:${pad((min * 7) % 60, 2)}`;
  let adgrpId = 31_000;

  return [
    "CREATE SCHEMA mkt;",
    "CREATE SCHEMA web;",
    `CREATE TABLE mkt.chnl (chnl_cd varchar(4) PRIMARY KEY, chnl_nm text NOT NULL, paid_yn char(1) NOT NULL);`,
    `CREATE TABLE mkt.cmpgn (cmpgn_cd varchar(8) PRIMARY KEY, cmpgn_nm text NOT NULL, chnl_cd varchar(4) REFERENCES mkt.chnl (chnl_cd),
      prnt_cd varchar(8) REFERENCES mkt.cmpgn (cmpgn_cd), pltfm_cd varchar(4), obj_cd varchar(3) NOT NULL, plan_yr smallint NOT NULL,
      start_dt date NOT NULL, end_dt date, bdgt_amt numeric(10,2), sts_cd varchar(4) NOT NULL, ownr_nm text NOT NULL);`,
    `CREATE TABLE mkt.ad_grp (adgrp_id integer PRIMARY KEY, cmpgn_cd varchar(8) NOT NULL REFERENCES mkt.cmpgn (cmpgn_cd), adgrp_nm text NOT NULL,
      aud_cd varchar(3) NOT NULL, max_bid_txt varchar(8), actv_flg smallint NOT NULL);`,
    `CREATE TABLE mkt.ad_stat_dly (cmpgn_cd varchar(8) NOT NULL REFERENCES mkt.cmpgn (cmpgn_cd), stat_dt date NOT NULL, impr_cnt integer NOT NULL,
      clk_cnt integer NOT NULL, cost_amt numeric(10,2) NOT NULL, PRIMARY KEY (cmpgn_cd, stat_dt));`,
    `CREATE TABLE mkt.eml_send (send_id integer PRIMARY KEY, cmpgn_cd varchar(8) NOT NULL REFERENCES mkt.cmpgn (cmpgn_cd), send_dt date NOT NULL,
      subj_ln text NOT NULL, seg_cd varchar(4) NOT NULL, sent_qty integer NOT NULL, dlvd_qty integer NOT NULL, opn_qty integer NOT NULL,
      clk_qty integer NOT NULL, unsub_qty integer NOT NULL);`,
    `CREATE TABLE mkt.promo (promo_cd varchar(12) PRIMARY KEY, cmpgn_cd varchar(8) REFERENCES mkt.cmpgn (cmpgn_cd), disc_typ varchar(3) NOT NULL,
      disc_val numeric(6,2) NOT NULL, min_ord_txt varchar(10), valid_from date NOT NULL, valid_to date, max_uses integer, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE web.sess_dly (sess_dt date NOT NULL, chnl_cd varchar(4) NOT NULL REFERENCES mkt.chnl (chnl_cd), utm_src varchar(20) NOT NULL,
      utm_med varchar(20) NOT NULL, utm_cmpgn varchar(8) REFERENCES mkt.cmpgn (cmpgn_cd), sess_cnt integer NOT NULL, new_usr_cnt integer NOT NULL,
      bnc_cnt integer NOT NULL, pgvw_cnt integer NOT NULL, eng_sec integer NOT NULL);`,
    `CREATE TABLE web.lead (lead_no varchar(8) PRIMARY KEY, capt_dt date NOT NULL, form_cd varchar(4) NOT NULL, chnl_cd varchar(4) NOT NULL REFERENCES mkt.chnl (chnl_cd),
      cmpgn_cd varchar(8) REFERENCES mkt.cmpgn (cmpgn_cd), optin_yn char(1) NOT NULL, sts_cd varchar(4) NOT NULL, cust_no varchar(8));`,
    `CREATE TABLE web.ord_hdr (ord_no varchar(10) PRIMARY KEY, ord_ts timestamp NOT NULL, cust_no varchar(8) NOT NULL, new_cust_yn char(1) NOT NULL,
      chnl_cd varchar(4) NOT NULL REFERENCES mkt.chnl (chnl_cd), attr_cmpgn varchar(8) REFERENCES mkt.cmpgn (cmpgn_cd),
      promo_cd varchar(12) REFERENCES mkt.promo (promo_cd), dvc_cd varchar(3) NOT NULL, sub_amt numeric(10,2) NOT NULL, disc_amt numeric(10,2) NOT NULL,
      ord_amt numeric(10,2) NOT NULL, ord_sts varchar(3) NOT NULL);`,
    insertRows("mkt.chnl", ["chnl_cd", "chnl_nm", "paid_yn"], CHANNELS),
    insertRows(
      "mkt.cmpgn",
      ["cmpgn_cd", "cmpgn_nm", "chnl_cd", "prnt_cd", "pltfm_cd", "obj_cd", "plan_yr", "start_dt", "end_dt", "bdgt_amt", "sts_cd", "ownr_nm"],
      [...CAMPAIGNS]
        .sort((a, b) => (a.prnt === null ? 0 : 1) - (b.prnt === null ? 0 : 1))
        .map((c) => [c.cd, c.nm, c.chnl, c.prnt, c.pltfm, c.obj, c.yr, c.start, c.end, c.bdgt, c.sts, c.ownr]),
    ),
    insertRows(
      "mkt.ad_grp",
      ["adgrp_id", "cmpgn_cd", "adgrp_nm", "aud_cd", "max_bid_txt", "actv_flg"],
      AD_GROUPS.map((g) => [(adgrpId += r.int(1, 4)), ...g]),
    ),
    insertRows(
      "mkt.ad_stat_dly",
      ["cmpgn_cd", "stat_dt", "impr_cnt", "clk_cnt", "cost_amt"],
      stats.map((s) => [s.cd, s.dt, s.impr, s.clk, s.cost]),
    ),
    insertRows(
      "mkt.eml_send",
      ["send_id", "cmpgn_cd", "send_dt", "subj_ln", "seg_cd", "sent_qty", "dlvd_qty", "opn_qty", "clk_qty", "unsub_qty"],
      sends.map((s) => [s.id, s.cd, s.dt, s.subj, s.seg, s.sent, s.dlvd, s.opn, s.clk, s.unsub]),
    ),
    insertRows("mkt.promo", ["promo_cd", "cmpgn_cd", "disc_typ", "disc_val", "min_ord_txt", "valid_from", "valid_to", "max_uses", "actv_yn"], PROMOS),
    insertRows("web.sess_dly", ["sess_dt", "chnl_cd", "utm_src", "utm_med", "utm_cmpgn", "sess_cnt", "new_usr_cnt", "bnc_cnt", "pgvw_cnt", "eng_sec"], sessOut),
    insertRows("web.lead", ["lead_no", "capt_dt", "form_cd", "chnl_cd", "cmpgn_cd", "optin_yn", "sts_cd", "cust_no"], leadRows),
    insertRows(
      "web.ord_hdr",
      ["ord_no", "ord_ts", "cust_no", "new_cust_yn", "chnl_cd", "attr_cmpgn", "promo_cd", "dvc_cd", "sub_amt", "disc_amt", "ord_amt", "ord_sts"],
      orders.map((o) => [o.no, ts(o.day, o.min), o.cust, o.isNew ? "Y" : "N", o.chnl, o.cmpgn, o.promo, o.dvc, o.sub, o.disc, o.amt, o.sts]),
    ),
  ].join("\n");
}
