/**
 * Hubbub, a team-chat SaaS (channels, direct messages, huddles) sold to companies worldwide. A customer account is a
 * *workspace*. Anyone can sign up and use the Free plan for nothing; paid plans are priced per seat and billed monthly
 * or annually (annual billing is cheaper). Self-serve plans (Starter, Pro) usually start with a 14-day free trial and
 * are paid by card; Enterprise is sold by the sales team, has an account manager, and is paid by bank transfer on
 * 30-day terms. All money is in US cents. This is the product's own application database (schema `app`), as of the
 * end of 2026-11-24.
 *
 * - `account_managers`: the sales reps who look after Enterprise workspaces. `id`; `full_name`; `email`; `region`
 *   the region they cover: amer (the Americas), emea (Europe, Middle East and Africa), apac (Asia-Pacific);
 *   `hired_on`; `left_on` the day they left the company, NULL while they still work here.
 * - `plans`: the price list, one row per plan. `id`; `name` Free, Starter, Pro or Enterprise; `tier` 0 (Free) to 3
 *   (Enterprise), higher is a bigger plan (moving to a higher tier is an upgrade, to a lower one a downgrade);
 *   `monthly_price_cents` list price per seat per month on monthly billing; `annual_price_cents` list price per seat
 *   per year on annual billing; `is_self_serve` TRUE when customers can buy it themselves in the app (Enterprise is
 *   sold by sales only); `max_seats` the most seats the plan allows, NULL for no limit. The Free plan has no
 *   subscriptions: a workspace with no subscription running is on Free.
 * - `workspaces`: every workspace ever created (a sign-up). `id`; `name` the company name; `slug` the workspace's web
 *   address (`slug`.hubbub.chat); `country_code` ISO 3166 two-letter country code (US, GB, DE, ...); `industry`
 *   software, agency (marketing and creative agencies), education, healthcare, retail, finance, media or
 *   manufacturing; `is_nonprofit` TRUE for registered nonprofits, who get 50% off self-serve plans; `created_at` when
 *   the workspace signed up; `owner_user_id` the user who created it (`users.id`); `account_manager_id` the
 *   account manager (`account_managers.id`) for Enterprise workspaces (kept after they leave Enterprise), NULL for
 *   everyone else and for Enterprise workspaces whose manager left and who have not been reassigned yet.
 * - `users`: people in a workspace. `id`; `workspace_id`; `full_name`; `email`; `role` owner (the creator, one per
 *   workspace), admin or member; `is_guest` TRUE for single-channel guests from outside the company (free, they take
 *   no paid seat); `created_at` when they joined or were invited; `last_active_at` the last time they used Hubbub,
 *   NULL for invited people who have never signed in; `deactivated_at` when an admin removed them, NULL while they
 *   are still in the workspace.
 * - `subscriptions`: paid plans, one row per plan a workspace has been on; a workspace has at most one subscription
 *   running (not canceled) at a time. `id`; `workspace_id`; `plan_id` (`plans.id`); `plan_code` the price the
 *   workspace is on: the plan in lowercase and the billing interval, `_m` billed monthly or `_y` billed annually in
 *   advance (starter_m, starter_y, pro_m, pro_y, enterprise_m, enterprise_y); `seats` the number of paid seats;
 *   `unit_price_cents` the price per seat per billing period actually charged (per month for `_m`, per year for `_y`;
 *   the list price, half of it for nonprofits, or the price negotiated for Enterprise); `mrr_cents` the monthly
 *   recurring revenue of the subscription in cents (seats x unit price, divided by 12 for annual billing), 0 while
 *   trialing, and kept as it was on the last day for a canceled subscription; `status` trialing (in the 14-day free
 *   trial, nothing billed yet), active, past_due (an invoice is unpaid after its due date: a failed card charge, or
 *   an Enterprise bank transfer that is late; still a customer) or canceled; `started_at` when the subscription (or
 *   its trial) started; `trial_ends_at` when the free trial ends or ended, exactly 14 days after the start, NULL for a
 *   subscription bought without a trial; `canceled_at` when it ended, NULL while it is running; `cancel_reason` NULL
 *   unless canceled, else: trial_expired (the trial ended without the customer paying: never a paying customer),
 *   plan_change (the workspace moved to another plan or billing interval; the new subscription starts at the same
 *   moment, so this is not a loss of the customer), nonpayment (canceled by us a month after an invoice went unpaid),
 *   or the customer's own reason for leaving: too_expensive, not_using, switched_to_competitor, missing_features,
 *   company_closed. Every reason other than trial_expired and plan_change is churn: the workspace stopped paying and
 *   went back to Free. Plan changes and cancellations take effect at the end of a billing period.
 * - `invoices`: one per billing period of a paid subscription (issued at the start of the period; for a trial, when
 *   the trial ends). `id`; `number` e.g. 'INV-2026-01234'; `workspace_id`; `subscription_id`; `status` open (issued,
 *   not paid yet), paid, void (issued in error and canceled; nothing is owed) or uncollectible (written off when the
 *   subscription was canceled for nonpayment); `currency` always 'usd'; `amount_cents` the invoice total (the sum of
 *   its line items; no tax); `issued_on`; `due_on` the day payment is due: the issue day for card payers, 30 days
 *   later for Enterprise (bank transfer); `period_start` and `period_end` the service period billed (`period_end` is
 *   the first day of the next period); `paid_at` when it was paid, NULL while unpaid.
 * - `invoice_line_items`: `id`; `invoice_id`; `kind` subscription (the seats for the period: `quantity` seats at
 *   `unit_amount_cents` each) or setup_fee (a one-off Enterprise onboarding fee on the first Enterprise invoice,
 *   quantity 1); `description`; `quantity`; `unit_amount_cents`; `amount_cents` quantity x unit amount.
 * - `payments`: payment attempts on invoices. `id`; `invoice_id`; `method` card, ach (US bank debit) or wire (bank
 *   transfer); `status` succeeded or failed (declined card or returned debit: no money received; cards are retried
 *   3 and 8 days after the first attempt); `failure_code` card_declined, insufficient_funds, expired_card or
 *   ach_returned for a failed attempt, NULL when it succeeded; `amount_cents` the amount attempted (always the
 *   invoice total; an invoice is paid by one succeeded payment); `created_at` when it was attempted or received;
 *   `refunded_cents` how much of a succeeded payment we have refunded since (0 when none); `refunded_at` when the
 *   refund was made, NULL when there was none; `refund_reason` requested_by_customer, duplicate or service_outage
 *   (NULL when there was no refund).
 * - `workspace_daily_usage`: one row per workspace per day on which at least one person used Hubbub, from 2026-09-01
 *   (older days are archived elsewhere and not in this database) to 2026-11-24; no row means nobody was active that
 *   day. `workspace_id`; `day`; `active_users` people who used Hubbub that day; `messages_sent` messages posted;
 *   `huddle_minutes` minutes spent in audio/video huddles.
 *
 * Timestamps are UTC (`timestamp without time zone`). Sign-ups from 2024-06-01 to 2026-11-24.
 */
import { addDays, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2024-06-01';
const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';
const USAGE_FROM = '2026-09-01';
const DAY_MS = 86_400_000;
const TODAY_MS = Date.parse(`${TODAY}T00:00:00Z`);

type Region = 'amer' | 'emea' | 'apac';
type Interval = 'm' | 'y';

const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const stamp = (t: number) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
/** `k` months after `t`, at the same time of day (clamped to the month's last day). */
function addMonths(t: number, k: number): number {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + k;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}
const normal = (r: SeededRandom) => {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
};
/** A time of day in ms, between two hours (UTC). */
const timeOfDay = (r: SeededRandom, fromH: number, toH: number) => r.int(fromH * 3600, toH * 3600 - 1) * 1000;

/** [id, full_name, email, region, hired_on, left_on] */
const MANAGERS: [number, string, string, Region, string, string | null][] = [
  [1, 'Rachel Kim', 'rachel.kim@hubbub.chat', 'amer', '2023-03-06', null],
  [2, 'Tom Okafor', 'tom.okafor@hubbub.chat', 'amer', '2024-01-15', null],
  [3, 'Lena Vogel', 'lena.vogel@hubbub.chat', 'emea', '2023-09-04', null],
  [4, 'Hugo Martin', 'hugo.martin@hubbub.chat', 'emea', '2024-02-12', '2026-07-31'],
  [5, 'Priya Nair', 'priya.nair@hubbub.chat', 'apac', '2024-05-20', null],
  [6, 'Sam Carter', 'sam.carter@hubbub.chat', 'amer', '2026-02-02', null],
  [7, 'Chloe Dubois', 'chloe.dubois@hubbub.chat', 'emea', '2026-09-14', null],
];

/** [id, name, tier, monthly_price_cents, annual_price_cents, is_self_serve, max_seats] */
const PLANS: [number, string, number, number, number, boolean, number | null][] = [
  [1, 'Free', 0, 0, 0, true, 10],
  [2, 'Starter', 1, 800, 8400, true, 50],
  [3, 'Pro', 2, 1500, 15000, true, null],
  [4, 'Enterprise', 3, 3200, 30000, false, null],
];
const PLAN_KEY: Record<number, string> = { 2: 'starter', 3: 'pro', 4: 'enterprise' };

/** [country_code, region, weight] */
const COUNTRIES: [string, Region, number][] = [
  ['US', 'amer', 34], ['CA', 'amer', 6], ['BR', 'amer', 4], ['MX', 'amer', 2],
  ['GB', 'emea', 13], ['DE', 'emea', 9], ['FR', 'emea', 6], ['NL', 'emea', 5], ['ES', 'emea', 3], ['SE', 'emea', 3],
  ['AU', 'apac', 7], ['IN', 'apac', 5], ['SG', 'apac', 3], ['JP', 'apac', 2],
];
const REGION: Record<string, Region> = Object.fromEntries(COUNTRIES.map(([c, reg]) => [c, reg]));

const INDUSTRIES: [string, number, string[]][] = [
  ['software', 26, ['Labs', 'Software', 'Systems', 'Cloud', 'Apps', 'Digital']],
  ['agency', 16, ['Creative', 'Studio', 'Media Co', 'Agency', 'Collective']],
  ['education', 9, ['Academy', 'Learning', 'School', 'Institute']],
  ['healthcare', 9, ['Health', 'Clinics', 'Care', 'Medical']],
  ['retail', 12, ['Goods', 'Outfitters', 'Market', 'Supply']],
  ['finance', 10, ['Capital', 'Financial', 'Partners', 'Advisors']],
  ['media', 9, ['Press', 'Films', 'Publishing', 'Broadcast']],
  ['manufacturing', 9, ['Industries', 'Works', 'Manufacturing', 'Fabrication']],
];
const PREFIX = [
  'Acorn', 'Alder', 'Apex', 'Arbor', 'Aspen', 'Atlas', 'Aurora', 'Basil', 'Beacon', 'Birch', 'Blue Fern', 'Bolt',
  'Bramble', 'Brightside', 'Canopy', 'Cedar', 'Cinder', 'Clover', 'Cobalt', 'Comet', 'Copper', 'Coral', 'Crane',
  'Cypress', 'Dapper', 'Delta', 'Drift', 'Ember', 'Falcon', 'Fennel', 'Fjord', 'Flint', 'Foxtail', 'Gale', 'Garnet',
  'Glow', 'Granite', 'Harbor', 'Hazel', 'Heron', 'Hollow', 'Indigo', 'Iris', 'Ivy', 'Jade', 'Juniper', 'Kestrel',
  'Kite', 'Lark', 'Lattice', 'Lumen', 'Lynx', 'Maple', 'Marble', 'Meadow', 'Mint', 'Mosaic', 'Nectar', 'Nimbus',
  'North Pine', 'Nova', 'Oak & Ash', 'Onyx', 'Orbit', 'Otter', 'Pebble', 'Pepper', 'Pine', 'Pixel', 'Plume', 'Prism',
  'Quartz', 'Quill', 'Raven', 'Redwood', 'Ripple', 'River', 'Saffron', 'Sage', 'Slate', 'Sparrow', 'Spruce', 'Summit',
  'Sunday', 'Swift', 'Tango', 'Thistle', 'Tidal', 'Timber', 'Topaz', 'Tundra', 'Umber', 'Vale', 'Velvet', 'Vireo',
  'Wander', 'Willow', 'Wren', 'Yonder', 'Zenith', 'Zinnia',
];
const FIRST = [
  'Ava', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Felix', 'Grace', 'Hassan', 'Isla', 'Jonas', 'Kai', 'Laura', 'Mateo',
  'Nina', 'Omar', 'Paula', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Will', 'Xena', 'Yusuf', 'Zoe', 'Aiko',
  'Bruno', 'Carmen', 'Dev', 'Emma', 'Finn', 'Gita', 'Hugo', 'Ines', 'Jack', 'Keiko', 'Liam', 'Maya', 'Noah', 'Olga',
  'Pedro', 'Ravi', 'Sara', 'Theo', 'Uma', 'Victor', 'Wei', 'Yara', 'Zane', 'Amara', 'Leo', 'Mia', 'Sofia', 'Arjun',
];
const LAST = [
  'Adams', 'Bauer', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jensen', 'Khan', 'Larsen',
  'Moreau', 'Nakamura', 'Olsen', 'Patel', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Xu',
  'Young', 'Zimmer', 'Alvarez', 'Brooks', 'Costa', 'Dubois', 'Eriksen', 'Fong', 'Gupta', 'Hansen', 'Ibrahim',
  'Jones', 'Kowalski', 'Lopez', 'Meyer', 'Novak', 'Okafor', 'Park', 'Reyes', 'Schmidt', 'Torres', 'Walsh', 'Yilmaz',
];

interface Sub {
  ws: Ws;
  planId: number;
  interval: Interval;
  seats: number;
  unit: number;
  start: number;
  trialEnd: number | null;
  cancel: number | null;
  reason: string | null;
  status: string;
  mrr: number;
  id: number;
}
interface Ws {
  id: number;
  name: string;
  slug: string;
  country: string;
  industry: string;
  nonprofit: boolean;
  created: number;
  amId: number | null;
  subs: Sub[];
  cardRisk: number;
  bankMethod: 'ach' | 'wire';
  hadEnterprise: boolean;
  ownerId: number;
}
interface Inv {
  ws: Ws;
  sub: Sub;
  status: string;
  amount: number;
  issued: number;
  due: string;
  periodStart: number;
  periodEnd: number;
  paidAt: number | null;
  lines: [string, string, number, number][];
  id: number;
  number: string;
}
interface Pmt {
  inv: Inv;
  method: string;
  status: string;
  failure: string | null;
  at: number;
  refunded: number;
  refundedAt: number | null;
  refundReason: string | null;
}

const PLAN_NAME: Record<number, string> = { 2: 'Starter', 3: 'Pro', 4: 'Enterprise' };
const listUnit = (planId: number, interval: Interval) => {
  const p = PLANS.find((x) => x[0] === planId);
  if (!p) throw new Error('no plan');
  return interval === 'm' ? p[3] : p[4];
};
const mrrOf = (s: Sub) => (s.interval === 'm' ? s.seats * s.unit : Math.round((s.seats * s.unit) / 12));

export function datasetSql(): string {
  const r = seededRandom(20_261_125);
  const rb = seededRandom(4_242);
  const usedNames = new Set<string>();

  // Sign-ups
  const workspaces: Ws[] = [];
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addDays(d, 1)) {
    const progress = (msOf(d) - msOf(FIRST_DAY)) / (msOf(LAST_DAY) - msOf(FIRST_DAY));
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    const lambda = (0.8 + 1.0 * progress) * (dow === 0 || dow === 6 ? 0.45 : 1.2);
    const n = r.poisson(lambda);
    for (let i = 0; i < n; i++) {
      const [industry, , suffixes] = r.weighted(INDUSTRIES.map((x) => [x, x[1]] as const));
      let name = '';
      do name = `${r.pick(PREFIX)} ${r.pick(suffixes)}`;
      while (usedNames.has(name));
      usedNames.add(name);
      const country = r.weighted(COUNTRIES.map(([c, , w]) => [c, w] as const));
      workspaces.push({
        id: 0,
        name,
        slug: name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-'),
        country,
        industry,
        nonprofit: (industry === 'education' || industry === 'healthcare' ? r.chance(0.22) : r.chance(0.03)),
        created: msOf(d) + timeOfDay(r, 6, 22),
        amId: null,
        subs: [],
        cardRisk: r.chance(0.2) ? 0.3 : 0.04,
        bankMethod: r.chance(0.6) ? 'wire' : 'ach',
        hadEnterprise: false,
        ownerId: 0,
      });
    }
  }
  workspaces.sort((a, b) => a.created - b.created);
  workspaces.forEach((w, i) => (w.id = i + 1));

  const invoices: Inv[] = [];
  const payments: Pmt[] = [];

  const pickManager = (w: Ws, at: number): number => {
    const region = REGION[w.country] as Region;
    const day = isoDay(at);
    const ok = MANAGERS.filter((m) => m[3] === region && m[4] <= day && (m[5] === null || m[5] > day));
    return r.pick(ok.length ? ok : MANAGERS.filter((m) => m[3] === region))[0];
  };

  const seatsFor = (planId: number): number => {
    if (planId === 2) return Math.min(50, Math.max(2, Math.round(Math.exp(normal(r) * 0.55) * 6)));
    if (planId === 3) return Math.min(220, Math.max(3, Math.round(Math.exp(normal(r) * 0.65) * 13)));
    return Math.min(240, Math.max(30, Math.round(Math.exp(normal(r) * 0.45) * 70)));
  };
  const unitFor = (w: Ws, planId: number, interval: Interval): number => {
    const list = listUnit(planId, interval);
    if (planId === 4) return Math.round((list * (1 - r.int(0, 25) / 100)) / 100) * 100;
    return w.nonprofit ? list / 2 : list;
  };

  /** Bills one period; returns true when the invoice is left unpaid for good (nonpayment). */
  const bill = (w: Ws, s: Sub, b: number, end: number, setupFee: number): boolean => {
    const amount = s.seats * s.unit + setupFee;
    const label = `${PLAN_NAME[s.planId]} (${s.interval === 'm' ? 'monthly' : 'annual'})`;
    const lines: Inv['lines'] = [['subscription', `${label} x ${s.seats} seats`, s.seats, s.unit]];
    if (setupFee) lines.push(['setup_fee', 'Enterprise onboarding', 1, setupFee]);
    const bank = s.planId === 4;
    const inv: Inv = {
      ws: w, sub: s, status: 'open', amount, issued: b, due: addDays(isoDay(b), bank ? 30 : 0),
      periodStart: b, periodEnd: end, paidAt: null, lines, id: 0, number: '',
    };
    if (!bank && !setupFee && rb.chance(0.012)) {
      invoices.push({ ...inv, status: 'void', lines: [lines[0] as Inv['lines'][number]], issued: b - rb.int(60, 600) * 1000 });
    }
    invoices.push(inv);
    const pay = (at: number, method: string, ok: boolean, failure: string | null) => {
      payments.push({ inv, method, status: ok ? 'succeeded' : 'failed', failure: ok ? null : failure, at, refunded: 0, refundedAt: null, refundReason: null });
      if (ok) {
        inv.status = 'paid';
        inv.paidAt = at;
      }
    };
    if (bank) {
      const delay = Math.min(75, Math.max(2, Math.round(Math.exp(normal(rb) * 0.6) * 20)));
      let at = msOf(addDays(isoDay(b), delay)) + timeOfDay(rb, 9, 18);
      if (w.bankMethod === 'ach' && rb.chance(0.03) && at < TODAY_MS) {
        pay(at, 'ach', false, 'ach_returned');
        at = msOf(addDays(isoDay(at), rb.int(4, 8))) + timeOfDay(rb, 9, 18);
      }
      if (at < TODAY_MS) pay(at, w.bankMethod, true, null);
      return false;
    }
    const attempts = [b + rb.int(60, 900) * 1000, msOf(addDays(isoDay(b), 3)) + timeOfDay(rb, 0, 24), msOf(addDays(isoDay(b), 8)) + timeOfDay(rb, 0, 24)];
    for (let i = 0; i < attempts.length; i++) {
      const at = Math.min(attempts[i] as number, i === 0 ? TODAY_MS - 1000 : Infinity);
      if (at >= TODAY_MS) return false;
      const ok = rb.chance(i === 0 ? 1 - w.cardRisk : 0.35);
      pay(at, 'card', ok, ok ? null : rb.weighted([['card_declined', 5], ['insufficient_funds', 3], ['expired_card', 2]] as const));
      if (ok) return false;
    }
    if (rb.chance(0.6)) {
      const at = msOf(addDays(isoDay(b), rb.int(9, 30))) + timeOfDay(rb, 7, 23);
      if (at < TODAY_MS) pay(at, 'card', true, null);
      return false;
    }
    return true;
  };

  const CHURN_REASONS = [['too_expensive', 30], ['not_using', 25], ['switched_to_competitor', 20], ['missing_features', 15], ['company_closed', 10]] as const;

  const cancel = (s: Sub, at: number, reason: string) => {
    s.cancel = at;
    s.reason = reason;
    s.status = 'canceled';
  };

  const newSub = (w: Ws, planId: number, interval: Interval, seats: number, start: number, trialEnd: number | null): Sub => {
    const s: Sub = { ws: w, planId, interval, seats, unit: unitFor(w, planId, interval), start, trialEnd, cancel: null, reason: null, status: 'active', mrr: 0, id: 0 };
    w.subs.push(s);
    return s;
  };

  /** Runs a paying subscription from its first billing moment `anchor` until it ends or today. */
  const runPaid = (w: Ws, s: Sub, anchor: number): void => {
    s.status = 'active';
    s.mrr = mrrOf(s);
    let setupFee = 0;
    if (s.planId === 4 && !w.hadEnterprise) {
      w.hadEnterprise = true;
      w.amId = pickManager(w, anchor);
      setupFee = r.int(8, 40) * 25_000;
    }
    const months = s.interval === 'm' ? 1 : 12;
    for (let k = 0; ; k++) {
      const b = addMonths(anchor, k * months);
      if (b >= TODAY_MS) return;
      if (k > 0) {
        const per = (p: number) => 1 - (1 - p) ** months;
        const churn = per(s.planId === 2 ? 0.04 : s.planId === 3 ? 0.022 : 0.005) * (s.interval === 'y' ? 0.6 : 1);
        const up = per(s.planId === 2 ? 0.018 : s.planId === 3 && s.seats >= 25 ? 0.012 : 0);
        const down = per(s.planId === 3 ? 0.006 : 0);
        const toAnnual = s.interval === 'm' && s.planId !== 4 ? 0.006 : 0;
        const roll = r.next();
        if (roll < churn) {
          cancel(s, b, r.weighted(CHURN_REASONS));
          return;
        }
        if (roll < churn + up + down + toAnnual) {
          cancel(s, b, 'plan_change');
          let planId = s.planId;
          let interval = s.interval;
          let seats = s.seats;
          if (roll < churn + up) {
            planId = s.planId + 1;
            seats = planId === 4 ? Math.max(30, Math.round(seats * (1 + r.next()))) : Math.max(seats, Math.round(seats * (1 + r.next() * 0.4)));
            if (planId === 4) interval = r.chance(0.8) ? 'y' : 'm';
          } else if (roll < churn + up + down) {
            planId = s.planId - 1;
            seats = Math.min(50, Math.max(2, Math.round(seats * (0.6 + r.next() * 0.3))));
          } else interval = 'y';
          const next = newSub(w, planId, interval, seats, b, null);
          runPaid(w, next, b);
          return;
        }
      }
      const end = addMonths(anchor, (k + 1) * months);
      const unpaid = bill(w, s, b, end, k === 0 ? setupFee : 0);
      if (unpaid) {
        const c = addMonths(b, 1);
        if (c < TODAY_MS) {
          const inv = invoices[invoices.length - 1] as Inv;
          inv.status = 'uncollectible';
          cancel(s, c, 'nonpayment');
          return;
        }
      }
    }
  };

  for (const w of workspaces) {
    const path = r.weighted([['free', 45], ['trial', 42], ['direct', 9], ['ent', 3.5]] as const);
    if (path === 'free') continue;
    if (path === 'ent') {
      const start = msOf(addDays(isoDay(w.created), r.int(12, 80))) + timeOfDay(r, 13, 21);
      if (start >= TODAY_MS) continue;
      const s = newSub(w, 4, r.chance(0.85) ? 'y' : 'm', seatsFor(4), start, null);
      runPaid(w, s, start);
      continue;
    }
    const planId = r.chance(0.6) ? 3 : 2;
    const interval: Interval = r.chance(path === 'direct' ? 0.4 : 0.22) ? 'y' : 'm';
    const start = r.chance(0.6)
      ? w.created + r.int(120, 7200) * 1000
      : msOf(addDays(isoDay(w.created), r.int(1, 40))) + timeOfDay(r, 6, 23);
    if (start >= TODAY_MS) continue;
    if (path === 'direct') {
      runPaid(w, newSub(w, planId, interval, seatsFor(planId), start, null), start);
      continue;
    }
    const trialEnd = start + 14 * DAY_MS;
    const s = newSub(w, planId, interval, seatsFor(planId), start, trialEnd);
    if (trialEnd >= TODAY_MS) {
      s.status = 'trialing';
      continue;
    }
    if (r.chance(planId === 3 ? 0.44 : 0.36)) runPaid(w, s, trialEnd);
    else cancel(s, trialEnd, 'trial_expired');
  }

  // Account managers who left: their workspaces are reassigned, or wait unassigned.
  for (const w of workspaces) {
    const m = MANAGERS.find((x) => x[0] === w.amId);
    if (m && m[5] !== null) w.amId = r.chance(0.55) ? r.pick([3, 7]) : null;
  }

  // Past due: a running subscription with an unpaid invoice after its due date.
  for (const inv of invoices) {
    if (inv.status === 'open' && inv.due < TODAY && inv.sub.cancel === null) inv.sub.status = 'past_due';
  }

  // Refunds on card payments
  const rf = seededRandom(777);
  for (const p of payments) {
    if (p.status !== 'succeeded' || p.method !== 'card' || !rf.chance(0.022)) continue;
    const at = msOf(addDays(isoDay(p.at), rf.int(1, 20))) + timeOfDay(rf, 8, 20);
    if (at >= TODAY_MS) continue;
    const full = rf.chance(0.6);
    p.refunded = full ? p.inv.amount : Math.max(100, Math.round((p.inv.amount * rf.int(10, 60)) / 100 / 100) * 100);
    p.refundedAt = at;
    p.refundReason = rf.weighted([['requested_by_customer', 6], ['duplicate', 2], ['service_outage', 2]] as const);
  }

  // Ids
  const subs = workspaces.flatMap((w) => w.subs).sort((a, b) => a.start - b.start || a.ws.id - b.ws.id);
  subs.forEach((s, i) => (s.id = i + 1));
  invoices.sort((a, b) => a.issued - b.issued || a.ws.id - b.ws.id);
  const perYear: Record<string, number> = {};
  invoices.forEach((inv, i) => {
    inv.id = i + 1;
    const y = isoDay(inv.issued).slice(0, 4);
    perYear[y] = (perYear[y] ?? 0) + 1;
    inv.number = `INV-${y}-${String(perYear[y]).padStart(5, '0')}`;
  });
  payments.sort((a, b) => a.at - b.at || a.inv.id - b.inv.id);

  // Users and usage
  const ru = seededRandom(31_337);
  const userRows: unknown[][] = [];
  const usageRows: unknown[][] = [];
  const usageDays: string[] = [];
  for (let d = USAGE_FROM; d <= LAST_DAY; d = addDays(d, 1)) usageDays.push(d);
  interface U { ws: Ws; name: string; email: string; role: string; guest: boolean; created: number; last: number | null; deact: number | null }
  const users: U[] = [];
  for (const w of workspaces) {
    const last = w.subs[w.subs.length - 1];
    const running = last && last.cancel === null ? last : undefined;
    const maxSeats = Math.max(0, ...w.subs.filter((s) => s.status !== 'canceled' || s.reason !== 'trial_expired').map((s) => s.seats));
    const members = maxSeats > 0 ? Math.max(1, Math.round(maxSeats * (0.72 + ru.next() * 0.28))) : ru.int(1, 8);
    const guests = ru.chance(maxSeats > 0 ? 0.4 : 0.1) ? ru.int(1, 6) : 0;
    const gone = Math.round(members * ru.next() * 0.15);

    // activity window in the usage period
    const endOfLife = last?.cancel ?? null;
    let activeUntil: string | null = null;
    let level = 0;
    if (running) {
      level = 0.55 + ru.next() * 0.35;
      activeUntil = LAST_DAY;
      if (running.status !== 'trialing' && running.start < msOf('2026-08-01') && ru.chance(0.05)) activeUntil = addDays('2026-09-05', ru.int(0, 45));
    } else if (w.created >= msOf(USAGE_FROM)) {
      level = 0.35;
      activeUntil = ru.chance(0.75) ? LAST_DAY : addDays(isoDay(w.created), ru.int(2, 20));
    } else if (endOfLife !== null && endOfLife >= msOf(USAGE_FROM)) {
      level = 0.4;
      activeUntil = ru.chance(0.2) ? LAST_DAY : isoDay(endOfLife);
    } else if (ru.chance(last ? 0.12 : 0.2)) {
      level = 0.25;
      activeUntil = LAST_DAY;
    }
    if (activeUntil !== null && activeUntil > LAST_DAY) activeUntil = LAST_DAY;
    const rate = 12 + ru.next() * 45;
    let lastActiveDay: string | null = null;
    const totalPeople = members + guests;
    if (activeUntil !== null) {
      for (const d of usageDays) {
        if (d > activeUntil || d < isoDay(w.created)) continue;
        const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
        const weekend = dow === 0 || dow === 6;
        const paidNow = w.subs.some((s) => s.start <= msOf(d) && (s.cancel === null || s.cancel > msOf(d)) && s.reason !== 'trial_expired');
        const p = paidNow ? (weekend ? 0.35 : 0.98) : weekend ? 0.1 : 0.45;
        if (!ru.chance(p)) continue;
        const share = level * (weekend ? 0.2 : 1) * Math.exp(normal(ru) * 0.15) * (paidNow ? 1 : 0.6);
        const active = Math.min(totalPeople, Math.max(1, Math.round(totalPeople * share)));
        const msgs = Math.max(1, Math.round(active * rate * Math.exp(normal(ru) * 0.3)));
        const huddle = ru.chance(0.7) ? Math.round(active * ru.next() * 9) : 0;
        usageRows.push([w.id, d, active, msgs, huddle]);
        lastActiveDay = d;
      }
    }
    const lastSeen = lastActiveDay
      ? msOf(lastActiveDay)
      : endOfLife !== null
        ? Math.min(endOfLife, msOf(USAGE_FROM) - DAY_MS)
        : Math.min(w.created + ru.int(0, 120) * DAY_MS, msOf(USAGE_FROM) - DAY_MS, TODAY_MS - DAY_MS);
    const used = new Set<string>();
    const person = (role: string, guest: boolean, deactivated: boolean, owner: boolean) => {
      let f = '';
      let l = '';
      do {
        f = ru.pick(FIRST);
        l = ru.pick(LAST);
      } while (used.has(`${f} ${l}`));
      used.add(`${f} ${l}`);
      const domain = guest ? ru.pick(['gmail.com', 'outlook.com', 'proton.me', 'contractor.io']) : `${w.slug}.com`;
      const created = owner ? w.created : Math.min(TODAY_MS - 3600_000, w.created + ru.int(0, Math.max(1, Math.round((Math.max(lastSeen, w.created) - w.created) / DAY_MS))) * DAY_MS + timeOfDay(ru, 0, 12));
      let last: number | null;
      if (!owner && ru.chance(0.05)) last = null;
      else if (lastActiveDay && ru.chance(0.85)) last = Math.max(created, msOf(addDays(lastActiveDay, -ru.int(0, 4))) + timeOfDay(ru, 7, 22));
      else last = Math.max(created, created + Math.round(ru.next() * Math.max(0, lastSeen - created)));
      if (last !== null && last >= TODAY_MS) last = TODAY_MS - 60_000;
      let deact: number | null = null;
      if (deactivated) {
        deact = Math.min(TODAY_MS - 60_000, Math.max(created + DAY_MS, (last ?? created) + ru.int(1, 30) * DAY_MS));
        if (last !== null && last > deact) last = deact - 3600_000;
      }
      users.push({ ws: w, name: `${f} ${l}`, email: `${f}.${l}@${domain}`.toLowerCase(), role, guest, created, last, deact });
    };
    person('owner', false, false, true);
    for (let i = 1; i < members; i++) person(ru.chance(0.08) ? 'admin' : 'member', false, false, false);
    for (let i = 0; i < gone; i++) person('member', false, true, false);
    for (let i = 0; i < guests; i++) person('member', true, ru.chance(0.1), false);
  }
  users.sort((a, b) => a.created - b.created || a.ws.id - b.ws.id);
  users.forEach((u, i) => {
    if (u.role === 'owner') u.ws.ownerId = i + 1;
    userRows.push([i + 1, u.ws.id, u.name, u.email, u.role, u.guest, stamp(u.created), u.last === null ? null : stamp(u.last), u.deact === null ? null : stamp(u.deact)]);
  });
  usageRows.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || (a[0] as number) - (b[0] as number));

  let lineId = 0;
  const lineRows: unknown[][] = [];
  for (const inv of invoices) {
    for (const [kind, desc, qty, unit] of inv.lines) lineRows.push([++lineId, inv.id, kind, desc, qty, unit, qty * unit]);
  }

  return [
    'CREATE SCHEMA app;',
    `CREATE TABLE app.account_managers (id integer PRIMARY KEY, full_name text NOT NULL, email text NOT NULL UNIQUE, region text NOT NULL,
      hired_on date NOT NULL, left_on date);`,
    `CREATE TABLE app.plans (id integer PRIMARY KEY, name text NOT NULL UNIQUE, tier smallint NOT NULL, monthly_price_cents integer NOT NULL,
      annual_price_cents integer NOT NULL, is_self_serve boolean NOT NULL, max_seats integer);`,
    `CREATE TABLE app.workspaces (id integer PRIMARY KEY, name text NOT NULL, slug text NOT NULL UNIQUE, country_code char(2) NOT NULL,
      industry text NOT NULL, is_nonprofit boolean NOT NULL DEFAULT false, created_at timestamp NOT NULL, owner_user_id integer,
      account_manager_id integer REFERENCES app.account_managers (id));`,
    `CREATE TABLE app.users (id integer PRIMARY KEY, workspace_id integer NOT NULL REFERENCES app.workspaces (id), full_name text NOT NULL,
      email text NOT NULL, role text NOT NULL, is_guest boolean NOT NULL DEFAULT false, created_at timestamp NOT NULL, last_active_at timestamp,
      deactivated_at timestamp);`,
    `CREATE TABLE app.subscriptions (id integer PRIMARY KEY, workspace_id integer NOT NULL REFERENCES app.workspaces (id),
      plan_id integer NOT NULL REFERENCES app.plans (id), plan_code text NOT NULL, seats integer NOT NULL, unit_price_cents integer NOT NULL,
      mrr_cents integer NOT NULL, status text NOT NULL, started_at timestamp NOT NULL, trial_ends_at timestamp, canceled_at timestamp,
      cancel_reason text);`,
    `CREATE TABLE app.invoices (id integer PRIMARY KEY, number text NOT NULL UNIQUE, workspace_id integer NOT NULL REFERENCES app.workspaces (id),
      subscription_id integer NOT NULL REFERENCES app.subscriptions (id), status text NOT NULL, currency char(3) NOT NULL DEFAULT 'usd',
      amount_cents integer NOT NULL, issued_on date NOT NULL, due_on date NOT NULL, period_start date NOT NULL, period_end date NOT NULL,
      paid_at timestamp);`,
    `CREATE TABLE app.invoice_line_items (id integer PRIMARY KEY, invoice_id integer NOT NULL REFERENCES app.invoices (id), kind text NOT NULL,
      description text NOT NULL, quantity integer NOT NULL, unit_amount_cents integer NOT NULL, amount_cents integer NOT NULL);`,
    `CREATE TABLE app.payments (id integer PRIMARY KEY, invoice_id integer NOT NULL REFERENCES app.invoices (id), method text NOT NULL,
      status text NOT NULL, failure_code text, amount_cents integer NOT NULL, created_at timestamp NOT NULL, refunded_cents integer NOT NULL DEFAULT 0,
      refunded_at timestamp, refund_reason text);`,
    `CREATE TABLE app.workspace_daily_usage (workspace_id integer NOT NULL REFERENCES app.workspaces (id), day date NOT NULL,
      active_users integer NOT NULL, messages_sent integer NOT NULL, huddle_minutes integer NOT NULL, PRIMARY KEY (workspace_id, day));`,
    insertRows('app.account_managers', ['id', 'full_name', 'email', 'region', 'hired_on', 'left_on'], MANAGERS),
    insertRows('app.plans', ['id', 'name', 'tier', 'monthly_price_cents', 'annual_price_cents', 'is_self_serve', 'max_seats'], PLANS),
    insertRows(
      'app.workspaces',
      ['id', 'name', 'slug', 'country_code', 'industry', 'is_nonprofit', 'created_at', 'owner_user_id', 'account_manager_id'],
      workspaces.map((w) => [w.id, w.name, w.slug, w.country, w.industry, w.nonprofit, stamp(w.created), w.ownerId, w.amId]),
    ),
    insertRows('app.users', ['id', 'workspace_id', 'full_name', 'email', 'role', 'is_guest', 'created_at', 'last_active_at', 'deactivated_at'], userRows),
    'ALTER TABLE app.workspaces ADD FOREIGN KEY (owner_user_id) REFERENCES app.users (id);',
    insertRows(
      'app.subscriptions',
      ['id', 'workspace_id', 'plan_id', 'plan_code', 'seats', 'unit_price_cents', 'mrr_cents', 'status', 'started_at', 'trial_ends_at', 'canceled_at', 'cancel_reason'],
      subs.map((s) => [
        s.id, s.ws.id, s.planId, `${PLAN_KEY[s.planId]}_${s.interval}`, s.seats, s.unit, s.mrr, s.status, stamp(s.start),
        s.trialEnd === null ? null : stamp(s.trialEnd), s.cancel === null ? null : stamp(s.cancel), s.reason,
      ]),
    ),
    insertRows(
      'app.invoices',
      ['id', 'number', 'workspace_id', 'subscription_id', 'status', 'currency', 'amount_cents', 'issued_on', 'due_on', 'period_start', 'period_end', 'paid_at'],
      invoices.map((i) => [
        i.id, i.number, i.ws.id, i.sub.id, i.status, 'usd', i.amount, isoDay(i.issued), i.due, isoDay(i.periodStart), isoDay(i.periodEnd),
        i.paidAt === null ? null : stamp(i.paidAt),
      ]),
    ),
    insertRows('app.invoice_line_items', ['id', 'invoice_id', 'kind', 'description', 'quantity', 'unit_amount_cents', 'amount_cents'], lineRows),
    insertRows(
      'app.payments',
      ['id', 'invoice_id', 'method', 'status', 'failure_code', 'amount_cents', 'created_at', 'refunded_cents', 'refunded_at', 'refund_reason'],
      payments.map((p, i) => [
        i + 1, p.inv.id, p.method, p.status, p.failure, p.inv.amount, stamp(p.at), p.refunded, p.refundedAt === null ? null : stamp(p.refundedAt), p.refundReason,
      ]),
    ),
    insertRows('app.workspace_daily_usage', ['workspace_id', 'day', 'active_users', 'messages_sent', 'huddle_minutes'], usageRows),
  ].join('\n');
}
