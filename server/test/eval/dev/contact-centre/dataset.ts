/**
 * Skylark Fibre, a home-broadband provider in Great Britain. This is the customer contact centre's reporting
 * database: phone calls, web chats and emails from subscribers, the service cases they lead to, post-contact surveys
 * and the network outages that drive many of the contacts. It is loaded nightly from the telephony / chat platform
 * and the case tool into the `care` schema. History starts on 2025-01-01 (the platform's go-live); the last load ran
 * late on 2026-11-24. All timestamps are UK local time, without time zone. Durations are kept in whole seconds.
 *
 * The phone lines and web chat are open Monday to Saturday 08:00-20:00 and Sunday 10:00-16:00; emails arrive at any
 * hour and are answered in working hours.
 *
 * Schema `care`:
 * - `team`: contact-centre teams. `team_id` PK; `team_name`; `site_name` the office the team works from (Leeds,
 *   Cardiff, or Manila, where an outsourcing partner runs two teams for us); `outsourced_yn` Y for the partner's
 *   teams, N for our own staff.
 * - `agent`: everybody who takes contacts. `agent_id` PK; `first_name`, `last_name`; `team_id`; `tier` 1 junior
 *   (in the first year or so), 2 experienced, 3 senior (also coaches the team); `hire_date`; `leave_date` the last
 *   working day of someone who has left (empty while still employed); `active_flag` Y still employed, N left.
 * - `queue`: the routing queues a contact lands in (from the IVR menu, the chat topic picker or the email address
 *   used). `q_cd` PK: BIL Billing, TEC Technical Support (slow speeds, router and wifi problems), FLT Faults &
 *   Outages (loss of service), RET Leaving & Retentions (customers who want to cancel), MOV Moves & New Orders (home
 *   moves, upgrades, new lines), GEN General Enquiries; `q_nm` the queue's name; `team_id` the team that works the
 *   queue (agents only take contacts from their own team's queues); `tgt_ans_sec` the service-level target: calls
 *   and chats should be answered within this many seconds of joining the queue.
 * - `plan`: broadband plans. `plan_cd` PK: F100, F300, F500, F900 full-fibre plans named by download speed, CU10
 *   the old copper (ADSL) plan; `plan_name`; `down_mbps`, `up_mbps` advertised speeds in megabits per second;
 *   `monthly_price` in GBP; `on_sale_yn` N for plans no longer sold to new customers (existing customers keep them).
 * - `subscriber`: broadband customers (account holders). `subscriber_id` PK; `account_no` the account number printed
 *   on bills, like SKL1004325; `first_name`, `last_name` of the account holder; `plan_cd` the plan they are on now
 *   (no history of earlier plans is kept); `region_code` LON London, SE South East, SW South West, MID Midlands, NW
 *   North West, NE North East & Yorkshire, WAL Wales, SCO Scotland; `signup_date` the day service started;
 *   `churned_date` the last day of service of a customer who has left (empty while still a customer).
 * - `intx`: interactions, one row per contact from a subscriber: a phone call, a web chat or an email. `intx_id` PK;
 *   `sub_id` the subscriber_id (empty when the contact could not be matched to an account: withheld numbers,
 *   non-customers, chats started without logging in); `case_id` the case the contact belongs to (empty when no case
 *   was involved); `q_cd` the queue; `chnl` the channel: VOICE phone call, CHAT web chat, EMAIL email; `agt_id` the
 *   agent_id who handled it (empty when no agent did); `start_ts` when the contact arrived (the call or chat joined
 *   the queue, the email was received); `ans_ts` when an agent answered: picked up the call, accepted the chat, or
 *   sent the email reply. It is empty for calls and chats the customer abandoned (hung up or closed the chat before
 *   an agent answered; those are never answered) and for emails not replied to yet; `end_ts` when the contact ended
 *   (hang-up or chat closed, including abandoned ones; for emails the time the reply was sent, same as ans_ts; empty
 *   for emails still waiting for a reply); `wait_sec` seconds the call or chat waited in the queue before it was
 *   answered or abandoned (empty for emails); `hndl_sec` handle time in seconds: the agent's talk or chat time plus
 *   after-contact wrap-up, or for emails the agent's working time on the reply (empty when no agent handled it);
 *   `disp_cd` the disposition the agent chose at the end: RES issue resolved, INF information given (no action
 *   needed), SAL sale made (upgrade or add-on), CAS case raised (follow-up work needed), CBK callback promised, TRF
 *   transferred to another queue; ABN abandoned (set by the system, never by an agent); empty for emails still
 *   waiting for a reply; `fcr_yn` first contact resolution: Y when the customer's issue was resolved on this contact
 *   with no repeat contact needed, N when it was not (always N for repeat contacts about an existing case); empty
 *   when no agent handled the contact.
 * - `cases`: service cases, for issues that need follow-up work after the contact. Each case is raised by an agent
 *   during a contact (that contact has disp_cd CAS and carries the case_id); later contacts about the same issue
 *   carry the same case_id, so a case can have several interactions. `case_id` PK; `subscriber_id`; `opened_date`;
 *   `closed_date` (empty while the case is open); `category` BILLING billing and payments, OUTAGE loss of service,
 *   SPEED slow speeds, EQUIP router or equipment fault, MOVE home move or new order, CANCEL cancellation request
 *   (closed either when the customer is retained or on their last day of service); `priority` 1 urgent, 2 high, 3
 *   normal, 4 low; `status_cd` I in progress (being worked), W waiting on the customer, E engineer visit booked, C closed;
 *   `escalated_yn` Y when the case was escalated to second line or network operations, N otherwise;
 *   `owner_agent_id` the agent who raised it.
 * - `svy`: post-contact surveys. Offered after some handled contacts (by IVR after calls, in the chat window after
 *   chats, by a link in the reply to emails); most customers do not answer. `svy_id` PK; `intx_id`; `sent_ts` when
 *   the survey was offered; `rsp_ts` when the customer completed it (empty if never answered); `csat_scr` customer
 *   satisfaction, 1 very dissatisfied to 5 very satisfied (empty if not answered); `nps_scr` the answer to "how likely
 *   are you to recommend Skylark Fibre to a friend", 0 to 10 (empty when not answered or skipped). Net Promoter
 *   Score is the percentage of promoters (9 or 10) minus the percentage of detractors (0 to 6).
 * - `outage`: network outages. `outage_id` PK; `region_code` the region hit (codes as in subscriber); `started_at`;
 *   `ended_at` when service was restored (empty while the outage is still going on); `cause_code` FIB fibre cut, PWR
 *   power failure, EQP exchange equipment failure, PLN planned engineering works; `subscribers_affected` how many of
 *   our subscribers lost service.
 */
import { addDays, dayOfWeek, insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const SEC = 1000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const FIRST_DAY = '2025-01-01';
const LAST_DAY = '2026-11-24';
const NOW = Date.parse('2026-11-24T23:30:00Z');
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const tsOf = (t: number) => new Date(Math.floor(t / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');

type Chnl = 'VOICE' | 'CHAT' | 'EMAIL';
type Q = 'BIL' | 'TEC' | 'FLT' | 'RET' | 'MOV' | 'GEN';

const TEAMS: [number, string, string, string][] = [
  [10, 'Billing & Accounts', 'Leeds', 'N'],
  [20, 'Technical Support', 'Cardiff', 'N'],
  [30, 'Retentions', 'Leeds', 'N'],
  [40, 'Moves & Orders', 'Manila', 'Y'],
  [50, 'Front Desk', 'Manila', 'Y'],
];

const QUEUES: [Q, string, number, number][] = [
  ['BIL', 'Billing', 10, 60],
  ['TEC', 'Technical Support', 20, 90],
  ['FLT', 'Faults & Outages', 20, 30],
  ['RET', 'Leaving & Retentions', 30, 45],
  ['MOV', 'Moves & New Orders', 40, 60],
  ['GEN', 'General Enquiries', 50, 120],
];
const teamOfQ = (q: Q) => QUEUES.find((x) => x[0] === q)![2];

const PLANS: [string, string, number, number, number, string][] = [
  ['CU10', 'Copper Essentials', 10, 1, 22.0, 'N'],
  ['F100', 'Fibre 100', 100, 20, 26.0, 'Y'],
  ['F300', 'Fibre 300', 300, 50, 32.0, 'Y'],
  ['F500', 'Fibre 500', 500, 75, 38.0, 'Y'],
  ['F900', 'Fibre 900', 900, 110, 49.0, 'Y'],
];

const REGIONS: [string, number][] = [
  ['LON', 20], ['SE', 14], ['SW', 9], ['MID', 18], ['NW', 16], ['NE', 10], ['WAL', 6], ['SCO', 7],
];

interface Agent {
  id: number; first: string; last: string; team: number; tier: number; hire: string; leave: string | null;
  chat: boolean; speed: number; csat: number; load: number;
}
// id, first, last, team, tier, hire, leave, takes chats, handle-time factor, csat adjustment, share of work
const AGENTS: Agent[] = ([
  [1001, 'Helen', 'Marsh', 10, 3, '2019-05-13', null, true, 0.9, 0.2, 0.7],
  [1002, 'Gareth', 'Pryce', 10, 2, '2021-03-01', null, false, 1.0, 0.0, 1.1],
  [1003, 'Priya', 'Shah', 10, 2, '2022-06-20', null, true, 0.95, 0.15, 1.3],
  [1004, 'Tom', 'Ellery', 10, 1, '2024-09-02', null, true, 1.15, -0.1, 1.0],
  [1005, 'Sadia', 'Rahman', 10, 1, '2025-02-10', null, true, 1.1, 0.05, 1.0],
  [1006, 'Callum', 'Booth', 10, 2, '2020-11-16', '2025-08-29', false, 1.05, -0.3, 1.0],
  [1007, 'Megan', 'Firth', 10, 1, '2026-03-09', null, true, 1.2, -0.05, 0.9],
  [1008, 'Ravi', 'Kohli', 10, 2, '2021-09-27', null, true, 1.0, 0.1, 1.0],
  [2001, 'Owain', 'Davies', 20, 3, '2018-10-01', null, false, 0.85, 0.3, 0.8],
  [2002, 'Bethan', 'Lloyd', 20, 2, '2020-02-17', null, true, 0.95, 0.1, 1.1],
  [2003, 'Rhys', 'Morgan', 20, 2, '2021-07-05', null, true, 1.0, 0.0, 1.3],
  [2004, 'Cerys', 'Hughes', 20, 1, '2024-01-15', null, true, 1.15, -0.15, 1.0],
  [2005, 'Dylan', 'Evans', 20, 2, '2022-04-25', null, true, 1.05, -0.05, 1.0],
  [2006, 'Ffion', 'Jenkins', 20, 1, '2025-06-02', null, true, 1.2, 0.0, 0.9],
  [2007, 'Aled', 'Roberts', 20, 2, '2019-09-09', '2026-02-27', true, 1.0, -0.2, 1.0],
  [2008, 'Nia', 'Powell', 20, 1, '2026-05-18', null, true, 1.25, 0.05, 0.9],
  [2009, 'Jamal', 'Okoro', 20, 2, '2023-03-20', null, true, 0.95, 0.25, 1.0],
  [2010, 'Sian', 'Price', 20, 3, '2017-08-14', null, true, 0.85, 0.2, 0.75],
  [3001, 'Laura', 'Kemp', 30, 3, '2019-01-21', null, false, 0.9, 0.25, 1.0],
  [3002, 'Connor', 'Walsh', 30, 2, '2022-10-10', null, true, 1.0, -0.1, 1.1],
  [3003, 'Aisha', 'Begum', 30, 2, '2023-05-08', null, true, 1.0, 0.1, 1.0],
  [3004, 'Jack', 'Norris', 30, 1, '2025-09-15', null, false, 1.2, -0.2, 0.9],
  [3005, 'Fiona', 'Grant', 30, 2, '2020-06-29', '2025-12-19', true, 1.0, 0.05, 1.0],
  [4001, 'Maricel', 'Santos', 40, 2, '2022-01-10', null, true, 1.0, 0.15, 1.1],
  [4002, 'Joel', 'Bautista', 40, 2, '2022-08-01', null, true, 0.95, 0.05, 1.0],
  [4003, 'Kristine', 'Reyes', 40, 1, '2024-04-08', null, true, 1.1, 0.0, 1.0],
  [4004, 'Paolo', 'Mendoza', 40, 1, '2025-01-13', null, true, 1.15, -0.1, 0.9],
  [4005, 'Angelica', 'Cruz', 40, 2, '2023-02-27', null, true, 1.0, 0.1, 1.0],
  [4006, 'Ramon', 'Dela Paz', 40, 1, '2025-11-03', null, true, 1.2, -0.05, 0.9],
  [5001, 'Liezl', 'Garcia', 50, 2, '2021-11-22', null, true, 0.95, 0.1, 1.1],
  [5002, 'Mark', 'Villareal', 50, 1, '2023-07-17', null, true, 1.05, -0.05, 1.0],
  [5003, 'Jasmine', 'Torres', 50, 1, '2024-10-07', null, true, 1.1, 0.0, 1.0],
  [5004, 'Carlo', 'Aquino', 50, 2, '2022-05-16', null, true, 1.0, 0.05, 1.0],
  [5005, 'Bea', 'Navarro', 50, 1, '2025-04-22', null, true, 1.1, -0.1, 1.0],
  [5006, 'Nico', 'Ramos', 50, 1, '2026-01-19', null, true, 1.15, 0.0, 0.9],
  [5007, 'Trisha', 'Lim', 50, 2, '2020-09-14', '2025-05-30', true, 1.0, 0.1, 1.0],
  [5008, 'Enzo', 'Castillo', 50, 1, '2026-08-03', null, true, 1.2, -0.1, 0.9],
] as const).map(([id, first, last, team, tier, hire, leave, chat, speed, csat, load]) => ({
  id, first, last, team, tier, hire, leave, chat, speed, csat, load,
}));

const FIRST = ['James', 'Olivia', 'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Emily', 'Noah', 'Sophie', 'Mohammed',
  'Grace', 'Thomas', 'Chloe', 'Daniel', 'Lucy', 'Samuel', 'Hannah', 'Joseph', 'Ella', 'David', 'Sarah', 'Michael', 'Rebecca', 'Aaron',
  'Zainab', 'Kieran', 'Niamh', 'Gwen', 'Euan', 'Fraser', 'Morag', 'Anil', 'Deepa', 'Tariq', 'Leah', 'Ryan', 'Megan', 'Paul', 'Karen',
  'Stephen', 'Julie', 'Andrew', 'Claire', 'Mark', 'Nicola', 'Craig', 'Lisa'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans',
  'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'Harris', 'Martin', 'Cooper',
  'King', 'Baker', 'Campbell', 'Stewart', 'MacDonald', 'Murray', 'Hussain', 'Ali', 'Shaw', 'Lloyd', 'Ahmed', 'Mitchell', 'Turner', 'Hughes'];

interface Sub { id: number; acct: string; first: string; last: string; plan: string; region: string; signup: string; churn: string | null; w: number }
interface Case {
  id: number; sub: Sub; q: Q; opened: string; closed: string | null; cat: string; prio: number; sts: string; esc: 'Y' | 'N';
  owner: Agent; first: Intx; seq: number;
}
interface Intx {
  id: number; seq: number; sub: Sub | null; cse: Case | null; q: Q; chnl: Chnl; agent: Agent | null; start: number; ans: number | null;
  end: number | null; wait: number | null; hndl: number | null; disp: string | null; fcr: 'Y' | 'N' | null;
}
interface Outage { id: number; region: string; start: number; end: number | null; cause: string; affected: number }
interface Svy { intx: Intx; sent: number; rsp: number | null; csat: number | null; nps: number | null }

function gauss(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  const v = r.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
const logn = (r: SeededRandom, median: number, sigma: number) => median * Math.exp(sigma * gauss(r));

const WAIT_MEDIAN: Record<Q, number> = { BIL: 50, TEC: 75, FLT: 40, RET: 30, MOV: 55, GEN: 90 };
const HANDLE_MEDIAN: Record<Q, number> = { BIL: 420, TEC: 600, FLT: 330, RET: 660, MOV: 540, GEN: 260 };
const DISP: Record<Q, [string, number][]> = {
  BIL: [['RES', 55], ['INF', 15], ['CAS', 12], ['TRF', 6], ['CBK', 7], ['SAL', 5]],
  TEC: [['RES', 40], ['INF', 10], ['CAS', 30], ['TRF', 8], ['CBK', 12]],
  FLT: [['RES', 20], ['INF', 45], ['CAS', 30], ['TRF', 3], ['CBK', 2]],
  RET: [['RES', 35], ['CAS', 40], ['SAL', 15], ['TRF', 5], ['CBK', 5]],
  MOV: [['RES', 35], ['INF', 10], ['CAS', 35], ['SAL', 15], ['TRF', 5]],
  GEN: [['RES', 35], ['INF', 40], ['TRF', 20], ['CAS', 2], ['SAL', 3]],
};
const CATEGORY: Record<Q, [string, number][]> = {
  BIL: [['BILLING', 1]],
  TEC: [['SPEED', 50], ['EQUIP', 35], ['OUTAGE', 15]],
  FLT: [['OUTAGE', 85], ['EQUIP', 15]],
  RET: [['CANCEL', 1]],
  MOV: [['MOVE', 1]],
  GEN: [['BILLING', 50], ['MOVE', 50]],
};
const CLOSE_DAYS: Record<string, number> = { BILLING: 3, OUTAGE: 1.5, SPEED: 7, EQUIP: 5, MOVE: 14, CANCEL: 12 };
const PRIORITY: Record<string, [number, number][]> = {
  OUTAGE: [[1, 60], [2, 40]], CANCEL: [[2, 1]], SPEED: [[2, 40], [3, 60]], EQUIP: [[2, 50], [3, 50]], BILLING: [[3, 60], [4, 40]],
  MOVE: [[3, 50], [4, 50]],
};
const ESCALATE: Record<string, number> = { OUTAGE: 0.5, SPEED: 0.3, EQUIP: 0.2, BILLING: 0.08, MOVE: 0.1, CANCEL: 0.15 };
const FOLLOW_UPS: Record<string, number> = { BILLING: 0.5, OUTAGE: 0.6, SPEED: 1.2, EQUIP: 0.9, MOVE: 0.8, CANCEL: 0.4 };
const QUEUE_MIX: Record<Chnl, [Q, number][]> = {
  VOICE: [['BIL', 25], ['TEC', 30], ['FLT', 8], ['RET', 12], ['MOV', 12], ['GEN', 13]],
  CHAT: [['BIL', 25], ['TEC', 30], ['FLT', 3], ['RET', 5], ['MOV', 17], ['GEN', 20]],
  EMAIL: [['BIL', 35], ['TEC', 15], ['MOV', 20], ['GEN', 30]],
};
// Sunday .. Saturday
const WEEKDAY = [0.35, 1.35, 1.1, 1.0, 1.0, 0.95, 0.6];
const HOURS: [number, number][] = [[8, 6], [9, 10], [10, 11], [11, 10], [12, 8], [13, 9], [14, 8], [15, 7], [16, 7], [17, 7], [18, 6], [19, 4]];
const SUNDAY_HOURS: [number, number][] = [[10, 8], [11, 9], [12, 8], [13, 8], [14, 7], [15, 6]];

const isOpen = (t: number) => {
  const d = isoOf(t);
  const h = new Date(t).getUTCHours();
  return dayOfWeek(d) === 0 ? h >= 10 && h < 16 : h >= 8 && h < 20;
};

export function datasetSql(): string {
  const r = seededRandom(41_2026);

  // subscribers
  const subs: Sub[] = [];
  const usedAcct = new Set<string>();
  for (let i = 0; i < 2600; i++) {
    const signup = r.chance(0.72) ? r.date('2016-01-01', '2024-12-31') : r.date('2025-01-01', '2026-11-20');
    let churn: string | null = null;
    if (r.chance(0.17)) {
      const from = addDays(signup, 60) > FIRST_DAY ? addDays(signup, 60) : FIRST_DAY;
      if (from <= LAST_DAY) churn = r.date(from, LAST_DAY);
    }
    let acct: string;
    do acct = `SKL${r.int(1_000_000, 1_999_999)}`;
    while (usedAcct.has(acct));
    usedAcct.add(acct);
    const plan = signup >= '2024-01-01'
      ? r.weighted<string>([['F100', 25], ['F300', 35], ['F500', 25], ['F900', 15]])
      : r.weighted<string>([['CU10', 18], ['F100', 28], ['F300', 28], ['F500', 17], ['F900', 9]]);
    subs.push({
      id: 100_001 + i, acct, first: r.pick(FIRST), last: r.pick(LAST), plan, region: r.weighted(REGIONS), signup, churn,
      w: logn(r, 1, 0.8),
    });
  }
  const cum: number[] = [];
  subs.reduce((sum, s) => {
    cum.push(sum + s.w);
    return sum + s.w;
  }, 0);
  const totalW = cum[cum.length - 1]!;
  const activeOn = (s: Sub, d: string) => s.signup <= d && (s.churn === null || s.churn >= d);
  const pickSub = (d: string): Sub => {
    for (let tries = 0; tries < 200; tries++) {
      const roll = r.next() * totalW;
      let lo = 0;
      let hi = cum.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cum[mid]! > roll) hi = mid;
        else lo = mid + 1;
      }
      const s = subs[lo]!;
      if (activeOn(s, d)) return s;
    }
    throw new Error(`no active subscriber on ${d}`);
  };

  const pickAgent = (q: Q, d: string, chnl: Chnl): Agent => {
    const team = teamOfQ(q);
    const pool = AGENTS.filter((a) => a.team === team && a.hire <= d && (a.leave === null || a.leave >= d) && (chnl !== 'CHAT' || a.chat));
    if (pool.length === 0) throw new Error(`no agent for ${q} on ${d}`);
    return r.weighted(pool.map((a) => [a, a.load] as const));
  };

  let seq = 0;
  const intxs: Intx[] = [];
  const cases: Case[] = [];

  const openCase = (it: Intx, cat: string, closedOverride?: string | null) => {
    const opened = isoOf(it.ans!);
    let closed: string | null;
    if (closedOverride !== undefined) closed = closedOverride;
    else {
      closed = addDays(opened, Math.round(logn(r, CLOSE_DAYS[cat]!, 0.7)));
      if (opened >= '2026-08-01' && r.chance(0.04)) closed = null;
    }
    if (closed !== null && closed > LAST_DAY) closed = null;
    const engineer = ['SPEED', 'EQUIP', 'MOVE', 'OUTAGE'].includes(cat);
    const c: Case = {
      id: 0, sub: it.sub!, q: it.q, opened, closed, cat, prio: r.weighted(PRIORITY[cat]!), esc: r.chance(ESCALATE[cat]!) ? 'Y' : 'N',
      sts: closed !== null ? 'C' : r.weighted<string>(engineer ? [['I', 50], ['W', 30], ['E', 20]] : [['I', 60], ['W', 40]]),
      owner: it.agent!, first: it, seq: it.seq,
    };
    it.cse = c;
    cases.push(c);
    return c;
  };

  interface Opts { waitMult?: number; forceAnswer?: boolean; disp?: string; followUp?: Case; noCase?: boolean }
  const contact = (start: number, chnl: Chnl, q: Q, sub: Sub | null, o: Opts = {}): Intx => {
    const it: Intx = {
      id: 0, seq: ++seq, sub, cse: o.followUp ?? null, q, chnl, agent: null, start, ans: null, end: null, wait: null, hndl: null, disp: null,
      fcr: null,
    };
    intxs.push(it);
    const d = isoOf(start);
    if (chnl === 'EMAIL') {
      // replies go out in opening hours only
      let ans = start + Math.min(logn(r, 9, 0.9), 72) * HOUR;
      if (!isOpen(ans)) {
        let d = isoOf(ans);
        const opens = (day: string) => (dayOfWeek(day) === 0 ? 10 : 8);
        if (new Date(ans).getUTCHours() >= opens(d)) d = addDays(d, 1);
        ans = ms(d) + opens(d) * HOUR + r.int(0, 90 * 60) * SEC;
      }
      if (ans > NOW) return it;
      it.ans = ans;
      it.end = ans;
    } else {
      const hour = new Date(start).getUTCHours();
      const busy = WEEKDAY[dayOfWeek(d)]! * ([9, 10, 11, 13].includes(hour) ? 1.3 : 1);
      const wait = Math.max(3, Math.round(logn(r, WAIT_MEDIAN[q] * (chnl === 'CHAT' ? 1.8 : 1) * busy * (o.waitMult ?? 1), 0.75)));
      if (!o.forceAnswer && r.chance(1 - Math.exp(-wait / (chnl === 'CHAT' ? 1400 : 900)))) {
        it.wait = Math.max(3, Math.round(wait * r.float(0.2, 1)));
        it.end = start + it.wait * SEC;
        it.disp = 'ABN';
        return it;
      }
      it.wait = wait;
      it.ans = start + wait * SEC;
    }
    const agent = pickAgent(q, isoOf(it.ans), chnl);
    it.agent = agent;
    const tierF = agent.tier === 1 ? 1.2 : agent.tier === 3 ? 0.88 : 1;
    const base = chnl === 'EMAIL' ? 380 : HANDLE_MEDIAN[q] * (chnl === 'CHAT' ? 1.6 : 1);
    it.hndl = Math.max(30, Math.round(logn(r, base * tierF * agent.speed, 0.45)));
    if (chnl !== 'EMAIL') it.end = it.ans + it.hndl * SEC;
    if (o.followUp) {
      it.disp = o.disp ?? r.weighted<string>([['RES', 45], ['INF', 30], ['CBK', 15], ['TRF', 10]]);
      it.fcr = 'N';
      return it;
    }
    let weights = DISP[q];
    if (sub === null || o.noCase) weights = weights.filter(([k]) => k !== 'CAS');
    it.disp = o.disp ?? r.weighted(weights);
    it.fcr = ['RES', 'INF', 'SAL'].includes(it.disp) ? (r.chance(0.92) ? 'Y' : 'N') : 'N';
    return it;
  };

  const timeOn = (d: string, chnl: Chnl): number => {
    if (chnl === 'EMAIL') return ms(d) + r.int(0, 24 * 3600 - 1) * SEC;
    const hour = r.weighted(dayOfWeek(d) === 0 ? SUNDAY_HOURS : HOURS);
    return ms(d) + hour * HOUR + r.int(0, 3599) * SEC;
  };

  // outages
  const outages: Outage[] = [];
  {
    let t = ms('2025-01-06');
    while (t < ms('2026-11-20')) {
      t += logn(r, 8, 0.6) * DAY;
      if (t >= ms('2026-11-20')) break;
      const cause = r.weighted<string>([['FIB', 30], ['PWR', 20], ['EQP', 30], ['PLN', 20]]);
      const d = isoOf(t);
      const start = cause === 'PLN' ? ms(d) + r.int(0, 4 * 60) * 60 * SEC : ms(d) + r.int(0, 24 * 60 - 1) * 60 * SEC;
      const hours = cause === 'PLN' ? r.float(2, 5.5, 2) : Math.min(72, logn(r, 6, 0.9));
      outages.push({ id: 0, region: r.weighted(REGIONS), start, end: start + Math.round(hours * 60) * 60 * SEC, cause, affected: 0 });
    }
    // the fibre cut on the A6 in October 2026 (a contractor's digger)
    outages.push({ id: 0, region: 'NW', start: Date.parse('2026-10-14T09:20:00Z'), end: Date.parse('2026-10-14T21:05:00Z'), cause: 'FIB', affected: 0 });
    // still going on at the last load
    outages.push({ id: 0, region: 'MID', start: Date.parse('2026-11-24T13:10:00Z'), end: null, cause: 'EQP', affected: 0 });
    outages.sort((a, b) => a.start - b.start);
    outages.forEach((o, i) => (o.id = 301 + i));
  }

  // everyday contacts
  for (let d = FIRST_DAY; d <= LAST_DAY; d = addDays(d, 1)) {
    const progress = (ms(d) - ms(FIRST_DAY)) / (ms(LAST_DAY) - ms(FIRST_DAY));
    const wd = WEEKDAY[dayOfWeek(d)]!;
    const lambda: Record<Chnl, number> = {
      VOICE: (6.0 - progress) * wd,
      CHAT: (2.0 + 2 * progress) * wd,
      EMAIL: (2.5 - 0.5 * progress) * (0.7 + 0.3 * wd),
    };
    for (const chnl of ['VOICE', 'CHAT', 'EMAIL'] as Chnl[]) {
      const n = r.poisson(lambda[chnl]);
      for (let i = 0; i < n; i++) {
        const start = timeOn(d, chnl);
        const q = r.weighted(QUEUE_MIX[chnl]);
        const anon = chnl === 'VOICE' ? r.chance(0.08) : chnl === 'CHAT' ? r.chance(0.05) : false;
        const it = contact(start, chnl, q, anon ? null : pickSub(d));
        if (it.disp === 'CAS') openCase(it, r.weighted(CATEGORY[q]));
      }
    }
  }

  // customers who called to leave before their last day
  for (const s of subs) {
    if (s.churn === null || !r.chance(0.55)) continue;
    const d = addDays(s.churn, -r.int(5, 25));
    if (d < FIRST_DAY || d < s.signup) continue;
    const chnl: Chnl = r.chance(0.8) ? 'VOICE' : 'CHAT';
    const it = contact(timeOn(d, chnl), chnl, 'RET', s, { forceAnswer: true, disp: 'CAS' });
    openCase(it, 'CANCEL', s.churn);
  }

  // outage calls
  for (const o of outages) {
    const d = isoOf(o.start);
    const inRegion = subs.filter((s) => s.region === o.region && activeOn(s, d));
    const frac = o.cause === 'PLN' ? r.float(0.05, 0.2) : r.float(0.1, 0.6);
    o.affected = Math.max(1, Math.round(inRegion.length * frac));
    const until = Math.min(o.end ?? NOW, o.start + 12 * HOUR);
    for (const s of inRegion) {
      if (!r.chance(frac * 0.15)) continue;
      const t = o.start + r.next() * (until - o.start) + r.int(0, 20) * 60 * SEC;
      if (!isOpen(t) || t > NOW - 4 * HOUR) continue;
      const chnl: Chnl = r.chance(0.75) ? 'VOICE' : 'CHAT';
      const it = contact(Math.floor(t / SEC) * SEC, chnl, 'FLT', s, { waitMult: 2.5 });
      if (it.disp === 'CAS') {
        const fix = o.end === null ? null : isoOf(o.end + r.int(0, 30) * HOUR);
        openCase(it, 'OUTAGE', fix);
      }
    }
  }

  // three subscribers with a slow-speed problem who kept calling in October 2026
  const planted = new Set<Case>();
  {
    const pool = subs.filter((s) => activeOn(s, '2026-10-01') && s.churn === null && s.plan !== 'CU10');
    const chosen = r.shuffle(pool).slice(0, 3);
    [5, 4, 3].forEach((extra, i) => {
      const s = chosen[i]!;
      const first = contact(ms('2026-10-02') + (9 + i) * HOUR + r.int(0, 3000) * SEC, 'VOICE', 'TEC', s, { forceAnswer: true, disp: 'CAS' });
      const c = openCase(first, 'SPEED', addDays('2026-10-30', i));
      planted.add(c);
      for (let k = 0; k < extra; k++) {
        const d = addDays('2026-10-05', Math.round(((k + 1) * 22) / (extra + 1)));
        contact(timeOn(dayOfWeek(d) === 0 ? addDays(d, 1) : d, 'VOICE'), 'VOICE', 'TEC', s, { forceAnswer: true, followUp: c, disp: k === extra - 1 ? 'RES' : 'CBK' });
      }
    });
  }

  // repeat contacts about open or recently closed cases
  for (const c of [...cases]) {
    if (planted.has(c)) continue;
    const n = r.poisson(FOLLOW_UPS[c.cat]!);
    const from = ms(c.opened) + DAY;
    const to = ms(c.closed ?? LAST_DAY) + DAY - 1;
    for (let k = 0; k < n; k++) {
      if (to <= from) break;
      const d = isoOf(from + r.next() * (to - from));
      if (d > LAST_DAY || !activeOn(c.sub, d)) continue;
      const chnl = r.weighted<Chnl>([['VOICE', 60], ['CHAT', 25], ['EMAIL', 15]]);
      contact(timeOn(d, chnl), chnl, c.q, c.sub, { followUp: c });
    }
  }

  intxs.sort((a, b) => a.start - b.start || a.seq - b.seq);
  intxs.forEach((it, i) => (it.id = 500_001 + i));
  cases.sort((a, b) => a.opened.localeCompare(b.opened) || a.first.start - b.first.start || a.seq - b.seq);
  cases.forEach((c, i) => (c.id = 70_001 + i));

  // surveys
  const svys: Svy[] = [];
  for (const it of intxs) {
    if (it.ans === null || it.agent === null) continue;
    if (!r.chance(it.chnl === 'VOICE' ? 0.55 : it.chnl === 'CHAT' ? 0.7 : 0.4)) continue;
    const sent = it.chnl === 'EMAIL' ? it.end! + r.int(0, 60) * SEC : it.end! + r.int(2, 40) * SEC;
    if (sent > NOW) continue;
    let rsp: number | null = null;
    if (r.chance(0.35)) {
      rsp = it.chnl === 'EMAIL' ? sent + logn(r, 8, 1) * HOUR : sent + r.int(20, 150) * SEC;
      // answers after the end of the month the survey went out are not loaded
      if (rsp > NOW || isoOf(rsp).slice(0, 7) !== isoOf(sent).slice(0, 7)) rsp = null;
    }
    let csat: number | null = null;
    let nps: number | null = null;
    if (rsp !== null) {
      const score = 4.0 + it.agent.csat + (it.fcr === 'Y' ? 0.4 : -0.5) - ((it.wait ?? 0) > 180 ? 0.4 : 0) + 0.9 * gauss(r);
      csat = Math.max(1, Math.min(5, Math.round(score)));
      if (r.chance(0.85)) nps = Math.max(0, Math.min(10, Math.round(2 * csat - 0.6 + 1.4 * gauss(r))));
    }
    svys.push({ intx: it, sent, rsp, csat, nps });
  }

  return [
    'CREATE SCHEMA care;',
    `CREATE TABLE care.team (team_id integer PRIMARY KEY, team_name text NOT NULL, site_name text NOT NULL, outsourced_yn char(1) NOT NULL);`,
    `CREATE TABLE care.agent (agent_id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL,
      team_id integer NOT NULL REFERENCES care.team (team_id), tier smallint NOT NULL, hire_date date NOT NULL, leave_date date,
      active_flag char(1) NOT NULL);`,
    `CREATE TABLE care.queue (q_cd char(3) PRIMARY KEY, q_nm text NOT NULL, team_id integer NOT NULL REFERENCES care.team (team_id),
      tgt_ans_sec integer NOT NULL);`,
    `CREATE TABLE care.plan (plan_cd varchar(4) PRIMARY KEY, plan_name text NOT NULL, down_mbps integer NOT NULL, up_mbps integer NOT NULL,
      monthly_price numeric(6,2) NOT NULL, on_sale_yn char(1) NOT NULL);`,
    `CREATE TABLE care.subscriber (subscriber_id integer PRIMARY KEY, account_no varchar(10) NOT NULL UNIQUE, first_name text NOT NULL,
      last_name text NOT NULL, plan_cd varchar(4) NOT NULL REFERENCES care.plan (plan_cd), region_code varchar(3) NOT NULL,
      signup_date date NOT NULL, churned_date date);`,
    `CREATE TABLE care.cases (case_id integer PRIMARY KEY, subscriber_id integer NOT NULL REFERENCES care.subscriber (subscriber_id),
      opened_date date NOT NULL, closed_date date, category varchar(8) NOT NULL, priority smallint NOT NULL, status_cd char(1) NOT NULL,
      escalated_yn char(1) NOT NULL, owner_agent_id integer REFERENCES care.agent (agent_id));`,
    `CREATE TABLE care.intx (intx_id integer PRIMARY KEY, sub_id integer REFERENCES care.subscriber (subscriber_id),
      case_id integer REFERENCES care.cases (case_id), q_cd char(3) NOT NULL REFERENCES care.queue (q_cd), chnl varchar(5) NOT NULL,
      agt_id integer REFERENCES care.agent (agent_id), start_ts timestamp NOT NULL, ans_ts timestamp, end_ts timestamp, wait_sec integer,
      hndl_sec integer, disp_cd char(3), fcr_yn char(1));`,
    `CREATE TABLE care.svy (svy_id integer PRIMARY KEY, intx_id integer NOT NULL REFERENCES care.intx (intx_id), sent_ts timestamp NOT NULL,
      rsp_ts timestamp, csat_scr smallint, nps_scr smallint);`,
    `CREATE TABLE care.outage (outage_id integer PRIMARY KEY, region_code varchar(3) NOT NULL, started_at timestamp NOT NULL,
      ended_at timestamp, cause_code char(3) NOT NULL, subscribers_affected integer NOT NULL);`,
    insertRows('care.team', ['team_id', 'team_name', 'site_name', 'outsourced_yn'], TEAMS),
    insertRows('care.agent', ['agent_id', 'first_name', 'last_name', 'team_id', 'tier', 'hire_date', 'leave_date', 'active_flag'],
      AGENTS.map((a) => [a.id, a.first, a.last, a.team, a.tier, a.hire, a.leave, a.leave === null ? 'Y' : 'N'])),
    insertRows('care.queue', ['q_cd', 'q_nm', 'team_id', 'tgt_ans_sec'], QUEUES),
    insertRows('care.plan', ['plan_cd', 'plan_name', 'down_mbps', 'up_mbps', 'monthly_price', 'on_sale_yn'], PLANS),
    insertRows('care.subscriber', ['subscriber_id', 'account_no', 'first_name', 'last_name', 'plan_cd', 'region_code', 'signup_date', 'churned_date'],
      subs.map((s) => [s.id, s.acct, s.first, s.last, s.plan, s.region, s.signup, s.churn])),
    insertRows('care.cases', ['case_id', 'subscriber_id', 'opened_date', 'closed_date', 'category', 'priority', 'status_cd', 'escalated_yn', 'owner_agent_id'],
      cases.map((c) => [c.id, c.sub.id, c.opened, c.closed, c.cat, c.prio, c.sts, c.esc, c.owner.id])),
    insertRows('care.intx', ['intx_id', 'sub_id', 'case_id', 'q_cd', 'chnl', 'agt_id', 'start_ts', 'ans_ts', 'end_ts', 'wait_sec', 'hndl_sec', 'disp_cd', 'fcr_yn'],
      intxs.map((it) => [it.id, it.sub?.id ?? null, it.cse?.id ?? null, it.q, it.chnl, it.agent?.id ?? null, tsOf(it.start),
        it.ans === null ? null : tsOf(it.ans), it.end === null ? null : tsOf(it.end), it.wait, it.hndl, it.disp, it.fcr])),
    insertRows('care.svy', ['svy_id', 'intx_id', 'sent_ts', 'rsp_ts', 'csat_scr', 'nps_scr'],
      svys.map((s, i) => [900_001 + i, s.intx.id, tsOf(s.sent), s.rsp === null ? null : tsOf(s.rsp), s.csat, s.nps])),
    insertRows('care.outage', ['outage_id', 'region_code', 'started_at', 'ended_at', 'cause_code', 'subscribers_affected'],
      outages.map((o) => [o.id, o.region, tsOf(o.start), o.end === null ? null : tsOf(o.end), o.cause, o.affected])),
  ].join('\n');
}
