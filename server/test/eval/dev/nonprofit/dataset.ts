/**
 * Harbor Lights Literacy Fund, a nonprofit in Portland, Maine that runs reading programmes for children and raises its
 * money from individuals, companies and foundations. Its fiscal year is the calendar year. The donor system went live
 * on 2023-01-01: records of older supporters were migrated (with their original "added" date) but their older gifts
 * were not, so gift history starts in January 2023 and runs to 2026-11-24.
 *
 * Schema `crm` (the donor database): donors (individuals, corporations and foundations, one display name each;
 * a donor lapses a year after their last gift, and `lapsed_dt` stays empty while they are still giving; some are
 * assigned to a fundraiser's portfolio), gifts (each with payment method, the fund it is designated to and the appeal
 * that brought it in, if any; gifts from the website with no appeal have none), pledges (monthly recurring pledges
 * and multi-year major pledges, Active, Fulfilled or Cancelled), their installment schedule (a paid installment
 * points at the gift that paid it; installments after a cancellation are dropped) and volunteers (some of them also
 * donors; `inactive_dt` empty while they still volunteer).
 *
 * Schema `fr` (fundraising operations): staff (fundraisers and managers, each reporting to a supervisor; former staff
 * have a termination date), funds (designations, restricted or not), campaigns (annual funds per fiscal year, galas,
 * a capital campaign and an endowment drive, each with a goal; the two long drives have no end date yet), appeals
 * (the solicitations within a campaign, by channel, with their cost), events (the date stored as YYYYMMDD text) with
 * registrations and attendance (not yet known for the December 2026 reception), and volunteer hours logged.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const LAST_DAY = '2026-11-24';

const pad = (n: number) => String(n).padStart(2, '0');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const addMonths = (iso: string, months: number) => {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const d = Math.min(Number(iso.slice(8, 10)), 28);
  return `${y + Math.floor(m / 12)}-${pad((m % 12 + 12) % 12 + 1)}-${pad(d)}`;
};
const min = (a: string, b: string) => (a < b ? a : b);

/** [emp_no, emp_nm, title, supervisor, hire_dt, term_dt] */
const STAFF: [number, string, string, number | null, string, string | null][] = [
  [101, 'Helen Okafor', 'Executive Director', null, '2014-02-03', null],
  [102, 'Robert Lindqvist', 'Chief Development Officer', 101, '2016-05-16', null],
  [103, 'Dana Whitcomb', 'Director of Major Gifts', 102, '2018-09-04', null],
  [104, 'Marcus Feeney', 'Major Gift Officer', 103, '2019-03-11', null],
  [105, 'Priya Subramanian', 'Major Gift Officer', 103, '2020-10-05', null],
  [106, 'Colleen Beaudoin', 'Major Gift Officer', 102, '2022-01-18', null],
  [107, 'Jonah Albright', 'Major Gift Officer', 103, '2021-06-01', '2025-04-30'],
  [108, 'Tessa Marchetti', 'Major Gift Officer', 103, '2025-06-09', null],
  [109, 'Samuel Ouellette', 'Annual Fund Manager', 102, '2019-08-19', null],
  [110, 'Grace Kim', 'Annual Giving Associate', 109, '2023-02-27', null],
  [111, 'Luis Carrasco', 'Development Data Analyst', 109, '2021-11-08', null],
  [112, 'Naomi Thibodeau', 'Events Manager', 102, '2017-04-24', null],
  [113, 'Ellie Sorensen', 'Events Coordinator', 112, '2024-01-08', null],
  [114, 'Victor Nwosu', 'Corporate & Foundation Relations Manager', 102, '2020-02-10', null],
  [115, 'Ruth Pelletier', 'Volunteer Coordinator', 101, '2016-09-12', null],
  [116, 'Adam Greer', 'Events Coordinator', 112, '2022-03-14', '2023-12-15'],
];

/** [fund_cd, fund_nm, restricted_yn] */
const FUNDS: [string, string, 'Y' | 'N'][] = [
  ['GEN', 'General Operating', 'N'],
  ['LIT', 'Literacy Programs', 'Y'],
  ['CAMP', 'Summer Reading Camp', 'Y'],
  ['SCHOL', 'Scholarship Fund', 'Y'],
  ['BLDG', 'Reading Room Building Fund', 'Y'],
  ['ENDOW', 'Endowment', 'Y'],
];

/** [cmpgn_cd, cmpgn_nm, cmpgn_typ, fiscal_yr, start_dt, end_dt, goal_amt] */
const CAMPAIGNS: [string, string, string, number, string, string | null, number][] = [
  ['AF23', 'Annual Fund 2023', 'Annual', 2023, '2023-01-01', '2023-12-31', 700000],
  ['AF24', 'Annual Fund 2024', 'Annual', 2024, '2024-01-01', '2024-12-31', 950000],
  ['AF25', 'Annual Fund 2025', 'Annual', 2025, '2025-01-01', '2025-12-31', 850000],
  ['AF26', 'Annual Fund 2026', 'Annual', 2026, '2026-01-01', '2026-12-31', 900000],
  ['GALA23', 'Lights of Literacy Gala 2023', 'Event', 2023, '2023-05-01', '2023-10-31', 250000],
  ['GALA24', 'Lights of Literacy Gala 2024', 'Event', 2024, '2024-05-01', '2024-10-31', 400000],
  ['GALA25', 'Lights of Literacy Gala 2025', 'Event', 2025, '2025-05-01', '2025-10-31', 475000],
  ['GALA26', 'Lights of Literacy Gala 2026', 'Event', 2026, '2026-05-01', '2026-10-31', 260000],
  ['CAPRR', 'Reading Room Capital Campaign', 'Capital', 2023, '2023-03-01', null, 3000000],
  ['SRC25', 'Summer Reading Camp Drive 2025', 'Program', 2025, '2025-03-01', '2025-08-31', 60000],
  ['SRC26', 'Summer Reading Camp Drive 2026', 'Program', 2026, '2026-03-01', '2026-08-31', 85000],
  ['ENDOW', 'Legacy Endowment Initiative', 'Endowment', 2025, '2025-09-01', null, 2500000],
];

type Audience = 'mass' | 'major' | 'org' | 'fdn' | 'sust' | 'pledge';
interface Appeal { cd: string; nm: string; cmpgn: string; channel: string; drop: string; audience: Audience[]; fund: string; mailQty: number | null; cost: number }

const GIVING_TUESDAY: Record<number, string> = { 2023: '2023-11-28', 2024: '2024-12-03', 2025: '2025-12-02', 2026: '2026-12-01' };
const GALA_DAY: Record<number, string> = { 2023: '2023-10-14', 2024: '2024-10-19', 2025: '2025-10-18', 2026: '2026-10-17' };

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Andrew', 'Ashley', 'Peter', 'Emily', 'Kenneth', 'Michelle', 'Paul', 'Amanda', 'Steven', 'Laura', 'Brian', 'Rebecca', 'Kevin', 'Claire', 'Ethan', 'Hannah', 'Owen', 'Julia', 'Nathan', 'Abigail', 'Samuel', 'Molly'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Hill', 'Scott', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Gagnon', 'Ouellette', 'Pelletier', 'Cyr', 'Levesque', 'Bouchard', 'Sullivan', 'Hanson', 'Dube', 'Michaud', 'Theriault', 'Libby'];
const CORP_A = ['Casco', 'Harbor', 'Pine State', 'Fore River', 'Granite Ledge', 'Seacoast', 'Back Cove', 'Bayside', 'Northeast', 'Falmouth', 'Cumberland', 'Penobscot', 'Kennebec', 'Atlantic', 'Island', 'Lighthouse', 'Eastern Prom', 'Old Port', 'Saco Bay', 'Munjoy Hill'];
const CORP_B = ['Insurance', 'Bank', 'Credit Union', 'Construction', 'Realty', 'Software', 'Dental Group', 'Brewing Co', 'Law Group', 'Energy', 'Outfitters', 'Hotel', 'Printing', 'Marine Supply', 'Health Partners', 'Engineering', 'Coffee Roasters', 'Auto Group', 'Accounting', 'Architects'];
const FDN_FORMS = ['{L} Family Foundation', 'The {L} Fund', '{L} Charitable Trust', '{F} and {G} {L} Foundation'];
const PLACE_FDNS = ['Greater Portland Community Foundation', 'Maine Children\'s Literacy Trust', 'Casco Bay Education Foundation', 'Downeast Readers Foundation', 'New England Book Alliance', 'Northern Lights Foundation', 'Gulf of Maine Fund for Families', 'Presumpscot Valley Foundation'];
const STATES: [string, string[], number][] = [
  ['ME', ['Portland', 'South Portland', 'Falmouth', 'Cape Elizabeth', 'Westbrook', 'Scarborough', 'Yarmouth', 'Gorham', 'Brunswick', 'Freeport', 'Saco', 'Biddeford', 'Lewiston', 'Bangor'], 82],
  ['NH', ['Portsmouth', 'Manchester', 'Concord'], 5],
  ['MA', ['Boston', 'Cambridge', 'Newton', 'Salem'], 7],
  ['VT', ['Burlington'], 1],
  ['NY', ['New York', 'Brooklyn'], 2],
  ['FL', ['Naples', 'Sarasota', 'Vero Beach'], 3],
];

type Segment = 'small' | 'mid' | 'major' | 'corp' | 'fdn';
interface Donor {
  no: number; typ: 'IND' | 'CORP' | 'FDN'; seg: Segment; nm: string; city: string; state: string; added: string;
  start: string; anon: boolean; mgr: number | null; gifts: Gift[];
}
interface Gift { no: number; dnr: Donor; dt: string; amt: number; mthd: string; fund: string; appeal: string | null; tribute: string | null }

export function datasetSql(): string {
  const rnd = seededRandom(40817);

  // Appeals
  const appeals: Appeal[] = [];
  const ap = (cd: string, nm: string, cmpgn: string, channel: string, drop: string, audience: Audience[], fund: string, mailQty: number | null = null) => {
    const cost = channel === 'Direct Mail' ? Math.round((mailQty ?? 0) * rnd.float(0.78, 0.95)) : channel === 'Email' ? rnd.int(150, 600)
      : channel === 'Online' ? rnd.int(400, 1800) : channel === 'Event' ? rnd.int(2500, 6000) : 0;
    appeals.push({ cd, nm, cmpgn, channel, drop, audience, fund, mailQty, cost });
  };
  for (const y of [2023, 2024, 2025, 2026]) {
    const c = `AF${y % 100}`;
    ap(`${c}-SUST`, `Monthly Giving Program ${y}`, c, 'Online', `${y}-01-01`, ['sust'], 'GEN');
    ap(`${c}-MG`, `Leadership Gifts ${y}`, c, 'Personal', `${y}-01-05`, ['major'], 'GEN');
    ap(`${c}-CFR`, `Corporate & Foundation Support ${y}`, c, 'Grant', `${y}-01-10`, ['org', 'fdn'], 'LIT');
    ap(`${c}-WIN`, `Winter Newsletter ${y}`, c, 'Direct Mail', `${y}-02-${pad(rnd.int(6, 14))}`, ['mass'], 'GEN', rnd.int(9, 14) * 100);
    ap(`${c}-SPR`, `Spring Appeal ${y}`, c, 'Direct Mail', `${y}-04-${pad(rnd.int(2, 9))}`, ['mass'], 'GEN', rnd.int(20, 28) * 100);
    ap(`${c}-SUM`, `Summer Email Appeal ${y}`, c, 'Email', `${y}-06-${pad(rnd.int(10, 18))}`, ['mass'], 'GEN');
    ap(`${c}-FALL`, `Fall Appeal ${y}`, c, 'Direct Mail', `${y}-09-${pad(rnd.int(10, 17))}`, ['mass'], 'GEN', rnd.int(22, 30) * 100);
    ap(`${c}-GT`, `Giving Tuesday ${y}`, c, 'Email', GIVING_TUESDAY[y] ?? '', ['mass'], 'GEN');
    ap(`${c}-YE`, `Year-End Appeal ${y}`, c, 'Direct Mail', `${y}-11-${pad(rnd.int(16, 20))}`, ['mass', 'major'], 'GEN', rnd.int(30, 38) * 100);
    ap(`${c}-YEE`, `Year-End Email Series ${y}`, c, 'Email', `${y}-12-${pad(rnd.int(7, 10))}`, ['mass'], 'GEN');
    const g = `GALA${y % 100}`;
    ap(`${g}-SPON`, `Gala Sponsorships ${y}`, g, 'Personal', `${y}-05-${pad(rnd.int(5, 20))}`, ['org', 'major'], 'GEN');
    ap(`${g}-FAN`, `Gala Fund-a-Need ${y}`, g, 'Event', GALA_DAY[y] ?? '', ['major', 'mass'], 'SCHOL');
  }
  ap('CAPRR-LEAD', 'Reading Room Leadership Gifts', 'CAPRR', 'Personal', '2023-03-01', ['pledge', 'major'], 'BLDG');
  ap('CAPRR-CFR', 'Reading Room Foundation Grants', 'CAPRR', 'Grant', '2023-06-01', ['fdn', 'org'], 'BLDG');
  ap('CAPRR-PUB', 'Reading Room Public Launch Mailing', 'CAPRR', 'Direct Mail', '2024-09-10', ['mass'], 'BLDG', 3600);
  ap('CAPRR-BRICK', 'Buy a Brick for the Reading Room', 'CAPRR', 'Online', '2025-04-15', ['mass'], 'BLDG');
  ap('SRC25-EM', 'Send a Kid to Camp Email 2025', 'SRC25', 'Email', '2025-03-11', ['mass'], 'CAMP');
  ap('SRC25-MAIL', 'Summer Camp Mailing 2025', 'SRC25', 'Direct Mail', '2025-03-20', ['mass', 'fdn'], 'CAMP', 2400);
  ap('SRC26-EM', 'Send a Kid to Camp Email 2026', 'SRC26', 'Email', '2026-03-10', ['mass'], 'CAMP');
  ap('SRC26-MAIL', 'Summer Camp Mailing 2026', 'SRC26', 'Direct Mail', '2026-03-19', ['mass', 'fdn'], 'CAMP', 2600);
  ap('ENDOW-LEAD', 'Endowment Leadership Gifts', 'ENDOW', 'Personal', '2025-09-01', ['pledge', 'major'], 'ENDOW');
  ap('ENDOW-LEG', 'Legacy Society Mailing', 'ENDOW', 'Direct Mail', '2026-03-02', ['mass', 'major'], 'ENDOW', 1800);
  const appealBy = new Map(appeals.map((a) => [a.cd, a]));

  // Donors
  const donors: Donor[] = [];
  const usedNames = new Set<string>();
  const personName = (): string => {
    for (;;) {
      const nm = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
      if (!usedNames.has(nm)) {
        usedNames.add(nm);
        return nm;
      }
    }
  };
  const orgName = (typ: 'CORP' | 'FDN'): string => {
    for (;;) {
      let nm: string;
      if (typ === 'CORP') nm = `${rnd.pick(CORP_A)} ${rnd.pick(CORP_B)}`;
      else if (rnd.chance(0.2)) nm = rnd.pick(PLACE_FDNS);
      else nm = rnd.pick(FDN_FORMS).replace('{L}', rnd.pick(LAST)).replace('{F}', rnd.pick(FIRST)).replace('{G}', rnd.pick(FIRST));
      if (!usedNames.has(nm)) {
        usedNames.add(nm);
        return nm;
      }
    }
  };
  let dnrNo = 20_000;
  for (let i = 0; i < 920; i++) {
    const typ = rnd.weighted([['IND', 91], ['CORP', 5], ['FDN', 4]] as const);
    const seg: Segment = typ === 'CORP' ? 'corp' : typ === 'FDN' ? 'fdn' : rnd.weighted([['small', 77], ['mid', 18], ['major', 5]] as const);
    const [state, cities] = rnd.weighted(STATES.map((s) => [s, s[2]] as const));
    const legacy = rnd.chance(seg === 'small' ? 0.3 : 0.5);
    let start: string;
    let added: string;
    if (legacy) {
      added = rnd.date('2009-01-01', '2022-12-31');
      start = '2023-01-01';
    } else {
      start = rnd.date('2023-01-01', LAST_DAY);
      if (rnd.chance(0.22)) {
        const y = Number(start.slice(0, 4));
        start = min(rnd.date(`${y}-11-15`, `${y}-12-31`), LAST_DAY);
      }
      added = start;
    }
    const anon = rnd.chance(seg === 'major' ? 0.18 : seg === 'fdn' ? 0.05 : seg === 'corp' ? 0 : 0.05);
    let mgr: number | null = null;
    if (seg === 'major') mgr = rnd.weighted([[103, 2], [104, 4], [105, 4], [106, 3], [108, 3]]);
    else if (seg === 'mid' && rnd.chance(0.25)) mgr = rnd.weighted([[104, 3], [105, 2], [106, 3], [108, 2]]);
    else if ((seg === 'corp' || seg === 'fdn') && rnd.chance(0.85)) mgr = rnd.weighted([[114, 5], [103, 1]]);
    donors.push({
      no: (dnrNo += rnd.int(1, 6)), typ, seg, nm: typ === 'IND' ? personName() : orgName(typ), city: rnd.pick(cities), state,
      added, start, anon, mgr, gifts: [],
    });
  }

  // Gifts from appeals, year by year while the donor keeps giving
  const gifts: Gift[] = [];
  const audienceOf = (seg: Segment): Audience => (seg === 'small' || seg === 'mid' ? 'mass' : seg === 'major' ? 'major' : seg === 'corp' ? 'org' : 'fdn');
  const methodOf = (seg: Segment): string => seg === 'small' || seg === 'mid'
    ? rnd.weighted([['CC', 48], ['CHECK', 34], ['PAYPAL', 8], ['ACH', 6], ['CASH', 2], ['DAF', seg === 'mid' ? 6 : 1]])
    : seg === 'major' ? rnd.weighted([['CHECK', 40], ['STOCK', 16], ['DAF', 18], ['WIRE', 14], ['CC', 12]])
      : rnd.weighted([['CHECK', 58], ['ACH', 26], ['WIRE', 16]]);
  const amountOf = (d: Donor, a: Appeal | null): number => {
    const nice = (x: number, step: number) => Math.max(step, Math.round(x / step) * step);
    switch (d.seg) {
      case 'small': return rnd.weighted([[25, 20], [35, 8], [50, 24], [75, 8], [100, 20], [150, 6], [200, 5], [250, 6], [40, 3]]);
      case 'mid': return rnd.weighted([[250, 14], [300, 8], [500, 22], [750, 8], [1000, 18], [1500, 8], [2000, 6], [2500, 6], [5000, 2]]);
      case 'major':
        if (a?.channel === 'Event') return nice(rnd.float(1, 10) * 1000, 500);
        if (a?.cmpgn === 'ENDOW' || a?.cmpgn === 'CAPRR') return nice(rnd.float(10, 50) * 1000, 1000);
        return nice(rnd.float(5, 25) * 1000, 250);
      case 'corp':
        if (a?.cd.endsWith('-SPON')) return rnd.weighted([[2500, 4], [5000, 5], [7500, 2], [10000, 2]]);
        return nice(rnd.float(1, 10) * 1000, 500);
      case 'fdn':
        if (a?.cmpgn === 'CAPRR') return nice(rnd.float(20, 100) * 1000, 5000);
        if (a?.cmpgn.startsWith('SRC')) return nice(rnd.float(2.5, 10) * 1000, 500);
        return nice(rnd.float(5, 40) * 1000, 2500);
    }
  };
  const fundOf = (d: Donor, a: Appeal | null): string => {
    if (!a) return rnd.weighted([['GEN', 80], ['LIT', 12], ['SCHOL', 8]]);
    if (a.fund === 'GEN' && (d.seg === 'small' || d.seg === 'mid') && rnd.chance(0.12)) return rnd.weighted([['LIT', 3], ['SCHOL', 2], ['CAMP', 1]]);
    if (a.fund === 'LIT' && rnd.chance(0.3)) return rnd.weighted([['GEN', 2], ['CAMP', 1], ['SCHOL', 1]]);
    return a.fund;
  };
  const addGift = (d: Donor, dt: string, a: Appeal | null, amt?: number, mthd?: string, fund?: string): Gift => {
    const gift: Gift = {
      no: 0, dnr: d, dt, amt: amt ?? amountOf(d, a), mthd: mthd ?? methodOf(d.seg), fund: fund ?? fundOf(d, a), appeal: a ? a.cd : null,
      tribute: d.typ === 'IND' && !mthd && rnd.chance(0.07) ? rnd.weighted([['HON', 1], ['MEM', 1]]) : null,
    };
    d.gifts.push(gift);
    gifts.push(gift);
    return gift;
  };
  const lag = () => Math.min(80, Math.floor(-Math.log(1 - rnd.next()) * 14));

  for (const d of donors) {
    const aud = audienceOf(d.seg);
    const eligible = appeals.filter((a) => a.audience.includes(aud));
    const keepGiving = d.seg === 'small' ? 0.62 : d.seg === 'mid' ? 0.74 : d.seg === 'major' ? 0.86 : 0.8;
    let year = Number(d.start.slice(0, 4));
    let first = true;
    for (;;) {
      if (first && d.added === d.start) {
        // The first gift is the day the record is made: in answer to a recent appeal, or unsolicited on the website
        const recent = eligible.filter((a) => a.drop <= d.start && daysBetween(a.drop, d.start) <= 70);
        addGift(d, d.start, recent.length > 0 && rnd.chance(0.85) ? rnd.pick(recent) : null);
      }
      const from = first ? d.start : `${year}-01-01`;
      const pool = eligible.filter((a) => a.drop.startsWith(String(year)) && a.drop > from && a.drop <= LAST_DAY);
      const wanted = d.seg === 'small' ? rnd.weighted([[1, 62], [2, 28], [3, 10]]) : d.seg === 'mid' ? rnd.weighted([[1, 45], [2, 38], [3, 17]])
        : d.seg === 'major' ? rnd.weighted([[1, 40], [2, 45], [3, 15]]) : rnd.weighted([[1, 70], [2, 30]]);
      const count = first && d.added === d.start ? wanted - 1 : wanted;
      for (const a of rnd.shuffle(pool).slice(0, count)) {
        const dt = addDays(a.drop, lag());
        if (dt <= LAST_DAY) addGift(d, dt, a);
      }
      if (d.seg === 'small' && rnd.chance(0.04)) {
        const dt = rnd.date(from, min(`${year}-12-31`, LAST_DAY));
        addGift(d, dt, null);
      }
      first = false;
      year++;
      if (year > 2026 || !rnd.chance(keepGiving)) break;
    }
    if (d.gifts.length === 0) addGift(d, addDays(d.start, rnd.int(0, 40)), null);
  }

  // Pledges and their installments
  interface Pledge { no: number; d: Donor; dt: string; amt: number; freq: string; n: number; cmpgn: string; fund: string; status: string; cancel: string | null }
  const pledges: Pledge[] = [];
  const instRows: unknown[][] = [];
  const instGifts: { pledge: Pledge; inst: number; due: string; amt: number; gift: Gift | null }[] = [];
  let pldgNo = 7000;
  const makePledge = (d: Donor, dt: string, total: number, freq: string, n: number, cmpgn: string, fund: string, appealFor: (due: string) => Appeal | null, cancelP: number, missP: number) => {
    const months = freq === 'Monthly' ? 1 : freq === 'Quarterly' ? 3 : 12;
    const pledge: Pledge = { no: (pldgNo += rnd.int(1, 3)), d, dt, amt: total, freq, n, cmpgn, fund, status: 'Active', cancel: null };
    const each = Math.floor((total / n) * 100) / 100;
    const firstDue = freq === 'Monthly' ? addMonths(dt.slice(0, 8) + '01', 1) : addDays(dt, rnd.int(10, 45));
    const cancelAt = rnd.chance(cancelP) ? rnd.int(2, n - 1) : null;
    const mthd = freq === 'Monthly' ? rnd.weighted([['CC', 4], ['ACH', 1]]) : rnd.weighted([['CHECK', 4], ['WIRE', 2], ['STOCK', 2], ['DAF', 2]]);
    let allPaid = true;
    let last = '';
    for (let k = 1; k <= n; k++) {
      const due = addMonths(firstDue, (k - 1) * months);
      const amt = k === n ? Math.round((total - each * (n - 1)) * 100) / 100 : each;
      if (cancelAt !== null && k === cancelAt) {
        const cancel = addDays(due, -rnd.int(1, 20));
        if (cancel <= LAST_DAY) {
          pledge.cancel = cancel;
          pledge.status = 'Cancelled';
          break;
        }
      }
      let gift: Gift | null = null;
      if (due <= LAST_DAY && !rnd.chance(missP)) {
        const paid = freq === 'Monthly' ? due : addDays(due, rnd.int(-10, 25));
        if (paid <= LAST_DAY) gift = addGift(d, paid, appealFor(due), amt, mthd, fund);
      }
      if (!gift) allPaid = false;
      last = due;
      instGifts.push({ pledge, inst: k, due, amt, gift });
    }
    if (pledge.status !== 'Cancelled' && allPaid && last <= LAST_DAY) pledge.status = 'Fulfilled';
    pledges.push(pledge);
  };
  // Monthly sustainers
  const sustainers = rnd.shuffle(donors.filter((d) => d.seg === 'small' || d.seg === 'mid')).slice(0, 130);
  for (const d of sustainers) {
    const dt = rnd.date(d.start, '2026-10-31');
    if (dt < d.start) continue;
    const n = rnd.weighted([[12, 60], [24, 30], [36, 10]]);
    const per = d.seg === 'mid' ? rnd.int(10, 40) * 5 : rnd.int(2, 20) * 5;
    const y = Number(dt.slice(0, 4));
    makePledge(d, dt, per * n, 'Monthly', n, `AF${y % 100}`, 'GEN', (due) => appealBy.get(`AF${Number(due.slice(2, 4))}-SUST`) ?? null, 0.2, 0.025);
  }
  // Multi-year major pledges to the capital campaign and the endowment
  const bigGivers = rnd.shuffle(donors.filter((d) => d.seg === 'major' || d.seg === 'fdn' || (d.seg === 'corp' && rnd.chance(0.3))));
  for (const [i, d] of bigGivers.slice(0, 38).entries()) {
    const endow = i >= 28;
    const from = endow ? '2025-09-01' : '2023-03-01';
    const to = endow ? '2026-10-15' : '2025-12-31';
    const dt = rnd.date(d.start > from ? d.start : from, to);
    if (dt < d.start || dt > to) continue;
    const years = rnd.int(2, 5);
    const freq = rnd.weighted([['Annual', 3], ['Quarterly', 2]]);
    const n = freq === 'Annual' ? years : years * 4;
    const total = Math.round(rnd.float(d.seg === 'fdn' ? 25 : 15, d.seg === 'fdn' ? 200 : 150)) * 1000;
    const appeal = appealBy.get(endow ? 'ENDOW-LEAD' : 'CAPRR-LEAD') ?? null;
    makePledge(d, dt, total, freq, n, endow ? 'ENDOW' : 'CAPRR', endow ? 'ENDOW' : 'BLDG', () => appeal, 0.08, 0.04);
  }

  // Gift numbers follow the gift date
  gifts.sort((a, b) => a.dt.localeCompare(b.dt) || a.dnr.no - b.dnr.no || a.amt - b.amt);
  let gftNo = 500_000;
  for (const g of gifts) g.no = (gftNo += rnd.int(1, 4));
  for (const ig of instGifts) instRows.push([ig.pledge.no, ig.inst, ig.due, ig.amt, ig.gift ? ig.gift.no : null]);

  // Lapsed a year after the last gift; major donor once they gave 10k or more in a calendar year
  const donorRows: unknown[][] = [];
  for (const d of donors) {
    const lastGift = d.gifts.reduce((m, g) => (g.dt > m ? g.dt : m), '');
    const lapse = addDays(lastGift, 365);
    const byYear = new Map<string, number>();
    for (const g of d.gifts) byYear.set(g.dt.slice(0, 4), (byYear.get(g.dt.slice(0, 4)) ?? 0) + g.amt);
    const major = [...byYear.values()].some((v) => v >= 10000);
    const email = d.typ === 'IND' && rnd.chance(0.85) ? `${d.nm.toLowerCase().replace(/[^a-z]+/g, '.')}${rnd.int(1, 99)}@example.org` : null;
    donorRows.push([d.no, d.typ, d.nm, d.city, d.state, email, d.added, lapse <= LAST_DAY ? lapse : null, major ? 'Y' : 'N', d.anon ? 'Y' : 'N', d.mgr]);
  }

  // Events and registrations
  const re = seededRandom(5150);
  /** [evt_cd, evt_nm, date, venue, cmpgn_cd, capacity, price, kind] */
  const EVENTS: [string, string, string, string, string | null, number, number, string][] = [
    ['AUTH23', 'Author Talk: Miriam Hale', '2023-03-16', 'Portland Public Library Auditorium', null, 120, 20, 'talk'],
    ['RUN23', 'Read & Run 5K 2023', '2023-05-20', 'Back Cove Trail', 'AF23', 400, 35, 'run'],
    ['GALA23', 'Lights of Literacy Gala 2023', GALA_DAY[2023] ?? '', 'Ocean Gateway Pavilion', 'GALA23', 260, 250, 'gala'],
    ['DAR23', 'Donor Appreciation Reception 2023', '2023-12-07', 'Harbor Lights Learning Center', null, 150, 0, 'dar'],
    ['AUTH24A', 'Author Talk: Theo Marsh', '2024-02-22', 'Portland Public Library Auditorium', null, 120, 20, 'talk'],
    ['RUN24', 'Read & Run 5K 2024', '2024-05-18', 'Back Cove Trail', 'AF24', 400, 35, 'run'],
    ['AUTH24B', 'Author Talk: Priya Desai', '2024-09-26', 'Merrill Auditorium Studio', null, 150, 25, 'talk'],
    ['GALA24', 'Lights of Literacy Gala 2024', GALA_DAY[2024] ?? '', 'Ocean Gateway Pavilion', 'GALA24', 260, 250, 'gala'],
    ['DAR24', 'Donor Appreciation Reception 2024', '2024-12-05', 'Harbor Lights Learning Center', null, 150, 0, 'dar'],
    ['AUTH25', 'Author Talk: Jonas Beck', '2025-04-10', 'Portland Public Library Auditorium', null, 120, 20, 'talk'],
    ['RUN25', 'Read & Run 5K 2025', '2025-05-17', 'Back Cove Trail', 'AF25', 450, 35, 'run'],
    ['GALA25', 'Lights of Literacy Gala 2025', GALA_DAY[2025] ?? '', 'Ocean Gateway Pavilion', 'GALA25', 280, 275, 'gala'],
    ['DAR25', 'Donor Appreciation Reception 2025', '2025-12-04', 'Harbor Lights Learning Center', null, 150, 0, 'dar'],
    ['AUTH26', 'Author Talk: Grace Whitfield', '2026-03-05', 'Portland Public Library Auditorium', null, 120, 25, 'talk'],
    ['RUN26', 'Read & Run 5K 2026', '2026-05-16', 'Back Cove Trail', 'AF26', 450, 40, 'run'],
    ['GALA26', 'Lights of Literacy Gala 2026', GALA_DAY[2026] ?? '', 'Ocean Gateway Pavilion', 'GALA26', 280, 275, 'gala'],
    ['DAR26', 'Donor Appreciation Reception 2026', '2026-12-10', 'Harbor Lights Learning Center', null, 150, 0, 'dar'],
  ];
  const regRows: unknown[][] = [];
  let regNo = 90_000;
  for (const [cd, , day, , , cap, price, kind] of EVENTS) {
    const before = donors.filter((d) => d.start < addDays(day, -30));
    const pool = kind === 'gala' ? before.filter((d) => d.seg !== 'small' || re.chance(0.08))
      : kind === 'dar' ? before.filter((d) => d.seg === 'major' || d.seg === 'mid' || ((d.seg === 'corp' || d.seg === 'fdn') && re.chance(0.4)))
        : kind === 'run' ? before.filter((d) => d.typ === 'IND' && d.seg !== 'major')
          : before.filter((d) => d.typ === 'IND');
    const want = Math.round(cap * (kind === 'gala' ? re.float(0.55, 0.8) : kind === 'run' ? re.float(0.35, 0.6) : kind === 'dar' ? re.float(0.4, 0.65) : re.float(0.45, 0.85)));
    const attendP = kind === 'gala' ? 0.93 : kind === 'run' ? 0.8 : kind === 'dar' ? 0.88 : 0.84;
    const chosen = re.shuffle(pool).slice(0, want);
    const rows = chosen.map((d) => {
      const regDt = addDays(day, -Math.min(75, Math.floor(-Math.log(1 - re.next()) * 18) + 1));
      const fee = price === 0 ? 0 : kind === 'gala' && (d.seg === 'corp' || d.seg === 'major') && re.chance(0.5) ? 0 : price;
      const attended = day > LAST_DAY ? null : re.chance(attendP) ? 'Y' : 'N';
      return [regDt, d.no, fee, attended] as const;
    });
    rows.sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    for (const [regDt, dno, fee, attended] of rows) regRows.push([(regNo += re.int(1, 2)), cd, dno, min(regDt, LAST_DAY), fee, attended]);
  }

  // Volunteers and hours
  const rv = seededRandom(31337);
  const volRows: unknown[][] = [];
  const hrsRows: unknown[][] = [];
  interface Vol { no: number; start: string; end: string | null; level: number; stopAt: string | null }
  const vols: Vol[] = [];
  const donorVols = rv.shuffle(donors.filter((d) => d.typ === 'IND')).slice(0, 48);
  let volNo = 3000;
  for (let i = 0; i < 135; i++) {
    const asDonor = i < donorVols.length ? donorVols[i] : undefined;
    const nm = asDonor ? asDonor.nm : personName();
    const [first, ...rest] = nm.split(' ');
    const start = rv.chance(0.35) ? rv.date('2016-01-01', '2022-12-31') : rv.date('2023-01-01', '2026-10-31');
    const end = rv.chance(0.28) ? rv.date(start > '2023-03-01' ? start : '2023-03-01', LAST_DAY) : null;
    const stopAt = end === null && rv.chance(0.08) ? rv.date('2025-03-01', '2025-12-20') : null;
    const vol: Vol = { no: (volNo += rv.int(1, 5)), start, end: end && end > start ? end : end ? addDays(start, 60) : null, level: rv.float(0.15, 0.9), stopAt };
    if (vol.end && vol.end > LAST_DAY) vol.end = null;
    vols.push(vol);
    volRows.push([vol.no, first, rest.join(' '), asDonor ? asDonor.no : null, rv.chance(0.9) ? `${nm.toLowerCase().replace(/[^a-z]+/g, '_')}@mail.example` : null, start, vol.end]);
  }
  const activities: [string, number][] = [['Reading Tutor', 45], ['Office Help', 15], ['Book Drive', 15], ['Mailing Prep', 12]];
  let logNo = 1;
  const shifts: [number, string, number, string, string | null][] = [];
  for (const v of vols) {
    for (let mi = 0; mi < 47; mi++) {
      const monthFirst = `${2023 + Math.floor(mi / 12)}-${pad((mi % 12) + 1)}-01`;
      const monthLast = min(addDays(addMonths(monthFirst, 1), -1), LAST_DAY);
      const from = v.start > monthFirst ? v.start : monthFirst;
      const to = min(monthLast, v.end ?? (v.stopAt ?? LAST_DAY));
      if (from > to || !rv.chance(v.level)) continue;
      const n = rv.weighted([[1, 5], [2, 3], [3, 1]]);
      for (let k = 0; k < n; k++) {
        const act = rv.weighted(activities);
        shifts.push([v.no, rv.date(from, to), rv.pick(act === 'Reading Tutor' ? [1, 1.5, 2] : [2, 2.5, 3, 3.5, 4]), act, null]);
      }
    }
  }
  for (const [cd, , day, , , , , kind] of EVENTS) {
    if (day > LAST_DAY) continue;
    const avail = vols.filter((v) => v.start <= day && (v.end === null || v.end >= day) && (v.stopAt === null || v.stopAt >= day));
    const n = kind === 'gala' ? rv.int(14, 22) : kind === 'run' ? rv.int(18, 28) : rv.int(4, 8);
    for (const v of rv.shuffle(avail).slice(0, n)) shifts.push([v.no, day, rv.pick([3, 4, 4.5, 5, 6, 7.5]), 'Event Support', cd]);
  }
  shifts.sort((a, b) => a[1].localeCompare(b[1]) || a[0] - b[0]);
  for (const s of shifts) hrsRows.push([logNo++, s[0], s[1], s[2], s[3], s[4]]);

  const ymd = (iso: string) => iso.replace(/-/g, '');
  return [
    'CREATE SCHEMA crm;',
    'CREATE SCHEMA fr;',
    `CREATE TABLE fr.staff (emp_no integer PRIMARY KEY, emp_nm text NOT NULL, title text NOT NULL,
      supervisor integer REFERENCES fr.staff (emp_no), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE fr.funds (fund_cd varchar(8) PRIMARY KEY, fund_nm text NOT NULL, restricted_yn char(1) NOT NULL);`,
    `CREATE TABLE fr.campaigns (cmpgn_cd varchar(10) PRIMARY KEY, cmpgn_nm text NOT NULL, cmpgn_typ text NOT NULL, fiscal_yr integer NOT NULL,
      start_dt date NOT NULL, end_dt date, goal_amt numeric(12,2) NOT NULL);`,
    `CREATE TABLE fr.appeals (cd varchar(16) PRIMARY KEY, appeal_nm text NOT NULL, cmpgn_cd varchar(10) NOT NULL REFERENCES fr.campaigns (cmpgn_cd),
      channel text NOT NULL, drop_dt date NOT NULL, mail_qty integer, cost_amt numeric(10,2) NOT NULL);`,
    `CREATE TABLE crm.donors (dnr_no integer PRIMARY KEY, dnr_typ varchar(4) NOT NULL, dnr_nm text NOT NULL, city text, state_cd char(2),
      email text, added_dt date NOT NULL, lapsed_dt date, major_donor_flag char(1) NOT NULL, anonymous_yn char(1) NOT NULL,
      prtf_mgr integer REFERENCES fr.staff (emp_no));`,
    `CREATE TABLE crm.gifts (gft_no integer PRIMARY KEY, dnr_no integer NOT NULL REFERENCES crm.donors (dnr_no), gft_dt date NOT NULL,
      gft_amt numeric(12,2) NOT NULL, pay_mthd varchar(8) NOT NULL, fund_cd varchar(8) NOT NULL REFERENCES fr.funds (fund_cd),
      appeal_cd varchar(16) REFERENCES fr.appeals (cd), tribute_cd char(3));`,
    `CREATE TABLE crm.pledges (pldg_no integer PRIMARY KEY, dnr_no integer NOT NULL REFERENCES crm.donors (dnr_no), pldg_dt date NOT NULL,
      pldg_amt numeric(12,2) NOT NULL, freq text NOT NULL, inst_cnt integer NOT NULL, cmpgn_cd varchar(10) NOT NULL REFERENCES fr.campaigns (cmpgn_cd),
      fund_cd varchar(8) NOT NULL REFERENCES fr.funds (fund_cd), pldg_status text NOT NULL, cancel_dt date);`,
    `CREATE TABLE crm.pldg_inst (pldg_no integer NOT NULL REFERENCES crm.pledges (pldg_no), inst_seq integer NOT NULL, due_dt date NOT NULL,
      due_amt numeric(12,2) NOT NULL, gft_no integer REFERENCES crm.gifts (gft_no), PRIMARY KEY (pldg_no, inst_seq));`,
    `CREATE TABLE crm.volunteers (vol_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL,
      dnr_no integer REFERENCES crm.donors (dnr_no), email text, start_dt date NOT NULL, inactive_dt date);`,
    `CREATE TABLE fr.events (evt_cd varchar(10) PRIMARY KEY, evt_nm text NOT NULL, evt_dt varchar(8) NOT NULL, venue text NOT NULL,
      cmpgn_cd varchar(10) REFERENCES fr.campaigns (cmpgn_cd), capacity integer NOT NULL, tkt_price numeric(8,2) NOT NULL);`,
    `CREATE TABLE fr.evt_regs (reg_no integer PRIMARY KEY, evt_cd varchar(10) NOT NULL REFERENCES fr.events (evt_cd),
      dnr_no integer NOT NULL REFERENCES crm.donors (dnr_no), reg_dt date NOT NULL, fee_amt numeric(8,2) NOT NULL, attended_yn char(1));`,
    `CREATE TABLE fr.vol_hrs (log_no integer PRIMARY KEY, vol_no integer NOT NULL REFERENCES crm.volunteers (vol_no), svc_dt date NOT NULL,
      vol_hrs numeric(4,1) NOT NULL, activity text NOT NULL, evt_cd varchar(10) REFERENCES fr.events (evt_cd));`,
    insertRows('fr.staff', ['emp_no', 'emp_nm', 'title', 'supervisor', 'hire_dt', 'term_dt'], STAFF),
    insertRows('fr.funds', ['fund_cd', 'fund_nm', 'restricted_yn'], FUNDS),
    insertRows('fr.campaigns', ['cmpgn_cd', 'cmpgn_nm', 'cmpgn_typ', 'fiscal_yr', 'start_dt', 'end_dt', 'goal_amt'], CAMPAIGNS),
    insertRows('fr.appeals', ['cd', 'appeal_nm', 'cmpgn_cd', 'channel', 'drop_dt', 'mail_qty', 'cost_amt'],
      appeals.map((a) => [a.cd, a.nm, a.cmpgn, a.channel, a.drop, a.mailQty, a.cost])),
    insertRows('crm.donors', ['dnr_no', 'dnr_typ', 'dnr_nm', 'city', 'state_cd', 'email', 'added_dt', 'lapsed_dt', 'major_donor_flag', 'anonymous_yn', 'prtf_mgr'], donorRows),
    insertRows('crm.gifts', ['gft_no', 'dnr_no', 'gft_dt', 'gft_amt', 'pay_mthd', 'fund_cd', 'appeal_cd', 'tribute_cd'],
      gifts.map((g) => [g.no, g.dnr.no, g.dt, g.amt, g.mthd, g.fund, g.appeal, g.tribute])),
    insertRows('crm.pledges', ['pldg_no', 'dnr_no', 'pldg_dt', 'pldg_amt', 'freq', 'inst_cnt', 'cmpgn_cd', 'fund_cd', 'pldg_status', 'cancel_dt'],
      pledges.map((p) => [p.no, p.d.no, p.dt, p.amt, p.freq, p.n, p.cmpgn, p.fund, p.status, p.cancel])),
    insertRows('crm.pldg_inst', ['pldg_no', 'inst_seq', 'due_dt', 'due_amt', 'gft_no'], instRows),
    insertRows('crm.volunteers', ['vol_no', 'first_nm', 'last_nm', 'dnr_no', 'email', 'start_dt', 'inactive_dt'], volRows),
    insertRows('fr.events', ['evt_cd', 'evt_nm', 'evt_dt', 'venue', 'cmpgn_cd', 'capacity', 'tkt_price'],
      EVENTS.map(([cd, nm, day, venue, cmpgn, cap, price]) => [cd, nm, ymd(day), venue, cmpgn, cap, price])),
    insertRows('fr.evt_regs', ['reg_no', 'evt_cd', 'dnr_no', 'reg_dt', 'fee_amt', 'attended_yn'], regRows),
    insertRows('fr.vol_hrs', ['log_no', 'vol_no', 'svc_dt', 'vol_hrs', 'activity', 'evt_cd'], hrsRows),
  ].join('\n');
}
