/**
 * Lumenfield Software, a B2B SaaS vendor (workflow-automation platform with a web app, mobile app and public API)
 * selling to companies in North America, EMEA, APAC and Latin America. This is the customer support desk's
 * database, exported nightly from the help-desk tool into the `sd` (service desk) schema. Ticket history starts on
 * 2025-01-01, when the current help-desk tool went live (nothing earlier is recorded); the last export ran on the
 * evening of 2026-11-24. All timestamps are UTC, without time zone.
 *
 * Schema `sd`:
 * - `team`: support teams. `team_cd` PK: T1NA Tier 1 Americas (North America and Latin America customers), T1EU
 *   Tier 1 EMEA, T1AP Tier 1 APAC, T2PL Tier 2 Platform (urgent/high bugs and performance problems), T2IN Tier 2
 *   Integrations (API and integration questions), BILL Billing & Accounts; `team_nm`; `q_email` the team's queue
 *   address; `lead_no` the agt_no of the team lead.
 * - `agent`: everybody in the support organisation. `agt_no` PK; `first_nm`, `last_nm`; `email`; `team_cd` the
 *   team (empty for the support managers and the director, who do not take tickets); `role_cd` AGT agent, LEAD team
 *   lead (also takes some tickets), MGR support manager, DIR director of support; `skill_lvl` 1 junior, 2
 *   experienced, 3 senior; `rpt_to` the agt_no of the person this agent reports to (agents report to their team lead,
 *   leads to a support manager, managers to the director; empty for the director); `loc_cd` office AUS Austin, DUB
 *   Dublin, MNL Manila; `hire_dt`; `end_dt` the last working day of someone who has left the company (empty while
 *   still employed); `sts` A active, L on leave (still employed, takes no new tickets), X left the company.
 * - `cust_org`: customer organisations (accounts). `org_no` PK like C1042; `org_nm`; `tier_cd` the plan tier the
 *   customer is on now: ENT Enterprise, PRO Professional, STD Standard (no history of earlier tiers is kept);
 *   `rgn_cd` NA North America, EMEA, APAC, LATAM; `lic_seats` licensed seats (users paid for); `actv_users` users who
 *   logged in during the last 30 days; `arr_amt` annual recurring revenue (subscription value per year) in US
 *   dollars, 0 for trials; `since_yr` the year the organisation became a customer; `renew_dt` the contract's next
 *   renewal date as text 'YYYYMMDD' (for churned customers the date the contract ended, for trials the day the trial
 *   ends); `churn_dt` the day a customer cancelled (empty while still a customer); `sts` A active customer, T on a
 *   free trial, C churned (cancelled).
 * - `contact`: people at customer organisations who can open tickets. `cntc_no` PK; `org_no`; `first_nm`,
 *   `last_nm`; `email`; `role_cd` ADM workspace administrator, USR end user, BIL billing contact; `vip_flg` Y for
 *   executive sponsors and other contacts flagged for white-glove handling, N otherwise; `actv_yn` N for contacts
 *   who have been deactivated.
 * - `sla_pol`: SLA policies, one row per priority and version. `pol_cd` PK; `prio_cd` the priority it applies to;
 *   `frst_rsp_min` first-response target in minutes (time from ticket opened to the first public reply from an
 *   agent); `rslv_hrs` resolution target in hours (opened to solved); `eff_dt` first day the version applied;
 *   `end_dt` last day it applied (empty for the version in force now). Targets are in calendar (24x7) time and the
 *   clock is not paused while a ticket waits on the customer. Each ticket is stamped with the policy version in force
 *   when it was opened.
 * - `tkt`: support tickets. `tkt_no` PK; `org_no` the customer organisation; `cntc_no` the contact who raised it;
 *   `team_cd` the team that owns it; `asgn_agt` the agt_no of the assignee (empty for new tickets nobody has picked
 *   up yet); `prio_cd` P1 urgent (production down), P2 high, P3 normal, P4 low; `sts_cd` N new (not yet picked up),
 *   O open (agent working on it), P pending (waiting for the customer's reply), H on hold (waiting on engineering or
 *   a third party), S solved, C closed (solved tickets lock 4 days after solving and can no longer be reopened); a
 *   ticket is unresolved (in the backlog) while sts_cd is N, O, P or H; `chnl_cd` how it came in: E email, W web
 *   portal form, C live chat, P phone, A API; `cat_cd` category: BUG defect, HOWTO usage question, ACCESS login /
 *   permissions / SSO, BILL billing and invoices, INTEG integrations and API, PERF performance and slowness, FEAT
 *   feature request; `subj` the subject line; `opened_ts` when the ticket was created; `frst_rsp_ts` the first
 *   public agent reply (empty until there is one); `rslv_ts` when the ticket was last solved (empty while it is
 *   unresolved, including tickets that were reopened and are open again); `reopen_cnt` how many times the customer
 *   reopened it after it was solved; `sla_cd` the pol_cd of the SLA policy version that applies.
 * - `tkt_cmt`: the ticket conversation. `cmt_id` PK; `tkt_no`; `cmt_ts`; `auth_typ` A agent, C customer contact,
 *   S system (automatic notes such as escalation links); `agt_no` the writing agent (agent comments), `cntc_no` the
 *   writing contact (customer comments); `pub_yn` Y public reply visible to the customer, N internal note;
 *   `body_txt` the first part of the text.
 * - `csat_svy`: customer-satisfaction surveys. One survey is emailed to the contact when a ticket is solved (not for
 *   API tickets, and only to about three in four otherwise); most are never answered. `svy_no` PK; `tkt_no`;
 *   `sent_dt`; `rsp_dt` the day the customer answered (empty if not answered); `rating` 1 very dissatisfied to 5 very
 *   satisfied (empty if not answered); `cmnt_txt` optional free-text comment.
 * - `eng_esc`: escalations from support to engineering. `esc_no` PK like ESC-0412; `tkt_no`; `esc_ts` when it was
 *   escalated; `esc_by` the agt_no who escalated it; `eng_team` CORE core platform, WEB web app, MOB mobile apps, API
 *   public API, DATA data/reporting; `sev_cd` S1 critical, S2 major, S3 minor; `jira_key` the engineering issue;
 *   `esc_sts` O open (not started), I in progress, F fixed, W won't fix, D duplicate / not a bug; `cls_dt` the day
 *   engineering closed it (empty while O or I). Support sometimes solves the ticket with a workaround while the
 *   escalation stays open.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-24T23:00:00Z');
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const tsOf = (t: number) => new Date(Math.floor(t / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;

type Role = 'AGT' | 'LEAD' | 'MGR' | 'DIR';
interface Agent {
  no: number; first: string; last: string; team: string | null; role: Role; skill: number; rpt: number | null; loc: string;
  hire: string; end: string | null; leave: string | null; cap: number; speed: number; csat: number; reopen: number;
}

// no, first, last, team, role, skill, reports to, loc, hire, end, leave-from, capacity, response-speed factor,
// csat adjustment, reopen factor
const AGENTS: Agent[] = ([
  [101, 'Marcus', 'Bell', null, 'DIR', 3, null, 'AUS', '2019-03-04', null, null, 0, 1, 0, 1],
  [102, 'Alicia', 'Moreno', null, 'MGR', 3, 101, 'AUS', '2020-06-15', null, null, 0, 1, 0, 1],
  [103, 'Henrik', 'Dahl', null, 'MGR', 3, 101, 'DUB', '2021-01-11', null, null, 0, 1, 0, 1],
  [110, 'Jordan', 'Price', 'T1NA', 'LEAD', 3, 102, 'AUS', '2020-09-08', null, null, 0.35, 0.9, 0.1, 0.9],
  [111, 'Tyler', 'Brooks', 'T1NA', 'AGT', 2, 110, 'AUS', '2021-05-17', null, null, 1.2, 1.0, 0.0, 1.0],
  [112, 'Maya', 'Jensen', 'T1NA', 'AGT', 3, 110, 'AUS', '2020-11-02', null, null, 1.1, 0.8, 0.25, 0.7],
  [113, 'Carlos', 'Ortega', 'T1NA', 'AGT', 2, 110, 'AUS', '2022-02-14', null, null, 1.0, 1.1, -0.1, 1.1],
  [114, 'Brianna', 'Cole', 'T1NA', 'AGT', 1, 110, 'AUS', '2023-08-21', '2026-03-13', null, 0.9, 1.5, -0.5, 1.8],
  [115, 'Evan', 'Murphy', 'T1NA', 'AGT', 2, 110, 'AUS', '2022-07-11', null, '2026-10-05', 1.0, 1.0, 0.05, 1.0],
  [116, 'Keisha', 'Grant', 'T1NA', 'AGT', 1, 110, 'AUS', '2026-04-06', null, null, 0.9, 1.3, -0.2, 1.4],
  [117, 'Noah', 'Fischer', 'T1NA', 'AGT', 2, 110, 'AUS', '2024-01-08', null, null, 1.1, 1.6, -0.45, 1.3],
  [120, 'Siobhan', 'Kelly', 'T1EU', 'LEAD', 3, 102, 'DUB', '2021-03-01', null, null, 0.35, 0.9, 0.15, 0.8],
  [121, 'Ciara', 'Byrne', 'T1EU', 'AGT', 2, 120, 'DUB', '2021-09-13', null, null, 1.1, 0.9, 0.1, 0.9],
  [122, 'Lukas', 'Weber', 'T1EU', 'AGT', 2, 120, 'DUB', '2022-04-04', null, null, 1.0, 1.0, 0.0, 1.0],
  [123, 'Sophie', 'Laurent', 'T1EU', 'AGT', 3, 120, 'DUB', '2021-06-28', null, null, 1.2, 0.8, 0.2, 0.8],
  [124, 'Tomasz', 'Nowak', 'T1EU', 'AGT', 1, 120, 'DUB', '2024-09-16', null, null, 0.9, 1.4, -0.3, 1.7],
  [125, 'Aoife', 'Walsh', 'T1EU', 'AGT', 2, 120, 'DUB', '2023-02-06', null, null, 1.0, 1.0, 0.05, 1.0],
  [130, 'Rafael', 'Santos', 'T1AP', 'LEAD', 3, 102, 'MNL', '2021-08-02', null, null, 0.4, 0.9, 0.1, 0.9],
  [131, 'Joy', 'Reyes', 'T1AP', 'AGT', 2, 130, 'MNL', '2022-01-17', null, null, 1.1, 0.9, 0.1, 0.9],
  [132, 'Mark', 'Villanueva', 'T1AP', 'AGT', 2, 130, 'MNL', '2022-10-03', null, null, 1.0, 1.1, -0.05, 1.1],
  [133, 'Anna', 'Cruz', 'T1AP', 'AGT', 1, 130, 'MNL', '2023-05-22', '2025-10-31', null, 1.0, 1.3, -0.2, 1.3],
  [134, 'Paolo', 'Dizon', 'T1AP', 'AGT', 1, 130, 'MNL', '2025-11-17', null, null, 1.0, 1.2, -0.1, 1.2],
  [135, 'Liza', 'Ramos', 'T1AP', 'AGT', 2, 130, 'MNL', '2023-03-13', null, null, 1.0, 1.0, 0.0, 1.0],
  [140, 'Wei', 'Zhang', 'T2PL', 'LEAD', 3, 103, 'AUS', '2020-10-19', null, null, 0.4, 0.9, 0.1, 0.8],
  [141, 'Derek', 'Olsen', 'T2PL', 'AGT', 3, 140, 'AUS', '2021-02-22', null, null, 1.1, 0.9, 0.1, 0.8],
  [142, 'Fatima', 'Haddad', 'T2PL', 'AGT', 3, 140, 'DUB', '2022-05-09', null, null, 1.1, 0.9, 0.15, 0.9],
  [143, 'Ben', 'Kowalski', 'T2PL', 'AGT', 2, 140, 'AUS', '2022-11-28', '2026-08-28', null, 1.0, 1.2, -0.15, 1.2],
  [144, 'Nina', 'Petrova', 'T2PL', 'AGT', 2, 140, 'DUB', '2024-03-04', null, null, 1.0, 1.0, 0.0, 1.0],
  [150, 'Priya', 'Nair', 'T2IN', 'LEAD', 3, 103, 'DUB', '2021-04-12', null, null, 0.45, 0.9, 0.15, 0.8],
  [151, 'Sam', 'Oduya', 'T2IN', 'AGT', 2, 150, 'DUB', '2022-08-15', null, null, 1.1, 1.0, 0.0, 1.0],
  [152, 'Grace', 'Lin', 'T2IN', 'AGT', 3, 150, 'AUS', '2021-12-06', null, null, 1.0, 0.8, 0.2, 0.8],
  [153, 'Omar', 'Sheikh', 'T2IN', 'AGT', 2, 150, 'MNL', '2023-06-19', null, null, 1.0, 1.1, -0.05, 1.1],
  [160, 'Dana', 'Whitfield', 'BILL', 'LEAD', 3, 103, 'AUS', '2020-07-27', null, null, 0.6, 0.9, 0.1, 0.9],
  [161, 'Rachel', 'Tan', 'BILL', 'AGT', 2, 160, 'AUS', '2022-03-21', null, null, 1.1, 1.0, 0.05, 1.0],
  [162, 'Victor', 'Alvarez', 'BILL', 'AGT', 2, 160, 'AUS', '2023-01-09', '2026-10-16', null, 1.0, 1.1, -0.1, 1.1],
] as const).map(([no, first, last, team, role, skill, rpt, loc, hire, end, leave, cap, speed, csat, reopen]) => ({
  no, first, last, team, role, skill, rpt, loc, hire, end, leave, cap, speed, csat, reopen,
}));

const TEAMS: [string, string, string, number][] = [
  ['T1NA', 'Tier 1 - Americas', 'support-americas@lumenfield.io', 110],
  ['T1EU', 'Tier 1 - EMEA', 'support-emea@lumenfield.io', 120],
  ['T1AP', 'Tier 1 - APAC', 'support-apac@lumenfield.io', 130],
  ['T2PL', 'Tier 2 - Platform', 'platform-escalations@lumenfield.io', 140],
  ['T2IN', 'Tier 2 - Integrations', 'integrations-support@lumenfield.io', 150],
  ['BILL', 'Billing & Accounts', 'billing@lumenfield.io', 160],
];

const SLA: [string, string, number, number, string, string | null][] = [
  ['P1-2024', 'P1', 60, 24, '2024-01-01', '2025-12-31'],
  ['P2-2024', 'P2', 240, 72, '2024-01-01', '2025-12-31'],
  ['P3-2024', 'P3', 480, 120, '2024-01-01', null],
  ['P4-2024', 'P4', 1440, 240, '2024-01-01', null],
  ['P1-2026', 'P1', 30, 24, '2026-01-01', null],
  ['P2-2026', 'P2', 120, 72, '2026-01-01', null],
];
const slaFor = (prio: string, opened: number) => {
  const d = isoOf(opened);
  const p = SLA.find((s) => s[1] === prio && s[4] <= d && (s[5] === null || d <= s[5]));
  if (!p) throw new Error(`no SLA for ${prio} ${d}`);
  return p;
};

const WORD_A = ['Northwind', 'Bluepeak', 'Cedar', 'Harbor', 'Ironwood', 'Juniper', 'Keystone', 'Lakeshore', 'Meridian', 'Oakridge',
  'Pinnacle', 'Quartz', 'Redline', 'Silverline', 'Summit', 'Tidewater', 'Trillium', 'Vantage', 'Westbrook', 'Aspen', 'Brightwater',
  'Copperleaf', 'Driftwood', 'Evergreen', 'Falcon', 'Granite', 'Highland', 'Larkspur', 'Maple', 'Orion', 'Polaris', 'Riverbend',
  'Sable', 'Stonegate', 'Thornbury', 'Atlas', 'Beacon', 'Crescent', 'Delta', 'Foxglove'];
const WORD_B = ['Logistics', 'Health', 'Analytics', 'Manufacturing', 'Insurance', 'Foods', 'Energy', 'Retail Group', 'Labs', 'Capital',
  'Engineering', 'Media', 'Pharma', 'Freight', 'Dental Partners', 'Hospitality', 'Legal LLP', 'Realty', 'Systems', 'Education'];
const FIRST = ['James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Mia', 'Lucas', 'Amelia', 'Mateo', 'Harper', 'Aarav', 'Chloe',
  'Hiro', 'Yuki', 'Lena', 'Jonas', 'Elena', 'Diego', 'Sara', 'Ahmed', 'Fiona', 'Kenji', 'Isla', 'Oscar', 'Zara', 'Raj', 'Nora', 'Felix',
  'Chen', 'Marta', 'Pedro', 'Ingrid', 'Tariq', 'Grace', 'Owen', 'Leila', 'Sven', 'Camila'];
const LAST = ['Smith', 'Johnson', 'Patel', 'Garcia', 'Müller', 'Rossi', 'Tanaka', 'Nguyen', 'Kim', 'Silva', 'Brown', 'Dubois', 'Novak',
  'Larsen', 'Hughes', 'Okafor', 'Schmidt', 'Costa', 'Ali', 'Wright', 'Lopez', 'Clarke', 'Murray', 'Sato', 'Haas', 'Moreau', 'Reid',
  'Bianchi', 'Kaur', 'Walker'];

interface Org {
  no: string; nm: string; tier: 'ENT' | 'PRO' | 'STD'; rgn: string; seats: number; users: number; arr: number; start: string;
  renew: string; churn: string | null; sts: 'A' | 'T' | 'C'; act: number; quiet: boolean; contacts: Contact[];
}
interface Contact { no: number; org: Org; first: string; last: string; email: string; role: string; vip: 'Y' | 'N'; actv: 'Y' | 'N' }

interface Cmt { tkt: Tkt; ts: number; auth: 'A' | 'C' | 'S'; agt: number | null; cntc: number | null; pub: 'Y' | 'N'; body: string }
interface Tkt {
  no: number; org: Org; cntc: Contact; team: string; agt: Agent | null; prio: string; sts: string; chnl: string; cat: string; subj: string;
  opened: number; frt: number | null; rslv: number | null; reopen: number; sla: string; cmts: Cmt[];
}
interface Esc { no: string; tkt: Tkt; ts: number; by: number; eng: string; sev: string; jira: string; sts: string; cls: string | null }
interface Svy { no: number; tkt: Tkt; sent: string; rsp: string | null; rating: number | null; cmnt: string | null }

function gauss(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  const v = r.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
const logn = (r: SeededRandom, median: number, sigma: number) => median * Math.exp(sigma * gauss(r));
const poisson = (r: SeededRandom, lambda: number): number => r.poisson(lambda);
const yyyymmdd = (iso: string) => iso.replace(/-/g, '');
const anniversaryAfter = (start: string, after: string): string => {
  const md = start.slice(5);
  let y = Number(after.slice(0, 4));
  const fix = (yy: number) => (md === '02-29' ? `${yy}-02-28` : `${yy}-${md}`);
  while (fix(y) <= after) y++;
  return fix(y);
};

const SUBJ: Record<string, string[]> = {
  BUG: ['Workflow runs stuck in queued state', 'Error 500 when saving a form', 'Approval step skipped unexpectedly', 'Export to CSV drops rows',
    'Mobile app crashes on launch', 'Notifications sent twice', 'Date field shows wrong timezone', 'Dashboard widgets not loading'],
  HOWTO: ['How do I set up conditional routing?', 'Question about recurring schedules', 'How to bulk import users', 'Best way to build an approval chain',
    'Can we restrict a form to one department?', 'How do I clone a workflow?'],
  ACCESS: ['SSO login fails for new users', 'Locked out after password reset', 'User cannot see shared workspace', 'SAML certificate expiring',
    'Need admin rights transferred', 'MFA codes not arriving'],
  BILL: ['Invoice shows wrong seat count', 'Update billing contact', 'Question about renewal quote', 'Request for VAT invoice', 'Charged twice this month',
    'Need W-9 / tax form'],
  INTEG: ['Salesforce sync failing', 'Webhook deliveries timing out', 'API rate limit questions', 'Slack integration not posting', 'OAuth token refresh error',
    'Zapier connector missing fields'],
  PERF: ['Reports very slow to load', 'Workflow editor lagging', 'API latency spikes', 'Search takes 30+ seconds'],
  FEAT: ['Feature request: dark mode', 'Request: export to PDF', 'Would like custom fields on tasks', 'Request: more granular permissions',
    'Feature request: Teams integration'],
};

export function datasetSql(): string {
  const r = seededRandom(41207);
  const agentBy = new Map(AGENTS.map((a) => [a.no, a]));

  // ---------- customer organisations ----------
  const names = new Set<string>();
  const orgs: Org[] = [];
  const tiers: ('ENT' | 'PRO' | 'STD')[] = r.shuffle([...Array<'ENT'>(22).fill('ENT'), ...Array<'PRO'>(46).fill('PRO'), ...Array<'STD'>(64).fill('STD')]);
  for (const tier of tiers) {
    let nm: string;
    do nm = `${r.pick(WORD_A)} ${r.pick(WORD_B)}`;
    while (names.has(nm));
    names.add(nm);
    const rgn = r.weighted<string>([['NA', 54], ['EMEA', 28], ['APAC', 12], ['LATAM', 6]]);
    const seats = tier === 'ENT' ? r.int(30, 500) * 10 : tier === 'PRO' ? r.int(10, 80) * 5 : r.int(3, 60);
    const perSeat = tier === 'ENT' ? r.float(190, 260, 0) : tier === 'PRO' ? r.float(240, 320, 0) : r.float(300, 380, 0);
    const start = tier === 'ENT' ? r.date('2016-02-01', '2024-10-31')
      : tier === 'PRO' ? r.weighted<string>([[r.date('2017-01-01', '2024-12-31'), 80], [r.date('2025-01-01', '2026-06-30'), 20]])
        : r.weighted<string>([[r.date('2018-01-01', '2024-12-31'), 65], [r.date('2025-01-01', '2026-09-30'), 35]]);
    orgs.push({
      no: '', nm, tier, rgn, seats, users: Math.max(1, Math.round(seats * r.float(0.45, 0.97))), arr: round2(seats * perSeat), start,
      renew: '', churn: null, sts: 'A', act: Math.exp(0.45 * gauss(r)), quiet: false, contacts: [],
    });
  }
  // over-deployed customers (more active users than seats paid for)
  for (const o of r.shuffle(orgs).slice(0, 7)) o.users = o.seats + Math.max(1, Math.round(o.seats * r.float(0.03, 0.25)));
  // churned customers cancel at a renewal date
  const churnable = r.shuffle(orgs.filter((o) => o.tier !== 'ENT' && o.start < '2025-01-01'));
  let churned = 0;
  for (const o of churnable) {
    if (churned >= 13) break;
    const end = anniversaryAfter(o.start, r.date('2025-02-01', '2026-11-10'));
    if (end > '2026-11-20') continue;
    o.churn = end;
    o.renew = end;
    o.sts = 'C';
    churned++;
  }
  const entChurn = orgs.find((o) => o.tier === 'ENT' && o.start.slice(5) > '04-01' && o.start.slice(5) < '06-30');
  if (entChurn) {
    entChurn.churn = `2026-${entChurn.start.slice(5)}`;
    entChurn.renew = entChurn.churn;
    entChurn.sts = 'C';
  }
  for (const o of orgs) if (!o.churn) o.renew = anniversaryAfter(o.start, '2026-11-25');
  // quiet enterprise accounts: rarely file tickets and none since the summer
  const quiet = r.shuffle(orgs.filter((o) => o.tier === 'ENT' && o.sts === 'A')).slice(0, 4);
  for (const o of quiet) {
    o.quiet = true;
    o.act = 0.2;
  }
  // trials
  for (let i = 0; i < 4; i++) {
    let nm: string;
    do nm = `${r.pick(WORD_A)} ${r.pick(WORD_B)}`;
    while (names.has(nm));
    names.add(nm);
    const start = r.date('2026-10-27', '2026-11-18');
    const seats = r.int(5, 25);
    orgs.push({
      no: '', nm, tier: r.chance(0.5) ? 'PRO' : 'STD', rgn: r.weighted<string>([['NA', 60], ['EMEA', 30], ['APAC', 10]]), seats,
      users: r.int(2, seats), arr: 0, start, renew: yyyymmdd(isoOf(ms(start) + 30 * DAY)), churn: null, sts: 'T', act: 1.5, quiet: false, contacts: [],
    });
  }
  orgs.sort((a, b) => a.start.localeCompare(b.start) || a.nm.localeCompare(b.nm));
  let orgSeq = 1000;
  for (const o of orgs) {
    o.no = `C${(orgSeq += r.int(1, 9))}`;
    if (o.sts !== 'T') o.renew = yyyymmdd(o.renew);
  }

  // ---------- contacts ----------
  const contacts: Contact[] = [];
  let cntcSeq = 5000;
  for (const o of orgs) {
    const n = o.tier === 'ENT' ? r.int(5, 9) : o.tier === 'PRO' ? r.int(3, 5) : r.int(1, 3);
    const domain = `${o.nm.split(' ')[0]!.toLowerCase()}${o.nm.split(' ')[1]!.toLowerCase().slice(0, 4)}.com`;
    for (let i = 0; i < n; i++) {
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const role = i === 0 ? 'ADM' : i === n - 1 && n > 2 ? 'BIL' : r.weighted<string>([['USR', 75], ['ADM', 25]]);
      const vip = (o.tier === 'ENT' && (i === 0 || (i === 1 && r.chance(0.5)))) || (o.tier === 'PRO' && i === 0 && r.chance(0.2)) ? 'Y' : 'N';
      const c: Contact = {
        no: (cntcSeq += r.int(1, 4)), org: o, first, last, email: `${first.toLowerCase()}.${last.toLowerCase().replace('ü', 'u')}@${domain}`, role, vip,
        actv: o.sts === 'C' ? 'N' : r.chance(0.93) ? 'Y' : 'N',
      };
      contacts.push(c);
      o.contacts.push(c);
    }
  }

  // ---------- tickets ----------
  const tkts: Tkt[] = [];
  const escs: Esc[] = [];
  const svys: Svy[] = [];
  const available = (team: string, t: number) => AGENTS.filter((a) => a.team === team && (a.role === 'AGT' || a.role === 'LEAD')
    && ms(a.hire) <= t && (a.end === null || ms(a.end) + DAY > t) && (a.leave === null || t < ms(a.leave)));
  const pickAgent = (team: string, t: number): Agent => {
    const list = available(team, t);
    return r.weighted(list.map((a) => [a, a.cap] as const));
  };
  const stuckLeft = new Map<number, number>([[143, 3], [162, 2]]);
  const keepOwner = new Set<Tkt>();
  const months: [number, number][] = [];
  for (let y = 2025, m = 1; y < 2026 || (y === 2026 && m <= 11); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) months.push([y, m]);

  const pending: { tkt: Tkt; stuck: 'H' | 'P' | null; esc: boolean }[] = [];
  months.forEach(([y, m], idx) => {
    const first = Date.UTC(y, m - 1, 1);
    const last = Math.min(Date.UTC(y, m, 1) - DAY, ms('2026-11-24'));
    const days: [number, number][] = [];
    for (let d = first; d <= last; d += DAY) {
      const dow = new Date(d).getUTCDay();
      days.push([d, dow === 0 || dow === 6 ? 1 : 5]);
    }
    const frac = (last - first + DAY) / (Date.UTC(y, m, 1) - first);
    for (const o of orgs) {
      const startMs = ms(o.start);
      if (startMs > last) continue;
      if (o.churn && ms(o.churn) < first) continue;
      if (o.quiet && (y > 2026 || (y === 2026 && m >= 7))) continue;
      const base = o.sts === 'T' ? 2.5 : o.tier === 'ENT' ? 3.0 : o.tier === 'PRO' ? 1.35 : 0.45;
      const n = poisson(r, base * o.act * (1 + 0.018 * idx) * frac);
      for (let k = 0; k < n; k++) {
        let day: number;
        let tries = 0;
        do day = r.weighted(days);
        while ((day < startMs || (o.churn !== null && day > ms(o.churn))) && ++tries < 20);
        if (day < startMs || (o.churn !== null && day > ms(o.churn))) continue;
        const hourBase = { NA: 14, LATAM: 13, EMEA: 8, APAC: 1 }[o.rgn]!;
        let opened = day + (hourBase + r.int(0, 9)) * HOUR + r.int(0, 59) * 60_000 + r.int(0, 59) * 1000;
        if (opened > NOW - 2 * HOUR) opened = NOW - r.int(3, 20) * HOUR;
        const cat = r.weighted<string>([['BUG', 22], ['HOWTO', 27], ['ACCESS', 12], ['BILL', 10], ['INTEG', 12], ['PERF', 6], ['FEAT', 11]]);
        const prioW: Record<string, [string, number][]> = {
          BUG: [['P1', 10], ['P2', 30], ['P3', 50], ['P4', 10]], PERF: [['P1', 14], ['P2', 36], ['P3', 45], ['P4', 5]],
          HOWTO: [['P2', 4], ['P3', 60], ['P4', 36]], ACCESS: [['P1', 4], ['P2', 26], ['P3', 58], ['P4', 12]],
          BILL: [['P2', 10], ['P3', 60], ['P4', 30]], INTEG: [['P1', 4], ['P2', 26], ['P3', 58], ['P4', 12]], FEAT: [['P3', 30], ['P4', 70]],
        };
        let prio = r.weighted(prioW[cat]!);
        if (o.tier === 'ENT' && prio === 'P3' && r.chance(0.15)) prio = 'P2';
        const chnl = cat === 'INTEG' && r.chance(0.25) ? 'A'
          : r.weighted<string>(prio === 'P1' ? [['E', 25], ['W', 20], ['C', 20], ['P', 35]] : [['E', 40], ['W', 31], ['C', 16], ['P', 9], ['A', 4]]);
        const regional = o.rgn === 'EMEA' ? 'T1EU' : o.rgn === 'APAC' ? 'T1AP' : 'T1NA';
        const team = cat === 'BILL' ? 'BILL' : cat === 'INTEG' ? 'T2IN'
          : (cat === 'BUG' || cat === 'PERF') && (prio === 'P1' || prio === 'P2' || r.chance(0.4)) ? 'T2PL' : regional;
        const cands = o.contacts.filter((c) => c.actv === 'Y' || o.sts === 'C');
        const cntc = r.weighted((cands.length ? cands : o.contacts).map((c) => [c, c.vip === 'Y' ? 0.6 : c.role === 'BIL' ? (cat === 'BILL' ? 4 : 0.2) : 1] as const));
        const agent = pickAgent(team, opened);
        const sla = slaFor(prio, opened);
        const t: Tkt = {
          no: 0, org: o, cntc, team, agt: agent, prio, sts: '', chnl, cat, subj: r.pick(SUBJ[cat]!), opened, frt: null, rslv: null, reopen: 0,
          sla: sla[0], cmts: [],
        };
        // first response
        const dow = new Date(opened).getUTCDay();
        const weekend = dow === 0 || dow === 6;
        const frMedian = { P1: y >= 2026 ? 17 : 34, P2: y >= 2026 ? 70 : 120, P3: 170, P4: 520 }[prio]!;
        let frMin = chnl === 'C' || chnl === 'P' ? r.float(1, 14) : logn(r, frMedian * agent.speed * (weekend ? 2.2 : 1), 0.75);
        frMin = Math.max(frMin, 1.5);
        t.frt = opened + frMin * 60_000;
        // escalation and resolution
        const escP = cat === 'BUG' ? { P1: 0.4, P2: 0.3, P3: 0.1, P4: 0.03 }[prio]! : cat === 'PERF' ? 0.25 : cat === 'INTEG' ? 0.08 : 0.006;
        // departed agents leave a few unresolved tickets behind (not handed over when they left)
        const left = stuckLeft.get(agent.no) ?? 0;
        const forced: 'H' | 'P' | null = left > 0 && agent.end && opened > ms(agent.end) - 45 * DAY && opened < ms(agent.end) - 5 * DAY
          && prio !== 'P1' && (agent.no === 162 || cat === 'BUG' || cat === 'PERF') && r.chance(0.5) ? (agent.no === 143 ? 'H' : 'P') : null;
        if (forced) {
          stuckLeft.set(agent.no, left - 1);
          keepOwner.add(t);
        }
        const escalated = forced === 'H' || r.chance(escP);
        const rsMedian = { P1: 7, P2: 22, P3: 40, P4: 80 }[prio]! * (cat === 'FEAT' ? 0.5 : cat === 'BILL' ? 0.8 : 1);
        let rsHours = Math.max(logn(r, rsMedian, 0.95), (frMin / 60) + r.float(0.2, 3));
        // some tickets sit waiting on the customer for days
        if (cat !== 'FEAT' && r.chance(0.12)) rsHours += logn(r, 3, 0.8) * 24;
        if (r.chance(0.05)) rsHours += logn(r, 14, 0.7) * 24;
        // short-staffed since October (one agent on leave, one left): everything takes longer
        if (opened >= ms('2026-10-01')) rsHours *= 2.3;
        let stuck: 'H' | 'P' | null = forced;
        if (escalated) {
          const sev = prio === 'P1' ? 'S1' : prio === 'P2' ? (r.chance(0.8) ? 'S2' : 'S3') : r.chance(0.2) ? 'S2' : 'S3';
          const escTs = t.frt + r.float(0.5, Math.max(1, Math.min(rsHours * 0.5, 30))) * HOUR;
          const engDays = logn(r, { S1: 0.9, S2: 9, S3: 24 }[sev]!, 1.0);
          const engClose = escTs + engDays * DAY;
          const outcome = r.weighted<string>([['F', 72], ['W', 13], ['D', 15]]);
          const waits = r.chance(prio === 'P1' ? 0.6 : 0.7);
          if (waits) rsHours = Math.max(rsHours, (engClose - opened) / HOUR + r.float(1, 20));
          else rsHours = Math.max(rsHours, (escTs - opened) / HOUR + r.float(1, 10));
          const e: Esc = {
            no: '', tkt: t, ts: escTs, by: agent.no, eng: cat === 'INTEG' ? 'API' : cat === 'PERF' ? r.pick(['CORE', 'DATA']) : r.weighted<string>([['CORE', 40], ['WEB', 35], ['MOB', 15], ['DATA', 10]]),
            sev, jira: '', sts: engClose > NOW ? (NOW - escTs < 3 * DAY && r.chance(0.5) ? 'O' : 'I') : outcome, cls: engClose > NOW ? null : isoOf(engClose),
          };
          if (forced === 'H') {
            e.sts = 'I';
            e.cls = null;
          }
          if (escTs < NOW) escs.push(e);
          if (waits && engClose > NOW && escTs < NOW) stuck = 'H';
        }
        t.rslv = opened + rsHours * HOUR;
        tkts.push(t);
        pending.push({ tkt: t, stuck, esc: escalated });
      }
    }
  });

  // ---------- statuses, reopens, handovers, comments, surveys ----------
  tkts.sort((a, b) => a.opened - b.opened);
  let tktSeq = 48210;
  for (const t of tkts) t.no = ++tktSeq;
  const stuckOf = new Map(pending.map((p) => [p.tkt, p.stuck]));
  const AGENT_REPLY = ['Thanks for reaching out - looking into this now.', 'Could you send a screenshot and the workflow ID?', 'I was able to reproduce this on our side.',
    'Here are the steps that should fix it.', 'Following up on this one - any update on your side?', 'I have shared this with our product team.'];
  const CUST_REPLY = ['Thanks, attached the details.', 'Still seeing the problem this morning.', 'That worked, thank you!', 'Any update? This is blocking our team.',
    'Here is the workflow ID you asked for.', 'We tried that but no luck.'];
  const NOTES = ['Checked logs, seeing timeouts on the worker.', 'Customer is on an old connector version.', 'Similar to a ticket last week.', 'Asked Tier 2 for a second look.'];
  let cmtSeq = 900_000;
  const cmts: Cmt[] = [];
  let svySeq = 7000;
  for (const t of tkts) {
    const stuck = stuckOf.get(t) ?? null;
    const agent = t.agt!;
    const rate = (agent.reopen) * (t.cat === 'BUG' ? 0.13 : t.cat === 'ACCESS' ? 0.05 : t.cat === 'FEAT' ? 0.02 : 0.07);
    const reopenTimes: number[] = [];
    const solves: number[] = [];
    let firstSolve: number | null = t.rslv;
    if (stuck) {
      t.rslv = null;
      firstSolve = null;
    } else if (t.rslv! > NOW) {
      t.rslv = null;
      firstSolve = null;
    } else if (r.chance(rate)) {
      let solve = t.rslv!;
      let count = 0;
      for (;;) {
        const reopenAt = solve + r.float(0.3, 3.8) * DAY;
        if (reopenAt > NOW) break;
        reopenTimes.push(reopenAt);
        solves.push(solve);
        count++;
        solve = reopenAt + logn(r, 20, 0.8) * HOUR;
        if (solve > NOW || count >= 2 || !r.chance(0.15)) break;
      }
      t.reopen = count;
      t.rslv = solve > NOW ? null : solve;
      if (count > 0 && t.rslv !== null) solves.push(t.rslv);
    }
    // who owns it now: tickets still being worked after an agent left were handed over to a colleague
    const endOfWork = t.rslv ?? NOW;
    let owner = agent;
    if (agent.end && endOfWork > ms(agent.end) + DAY && !keepOwner.has(t)) owner = pickAgent(t.team, ms(agent.end) + DAY);
    t.agt = owner;
    // first response not yet given
    if (t.frt !== null && t.frt > NOW) t.frt = null;
    if (t.rslv !== null) t.sts = t.rslv < NOW - 4 * DAY ? 'C' : 'S';
    else if (stuck) t.sts = stuck;
    else if (t.frt === null) {
      t.sts = 'N';
      t.agt = null;
    } else {
      const escOpen = escs.some((e) => e.tkt === t && e.cls === null);
      t.sts = escOpen && r.chance(0.7) ? 'H' : t.reopen > 0 ? 'O' : r.weighted<string>([['O', 55], ['P', 45]]);
    }
    // conversation
    const add = (ts: number, auth: 'A' | 'C' | 'S', who: number | null, pub: 'Y' | 'N', body: string) => {
      if (ts > NOW) return;
      const c: Cmt = { tkt: t, ts, auth, agt: auth === 'A' ? who : null, cntc: auth === 'C' ? who : null, pub, body };
      t.cmts.push(c);
    };
    add(t.opened, 'C', t.cntc.no, 'Y', `${t.subj}. ${r.pick(['Details below.', 'Please help.', 'Happening for several users.', 'See attached.'])}`);
    if (t.frt !== null) add(t.frt, 'A', agent.no, 'Y', r.pick(AGENT_REPLY.slice(0, 3)));
    const convEnd = firstSolve ?? (t.rslv ?? NOW);
    const exchanges = t.frt === null ? 0 : Math.min(6, poisson(r, { P1: 2.6, P2: 2.0, P3: 1.3, P4: 0.8 }[t.prio]!));
    for (let i = 0; i < exchanges; i++) {
      const at = t.frt! + ((convEnd - t.frt!) * (i + 1)) / (exchanges + 2);
      add(at, 'C', t.cntc.no, 'Y', r.pick(CUST_REPLY));
      const replyAt = at + Math.min(logn(r, 2.5, 0.8) * HOUR, ((convEnd - t.frt!) / (exchanges + 2)) * 0.8);
      const by = at > (agent.end ? ms(agent.end) + DAY : Infinity) ? owner.no : agent.no;
      add(replyAt, 'A', by, 'Y', r.pick(AGENT_REPLY.slice(1)));
    }
    if (t.frt !== null && r.chance(0.35)) add(t.frt + (convEnd - t.frt) * r.float(0.1, 0.6), 'A', agent.no, 'N', r.pick(NOTES));
    const esc = escs.find((e) => e.tkt === t);
    if (esc) add(esc.ts + 60_000, 'S', null, 'N', 'Escalated to engineering');
    if (firstSolve !== null && firstSolve <= NOW) add(firstSolve, 'A', (agent.end && firstSolve > ms(agent.end) + DAY ? owner : agent).no, 'Y', 'Glad that is sorted - marking this as solved.');
    reopenTimes.forEach((at, i) => {
      add(at, 'C', t.cntc.no, 'Y', 'This is happening again, reopening.');
      const next = solves[i + 1] ?? null;
      add(next === null ? at + r.float(0.3, 4) * HOUR : at + (next - at) * r.float(0.1, 0.5), 'A', owner.no, 'Y', 'Sorry about that - taking another look.');
      if (next !== null) add(next, 'A', owner.no, 'Y', 'Fix confirmed, solving again.');
    });
    t.cmts.sort((a, b) => a.ts - b.ts);
    for (const c of t.cmts) cmts.push(c);
    // survey
    if (t.rslv !== null && t.chnl !== 'A' && r.chance(0.76)) {
      const sent = isoOf(t.rslv + r.float(0.01, 0.3) * DAY);
      if (sent <= '2026-11-24') {
        const sla = SLA.find((s) => s[0] === t.sla)!;
        const frBreach = t.frt !== null && t.frt - t.opened > sla[2] * 60_000;
        const rsBreach = t.rslv - t.opened > sla[3] * HOUR;
        const score = 4.35 + owner.csat - (frBreach ? 0.45 : 0) - (rsBreach ? 0.55 : 0) - t.reopen * 0.7 - (esc && esc.sts === 'W' ? 1 : 0) + 0.85 * gauss(r);
        const rating = Math.max(1, Math.min(5, Math.round(score)));
        const answered = r.chance(rating <= 2 ? 0.42 : 0.3);
        const rsp = answered ? isoOf(ms(sent) + r.int(0, 6) * DAY) : null;
        const ok = rsp !== null && rsp <= '2026-11-24';
        svys.push({
          no: ++svySeq, tkt: t, sent, rsp: ok ? rsp : null, rating: ok ? rating : null,
          cmnt: ok && r.chance(0.4) ? (rating >= 4 ? r.pick(['Quick and helpful', 'Great support, thanks!', 'Solved my issue fast']) : rating === 3 ? 'OK but took a while'
            : r.pick(['Took far too long', 'Had to explain the problem three times', 'Issue is not really fixed'])) : null,
        });
      }
    }
  }
  cmts.sort((a, b) => a.ts - b.ts || a.tkt.no - b.tkt.no);
  for (const c of cmts) (c as Cmt & { id?: number }).id = ++cmtSeq;
  escs.sort((a, b) => a.ts - b.ts);
  let escSeq = 180;
  const jiraSeq: Record<string, number> = { CORE: 4100, WEB: 2200, MOB: 900, API: 1500, DATA: 600 };
  for (const e of escs) {
    e.no = `ESC-${pad((escSeq += 1), 4)}`;
    e.jira = `${e.eng}-${(jiraSeq[e.eng]! += r.int(3, 40))}`;
  }

  return [
    'CREATE SCHEMA sd;',
    `CREATE TABLE sd.agent (agt_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, email text NOT NULL, team_cd varchar(4),
      role_cd varchar(4) NOT NULL, skill_lvl smallint NOT NULL, rpt_to integer REFERENCES sd.agent (agt_no), loc_cd char(3) NOT NULL,
      hire_dt date NOT NULL, end_dt date, sts char(1) NOT NULL);`,
    `CREATE TABLE sd.team (team_cd varchar(4) PRIMARY KEY, team_nm text NOT NULL, q_email text, lead_no integer);`,
    `CREATE TABLE sd.cust_org (org_no varchar(6) PRIMARY KEY, org_nm text NOT NULL, tier_cd varchar(3) NOT NULL, rgn_cd varchar(5) NOT NULL,
      lic_seats integer NOT NULL, actv_users integer NOT NULL, arr_amt numeric(12,2) NOT NULL, since_yr smallint NOT NULL, renew_dt varchar(8),
      churn_dt date, sts char(1) NOT NULL);`,
    `CREATE TABLE sd.contact (cntc_no integer PRIMARY KEY, org_no varchar(6) NOT NULL REFERENCES sd.cust_org (org_no), first_nm text NOT NULL,
      last_nm text NOT NULL, email text NOT NULL, role_cd varchar(3) NOT NULL, vip_flg char(1) NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE sd.sla_pol (pol_cd varchar(8) PRIMARY KEY, prio_cd char(2) NOT NULL, frst_rsp_min integer NOT NULL, rslv_hrs integer NOT NULL,
      eff_dt date NOT NULL, end_dt date);`,
    `CREATE TABLE sd.tkt (tkt_no integer PRIMARY KEY, org_no varchar(6) NOT NULL REFERENCES sd.cust_org (org_no), cntc_no integer, team_cd varchar(4) NOT NULL,
      asgn_agt integer REFERENCES sd.agent (agt_no), prio_cd char(2) NOT NULL, sts_cd char(1) NOT NULL, chnl_cd char(1) NOT NULL, cat_cd varchar(6) NOT NULL,
      subj text NOT NULL, opened_ts timestamp NOT NULL, frst_rsp_ts timestamp, rslv_ts timestamp, reopen_cnt smallint NOT NULL DEFAULT 0,
      sla_cd varchar(8) NOT NULL);`,
    `CREATE TABLE sd.tkt_cmt (cmt_id integer PRIMARY KEY, tkt_no integer NOT NULL REFERENCES sd.tkt (tkt_no), cmt_ts timestamp NOT NULL,
      auth_typ char(1) NOT NULL, agt_no integer, cntc_no integer, pub_yn char(1) NOT NULL, body_txt text);`,
    `CREATE TABLE sd.csat_svy (svy_no integer PRIMARY KEY, tkt_no integer NOT NULL, sent_dt date NOT NULL, rsp_dt date, rating smallint, cmnt_txt text);`,
    `CREATE TABLE sd.eng_esc (esc_no varchar(10) PRIMARY KEY, tkt_no integer NOT NULL REFERENCES sd.tkt (tkt_no), esc_ts timestamp NOT NULL, esc_by integer,
      eng_team varchar(4) NOT NULL, sev_cd char(2) NOT NULL, jira_key varchar(12), esc_sts char(1) NOT NULL, cls_dt date);`,
    insertRows('sd.agent', ['agt_no', 'first_nm', 'last_nm', 'email', 'team_cd', 'role_cd', 'skill_lvl', 'rpt_to', 'loc_cd', 'hire_dt', 'end_dt', 'sts'],
      [...AGENTS].sort((a, b) => (a.rpt ?? 0) - (b.rpt ?? 0) || a.no - b.no).map((a) => [a.no, a.first, a.last,
        `${a.first[0]!.toLowerCase()}${a.last.toLowerCase()}@lumenfield.io`, a.team, a.role, a.skill, a.rpt, a.loc, a.hire, a.end,
        a.end ? 'X' : a.leave ? 'L' : 'A'])),
    insertRows('sd.team', ['team_cd', 'team_nm', 'q_email', 'lead_no'], TEAMS),
    insertRows('sd.cust_org', ['org_no', 'org_nm', 'tier_cd', 'rgn_cd', 'lic_seats', 'actv_users', 'arr_amt', 'since_yr', 'renew_dt', 'churn_dt', 'sts'],
      orgs.map((o) => [o.no, o.nm, o.tier, o.rgn, o.seats, o.users, o.arr, Number(o.start.slice(0, 4)), o.renew, o.churn, o.sts])),
    insertRows('sd.contact', ['cntc_no', 'org_no', 'first_nm', 'last_nm', 'email', 'role_cd', 'vip_flg', 'actv_yn'],
      contacts.map((c) => [c.no, c.org.no, c.first, c.last, c.email, c.role, c.vip, c.actv])),
    insertRows('sd.sla_pol', ['pol_cd', 'prio_cd', 'frst_rsp_min', 'rslv_hrs', 'eff_dt', 'end_dt'], SLA),
    insertRows('sd.tkt', ['tkt_no', 'org_no', 'cntc_no', 'team_cd', 'asgn_agt', 'prio_cd', 'sts_cd', 'chnl_cd', 'cat_cd', 'subj', 'opened_ts', 'frst_rsp_ts',
      'rslv_ts', 'reopen_cnt', 'sla_cd'],
    tkts.map((t) => [t.no, t.org.no, t.cntc.no, t.team, t.agt?.no ?? null, t.prio, t.sts, t.chnl, t.cat, t.subj, tsOf(t.opened),
      t.frt === null ? null : tsOf(t.frt), t.rslv === null ? null : tsOf(t.rslv), t.reopen, t.sla])),
    insertRows('sd.tkt_cmt', ['cmt_id', 'tkt_no', 'cmt_ts', 'auth_typ', 'agt_no', 'cntc_no', 'pub_yn', 'body_txt'],
      cmts.map((c) => [(c as Cmt & { id: number }).id, c.tkt.no, tsOf(c.ts), c.auth, c.agt, c.cntc, c.pub, c.body])),
    insertRows('sd.csat_svy', ['svy_no', 'tkt_no', 'sent_dt', 'rsp_dt', 'rating', 'cmnt_txt'],
      svys.map((s) => [s.no, s.tkt.no, s.sent, s.rsp, s.rating, s.cmnt])),
    insertRows('sd.eng_esc', ['esc_no', 'tkt_no', 'esc_ts', 'esc_by', 'eng_team', 'sev_cd', 'jira_key', 'esc_sts', 'cls_dt'],
      escs.map((e) => [e.no, e.tkt.no, tsOf(e.ts), e.by, e.eng, e.sev, e.jira, e.sts, e.cls])),
  ].join('\n');
}
