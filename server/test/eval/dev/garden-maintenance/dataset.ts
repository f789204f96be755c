/**
 * Chosen Hill Gardens Ltd, a garden maintenance and landscaping firm based on a yard at Churchdown, between Cheltenham
 * and Gloucester. It runs three crews, each a van with a crew leader and one or two operatives:
 *   - two maintenance rounds (R1 covers Cheltenham north, Prestbury, Bishop's Cleeve, Winchcombe and Tewkesbury; R2
 *     covers Cheltenham south, Charlton Kings, Churchdown, Brockworth, Hucclecote and Gloucester) that visit the sites of
 *     customers on annual maintenance contracts: fortnightly lawn cuts through the growing season (weekly at the busier
 *     commercial sites in high summer), hedge trimming twice or three times a year, leaf clearance in the autumn, and a
 *     monthly winter tidy in December, January and February;
 *   - a landscaping crew (LP) that builds one-off projects: patios and paving, fencing, turfing and planting. Projects
 *     are enquired about, visited and quoted, then won or lost. In the quiet winter months the round crews also take
 *     on some of the smaller fencing, turfing and planting jobs.
 * Materials for projects are bought from builders' merchants, turf growers and nurseries and charged on to the
 * customer at cost plus a mark-up. Green waste (grass clippings, hedge cuttings, leaves) is taken to the council's
 * trade green-waste reception (Swindon Road depot, Cheltenham, or Hempsted, Gloucester), which weighs the van in and
 * out and charges a gate fee per tonne. Rain, frost, snow and gales cost crew days. Spring and summer are busy, winter
 * is quiet.
 *
 * This is the database of the "Groundsman Pro" contract, job and accounts package (schema `gsp`), copied on the
 * morning of Wednesday 2026-11-25: it holds everything up to close of work on Tuesday 2026-11-24. The package went
 * live on 2024-01-02 and nothing earlier was migrated (no earlier visits, projects, invoices, tip tickets or weather
 * days); customers and contracts were keyed in with their original dates. The only rows dated after 2026-11-24 are
 * visits already scheduled (status S, up to 2026-12-11) and the planned start days of won projects not yet started.
 * Money is in pounds sterling, numeric with 2 decimals, EX VAT unless the column says otherwise; VAT is 20% on all
 * sales. Weights are in kilograms.
 *
 * Sales (revenue, turnover, income) = invoices ex VAT (`slinv.net_amt`) by invoice date, ignoring voided invoices.
 * Contract (maintenance) income is the invoices with `inv_src` M; landscaping / project income is D and F. What is
 * outstanding (owed, unpaid, debtors) is invoices with no `paid_dt`, not voided, INC VAT (`tot_amt`). A project is
 * "won" when the customer accepted the quote (status W or C); its value is the quoted price `qt_net`. The win rate is
 * won quotes out of quotes given. Materials margin (mark-up) = what was charged on (`chg_net`) less what it cost
 * (`cost_net`), over recharged lines. Tipping cost = `tip_tkt.fee_amt`; tonnage = `nett_kg` / 1000. A "day lost to
 * weather" is one crew losing one working day (one `wx_lost` row).
 *
 * The package does NOT record: wages, pay, hours worked, overtime, sickness or holidays; the individual operatives
 * (only the crew leader is named); fuel, van, mower or other machinery costs; overheads such as rent or insurance;
 * rainfall, temperatures or any weather measurement (only which crew days were lost and why); customer satisfaction,
 * reviews, complaints; how a customer heard of us (no marketing or lead source); competitors' prices.
 *
 * Tables
 *
 * - `sys_code`: lookup of some of the package's codes, keyed by (`code_grp`, `code`), with `descr` and `sort_ord`.
 *   Groups: CTYP customer type (H Homeowner, C Commercial site, M Managing agent / residents' company); TASK visit
 *   task (LC lawn cut, HT hedge trim, LF leaf clearance, WT winter tidy); PTYP project type (PAT patio & paving, FEN
 *   fencing, TRF turfing, PLT planting & borders); LOST why a quote was lost (PRC price, OTH went with another firm,
 *   NRP no reply, PPD postponed / not going ahead); WX weather (R rain / waterlogged, F frost, S snow, G high winds).
 *
 * - `crew`: the three crews, keyed by `crew_cd` (R1, R2, LP). `crew_nm`; `ldr_nm` the crew leader's full name;
 *   `van_reg` the crew's van; `hd_cnt` people in the crew including the leader; `rnd_yn` Y a maintenance round crew,
 *   N the landscaping crew.
 *
 * - `cust`: customers (accounts), keyed by `acc_no`. `acc_nm` the name (a homeowner such as 'Mrs J Hartley', a firm,
 *   or a block's managing agent or residents' company); `ctyp` H / C / M (sys_code CTYP); `addr1`, `town`, `pcode`
 *   the customer's address (for a homeowner, also where the work is); `tel`; `email` (NULL when not given);
 *   `crt_dt` the day the account was created; `terms_dd` payment terms in days (homeowners 7, others 30).
 *
 * - `mnt_ctr`: maintenance contracts, one per site, keyed by `ctr_id`. `acc_no` the customer (`cust.acc_no`);
 *   `site_addr`, `site_town` the site; `rnd` the round crew that looks after it (`crew.crew_cd`); `vday` the round
 *   day 1 Monday .. 5 Friday; `wk_ab` A or B, which fortnight of the round; `st_dt` the day the contract first started
 *   (contracts run a year at a time and renew on that anniversary, when the fee usually goes up); `end_dt` the last
 *   day of a contract that has ended, NULL while it runs; `end_rsn` why it ended (free text), NULL otherwise;
 *   `ctr_st` A active (live), E ended; `mth_fee` the current monthly fee ex VAT (for an ended contract the last fee
 *   charged): the contract is billed monthly on the 1st, twelve equal instalments a year; `lawn_m2` the lawn area in
 *   square metres; `cut_frq` F fortnightly cuts, W weekly cuts from May to September (fortnightly in March, April and
 *   October); `svc_lawn`, `svc_hedge`, `svc_leaf` booleans: lawn cutting, hedge trimming, leaf clearance included;
 *   `clip_yn` Y we take the grass clippings away, N they go in the customer's own compost or brown bin.
 *   Lawn cuts run from mid-March to the end of October.
 *
 * - `visit`: round visits, one row per task per visit, keyed by `vis_no`. `ctr_ref` the contract (`mnt_ctr.ctr_id`);
 *   `vis_dt` the day; `crw` the crew (`crew.crew_cd`); `task` LC / HT / LF / WT (sys_code TASK); `vst` D done,
 *   W weather: lost to the weather (rained off) and re-done on a later day as a new visit row, X cancelled by the
 *   customer, N no access (gate locked, dog out, car on the drive), S scheduled (future); `mins` minutes the crew
 *   spent on site, only for D; `gw_kg` green waste taken away in kg, only for D (0 when none, e.g. clippings left).
 *
 * - `proj`: landscaping projects from enquiry to completion, keyed by `proj_no`. `cli_acc` the customer
 *   (`cust.acc_no`); `ptyp` PAT / FEN / TRF / PLT (sys_code PTYP); `descr`; `enq_dt` the day of the enquiry;
 *   `qt_dt` the day the quote was sent and `qt_net` the quoted price ex VAT for the work (labour and plant; materials
 *   are charged on separately), both NULL until quoted (and on an enquiry that fell through before it was quoted: L
 *   with lost_cd PPD); `pst` E enquiry not yet quoted, Q quoted, awaiting an answer,
 *   W won, not yet finished (booked, or under way), C completed, L lost; `dec_dt` the day the customer accepted or
 *   the quote was lost (a quote with no reply is written off as lost 45 days after it was sent), NULL for E and Q;
 *   `lost_cd` PRC / OTH / NRP / PPD (sys_code LOST) for L, NULL otherwise; `gang` the crew booked (`crew.crew_cd`),
 *   for W and C only; `st_dt` the planned (or actual) start day, for W and C; `fin_dt` the day it was completed, C
 *   only; `est_days` crew days estimated in the quote; `act_days` crew days it actually took, C only.
 *
 * - `mat_po`: materials bought from merchants, one row per purchase line, keyed by `po_no`. `po_dt` the day;
 *   `merch` the merchant; `job_ref` the project they were for (`proj.proj_no`), NULL for stock used on the rounds
 *   (lawn feed, grass seed, bark), which is never charged on; `item_dsc`; `cost_net` what we paid ex VAT; `rchg_yn`
 *   Y charged on to the customer, N not; `chg_net` the amount charged on ex VAT (cost plus 15% from builders'
 *   merchants and the turf grower, plus 20% on nursery stock), NULL when not charged on; `sup_inv` the merchant's
 *   invoice number, NULL until their invoice arrives.
 *
 * - `tip_tkt`: green-waste weighbridge tickets at the council site, keyed by `wb_no`. `tip_dt`; `crw` the crew
 *   (`crew.crew_cd`); `tip_site` SWR Swindon Road depot (Cheltenham), HMP Hempsted (Gloucester); `nett_kg` the
 *   weight tipped; `rate_t` the gate fee per tonne then in force (it changes every 1 April); `fee_amt` the charge
 *   (ex VAT) = nett_kg / 1000 * rate_t.
 *
 * - `wx_lost`: crew days lost to the weather, one row per crew per day, keyed by (`crew_cd`, `lost_dt`). `wx_cd`
 *   R / F / S / G (sys_code WX); `note` free text, often NULL. A crew that lost the day did no work that day.
 *
 * - `slinv`: sales invoices, keyed by `inv_no`. `inv_dt`; `acc_no` the customer (`cust.acc_no`); `inv_src` M monthly
 *   contract instalment (raised on the 1st of the month; the first run was on 2024-01-02), D project deposit (25% of
 *   the quote, raised when a quote of 2,000 or more is accepted), F project final invoice (raised on completion: the
 *   quote less any deposit plus the materials charged on); `ctr_id` the contract for M, `proj_no` the project for D
 *   and F; `net_amt` ex VAT, `vat_amt`, `tot_amt` inc VAT; `pay_mth` DD direct debit, BAC bank transfer, CRD card,
 *   CHQ cheque, NULL while unpaid; `paid_dt` the day it was paid in full (no part payments), NULL while unpaid;
 *   `void_flg` true for an invoice raised in error and re-raised under a new number (ignore these everywhere).
 */
import { addDays, dayOfWeek, daysBetween, ENGLAND_BANK_HOLIDAYS, insertRows, pad, seededRandom } from '../../seeded-random';

const GO_LIVE = '2024-01-02';
const LAST = '2026-11-24';
const HORIZON = '2026-12-11';
const EPOCH_MON = '2024-01-01';

const BANK_HOL = ENGLAND_BANK_HOLIDAYS;
const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
const md = (d: string) => d.slice(5);
const shut = (d: string) => md(d) >= '12-24' || md(d) <= '01-01';
const isWork = (d: string) => dayOfWeek(d) >= 1 && dayOfWeek(d) <= 5 && !shut(d) && !BANK_HOL.has(d);
const nextWork = (d: string) => {
  let x = d;
  while (!isWork(x)) x = addDays(x, 1);
  return x;
};
const weekIdx = (d: string) => Math.floor(daysBetween(EPOCH_MON, d) / 7);
const money = (x: number) => Math.round(x * 100) / 100;
const growth = (d: string) => (year(d) === 2024 ? 1.0 : year(d) === 2025 ? 1.1 : 1.18);

// ---------------------------------------------------------------- crews
interface Crew {
  cd: string;
  nm: string;
  ldr: string;
  van: string;
  hd: number;
  rnd: 'Y' | 'N';
}
const CREWS: Crew[] = [
  { cd: 'R1', nm: 'Round 1 - Cheltenham North & Cleeve', ldr: 'Gary Pritchard', van: 'WP20 GRN', hd: 2, rnd: 'Y' },
  { cd: 'R2', nm: 'Round 2 - Gloucester side', ldr: 'Shaun Mills', van: 'WR71 LWN', hd: 2, rnd: 'Y' },
  { cd: 'LP', nm: 'Landscaping', ldr: 'Dean Whitaker', van: 'WU69 PTO', hd: 3, rnd: 'N' },
];

// ---------------------------------------------------------------- places
const TOWNS_R1: [string, string[], number][] = [
  ['Cheltenham', ['GL50', 'GL51'], 30],
  ['Prestbury', ['GL52'], 14],
  ["Bishop's Cleeve", ['GL52'], 20],
  ['Winchcombe', ['GL54'], 10],
  ['Tewkesbury', ['GL20'], 14],
];
const TOWNS_R2: [string, string[], number][] = [
  ['Cheltenham', ['GL51', 'GL53'], 22],
  ['Charlton Kings', ['GL53'], 18],
  ['Churchdown', ['GL3'], 16],
  ['Brockworth', ['GL3'], 9],
  ['Hucclecote', ['GL3'], 10],
  ['Gloucester', ['GL1', 'GL2', 'GL4'], 22],
];
const STREETS = [
  'Hatherley Road', 'Church Road', 'Station Road', 'The Avenue', 'Mill Lane', 'Cirencester Road', 'Old Bath Road',
  'Priors Road', 'Bouncers Lane', 'Evesham Road', 'Stoke Road', 'Tewkesbury Road', 'Ashchurch Road', 'Gretton Road',
  'Abbey Terrace', 'Sandy Lane', 'Brookway Road', 'Parton Road', 'Pirton Lane', 'Ermin Street', 'Green Lane',
  'Upton Lane', 'Barnwood Road', 'Estcourt Road', 'Tuffley Lane', 'Orchard Way', 'Cleeve Hill', 'Kayte Lane',
  'Southam Road', 'Leckhampton Road', 'Moorend Road', 'Horsbere Road', 'Pine Close', 'Woodland Drive', 'Beech Grove',
  'Paddock Gardens', 'Queens Road', 'Lansdown Road', 'Painswick Road', 'Naunton Lane',
];
const INITIALS = 'ABCDEGHJKLMNPRSTW'.split('');
const SURNAMES = [
  'Hartley', 'Okafor', 'Bennett', 'Coombes', 'Davies', 'Evans', 'Fowler', 'Griffiths', 'Hopkins', 'Ingram', 'Jarvis',
  'Kemp', 'Lewis', 'Morgan', 'Norris', 'Osborne', 'Price', 'Rees', 'Sutton', 'Tucker', 'Underwood', 'Vaughan',
  'Watkins', 'Yates', 'Ashby', 'Brewer', 'Clutterbuck', 'Drinkwater', 'Eldridge', 'Fielding', 'Gardner', 'Hale',
  'Iles', 'Jenkins', 'Knight', 'Lane', 'Meadows', 'Nash', 'Parsons', 'Quinn', 'Rowe', 'Stanton', 'Townsend', 'Webb',
  'Whittaker', 'Ahmed', 'Patel', 'Kowalczyk', 'Chen', 'Murphy', 'Sharma', 'Hughes', 'Powell', 'Baker', 'Carter',
];

// ---------------------------------------------------------------- seasonality
/** Chance a working day is lost to weather, by month, for the first crew that is out. */
const WX_P = [0.17, 0.15, 0.1, 0.06, 0.045, 0.035, 0.04, 0.045, 0.055, 0.095, 0.14, 0.15];
/** Landscaping enquiries per day, by month. */
const ENQ_MON = [0.24, 0.38, 0.55, 0.6, 0.5, 0.38, 0.3, 0.27, 0.32, 0.36, 0.3, 0.1];
/** New maintenance contracts, start month weights. */
const NEW_MON = [2, 7, 14, 12, 8, 4, 2, 1, 2, 1, 0.5, 0.2];

export function datasetSql(): string {
  const r = seededRandom(31415926);

  // -------------------------------------------------------------- weather days lost
  const lost = new Map<string, string>(); // `${crew}|${date}` -> wx code
  const wxRows: { crew: string; dt: string; cd: string; note: string | null }[] = [];
  let wetYesterday = false;
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (!isWork(d)) continue;
    const m = month(d);
    const yf = year(d) === 2024 ? 1.2 : year(d) === 2025 ? 0.9 : 1.0;
    const p = Math.min(0.6, WX_P[m - 1]! * yf * (wetYesterday ? 3.2 : 1));
    wetYesterday = false;
    if (!r.chance(p)) continue;
    wetYesterday = true;
    const winter = m === 12 || m <= 2;
    const cd = r.weighted([
      ['R', 10],
      ['F', winter ? 5.5 : m === 3 || m === 11 ? 1.6 : 0],
      ['S', (m === 1 || m === 2) ? 0.9 : m === 12 ? 0.3 : 0],
      ['G', m >= 10 || m <= 3 ? 1.6 : 0.3],
    ] as const);
    for (const c of CREWS) {
      const pc = c.rnd === 'Y' ? (cd === 'F' ? 0.95 : cd === 'S' ? 1 : cd === 'G' ? 0.7 : 0.82) : cd === 'G' ? 0.55 : 0.9;
      if (!r.chance(pc)) continue;
      lost.set(`${c.cd}|${d}`, cd);
      const note =
        cd === 'R' ? r.pick([null, null, null, 'Ground waterlogged', 'Heavy rain all day', 'Too wet to cut']) :
        cd === 'F' ? r.pick([null, 'Hard frost', 'Frozen ground']) :
        cd === 'S' ? r.pick([null, 'Snow, roads bad']) :
        r.pick([null, 'Storm warning', 'Too windy for hedges / ladders']);
      wxRows.push({ crew: c.cd, dt: d, cd, note });
    }
  }
  const isLost = (crew: string, d: string) => lost.has(`${crew}|${d}`);

  // -------------------------------------------------------------- customers
  interface Cust {
    no: number;
    nm: string;
    typ: 'H' | 'C' | 'M';
    addr: string;
    town: string;
    pc: string;
    tel: string;
    email: string | null;
    crt: string;
    terms: number;
    slow: number;
  }
  const custs: Cust[] = [];
  const usedNames = new Set<string>();
  const homeName = () => {
    for (;;) {
      const t = r.weighted([['Mr', 30], ['Mrs', 30], ['Mr & Mrs', 22], ['Ms', 8], ['Dr', 6], ['Miss', 4]] as const);
      const nm = `${t} ${r.pick(INITIALS)} ${r.pick(SURNAMES)}`;
      if (!usedNames.has(nm)) {
        usedNames.add(nm);
        return nm;
      }
    }
  };
  const placeFor = (crewCd: string) => {
    const t = r.weighted((crewCd === 'R1' ? TOWNS_R1 : TOWNS_R2).map((x) => [x, x[2]] as const));
    const dist = r.pick(t[1]);
    const pc = `${dist} ${r.int(1, 9)}${r.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}${r.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}`;
    return { town: t[0], pc, addr: `${r.int(1, 120)} ${r.pick(STREETS)}` };
  };
  const newCust = (nm: string, typ: 'H' | 'C' | 'M', crt: string, place: { town: string; pc: string; addr: string }, slow = 0): Cust => {
    const c: Cust = {
      no: 0, nm, typ, addr: place.addr, town: place.town, pc: place.pc,
      tel: typ === 'H' ? `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}` : `01${r.pick(['242', '452'])} ${pad(r.int(200000, 899999), 6)}`,
      email: r.chance(typ === 'H' ? 0.78 : 0.95) ? `${nm.toLowerCase().replace(/^(mr & mrs|mrs|mr|ms|dr|miss) /, '').replace(/[^a-z]+/g, '.')}@${r.pick(['gmail.com', 'btinternet.com', 'outlook.com', 'hotmail.co.uk', 'yahoo.co.uk'])}` : null,
      crt, terms: typ === 'H' ? 7 : 30, slow,
    };
    if (typ !== 'H' && c.email) c.email = `accounts@${nm.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 18)}.co.uk`;
    custs.push(c);
    return c;
  };

  // -------------------------------------------------------------- contracts
  interface Ctr {
    id: number;
    cust: Cust;
    addr: string;
    town: string;
    rnd: string;
    vday: number;
    wk: 'A' | 'B';
    st: string;
    end: string | null;
    endRsn: string | null;
    fee0: number;
    fees: { from: string; fee: number }[];
    m2: number;
    frq: 'F' | 'W';
    lawn: boolean;
    hedge: boolean;
    leaf: boolean;
    clip: 'Y' | 'N';
  }
  const ctrs: Ctr[] = [];
  /** Round slots (day of the week and fortnight) are handed out in turn, so each round's days stay evenly loaded. */
  const SLOTS: [number, 'A' | 'B'][] = [];
  for (const wk of ['A', 'B'] as const) for (let vd = 1; vd <= 5; vd++) SLOTS.push([vd, wk]);
  const slotQ = new Map<string, [number, 'A' | 'B'][]>();
  const slot = (rnd: string): [number, 'A' | 'B'] => {
    let q = slotQ.get(rnd);
    if (!q || q.length === 0) {
      q = r.shuffle(SLOTS);
      slotQ.set(rnd, q);
    }
    return q.pop() as [number, 'A' | 'B'];
  };
  const COMM: [string, 'C' | 'M', string, number, string, string | null, string | null, boolean, boolean, number, number][] = [
    // name, type, round, monthly fee at go-live, start, end, end reason, hedge, leaf, lawn m2, extra days slow to pay
    ['Staverton Court Business Park', 'C', 'R2', 845, '2017-04-01', null, null, true, true, 5200, 18],
    ['The Hatherley Manor Hotel', 'C', 'R2', 610, '2019-03-01', null, null, true, true, 3100, 6],
    ['Cleeve Hill View Care Home', 'C', 'R1', 395, '2020-05-01', null, null, true, true, 1800, 9],
    ['Lansdown Place Residents Co', 'M', 'R1', 330, '2018-02-01', null, null, true, true, 1200, 25],
    ['Pittville Mews Management Ltd', 'M', 'R1', 285, '2021-03-01', null, null, true, false, 950, 31],
    ['Tewkesbury Riverside Surgery', 'C', 'R1', 240, '2016-06-01', null, null, true, false, 800, 4],
    ['Hucclecote Methodist Church', 'C', 'R2', 165, '2022-04-01', null, null, true, true, 700, 0],
    ['Brockworth Trade Park Ltd', 'C', 'R2', 520, '2019-01-01', '2025-12-31', 'Site sold - new owners have own contractor', true, false, 2600, 22],
    ['Jessop Court (Hobart Estates)', 'M', 'R2', 360, '2023-03-01', null, null, true, true, 1400, 38],
    ['Charlton Kings Dental Care', 'C', 'R2', 150, '2024-04-01', null, null, false, true, 450, 3],
    ['Winchcombe Abbey Lodge Care Home', 'C', 'R1', 455, '2025-03-01', null, null, true, true, 2200, 12],
    ['Priors Park Residents Co', 'M', 'R1', 270, '2025-05-01', null, null, true, false, 1100, 45],
    ['Gloucester Quays Offices (Quayside Mgmt)', 'M', 'R2', 690, '2026-03-01', null, null, true, true, 3800, 27],
    ['Bishops Cleeve Scout Hut Trust', 'C', 'R1', 95, '2020-04-01', '2024-03-31', 'Volunteers doing it themselves', false, false, 600, 0],
  ];
  for (const [nm, typ, rnd, fee, st, end, rsn, hedge, leaf, m2, slow] of COMM) {
    const pl = placeFor(rnd);
    const cu = newCust(nm, typ, st < GO_LIVE ? addDays(st, -r.int(10, 40)) : addDays(st, -r.int(5, 30)), pl, slow);
    const [vday, wk] = slot(rnd);
    ctrs.push({
      id: 0, cust: cu, addr: pl.addr, town: pl.town, rnd, vday, wk, st, end, endRsn: rsn,
      fee0: fee, fees: [], m2, frq: m2 >= 1100 ? 'W' : 'F', lawn: true, hedge, leaf, clip: 'Y',
    });
  }
  const homeCtr = (st: string) => {
    const rnd = r.chance(0.5) ? 'R1' : 'R2';
    const pl = placeFor(rnd);
    const cu = newCust(homeName(), 'H', st < GO_LIVE ? addDays(st, -r.int(5, 40)) : addDays(st, -r.int(3, 25)), pl, r.chance(0.1) ? r.int(5, 30) : 0);
    const m2 = r.weighted([[r.int(50, 120), 4], [r.int(120, 250), 5], [r.int(250, 450), 3], [r.int(450, 900), 1]] as const);
    const hedge = r.chance(0.62);
    const leaf = r.chance(0.45);
    const clip = r.chance(0.7) ? 'Y' : 'N';
    let fee = 30 + m2 * 0.1 + (hedge ? r.int(14, 32) : 0) + (leaf ? r.int(9, 20) : 0) + (clip === 'Y' ? 6 : 0);
    fee = Math.round(fee * r.float(0.92, 1.1, 3));
    const [vday, wk] = slot(rnd);
    ctrs.push({
      id: 0, cust: cu, addr: pl.addr, town: pl.town, rnd, vday, wk, st, end: null, endRsn: null,
      fee0: fee, fees: [], m2, frq: 'F', lawn: true, hedge, leaf, clip,
    });
  };
  for (let k = 0; k < 40; k++) {
    const y = r.weighted([[2015, 1], [2016, 1], [2017, 1.5], [2018, 2], [2019, 2], [2020, 3], [2021, 3.5], [2022, 3.5], [2023, 4]] as const);
    const m = r.weighted(NEW_MON.map((w, i) => [i + 1, w] as const));
    homeCtr(`${y}-${pad(m, 2)}-01`);
  }
  for (const [y, n] of [[2024, 10], [2025, 13], [2026, 15]] as const) {
    for (let k = 0; k < n; k++) {
      const m = r.weighted(NEW_MON.map((w, i) => [i + 1, y === 2026 && i + 1 > 11 ? 0 : w] as const));
      homeCtr(`${y}-${pad(m, 2)}-01`);
    }
  }
  // ends and fee rises for homeowners
  for (const c of ctrs) {
    let fee = c.fee0;
    c.fees.push({ from: '2000-01-01', fee });
    const stM = c.st.slice(5);
    for (let y = 2024; y <= 2026; y++) {
      const ann = `${y}-${stM}`;
      if (ann <= c.st || ann < GO_LIVE || ann > LAST) continue;
      if (c.end && ann > c.end) break;
      if (c.cust.typ === 'H' && c.end === null) {
        if (r.chance(0.1)) {
          c.end = addDays(ann, -1);
          c.endRsn = r.weighted([['Price increase', 4], ['Doing it themselves', 3], ['Went to a cheaper firm', 3], ['Moved house', 2], ['Garden redesigned, no lawn', 1]] as const);
          break;
        }
      }
      fee = Math.round(fee * r.float(1.035, 1.065, 3));
      c.fees.push({ from: ann, fee });
    }
    if (c.cust.typ === 'H' && c.end === null && r.chance(0.07)) {
      const e = r.date(c.st > GO_LIVE ? c.st : GO_LIVE, '2026-10-31');
      if (daysBetween(c.st, e) > 90) {
        // moved house mid-term: to the month end
        const d = new Date(`${e}T00:00:00Z`);
        const me = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
        c.end = me;
        c.endRsn = r.pick(['Moved house', 'Moved house', 'Passed away - family cancelled', 'Moved into care']);
        c.fees = c.fees.filter((f) => f.from <= me);
      }
    }
  }
  ctrs.sort((a, b) => (a.st < b.st ? -1 : a.st > b.st ? 1 : a.cust.nm < b.cust.nm ? -1 : 1));
  ctrs.forEach((c, k) => {
    c.id = 201 + k;
  });
  const feeAt = (c: Ctr, d: string) => {
    let f = c.fees[0]!.fee;
    for (const x of c.fees) if (x.from <= d) f = x.fee;
    return f;
  };
  const ctrLive = (c: Ctr, d: string) => c.st <= d && (c.end === null || d <= c.end);

  // -------------------------------------------------------------- visits (planned)
  interface Vis {
    no: number;
    ctr: Ctr;
    dt: string;
    crew: string;
    task: 'LC' | 'HT' | 'LF' | 'WT';
    st: 'D' | 'W' | 'X' | 'N' | 'S';
    mins: number | null;
    kg: number | null;
  }
  const planned: { ctr: Ctr; dt: string; task: Vis['task'] }[] = [];
  const hedgeWeeks = new Map<Ctr, number[]>();
  for (const c of ctrs) {
    const trims = c.cust.typ === 'H' ? (r.chance(0.3) ? 3 : 2) : 3;
    hedgeWeeks.set(c, trims === 3 ? [r.int(19, 21), r.int(27, 30), r.int(37, 40)] : [r.int(24, 28), r.int(37, 41)]);
  }
  const isoWeek = (d: string) => Math.floor(daysBetween(`${d.slice(0, 4)}-01-01`, d) / 7) + 1;
  for (let d = GO_LIVE; d <= HORIZON; d = addDays(d, 1)) {
    const w = dayOfWeek(d);
    if (w < 1 || w > 5) continue;
    const par = weekIdx(d) % 2 === 0 ? 'A' : 'B';
    const m = month(d);
    const mmdd = md(d);
    for (const c of ctrs) {
      if (!ctrLive(c, d) || c.vday !== w) continue;
      const onPar = c.wk === par;
      const season = mmdd >= '03-16' && mmdd <= '10-31';
      if (c.lawn && season) {
        const weekly = c.frq === 'W' && m >= 5 && m <= 9;
        if (weekly || onPar) planned.push({ ctr: c, dt: d, task: 'LC' });
      }
      if (c.hedge && mmdd >= '05-01' && mmdd <= '10-31') {
        const wk = isoWeek(d);
        if (hedgeWeeks.get(c)!.includes(wk)) planned.push({ ctr: c, dt: d, task: 'HT' });
      }
      if (c.leaf && mmdd >= '10-20' && mmdd <= '12-12' && (onPar || (c.cust.typ !== 'H' && mmdd >= '11-01'))) planned.push({ ctr: c, dt: d, task: 'LF' });
      const wtWin = (m === 1 && mmdd >= '01-05' && mmdd <= '01-18') || (m === 2 && mmdd >= '02-02' && mmdd <= '02-15') || (m === 12 && mmdd >= '12-08' && mmdd <= '12-21');
      if (wtWin && onPar) planned.push({ ctr: c, dt: d, task: 'WT' });
    }
  }
  // a contract starting mid-fortnight gets its first cut on its first round day: fine as planned.
  planned.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.ctr.id - b.ctr.id));

  const visits: Vis[] = [];
  const doVisit = (ctr: Ctr, dt: string, task: Vis['task']) => {
    const crew = ctr.rnd;
    let d = nextWork(dt);
    // work moved off a bank holiday is spread over the next two days
    if (d !== dt && r.chance(0.5)) d = nextWork(addDays(d, 1));
    if (ctr.end && d > ctr.end) return;
    if (d > HORIZON) return;
    if (d > LAST) {
      visits.push({ no: 0, ctr, dt: d, crew, task, st: 'S', mins: null, kg: null });
      return;
    }
    // rained off: a W row, then re-done on the next day the crew is out
    while (isLost(crew, d)) {
      visits.push({ no: 0, ctr, dt: d, crew, task, st: 'W', mins: null, kg: null });
      d = nextWork(addDays(d, 1));
      // catch-up work is spread over the next few days
      const spread = r.weighted([[0, 4], [1, 3], [2, 2], [3, 1]] as const);
      for (let k = 0; k < spread; k++) d = nextWork(addDays(d, 1));
      while (isLost(crew, d) && d <= LAST) {
        d = nextWork(addDays(d, 1));
      }
      if (task === 'LC' && r.chance(0.12)) return; // next cut is soon anyway: skipped
      if (d > LAST) {
        if (d <= HORIZON) visits.push({ no: 0, ctr, dt: d, crew, task, st: 'S', mins: null, kg: null });
        return;
      }
    }
    const home = ctr.cust.typ === 'H';
    if (r.chance(home ? 0.022 : 0.008)) {
      visits.push({ no: 0, ctr, dt: d, crew, task, st: 'X', mins: null, kg: null });
      return;
    }
    if (home && r.chance(0.014)) {
      visits.push({ no: 0, ctr, dt: d, crew, task, st: 'N', mins: null, kg: null });
      return;
    }
    const m = month(d);
    let mins: number;
    let kg: number;
    if (task === 'LC') {
      mins = Math.round((home ? 14 + ctr.m2 / 9 : 35 + ctr.m2 / 30) * r.float(0.8, 1.25, 3));
      const grow = m === 5 || m === 6 ? 1.45 : m === 4 || m === 9 ? 1.0 : m === 7 || m === 8 ? 0.65 : 0.8;
      kg = ctr.clip === 'Y' ? Math.round((ctr.m2 * (home ? 0.16 : 0.06) * grow * r.float(0.7, 1.3, 3))) : 0;
    } else if (task === 'HT') {
      mins = home ? r.int(50, 210) : r.int(150, 420);
      kg = home ? r.int(60, 380) : r.int(250, 700);
    } else if (task === 'LF') {
      mins = home ? r.int(35, 120) : r.int(90, 240);
      kg = Math.round((home ? r.int(40, 220) : r.int(150, 500)) * (m === 11 ? 1.3 : 1));
    } else {
      mins = home ? r.int(30, 90) : r.int(60, 180);
      kg = home ? r.int(10, 80) : r.int(40, 160);
    }
    visits.push({ no: 0, ctr, dt: d, crew, task, st: 'D', mins: Math.max(15, Math.round(mins / 5) * 5), kg });
  };
  for (const p of planned) doVisit(p.ctr, p.dt, p.task);
  visits.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.ctr.id !== b.ctr.id ? a.ctr.id - b.ctr.id : a.task < b.task ? -1 : 1));
  visits.forEach((v, k) => {
    v.no = 300001 + k;
  });

  // -------------------------------------------------------------- projects
  interface Proj {
    no: number;
    cust: Cust;
    typ: 'PAT' | 'FEN' | 'TRF' | 'PLT';
    dsc: string;
    enq: string;
    qtDt: string | null;
    qt: number | null;
    st: 'E' | 'Q' | 'W' | 'C' | 'L';
    dec: string | null;
    lostCd: string | null;
    gang: string | null;
    start: string | null;
    fin: string | null;
    est: number | null;
    act: number | null;
  }
  const projs: Proj[] = [];
  const projOnly: Cust[] = [];
  const DESCR: Record<Proj['typ'], string[]> = {
    PAT: ['Indian sandstone patio', 'Porcelain patio and steps', 'Patio extension and edging', 'New patio, approx {n} m2', 'Relay existing patio, new sub-base', 'Block paved path and patio'],
    FEN: ['Replace {n} fence panels (storm damage)', 'New closeboard fence, approx {n} m', 'Lap fencing and gravel boards, rear boundary', 'Replace rotten posts and panels', 'Trellis and side gate'],
    TRF: ['Returf rear lawn, approx {n} m2', 'New lawn after building work', 'Strip and returf front lawn', 'Turf and topsoil, new build garden'],
    PLT: ['Replant front borders', 'New mixed border and bark', 'Hedge planting, approx {n} m', 'Shrub border renovation', 'Raised beds and planting'],
  };
  let lastCrewFree = '2024-01-02';
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    const m = month(d);
    const w = dayOfWeek(d);
    const n = r.poisson(ENQ_MON[m - 1]! * growth(d) * (w === 0 ? 0.5 : w === 6 ? 0.7 : 1.08));
    for (let k = 0; k < n; k++) {
      const storm = m <= 2 || m >= 11;
      const typ = r.weighted([
        ['PAT', m >= 3 && m <= 8 ? 32 : 18],
        ['FEN', storm ? 40 : 22],
        ['TRF', m === 3 || m === 4 || m === 9 || m === 10 ? 26 : 14],
        ['PLT', m === 3 || m === 4 || m === 10 || m === 11 ? 26 : 16],
      ] as const);
      let cust: Cust;
      const live = ctrs.filter((c) => ctrLive(c, d));
      const roll = r.next();
      let existing = false;
      if (roll < 0.2 && live.length > 0) {
        cust = r.pick(live).cust;
        existing = true;
      } else if (roll < 0.25 && projOnly.some((c) => c.crt < addDays(d, -60))) {
        cust = r.pick(projOnly.filter((c) => c.crt < addDays(d, -60)));
        existing = true;
      } else {
        const typC = r.weighted([['H', 90], ['C', 5], ['M', 5]] as const);
        const pl = placeFor(r.chance(0.5) ? 'R1' : 'R2');
        const nm = typC === 'H' ? homeName() : typC === 'C' ? `${r.pick(['Severn Vale', 'Cotswold', 'Chosen', 'Leckhampton', 'Staverton', 'Badgeworth', 'Coombe Hill', 'Montpellier'])} ${r.pick(['Dental Practice', 'Veterinary Centre', 'Nursery School', 'Motors Ltd', 'Arms (pub)', 'Golf Club', 'Business Centre'])}` : `${r.pick(['Albert', 'Victoria', 'Regency', 'Suffolk', 'Royal Well', 'Eldorado', 'Sandford'])} ${r.pick(['Court', 'House', 'Mansions', 'Lodge'])} Management Co`;
        if (custs.some((c) => c.nm === nm)) {
          cust = custs.find((c) => c.nm === nm)!;
        } else {
          cust = newCust(nm, typC, d, pl, typC === 'H' ? (r.chance(0.12) ? r.int(10, 40) : 0) : r.int(5, 35));
          projOnly.push(cust);
        }
      }
      const size = r.next();
      let qt: number;
      let nWord: number;
      if (typ === 'PAT') {
        nWord = r.int(12, 70);
        qt = Math.round((nWord * r.float(85, 150, 1) + r.int(300, 900)) / 5) * 5;
      } else if (typ === 'FEN') {
        nWord = r.int(3, 30);
        qt = Math.round((nWord * r.float(75, 115, 1) + r.int(150, 400)) / 5) * 5;
      } else if (typ === 'TRF') {
        nWord = r.int(30, 220);
        qt = Math.round((nWord * r.float(6.5, 11, 2) + r.int(200, 450)) / 5) * 5;
      } else {
        nWord = r.int(8, 40);
        qt = Math.round((r.int(350, 1400) + size * 1600) / 5) * 5;
      }
      if (cust.typ !== 'H') qt = Math.round((qt * 1.4) / 5) * 5;
      const dsc = r.pick(DESCR[typ]).replace('{n}', String(nWord));
      const p: Proj = { no: 0, cust, typ, dsc, enq: d, qtDt: null, qt: null, st: 'E', dec: null, lostCd: null, gang: null, start: null, fin: null, est: null, act: null };
      projs.push(p);
      if (r.chance(0.04)) {
        // enquiry that went nowhere: never quoted (only recent ones stay open)
        if (daysBetween(d, LAST) > 30) {
          p.st = 'L';
          p.lostCd = 'PPD';
          p.dec = addDays(d, r.int(3, 20));
        }
        continue;
      }
      const qtDt = nextWork(addDays(d, r.int(2, 12)));
      if (qtDt > LAST) continue;
      p.qtDt = qtDt;
      p.qt = qt;
      p.st = 'Q';
      p.est = typ === 'PAT' ? Math.max(2, Math.round(qt / 1200)) : typ === 'FEN' ? Math.max(1, Math.round(qt / 1000)) : typ === 'TRF' ? Math.max(1, Math.round(qt / 900)) : Math.max(1, Math.round(qt / 800));
      const winP = (typ === 'PAT' ? 0.42 : typ === 'FEN' ? 0.6 : typ === 'TRF' ? 0.55 : 0.58) + (existing ? 0.2 : 0) - (qt > 8000 ? 0.1 : 0) + (year(d) === 2026 ? 0.03 : 0);
      if (r.chance(winP)) {
        const dec = addDays(qtDt, r.weighted([[1, 3], [3, 4], [6, 4], [10, 3], [15, 3], [22, 2], [30, 2], [40, 1]] as const) + r.int(0, 2));
        if (dec > LAST) continue;
        p.dec = dec;
        p.st = 'W';
        const busy = m >= 3 && m <= 6;
        const lead = busy ? r.int(18, 50) : r.int(7, 30);
        let start = nextWork(addDays(dec, lead));
        const sm = month(start);
        const winterJob = (sm >= 11 || sm <= 2) && typ !== 'PAT' && r.chance(0.5);
        p.gang = winterJob ? (r.chance(0.5) ? 'R1' : 'R2') : 'LP';
        if (p.gang === 'LP' && start < lastCrewFree && r.chance(0.6)) start = nextWork(addDays(lastCrewFree, r.int(0, 3)));
        p.start = start;
        if (start > LAST) continue;
        let act = p.est + r.weighted([[0, 6], [1, 3], [2, 1.4], [-1, 1.2], [3, 0.5]] as const);
        if (act < 1) act = 1;
        let dd = start;
        let worked = 0;
        for (;;) {
          if (isWork(dd) && !isLost(p.gang, dd)) worked++;
          if (worked >= act) break;
          dd = addDays(dd, 1);
        }
        if (p.gang === 'LP') lastCrewFree = dd > lastCrewFree ? dd : lastCrewFree;
        if (dd > LAST) continue;
        p.st = 'C';
        p.fin = dd;
        p.act = act;
      } else {
        const lc = r.weighted([['PRC', 40], ['OTH', 20], ['NRP', 25], ['PPD', 15]] as const);
        const dec = lc === 'NRP' ? addDays(qtDt, 45) : addDays(qtDt, r.int(2, 35));
        if (dec > LAST) continue;
        p.st = 'L';
        p.dec = dec;
        p.lostCd = lc;
      }
    }
  }
  projs.forEach((p, k) => {
    p.no = 24001 + k;
  });

  // -------------------------------------------------------------- materials
  interface Po {
    no: number;
    dt: string;
    merch: string;
    proj: Proj | null;
    item: string;
    cost: number;
    rchg: 'Y' | 'N';
    chg: number | null;
    supInv: string | null;
  }
  const pos: Po[] = [];
  const MAT: Record<Proj['typ'], [string, string, number][]> = {
    PAT: [
      ['', 'Indian sandstone paving 22mm, buff riven', 0.5],
      ['', 'MOT Type 1 sub-base, bulk bags', 0.14],
      ['', 'Sharp sand, bulk bags', 0.09],
      ['', 'Cement 25kg', 0.05],
      ['', 'Jointing compound / slurry primer', 0.09],
      ['', 'Edging kerbs', 0.13],
    ],
    FEN: [
      ['', 'Lap fence panels 6x5', 0.45],
      ['', 'Concrete slotted posts', 0.25],
      ['', 'Concrete gravel boards', 0.18],
      ['', 'Postcrete 20kg', 0.12],
    ],
    TRF: [
      ['Cotswold Turf Growers', 'Premium turf rolls', 0.68],
      ['', 'Screened topsoil, bulk bags', 0.25],
      ['Cotswold Turf Growers', 'Pre-turf fertiliser', 0.07],
    ],
    PLT: [
      ['Badgeworth Nurseries', 'Shrubs and perennials', 0.62],
      ['Badgeworth Nurseries', 'Hedging whips / trees', 0.18],
      ['', 'Compost and soil improver, bulk bag', 0.1],
      ['', 'Bark mulch, bulk bag', 0.1],
    ],
  };
  const BUILDERS: [string, number][] = [['Travis Perkins Cheltenham', 45], ['Jewson Gloucester', 33], ['Buildbase Tewkesbury', 16], ['Severn Timber Supplies', 6]];
  for (const p of projs) {
    if (!(p.st === 'C' || p.st === 'W') || !p.start || p.start > addDays(LAST, 3)) continue;
    const frac = p.typ === 'PAT' ? r.float(0.35, 0.55, 3) : p.typ === 'FEN' ? r.float(0.3, 0.48, 3) : p.typ === 'TRF' ? r.float(0.25, 0.42, 3) : r.float(0.35, 0.65, 3);
    const total = (p.qt as number) * frac;
    const mainMerch = r.weighted(BUILDERS.filter((b) => p.typ === 'FEN' || b[0] !== 'Severn Timber Supplies'));
    const items = MAT[p.typ].filter((x, i) => i === 0 || r.chance(0.8));
    const wsum = items.reduce((s, x) => s + x[2], 0);
    for (const [mer, item, wt] of items) {
      const merch = mer || mainMerch;
      let dt = addDays(p.start, -r.int(0, 3));
      if (p.fin && r.chance(0.15)) dt = p.fin;
      if (dt > LAST) dt = LAST;
      const cost = money((total * wt) / wsum * r.float(0.9, 1.1, 3));
      const mk = merch === 'Badgeworth Nurseries' ? 1.2 : 1.15;
      const rchg = r.chance(0.03) ? 'N' : 'Y';
      pos.push({ no: 0, dt, merch, proj: p, item, cost, rchg, chg: rchg === 'Y' ? money(cost * mk) : null, supInv: null });
    }
  }
  // stock for the rounds, not charged on
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (!isWork(d)) continue;
    const m = month(d);
    const pr = m >= 3 && m <= 9 ? 0.09 : 0.025;
    if (!r.chance(pr)) continue;
    const [merch, item, lo, hi] = r.weighted([
      [['Agrovista Amenity', 'Lawn feed and weed, 20kg bags', 80, 260], 4],
      [['Agrovista Amenity', 'Grass seed for overseeding', 60, 220], m === 4 || m === 9 ? 5 : 1],
      [['Travis Perkins Cheltenham', 'Bark mulch, bulk bags', 70, 180], 2],
      [['Badgeworth Nurseries', 'Bedding plants for commercial sites', 90, 350], m === 5 || m === 9 ? 4 : 0.3],
    ] as const);
    pos.push({ no: 0, dt: d, merch, proj: null, item, cost: r.float(lo, hi, 2), rchg: 'N', chg: null, supInv: null });
  }
  pos.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : (a.proj?.no ?? 0) - (b.proj?.no ?? 0)));
  pos.forEach((p, k) => {
    p.no = 70001 + k;
    const pre = p.merch.startsWith('Travis') ? 'TP' : p.merch.startsWith('Jewson') ? 'JW' : p.merch.startsWith('Buildbase') ? 'BB' : p.merch.startsWith('Severn') ? 'STS' : p.merch.startsWith('Cotswold') ? 'CTG' : p.merch.startsWith('Badgeworth') ? 'BN' : 'AGV';
    p.supInv = daysBetween(p.dt, LAST) < r.int(5, 30) ? null : `${pre}${r.int(100000, 999999)}`;
  });

  // -------------------------------------------------------------- tipping
  interface Tip {
    no: string;
    dt: string;
    crew: string;
    site: string;
    kg: number;
    rate: number;
    fee: number;
  }
  const tips: Tip[] = [];
  const rateOn = (d: string) => (d < '2024-04-01' ? 48.0 : d < '2025-04-01' ? 52.5 : d < '2026-04-01' ? 56.0 : 61.25);
  const byCrewDay = new Map<string, number>();
  for (const v of visits) if (v.st === 'D') byCrewDay.set(`${v.crew}|${v.dt}`, (byCrewDay.get(`${v.crew}|${v.dt}`) ?? 0) + (v.kg as number));
  const addTip = (crew: string, dt: string, kg: number) => {
    const k = Math.max(20, Math.round(kg / 20) * 20);
    const site = crew === 'R1' ? (r.chance(0.85) ? 'SWR' : 'HMP') : crew === 'R2' ? (r.chance(0.8) ? 'HMP' : 'SWR') : r.chance(0.5) ? 'SWR' : 'HMP';
    const rate = rateOn(dt);
    tips.push({ no: '', dt, crew, site, kg: k, rate, fee: money((k / 1000) * rate) });
  };
  for (const crew of ['R1', 'R2']) {
    let load = 0;
    for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
      if (!isWork(d) || isLost(crew, d)) continue;
      load += byCrewDay.get(`${crew}|${d}`) ?? 0;
      const cap = r.int(650, 1000);
      if (load >= cap || (dayOfWeek(d) === 5 && load >= 120)) {
        addTip(crew, d, load);
        load = 0;
      }
    }
  }
  for (const p of projs) {
    if (p.st !== 'C') continue;
    const pr = p.typ === 'PLT' ? 0.75 : p.typ === 'TRF' ? 0.65 : p.typ === 'PAT' ? 0.3 : 0.12;
    if (r.chance(pr)) addTip(p.gang as string, p.typ === 'PAT' ? (p.start as string) : (p.fin as string), r.int(180, p.typ === 'TRF' ? 1400 : 900));
  }
  tips.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.crew < b.crew ? -1 : 1));
  tips.forEach((t, k) => {
    t.no = `${t.site === 'SWR' ? 'S' : 'H'}${pad(41000 + k * 7 + r.int(0, 6), 6)}`;
  });

  // -------------------------------------------------------------- invoices
  interface Inv {
    no: number;
    dt: string;
    cust: Cust;
    src: 'M' | 'D' | 'F';
    ctr: Ctr | null;
    proj: Proj | null;
    net: number;
    vat: number;
    tot: number;
    mth: string | null;
    paid: string | null;
    voided: boolean;
    seq: number;
  }
  const invs: Inv[] = [];
  let seq = 0;
  const ddCust = new Map<Cust, boolean>();
  const payFor = (inv: Inv) => {
    const c = inv.cust;
    let mth: string;
    let paid: string;
    if (c.typ === 'H') {
      if (inv.src === 'M') {
        if (!ddCust.has(c)) ddCust.set(c, r.chance(0.82));
        if (ddCust.get(c)) {
          mth = 'DD';
          paid = addDays(inv.dt, 9);
        } else {
          mth = r.weighted([['BAC', 8], ['CHQ', 1], ['CRD', 2]] as const);
          paid = addDays(inv.dt, r.int(2, 14) + c.slow);
        }
      } else {
        mth = r.weighted([['BAC', 7], ['CRD', 3], ['CHQ', 0.5]] as const);
        paid = addDays(inv.dt, (inv.src === 'D' ? r.int(0, 6) : r.int(0, 16)) + c.slow);
      }
      if (r.chance(0.006)) paid = '9999-12-31';
    } else {
      mth = r.weighted([['BAC', 12], ['CHQ', 1]] as const);
      paid = addDays(inv.dt, c.terms + c.slow + r.int(-10, 14));
    }
    if (paid <= LAST) {
      inv.mth = mth;
      inv.paid = paid;
    }
  };
  const mkInv = (dt: string, cust: Cust, src: Inv['src'], ctr: Ctr | null, proj: Proj | null, net: number) => {
    const n = money(net);
    const vat = money(n * 0.2);
    const mk = (voided: boolean): Inv => {
      const inv: Inv = { no: 0, dt, cust, src, ctr, proj, net: n, vat, tot: money(n + vat), mth: null, paid: null, voided, seq: seq++ };
      invs.push(inv);
      return inv;
    };
    if (r.chance(0.008)) mk(true);
    payFor(mk(false));
  };
  for (let y = 2024; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const first = `${y}-${pad(m, 2)}-01`;
      if (first > LAST) break;
      const runDt = first === '2024-01-01' ? GO_LIVE : first;
      for (const c of ctrs) {
        if (!ctrLive(c, first)) continue;
        mkInv(runDt, c.cust, 'M', c, null, feeAt(c, first));
      }
    }
  }
  const matChg = new Map<Proj, number>();
  for (const p of pos) if (p.proj && p.chg !== null) matChg.set(p.proj, (matChg.get(p.proj) ?? 0) + p.chg);
  for (const p of projs) {
    if (!(p.st === 'W' || p.st === 'C')) continue;
    let dep = 0;
    if ((p.qt as number) >= 2000) {
      dep = Math.round((p.qt as number) * 0.25);
      mkInv(p.dec as string, p.cust, 'D', null, p, dep);
    }
    if (p.st === 'C') mkInv(p.fin as string, p.cust, 'F', null, p, (p.qt as number) - dep + (matChg.get(p) ?? 0));
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.seq - b.seq));
  invs.forEach((i, k) => {
    i.no = 110001 + k;
  });

  // -------------------------------------------------------------- customers numbered by creation
  custs.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : a.nm < b.nm ? -1 : 1));
  custs.forEach((c, k) => {
    c.no = 1001 + k;
  });

  const ddl = `
CREATE SCHEMA gsp;
CREATE TABLE gsp.sys_code (
  code_grp varchar(4) NOT NULL,
  code varchar(3) NOT NULL,
  descr varchar(40) NOT NULL,
  sort_ord smallint,
  PRIMARY KEY (code_grp, code)
);
CREATE TABLE gsp.crew (
  crew_cd char(2) PRIMARY KEY,
  crew_nm varchar(40) NOT NULL,
  ldr_nm varchar(30) NOT NULL,
  van_reg varchar(8),
  hd_cnt smallint NOT NULL,
  rnd_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE gsp.cust (
  acc_no integer PRIMARY KEY,
  acc_nm varchar(50) NOT NULL,
  ctyp char(1) NOT NULL,
  addr1 varchar(50),
  town varchar(30),
  pcode varchar(8),
  tel varchar(15),
  email varchar(60),
  crt_dt date NOT NULL,
  terms_dd smallint NOT NULL DEFAULT 7
);
CREATE TABLE gsp.mnt_ctr (
  ctr_id integer PRIMARY KEY,
  acc_no integer NOT NULL REFERENCES gsp.cust (acc_no),
  site_addr varchar(50) NOT NULL,
  site_town varchar(30) NOT NULL,
  rnd char(2) NOT NULL REFERENCES gsp.crew (crew_cd),
  vday smallint NOT NULL,
  wk_ab char(1) NOT NULL,
  st_dt date NOT NULL,
  end_dt date,
  end_rsn varchar(60),
  ctr_st char(1) NOT NULL,
  mth_fee numeric(8,2) NOT NULL,
  lawn_m2 integer,
  cut_frq char(1) NOT NULL DEFAULT 'F',
  svc_lawn boolean NOT NULL DEFAULT true,
  svc_hedge boolean NOT NULL DEFAULT false,
  svc_leaf boolean NOT NULL DEFAULT false,
  clip_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE gsp.visit (
  vis_no integer PRIMARY KEY,
  ctr_ref integer NOT NULL REFERENCES gsp.mnt_ctr (ctr_id),
  vis_dt date NOT NULL,
  crw char(2) NOT NULL REFERENCES gsp.crew (crew_cd),
  task char(2) NOT NULL,
  vst char(1) NOT NULL,
  mins smallint,
  gw_kg smallint
);
CREATE TABLE gsp.proj (
  proj_no integer PRIMARY KEY,
  cli_acc integer NOT NULL REFERENCES gsp.cust (acc_no),
  ptyp char(3) NOT NULL,
  descr varchar(60),
  enq_dt date NOT NULL,
  qt_dt date,
  qt_net numeric(9,2),
  pst char(1) NOT NULL,
  dec_dt date,
  lost_cd char(3),
  gang char(2) REFERENCES gsp.crew (crew_cd),
  st_dt date,
  fin_dt date,
  est_days smallint,
  act_days smallint
);
CREATE TABLE gsp.mat_po (
  po_no integer PRIMARY KEY,
  po_dt date NOT NULL,
  merch varchar(40) NOT NULL,
  job_ref integer REFERENCES gsp.proj (proj_no),
  item_dsc varchar(60) NOT NULL,
  cost_net numeric(9,2) NOT NULL,
  rchg_yn char(1) NOT NULL DEFAULT 'Y',
  chg_net numeric(9,2),
  sup_inv varchar(12)
);
CREATE TABLE gsp.tip_tkt (
  wb_no varchar(8) PRIMARY KEY,
  tip_dt date NOT NULL,
  crw char(2) NOT NULL REFERENCES gsp.crew (crew_cd),
  tip_site char(3) NOT NULL,
  nett_kg integer NOT NULL,
  rate_t numeric(6,2) NOT NULL,
  fee_amt numeric(8,2) NOT NULL
);
CREATE TABLE gsp.wx_lost (
  crew_cd char(2) NOT NULL REFERENCES gsp.crew (crew_cd),
  lost_dt date NOT NULL,
  wx_cd char(1) NOT NULL,
  note varchar(40),
  PRIMARY KEY (crew_cd, lost_dt)
);
CREATE TABLE gsp.slinv (
  inv_no integer PRIMARY KEY,
  inv_dt date NOT NULL,
  acc_no integer NOT NULL REFERENCES gsp.cust (acc_no),
  inv_src char(1) NOT NULL,
  ctr_id integer REFERENCES gsp.mnt_ctr (ctr_id),
  proj_no integer REFERENCES gsp.proj (proj_no),
  net_amt numeric(9,2) NOT NULL,
  vat_amt numeric(9,2) NOT NULL,
  tot_amt numeric(9,2) NOT NULL,
  pay_mth varchar(3),
  paid_dt date,
  void_flg boolean NOT NULL DEFAULT false
);
`;
  const CODES: [string, string, string][] = [
    ['CTYP', 'H', 'Homeowner'], ['CTYP', 'C', 'Commercial site'], ['CTYP', 'M', "Managing agent / residents' company"],
    ['TASK', 'LC', 'Lawn cut'], ['TASK', 'HT', 'Hedge trim'], ['TASK', 'LF', 'Leaf clearance'], ['TASK', 'WT', 'Winter tidy'],
    ['PTYP', 'PAT', 'Patio & paving'], ['PTYP', 'FEN', 'Fencing'], ['PTYP', 'TRF', 'Turfing'], ['PTYP', 'PLT', 'Planting & borders'],
    ['LOST', 'PRC', 'Price'], ['LOST', 'OTH', 'Went with another firm'], ['LOST', 'NRP', 'No reply'], ['LOST', 'PPD', 'Postponed / not going ahead'],
    ['WX', 'R', 'Rain / waterlogged'], ['WX', 'F', 'Frost'], ['WX', 'S', 'Snow'], ['WX', 'G', 'High winds'],
  ];
  const grpOrd = new Map<string, number>();
  return [
    ddl,
    insertRows('gsp.sys_code', ['code_grp', 'code', 'descr', 'sort_ord'], CODES.map(([g, c, d]) => {
      const o = (grpOrd.get(g) ?? 0) + 1;
      grpOrd.set(g, o);
      return [g, c, d, o * 10];
    })),
    insertRows('gsp.crew', ['crew_cd', 'crew_nm', 'ldr_nm', 'van_reg', 'hd_cnt', 'rnd_yn'], CREWS.map((c) => [c.cd, c.nm, c.ldr, c.van, c.hd, c.rnd])),
    insertRows('gsp.cust', ['acc_no', 'acc_nm', 'ctyp', 'addr1', 'town', 'pcode', 'tel', 'email', 'crt_dt', 'terms_dd'],
      custs.map((c) => [c.no, c.nm, c.typ, c.addr, c.town, c.pc, c.tel, c.email, c.crt, c.terms])),
    insertRows('gsp.mnt_ctr', ['ctr_id', 'acc_no', 'site_addr', 'site_town', 'rnd', 'vday', 'wk_ab', 'st_dt', 'end_dt', 'end_rsn', 'ctr_st', 'mth_fee', 'lawn_m2', 'cut_frq', 'svc_lawn', 'svc_hedge', 'svc_leaf', 'clip_yn'],
      ctrs.map((c) => [c.id, c.cust.no, c.addr, c.town, c.rnd, c.vday, c.wk, c.st, c.end, c.endRsn, c.end && c.end <= LAST ? 'E' : 'A', c.fees[c.fees.length - 1]!.fee, c.m2, c.frq, c.lawn, c.hedge, c.leaf, c.clip])),
    insertRows('gsp.visit', ['vis_no', 'ctr_ref', 'vis_dt', 'crw', 'task', 'vst', 'mins', 'gw_kg'], visits.map((v) => [v.no, v.ctr.id, v.dt, v.crew, v.task, v.st, v.mins, v.kg])),
    insertRows('gsp.proj', ['proj_no', 'cli_acc', 'ptyp', 'descr', 'enq_dt', 'qt_dt', 'qt_net', 'pst', 'dec_dt', 'lost_cd', 'gang', 'st_dt', 'fin_dt', 'est_days', 'act_days'],
      projs.map((p) => [p.no, p.cust.no, p.typ, p.dsc, p.enq, p.qtDt, p.qt, p.st, p.dec, p.lostCd, p.gang, p.start, p.fin, p.est, p.act])),
    insertRows('gsp.mat_po', ['po_no', 'po_dt', 'merch', 'job_ref', 'item_dsc', 'cost_net', 'rchg_yn', 'chg_net', 'sup_inv'],
      pos.map((p) => [p.no, p.dt, p.merch, p.proj ? p.proj.no : null, p.item, p.cost, p.rchg, p.chg, p.supInv])),
    insertRows('gsp.tip_tkt', ['wb_no', 'tip_dt', 'crw', 'tip_site', 'nett_kg', 'rate_t', 'fee_amt'], tips.map((t) => [t.no, t.dt, t.crew, t.site, t.kg, t.rate, t.fee])),
    insertRows('gsp.wx_lost', ['crew_cd', 'lost_dt', 'wx_cd', 'note'], wxRows.map((w) => [w.crew, w.dt, w.cd, w.note])),
    insertRows('gsp.slinv', ['inv_no', 'inv_dt', 'acc_no', 'inv_src', 'ctr_id', 'proj_no', 'net_amt', 'vat_amt', 'tot_amt', 'pay_mth', 'paid_dt', 'void_flg'],
      invs.map((i) => [i.no, i.dt, i.cust.no, i.src, i.ctr ? i.ctr.id : null, i.proj ? i.proj.no : null, i.net, i.vat, i.tot, i.mth, i.paid, i.voided])),
  ].join('\n');
}
