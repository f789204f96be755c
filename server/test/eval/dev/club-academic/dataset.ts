/**
 * The Student Union Club of Front Range State University (Fort Collins, Colorado): a student club that holds monthly
 * meetings, goes to university games as a group, invites guest speakers, runs socials and community service days, and
 * keeps its own books. Modelled on the "student_club" database of academic text-to-SQL benchmarks, with the club's
 * own record ids (Airtable-style text keys such as `recK3v9...`) and its dates kept as text.
 *
 * Everything lives in schema `club`:
 * - `major`: the university's majors. `major_id` the record id, `major_name`, `department` the department that runs
 *   the major and `college` the college the department belongs to. Some majors have no club members.
 * - `zip_code`: US ZIP codes the members' home addresses use. `zip_code` the five-digit code (integer), `type`
 *   Standard, PO Box or Unique (a ZIP code of a single organisation, such as the university itself), `city`,
 *   `county` (written "Larimer County"), `state` the full state name and `short_state` its two-letter code.
 * - `member`: everyone who has joined the club since 2023. `member_id` the record id, `first_name`, `last_name`,
 *   `email`, `position` the member's current role: President, Vice President, Treasurer or Secretary for the four
 *   officers, Member for other current students, Inactive for current students who stopped taking part, and Alumni
 *   for those who have graduated; `t_shirt_size` Small, Medium, Large or X-Large (the size of club shirt they wear),
 *   `phone` as text, `zip` the home ZIP code (references `zip_code.zip_code`), `link_to_major` the member's major
 *   (references `major.major_id`), `class_yr` the year the member graduates or graduated (integer, May of that
 *   year), `referred_by` the member who brought them into the club (references `member.member_id`; NULL when nobody
 *   referred them), `newsletter_yn` Y when the member receives the club's email newsletter, N otherwise.
 * - `event`: the club's events from August 2023 to spring 2027. `event_id` the record id, `event_name` (recurring
 *   events such as the monthly meetings, "Women's Soccer" or "Homecoming Tailgate" come back with the same name every
 *   academic year), `event_date` the start as text 'YYYY-MM-DDTHH:MM:SS', `type` Meeting, Election, Game, Guest
 *   Speaker, Social, Community Service or Budget, `notes` free text (NULL when none), `location`, `status` Closed
 *   (held and its books closed), Open (the days around the event: held in the last two weeks or coming up before the
 *   end of 2026) or Planning (scheduled for 2027).
 * - `attendance`: who came to which event, one row per member per event attended. `link_to_event` references
 *   `event.event_id`, `link_to_member` references `member.member_id`. Events not yet held have no attendance.
 * - `budget`: the budget lines of each event, one per spending category. `budget_id` the record id, `category`
 *   Advertisement, Food, Parking, Speaker Gifts or Club T-Shirts, `amount` the amount budgeted (whole dollars),
 *   `spent` the total of the approved expenses charged to the line, `remaining` amount minus spent (negative when
 *   the line went over budget), `event_status` the status of the event (a copy of `event.status`), `link_to_event`
 *   references `event.event_id`.
 * - `expense`: money members spent for the club and asked back. `expense_id` the record id, `expense_description`,
 *   `expense_date` the purchase date as text 'YYYY-MM-DD', `cost` in dollars, `approved` the text 'true' when the
 *   treasurer approved the reimbursement and 'false' when it was turned down, `link_to_member` the member who paid
 *   (references `member.member_id`), `link_to_budget` the budget line it is charged to (references
 *   `budget.budget_id`).
 * - `income`: money the club received. `income_id` the record id, `date_received` as text 'YYYY-MM-DD', `amount` in
 *   whole dollars, `source` Dues (a member's yearly dues of $50), Fundraising, School Appropriation (the student
 *   government's allocation each semester) or Sponsorship, `notes` free text (NULL when none), `link_to_member` the
 *   member who paid the dues or who brought in or received the money.
 *
 * Data up to 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const TODAY = '2026-11-25';
const LAST_DAY = '2026-11-24';

/** [major_name, department, college, weight] */
const MAJORS: [string, string, string, number][] = [
  ['Mechanical Engineering', 'Mechanical Engineering', 'College of Engineering', 9],
  ['Civil Engineering', 'Civil and Environmental Engineering', 'College of Engineering', 5],
  ['Environmental Engineering', 'Civil and Environmental Engineering', 'College of Engineering', 3],
  ['Electrical Engineering', 'Electrical and Computer Engineering', 'College of Engineering', 4],
  ['Computer Engineering', 'Electrical and Computer Engineering', 'College of Engineering', 2],
  ['Computer Science', 'Computer Science', 'College of Natural Sciences', 14],
  ['Mathematics', 'Mathematics', 'College of Natural Sciences', 3],
  ['Statistics', 'Statistics', 'College of Natural Sciences', 2],
  ['Biology', 'Biology', 'College of Natural Sciences', 8],
  ['Chemistry', 'Chemistry', 'College of Natural Sciences', 3],
  ['Physics', 'Physics', 'College of Natural Sciences', 0],
  ['Psychology', 'Psychology', 'College of Natural Sciences', 7],
  ['Accounting', 'Accounting', 'College of Business', 6],
  ['Finance', 'Finance and Real Estate', 'College of Business', 7],
  ['Real Estate', 'Finance and Real Estate', 'College of Business', 0],
  ['Marketing', 'Marketing', 'College of Business', 5],
  ['Business Administration', 'Management', 'College of Business', 11],
  ['Economics', 'Economics', 'College of Liberal Arts', 4],
  ['Political Science', 'Political Science', 'College of Liberal Arts', 4],
  ['English', 'English', 'College of Liberal Arts', 2],
  ['History', 'History', 'College of Liberal Arts', 2],
  ['Journalism and Media Communication', 'Journalism and Media Communication', 'College of Liberal Arts', 3],
  ['Forestry', 'Forest and Rangeland Stewardship', 'Warner College of Natural Resources', 2],
  ['Fish, Wildlife and Conservation Biology', 'Fish, Wildlife and Conservation Biology', 'Warner College of Natural Resources', 3],
  ['Animal Science', 'Animal Sciences', 'College of Agricultural Sciences', 4],
  ['Agricultural Business', 'Agricultural and Resource Economics', 'College of Agricultural Sciences', 0],
];

/** [zip_code, type, city, county, state, short_state, weight] */
const ZIPS: [number, string, string, string, string, string, number][] = [
  [80521, 'Standard', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 14],
  [80524, 'Standard', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 9],
  [80525, 'Standard', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 11],
  [80526, 'Standard', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 8],
  [80528, 'Standard', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 4],
  [80522, 'PO Box', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 1],
  [80523, 'Unique', 'Fort Collins', 'Larimer County', 'Colorado', 'CO', 3],
  [80537, 'Standard', 'Loveland', 'Larimer County', 'Colorado', 'CO', 5],
  [80538, 'Standard', 'Loveland', 'Larimer County', 'Colorado', 'CO', 3],
  [80539, 'PO Box', 'Loveland', 'Larimer County', 'Colorado', 'CO', 0],
  [80513, 'Standard', 'Berthoud', 'Larimer County', 'Colorado', 'CO', 1],
  [80631, 'Standard', 'Greeley', 'Weld County', 'Colorado', 'CO', 3],
  [80634, 'Standard', 'Greeley', 'Weld County', 'Colorado', 'CO', 2],
  [80550, 'Standard', 'Windsor', 'Weld County', 'Colorado', 'CO', 3],
  [80501, 'Standard', 'Longmont', 'Boulder County', 'Colorado', 'CO', 2],
  [80302, 'Standard', 'Boulder', 'Boulder County', 'Colorado', 'CO', 2],
  [80202, 'Standard', 'Denver', 'Denver County', 'Colorado', 'CO', 3],
  [80206, 'Standard', 'Denver', 'Denver County', 'Colorado', 'CO', 4],
  [80401, 'Standard', 'Golden', 'Jefferson County', 'Colorado', 'CO', 2],
  [80920, 'Standard', 'Colorado Springs', 'El Paso County', 'Colorado', 'CO', 3],
  [81501, 'Standard', 'Grand Junction', 'Mesa County', 'Colorado', 'CO', 2],
  [82001, 'Standard', 'Cheyenne', 'Laramie County', 'Wyoming', 'WY', 3],
  [82070, 'Standard', 'Laramie', 'Albany County', 'Wyoming', 'WY', 1],
  [68508, 'Standard', 'Lincoln', 'Lancaster County', 'Nebraska', 'NE', 2],
  [68102, 'Standard', 'Omaha', 'Douglas County', 'Nebraska', 'NE', 1],
  [84321, 'Standard', 'Logan', 'Cache County', 'Utah', 'UT', 1],
  [84101, 'Standard', 'Salt Lake City', 'Salt Lake County', 'Utah', 'UT', 2],
  [78701, 'Standard', 'Austin', 'Travis County', 'Texas', 'TX', 3],
  [75201, 'Standard', 'Dallas', 'Dallas County', 'Texas', 'TX', 2],
  [92101, 'Standard', 'San Diego', 'San Diego County', 'California', 'CA', 2],
  [94103, 'Standard', 'San Francisco', 'San Francisco County', 'California', 'CA', 1],
  [85004, 'Standard', 'Phoenix', 'Maricopa County', 'Arizona', 'AZ', 2],
  [87501, 'Standard', 'Santa Fe', 'Santa Fe County', 'New Mexico', 'NM', 1],
  [66502, 'Standard', 'Manhattan', 'Riley County', 'Kansas', 'KS', 1],
  [60614, 'Standard', 'Chicago', 'Cook County', 'Illinois', 'IL', 2],
  [55401, 'Standard', 'Minneapolis', 'Hennepin County', 'Minnesota', 'MN', 0],
];

const FIRST = [
  'Adela', 'Adrian', 'Aiden', 'Alexis', 'Amelia', 'Andrea', 'Angela', 'Avery', 'Benjamin', 'Brady', 'Brianna', 'Caleb',
  'Carlos', 'Carter', 'Chloe', 'Connor', 'Dakota', 'Daniel', 'Destiny', 'Dylan', 'Elena', 'Elijah', 'Emma', 'Ethan',
  'Gabriel', 'Garrett', 'Grace', 'Hailey', 'Hannah', 'Isaac', 'Isabella', 'Jacob', 'Jasmine', 'Jaxon', 'Kaitlyn',
  'Keith', 'Kendra', 'Liam', 'Lily', 'Logan', 'Lucas', 'Luisa', 'Madison', 'Malik', 'Maya', 'Mia', 'Nathan', 'Noah',
  'Olivia', 'Omar', 'Owen', 'Paige', 'Parker', 'Priya', 'Quinn', 'Rachel', 'Riley', 'Ryan', 'Samuel', 'Sophia',
  'Tanner', 'Trent', 'Tyler', 'Valeria', 'Victoria', 'Wyatt', 'Xavier', 'Yuki', 'Zachary', 'Zoe',
];
const LAST = [
  'Allen', 'Alvarez', 'Andersen', 'Baker', 'Bennett', 'Brooks', 'Castillo', 'Chavez', 'Christensen', 'Coleman',
  'Cooper', 'Dalton', 'Diaz', 'Ellis', 'Fischer', 'Flores', 'Foster', 'Garcia', 'Gonzales', 'Graham', 'Hansen',
  'Harper', 'Hayes', 'Henderson', 'Howard', 'Hughes', 'Jensen', 'Jimenez', 'Kelly', 'Kim', 'Larsen', 'Long', 'Martin',
  'Mendoza', 'Meyer', 'Morales', 'Murphy', 'Myers', 'Nguyen', 'Olsen', 'Ortiz', 'Patel', 'Perry', 'Peterson', 'Powell',
  'Price', 'Ramirez', 'Reed', 'Reyes', 'Richardson', 'Rivera', 'Ross', 'Russell', 'Sanders', 'Schmidt', 'Shah',
  'Simmons', 'Sorensen', 'Stone', 'Sullivan', 'Tran', 'Vasquez', 'Wagner', 'Walsh', 'Ward', 'Watson', 'Weber', 'Wood',
  'Yamamoto', 'Young',
];

type EvType = 'Meeting' | 'Election' | 'Game' | 'Guest Speaker' | 'Social' | 'Community Service' | 'Budget';
/** One academic year's calendar: [month (8 = August of the first year, 13 = January of the second), day, name, type,
 * location, hour, share of years it is held]. */
const CALENDAR: [number, number, string, EvType, string, number, number][] = [
  [8, 21, 'Budget Meeting', 'Budget', 'Student Center 214', 17, 1],
  [8, 28, 'Yearly Kickoff', 'Social', 'Student Center Plaza', 18, 1],
  [9, 10, 'September Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [9, 19, "Women's Soccer", 'Game', 'Rams Soccer Field', 19, 0.85],
  [9, 27, 'Football Game', 'Game', 'Canvas Stadium', 14, 1],
  [10, 8, 'October Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [10, 17, 'Homecoming Tailgate', 'Social', 'Canvas Stadium Lot B', 11, 1],
  [10, 24, 'Volleyball Game', 'Game', 'Moby Arena', 19, 0.7],
  [11, 5, 'November Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [11, 12, 'November Speaker', 'Guest Speaker', 'Lory Theater', 18, 1],
  [11, 19, 'Food Drive', 'Community Service', 'Larimer County Food Bank', 9, 0.8],
  [12, 3, 'December Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [12, 10, 'Laugh Out Loud', 'Social', 'Lory Theater', 20, 0.75],
  [13, 14, 'Officers Meeting - January', 'Meeting', 'Student Center 214', 17, 1],
  [13, 28, 'January Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [14, 6, "Men's Basketball", 'Game', 'Moby Arena', 19, 1],
  [14, 11, 'February Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [14, 20, "Women's Basketball", 'Game', 'Moby Arena', 18, 0.8],
  [14, 26, 'Game Night', 'Social', 'Student Center Ballroom', 19, 0.8],
  [15, 4, 'March Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [15, 12, 'March Speaker', 'Guest Speaker', 'Lory Theater', 18, 0.9],
  [15, 21, 'Community Theater', 'Community Service', 'Lincoln Center', 10, 0.7],
  [16, 1, 'April Meeting', 'Meeting', 'Student Center 215', 12, 1],
  [16, 8, 'Spring Elections', 'Election', 'Student Center 215', 17, 1],
  [16, 18, 'Baseball Game', 'Game', 'Ram Baseball Field', 15, 0.8],
  [16, 25, 'Park Cleanup', 'Community Service', 'Spring Park', 9, 0.75],
  [17, 2, 'End of Year Picnic', 'Social', 'Spring Park', 12, 1],
];

/** Budget categories by event type: [category, amount range]. */
const BUDGET_CATS: Record<EvType, [string, number, number][]> = {
  Meeting: [['Food', 60, 160], ['Advertisement', 20, 60]],
  Election: [['Food', 80, 180], ['Advertisement', 40, 90]],
  Game: [['Food', 60, 200], ['Parking', 30, 90], ['Advertisement', 20, 50]],
  'Guest Speaker': [['Speaker Gifts', 50, 150], ['Food', 100, 250], ['Advertisement', 40, 120], ['Parking', 20, 40]],
  Social: [['Food', 150, 450], ['Advertisement', 50, 150], ['Club T-Shirts', 250, 600]],
  'Community Service': [['Food', 50, 150], ['Parking', 20, 60]],
  Budget: [['Food', 40, 90]],
};
/** Chance a budget category is used for an event (the first one always is). */
const CAT_CHANCE: Record<string, number> = { Food: 1, Advertisement: 0.65, Parking: 0.7, 'Speaker Gifts': 1, 'Club T-Shirts': 0.45 };

const DESCS: Record<string, string[]> = {
  Food: ['Pizza', 'Sandwich platters', 'Snacks', 'Water, chips, and cookies', 'Catering', 'Donuts and coffee', 'Tacos'],
  Advertisement: ['Posters', 'Flyers', 'Social media ads', 'Banner printing'],
  Parking: ['Parking', 'Parking passes'],
  'Speaker Gifts': ['Gift basket', 'Thank-you gift', 'Engraved plaque'],
  'Club T-Shirts': ['Club shirts', 'Shirt printing'],
};

const ATTEND_FACTOR: Record<EvType, number> = {
  Meeting: 1,
  Election: 1.1,
  Game: 0.55,
  'Guest Speaker': 0.7,
  Social: 0.85,
  'Community Service': 0.45,
  Budget: 0,
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const round2 = (n: number) => Math.round(n * 100) / 100;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

interface Member {
  id: string;
  first: string;
  last: string;
  classYr: number;
  /** First academic year (the year of its August) the member was in the club. */
  startAy: number;
  /** Last day the member takes part in anything. */
  until: string;
  propensity: number;
  position: string;
  volunteer: number;
}

interface Ev {
  id: string;
  name: string;
  type: EvType;
  day: string;
  ay: number;
  status: 'Closed' | 'Open' | 'Planning';
}

export function datasetSql(): string {
  const r: SeededRandom = seededRandom(20_260_917);
  const usedIds = new Set<string>();
  const recId = (): string => {
    let id = '';
    do {
      id = 'rec';
      for (let i = 0; i < 14; i++) id += ID_CHARS[r.int(0, ID_CHARS.length - 1)];
    } while (usedIds.has(id));
    usedIds.add(id);
    return id;
  };

  // Majors
  const majorRows: unknown[][] = [];
  const majorWeights: [string, number][] = [];
  for (const [name, dept, college, weight] of MAJORS) {
    const id = recId();
    majorRows.push([id, name, dept, college]);
    if (weight > 0) majorWeights.push([id, weight]);
  }

  // Members
  const members: Member[] = [];
  const memberRows: unknown[][] = [];
  const usedNames = new Set<string>();
  const usedPhones = new Set<string>();
  const N_MEMBERS = 158;
  for (let i = 0; i < N_MEMBERS; i++) {
    let first = '';
    let last = '';
    do {
      first = r.pick(FIRST);
      last = r.pick(LAST);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const classYr = r.weighted<number>([
      [2024, 9],
      [2025, 17],
      [2026, 22],
      [2027, 28],
      [2028, 30],
      [2029, 27],
      [2030, 19],
    ]);
    let startAy = r.int(classYr - 4, classYr - 1);
    if (startAy < 2023) startAy = 2023;
    if (startAy > 2026) startAy = 2026;
    const graduated = classYr <= 2026;
    let until = `${classYr}-05-15`;
    let position = graduated ? 'Alumni' : 'Member';
    if (!graduated && r.chance(0.16)) {
      position = 'Inactive';
      const from = `${startAy}-10-01`;
      until = r.date(from < '2024-01-01' ? '2024-01-01' : from, '2026-10-15');
    }
    members.push({
      id: recId(),
      first,
      last,
      classYr,
      startAy,
      until,
      propensity: r.float(0.12, 0.85, 3),
      position,
      volunteer: r.chance(0.12) ? r.int(2, 6) : r.chance(0.3) ? 1 : 0,
    });
  }
  // Officers: four current students, joined by 2024 and graduating 2027 or 2028.
  const officerPool = r.shuffle(members.filter((m) => m.position === 'Member' && m.startAy <= 2024 && m.classYr <= 2028));
  const officerTitles = ['President', 'Vice President', 'Treasurer', 'Secretary'];
  officerTitles.forEach((title, k) => {
    const m = officerPool[k];
    if (!m) throw new Error('not enough officer candidates');
    m.position = title;
    m.propensity = r.float(0.86, 0.97, 3);
    m.volunteer = 8 + 2 * (3 - k);
  });

  for (const m of members) {
    const zip = r.weighted(ZIPS.filter((z) => z[6] > 0).map((z) => [z[0], z[6]] as [number, number]));
    let phone = '';
    do {
      phone = `(${zip >= 80000 && zip < 81000 ? '970' : r.pick(['303', '720', '307', '402', '512', '619', '602'])}) 555-${pad(r.int(100, 9899), 4)}`;
    } while (usedPhones.has(phone));
    usedPhones.add(phone);
    memberRows.push([
      m.id,
      m.first,
      m.last,
      `${m.first.toLowerCase()}.${m.last.toLowerCase()}@students.frsu.edu`,
      m.position,
      r.weighted<string>([
        ['Small', 18],
        ['Medium', 34],
        ['Large', 29],
        ['X-Large', 12],
      ]),
      phone,
      zip,
      r.weighted(majorWeights),
      m.classYr,
      null,
      r.chance(m.position === 'Alumni' ? 0.35 : 0.7) ? 'Y' : 'N',
    ]);
  }
  // Referrals: a member who joined later may have been brought in by someone already in the club.
  const recruiterBoost = new Map<string, number>();
  members.forEach((m) => recruiterBoost.set(m.id, r.chance(0.1) ? r.int(4, 9) : 1));
  members.forEach((m, idx) => {
    if (!r.chance(0.42)) return;
    const candidates = members.filter((o) => o !== m && o.startAy < m.startAy && o.until >= `${m.startAy}-08-01`);
    if (candidates.length === 0) return;
    const ref = r.weighted(candidates.map((o) => [o, recruiterBoost.get(o.id) ?? 1] as [Member, number]));
    memberRows[idx][10] = ref.id;
  });

  // Events
  const events: Ev[] = [];
  const eventRows: unknown[][] = [];
  for (let ay = 2023; ay <= 2026; ay++) {
    for (const [mo, dd, name, type, location, hour, share] of CALENDAR) {
      if (share < 1 && !r.chance(share)) continue;
      const year = mo > 12 ? ay + 1 : ay;
      const month = mo > 12 ? mo - 12 : mo;
      const day = `${year}-${pad(month)}-${pad(Math.min(28, Math.max(1, dd + r.int(-3, 3))))}`;
      const status: Ev['status'] = day <= addDays(TODAY, -15) ? 'Closed' : day <= '2026-12-31' ? 'Open' : 'Planning';
      const ev: Ev = { id: recId(), name, type, day, ay, status };
      events.push(ev);
      const minutes = type === 'Game' && r.chance(0.4) ? 30 : 0;
      let notes: string | null = null;
      if (type === 'Guest Speaker') notes = r.pick(['Speaker from a local tech company.', 'Alumni panel on careers.', 'Talk on study abroad.', 'Speaker from the city council.']);
      else if (type === 'Community Service') notes = 'Sign-up sheet at the previous meeting.';
      else if (type === 'Game' && r.chance(0.5)) notes = 'Meet at the ticket gate 30 minutes before.';
      else if (name === 'Homecoming Tailgate') notes = 'Club tent next to the band.';
      eventRows.push([ev.id, name, `${day}T${pad(hour)}:${pad(minutes)}:00`, type, notes, location, status]);
    }
  }

  // Attendance
  const attendRows: unknown[][] = [];
  for (const ev of events) {
    if (ev.day > LAST_DAY) continue;
    for (const m of members) {
      if (m.startAy > ev.ay || ev.day < `${m.startAy}-08-15` || ev.day > m.until) continue;
      let p = m.propensity * (ev.type === 'Budget' ? 0 : ATTEND_FACTOR[ev.type]);
      if (ev.type === 'Budget' || ev.name === 'Officers Meeting - January') p = m.volunteer >= 6 ? 0.95 : m.volunteer >= 2 ? 0.3 : 0;
      if (r.next() < Math.min(0.97, p)) {
        attendRows.push([ev.id, m.id]);
      }
    }
  }

  // Budget and expenses
  const budgetRows: unknown[][] = [];
  const expenseRows: unknown[][] = [];
  for (const ev of events) {
    const cats = BUDGET_CATS[ev.type];
    cats.forEach(([cat, lo, hi], k) => {
      if (k > 0 && !r.chance(CAT_CHANCE[cat] ?? 0.5)) return;
      const amount = Math.round(r.int(lo, hi) / 5) * 5;
      const budgetId = recId();
      let spent = 0;
      const held = ev.day <= LAST_DAY;
      const shopping = held || (ev.status === 'Open' && r.chance(0.5));
      if (shopping) {
        const nExp = cat === 'Food' ? r.int(1, 3) : 1;
        const filers = members.filter(
          (m) => m.volunteer > 0 && m.startAy <= ev.ay && ev.day >= `${m.startAy}-08-15` && ev.day <= m.until,
        );
        const over = r.chance(0.12);
        for (let e = 0; e < nExp; e++) {
          const share = (over ? r.float(1.05, 1.35, 3) : r.float(0.55, 0.99, 3)) / nExp;
          const cost = round2(amount * share);
          const approved = r.chance(0.9);
          if (approved) spent = round2(spent + cost);
          const filer = r.weighted(filers.map((m) => [m, m.volunteer] as [Member, number]));
          let expDate = addDays(ev.day, -r.int(0, 9));
          if (expDate > LAST_DAY) expDate = LAST_DAY;
          expenseRows.push([recId(), r.pick(DESCS[cat] ?? ['Supplies']), expDate, cost, approved ? 'true' : 'false', filer.id, budgetId]);
        }
      }
      budgetRows.push([budgetId, cat, spent, round2(amount - spent), amount, ev.status, ev.id]);
    });
  }

  // Income
  const incomeRows: unknown[][] = [];
  for (let ay = 2023; ay <= 2026; ay++) {
    for (const m of members) {
      if (m.startAy > ay || m.until < `${ay}-09-01`) continue;
      if (!r.chance(m.position === 'Inactive' ? 0.55 : 0.86)) continue;
      let dt = r.date(`${ay}-08-20`, `${ay}-10-20`);
      if (dt > LAST_DAY) dt = LAST_DAY;
      incomeRows.push([recId(), dt, 50, 'Dues', null, m.id]);
    }
    const officersThen = members.filter((m) => m.volunteer >= 2 && m.startAy <= ay && m.until >= `${ay}-09-01`);
    for (const [term, from, to] of [
      ['Fall', `${ay}-09-02`, `${ay}-09-20`],
      ['Spring', `${ay + 1}-01-20`, `${ay + 1}-02-10`],
    ] as const) {
      if (from > LAST_DAY) continue;
      incomeRows.push([recId(), r.date(from, to), r.int(30, 60) * 50, 'School Appropriation', `${term} semester allocation`, r.pick(officersThen).id]);
    }
    const fundraisers: [string, string, number, number][] = [
      [`${ay}-09-25`, 'Car wash', 150, 420],
      [`${ay}-10-28`, 'Bake sale', 90, 260],
      [`${ay + 1}-02-14`, 'Valentine grams', 120, 340],
      [`${ay + 1}-04-12`, 'T-shirt sale', 200, 560],
    ];
    for (const [day, note, lo, hi] of fundraisers) {
      const dt = addDays(day, r.int(-4, 4));
      if (dt > LAST_DAY || r.chance(0.15)) continue;
      incomeRows.push([recId(), dt, r.int(lo, hi), 'Fundraising', note, r.pick(officersThen).id]);
    }
    const sponsors = ['Campus Bookstore', 'Old Town Pizza', 'Poudre Valley Credit Union', 'Horsetooth Coffee', 'Front Range Outfitters'];
    for (let s = 0; s < r.int(1, 3); s++) {
      const dt = r.date(`${ay}-09-01`, `${ay + 1}-04-30`);
      if (dt > LAST_DAY) continue;
      incomeRows.push([recId(), dt, r.int(4, 20) * 50, 'Sponsorship', `Sponsored by ${r.pick(sponsors)}`, r.pick(officersThen).id]);
    }
  }
  incomeRows.sort((a, b) => String(a[1]).localeCompare(String(b[1])));

  if (TODAY <= LAST_DAY) throw new Error('today must follow the last day of data');

  return [
    'CREATE SCHEMA club;',
    `CREATE TABLE club.major (major_id text PRIMARY KEY, major_name text NOT NULL, department text NOT NULL, college text NOT NULL);`,
    `CREATE TABLE club.zip_code (zip_code integer PRIMARY KEY, type text NOT NULL, city text NOT NULL, county text NOT NULL, state text NOT NULL,
      short_state char(2) NOT NULL);`,
    `CREATE TABLE club.member (member_id text PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, email text NOT NULL, position text NOT NULL,
      t_shirt_size text NOT NULL, phone text NOT NULL, zip integer REFERENCES club.zip_code (zip_code), link_to_major text REFERENCES club.major (major_id),
      class_yr integer NOT NULL, referred_by text REFERENCES club.member (member_id), newsletter_yn char(1) NOT NULL);`,
    `CREATE TABLE club.event (event_id text PRIMARY KEY, event_name text NOT NULL, event_date text NOT NULL, type text NOT NULL, notes text,
      location text NOT NULL, status text NOT NULL);`,
    `CREATE TABLE club.attendance (link_to_event text NOT NULL REFERENCES club.event (event_id), link_to_member text NOT NULL REFERENCES club.member (member_id),
      PRIMARY KEY (link_to_event, link_to_member));`,
    `CREATE TABLE club.budget (budget_id text PRIMARY KEY, category text NOT NULL, spent numeric(10,2) NOT NULL, remaining numeric(10,2) NOT NULL, amount integer NOT NULL,
      event_status text NOT NULL, link_to_event text NOT NULL REFERENCES club.event (event_id));`,
    `CREATE TABLE club.expense (expense_id text PRIMARY KEY, expense_description text NOT NULL, expense_date text NOT NULL, cost numeric(10,2) NOT NULL,
      approved text NOT NULL, link_to_member text NOT NULL REFERENCES club.member (member_id), link_to_budget text NOT NULL REFERENCES club.budget (budget_id));`,
    `CREATE TABLE club.income (income_id text PRIMARY KEY, date_received text NOT NULL, amount integer NOT NULL, source text NOT NULL, notes text,
      link_to_member text REFERENCES club.member (member_id));`,
    insertRows('club.major', ['major_id', 'major_name', 'department', 'college'], majorRows),
    insertRows('club.zip_code', ['zip_code', 'type', 'city', 'county', 'state', 'short_state'], ZIPS.map((z) => z.slice(0, 6))),
    insertRows(
      'club.member',
      ['member_id', 'first_name', 'last_name', 'email', 'position', 't_shirt_size', 'phone', 'zip', 'link_to_major', 'class_yr', 'referred_by', 'newsletter_yn'],
      memberRows,
    ),
    insertRows('club.event', ['event_id', 'event_name', 'event_date', 'type', 'notes', 'location', 'status'], eventRows),
    insertRows('club.attendance', ['link_to_event', 'link_to_member'], attendRows),
    insertRows('club.budget', ['budget_id', 'category', 'spent', 'remaining', 'amount', 'event_status', 'link_to_event'], budgetRows),
    insertRows(
      'club.expense',
      ['expense_id', 'expense_description', 'expense_date', 'cost', 'approved', 'link_to_member', 'link_to_budget'],
      expenseRows,
    ),
    insertRows('club.income', ['income_id', 'date_received', 'amount', 'source', 'notes', 'link_to_member'], incomeRows),
  ].join('\n');
}
