/**
 * A B2B software company's marketing (schema `mktg`, countries in `ref`): channels, campaigns (some under an umbrella
 * campaign through `parent_cd`), monthly spend with integer year/month columns, email sends, leads (keyed by
 * `lead_no`, tied to a campaign through `src_camp`, NULL for organic), conversions with revenue, and daily web
 * sessions per channel. Data runs from January 2024 to 2026-11-24; `today` is 2026-11-25.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const TODAY = '2026-11-25';
const LAST_DAY = '2026-11-24';
const r = seededRandom(20261125);

/** [code, name, paid flag, cost per lead, conversion chance] */
const CHANNELS: [string, string, string, number, number][] = [
  ['PSR', 'Paid Search', 'Y', 210, 0.12],
  ['SOC', 'Paid Social', 'Y', 260, 0.06],
  ['DSP', 'Display', 'Y', 420, 0.035],
  ['AFF', 'Affiliate', 'Y', 180, 0.09],
  ['EML', 'Email', 'N', 60, 0.1],
  ['EVT', 'Events', 'Y', 520, 0.2],
  ['WBN', 'Webinars', 'N', 90, 0.15],
  ['SEO', 'Organic Search', 'N', 0, 0.16],
];
/** [iso2, name, sales region, weight of leads] */
const COUNTRIES: [string, string, string, number][] = [
  ['US', 'United States', 'North America', 34], ['CA', 'Canada', 'North America', 6],
  ['MX', 'Mexico', 'Latin America', 3], ['BR', 'Brazil', 'Latin America', 4],
  ['GB', 'United Kingdom', 'EMEA', 11], ['DE', 'Germany', 'EMEA', 9], ['FR', 'France', 'EMEA', 6],
  ['NL', 'Netherlands', 'EMEA', 4], ['ES', 'Spain', 'EMEA', 3], ['IT', 'Italy', 'EMEA', 2], ['SE', 'Sweden', 'EMEA', 2],
  ['PL', 'Poland', 'EMEA', 2], ['IN', 'India', 'APAC', 5], ['JP', 'Japan', 'APAC', 2], ['AU', 'Australia', 'APAC', 5],
  ['SG', 'Singapore', 'APAC', 2],
];
const OWNERS = ['Priya Raman', 'Tom Becker', 'Alicia Gomez', 'Jonas Lindqvist', 'Mara Okafor', 'Kevin Tran', 'Sophie Laurent'];
/** Campaign themes per channel: [name, budget min, budget max, weeks min, weeks max] */
const THEMES: Record<string, [string, number, number, number, number][]> = {
  PSR: [['Competitor Conquest', 30000, 90000, 8, 14], ['Category Keywords', 25000, 80000, 8, 16], ['Feature Search', 20000, 60000, 6, 12]],
  SOC: [['LinkedIn Lead Gen', 20000, 70000, 6, 12], ['Retargeting', 15000, 45000, 6, 12], ['Video Awareness', 25000, 85000, 4, 10]],
  DSP: [['Programmatic Display', 15000, 60000, 6, 12], ['Account-Based Display', 20000, 55000, 8, 14]],
  AFF: [['Partner Referral', 5000, 25000, 8, 16], ['Review Sites', 6000, 22000, 8, 16]],
  EML: [['Nurture Track', 2000, 9000, 6, 12], ['Product Update Mailer', 1500, 6000, 3, 6], ['Win-Back', 2000, 7000, 4, 8]],
  EVT: [['Trade Show', 40000, 150000, 1, 2], ['Regional Roadshow', 25000, 80000, 2, 4], ['Executive Dinner', 15000, 40000, 1, 1]],
  WBN: [['Product Webinar', 3000, 12000, 3, 6], ['Expert Panel Webinar', 4000, 14000, 3, 6]],
};
const QUARTER_START = ['01-06', '04-06', '07-06', '10-05'];
/** Relative weight of a date for leads and traffic: busy in Q1 and autumn, quiet in summer and late December. */
const SEASON = [1.1, 1.0, 1.2, 1.0, 1.0, 0.9, 0.7, 0.7, 1.2, 1.3, 1.1, 0.6];

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const minDate = (a: string, b: string) => (a < b ? a : b);
const month = (iso: string) => Number(iso.slice(5, 7));

/** A date between two dates, weighted by the season. */
function seasonalDate(from: string, to: string): string {
  for (;;) {
    const d = r.date(from, to);
    if (r.next() * 1.3 < (SEASON[month(d) - 1] ?? 1)) return d;
  }
}

interface Campaign { cd: string; name: string; chan: string; parent: string | null; owner: string; start: string; end: string | null; budget: number; status: string }

function makeCampaigns(): Campaign[] {
  const list: Campaign[] = [];
  const seq: Record<string, number> = {};
  const code = (chan: string, year: number) => {
    const key = `${chan}${year}`;
    seq[key] = (seq[key] ?? 0) + 1;
    return `${chan}-${String(year).slice(2)}${String(seq[key]).padStart(2, '0')}`;
  };
  // Always-on campaigns, still running (no end date).
  list.push({ cd: 'PSR-AON', name: 'Brand Search Always-On', chan: 'PSR', parent: null, owner: 'Kevin Tran', start: '2024-01-08', end: null, budget: 420000, status: 'Active' });
  list.push({ cd: 'EML-NWS', name: 'Monthly Customer Newsletter', chan: 'EML', parent: null, owner: 'Mara Okafor', start: '2024-01-08', end: null, budget: 36000, status: 'Active' });
  list.push({ cd: 'AFF-AON', name: 'Affiliate Program Always-On', chan: 'AFF', parent: null, owner: 'Jonas Lindqvist', start: '2024-03-04', end: null, budget: 150000, status: 'Active' });
  for (const year of [2024, 2025, 2026]) {
    QUARTER_START.forEach((qStart, q) => {
      // One umbrella launch campaign per spring and autumn; several children point at it.
      let umbrella: string | null = null;
      if (q === 1 || q === 3) {
        const cd = code('SOC', year);
        const name = `${q === 1 ? 'Spring' : 'Autumn'} Launch ${year}`;
        const start = addDays(`${year}-${qStart}`, r.int(0, 10));
        list.push({ cd, name, chan: 'SOC', parent: null, owner: r.pick(OWNERS), start, end: addDays(start, 7 * r.int(10, 12)), budget: r.int(120, 200) * 1000, status: '' });
        umbrella = cd;
      }
      for (const [chan, themes] of Object.entries(THEMES)) {
        const count = chan === 'EVT' || chan === 'AFF' ? r.int(0, 1) : r.int(1, 2);
        const picked = r.shuffle(themes).slice(0, count);
        for (const [theme, bMin, bMax, wMin, wMax] of picked) {
          const start = addDays(`${year}-${qStart}`, r.int(0, 45));
          const end = addDays(start, 7 * r.int(wMin, wMax) - 1);
          list.push({
            cd: code(chan, year),
            name: `${theme} Q${q + 1} ${year}`,
            chan,
            parent: umbrella && r.chance(0.45) ? umbrella : null,
            owner: r.pick(OWNERS),
            start,
            end,
            budget: Math.round(r.int(bMin, bMax) / 500) * 500,
            status: '',
          });
        }
      }
    });
  }
  // Planned campaigns for next year.
  list.push({ cd: 'EVT-2701', name: 'Trade Show Q1 2027', chan: 'EVT', parent: null, owner: 'Alicia Gomez', start: '2027-02-15', end: '2027-02-17', budget: 135000, status: 'Planned' });
  list.push({ cd: 'PSR-2701', name: 'Competitor Conquest Q1 2027', chan: 'PSR', parent: null, owner: 'Kevin Tran', start: '2027-01-11', end: '2027-03-28', budget: 70000, status: 'Planned' });
  for (const c of list) {
    if (c.status) continue;
    if (c.start > TODAY) c.status = 'Planned';
    else if (c.end !== null && c.end < TODAY) c.status = 'Completed';
    else c.status = 'Active';
  }
  // A few campaigns were stopped early.
  for (const cd of ['DSP-2503', 'SOC-2406', 'WBN-2603']) {
    const c = list.find((x) => x.cd === cd);
    if (c && c.start < TODAY) {
      c.status = 'Cancelled';
      c.end = addDays(c.start, r.int(6, 13));
    }
  }
  return list;
}

export function datasetSql(): string {
  const campaigns = makeCampaigns();
  const chanOf = new Map(CHANNELS.map((c) => [c[0], c]));

  // Monthly spend: the budget times an over/under-spend factor, spread over the days the campaign ran.
  const spend: unknown[][] = [];
  for (const c of campaigns) {
    if (c.status === 'Planned') continue;
    const last = minDate(c.end ?? LAST_DAY, LAST_DAY);
    const runDays = daysBetween(c.start, c.end ?? '2026-12-31') + 1;
    const factor = c.status === 'Cancelled' ? 0.1 : c.end === null ? 0.97 : r.weighted([[r.float(0.72, 0.98), 6], [r.float(1.02, 1.18), 1]]);
    const byMonth = new Map<string, number>();
    for (let d = c.start; d <= last; d = addDays(d, 1)) byMonth.set(d.slice(0, 7), (byMonth.get(d.slice(0, 7)) ?? 0) + 1);
    for (const [ym, days] of byMonth) {
      const amt = Number(((c.budget * factor * days) / runDays * r.float(0.9, 1.1)).toFixed(2));
      const paidMedia = ['PSR', 'SOC', 'DSP', 'AFF'].includes(c.chan);
      const impr = paidMedia ? Math.round((amt / r.float(6, 18)) * 1000) : null;
      const clicks = impr === null ? null : Math.round(impr * (c.chan === 'PSR' ? r.float(0.03, 0.06, 4) : r.float(0.003, 0.012, 4)));
      spend.push([c.cd, Number(ym.slice(0, 4)), Number(ym.slice(5, 7)), amt, impr, clicks]);
    }
  }

  // Email sends for the email campaigns (and invitations for webinars).
  const sends: unknown[][] = [];
  for (const c of campaigns) {
    if (!['EML', 'WBN'].includes(c.chan) || c.status === 'Planned') continue;
    const last = minDate(c.end ?? LAST_DAY, LAST_DAY);
    const step = c.cd === 'EML-NWS' ? 28 : 7 * r.int(1, 2);
    for (let d = addDays(c.start, r.int(0, 3)); d <= last; d = addDays(d, step)) {
      const audience = c.cd === 'EML-NWS' ? 'Customers' : c.chan === 'WBN' ? 'Prospects' : r.weighted([['Prospects', 3], ['Customers', 1], ['Trial Users', 2]]);
      const sent = r.int(audience === 'Customers' ? 8000 : 3000, audience === 'Customers' ? 16000 : 30000);
      const opened = Math.round(sent * r.float(0.16, 0.48, 3));
      const clicked = Math.round(opened * r.float(0.04, 0.22, 3));
      sends.push([sends.length + 1001, c.cd, d, audience, sent, opened, clicked, Math.round(sent * r.float(0.0005, 0.006, 4))]);
    }
  }

  // Leads: campaign leads in proportion to budget over cost per lead, plus organic ones.
  const leads: unknown[][] = [];
  const conversions: unknown[][] = [];
  const planWeights: [string, number][] = [['Starter', 55], ['Pro', 35], ['Enterprise', 10]];
  const revenue = (plan: string) =>
    plan === 'Starter' ? r.int(12, 48) * 100 : plan === 'Pro' ? r.int(60, 240) * 100 : r.int(30, 150) * 1000;
  const addLead = (src: string | null, chan: string, from: string, to: string) => {
    const created = seasonalDate(from, to);
    const age = daysBetween(created, TODAY);
    const [, , , , convChance] = chanOf.get(chan) ?? CHANNELS[0];
    let convDt: string | null = null;
    if (age > 10 && r.chance(convChance)) {
      convDt = addDays(created, r.int(7, 80));
      if (convDt > LAST_DAY) convDt = null;
    }
    let status: string;
    if (convDt) status = 'Converted';
    else if (age <= 30) status = r.weighted([['New', 7], ['Qualified', 3]]);
    else if (age <= 90) status = r.weighted([['New', 2], ['Qualified', 5], ['Lost', 3]]);
    else status = r.weighted([['New', 1], ['Qualified', 5], ['Lost', 12]]);
    const leadNo = 500001 + leads.length;
    const country = r.chance(0.03) ? null : r.weighted(COUNTRIES.map((c) => [c[0], c[3]] as const));
    const score = r.chance(0.1) ? null : Math.min(100, Math.max(1, Math.round((status === 'Converted' ? 70 : 45) + (r.next() - 0.5) * 60)));
    leads.push([leadNo, src, created, country, status, status === 'Converted' ? 'Y' : 'N', score]);
    if (convDt) {
      const plan = r.weighted(planWeights);
      conversions.push([leadNo, convDt, plan, revenue(plan)]);
      const upsell = addDays(convDt, r.int(60, 300));
      if (r.chance(0.08) && upsell <= LAST_DAY) conversions.push([leadNo, upsell, plan === 'Starter' ? 'Pro' : 'Enterprise', revenue(plan === 'Starter' ? 'Pro' : 'Enterprise')]);
    }
  };
  for (const c of campaigns) {
    if (c.status === 'Planned' || c.status === 'Cancelled') continue;
    const cpl = chanOf.get(c.chan)?.[3] ?? 200;
    const last = minDate(addDays(c.end ?? LAST_DAY, 10), LAST_DAY);
    const n = Math.round((c.end === null ? c.budget * (daysBetween(c.start, LAST_DAY) / 1090) : c.budget) / cpl * r.float(0.25, 0.45));
    for (let i = 0; i < n; i++) addLead(c.cd, c.chan, c.start, last);
  }
  for (let i = 0; i < 1200; i++) addLead(null, 'SEO', '2024-01-01', LAST_DAY);
  leads.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || Number(a[0]) - Number(b[0]));
  // Lead numbers follow creation order.
  const renumber = new Map<number, number>();
  leads.forEach((row, i) => {
    renumber.set(Number(row[0]), 500001 + i);
    row[0] = 500001 + i;
  });
  conversions.sort((a, b) => String(a[1]).localeCompare(String(b[1])) || Number(renumber.get(Number(a[0]))) - Number(renumber.get(Number(b[0]))));
  const convRows = conversions.map((row, i) => [`CV-${String(i + 1).padStart(5, '0')}`, renumber.get(Number(row[0])), row[1], row[2], row[3]]);

  // Daily web sessions per channel, growing about 25% a year, lighter at weekends.
  const baseSessions: Record<string, number> = { PSR: 900, SOC: 420, DSP: 260, AFF: 150, EML: 300, EVT: 40, WBN: 80, SEO: 1500 };
  const web: unknown[][] = [];
  for (let d = '2024-01-01'; d <= LAST_DAY; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    const trend = 1 + 0.25 * (daysBetween('2024-01-01', d) / 365);
    for (const [chan] of CHANNELS) {
      const sessions = Math.round((baseSessions[chan] ?? 100) * trend * (SEASON[month(d) - 1] ?? 1) * (weekday === 0 || weekday === 6 ? 0.45 : 1) * r.float(0.85, 1.15));
      web.push([d, chan, sessions, Math.round(sessions * r.float(0.32, 0.62, 3)), Math.round(sessions * r.float(0.004, 0.02, 4))]);
    }
  }

  return [
    'CREATE SCHEMA mktg;',
    'CREATE SCHEMA ref;',
    'CREATE TABLE ref.countries (iso2 char(2) PRIMARY KEY, country_nm text NOT NULL, sales_region text NOT NULL);',
    "CREATE TABLE mktg.channels (chan_cd text PRIMARY KEY, chan_nm text NOT NULL, paid_flg char(1) NOT NULL);",
    `CREATE TABLE mktg.campaigns (camp_cd text PRIMARY KEY, camp_nm text NOT NULL, chan_cd text NOT NULL, parent_cd text,
  owner_nm text, start_dt date NOT NULL, end_dt date, budget_amt numeric(12,2) NOT NULL, status text NOT NULL);`,
    `CREATE TABLE mktg.camp_spend (camp_cd text NOT NULL, spend_yr integer NOT NULL, spend_mo integer NOT NULL,
  spend_amt numeric(12,2) NOT NULL, impr integer, clicks integer, PRIMARY KEY (camp_cd, spend_yr, spend_mo));`,
    `CREATE TABLE mktg.email_sends (send_no integer PRIMARY KEY, camp_cd text NOT NULL, send_dt date NOT NULL, audience text,
  sent_qty integer NOT NULL, opened_qty integer NOT NULL, clicked_qty integer NOT NULL, unsub_qty integer NOT NULL);`,
    `CREATE TABLE mktg.leads (lead_no integer PRIMARY KEY, src_camp text, created_dt date NOT NULL, country_cd char(2),
  status text NOT NULL, converted char(1) NOT NULL, score integer);`,
    `CREATE TABLE mktg.conversions (conv_ref text PRIMARY KEY, lead_no integer NOT NULL, conv_dt date NOT NULL, plan_cd text NOT NULL,
  rev_amt numeric(12,2) NOT NULL);`,
    'CREATE TABLE mktg.web_sessions (sess_dt date NOT NULL, chan_cd text NOT NULL, sessions integer NOT NULL, bounces integer NOT NULL, signups integer NOT NULL);',
    insertRows('ref.countries', ['iso2', 'country_nm', 'sales_region'], COUNTRIES.map((c) => [c[0], c[1], c[2]])),
    insertRows('mktg.channels', ['chan_cd', 'chan_nm', 'paid_flg'], CHANNELS.map((c) => [c[0], c[1], c[2]])),
    insertRows(
      'mktg.campaigns',
      ['camp_cd', 'camp_nm', 'chan_cd', 'parent_cd', 'owner_nm', 'start_dt', 'end_dt', 'budget_amt', 'status'],
      campaigns.map((c) => [c.cd, c.name, c.chan, c.parent, c.owner, c.start, c.end, c.budget, c.status]),
    ),
    insertRows('mktg.camp_spend', ['camp_cd', 'spend_yr', 'spend_mo', 'spend_amt', 'impr', 'clicks'], spend),
    insertRows('mktg.email_sends', ['send_no', 'camp_cd', 'send_dt', 'audience', 'sent_qty', 'opened_qty', 'clicked_qty', 'unsub_qty'], sends),
    insertRows('mktg.leads', ['lead_no', 'src_camp', 'created_dt', 'country_cd', 'status', 'converted', 'score'], leads),
    insertRows('mktg.conversions', ['conv_ref', 'lead_no', 'conv_dt', 'plan_cd', 'rev_amt'], convRows),
    insertRows('mktg.web_sessions', ['sess_dt', 'chan_cd', 'sessions', 'bounces', 'signups'], web),
  ].join('\n');
}
