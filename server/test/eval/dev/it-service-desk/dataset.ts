/**
 * Harbourgate Health, a hospital group of about 1,500 staff: three hospitals, two outpatient clinics and a corporate
 * headquarters (which also houses the group's data centre). This is the database of its internal IT service desk,
 * exported nightly from the ITSM tool into the `itsm` schema. The tool went live on 2025-01-01 (nothing earlier is
 * recorded); the last export ran at 23:30 on 2026-11-24, so nothing after that moment is in the data. All timestamps
 * are hospital local time, without time zone. The roster (`agents`) and the activity log (`worklog`) come from
 * another export and keep that tool's camelCase column names, so those columns must be double-quoted in SQL.
 *
 * Schema `itsm`:
 * - `site`: the group's locations. `site_cd` PK: SMH St Mary's Hospital, RVH Riverside General Hospital, NBH
 *   Northbridge Community Hospital, WOC Westgate Outpatient Centre, EPC Elm Park Renal Clinic, HHQ Harbour House
 *   (group headquarters and data centre); `site_nm` the name; `site_type` HOSP hospital, CLIN outpatient clinic, ADMN
 *   offices; `beds` inpatient beds (NULL for sites without beds).
 * - `assignment_grp`: IT support teams that tickets are assigned to. `grp_id` PK; `grp_nm` (Service Desk L1, Desktop
 *   Support, Network & Telephony, Clinical Applications, Identity & Access, Infrastructure & Servers, Telephony);
 *   `grp_email` the team queue address; `tier` 1 first line, 2 second line, 3 third line; `active_flg` 1 when the
 *   team still exists, 0 for a retired team (Telephony was merged into Network & Telephony on 2025-07-01; its tickets
 *   before that date keep grp_id 7).
 * - `agents`: IT support staff who work tickets (camelCase columns). `"agentId"` PK; `"firstName"`, `"lastName"`;
 *   `"email"`; `"groupId"` the agent's current assignment group (grp_id); `"isContractor"` 1 for agency contractors,
 *   0 for employees; `"isActive"` 1 while the person still works on the desk, 0 once they have left; `"startDate"`
 *   the first day on the desk; `"endDate"` the last day (NULL while active).
 * - `staff`: hospital-group employees, the people who raise tickets (requesters). `staff_no` PK; `first_name`,
 *   `last_name`; `dept` the department name (e.g. Emergency Department, Medical Wards, Radiology, Finance);
 *   `site_cd` the site they work at; `role_cd` DOC doctor, NUR nurse or midwife, AHP allied health professional
 *   (radiographers, pharmacists, lab scientists...), ADM administrative and clerical, MGT managers; `vip_flg` 1 for
 *   executives and department heads (VIP users who get white-glove handling), 0 otherwise; `start_dt` hire date;
 *   `term_dt` the day they left the group (NULL while employed).
 * - `sla_target`: service-level targets, one row per priority, the same for incidents and service requests.
 *   `prio` PK P1..P4; `prio_desc` Critical, High, Moderate, Low; `resp_min` the first-response target in minutes (from
 *   opened_ts to first_resp_ts); `rslv_min` the resolution target in minutes (from opened_ts to rslv_ts). Targets run
 *   on calendar (24x7) time and the clock is not paused while a ticket is on hold. A ticket breaches its first-response
 *   SLA when first_resp_ts is later than opened_ts plus resp_min, and its resolution SLA when rslv_ts is later than
 *   opened_ts plus rslv_min.
 * - `config_item`: the CMDB, the IT assets tickets can be logged against. `ci_id` PK; `asset_tag` the label on the
 *   device like HG-PR-00123; `ci_class` LAPTOP, DESKTOP, WOW (workstation on wheels, the ward computer carts),
 *   PRINTER, SERVER, SWITCH (network switches and Wi-Fi controllers); `model`; `site_cd` where it is; `staff_no` the
 *   person a laptop is issued to (NULL for shared devices); `purchase_dt`; `warranty_end` the last day of the
 *   manufacturer warranty; `lifecycle_cd` 1 in service, 2 in stock (spare), 3 away for repair, 9 retired.
 * - `tickets`: incidents and service requests. `tkt_id` PK; `tkt_ref` the reference users see (INC... for incidents,
 *   REQ... for service requests); `type_cd` I incident (something broken), R service request (something asked for:
 *   access, new equipment, software); `prio` P1 critical .. P4 low (service requests are only ever P3 or P4);
 *   `cat_cd` category: HW hardware (PCs, laptops, carts, peripherals), SW software (non-clinical applications), NET
 *   network and Wi-Fi, ACC accounts, passwords and access, CLIN clinical applications (EHR, PACS imaging, lab system),
 *   PRN printing and scanning, TEL desk phones, mobiles and pagers, EML email and Teams, INFR servers, storage and
 *   data centre; `sts_cd` NEW logged, not yet assigned or answered, ASSG assigned to an agent, WIP work in progress,
 *   HOLD on hold (waiting on a vendor, a part or the requester), RSLV resolved, CLSD closed (resolved tickets close
 *   automatically 3 days after resolution), CANC cancelled by the requester (never resolved); a ticket is open while
 *   sts_cd is NEW, ASSG, WIP or HOLD, and resolved when sts_cd is RSLV or CLSD; `chnl` how it came in: PHONE service
 *   desk line, EMAIL, PORTAL self-service portal, WALKIN walk-up IT desk (St Mary's, Riverside and Harbour House only),
 *   MON raised automatically by infrastructure monitoring (no requester); `opened_ts` when it was logged;
 *   `first_resp_ts` when an agent first responded to the requester (NULL only for NEW tickets nobody has answered
 *   yet); `rslv_ts` when it was resolved (NULL while open and for cancelled tickets; for a ticket that was reopened and
 *   resolved again, the last resolution); `reopen_cnt` how many times the requester reopened it after a resolution (a
 *   reopened ticket that is being worked again is open, with rslv_ts NULL); `requester_no` the staff_no of the person
 *   who raised it (NULL for MON tickets); `agent_id` the assigned agent (agents."agentId"; NULL for NEW tickets);
 *   `grp_id` the assignment group that owns it; `site_cd` the site where the problem is; `ci_id` the configuration
 *   item it is logged against (NULL when none); `is_major` 1 when the incident was declared a major incident (only
 *   ever P1 incidents), 0 otherwise; `short_desc` the summary line.
 * - `csat_resp`: customer-satisfaction survey responses. A one-question survey is emailed to the requester when a
 *   ticket is resolved; only answered surveys are stored, one per ticket at most. `resp_id` PK; `tkt_id`; `resp_dt`
 *   the day the requester answered; `score` 1 very dissatisfied .. 5 very satisfied; `comment_txt` optional comment.
 * - `worklog`: time entries agents record on tickets (camelCase columns). `"logId"` PK; `"ticketId"` the tkt_id;
 *   `"agentId"` the agent who logged it (a Service Desk L1 agent logs the triage of a phoned, emailed or walk-in
 *   ticket before it goes to another team); `"loggedAt"` when the work was done; `"minutesSpent"` minutes of work
 *   (0 for notes); `"entryType"` WORK hands-on work, TRAVEL travelling to another site for a desk-side visit, NOTE a
 *   note with no time.
 */
import { insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const START = Date.parse('2025-01-01T00:00:00Z');
const NOW = Date.parse('2026-11-24T23:30:00Z');
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const tsOf = (t: number) => new Date(Math.floor(t / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
const pad = (n: number, w: number) => String(n).padStart(w, '0');

function gauss(r: SeededRandom): number {
  const u = Math.max(r.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r.next());
}
/** A log-normal draw with the given median. */
const logn = (r: SeededRandom, median: number, sigma: number) => median * Math.exp(sigma * gauss(r));

const SITES: [string, string, string, number | null, number][] = [
  ['SMH', "St Mary's Hospital", 'HOSP', 420, 540],
  ['RVH', 'Riverside General Hospital', 'HOSP', 310, 400],
  ['NBH', 'Northbridge Community Hospital', 'HOSP', 120, 190],
  ['WOC', 'Westgate Outpatient Centre', 'CLIN', null, 105],
  ['EPC', 'Elm Park Renal Clinic', 'CLIN', null, 60],
  ['HHQ', 'Harbour House', 'ADMN', null, 205],
];

/** Departments per site, with their weight in the site's headcount. */
const DEPTS: Record<string, [string, number][]> = {
  SMH: [['Emergency Department', 14], ['Intensive Care', 8], ['Surgery & Theatres', 14], ['Medical Wards', 26], ['Radiology', 8],
    ['Pathology Lab', 7], ['Pharmacy', 5], ['Maternity', 10], ['Health Records', 8]],
  RVH: [['Emergency Department', 15], ['Intensive Care', 7], ['Surgery & Theatres', 14], ['Medical Wards', 30], ['Radiology', 9],
    ['Pharmacy', 6], ['Health Records', 9], ['Pathology Lab', 10]],
  NBH: [['Medical Wards', 45], ['Emergency Department', 20], ['Radiology', 15], ['Pharmacy', 8], ['Health Records', 12]],
  WOC: [['Outpatients', 70], ['Radiology', 20], ['Health Records', 10]],
  EPC: [['Renal Unit', 100]],
  HHQ: [['Finance', 22], ['Human Resources', 18], ['Executive Office', 8], ['IT', 25], ['Facilities', 12], ['Procurement', 15]],
};
const CLINICAL = new Set(['Emergency Department', 'Intensive Care', 'Surgery & Theatres', 'Medical Wards', 'Maternity', 'Outpatients', 'Renal Unit']);

const FIRST = ['James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Isla', 'Jack', 'Ava', 'Harry', 'Mia', 'George', 'Grace',
  'Charlie', 'Freya', 'Thomas', 'Lily', 'Oscar', 'Ella', 'William', 'Sophie', 'Henry', 'Chloe', 'Leo', 'Evie', 'Samuel', 'Ruby', 'Joseph',
  'Alice', 'Daniel', 'Hannah', 'Adam', 'Zara', 'Mohammed', 'Aisha', 'Arjun', 'Priya', 'Kwame', 'Ama', 'Tomasz', 'Agnieszka', 'Rhys', 'Niamh',
  'Ciaran', 'Siobhan', 'Rory', 'Eilidh', 'Callum', 'Megan', 'Ethan', 'Jessica', 'Lucas', 'Rachel', 'Nathan', 'Laura', 'Matthew', 'Sarah',
  'David', 'Helen', 'Peter', 'Claire', 'Andrew', 'Fiona', 'Stephen', 'Karen', 'Imran', 'Fatima', 'Chen', 'Mei'];
const LAST = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans',
  'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'James', 'Phillips', 'Mason',
  'Mitchell', 'Rose', 'Davis', 'Rodriguez', 'Cox', 'Alexander', 'Morgan', 'Moore', 'Hughes', 'Edwards', 'Hill', 'Harris', 'Martin',
  'Cooper', 'Ward', 'Turner', 'Parker', 'Collins', 'Bell', 'Murphy', 'Kelly', 'Campbell', 'Stewart', 'Reid', 'Shah', 'Begum', 'Ali',
  'Nowak', 'Kowalski', 'Mensah', 'Owusu', 'Singh', 'Kaur', 'Ahmed', 'Chen', 'Wong', 'Nguyen', 'Gallagher', 'Quinn', 'Byrne', 'Doherty',
  'Fraser', 'Grant', 'Hamilton', 'Lloyd', 'Price', 'Bennett', 'Russell', 'Knight', 'Barker', 'Webb', 'Holmes', 'Marshall', 'Fox'];

const GROUPS: [number, string, string, number, number][] = [
  [1, 'Service Desk L1', 'servicedesk@harbourgate.nhs.example', 1, 1],
  [2, 'Desktop Support', 'desktop@harbourgate.nhs.example', 2, 1],
  [3, 'Network & Telephony', 'network@harbourgate.nhs.example', 2, 1],
  [4, 'Clinical Applications', 'clinapps@harbourgate.nhs.example', 2, 1],
  [5, 'Identity & Access', 'iam@harbourgate.nhs.example', 2, 1],
  [6, 'Infrastructure & Servers', 'infra@harbourgate.nhs.example', 3, 1],
  [7, 'Telephony', 'telephony@harbourgate.nhs.example', 2, 0],
];

interface Agent {
  id: number; first: string; last: string; grp: number; ctr: number; start: string; end: string | null;
  /** group worked in before a move (and the day the move took effect) */
  prevGrp: number | null; moved: string | null; leave: [string, string] | null; cap: number; speed: number; csat: number;
}
// id, first, last, current group, contractor, start, end, previous group, moved on, leave, capacity, speed, csat adjustment
const AGENTS: Agent[] = ([
  [501, 'Megan', 'Doyle', 1, 0, '2019-04-01', null, null, null, null, 1.2, 0.9, 0.15],
  [502, 'Ravi', 'Chandran', 1, 0, '2021-09-13', null, null, null, null, 1.1, 1.0, 0.05],
  [503, 'Tom', 'Whitaker', 1, 1, '2025-03-03', null, null, null, null, 1.0, 1.2, -0.2],
  [504, 'Aisha', 'Bello', 1, 0, '2022-02-07', null, null, null, null, 1.0, 0.9, 0.1],
  [505, 'Connor', 'Walsh', 1, 0, '2023-05-15', '2026-05-29', null, null, null, 1.0, 1.1, -0.1],
  [506, 'Leah', 'Fitzgerald', 1, 0, '2026-06-08', null, null, null, null, 0.9, 1.2, 0.0],
  [507, 'Daniel', 'Kim', 1, 1, '2024-10-07', null, null, null, null, 0.9, 1.0, -0.05],
  [511, 'Gareth', 'Evans', 2, 0, '2018-01-08', null, null, null, null, 1.2, 0.9, 0.05],
  [512, 'Priya', 'Raman', 2, 0, '2021-03-22', null, null, null, null, 1.1, 0.95, 0.1],
  [513, 'Luis', 'Ortega', 2, 1, '2024-06-03', null, null, null, null, 1.0, 1.2, -0.15],
  [514, 'Hannah', 'Brooks', 2, 0, '2020-08-17', null, null, null, ['2026-09-21', '2026-11-06'], 1.0, 1.0, 0.1],
  [515, 'Sean', 'McCarthy', 2, 0, '2022-11-14', null, null, null, null, 1.0, 1.05, 0.0],
  [516, 'Olu', 'Adeyemi', 2, 0, '2026-11-03', null, null, null, null, 0.8, 1.1, 0.0],
  [521, 'Marek', 'Nowicki', 3, 0, '2017-06-05', null, null, null, null, 1.1, 0.9, 0.05],
  [522, 'Fiona', 'Grant', 3, 0, '2020-01-13', null, null, null, null, 1.0, 1.0, 0.0],
  [523, 'Jamal', 'Hussain', 3, 0, '2019-09-02', null, 7, '2025-07-01', null, 1.0, 1.0, 0.05],
  [524, 'Carol', 'Pearson', 7, 0, '2015-02-02', '2025-09-30', null, null, null, 1.0, 1.1, -0.1],
  [531, 'Natalie', 'Simmons', 4, 0, '2018-10-01', null, null, null, null, 1.1, 1.0, -0.1],
  [532, 'Ben', 'Okafor', 4, 0, '2021-07-19', null, null, null, null, 1.0, 1.0, -0.15],
  [533, 'Yuki', 'Tanaka', 4, 0, '2022-04-25', null, null, null, null, 1.0, 0.85, 0.45],
  [534, 'Ahmed', 'Rahman', 4, 1, '2026-01-05', '2026-06-30', null, null, null, 1.3, 1.2, -0.3],
  [535, 'Grace', 'Lindqvist', 4, 0, '2023-09-04', null, null, null, null, 1.0, 1.0, -0.05],
  [541, 'Owen', 'Price', 5, 0, '2019-11-11', null, null, null, null, 1.1, 0.9, 0.1],
  [542, 'Sofia', 'Marin', 5, 0, '2023-01-16', null, null, null, null, 1.0, 1.0, 0.0],
  [543, 'Kevin', 'Lowe', 5, 1, '2025-08-04', null, null, null, null, 0.9, 1.15, -0.1],
  [551, 'Graham', 'Holt', 6, 0, '2016-03-14', null, null, null, null, 1.0, 0.9, 0.05],
  [552, 'Irene', 'Costa', 6, 0, '2021-05-10', null, null, null, null, 1.0, 1.0, 0.0],
  [553, 'Patrick', 'Byrne', 6, 1, '2024-02-19', null, null, null, null, 0.9, 1.1, -0.1],
] as const).map(([id, first, last, grp, ctr, start, end, prevGrp, moved, leave, cap, speed, csat]) => ({
  id, first, last, grp, ctr, start, end, prevGrp, moved, leave: leave as [string, string] | null, cap, speed, csat,
}));

/** The group an agent worked in on a given day. */
const groupOn = (a: Agent, t: number) => (a.prevGrp !== null && a.moved !== null && t < ms(a.moved) ? a.prevGrp : a.grp);
const available = (a: Agent, t: number) =>
  ms(a.start) <= t && (a.end === null || t < ms(a.end) + DAY) && !(a.leave && t >= ms(a.leave[0]) && t < ms(a.leave[1]) + DAY);

const SLA: [string, string, number, number][] = [
  ['P1', 'Critical', 15, 240],
  ['P2', 'High', 30, 480],
  ['P3', 'Moderate', 240, 2880],
  ['P4', 'Low', 480, 7200],
];
const slaOf = (p: string) => SLA.find((s) => s[0] === p)!;

const DESC: Record<string, [string[], string[]]> = {
  HW: [['Laptop will not power on', 'Monitor flickering', 'Keyboard not working', 'Docking station not detected', 'WOW cart battery not charging',
    'Barcode scanner not reading wristbands', 'PC very slow to start', 'Blue screen on ward PC'],
  ['New laptop for new starter', 'Second monitor request', 'Replacement mouse and keyboard', 'Headset for remote consultations']],
  SW: [['Excel crashes on opening', 'Adobe reader error', 'Rota software will not load', 'Outlook add-in missing', 'Windows update stuck'],
    ['Install Visio', 'Install statistics package', 'Software licence request']],
  NET: [['No Wi-Fi on ward', 'Network drive not reachable', 'Slow network in clinic', 'VPN will not connect', 'Switch port down'], []],
  ACC: [['Password reset', 'Account locked out', 'Cannot log in to PC', 'MFA not working', 'Shared drive access denied'],
    ['New starter account', 'Access to shared mailbox', 'Access to finance drive', 'Leaver account removal']],
  CLIN: [['EHR will not load patient record', 'PACS images not displaying', 'Lab results not showing in EHR', 'EHR printing labels wrong',
    'Prescribing module error', 'EHR very slow'], ['EHR role change', 'PACS access for new radiographer', 'EHR smartcard access']],
  PRN: [['Printer jammed', 'Printer offline', 'Wristband printer not printing', 'Scanner to email failing', 'Label printer misaligned'],
    ['Add printer to PC']],
  TEL: [['Desk phone no dial tone', 'Pager not receiving', 'Mobile not syncing email', 'Voicemail not working'],
    ['New desk phone extension', 'New mobile phone']],
  EML: [['Cannot send email', 'Teams meeting audio fails', 'Mailbox full', 'Calendar not syncing'], ['New distribution list', 'Shared calendar request']],
  INFR: [['Server disk space alert', 'Backup job failed', 'File server unreachable', 'Database server high CPU', 'Storage latency alert'], []],
};

interface Staff { no: number; first: string; last: string; dept: string; site: string; role: string; vip: number; start: string; term: string | null; w: number }
interface CI { id: number; tag: string; cls: string; model: string; site: string; staff: number | null; bought: string; warr: string; life: number; w: number }
interface Tkt {
  id: number; ref: string; type: string; prio: string; cat: string; sts: string; chnl: string; opened: number; frt: number | null;
  rslv: number | null; reopen: number; req: Staff | null; agent: Agent | null; grp: number; site: string; ci: CI | null; major: number; desc: string;
}
interface Log { tkt: number; agent: number; at: number; min: number; type: string }

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const nameOf = uniqueNames(r, FIRST, LAST, new Set(AGENTS.map((a) => `${a.first} ${a.last}`)));

  // ---------- staff ----------
  const staff: Staff[] = [];
  let staffNo = 20000;
  for (const [site, , , , head] of SITES) {
    for (let i = 0; i < head; i++) {
      const dept = r.weighted(DEPTS[site]!);
      const role = CLINICAL.has(dept)
        ? r.weighted<string>([['NUR', 55], ['DOC', 22], ['AHP', 8], ['ADM', 12], ['MGT', 3]])
        : ['Radiology', 'Pathology Lab', 'Pharmacy'].includes(dept)
          ? r.weighted<string>([['AHP', 70], ['DOC', 8], ['ADM', 17], ['MGT', 5]])
          : r.weighted<string>([['ADM', 85], ['MGT', 15]]);
      const [first, last] = nameOf();
      const start = r.chance(0.07) ? r.date('2025-01-15', '2026-10-15') : r.date('2004-01-01', '2024-12-31');
      const term = r.chance(0.08) ? r.date(start > '2025-02-01' ? start : '2025-02-01', '2026-11-20') : null;
      const w = { ADM: 1.6, NUR: 1.1, DOC: 0.9, AHP: 0.9, MGT: 1.3 }[role]! * Math.exp(0.55 * gauss(r));
      staff.push({ no: (staffNo += r.int(1, 3)), first, last, dept, site, role, vip: 0, start, term: term && term > start ? term : null, w });
    }
  }
  // VIPs: the executive office managers and one manager per clinical department per hospital
  for (const s of staff) if (s.role === 'MGT' && (s.dept === 'Executive Office' || r.chance(0.35))) s.vip = 1;
  // a handful of heavy requesters (ward clerks, rota coordinators)
  const heavy = r.shuffle(staff.filter((s) => s.role === 'ADM' && s.term === null && s.start < '2025-01-01')).slice(0, 8);
  heavy.forEach((s, i) => (s.w *= 7 - i * 0.55));

  // ---------- CMDB ----------
  const cis: CI[] = [];
  const MODELS: Record<string, string[]> = {
    LAPTOP: ['Dell Latitude 5440', 'Dell Latitude 7420', 'HP EliteBook 840 G8', 'Lenovo ThinkPad T14'],
    DESKTOP: ['Dell OptiPlex 7090', 'Dell OptiPlex 5000', 'HP ProDesk 600 G6'],
    WOW: ['Ergotron CareFit Pro', 'Capsa Trio cart'],
    PRINTER: ['HP LaserJet M507', 'Zebra ZD621 (wristbands)', 'Ricoh IM C3000 MFD', 'Brother HL-L6400'],
    SERVER: ['Dell PowerEdge R750', 'HPE ProLiant DL380 Gen10', 'Dell PowerEdge R640'],
    SWITCH: ['Cisco Catalyst 9300', 'Aruba 6300M', 'Aruba 7210 controller'],
  };
  const CODE: Record<string, string> = { LAPTOP: 'LT', DESKTOP: 'PC', WOW: 'WW', PRINTER: 'PR', SERVER: 'SV', SWITCH: 'SW' };
  const perSite: Record<string, Record<string, number>> = {
    SMH: { LAPTOP: 110, DESKTOP: 150, WOW: 55, PRINTER: 60, SERVER: 6, SWITCH: 30 },
    RVH: { LAPTOP: 85, DESKTOP: 115, WOW: 40, PRINTER: 45, SERVER: 4, SWITCH: 24 },
    NBH: { LAPTOP: 35, DESKTOP: 55, WOW: 18, PRINTER: 22, SERVER: 2, SWITCH: 10 },
    WOC: { LAPTOP: 25, DESKTOP: 35, WOW: 0, PRINTER: 14, SERVER: 0, SWITCH: 6 },
    EPC: { LAPTOP: 12, DESKTOP: 20, WOW: 6, PRINTER: 8, SERVER: 0, SWITCH: 4 },
    HHQ: { LAPTOP: 170, DESKTOP: 40, WOW: 0, PRINTER: 25, SERVER: 48, SWITCH: 16 },
  };
  const seq: Record<string, number> = {};
  for (const [site] of SITES) {
    for (const cls of Object.keys(MODELS)) {
      for (let i = 0; i < perSite[site]![cls]!; i++) {
        const bought = r.date('2018-06-01', '2026-10-31');
        const years = cls === 'SERVER' || cls === 'SWITCH' ? 5 : 3;
        const warr = isoOf(ms(bought) + years * 365 * DAY);
        const age = (NOW - ms(bought)) / (365 * DAY);
        const life = age > 6.5 && r.chance(0.6) ? 9 : r.chance(0.05) ? 2 : r.chance(0.02) ? 3 : 1;
        const owners = staff.filter((s) => s.site === site);
        const owner = cls === 'LAPTOP' && life !== 2 ? r.pick(owners).no : null;
        seq[cls] = (seq[cls] ?? 0) + r.int(1, 2);
        cis.push({ id: 0, tag: `HG-${CODE[cls]}-${pad(seq[cls]!, 5)}`, cls, model: r.pick(MODELS[cls]!), site, staff: owner, bought, warr, life,
          w: Math.exp(0.5 * gauss(r)) * (age > 4 ? 1.6 : 1) });
      }
    }
  }
  cis.sort((a, b) => a.tag.localeCompare(b.tag));
  cis.forEach((c, i) => (c.id = 1001 + i));
  // one wristband printer in St Mary's Emergency Department that fails all the time
  const lemon = cis.find((c) => c.cls === 'PRINTER' && c.site === 'SMH' && c.life === 1 && c.model.startsWith('Zebra'))!;
  lemon.w = 14;
  const ciPool = (site: string, classes: string[]) => cis.filter((c) => c.site === site && classes.includes(c.cls) && (c.life === 1 || c.life === 3));
  const poolCache = new Map<string, CI[]>();
  const pickCi = (site: string, classes: string[]) => {
    const key = `${site}|${classes.join(',')}`;
    if (!poolCache.has(key)) poolCache.set(key, ciPool(site, classes));
    const pool = poolCache.get(key)!;
    if (pool.length === 0) return null;
    return r.weighted(pool.map((c) => [c, c.w] as const));
  };

  // ---------- tickets ----------
  const tkts: Tkt[] = [];
  const logs: Log[] = [];
  const csat: { tkt: number; dt: string; score: number; cmt: string | null }[] = [];
  let tktSeq = 0;
  const pickAgent = (grp: number, t: number): Agent | null => {
    const pool = AGENTS.filter((a) => groupOn(a, t) === grp && available(a, t));
    if (pool.length === 0) return null;
    return r.weighted(pool.map((a) => [a, a.cap] as const));
  };
  const siteW = SITES.map(([cd, , , , head]) => [cd, head] as const);

  for (let day = START; day < NOW; day += DAY) {
    const dow = new Date(day).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    const iso = isoOf(day);
    const growth = iso >= '2026-01-01' ? 1.08 : 1;
    const ehrUpgrade = iso >= '2026-03-02' && iso <= '2026-03-31';
    const n = r.poisson((weekend ? 2.6 : 8.4) * growth * (iso.slice(5, 7) === '01' ? 1.15 : 1) * (ehrUpgrade ? 1.25 : 1));
    for (let k = 0; k < n; k++) {
      const hour = weekend || r.chance(0.12) ? r.float(0, 24, 4) : r.weighted<number>([[7, 6], [8, 12], [9, 14], [10, 13], [11, 11], [12, 8], [13, 10], [14, 11], [15, 9], [16, 6], [17, 3]]) + r.next();
      const opened = day + Math.floor(hour * HOUR);
      if (opened >= NOW) continue;
      const type = r.chance(0.38) ? 'R' : 'I';
      let cat: string;
      if (type === 'I') {
        cat = r.weighted<string>([['HW', 20], ['SW', 11], ['NET', 11], ['ACC', 12], ['CLIN', ehrUpgrade ? 40 : 19], ['PRN', 14], ['TEL', 5], ['EML', 4], ['INFR', 4]]);
      } else {
        cat = r.weighted<string>([['ACC', 34], ['HW', 24], ['SW', 18], ['CLIN', 11], ['TEL', 5], ['EML', 5], ['PRN', 3]]);
      }
      let prio: string;
      if (type === 'R') prio = r.chance(0.55) ? 'P3' : 'P4';
      else {
        const crit = ['CLIN', 'NET', 'INFR'].includes(cat);
        prio = r.weighted<string>([['P1', crit ? 6 : 1], ['P2', crit ? 18 : 9], ['P3', 55], ['P4', crit ? 21 : 35]]);
      }
      // channel and requester
      let chnl: string;
      const monitored = type === 'I' && (cat === 'INFR' || cat === 'NET') && r.chance(cat === 'INFR' ? 0.75 : 0.35);
      let req: Staff | null = null;
      let site: string;
      if (monitored) {
        chnl = 'MON';
        site = cat === 'INFR' ? r.weighted<string>([['HHQ', 8], ['SMH', 1.5], ['RVH', 1], ['NBH', 0.5]]) : r.weighted(siteW);
      } else {
        const t0 = iso;
        for (;;) {
          const s = staff[Math.floor(r.next() * staff.length)]!;
          if (s.start > t0 || (s.term !== null && s.term < t0)) continue;
          if (r.next() * 20 > s.w) continue;
          req = s;
          break;
        }
        site = req.site;
        const walkUp = ['SMH', 'RVH', 'HHQ'].includes(site) && !weekend;
        chnl = type === 'R'
          ? r.weighted<string>([['PORTAL', 70], ['EMAIL', 16], ['PHONE', 10], ['WALKIN', walkUp ? 4 : 0]])
          : r.weighted<string>([['PHONE', prio === 'P1' || prio === 'P2' ? 60 : 38], ['EMAIL', 20], ['PORTAL', 28], ['WALKIN', walkUp ? 9 : 0]]);
      }
      // assignment group
      const quickable = type === 'I' && ['SW', 'ACC', 'PRN', 'EML', 'HW'].includes(cat) && (prio === 'P3' || prio === 'P4');
      const quick = quickable && (chnl === 'PHONE' || chnl === 'WALKIN') && r.chance(cat === 'ACC' ? 0.75 : cat === 'HW' ? 0.2 : 0.45);
      let grp: number;
      if (quick) grp = 1;
      else {
        grp = {
          HW: 2, SW: r.chance(0.4) ? 1 : 2, NET: 3, ACC: r.chance(type === 'I' ? 0.4 : 0.1) ? 1 : 5, CLIN: 4, PRN: r.chance(0.45) ? 1 : 2,
          TEL: opened < ms('2025-07-01') ? 7 : 3, EML: r.chance(0.5) ? 1 : 6, INFR: 6,
        }[cat]!;
      }
      const agent = pickAgent(grp, opened);
      if (!agent) throw new Error(`no agent for group ${grp} on ${iso}`);
      // configuration item
      let ci: CI | null = null;
      if (type === 'I') {
        if (cat === 'HW' && r.chance(0.85)) ci = pickCi(site, ['LAPTOP', 'DESKTOP', 'WOW']);
        else if (cat === 'PRN' && r.chance(0.9)) ci = pickCi(site, ['PRINTER']);
        else if (cat === 'NET' && (monitored || r.chance(0.3))) ci = pickCi(site, ['SWITCH']);
        else if (cat === 'INFR') ci = pickCi(site, ['SERVER']);
      } else if (cat === 'HW' && r.chance(0.3)) ci = pickCi(site, ['LAPTOP', 'DESKTOP']);
      // the lemon printer: extra failures from 2026 on
      if (ci === null && type === 'I' && cat === 'PRN' && site === 'SMH' && iso >= '2026-01-01' && r.chance(0.12)) ci = lemon;
      const major = type === 'I' && prio === 'P1' && ['SMH', 'RVH', 'NBH', 'HHQ'].includes(site) && ['CLIN', 'NET', 'INFR', 'EML'].includes(cat) && r.chance(0.4) ? 1 : 0;

      // first response
      const [, , respMin] = slaOf(prio);
      let frtDelay: number;
      if (chnl === 'PHONE' || chnl === 'WALKIN') frtDelay = r.float(0, 4) * MIN;
      else {
        const median = { P1: 6, P2: 14, P3: 80, P4: 190 }[prio]!;
        frtDelay = logn(r, median, 0.75) * agent.speed * MIN;
        const h = hour;
        if ((prio === 'P3' || prio === 'P4') && (weekend || h < 7 || h >= 18) && chnl !== 'MON') {
          // email and portal tickets logged out of hours wait for the morning shift
          const next = h >= 18 ? day + DAY : day;
          let morning = next + 7.5 * HOUR;
          const d = new Date(next).getUTCDay();
          if (d === 6) morning += 2 * DAY;
          else if (d === 0) morning += DAY;
          frtDelay = Math.max(frtDelay, morning - opened + logn(r, 40, 0.6) * MIN);
        }
      }
      let frt: number | null = opened + frtDelay;
      // resolution
      let dur: number;
      let held = false;
      if (quick) dur = r.float(4, 40) * MIN;
      else {
        const median = type === 'I' ? { P1: 2.2, P2: 5, P3: 22, P4: 60 }[prio]! : { P3: 40, P4: 90 }[prio]!;
        dur = logn(r, median, prio === 'P1' ? 0.45 : 0.8) * HOUR * (grp === 4 ? 1.25 : grp === 6 ? 1.15 : 1) * agent.speed;
        if ((prio === 'P3' || prio === 'P4') && r.chance(0.11)) {
          held = true;
          dur += logn(r, 12, 1.0) * DAY;
        }
      }
      let rslv: number | null = Math.max(opened + dur, frt + r.float(2, 30) * MIN);
      if (prio === 'P1' && rslv > NOW) rslv = NOW - r.float(5, 20) * MIN;
      let reopen = 0;
      let reopenAt: number[] = [];
      if (rslv <= NOW && !quick && chnl !== 'MON' && r.chance(0.06)) {
        reopen = r.chance(0.12) ? 2 : 1;
        let t = rslv;
        for (let i = 0; i < reopen; i++) {
          const back = t + logn(r, 1.5, 0.6) * DAY;
          reopenAt.push(back);
          t = back + logn(r, 20, 0.8) * HOUR;
        }
        reopenAt = reopenAt.filter((x) => x < NOW);
        reopen = reopenAt.length;
        if (reopen > 0) rslv = t;
      }
      const id = ++tktSeq;
      const t: Tkt = {
        id, ref: `${type === 'I' ? 'INC' : 'REQ'}${pad(100000 + id * 3 + r.int(0, 2), 7)}`, type, prio, cat, sts: '', chnl, opened, frt, rslv, reopen,
        req, agent, grp, site, ci, major, desc: r.pick(DESC[cat]![type === 'I' ? 0 : 1]!.length ? DESC[cat]![type === 'I' ? 0 : 1]! : DESC[cat]![0]!),
      };
      // status
      if (frt > NOW) {
        // not answered yet: only possible while still inside the first-response target
        if (NOW - opened < respMin * MIN * 0.9) {
          t.sts = 'NEW';
          t.frt = null;
          t.rslv = null;
          t.agent = null;
          t.reopen = 0;
          reopenAt = [];
        } else {
          frt = NOW - r.float(2, 30) * MIN;
          t.frt = frt;
        }
      }
      if (t.sts === '') {
        if (type === 'R' && !quick && t.rslv !== null && r.chance(0.03) && opened < NOW - 2 * DAY) {
          t.sts = 'CANC';
          t.rslv = null;
          t.reopen = 0;
          reopenAt = [];
        } else if (t.rslv !== null && t.rslv <= NOW) t.sts = t.rslv > NOW - 3 * DAY ? 'RSLV' : 'CLSD';
        else {
          t.rslv = null;
          t.sts = held && r.chance(0.8) ? 'HOLD' : NOW - (t.frt ?? opened) < 1.5 * DAY && r.chance(0.35) ? 'ASSG' : 'WIP';
          if (t.reopen > 0) t.sts = 'WIP';
        }
      }
      if (t.sts === 'NEW') {
        tkts.push(t);
        continue;
      }
      // work log
      const frtAt = t.frt!;
      const end = t.rslv ?? NOW;
      const routedByL1 = grp !== 1 && (chnl === 'PHONE' || chnl === 'EMAIL' || chnl === 'WALKIN');
      if (routedByL1) {
        const l1 = pickAgent(1, opened);
        if (l1) logs.push({ tkt: id, agent: l1.id, at: opened + r.float(1, 10) * MIN, min: r.int(4, 15), type: 'WORK' });
      }
      if (t.sts === 'ASSG') {
        tkts.push(t);
        continue;
      }
      if (t.sts === 'CANC') {
        logs.push({ tkt: id, agent: agent.id, at: frtAt + r.float(0, 2) * HOUR, min: 0, type: 'NOTE' });
        tkts.push(t);
        continue;
      }
      if (quick) {
        logs.push({ tkt: id, agent: agent.id, at: opened + r.float(0, 2) * MIN, min: Math.max(3, Math.round(dur / MIN)), type: 'WORK' });
      } else {
        const base = { HW: 45, SW: 30, NET: 50, ACC: 15, CLIN: 40, PRN: 25, TEL: 30, EML: 20, INFR: 70 }[cat]!;
        const entries = 1 + Math.min(5, r.poisson({ P1: 2.5, P2: 1.8, P3: 1.1, P4: 0.8 }[prio]!));
        for (let i = 0; i < entries; i++) {
          const at = i === 0 ? Math.min(frtAt + r.float(1, 20) * MIN, end) : frtAt + (end - frtAt) * r.float(0.05, 0.98);
          if (i > 0 && !available(agent, at)) continue;
          logs.push({ tkt: id, agent: agent.id, at, min: Math.max(5, Math.round(logn(r, base, 0.6) / 5) * 5), type: 'WORK' });
        }
        if (grp === 2 && cat === 'HW' && site !== 'HHQ' && r.chance(0.45)) {
          const at = frtAt + (end - frtAt) * r.float(0.05, 0.6);
          if (available(agent, at)) logs.push({ tkt: id, agent: agent.id, at, min: r.int(3, 12) * 5, type: 'TRAVEL' });
        }
        if (r.chance(0.2)) {
          const at = frtAt + (end - frtAt) * r.float(0.1, 0.9);
          if (available(agent, at)) logs.push({ tkt: id, agent: agent.id, at, min: 0, type: 'NOTE' });
        }
        for (const back of reopenAt) {
          const at = back + r.float(0.5, 6) * HOUR;
          if (at < end && available(agent, at)) logs.push({ tkt: id, agent: agent.id, at, min: Math.max(5, Math.round(logn(r, base * 0.7, 0.5) / 5) * 5), type: 'WORK' });
        }
      }
      // satisfaction survey
      if (t.rslv !== null && req !== null && r.chance(0.24)) {
        const dt = isoOf(t.rslv + r.int(0, 4) * DAY + r.float(0, 0.5) * DAY);
        if (dt <= '2026-11-24') {
          const [, , rm, rl] = slaOf(prio);
          const frBreach = t.frt! - opened > rm * MIN;
          const rsBreach = t.rslv - opened > rl * MIN;
          const grpAdj = { 1: 0.15, 2: 0.05, 3: 0, 4: -0.3, 5: 0.1, 6: 0, 7: -0.1 }[grp]!;
          const sc = 4.15 + agent.csat + grpAdj - (frBreach ? 0.35 : 0) - (rsBreach ? 0.55 : 0) - t.reopen * 0.8 + 0.85 * gauss(r);
          const score = Math.max(1, Math.min(5, Math.round(sc)));
          const cmt = r.chance(0.3)
            ? score >= 4 ? r.pick(['Quick fix, thank you', 'Very helpful on the phone', 'Sorted before my clinic started']) : score === 3 ? 'Fixed but took a while'
              : r.pick(['Took days to hear back', 'Problem came back the next day', 'Nobody told me what was happening'])
            : null;
          csat.push({ tkt: id, dt, score, cmt });
        }
      }
      tkts.push(t);
    }
  }
  const logRows = logs.filter((l) => l.at <= NOW).sort((a, b) => a.at - b.at || a.tkt - b.tkt);
  csat.sort((a, b) => a.dt.localeCompare(b.dt) || a.tkt - b.tkt);

  return [
    'CREATE SCHEMA itsm;',
    `CREATE TABLE itsm.site (site_cd char(3) PRIMARY KEY, site_nm text NOT NULL, site_type varchar(4) NOT NULL, beds integer);`,
    `CREATE TABLE itsm.assignment_grp (grp_id smallint PRIMARY KEY, grp_nm text NOT NULL, grp_email text, tier smallint NOT NULL, active_flg smallint NOT NULL);`,
    `CREATE TABLE itsm.agents ("agentId" integer PRIMARY KEY, "firstName" text NOT NULL, "lastName" text NOT NULL, "email" text NOT NULL,
      "groupId" smallint NOT NULL REFERENCES itsm.assignment_grp (grp_id), "isContractor" smallint NOT NULL, "isActive" smallint NOT NULL,
      "startDate" date NOT NULL, "endDate" date);`,
    `CREATE TABLE itsm.staff (staff_no integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, dept text NOT NULL,
      site_cd char(3) NOT NULL REFERENCES itsm.site (site_cd), role_cd char(3) NOT NULL, vip_flg smallint NOT NULL, start_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE itsm.sla_target (prio char(2) PRIMARY KEY, prio_desc text NOT NULL, resp_min integer NOT NULL, rslv_min integer NOT NULL);`,
    `CREATE TABLE itsm.config_item (ci_id integer PRIMARY KEY, asset_tag varchar(12) NOT NULL UNIQUE, ci_class varchar(8) NOT NULL, model text,
      site_cd char(3) NOT NULL REFERENCES itsm.site (site_cd), staff_no integer REFERENCES itsm.staff (staff_no), purchase_dt date, warranty_end date,
      lifecycle_cd smallint NOT NULL);`,
    `CREATE TABLE itsm.tickets (tkt_id integer PRIMARY KEY, tkt_ref varchar(10) NOT NULL UNIQUE, type_cd char(1) NOT NULL, prio char(2) NOT NULL,
      cat_cd varchar(4) NOT NULL, sts_cd varchar(4) NOT NULL, chnl varchar(6) NOT NULL, opened_ts timestamp NOT NULL, first_resp_ts timestamp,
      rslv_ts timestamp, reopen_cnt smallint NOT NULL DEFAULT 0, requester_no integer REFERENCES itsm.staff (staff_no),
      agent_id integer REFERENCES itsm.agents ("agentId"), grp_id smallint NOT NULL REFERENCES itsm.assignment_grp (grp_id),
      site_cd char(3) NOT NULL REFERENCES itsm.site (site_cd), ci_id integer REFERENCES itsm.config_item (ci_id), is_major smallint NOT NULL DEFAULT 0,
      short_desc text);`,
    `CREATE TABLE itsm.csat_resp (resp_id integer PRIMARY KEY, tkt_id integer NOT NULL UNIQUE REFERENCES itsm.tickets (tkt_id), resp_dt date NOT NULL,
      score smallint NOT NULL, comment_txt text);`,
    `CREATE TABLE itsm.worklog ("logId" integer PRIMARY KEY, "ticketId" integer NOT NULL REFERENCES itsm.tickets (tkt_id),
      "agentId" integer NOT NULL REFERENCES itsm.agents ("agentId"), "loggedAt" timestamp NOT NULL, "minutesSpent" integer NOT NULL,
      "entryType" varchar(6) NOT NULL);`,
    insertRows('itsm.site', ['site_cd', 'site_nm', 'site_type', 'beds'], SITES.map(([cd, nm, typ, beds]) => [cd, nm, typ, beds])),
    insertRows('itsm.assignment_grp', ['grp_id', 'grp_nm', 'grp_email', 'tier', 'active_flg'], GROUPS),
    insertRows('itsm.agents', ['"agentId"', '"firstName"', '"lastName"', '"email"', '"groupId"', '"isContractor"', '"isActive"', '"startDate"', '"endDate"'],
      AGENTS.map((a) => [a.id, a.first, a.last, `${a.first.toLowerCase()}.${a.last.toLowerCase()}@harbourgate.nhs.example`, a.grp, a.ctr,
        a.end === null ? 1 : 0, a.start, a.end])),
    insertRows('itsm.staff', ['staff_no', 'first_name', 'last_name', 'dept', 'site_cd', 'role_cd', 'vip_flg', 'start_dt', 'term_dt'],
      staff.map((s) => [s.no, s.first, s.last, s.dept, s.site, s.role, s.vip, s.start, s.term])),
    insertRows('itsm.sla_target', ['prio', 'prio_desc', 'resp_min', 'rslv_min'], SLA),
    insertRows('itsm.config_item', ['ci_id', 'asset_tag', 'ci_class', 'model', 'site_cd', 'staff_no', 'purchase_dt', 'warranty_end', 'lifecycle_cd'],
      cis.map((c) => [c.id, c.tag, c.cls, c.model, c.site, c.staff, c.bought, c.warr, c.life])),
    insertRows('itsm.tickets', ['tkt_id', 'tkt_ref', 'type_cd', 'prio', 'cat_cd', 'sts_cd', 'chnl', 'opened_ts', 'first_resp_ts', 'rslv_ts', 'reopen_cnt',
      'requester_no', 'agent_id', 'grp_id', 'site_cd', 'ci_id', 'is_major', 'short_desc'],
    tkts.map((t) => [t.id, t.ref, t.type, t.prio, t.cat, t.sts, t.chnl, tsOf(t.opened), t.frt === null ? null : tsOf(t.frt),
      t.rslv === null ? null : tsOf(t.rslv), t.reopen, t.req?.no ?? null, t.agent?.id ?? null, t.grp, t.site, t.ci?.id ?? null, t.major, t.desc])),
    insertRows('itsm.csat_resp', ['resp_id', 'tkt_id', 'resp_dt', 'score', 'comment_txt'], csat.map((c, i) => [i + 1, c.tkt, c.dt, c.score, c.cmt])),
    insertRows('itsm.worklog', ['"logId"', '"ticketId"', '"agentId"', '"loggedAt"', '"minutesSpent"', '"entryType"'],
      logRows.map((l, i) => [i + 1, l.tkt, l.agent, tsOf(l.at), l.min, l.type])),
  ].join('\n');
}
