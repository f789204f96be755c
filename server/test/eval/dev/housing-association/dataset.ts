/**
 * Riverside Homes Trust, a small housing association with about 900 social homes in Bristol and Gloucester (UK): flats,
 * houses and bungalows on 21 estates and schemes, general needs homes and sheltered housing for older people. Most of
 * the older stock came over from the two city councils by stock transfer; two newer schemes are let at affordable rent.
 * This is the housing management database (tenancies, rent accounts, repairs, empty homes and complaints), loaded up to
 * 2026-11-24. Money is in pounds sterling (GBP). The financial year and the rent year run from April.
 *
 * Schema `hsg`:
 * - `schemes`: one row per estate or scheme, keyed by `sch_id`. `sch_cd` the scheme code ('BR01' ... Bristol, 'GL01' ...
 *   Gloucester); `sch_nm` its name; `town_nm` 'Bristol' or 'Gloucester'; `la_cd` the local authority: BRS Bristol City
 *   Council, GLO Gloucester City Council; `sch_typ` GN general needs, SH sheltered scheme for older people; `bld_yr` the
 *   year it was built; `wdn_yn` Y when the scheme has an on-site scheme manager (warden), which every sheltered scheme has.
 * - `props`: one row per home, keyed by `prop_ref` ('<sch_cd>-001' ...). `sch_id` its scheme; `addr_ln1` the first line of
 *   the address ('Flat 12, Cabot Lodge', '6 Filwood Broadway'), unique; `pcode` the postcode; `prop_typ` FLT flat, HSE
 *   house, BGL bungalow; `bed_cnt` bedrooms (0 for a bedsit); `need_cd` GN general needs, SH sheltered (every home on a
 *   sheltered scheme); `rent_typ` SR social rent, AR affordable rent (up to 80% of the market rent; Harbour View and
 *   Quayside Mews); `acq_dt` the day we took the home on: 1999-03-29 for the Bristol stock transfer, 2001-10-01 for the
 *   Gloucester stock transfer, otherwise the day the new build was handed over (Quayside Mews in two phases in 2025);
 *   `sold_dt` the day the home was sold to its tenant under the preserved right to buy, NULL while we still own it (a sold
 *   home is no longer ours: it has no tenancies, repairs or voids after that day).
 * - `tenants`: one row per person who is or was a tenant, keyed by `tnt_id`. `tnt_no` the person number ('PN204012' ...);
 *   `frst_nm`, `surnm`; `dob` date of birth; `vuln_yn` Y when the person has a recorded vulnerability or support need;
 *   `cntct_pref` how they like to be contacted: TEL phone, EML email, TXT text message, LTR letter. A person who moves
 *   home with us keeps one row.
 * - `tenancies`: one row per tenancy, keyed by `tncy_id`. Holds every tenancy live on 2022-01-01 and every one begun since
 *   (plus one or two signed up to begin in the coming days). `tncy_ref` ('TY031234' ...); `prop_ref` the home;
 *   `lead_tnt_id` the lead tenant (`tenants.tnt_id`); `jnt_tnt_id` the joint tenant for a joint tenancy (another
 *   `tenants` row), NULL for a sole tenancy; `prev_tncy_id` for an internal transfer, the tenancy the lead tenant held in
 *   another of our homes just before (`tenancies.tncy_id`), NULL otherwise; `tncy_typ` STR starter tenancy (the first 12
 *   months of a new tenant's tenancy), ASS assured (lifetime) tenancy; `start_dt` the day the tenancy began (normally a
 *   Monday; a future date for a tenancy signed but not yet begun); `end_dt` the last day of the tenancy, NULL while it is
 *   current; `end_rsn_cd` why it ended, NULL while current: VOL the tenant gave notice and moved out, DEC death of the
 *   tenant, CAR moved into residential care, TRF internal transfer to another of our homes, EVI evicted (possession
 *   order, nearly always for rent arrears), ABN abandoned the home, RTB bought the home under the preserved right to
 *   buy; `wkly_rent_amt` the weekly rent: for a current (or future) tenancy the 2026/27 rent, for an ended one the rent
 *   when it ended. Rents rise on the first Monday of each April. A current tenancy is one begun on or before today whose
 *   `end_dt` is NULL.
 * - `rent_txn`: the rent accounts for the 2026/27 rent year, one row per transaction, keyed by `txn_id` (in date order).
 *   `tncy_id` the tenancy whose account it is; `txn_dt` the day it was posted; `prd_no` the 4-weekly rent period it falls
 *   in (1 = 6 Apr to 3 May 2026, 2 = 4 to 31 May, ... 9 = 16 Nov to 13 Dec 2026; 0 for the balance brought forward);
 *   `txn_cd` the kind of transaction: BFW balance brought forward from 2025/26 (posted 2026-04-06, for every tenancy,
 *   current or former, whose account was not clear), RNT rent charged (posted on the last day, a Sunday, of each rent
 *   period for that period: four weeks' rent, or the days the tenancy covered when it began or ended within the period;
 *   period 9 is not yet charged except for tenancies that ended within it), HB housing benefit paid to us by the city
 *   council, four-weekly in arrears, UCD Universal Credit housing costs paid straight to us by DWP (a managed payment,
 *   monthly in arrears, sometimes with an extra deduction towards arrears), DD the tenant's monthly direct debit, CRD a
 *   card payment by the tenant (online, by phone or at a PayPoint), WO a write-off of former tenant arrears (approved in
 *   one batch on 2026-09-30); `dr_cr` D debit (RNT, and BFW when money was owed), C credit (the payments HB, UCD, DD and
 *   CRD, WO, and BFW when the account was in credit); `txn_amt` the amount in GBP, always positive. A tenancy's balance
 *   is its debits minus its credits: above 0 it is in arrears (money owed to us), below 0 in credit. Rent collected means
 *   the payments HB, UCD, DD and CRD (never BFW or WO). Former tenants keep their accounts until cleared or written off.
 * - `repairs`: responsive repairs reported from 2024-04-01, one row per job, keyed by `rep_id` (in order reported).
 *   `job_no` ('RJ410001' ...); `prop_ref` the home; `rpt_dt` the day it was reported; `rpt_via` TEL phone, WEB online
 *   portal, EML email, INS raised by our own staff on an inspection; `trade_cd` PLB plumbing and heating, ELC electrical,
 *   RFG roofing and guttering, DMP damp and mould, JNR joinery (doors, windows, kitchens, fences); `pri_cd` the
 *   priority: EMG emergency (24 hours), URG urgent (7 days), RTN routine (28 days); `job_desc` the fault as reported;
 *   `ctr_nm` who did (or is to do) the job: 'Riverside Repairs Team' is our own in-house team, the rest are contractors;
 *   `tgt_dt` the target date, `rpt_dt` plus 1, 7 or 28 days by priority; `cmp_dt` the day it was completed, NULL unless
 *   completed; `cost_amt` the cost in GBP excluding VAT, NULL unless completed; `stat_cd` OPN open (not yet done), CMP
 *   completed, CXL cancelled (no access, duplicate or no longer needed). A job is completed within target (on time) when
 *   `cmp_dt` <= `tgt_dt`; an open job is overdue once `tgt_dt` has passed. Damp and mould jobs have been prioritised
 *   higher since Awaab's Law came in on 2025-10-27.
 * - `voids`: empty homes, one row per period a home stood empty between two tenancies, keyed by `void_id`, for tenancies
 *   that ended on or after 2022-01-01 (a new build's first letting and a right-to-buy sale start no void). `prop_ref`;
 *   `prev_tncy_id` the tenancy that ended (`tenancies.tncy_id`); `next_tncy_id` the tenancy that relet it, NULL until one
 *   is signed; `void_start_dt` the first day empty (the day after the previous tenancy ended); `void_typ` STD standard
 *   void, MAJ major works void (rewiring, new kitchen and bathroom, fire or flood damage); `wrks_cmp_dt` the day the void
 *   works were finished and the home was ready to let, NULL while works go on; `wrks_amt` the cost of the void works in
 *   GBP, NULL while works go on; `relet_dt` the day the next tenancy began, NULL while the home is still empty;
 *   `void_stat` WKS empty with works in progress, RTL ready to let (works done, no tenant yet), OFR offer accepted (the
 *   next tenancy is signed and begins on a future date; still empty), LET relet. A home is empty today when `relet_dt` is
 *   NULL. Days to relet (relet time) = `relet_dt` - `void_start_dt`.
 * - `complaints`: formal complaints from 2024-04-01 under the two-stage complaints policy, keyed by `cmp_id`. `cmp_ref`
 *   ('CMP24-0001', numbered within the year received); `tncy_id` the complainant's tenancy; `rep_id` the repair job it is
 *   about, NULL when it is not about one job; `cat_cd` REP repairs, DMP damp and mould, ASB handling of anti-social
 *   behaviour, STF staff conduct, RNT rent and charges, COM communication and customer service; `rcvd_dt` the day
 *   received; `stg_no` the highest stage reached, 1 or 2; `s1_resp_dt` the day of the stage 1 response, NULL while
 *   awaited; `s2_esc_dt` the day the tenant escalated it to stage 2, NULL if not escalated; `s2_resp_dt` the day of the
 *   stage 2 (final) response; `cls_dt` the day it was closed (the last response given), NULL while open; `outc_cd` the
 *   final outcome, NULL while open: UPH upheld, PUP partly upheld, NUP not upheld, WDN withdrawn by the tenant;
 *   `comp_amt` compensation paid to the tenant in GBP (0 when none); `hos_yn` Y when the tenant then took it to the
 *   Housing Ombudsman; `stat_cd` OPN open, CLS closed.
 */
import { addDays, dayOfWeek, insertRows, seededRandom } from '../../seeded-random';

const HIST_START = '2022-01-01';
const REP_START = '2024-04-01';
const RENT_YR_START = '2026-04-06';
const LAST_DAY = '2026-11-24';
const AWAAB = '2025-10-27';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const maxD = (a: string, b: string) => (a > b ? a : b);
const minD = (a: string, b: string) => (a < b ? a : b);
/** The first Monday on or after a day. */
const monday = (d: string) => addDays(d, (8 - dayOfWeek(d)) % 7);
/** The first Sunday on or after a day. */
const sunday = (d: string) => addDays(d, (7 - dayOfWeek(d)) % 7);
const addYears = (d: string, y: number) => addDays(d, Math.round(y * 365.25));

/** Rent rises on the first Monday of April: [rent year start, rise applied that day]. */
const RISES: [string, number][] = [
  ['2022-04-04', 0.041],
  ['2023-04-03', 0.07],
  ['2024-04-01', 0.077],
  ['2025-04-07', 0.027],
  ['2026-04-06', 0.048],
];
/** The weekly rent in force on a day, given the 2026/27 rent. */
const rentAt = (rent26: number, d: string) => {
  let r = rent26;
  for (const [dt, rise] of RISES) if (d < dt) r /= 1 + rise;
  return r;
};

type Town = 'Bristol' | 'Gloucester';
interface SchemeDef {
  cd: string;
  nm: string;
  town: Town;
  typ: 'GN' | 'SH';
  built: number;
  pc: string;
  streets: string[];
  blocks: string[];
  flats: number;
  houses: number;
  bungs: number;
  rentTyp: 'SR' | 'AR';
}
const S = (
  cd: string, nm: string, town: Town, typ: 'GN' | 'SH', built: number, pc: string, streets: string[], blocks: string[], flats: number, houses: number,
  bungs: number, rentTyp: 'SR' | 'AR' = 'SR',
): SchemeDef => ({ cd, nm, town, typ, built, pc, streets, blocks, flats, houses, bungs, rentTyp });
const SCHEMES: SchemeDef[] = [
  S('BR01', 'Lawrence Weston Estate', 'Bristol', 'GN', 1955, 'BS11', ['Long Cross', 'Ridingleaze', 'Broadlands Drive', 'Saltmarsh Drive'], ['Capgrave House', 'Moorgrove House'], 40, 50, 0),
  S('BR02', 'Hartcliffe Court', 'Bristol', 'GN', 1968, 'BS13', [], ['Hartcliffe Court'], 60, 0, 0),
  S('BR03', 'Southmead Gardens', 'Bristol', 'GN', 1950, 'BS10', ['Glencoyne Square', 'Arnside Road', 'Ullswater Road', 'Pen Park Road'], ['Greystoke House'], 20, 45, 0),
  S('BR04', 'St Pauls Terrace', 'Bristol', 'GN', 1975, 'BS2', [], ['Brigstocke House', 'Ashley Court'], 30, 0, 0),
  S('BR05', 'Barton Hill Flats', 'Bristol', 'GN', 1962, 'BS5', [], ['Longlands House', 'Barton House'], 72, 0, 0),
  S('BR06', 'Knowle West Homes', 'Bristol', 'GN', 1938, 'BS4', ['Filwood Broadway', 'Melvin Square', 'Leinster Avenue', 'Inns Court Drive', 'Throgmorton Road'], [], 0, 55, 0),
  S('BR07', 'Fishponds Road', 'Bristol', 'GN', 1990, 'BS16', [], ['Eastville Court'], 24, 0, 0),
  S('BR08', 'Avonmouth Close', 'Bristol', 'GN', 2004, 'BS11', ['Avonmouth Close', 'Portview Road'], ['Severn House'], 8, 20, 0),
  S('BR09', 'Rosemary Court', 'Bristol', 'SH', 1985, 'BS7', [], ['Rosemary Court'], 40, 0, 0),
  S('BR10', 'Cabot Lodge', 'Bristol', 'SH', 1979, 'BS15', [], ['Cabot Lodge'], 32, 0, 0),
  S('BR11', 'Henbury Bungalows', 'Bristol', 'SH', 1972, 'BS10', ['Crow Lane', 'Henbury Gardens', 'Station Road'], [], 0, 0, 28),
  S('BR12', 'Harbour View', 'Bristol', 'GN', 2019, 'BS1', [], ['Harbour View'], 36, 0, 0, 'AR'),
  S('GL01', 'Matson Estate', 'Gloucester', 'GN', 1958, 'GL4', ['Matson Avenue', 'Winsley Road', 'Haycroft Drive', 'Redwell Road'], ['Juniper House', 'Rowan House'], 30, 50, 0),
  S('GL02', 'Tuffley Park', 'Gloucester', 'GN', 1965, 'GL4', ['Tuffley Lane', 'Grange Road', 'Stroud Road'], [], 0, 40, 0),
  S('GL03', 'Barton Street Flats', 'Gloucester', 'GN', 1970, 'GL1', [], ['Barton Court', 'Eastgate House'], 36, 0, 0),
  S('GL04', 'Kingsholm Court', 'Gloucester', 'SH', 1983, 'GL1', [], ['Kingsholm Court'], 30, 0, 0),
  S('GL05', 'Podsmead Road', 'Gloucester', 'GN', 1955, 'GL2', ['Podsmead Road', 'Tuffley Crescent', 'Cotteswold Road'], ['Podsmead House'], 12, 30, 0),
  S('GL06', 'Abbeydale Bungalows', 'Gloucester', 'SH', 1976, 'GL4', ['Heron Way', 'Kestrel Close', 'Abbeydale Way'], [], 0, 0, 26),
  S('GL07', 'Quayside Mews', 'Gloucester', 'GN', 2025, 'GL1', ['Quayside Mews'], ['Llanthony House'], 16, 8, 0, 'AR'),
  S('GL08', 'Longlevens Green', 'Gloucester', 'GN', 1998, 'GL2', ['Cheltenham Road', 'Longford Lane', 'Paygrove Lane'], ['Elmbridge Court'], 10, 28, 0),
  S('GL09', 'Westgate House', 'Gloucester', 'SH', 1990, 'GL1', [], ['Westgate House'], 22, 0, 0),
];

const FIRST = [
  'Sophie', 'Emily', 'Charlotte', 'Hannah', 'Lucy', 'Katie', 'Rebecca', 'Laura', 'Jessica', 'Amy', 'Lauren', 'Rachel', 'Gemma', 'Holly', 'Chloe',
  'Megan', 'Kayleigh', 'Leanne', 'Zoe', 'Natalie', 'Helen', 'Susan', 'Margaret', 'Patricia', 'Maureen', 'Jean', 'Sandra', 'Tracey', 'Donna', 'Kerry',
  'Shirley', 'Brenda', 'Joan', 'Sharon', 'Michelle', 'Jade', 'Courtney', 'Stacey', 'Amina', 'Fatima', 'Hodan', 'Ayaan', 'Nasra', 'Agnieszka', 'Ewa',
  'James', 'Thomas', 'Daniel', 'Matthew', 'Joshua', 'Ryan', 'Lee', 'Craig', 'Wayne', 'Dean', 'Jason', 'Carl', 'Gary', 'Kevin', 'Darren',
  'Robert', 'Andrew', 'David', 'Richard', 'Michael', 'Peter', 'Stephen', 'Brian', 'Keith', 'Terry', 'Derek', 'Raymond', 'Kenneth', 'Jamal', 'Tyrone',
  'Abdi', 'Mohamed', 'Yusuf', 'Imran', 'Tariq', 'Marek', 'Piotr', 'Tomasz', 'Callum', 'Liam', 'Connor', 'Jordan', 'Kyle', 'Shane', 'Jack',
];
const LAST = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Johnson', 'Lewis', 'Walker', 'Wright', 'Hughes', 'Edwards', 'Green',
  'Hall', 'Wood', 'Harris', 'Martin', 'Jackson', 'Clarke', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morgan', 'Baker', 'Harrison', 'Phillips', 'Morris',
  'Parker', 'Bennett', 'Price', 'Griffiths', 'Chapman', 'Webb', 'Lloyd', 'Rowe', 'Pearce', 'Hooper', 'Tucker', 'Vowles', 'Fry', 'Hembrow', 'Gingell',
  'Ball', 'Dando', 'Crocker', 'Pike', 'Tovey', 'Bishop', 'Jenkins', 'Brooks', 'Powell', 'Cox', 'Bailey', 'Mills', 'Fletcher', 'Sims', 'Read',
  'Ali', 'Hussain', 'Khan', 'Ahmed', 'Hassan', 'Farah', 'Warsame', 'Osman', 'Mahamud', 'Campbell', 'Brown', 'Grant', 'Francis', 'Kowalski', 'Nowak',
  'Wisniewski', 'Lewandowski', 'Dunn', 'Stokes', 'Payne',
];

type Method = 'hb_full' | 'hb_part' | 'uc_direct' | 'uc_self' | 'dd' | 'card';
type Rel = 'good' | 'ok' | 'poor' | 'bad';

interface Scheme extends SchemeDef {
  id: number;
}
interface Prop {
  ref: string;
  sch: Scheme;
  addr: string;
  pcode: string;
  typ: 'FLT' | 'HSE' | 'BGL';
  beds: number;
  need: 'GN' | 'SH';
  rentTyp: 'SR' | 'AR';
  acq: string;
  sold: string | null;
  rent26: number;
  tncys: Tncy[];
}
interface Person {
  id: number;
  no: string;
  first: string;
  last: string;
  dob: string;
  vuln: string;
  cntct: string;
}
interface Tncy {
  id: number;
  prop: Prop;
  lead: Person | null;
  joint: Person | null;
  prev: Tncy | null;
  start: string;
  end: string | null;
  rsn: string | null;
  rent: number;
  method: Method;
  rel: Rel;
  afterVoid: boolean;
}
interface Void {
  id: number;
  prop: Prop;
  prev: Tncy;
  next: Tncy | null;
  start: string;
  typ: 'STD' | 'MAJ';
  wrksCmp: string | null;
  amt: number | null;
  relet: string | null;
  stat: 'WKS' | 'RTL' | 'OFR' | 'LET';
}

export function datasetSql(): string {
  const r = seededRandom(771903);
  const expYears = (rate: number) => -Math.log(1 - r.next()) / rate;

  // Schemes and properties
  const schemes: Scheme[] = SCHEMES.map((s, i) => ({ ...s, id: i + 1 }));
  const props: Prop[] = [];
  for (const s of schemes) {
    const kinds: ('FLT' | 'HSE' | 'BGL')[] = [
      ...Array<'FLT'>(s.flats).fill('FLT'),
      ...Array<'HSE'>(s.houses).fill('HSE'),
      ...Array<'BGL'>(s.bungs).fill('BGL'),
    ];
    const flatNo = new Map<string, number>();
    const houseNo = new Map<string, number>();
    const pcs: string[] = [];
    for (let k = 0; k < 6; k++) pcs.push(`${s.pc} ${r.int(1, 9)}${r.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}${r.pick('ABDEFGHJLNPQRSTUWXYZ'.split(''))}`);
    kinds.forEach((typ, i) => {
      let addr: string;
      let pcode: string;
      if (typ === 'FLT') {
        const block = s.blocks[i % s.blocks.length] as string;
        const n = (flatNo.get(block) ?? 0) + 1;
        flatNo.set(block, n);
        addr = `Flat ${n}, ${block}`;
        pcode = pcs[s.blocks.indexOf(block)] as string;
      } else {
        const street = s.streets[i % s.streets.length] as string;
        const n = (houseNo.get(street) ?? 0) + r.int(1, 4);
        houseNo.set(street, n);
        addr = `${n} ${street}`;
        pcode = pcs[(s.streets.indexOf(street) + 2) % pcs.length] as string;
      }
      let beds: number;
      if (typ === 'FLT') {
        beds = s.typ === 'SH'
          ? r.weighted([[0, s.cd === 'BR10' ? 35 : 12], [1, 75], [2, 10]])
          : r.weighted([[1, 45], [2, 45], [3, 10]]);
      } else if (typ === 'HSE') beds = r.weighted([[2, 35], [3, 55], [4, 10]]);
      else beds = r.weighted([[1, 60], [2, 40]]);
      let rent: number;
      if (s.rentTyp === 'AR') {
        rent = s.town === 'Bristol' ? (beds === 1 ? 182 : 214) : typ === 'FLT' ? (beds === 1 ? 148 : 168) : beds === 2 ? 188 : 215;
      } else {
        const base = typ === 'FLT' ? [88, 104, 117, 128][beds] : typ === 'HSE' ? [0, 0, 128, 141, 156][beds] : [0, 110, 122][beds];
        rent = (base as number) * (s.town === 'Gloucester' ? 0.91 : 1);
      }
      rent = round2(rent * r.float(0.97, 1.03, 3));
      let acq: string;
      if (s.cd === 'GL07') acq = i % 2 === 0 ? '2025-03-03' : '2025-05-12';
      else if (s.built >= 2000 || (s.town === 'Bristol' && s.built >= 1999)) acq = s.cd === 'BR12' ? '2019-09-16' : '2004-06-01';
      else acq = s.town === 'Bristol' ? '1999-03-29' : '2001-10-01';
      props.push({
        ref: `${s.cd}-${pad(i + 1, 3)}`, sch: s, addr, pcode, typ, beds, need: s.typ, rentTyp: s.rentTyp, acq, sold: null, rent26: rent, tncys: [],
      });
    });
  }

  // Homes sold to their tenants under the preserved right to buy
  const sellable = r.shuffle(props.filter((p) => p.typ === 'HSE' && ['BR01', 'BR03', 'BR06', 'GL02', 'GL05'].includes(p.sch.cd)));
  const sales = ['2022-05-20', '2022-11-11', '2023-03-31', '2023-09-15', '2024-06-28', '2025-01-24', '2025-08-29'];
  sales.forEach((d, i) => {
    (sellable[i] as Prop).sold = d;
  });

  // Tenancies and voids, property by property
  const tncys: Tncy[] = [];
  const voids: Void[] = [];
  const newTncy = (prop: Prop, start: string, afterVoid: boolean): Tncy => {
    const sh = prop.need === 'SH';
    const method: Method = sh
      ? r.weighted([['hb_full', 45], ['hb_part', 15], ['dd', 25], ['card', 10], ['uc_direct', 2], ['uc_self', 3]] as const)
      : start >= '2019-01-01'
        ? r.weighted([['hb_full', 10], ['hb_part', 6], ['uc_direct', 26], ['uc_self', 20], ['dd', 24], ['card', 14]] as const)
        : r.weighted([['hb_full', 24], ['hb_part', 12], ['uc_direct', 14], ['uc_self', 10], ['dd', 26], ['card', 14]] as const);
    let rel: Rel = sh
      ? r.weighted([['good', 75], ['ok', 18], ['poor', 6], ['bad', 1]] as const)
      : r.weighted([['good', 55], ['ok', 27], ['poor', 12], ['bad', 6]] as const);
    if (method === 'hb_full' && rel === 'bad') rel = 'poor';
    const t: Tncy = {
      id: 0, prop, lead: null, joint: null, prev: null, start, end: null, rsn: null, rent: 0, method, rel, afterVoid,
    };
    tncys.push(t);
    prop.tncys.push(t);
    return t;
  };
  const endReason = (t: Tncy): string => {
    if (t.prop.need === 'SH') return r.weighted([['VOL', 20], ['DEC', 45], ['CAR', 25], ['TRF', t.rel === 'good' ? 6 : 0], ['ABN', 2]]);
    const ok = t.rel === 'good' || t.rel === 'ok';
    return r.weighted([
      ['VOL', 48], ['DEC', 10], ['TRF', ok ? 16 : 0], ['EVI', t.rel === 'bad' ? 40 : t.rel === 'poor' ? 5 : 0], ['ABN', t.rel === 'bad' ? 14 : 5],
      ['CAR', 3],
    ]);
  };
  // Three homes that have stood empty for months: a house gutted for major works, a hard-to-let sheltered bedsit, a flat awaiting a new tenant
  type Forced = { end: string; rsn: string; typ: Void['typ']; works: number; letting: number };
  const forced = new Map<Prop, Forced>();
  const pickProp = (cd: string, ok: (p: Prop) => boolean) => props.find((p) => p.sch.cd === cd && !p.sold && ok(p) && p.ref > `${cd}-010`) as Prop;
  forced.set(pickProp('BR06', () => true), { end: '2026-02-14', rsn: 'DEC', typ: 'MAJ', works: 330, letting: 20 });
  forced.set(pickProp('BR10', (p) => p.beds === 0), { end: '2026-03-08', rsn: 'VOL', typ: 'STD', works: 23, letting: 400 });
  forced.set(pickProp('GL03', (p) => p.beds === 2), { end: '2026-07-19', rsn: 'DEC', typ: 'MAJ', works: 75, letting: 90 });
  for (const p of props) {
    const sh = p.need === 'SH';
    const fz = forced.get(p);
    const hazard = (t: Tncy) => (sh ? 0.14 : p.rentTyp === 'AR' ? 0.09 : 0.062) + (t.rel === 'bad' ? 0.09 : t.rel === 'poor' ? 0.02 : 0);
    let start: string;
    let from: string;
    if (p.acq >= HIST_START) {
      start = monday(addDays(p.acq, r.int(0, 30)));
      from = start;
    } else {
      const earliest = maxD(`${p.sch.built + 1}-01-01`, p.acq >= '2004-01-01' ? p.acq : '1975-01-01');
      start = monday(addYears(HIST_START, -expYears(sh ? 0.13 : 0.065)));
      if (start < earliest) start = monday(addDays(earliest, r.int(0, 120)));
      if (start >= HIST_START) start = monday(addDays(HIST_START, -r.int(7, 400)));
      from = HIST_START;
    }
    let afterVoid = false;
    let pending: Void | null = null;
    for (;;) {
      const t = newTncy(p, start, afterVoid);
      if (pending) pending.next = t;
      pending = null;
      if (start > LAST_DAY) break;
      let end: string;
      if (p.sold && t.start < p.sold) {
        t.rel = 'good';
        end = p.sold;
        t.rsn = 'RTB';
      } else {
        end = addYears(maxD(from, start), expYears(hazard(t)));
        if (end <= addDays(start, 30)) end = addDays(start, r.int(45, 200));
      }
      if (fz && t.start < fz.end && end > fz.end) {
        end = fz.end;
        t.rsn = fz.rsn;
      }
      if (end > LAST_DAY) break;
      if (!t.rsn) t.rsn = endReason(t);
      end = t.rsn === 'VOL' || t.rsn === 'TRF' ? sunday(end) : end;
      if (end > LAST_DAY) {
        t.rsn = null;
        break;
      }
      t.end = end;
      if (t.rsn === 'RTB') break;
      // the void that follows
      const vStart = addDays(end, 1);
      const long = t.start < '2005-01-01';
      const fixed = fz && fz.end === end ? fz : null;
      const typ: Void['typ'] = fixed ? fixed.typ : r.chance(t.rsn === 'DEC' || t.rsn === 'ABN' || long ? 0.16 : 0.06) ? 'MAJ' : 'STD';
      const early = vStart < '2024-01-01' ? 8 : vStart < '2025-04-01' ? 4 : 0;
      const works = fixed ? fixed.works : typ === 'MAJ' ? r.int(45, 170) : r.int(6, 30) + early;
      const wrksCmp = addDays(vStart, works);
      const letting = fixed
        ? fixed.letting
        : sh
          ? p.sch.cd === 'BR10' && p.beds === 0 ? r.int(40, 220) : r.int(5, 55)
          : p.rentTyp === 'AR' ? r.int(2, 12) : r.int(2, 20);
      const relet = monday(addDays(wrksCmp, letting));
      const amt = round2(typ === 'MAJ' ? r.float(6500, 26000) : r.float(650, 3600) * (p.typ === 'HSE' ? 1.3 : 1));
      const v: Void = { id: 0, prop: p, prev: t, next: null, start: vStart, typ, wrksCmp, amt, relet, stat: 'LET' };
      voids.push(v);
      if (relet <= LAST_DAY) {
        start = relet;
        from = relet;
        afterVoid = true;
        pending = v;
        continue;
      }
      // still empty at the end of the data
      v.relet = null;
      if (wrksCmp > LAST_DAY) {
        v.stat = 'WKS';
        v.wrksCmp = null;
        v.amt = null;
      } else if (relet <= addDays(LAST_DAY, 20) && r.chance(0.65)) {
        v.stat = 'OFR';
        v.next = newTncy(p, relet, true);
      } else v.stat = 'RTL';
      break;
    }
  }

  // Internal transfers: a tenant who leaves with reason TRF takes up a relet of another of our homes in the same town
  const taken = new Set<Tncy>();
  const leavers = tncys.filter((t) => t.rsn === 'TRF').sort((a, b) => ((a.end as string) < (b.end as string) ? -1 : 1));
  for (const old of leavers) {
    const end = old.end as string;
    const options = tncys.filter((t) => t.afterVoid && !taken.has(t) && t.prop !== old.prop && t.prop.sch.town === old.prop.sch.town
      && t.start >= addDays(end, -13) && t.start <= addDays(end, 1) && (t.prop.need === old.prop.need || r.chance(0.3)));
    if (options.length === 0) {
      old.rsn = 'VOL';
      continue;
    }
    const t = r.pick(options);
    taken.add(t);
    t.prev = old;
    if (t.rel === 'bad' || t.rel === 'poor') t.rel = 'ok';
  }

  // Rents
  for (const t of tncys) {
    const at = minD(t.end ?? LAST_DAY, LAST_DAY);
    // long-standing tenancies sit a little under the formula rent
    const f = t.start < '2012-01-01' ? 0.965 + (t.prop.rent26 % 1) * 0.03 : 1;
    t.rent = round2(rentAt(t.prop.rent26, at) * f);
  }

  // Tenants
  tncys.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.prop.ref < b.prop.ref ? -1 : 1));
  tncys.forEach((t, i) => {
    t.id = i + 1;
  });
  const persons: Person[] = [];
  const usedNames = new Set<string>();
  const person = (last: string | null, dob: string, vuln: boolean): Person => {
    for (;;) {
      const f = r.pick(FIRST);
      const l = last ?? r.pick(LAST);
      if (usedNames.has(`${f} ${l}`)) {
        last = null;
        continue;
      }
      usedNames.add(`${f} ${l}`);
      const p: Person = {
        id: persons.length + 1, no: `PN${pad(204000 + persons.length * 3 + r.int(0, 2), 6)}`, first: f, last: l, dob, vuln: vuln ? 'Y' : 'N',
        cntct: r.weighted([['TEL', 45], ['EML', 30], ['TXT', 18], ['LTR', 7]]),
      };
      persons.push(p);
      return p;
    }
  };
  for (const t of tncys) {
    if (t.prev) {
      t.lead = t.prev.lead;
      t.joint = t.prev.joint;
      continue;
    }
    const sh = t.prop.need === 'SH';
    let age = sh ? r.int(58, 88) : r.weighted([[r.int(18, 29), 35], [r.int(30, 49), 40], [r.int(50, 76), 25]]);
    // nobody is older than about 98 by the end of the tenancy (or today)
    const held = daysBetween(t.start, minD(t.end ?? LAST_DAY, LAST_DAY)) / 365.25;
    if (age + held > 97) age = Math.max(sh ? 55 : 18, Math.floor(97 - held) - r.int(0, 15));
    const dob = addDays(t.start, -Math.round(age * 365.25) - r.int(0, 364));
    t.lead = person(null, dob, r.chance(sh ? 0.4 : 0.12));
    if (r.chance(sh ? 0.12 : 0.27)) {
      const jdob = addDays(dob, r.int(-2200, 2200));
      t.joint = person(r.chance(0.6) ? t.lead.last : null, jdob, r.chance(sh ? 0.3 : 0.06));
    }
  }

  // Rent account for the 2026/27 rent year: 4-weekly periods from Monday 6 April 2026
  type Txn = [Tncy, string, number, string, string, number];
  const txns: Txn[] = [];
  const prdOf = (d: string) => (d < RENT_YR_START ? 0 : Math.floor(daysBetween(RENT_YR_START, d) / 28) + 1);
  const add = (t: Tncy, d: string, cd: string, dc: 'D' | 'C', amt: number) => {
    const a = round2(amt);
    if (a <= 0 || d > LAST_DAY) return;
    txns.push([t, d, prdOf(d), cd, dc, a]);
  };
  const activeDays = (t: Tncy, a: string, b: string) => {
    const lo = maxD(a, t.start);
    const hi = minD(b, t.end ?? b);
    return hi < lo ? 0 : daysBetween(lo, hi) + 1;
  };
  const worse: Record<Rel, Rel> = { good: 'ok', ok: 'poor', poor: 'bad', bad: 'bad' };
  for (const t of tncys) {
    if (t.start > LAST_DAY) continue;
    const w = t.rent;
    if (t.end !== null && t.end < RENT_YR_START) {
      // former tenant arrears carried into the year
      if (t.end < '2024-04-01') continue;
      const p = t.rsn === 'EVI' ? 1 : t.rsn === 'ABN' ? 0.9 : t.rel === 'bad' || t.rel === 'poor' ? 0.7 : t.rsn === 'DEC' ? 0.25 : t.rsn === 'RTB' ? 0 : 0.1;
      if (!r.chance(p)) continue;
      const bal = round2(t.rsn === 'EVI' ? r.float(1200, 5400) : t.rsn === 'ABN' ? r.float(300, 2600) : t.rel === 'bad' || t.rel === 'poor' ? r.float(80, 950) : r.float(15, 420));
      add(t, RENT_YR_START, 'BFW', 'D', bal);
      let left = bal;
      const writeOff = (t.rsn === 'DEC' || t.rsn === 'ABN' || bal < 60) && r.chance(0.55);
      const stop = writeOff ? '2026-09-29' : LAST_DAY;
      if (t.rsn !== 'DEC' && t.rsn !== 'ABN' && r.chance(0.3)) {
        const m = r.int(5, 30);
        for (let d = addDays(RENT_YR_START, r.int(5, 40)); d <= stop && left > 0; d = addDays(d, r.int(26, 40))) {
          if (r.chance(0.25)) continue;
          const a = Math.min(left, m);
          add(t, d, 'CRD', 'C', a);
          left = round2(left - a);
        }
      }
      if (writeOff && left > 0) add(t, '2026-09-30', 'WO', 'C', left);
      continue;
    }
    const from = maxD(t.start, RENT_YR_START);
    const to = minD(t.end ?? LAST_DAY, LAST_DAY);
    // balance brought forward
    let bfw = 0;
    if (t.start < RENT_YR_START) {
      if (t.method === 'hb_full') bfw = w * r.int(1, 4) * (r.chance(0.8) ? 1 : 0);
      else if (t.rel === 'good') bfw = r.chance(0.7) ? 0 : -w * r.float(0.2, 2.5);
      else if (t.rel === 'ok') bfw = r.chance(0.35) ? 0 : w * r.float(0.1, 1.8);
      else if (t.rel === 'poor') bfw = w * r.float(1.5, 8);
      else bfw = w * r.float(5, 24);
      // nobody can owe more than the rent charged since their tenancy began
      bfw = round2(Math.min(bfw, (w * daysBetween(t.start, RENT_YR_START)) / 7 * 0.9));
      if (bfw > 0) add(t, RENT_YR_START, 'BFW', 'D', bfw);
      else if (bfw < 0) add(t, RENT_YR_START, 'BFW', 'C', -bfw);
    }
    // rent debits, for each period on its last day (the Sunday), or on the last day of a tenancy that ends within it
    for (let k = 0; k < 9; k++) {
      const ps = addDays(RENT_YR_START, 28 * k);
      const pe = addDays(ps, 27);
      const n = activeDays(t, ps, pe);
      if (n > 0) add(t, minD(pe, t.end ?? pe), 'RNT', 'D', n === 28 ? 4 * w : (w / 7) * n);
    }
    const rel = t.method === 'uc_self' ? worse[t.rel] : t.rel;
    const arrangement = bfw > w * 1.5 && (rel === 'good' || rel === 'ok') ? r.int(3, 15) : 0;
    let covered = 0;
    // housing benefit from the council, 4-weekly in arrears
    if (t.method === 'hb_full' || t.method === 'hb_part') {
      const ratio = t.method === 'hb_full' ? 1 : r.float(0.45, 0.9);
      covered = ratio;
      const firstRun = t.prop.sch.town === 'Bristol' ? '2026-04-16' : '2026-04-20';
      let paidTo = addDays(from, -1);
      const lag = t.start >= RENT_YR_START ? addDays(t.start, r.int(30, 60)) : from;
      for (let run = firstRun; run <= LAST_DAY; run = addDays(run, 28)) {
        if (run < lag) continue;
        const cover = minD(addDays(run, -4), t.end ?? LAST_DAY);
        if (cover <= paidTo) continue;
        if (r.chance(0.04)) continue; // held back, paid with the next run
        add(t, run, 'HB', 'C', (ratio * w * activeDays(t, addDays(paidTo, 1), cover)) / 7);
        paidTo = cover;
      }
    }
    // universal credit housing costs paid straight to us by DWP, monthly in arrears
    if (t.method === 'uc_direct') {
      const cover = r.weighted([[1, 55], [r.float(0.82, 0.98, 3), 45]]);
      covered = cover;
      const ded = bfw > 0 ? r.int(4, 12) : 0;
      const day = r.int(1, 28);
      const firstPay = t.start >= RENT_YR_START ? addDays(t.start, r.int(35, 70)) : from;
      for (let m = 4; m <= 11; m++) {
        const d = `2026-${pad(m, 2)}-${pad(day, 2)}`;
        if (d < firstPay || d > to || d > LAST_DAY) continue;
        if (r.chance(0.05)) continue;
        add(t, d, 'UCD', 'C', ((cover * w + ded) * 52) / 12);
      }
    }
    // what the tenant pays themselves
    const share = 1 - covered;
    const weekly = share * w + arrangement;
    if (weekly < 0.5) continue;
    const useDd = t.method === 'dd' || ((t.method === 'hb_part' || t.method === 'uc_self') && r.chance(0.35));
    if (useDd) {
      const day = r.pick([1, 8, 8, 15, 15, 15, 22, 22, 28]);
      const bounce = { good: 0.01, ok: 0.05, poor: 0.16, bad: 0.32 }[rel];
      const firstDd = addDays(from, t.start >= RENT_YR_START ? r.int(10, 35) : 0);
      for (let m = 4; m <= 11; m++) {
        const d = `2026-${pad(m, 2)}-${pad(day, 2)}`;
        if (d < firstDd || d > to) continue;
        if (r.chance(bounce)) continue;
        add(t, d, 'DD', 'C', (weekly * 52) / 12);
      }
    } else {
      const step = r.weighted([[7, 15], [14, 45], [28, 40]]);
      const skip = { good: 0.02, ok: 0.1, poor: 0.3, bad: 0.55 }[rel];
      const [lo, hi] = { good: [1, 1.08], ok: [0.85, 1.05], poor: [0.45, 1], bad: [0.25, 0.85] }[rel] as [number, number];
      if (t.start >= RENT_YR_START && r.chance(0.5)) add(t, t.start, 'CRD', 'C', w);
      for (let d = addDays(from, r.int(1, step)); d <= to; d = addDays(d, step + r.int(-1, 1))) {
        if (r.chance(skip)) continue;
        let a = (weekly * step * r.float(lo, hi, 3)) / 7;
        if (r.chance(0.4)) a = Math.max(5, Math.round(a / 5) * 5);
        add(t, d, 'CRD', 'C', a);
      }
    }
  }
  txns.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0].id - b[0].id || (a[4] < b[4] ? 1 : a[4] > b[4] ? -1 : 0)));

  // Responsive repairs from April 2024
  const TRADES = ['PLB', 'ELC', 'RFG', 'DMP', 'JNR'] as const;
  type Trade = (typeof TRADES)[number];
  const DESC: Record<Trade, string[]> = {
    PLB: ['Leaking kitchen tap', 'No hot water', 'Boiler not working', 'Blocked toilet', 'Leak under bath', 'Radiator not heating up', 'Blocked kitchen sink', 'Burst pipe', 'Low water pressure', 'Cistern not filling'],
    ELC: ['Sockets not working', 'Lights tripping the fuse board', 'Extractor fan not working', 'Smoke alarm beeping', 'No power to cooker', 'Light fitting loose', 'Electric shower not working'],
    RFG: ['Roof tiles slipped', 'Water coming through ceiling', 'Guttering blocked and overflowing', 'Flat roof leaking', 'Loose ridge tiles after storm', 'Downpipe broken'],
    DMP: ['Black mould in bathroom', 'Condensation and mould in bedroom', 'Damp patch on living room wall', 'Mould around windows', 'Rising damp in hallway', 'Mould on kitchen ceiling'],
    JNR: ['Front door not locking', 'Kitchen cupboard door broken', 'Window will not close', 'Internal door sticking', 'Fence panel down', 'Stair handrail loose', 'Skirting board damaged', 'Back gate broken'],
  };
  const CTR_OK: Record<string, number> = {
    'Riverside Repairs Team': 0.9, 'Avon Plumbing & Heating Ltd': 0.86, 'Sparks Electrical Services': 0.93, 'Westcountry Roofing Ltd': 0.6,
    'Dryline Damp Solutions': 0.74, 'Severn Maintenance Services': 0.83, 'Glevum Roofing': 0.79,
  };
  const contractor = (town: Town, trade: Trade): string => {
    if (town === 'Bristol') {
      if (trade === 'PLB') return r.weighted([['Riverside Repairs Team', 60], ['Avon Plumbing & Heating Ltd', 40]]);
      if (trade === 'ELC') return r.weighted([['Sparks Electrical Services', 70], ['Riverside Repairs Team', 30]]);
      if (trade === 'RFG') return 'Westcountry Roofing Ltd';
      if (trade === 'DMP') return 'Dryline Damp Solutions';
      return 'Riverside Repairs Team';
    }
    if (trade === 'ELC') return r.weighted([['Severn Maintenance Services', 60], ['Sparks Electrical Services', 40]]);
    if (trade === 'RFG') return r.weighted([['Westcountry Roofing Ltd', 50], ['Glevum Roofing', 50]]);
    if (trade === 'DMP') return 'Dryline Damp Solutions';
    return 'Severn Maintenance Services';
  };
  const SEASON = [1.35, 1.3, 1.1, 0.9, 0.85, 0.8, 0.8, 0.85, 0.95, 1.05, 1.2, 1.3];
  const DAMP_BLOCKS = ['BR02', 'BR05', 'GL03', 'BR04'];
  type Rep = { id: number; prop: Prop; rpt: string; via: string; trade: Trade; pri: string; desc: string; ctr: string; tgt: string; cmp: string | null; cost: number | null; stat: string };
  const reps: Rep[] = [];
  const tenantOn = (p: Prop, d: string) => p.tncys.find((t) => t.start <= d && (t.end === null || d <= t.end)) ?? null;
  for (const p of props) {
    const age = p.sch.built < 1970 ? 1.25 : p.sch.built >= 2019 ? 0.5 : 1;
    const f = age * (p.typ === 'HSE' ? 1.15 : 1) * (p.need === 'SH' ? 0.9 : 1) * r.float(0.6, 1.5);
    for (let y = 2024; y <= 2026; y++) {
      for (let m = 1; m <= 12; m++) {
        const first = `${y}-${pad(m, 2)}-01`;
        if (first < REP_START || first > LAST_DAY) continue;
        const n = r.poisson((2.7 / 12) * f * (SEASON[m - 1] as number));
        for (let k = 0; k < n; k++) {
          const d = `${y}-${pad(m, 2)}-${pad(r.int(1, 28), 2)}`;
          if (d > LAST_DAY || (p.sold && d >= p.sold) || d < p.acq || !tenantOn(p, d)) continue;
          const winter = [11, 12, 1, 2, 3].includes(m);
          const trade = r.weighted<Trade>([
            ['PLB', 34], ['ELC', 18], ['JNR', 26],
            ['RFG', 8 * (p.typ === 'FLT' ? 0.6 : 1.6) * (winter ? 1.6 : 1)],
            ['DMP', 11 * (winter ? 1.8 : 0.8) * (DAMP_BLOCKS.includes(p.sch.cd) ? 2.6 : 1) * (p.sch.built >= 2019 ? 0.2 : 1)],
          ]);
          const pw: Record<Trade, [number, number, number]> = {
            PLB: [22, 33, 45], ELC: [28, 30, 42], RFG: [12, 45, 43], DMP: d >= AWAAB ? [15, 55, 30] : [5, 25, 70], JNR: [6, 20, 74],
          };
          const [e, u, rt] = pw[trade];
          const pri = r.weighted([['EMG', e], ['URG', u], ['RTN', rt]]);
          const T = pri === 'EMG' ? 1 : pri === 'URG' ? 7 : 28;
          const ctr = contractor(p.sch.town, trade);
          const okP = Math.min(0.98, (CTR_OK[ctr] as number) + (pri === 'EMG' ? 0.05 : 0) + (d >= '2026-01-01' ? 0.03 : 0));
          const days = r.chance(okP)
            ? pri === 'EMG' ? r.weighted([[0, 55], [1, 45]]) : pri === 'URG' ? r.int(1, 7) : r.weighted([[r.int(3, 20), 60], [r.int(21, 28), 40]])
            : pri === 'EMG' ? r.int(2, 5) : pri === 'URG' ? r.int(8, 26) : r.int(29, 95);
          const cmp = addDays(d, days);
          let stat = cmp <= LAST_DAY ? 'CMP' : 'OPN';
          if (r.chance(0.035)) stat = 'CXL';
          const range: Record<Trade, [number, number]> = { PLB: [55, 380], ELC: [50, 340], RFG: [160, 2600], DMP: [180, 3600], JNR: [40, 620] };
          const [lo, hi] = range[trade];
          const cost = round2((lo + (hi - lo) * r.next() ** 2.2 + (pri === 'EMG' ? 45 : 0)) * (ctr === 'Riverside Repairs Team' ? 0.85 : 1) * 1.04 ** (y - 2024));
          reps.push({
            id: 0, prop: p, rpt: d, via: r.weighted([['TEL', 55], ['WEB', 22], ['EML', 10], ['INS', 13]]), trade, pri, desc: r.pick(DESC[trade]), ctr,
            tgt: addDays(d, T), cmp: stat === 'CMP' ? cmp : null, cost: stat === 'CMP' ? cost : null, stat,
          });
        }
      }
    }
  }
  reps.sort((a, b) => (a.rpt < b.rpt ? -1 : a.rpt > b.rpt ? 1 : a.prop.ref < b.prop.ref ? -1 : 1));
  reps.forEach((x, i) => {
    x.id = i + 1;
  });

  // Complaints from April 2024
  type Cmp = { t: Tncy; rep: Rep | null; cat: string; rcvd: string; stg: number; s1: string | null; esc: string | null; s2: string | null; cls: string | null; outc: string | null; comp: number; hos: string };
  const cmps: Cmp[] = [];
  const repsByProp = new Map<Prop, Rep[]>();
  for (const x of reps) repsByProp.set(x.prop, [...(repsByProp.get(x.prop) ?? []), x]);
  for (let y = 2024; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const first = `${y}-${pad(m, 2)}-01`;
      if (first < REP_START || first > LAST_DAY) continue;
      const n = r.poisson(first < '2025-04-01' ? 3.8 : first < AWAAB ? 4.6 : 5.6);
      for (let k = 0; k < n; k++) {
        const d = `${y}-${pad(m, 2)}-${pad(r.int(1, 28), 2)}`;
        if (d > LAST_DAY) continue;
        const live = tncys.filter((t) => t.start <= d && (t.end === null || d <= t.end));
        const weightOf = (t: Tncy) => 1 + 3 * (repsByProp.get(t.prop) ?? []).filter((x) => x.rpt < d && x.rpt >= addDays(d, -120) && (x.cmp === null || x.cmp > x.tgt)).length;
        const t = r.weighted(live.map((x) => [x, weightOf(x)] as const));
        const recent = (repsByProp.get(t.prop) ?? []).filter((x) => x.rpt < d && x.rpt >= addDays(d, -120));
        let rep: Rep | null = null;
        let cat: string;
        if (recent.length > 0 && r.chance(0.75)) {
          rep = recent[recent.length - 1] as Rep;
          cat = rep.trade === 'DMP' ? 'DMP' : 'REP';
        } else cat = r.weighted([['ASB', 30], ['STF', 14], ['RNT', 15], ['COM', 26], ['REP', 15]]);
        let s1: string | null = addDays(d, r.weighted([[r.int(2, 14), 82], [r.int(15, 30), 18]]));
        let esc: string | null = null;
        let s2: string | null = null;
        if (s1 > LAST_DAY) s1 = null;
        else if (r.chance(cat === 'DMP' ? 0.25 : 0.15)) {
          esc = addDays(s1, r.int(3, 28));
          if (esc > LAST_DAY) esc = null;
          else {
            s2 = addDays(esc, r.int(8, 38));
            if (s2 > LAST_DAY) s2 = null;
          }
        }
        const cls = esc ? s2 : s1;
        let outc: string | null = null;
        let comp = 0;
        if (cls) {
          const ow: Record<string, [number, number, number, number]> = {
            DMP: [45, 30, 22, 3], REP: [35, 30, 32, 3], ASB: [10, 20, 62, 8], STF: [20, 20, 55, 5], RNT: [15, 20, 60, 5], COM: [30, 35, 32, 3],
          };
          const [a, b, c, e] = ow[cat] as [number, number, number, number];
          outc = r.weighted([['UPH', a], ['PUP', b], ['NUP', c], ['WDN', e]]);
          const [lo, hi] = cat === 'DMP' ? [150, 1500] : cat === 'REP' ? [50, 500] : [25, 250];
          if (outc === 'UPH') comp = Math.round(r.float(lo, hi) / 10) * 10;
          else if (outc === 'PUP' && r.chance(0.7)) comp = Math.round(r.float(lo, hi) / 20) * 10;
        }
        cmps.push({ t, rep, cat, rcvd: d, stg: esc ? 2 : 1, s1, esc, s2, cls, outc, comp, hos: esc && s2 && r.chance(0.2) ? 'Y' : 'N' });
      }
    }
  }
  cmps.sort((a, b) => (a.rcvd < b.rcvd ? -1 : a.rcvd > b.rcvd ? 1 : a.t.id - b.t.id));

  voids.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.prop.ref < b.prop.ref ? -1 : 1));
  voids.forEach((v, i) => {
    v.id = i + 1;
  });
  persons.sort((a, b) => a.id - b.id);
  const cmpSeq = new Map<string, number>();

  return [
    'CREATE SCHEMA hsg;',
    `CREATE TABLE hsg.schemes (sch_id smallint PRIMARY KEY, sch_cd varchar(4) NOT NULL UNIQUE, sch_nm text NOT NULL, town_nm text NOT NULL,
      la_cd varchar(3) NOT NULL, sch_typ varchar(2) NOT NULL, bld_yr smallint NOT NULL, wdn_yn char(1) NOT NULL);`,
    `CREATE TABLE hsg.props (prop_ref varchar(8) PRIMARY KEY, sch_id smallint NOT NULL REFERENCES hsg.schemes (sch_id), addr_ln1 text NOT NULL,
      pcode varchar(8) NOT NULL, prop_typ varchar(3) NOT NULL, bed_cnt smallint NOT NULL, need_cd varchar(2) NOT NULL, rent_typ varchar(2) NOT NULL,
      acq_dt date NOT NULL, sold_dt date);`,
    `CREATE TABLE hsg.tenants (tnt_id integer PRIMARY KEY, tnt_no varchar(8) NOT NULL UNIQUE, frst_nm text NOT NULL, surnm text NOT NULL,
      dob date NOT NULL, vuln_yn char(1) NOT NULL, cntct_pref varchar(3) NOT NULL);`,
    `CREATE TABLE hsg.tenancies (tncy_id integer PRIMARY KEY, tncy_ref varchar(8) NOT NULL UNIQUE, prop_ref varchar(8) NOT NULL REFERENCES hsg.props (prop_ref),
      lead_tnt_id integer NOT NULL REFERENCES hsg.tenants (tnt_id), jnt_tnt_id integer REFERENCES hsg.tenants (tnt_id),
      prev_tncy_id integer REFERENCES hsg.tenancies (tncy_id), tncy_typ varchar(3) NOT NULL, start_dt date NOT NULL, end_dt date,
      end_rsn_cd varchar(3), wkly_rent_amt numeric(7,2) NOT NULL);`,
    `CREATE TABLE hsg.rent_txn (txn_id integer PRIMARY KEY, tncy_id integer NOT NULL REFERENCES hsg.tenancies (tncy_id), txn_dt date NOT NULL,
      prd_no smallint NOT NULL, txn_cd varchar(3) NOT NULL, dr_cr char(1) NOT NULL, txn_amt numeric(9,2) NOT NULL);`,
    `CREATE TABLE hsg.repairs (rep_id integer PRIMARY KEY, job_no varchar(9) NOT NULL UNIQUE, prop_ref varchar(8) NOT NULL REFERENCES hsg.props (prop_ref),
      rpt_dt date NOT NULL, rpt_via varchar(3) NOT NULL, trade_cd varchar(3) NOT NULL, pri_cd varchar(3) NOT NULL, job_desc text NOT NULL,
      ctr_nm text NOT NULL, tgt_dt date NOT NULL, cmp_dt date, cost_amt numeric(9,2), stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE hsg.voids (void_id integer PRIMARY KEY, prop_ref varchar(8) NOT NULL REFERENCES hsg.props (prop_ref),
      prev_tncy_id integer NOT NULL REFERENCES hsg.tenancies (tncy_id), next_tncy_id integer REFERENCES hsg.tenancies (tncy_id),
      void_start_dt date NOT NULL, void_typ varchar(3) NOT NULL, wrks_cmp_dt date, wrks_amt numeric(9,2), relet_dt date, void_stat varchar(3) NOT NULL);`,
    `CREATE TABLE hsg.complaints (cmp_id integer PRIMARY KEY, cmp_ref varchar(10) NOT NULL UNIQUE, tncy_id integer NOT NULL REFERENCES hsg.tenancies (tncy_id),
      rep_id integer REFERENCES hsg.repairs (rep_id), cat_cd varchar(3) NOT NULL, rcvd_dt date NOT NULL, stg_no smallint NOT NULL, s1_resp_dt date,
      s2_esc_dt date, s2_resp_dt date, cls_dt date, outc_cd varchar(3), comp_amt numeric(8,2) NOT NULL, hos_yn char(1) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    insertRows(
      'hsg.schemes',
      ['sch_id', 'sch_cd', 'sch_nm', 'town_nm', 'la_cd', 'sch_typ', 'bld_yr', 'wdn_yn'],
      schemes.map((s) => [s.id, s.cd, s.nm, s.town, s.town === 'Bristol' ? 'BRS' : 'GLO', s.typ, s.built, s.typ === 'SH' ? 'Y' : 'N']),
    ),
    insertRows(
      'hsg.props',
      ['prop_ref', 'sch_id', 'addr_ln1', 'pcode', 'prop_typ', 'bed_cnt', 'need_cd', 'rent_typ', 'acq_dt', 'sold_dt'],
      props.map((p) => [p.ref, p.sch.id, p.addr, p.pcode, p.typ, p.beds, p.need, p.rentTyp, p.acq, p.sold]),
    ),
    insertRows(
      'hsg.tenants',
      ['tnt_id', 'tnt_no', 'frst_nm', 'surnm', 'dob', 'vuln_yn', 'cntct_pref'],
      persons.map((p) => [p.id, p.no, p.first, p.last, p.dob, p.vuln, p.cntct]),
    ),
    insertRows(
      'hsg.tenancies',
      ['tncy_id', 'tncy_ref', 'prop_ref', 'lead_tnt_id', 'jnt_tnt_id', 'prev_tncy_id', 'tncy_typ', 'start_dt', 'end_dt', 'end_rsn_cd', 'wkly_rent_amt'],
      tncys.map((t) => [
        t.id, `TY${pad(30000 + t.id, 6)}`, t.prop.ref, (t.lead as Person).id, t.joint ? t.joint.id : null, t.prev ? t.prev.id : null,
        t.prev === null && (t.end ?? LAST_DAY) < addDays(t.start, 365) ? 'STR' : 'ASS', t.start, t.end, t.rsn, t.rent,
      ]),
    ),
    insertRows(
      'hsg.rent_txn',
      ['txn_id', 'tncy_id', 'txn_dt', 'prd_no', 'txn_cd', 'dr_cr', 'txn_amt'],
      txns.map((x, i) => [i + 1, x[0].id, x[1], x[2], x[3], x[4], x[5]]),
    ),
    insertRows(
      'hsg.repairs',
      ['rep_id', 'job_no', 'prop_ref', 'rpt_dt', 'rpt_via', 'trade_cd', 'pri_cd', 'job_desc', 'ctr_nm', 'tgt_dt', 'cmp_dt', 'cost_amt', 'stat_cd'],
      reps.map((x) => [x.id, `RJ${pad(410000 + x.id, 6)}`, x.prop.ref, x.rpt, x.via, x.trade, x.pri, x.desc, x.ctr, x.tgt, x.cmp, x.cost, x.stat]),
    ),
    insertRows(
      'hsg.voids',
      ['void_id', 'prop_ref', 'prev_tncy_id', 'next_tncy_id', 'void_start_dt', 'void_typ', 'wrks_cmp_dt', 'wrks_amt', 'relet_dt', 'void_stat'],
      voids.map((v) => [v.id, v.prop.ref, v.prev.id, v.next ? v.next.id : null, v.start, v.typ, v.wrksCmp, v.amt, v.relet, v.stat]),
    ),
    insertRows(
      'hsg.complaints',
      ['cmp_id', 'cmp_ref', 'tncy_id', 'rep_id', 'cat_cd', 'rcvd_dt', 'stg_no', 's1_resp_dt', 's2_esc_dt', 's2_resp_dt', 'cls_dt', 'outc_cd', 'comp_amt',
        'hos_yn', 'stat_cd'],
      cmps.map((c, i) => {
        const yy = c.rcvd.slice(2, 4);
        const n = (cmpSeq.get(yy) ?? 0) + 1;
        cmpSeq.set(yy, n);
        return [i + 1, `CMP${yy}-${pad(n, 4)}`, c.t.id, c.rep ? c.rep.id : null, c.cat, c.rcvd, c.stg, c.s1, c.esc, c.s2, c.cls, c.outc, c.comp, c.hos,
          c.cls ? 'CLS' : 'OPN'];
      }),
    ),
  ].join('\n');
}
