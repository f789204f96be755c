/**
 * A customer-support desk: agents (with team leads), customers, tickets, the messages on each ticket, CSAT survey
 * answers and SLA targets per priority, in schema `helpdesk`. Tickets run from January 2024 up to the day before the
 * set's today (2026-11-25).
 */
import { insertRows, seededRandom } from '../../seeded-random';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-25T00:00:00Z');
const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const day = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

// prio, label, first response target (hours), resolution target (hours)
const SLA = [['P1', 'Urgent', 1, 8], ['P2', 'High', 4, 24], ['P3', 'Normal', 8, 72], ['P4', 'Low', 24, 168]] as const;

// badge, name, team, lead badge, is_senior, hired, left
const AGENTS: [string, string, string, string | null, number, string, string | null][] = [
  ['B-100', 'Marisol Vega', 'Management', null, 1, '2019-03-04', null],
  ['B-110', 'Owen Fletcher', 'Billing', 'B-100', 1, '2020-01-13', null],
  ['B-111', 'Nadia Karimi', 'Billing', 'B-110', 0, '2022-05-02', null],
  ['B-112', 'Sam Whitaker', 'Billing', 'B-110', 0, '2023-02-20', null],
  ['B-113', 'Grace Obi', 'Billing', 'B-110', 1, '2021-08-09', null],
  ['B-114', 'Leo Brandt', 'Billing', 'B-110', 0, '2023-09-11', '2025-06-30'],
  ['B-115', 'Hana Suzuki', 'Billing', 'B-110', 0, '2025-07-14', null],
  ['B-120', 'Rosa Delgado', 'Technical', 'B-100', 1, '2019-11-18', null],
  ['B-121', 'Ethan Park', 'Technical', 'B-120', 1, '2021-04-05', null],
  ['B-122', 'Zoe Laurent', 'Technical', 'B-120', 0, '2022-10-17', null],
  ['B-123', 'Marcus Bell', 'Technical', 'B-120', 0, '2023-01-09', null],
  ['B-124', 'Ivy Chen', 'Technical', 'B-120', 0, '2023-06-26', '2026-02-27'],
  ['B-125', 'Tomás Silva', 'Technical', 'B-120', 1, '2020-09-28', null],
  ['B-126', 'Aisha Bello', 'Technical', 'B-120', 0, '2024-08-19', null],
  ['B-127', 'Dylan Moore', 'Technical', 'B-120', 0, '2026-03-16', null],
  ['B-130', 'Priya Raman', 'Accounts', 'B-100', 1, '2020-06-01', null],
  ['B-131', 'Jack Turner', 'Accounts', 'B-130', 0, '2022-02-14', null],
  ['B-132', 'Lena Fischer', 'Accounts', 'B-130', 0, '2023-03-27', null],
  ['B-133', 'Omar Haddad', 'Accounts', 'B-130', 0, '2021-11-08', '2024-10-31'],
  ['B-134', 'Chloe Martin', 'Accounts', 'B-130', 1, '2021-05-17', null],
  ['B-135', 'Ben Adeyemi', 'Accounts', 'B-130', 0, '2024-11-04', null],
  ['B-140', 'Victor Lindqvist', 'Escalations', 'B-100', 1, '2019-08-12', null],
  ['B-141', 'Keiko Tanaka', 'Escalations', 'B-140', 1, '2020-12-07', null],
  ['B-142', 'Rafael Costa', 'Escalations', 'B-140', 1, '2022-07-25', null],
  ['B-143', 'Julia Novak', 'Escalations', 'B-140', 0, '2024-02-05', null],
];

const CATEGORIES = [
  // category, team, weight, handle minutes range
  ['Billing', 'Billing', 24, [5, 45]], ['Login & Access', 'Accounts', 20, [5, 30]], ['Bug', 'Technical', 18, [20, 150]],
  ['How-to', 'Accounts', 22, [5, 40]], ['Feature Request', 'Technical', 8, [5, 25]], ['Outage', 'Technical', 8, [15, 90]],
] as const;
const PREFIXES = ['Alder', 'Beacon', 'Birch', 'Cobalt', 'Crescent', 'Dune', 'Ember', 'Falcon', 'Garnet', 'Horizon',
  'Indigo', 'Jasper', 'Kestrel', 'Lark', 'Meridian', 'Nova', 'Onyx', 'Pioneer', 'Quill', 'Raven', 'Sable', 'Sparrow',
  'Terra', 'Vale', 'Wren', 'Yarrow'];
const SUFFIXES = ['Logistics', 'Dental', 'Insurance', 'Foods', 'Legal', 'Design', 'Clinics', 'Outfitters', 'Realty',
  'Energy', 'Travel', 'Consulting', 'Bakery', 'Fitness', 'Pharma', 'Schools', 'Hotels', 'Motors', 'Apparel', 'Freight',
  'Media', 'Finance', 'Robotics', 'Farms', 'Labs', 'Builders', 'Brewing'];

const COMMENTS: Record<number, string[]> = {
  1: ['Took far too long', 'Nobody read my messages', 'Still not fixed'], 2: ['Slow answers', 'Had to explain twice'],
  3: ['Fine in the end', 'OK'], 4: ['Helpful', 'Quick and clear'], 5: ['Great help, thanks!', 'Super fast', 'Excellent'],
};

/** Agents of a team employed at a moment. */
const onStaff = (team: string, at: number) =>
  AGENTS.filter((a) => a[2] === team && day(a[5]) <= at && (a[6] === null || day(a[6]) > at));

export function datasetSql(): string {
  const rnd = seededRandom(90_417);
  const names = rnd.shuffle(PREFIXES.flatMap((p) => SUFFIXES.map((s) => `${p} ${s}`)));

  const customers: [string, string, string, string, string][] = [];
  for (let i = 0; i < 650; i++) {
    customers.push([
      `CU-${String(3_000 + i * 3 + rnd.int(0, 2)).padStart(5, '0')}`,
      names[i]!,
      rnd.weighted([['Premium', 15], ['Standard', 45], ['Basic', 40]] as const),
      rnd.weighted([['North America', 42], ['Europe', 33], ['Asia Pacific', 17], ['Latin America', 8]] as const),
      rnd.date('2016-01-01', '2023-12-31'),
    ]);
  }

  const tickets: unknown[][] = [];
  const msgs: unknown[][] = [];
  const csat: unknown[][] = [];
  let ticketNo = 100_001;
  let msgNo = 1;
  const outageDays = new Set(['2025-03-12', '2025-11-04', '2026-06-09']);
  for (let t = day('2024-01-01'); t < day('2026-11-25'); t += 24 * HOUR) {
    const date = new Date(t);
    const iso = date.toISOString().slice(0, 10);
    const weekday = date.getUTCDay() !== 0 && date.getUTCDay() !== 6;
    const month = date.getUTCMonth() + 1;
    const season = { 1: 1.3, 2: 1.1, 3: 1.1, 4: 1, 5: 0.95, 6: 0.9, 7: 0.8, 8: 0.85, 9: 1.25, 10: 1.1, 11: 1, 12: 0.7 }[month]!;
    const growth = 1 + (t - day('2024-01-01')) / (365 * 24 * HOUR) * 0.2;
    const expected = (weekday ? 4.2 : 1.1) * season * growth;
    let count = Math.floor(expected) + (rnd.chance(expected % 1) ? 1 : 0);
    if (outageDays.has(iso)) count += 25;
    for (let k = 0; k < count; k++) {
      const cust = customers[Math.floor(rnd.next() ** 1.6 * customers.length)]!;
      const outage = outageDays.has(iso) && k >= count - 25;
      const [category, team, , handle] = outage ? CATEGORIES[5] : rnd.weighted(CATEGORIES.map((c) => [c, c[2]] as const));
      const prio = outage ? 'P1'
        : category === 'Bug' ? rnd.weighted([['P1', 8], ['P2', 30], ['P3', 50], ['P4', 12]] as const)
        : category === 'Outage' ? rnd.weighted([['P1', 60], ['P2', 40]] as const)
        : rnd.weighted([['P1', 1], ['P2', 12], ['P3', 55], ['P4', 32]] as const);
      const sla = SLA.find((s) => s[0] === prio)!;
      const channel = cust[2] === 'Premium' ? rnd.weighted([['Phone', 35], ['Email', 30], ['Chat', 25], ['Web', 10]] as const)
        : rnd.weighted([['Phone', 12], ['Email', 38], ['Chat', 28], ['Web', 22]] as const);
      const opened = t + (weekday ? rnd.int(7 * 60, 19 * 60) : rnd.int(0, 24 * 60 - 1)) * 60_000 + rnd.int(0, 59) * 1000;
      if (opened >= NOW - 2 * HOUR) continue;
      const handlingTeam = prio === 'P1' && rnd.chance(0.7) ? 'Escalations' : team;
      const agent = rnd.pick(onStaff(handlingTeam, opened));
      const slow = rnd.chance(agent[4] ? 0.08 : 0.15);
      const firstResp = opened + Math.max(60_000, sla[2] * HOUR * (slow ? rnd.float(1.05, 3) : rnd.float(0.05, 0.95)));
      const ageHrs = (NOW - opened) / HOUR;
      const breach = rnd.chance(agent[4] ? 0.1 : 0.18);
      const resolveHrs = sla[3] * (breach ? rnd.float(1.05, 4) : rnd.float(0.1, 0.98));
      const stuck = rnd.chance(0.006);
      const resolved = !stuck && resolveHrs < ageHrs;
      const assigned = firstResp < NOW || rnd.chance(0.5);
      const status = resolved ? 'Resolved' : firstResp >= NOW ? 'New' : rnd.chance(0.45) ? 'Waiting on Customer' : 'In Progress';
      const closed = resolved ? opened + resolveHrs * HOUR : null;
      const [hLo, hHi] = handle;
      tickets.push([ticketNo, cust[0], status === 'New' && !assigned ? null : agent[0], stamp(opened),
        firstResp < NOW ? stamp(firstResp) : null, closed === null ? null : stamp(closed), prio, channel, category, status,
        rnd.int(hLo, hHi) + (channel === 'Phone' ? rnd.int(5, 20) : 0)]);

      // the customer's opening message, then replies back and forth up to the close (or now)
      msgs.push([msgNo++, ticketNo, stamp(opened), 'Customer', null, rnd.int(80, 1_500)]);
      if (firstResp < NOW) {
        const end = closed ?? NOW - HOUR;
        const extra = channel === 'Phone' ? rnd.int(0, 2) : rnd.weighted([[1, 4], [2, 4], [3, 3], [4, 1], [6, 1]] as const);
        const times = [firstResp, ...Array.from({ length: extra }, () => firstResp + rnd.next() * Math.max(0, end - firstResp))]
          .sort((a, b) => a - b);
        times.forEach((at, n) => {
          const fromAgent = n % 2 === 0;
          const author = fromAgent ? (rnd.chance(0.15) ? rnd.pick(onStaff('Escalations', at))[0] : agent[0]) : null;
          msgs.push([msgNo++, ticketNo, stamp(at), fromAgent ? 'Agent' : 'Customer', author, rnd.int(40, fromAgent ? 1_200 : 900)]);
        });
      }
      if (closed !== null && closed + 24 * HOUR < NOW && rnd.chance(0.33)) {
        const base = breach ? [[1, 14], [2, 16], [3, 25], [4, 28], [5, 17]] : [[1, 3], [2, 5], [3, 12], [4, 33], [5, 47]];
        const score = rnd.weighted((agent[4] ? base.map(([s, w]) => [s, s >= 4 ? w! * 1.3 : w]) : base) as [number, number][]);
        csat.push([ticketNo, score, stamp(Math.min(NOW - HOUR, closed + rnd.int(1, 72) * HOUR)).slice(0, 10),
          rnd.chance(0.25) ? rnd.pick(COMMENTS[score]!) : null]);
      }
      ticketNo++;
    }
  }

  return [
    'CREATE SCHEMA helpdesk;',
    `CREATE TABLE helpdesk.sla_targets (prio text PRIMARY KEY, prio_label text NOT NULL, first_resp_hrs integer NOT NULL,
      resolve_hrs integer NOT NULL);`,
    `CREATE TABLE helpdesk.agents (badge text PRIMARY KEY, agent_nm text NOT NULL, team text NOT NULL, lead_badge text,
      is_senior smallint NOT NULL, hire_dt date NOT NULL, left_dt date);`,
    `CREATE TABLE helpdesk.customers (cust_ref text PRIMARY KEY, cust_nm text NOT NULL, tier text NOT NULL, region text NOT NULL,
      since_dt date);`,
    `CREATE TABLE helpdesk.tickets (ticket_no integer PRIMARY KEY, cust_ref text NOT NULL, assignee text,
      opened_at timestamp NOT NULL, first_resp_at timestamp, closed_at timestamp, prio text NOT NULL, channel text NOT NULL,
      category text NOT NULL, status text NOT NULL, handle_min integer);`,
    `CREATE TABLE helpdesk.msgs (msg_no integer PRIMARY KEY, ticket_no integer NOT NULL, sent_at timestamp NOT NULL,
      sender_type text NOT NULL, sender_badge text, char_cnt integer);`,
    `CREATE TABLE helpdesk.csat (ticket_no integer PRIMARY KEY, score smallint NOT NULL, submitted_dt date NOT NULL, comment text);`,
    insertRows('helpdesk.sla_targets', ['prio', 'prio_label', 'first_resp_hrs', 'resolve_hrs'], SLA),
    insertRows('helpdesk.agents', ['badge', 'agent_nm', 'team', 'lead_badge', 'is_senior', 'hire_dt', 'left_dt'], AGENTS),
    insertRows('helpdesk.customers', ['cust_ref', 'cust_nm', 'tier', 'region', 'since_dt'], customers),
    insertRows('helpdesk.tickets', ['ticket_no', 'cust_ref', 'assignee', 'opened_at', 'first_resp_at', 'closed_at', 'prio',
      'channel', 'category', 'status', 'handle_min'], tickets),
    insertRows('helpdesk.msgs', ['msg_no', 'ticket_no', 'sent_at', 'sender_type', 'sender_badge', 'char_cnt'], msgs),
    insertRows('helpdesk.csat', ['ticket_no', 'score', 'submitted_dt', 'comment'], csat),
  ].join('\n');
}
