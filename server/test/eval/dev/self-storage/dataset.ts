/**
 * Keepwell Self Storage, a small self-storage operator in Central and South Texas. It runs six facilities: Austin
 * North, Austin South, Round Rock and Waco in the Central Texas region, Stone Oak (San Antonio) and San Marcos in the
 * South Texas region. San Marcos is a new build that opened on 1 March 2024 and has been leasing up since. The Waco
 * facility was sold on 30 June 2025; its tenants were given notice in the spring and all moved out by that day, and
 * no new rentals were taken there after March 2025. Each facility rents units of several standard sizes, from 5x5
 * lockers to 10x30 garages, plus outdoor parking spaces for RVs and boats at three sites; interior units are often
 * climate controlled, drive-up units are not. Tenants sign a month-to-month rental agreement; rent is billed monthly
 * on the move-in day of the month (anniversary billing, days 29-31 bill on the 28th) and is due that day; a payment
 * more than 5 days after the due date draws a late fee of $20 or 10% of the monthly rent, whichever is more. Tenants
 * can add a tenant protection plan (contents coverage) billed with the rent. New tenants may get a move-in promotion
 * and military tenants get 10% off their rent every month (not on top of a promotion month). When a tenant stops
 * paying, the unit is overlocked about two weeks after the due date, a lien notice goes out about five weeks after
 * it, and the contents are auctioned two to three months after the first missed due date unless the tenant pays the
 * whole balance first. Street rates (the asking rents) go up every January. Billing history starts in January 2023
 * (the operator moved to this system then); agreements signed earlier are present, their older invoices are not. The
 * data runs to 24 November 2026.
 *
 * Schema `stor`:
 * - `fac`: facilities. `fac_cd` facility code (ANR Austin North, ASO Austin South, RRK Round Rock, WCO Waco, SAO Stone
 *   Oak, SMC San Marcos); `fac_nm` name; `str_addr` street address; `city_nm` city; `st_cd` state; `zip_cd` ZIP code;
 *   `rgn_cd` region: CTX Central Texas, STX South Texas; `open_yr` the year the facility opened (integer); `act_yn` Y
 *   operating, N closed/sold; `cls_dt` the day the facility closed (empty while it operates).
 * - `usz`: the unit size classes. `sz_cd` size code (5X5, 5X10, 10X10, 10X15, 10X20, 10X30, PRK outdoor parking
 *   space); `sz_dsc` description; `wd_ft` width and `ln_ft` length in feet; `sq_ft` area in square feet; `base_rt` the
 *   2023 list rent in dollars per month for a ground-floor, non-climate unit before the facility's price level.
 * - `unit`: the rentable units. `unit_no` unit number (unique across the company); `fac_cd` the facility; `unit_lbl` the
 *   label painted on the door (building letter, then number; A drive-up, B interior, P parking); `sz_cd` the size class;
 *   `flr_no` floor (1 or 2); `clim_yn` Y climate controlled, N not; `drv_up_yn` Y drive-up access, N interior or
 *   parking; `str_rt` today's street rate (asking rent for a new tenant) in dollars per month; `stat_cd` current
 *   status: OCC rented, LCK rented but overlocked because the tenant is in the lien process, AVL vacant and available,
 *   OOS out of service (damaged or under repair, and every unit of a closed facility).
 * - `cust`: customers (tenants, and people who reserved a unit but never moved in). `cust_no` customer number;
 *   `fst_nm`, `lst_nm` the person's (or business contact's) name; `co_nm` company name for business customers (empty
 *   otherwise); `cust_typ` IND individual, BUS business, MIL active-duty military or veteran; `eml_adr` e-mail; `phn_no`
 *   phone; `city_nm`, `st_cd` where the customer lives; `crt_dt` the day the customer account was created; `src_cd` how
 *   the customer found us: WEB our website, AGG a storage listing marketplace, PHN phoned the call centre, WLK walk-in,
 *   RFL referral; `autopay_yn` Y when rent is charged automatically to a card or bank account on file.
 * - `rnt_agr`: rental agreements, one per customer per unit rental. `agr_no` agreement number; `cust_ref` the cust_no;
 *   `unit_ref` the unit_no; `mvin_dt` move-in date; `mvout_dt` move-out date (empty while the agreement is active; for
 *   an auctioned unit the auction day); `mo_rt` the monthly rent agreed at move-in in dollars (it does not change);
 *   `prot_yn` Y when the tenant took the protection plan; `cov_amt` the contents coverage in dollars (2000, 5000 or
 *   10000; empty without a plan); `prot_amt` the plan's monthly premium in dollars (empty without a plan); `promo_cd`
 *   move-in promotion: FM1 first month for $1, HLF2 half off the first two months (empty for none); `stat_cd` ACT active
 *   (including tenants a few days behind), DLQ active but seriously delinquent (unit overlocked, lien process under
 *   way), MVO moved out, AUC ended by a lien auction (sold or, with no bids, the contents disposed of); `sgn_by` the
 *   emp_cd of the staff member who signed the tenant up (empty when rented online or signed before 2023).
 * - `inv`: monthly invoices, one per agreement per billing month, from January 2023. `inv_no`; `agr_ref` the agr_no;
 *   `inv_dt` the invoice date (the billing anniversary); `due_dt` the due date (same day); `bill_yr` and `bill_mo` the
 *   billing year and month (integers); `rent_amt` the month's rent in dollars; `prot_amt` the protection plan premium
 *   (0 without a plan); `disc_amt` promotion or military discount in dollars; `late_fee` the late fee charged in dollars
 *   (0 when none); `tot_amt` the amount billed: rent + protection - discount + late fee; `stat_cd` PD paid in full, PP
 *   partly paid, OPN unpaid, WO written off after the unit was auctioned.
 * - `pmt`: payments, each applied to one invoice. `pmt_no`; `inv_ref` the inv_no; `pmt_dt` the day; `pmt_amt` dollars;
 *   `mthd_cd` CC credit/debit card, ACH bank draft, CSH cash, CHK cheque, MO money order; `chnl_cd` AUTO autopay, ONL
 *   online tenant portal, CTR at the office counter, KSK payment kiosk; `rcvd_by` the emp_cd who took a counter
 *   payment (empty otherwise); `rtn_yn` Y when the payment was returned (bounced cheque, failed bank draft) and so
 *   never collected, N otherwise. A returned payment is followed by a replacement payment.
 * - `auc`: lien auctions. `auc_no`; `agr_ref` the agr_no of the defaulted agreement; `lien_dt` the day the lien notice
 *   was sent; `auc_dt` the auction day (scheduled day for upcoming ones); `vnu_cd` ONL online auction site, LIV live
 *   on-site auction; `owed_amt` the balance the tenant owed in dollars (unpaid invoices with late fees); `bid_amt` the
 *   winning bid in dollars (empty unless sold); `byr_nm` the winning bidder (empty unless sold); `stat_cd` SLD sold,
 *   NOB no bids (contents disposed of), CNL cancelled because the tenant paid the whole balance, SCH scheduled.
 * - `emp`: staff. `emp_cd` employee code; `fst_nm`, `lst_nm`; `role_cd` DOO director of operations, DM district
 *   manager (one per region), FM facility manager, AM assistant manager, LC leasing consultant (counter staff), MT
 *   maintenance technician; `fac_cd` the facility the person works at (empty for the director and district managers);
 *   `rgn_cd` the region a district manager covers (empty for everybody else); `rpt_to` the emp_cd of the person's
 *   manager (empty for the director); `hire_dt`; `term_dt` the last day of employment (empty while employed);
 *   `hrly_rt` hourly wage in dollars (LC, MT; empty for salaried staff); `ann_sal` yearly salary in dollars (DOO, DM,
 *   FM, AM; empty for hourly staff).
 */
import { insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-01-01';
const LAST = '2026-11-24';
const SMC_OPEN = '2024-03-01';
const WCO_CLOSE = '2025-06-30';
const WCO_LAST_RENTAL = '2025-03-31';

type Fac = { cd: string; nm: string; addr: string; city: string; zip: string; rgn: string; yr: number; f: number; n: number; occ: number;
  parking: boolean; area: string[]; near: string[] };

const FACS: Fac[] = [
  { cd: 'ANR', nm: 'Keepwell Storage Austin North', addr: '12410 N Lamar Blvd', city: 'Austin', zip: '78753', rgn: 'CTX', yr: 2009, f: 1.18, n: 56,
    occ: 0.9, parking: false, area: ['512', '737'], near: ['Pflugerville', 'Austin', 'Austin', 'Cedar Park'] },
  { cd: 'ASO', nm: 'Keepwell Storage Austin South', addr: '9805 Manchaca Rd', city: 'Austin', zip: '78748', rgn: 'CTX', yr: 2014, f: 1.12, n: 48,
    occ: 0.88, parking: false, area: ['512', '737'], near: ['Buda', 'Austin', 'Kyle', 'Austin'] },
  { cd: 'RRK', nm: 'Keepwell Storage Round Rock', addr: '2250 Gattis School Rd', city: 'Round Rock', zip: '78664', rgn: 'CTX', yr: 2018, f: 1.0,
    n: 48, occ: 0.86, parking: true, area: ['512', '737'], near: ['Georgetown', 'Hutto', 'Pflugerville', 'Austin'] },
  { cd: 'WCO', nm: 'Keepwell Storage Waco', addr: '4120 Bosque Blvd', city: 'Waco', zip: '76710', rgn: 'CTX', yr: 2006, f: 0.82, n: 30, occ: 0.8,
    parking: true, area: ['254'], near: ['Woodway', 'Hewitt', 'Waco', 'Temple'] },
  { cd: 'SAO', nm: 'Keepwell Storage Stone Oak', addr: '20530 Stone Oak Pkwy', city: 'San Antonio', zip: '78258', rgn: 'STX', yr: 2011, f: 0.97,
    n: 50, occ: 0.89, parking: true, area: ['210', '726'], near: ['San Antonio', 'Schertz', 'Helotes', 'New Braunfels'] },
  { cd: 'SMC', nm: 'Keepwell Storage San Marcos', addr: '1600 Hunter Rd', city: 'San Marcos', zip: '78666', rgn: 'STX', yr: 2024, f: 0.92, n: 44,
    occ: 0, parking: false, area: ['512', '737'], near: ['Kyle', 'New Braunfels', 'Wimberley', 'Lockhart'] },
];

type Size = { cd: string; dsc: string; w: number; l: number; base: number; wt: number; bid: number };
const SIZES: Size[] = [
  { cd: '5X5', dsc: '5x5 locker', w: 5, l: 5, base: 45, wt: 12, bid: 60 },
  { cd: '5X10', dsc: '5x10 small', w: 5, l: 10, base: 72, wt: 22, bid: 140 },
  { cd: '10X10', dsc: '10x10 medium', w: 10, l: 10, base: 112, wt: 28, bid: 300 },
  { cd: '10X15', dsc: '10x15 medium-large', w: 10, l: 15, base: 142, wt: 16, bid: 420 },
  { cd: '10X20', dsc: '10x20 large (one-car garage)', w: 10, l: 20, base: 178, wt: 13, bid: 650 },
  { cd: '10X30', dsc: '10x30 extra large', w: 10, l: 30, base: 245, wt: 5, bid: 900 },
  { cd: 'PRK', dsc: 'outdoor parking space (RV, boat, trailer)', w: 12, l: 35, base: 95, wt: 6, bid: 1400 },
];

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth', 'Carlos', 'Aisha',
  'Richard', 'Barbara', 'Joseph', 'Susan', 'Thomas', 'Jessica', 'Daniel', 'Sarah', 'Matthew', 'Karen', 'Anthony', 'Nancy', 'Mark', 'Lisa',
  'Jose', 'Sandra', 'Kevin', 'Ashley', 'Brian', 'Emily', 'Jason', 'Michelle', 'Luis', 'Amanda', 'Ryan', 'Melissa', 'Eric', 'Stephanie',
  'Juan', 'Rebecca', 'Tyler', 'Laura', 'Aaron', 'Veronica', 'Hector', 'Tanya', 'Derek', 'Monica', 'Ramon', 'Brenda', 'Travis', 'Crystal',
  'Wesley', 'Gabriela', 'Dustin', 'Priya', 'Omar', 'Keisha', 'Cody', 'Yolanda', 'Trevor', 'Mei', 'Andre', 'Rosa', 'Grant', 'Leticia',
  'Shane', 'Denise', 'Marcus', 'Holly', 'Ivan', 'Camila', 'Brett', 'Naomi', 'Jorge', 'Tiffany', 'Caleb', 'Erin'];
const LASTN = ['Smith', 'Johnson', 'Nguyen', 'Garcia', 'Brown', 'Okafor', 'Miller', 'Davis', 'Rodriguez', 'Chen', 'Wilson', 'Patel', 'Anderson',
  'Martinez', 'Taylor', 'Hernandez', 'Moore', 'Lopez', 'Jackson', 'Gonzalez', 'White', 'Perez', 'Harris', 'Sanchez', 'Clark', 'Ramirez',
  'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Torres', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker',
  'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Villarreal', 'Guerrero', 'Schultz', 'Kowalski', 'Pham', 'Dubois', 'Whitaker',
  'Salinas', 'Brennan', 'Castillo', 'Fitzgerald', 'Ochoa', 'Lindqvist', 'Marsh', 'Delgado', 'Holloway', 'Tran', 'Becker', 'Cantu', 'Greer',
  'Mendoza', 'Sutton', 'Vaughn', 'Trevino', 'Hoffman', 'Barrera', 'Pruitt', 'Lambert', 'Esparza', 'Crowley', 'Ibarra', 'Dawson', 'Navarro'];
const COMPANIES = ['Hill Country Flooring LLC', 'Lone Star Staging Co', 'Bluebonnet Pest Control', 'Capital City Catering', 'Pecan Street Events',
  'Brazos Plumbing Supply', 'Travis Medical Billing', 'Riverbend Landscaping', 'Cedar Ridge Builders', 'Longhorn Mobile Detailing',
  'Barton Creek Realty', 'Alamo Party Rentals', 'Guadalupe Print Shop', 'Mesquite HVAC Services', 'Colorado River Outfitters',
  'Sixth Street Sound', 'Prairie Home Health', 'Red Oak Cabinetry', 'Hays County Vending', 'Twin Lakes Pool Care', 'Starlight Bridal',
  'Highland Office Furniture', 'Balcones Tile & Stone', 'Six Mile Roofing', 'Limestone Dental Lab', 'Blue Norther Bikes',
  'Lakeway Moving Helpers', 'Pedernales Wine Imports', 'Sunset Valley Florist', 'Onion Creek Archives', 'Mockingbird Antiques',
  'Bastrop Fire & Safety', 'San Gabriel Signs', 'Comal Kayak Rentals', 'Wells Branch Electric', 'Armadillo Costume Co',
  'Stone Oak Pediatrics', 'Cibolo Creek Candles', 'Leon Valley Auto Glass', 'Medina Tack & Saddle', 'Shavano Interiors',
  'Brushy Creek Book Traders', 'Anderson Mill Pharmacy Supply', 'Hutto Hippo Sports', 'McNeil Tool Rental', 'Sunrise Food Truck',
  'Magnolia Market Displays', 'Bosque Valley Feed', 'Cameron Park Photography', 'Riverwalk Linen Service'];
const BUYERS = ['Tony Reyes', 'Second Chance Resale LLC', 'Darlene Hubbard', 'Big Tex Liquidators', 'Mike Strand', 'Treasure Hunters ATX',
  'Gloria Benavides', 'Curtis Lamb', 'Lone Star Flea Traders', 'Ronnie Gutierrez', 'Pam Whitlock', 'Unit Hunters SA'];

function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
/** The billing day `day` of the month `months` after the month of `iso`. */
function monthDay(iso: string, months: number, day: number): string {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const yy = y + Math.floor(m / 12);
  const mm = (m % 12) + 1;
  return `${yy}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
const round2 = (x: number): number => Math.round(x * 100) / 100;
const maxDate = (a: string, b: string): string => (a > b ? a : b);

type Emp = { cd: string; f: string; l: string; role: string; fac: string | null; rgn: string | null; rpt: Emp | null; hire: string;
  term: string | null; hr: number | null; sal: number | null };
type Unit = { no: number; fac: Fac; lbl: string; sz: Size; flr: number; clim: string; drv: string; mult: number; stat: string };
type Cust = { no: number; f: string; l: string; co: string | null; typ: string; eml: string; phn: string; city: string; st: string; crt: string;
  src: string; auto: string; apm: string; sloppy: boolean; defaulted: boolean };
type Agr = { no: number; unit: Unit; cust: Cust | null; mvin: string; end: string; def: string | null; rt: number; prot: string; cov: number | null;
  pamt: number | null; promo: string | null; mvout: string | null; stat: string; sgn: Emp | null; U: string | null; A: string | null;
  lien: string | null; P: string | null; end2: string | null };
type Inv = { no: number; agr: Agr; dt: string; rent: number; prot: number; disc: number; late: number; tot: number; stat: string };
type Pmt = { no: number; inv: Inv; dt: string; amt: number; mthd: string; ch: string; by: Emp | null; rtn: string };
type Auc = { no: number; agr: Agr; lien: string; dt: string; vnu: string; owed: number; bid: number | null; byr: string | null; stat: string };

export function datasetSql(): string {
  const r = seededRandom(770431);

  const usedNames = new Set<string>();
  const person = uniqueNames(r, FIRST, LASTN, usedNames);
  const yearFactor = (day: string): number => {
    const y = Number(day.slice(0, 4));
    return y <= 2020 ? 0.86 : y === 2021 ? 0.9 : y === 2022 ? 0.95 : y === 2023 ? 1 : y === 2024 ? 1.04 : y === 2025 ? 1.07 : 1.1;
  };
  const streetRate = (u: Unit, day: string): number => Math.max(9, Math.round((u.sz.base * u.fac.f * u.mult * yearFactor(day)) / 5) * 5 - 1);

  // ---- staff ----------------------------------------------------------------------------------------------------
  const emps: Emp[] = [];
  let empSeq = 1001;
  const addEmp = (role: string, fac: string | null, rgn: string | null, rpt: Emp | null, hire: string, term: string | null, name?: [string, string]): Emp => {
    const [f, l] = name ?? person();
    if (name) usedNames.add(`${f} ${l}`);
    const hr = role === 'LC' ? r.float(15.5, 19.5, 2) : role === 'MT' ? r.float(18, 24, 2) : null;
    const sal = role === 'DOO' ? 138000 : role === 'DM' ? r.int(90, 99) * 1000 : role === 'FM' ? r.int(52, 64) * 1000 : role === 'AM' ? r.int(41, 47) * 1000 : null;
    const e: Emp = { cd: `K${empSeq++}`, f, l, role, fac, rgn, rpt, hire, term, hr, sal };
    emps.push(e);
    return e;
  };
  const doo = addEmp('DOO', null, null, null, '2013-05-06', null, ['Renee', 'Castillo']);
  const dmCtx = addEmp('DM', null, 'CTX', doo, '2016-02-15', null, ['Marcus', 'Whitfield']);
  const dmStxOld = addEmp('DM', null, 'STX', doo, '2015-09-08', '2024-08-30', ['Angela', 'Pruitt']);
  const dmStx = addEmp('DM', null, 'STX', doo, '2024-08-19', null, ['Derrick', 'Okafor']);
  void dmStxOld;
  const staffFor: Record<string, Emp[]> = {};
  for (const fac of FACS) {
    const dm = fac.rgn === 'CTX' ? dmCtx : dmStx;
    const close = fac.cd === 'WCO' ? WCO_CLOSE : null;
    const early = fac.cd === 'SMC' ? '2024-01-08' : null;
    const list: Emp[] = [];
    let fm = addEmp('FM', fac.cd, null, dm, early ?? r.date(`${fac.yr < 2017 ? 2015 : 2018}-01-01`, '2020-12-31'), close);
    list.push(fm);
    if (fac.cd === 'ASO') {
      fm.term = '2025-02-14';
      fm = addEmp('FM', fac.cd, null, dm, '2025-03-03', null);
      list.push(fm);
    }
    let am: Emp | null = null;
    if (fac.cd === 'ANR' || fac.cd === 'ASO' || fac.cd === 'SAO') {
      am = addEmp('AM', fac.cd, null, fm, r.date('2019-01-01', '2022-06-30'), null);
      list.push(am);
      if (fac.cd === 'SAO') {
        am.term = '2026-04-17';
        am = addEmp('AM', fac.cd, null, fm, '2026-05-04', null);
        list.push(am);
      }
    }
    const lcBoss = am ?? fm;
    const nLc = fac.cd === 'ANR' ? 3 : fac.cd === 'WCO' ? 1 : 2;
    for (let i = 0; i < nLc; i++) {
      let hire = early ? r.date('2024-01-15', '2024-02-20') : r.date('2018-06-01', '2022-10-31');
      for (;;) {
        const term = close ?? (r.chance(0.45) ? r.date(maxDate(addDays(hire, 150), START), '2026-10-31') : null);
        list.push(addEmp('LC', fac.cd, null, lcBoss, hire, term));
        if (term === null || close !== null || term > '2026-10-31') break;
        hire = addDays(term, r.int(-10, 20));
      }
    }
    if (fac.cd === 'ANR' || fac.cd === 'SAO' || fac.cd === 'RRK') {
      list.push(addEmp('MT', fac.cd, null, fm, r.date('2017-01-01', '2022-12-31'), null));
    }
    if (fac.cd === 'RRK' || fac.cd === 'SMC') {
      const e = addEmp('LC', fac.cd, null, lcBoss, r.date('2026-09-21', '2026-11-16'), null);
      list.push(e);
    }
    staffFor[fac.cd] = list;
  }
  // each person reports to the manager in post on the person's last day (today for current staff)
  const inPost = (e: Emp, day: string): boolean => e.hire <= day && (e.term === null || e.term >= day);
  for (const e of emps) {
    if (e.role === 'DOO' || e.role === 'DM') continue;
    const day = e.term ?? LAST;
    const site = staffFor[e.fac!] ?? [];
    const hasAm = site.some((x) => x.role === 'AM');
    const bossRole = e.role === 'LC' && hasAm ? 'AM' : e.role === 'FM' ? 'DM' : 'FM';
    const pool = bossRole === 'DM' ? emps.filter((x) => x.role === 'DM' && x.rgn === FACS.find((f) => f.cd === e.fac)!.rgn) : site.filter((x) => x.role === bossRole);
    e.rpt = pool.find((x) => inPost(x, day)) ?? pool.reduce((best, x) => ((x.term ?? LAST) > (best.term ?? LAST) ? x : best), pool[0]!);
  }
  const staffAt = (fac: string, day: string, roles: readonly (readonly [string, number])[]): Emp | null => {
    const pool = (staffFor[fac] ?? []).filter((e) => e.hire <= day && (e.term === null || e.term >= day));
    const weighted = pool.map((e) => [e, roles.find(([ro]) => ro === e.role)?.[1] ?? 0] as const).filter(([, w]) => w > 0);
    if (weighted.length === 0) return null;
    return r.weighted(weighted);
  };

  // ---- units ----------------------------------------------------------------------------------------------------
  const units: Unit[] = [];
  let unitNo = 1001;
  for (const fac of FACS) {
    const sizes = SIZES.filter((s) => s.cd !== 'PRK' || fac.parking);
    const totalW = sizes.reduce((a, s) => a + s.wt, 0);
    const counts = sizes.map((s) => Math.round((fac.n * s.wt) / totalW));
    counts[2]! += fac.n - counts.reduce((a, b) => a + b, 0);
    let nA = 101;
    let nB1 = 101;
    let nB2 = 201;
    let nP = 1;
    sizes.forEach((sz, si) => {
      for (let k = 0; k < counts[si]!; k++) {
        let clim = 'N';
        let drv = 'N';
        let flr = 1;
        let lbl: string;
        if (sz.cd === 'PRK') {
          lbl = `P-${String(nP++).padStart(2, '0')}`;
        } else {
          const interior = sz.cd === '5X5' || sz.cd === '5X10' || sz.cd === '10X10' ? r.chance(0.7) : sz.cd === '10X15' ? r.chance(0.4) : false;
          if (interior) {
            clim = r.chance(0.9) ? 'Y' : 'N';
            flr = fac.cd !== 'WCO' && r.chance(0.45) ? 2 : 1;
            lbl = flr === 2 ? `B-${nB2++}` : `B-${nB1++}`;
          } else {
            drv = 'Y';
            lbl = `A-${nA++}`;
          }
        }
        const mult = (clim === 'Y' ? 1.3 : 1) * (flr === 2 ? 0.92 : 1) * (drv === 'Y' ? 1.05 : 1);
        units.push({ no: unitNo++, fac, lbl, sz, flr, clim, drv, mult, stat: 'AVL' });
      }
    });
    unitNo = Math.ceil(unitNo / 100) * 100 + 1;
  }

  // ---- agreements: pass 1, the timeline of each unit --------------------------------------------------------------
  const stayDays = (): number => r.weighted<() => number>([
    [() => r.int(30, 120), 26], [() => r.int(121, 365), 35], [() => r.int(366, 900), 27], [() => r.int(901, 1700), 12],
  ])();
  const gapDays = (u: Unit): number => {
    const big = u.sz.cd === '10X30' || u.sz.cd === 'PRK' ? r.int(0, 70) : 0;
    const up = u.flr === 2 ? r.int(0, 25) : 0;
    return r.int(4, 70) + big + up;
  };
  const agrs: Agr[] = [];
  const newAgr = (u: Unit, mvin: string, natural: string): Agr => {
    const a: Agr = { no: 0, unit: u, cust: null, mvin, end: natural, def: null, rt: 0, prot: 'N', cov: null, pamt: null, promo: null, mvout: null,
      stat: 'ACT', sgn: null, U: null, A: null, lien: null, P: null, end2: null };
    agrs.push(a);
    return a;
  };
  /** Fills in default, auction and end dates; returns the day the unit is free again, or null when still rented. */
  const settle = (a: Agr): string | null => {
    const wco = a.unit.fac.cd === 'WCO';
    if (wco && a.end > '2025-03-31') {
      const notice = r.date('2025-04-01', WCO_CLOSE);
      if (notice < a.end) a.end = notice;
    }
    if (wco && a.end > WCO_CLOSE) a.end = WCO_CLOSE;
    const pDef = a.mvin < START ? 0.05 : a.mvin >= '2026-01-01' ? 0.1 : 0.085;
    if (a.end <= LAST && !(wco && a.end >= '2025-02-01') && r.chance(pDef)) {
      a.def = r.weighted<string>([['SLD', 66], ['NOB', 14], ['CNL', 20]]);
      const d = Math.min(Number(a.mvin.slice(8, 10)), 28);
      let i = 0;
      let dt = a.mvin;
      while (dt < a.end) dt = monthDay(a.mvin, ++i, d);
      a.U = dt;
      a.lien = addDays(dt, r.int(35, 42));
      a.A = addDays(dt, r.int(62, 95));
      if (a.U > LAST) {
        a.def = null;
        a.U = null;
        a.lien = null;
        a.A = null;
      } else if (a.A > LAST) {
        a.stat = daysBetween(a.U, LAST) >= 15 ? 'DLQ' : 'ACT';
        return null;
      } else if (a.def === 'CNL') {
        a.P = addDays(a.A, -r.int(2, 10));
        a.end2 = addDays(a.A, stayDays());
        if (a.end2 > LAST) return null;
        a.mvout = a.end2;
        a.stat = 'MVO';
        return a.mvout;
      } else {
        a.mvout = a.A;
        a.stat = 'AUC';
        return a.mvout;
      }
    }
    if (a.end > LAST) return null;
    a.mvout = a.end;
    a.stat = 'MVO';
    return a.mvout;
  };
  for (const u of units) {
    let mvin: string;
    if (u.fac.cd === 'SMC') {
      mvin = addDays(SMC_OPEN, Math.floor(Math.pow(r.next(), 1.4) * (u.flr === 2 || u.sz.cd === '10X30' ? 700 : 420)));
    } else if (r.chance(u.fac.occ)) {
      const first = r.chance(0.6) ? r.date('2021-01-01', '2022-12-28') : r.date('2015-06-01', '2020-12-31');
      const a = newAgr(u, first, addDays(START, Math.round(stayDays() * 1.2)));
      const free = settle(a);
      if (free === null) continue;
      mvin = addDays(free, gapDays(u));
    } else {
      mvin = addDays(START, r.int(0, 75));
    }
    for (;;) {
      if (mvin > LAST) break;
      if (u.fac.cd === 'WCO' && mvin > WCO_LAST_RENTAL) break;
      const a = newAgr(u, mvin, addDays(mvin, stayDays()));
      const free = settle(a);
      if (free === null) break;
      mvin = addDays(free, gapDays(u));
    }
  }
  agrs.sort((a, b) => (a.mvin < b.mvin ? -1 : a.mvin > b.mvin ? 1 : a.unit.no - b.unit.no));
  agrs.forEach((a, i) => { a.no = 300001 + i; });

  // ---- pass 2: customers ------------------------------------------------------------------------------------------
  const custs: Cust[] = [];
  const usedCo = new Set<string>();
  const domains = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'att.net'];
  const makeCust = (fac: Fac, crt: string, forceInd: boolean): Cust => {
    const [f, l] = person();
    let typ = forceInd ? r.weighted<string>([['IND', 88], ['MIL', 12]]) : r.weighted<string>([['IND', 76], ['BUS', 13], ['MIL', 11]]);
    let co: string | null = null;
    if (typ === 'BUS') {
      const free = COMPANIES.filter((c) => !usedCo.has(c));
      if (free.length === 0) typ = 'IND';
      else {
        co = r.pick(free);
        usedCo.add(co);
      }
    }
    const slug = co ? co.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 18) : '';
    const eml = co ? `${f.toLowerCase()}@${slug}.com` : `${f.toLowerCase()}.${l.toLowerCase()}${r.int(1, 99)}@${r.pick(domains)}`;
    const auto = r.chance(typ === 'BUS' ? 0.5 : 0.34) ? 'Y' : 'N';
    const c: Cust = { no: 0, f, l, co, typ, eml, phn: `${r.pick(fac.area)}-555-${String(r.int(100, 9999)).padStart(4, '0')}`,
      city: r.chance(0.55) ? fac.city : r.pick(fac.near), st: 'TX', crt,
      src: r.weighted<string>([['WEB', 36], ['AGG', 18], ['PHN', 14], ['WLK', 21], ['RFL', 11]]), auto, apm: r.chance(0.7) ? 'CC' : 'ACH',
      sloppy: auto === 'N' && r.chance(0.4), defaulted: false };
    custs.push(c);
    return c;
  };
  const byCust = new Map<Cust, Agr[]>();
  for (const a of agrs) {
    const fac = a.unit.fac;
    let c: Cust | null = null;
    if (a.def === null && a.mvin >= '2022-01-01') {
      const roll = r.next();
      if (roll < 0.08) {
        const cands = agrs.filter((o) => o.cust && o.cust.typ === 'BUS' && o.unit.fac === fac && o.mvin < a.mvin && (o.mvout === null || o.mvout > a.mvin));
        const pickA = cands.length ? r.pick(cands) : null;
        c = pickA?.cust ?? null;
      } else if (roll < 0.12) {
        const cands = [...byCust.entries()].filter(([cu, list]) => !cu.defaulted && cu.typ !== 'BUS' && list.every((o) => o.mvout !== null && o.mvout < a.mvin)
          && list[0]!.unit.fac.rgn === fac.rgn);
        c = cands.length ? r.pick(cands)[0] : null;
      }
    }
    if (c === null) {
      c = makeCust(fac, addDays(a.mvin, r.chance(0.55) ? 0 : -r.int(1, 21)), a.def !== null);
      if (a.def !== null) {
        c.auto = 'N';
        c.sloppy = true;
        c.defaulted = true;
      }
    }
    a.cust = c;
    const list = byCust.get(c) ?? [];
    list.push(a);
    byCust.set(c, list);
    // terms of the agreement
    a.rt = Math.max(9, Math.round((r.chance(0.12) ? 0.9 : 1) * streetRate(a.unit, a.mvin)) );
    a.prot = r.chance(a.unit.sz.cd === 'PRK' ? 0.2 : c.typ === 'BUS' ? 0.35 : 0.66) ? 'Y' : 'N';
    if (a.prot === 'Y') {
      a.cov = r.weighted<number>([[2000, 55], [5000, 33], [10000, 12]]);
      a.pamt = a.cov === 2000 ? 12 : a.cov === 5000 ? 19 : 29;
    }
    a.promo = r.weighted<string | null>([[null, 55], ['FM1', 30], ['HLF2', 15]]);
    if (a.mvin >= START) {
      a.sgn = c.src === 'WEB' && r.chance(0.55) ? null : staffAt(fac.cd, a.mvin, [['LC', 6], ['AM', 2], ['FM', 1]]);
    }
  }
  // people who reserved a unit but never moved in
  for (let i = 0; i < 70; i++) {
    const fac = r.pick(FACS.filter((f) => f.cd !== 'WCO'));
    const crt = r.date(fac.cd === 'SMC' ? '2024-02-01' : START, LAST);
    const c = makeCust(fac, crt, false);
    c.auto = 'N';
  }
  custs.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0));
  custs.forEach((c, i) => { c.no = 40001 + i; });

  // ---- pass 3: invoices, payments, auctions -----------------------------------------------------------------------
  const invs: Inv[] = [];
  const pmts: Pmt[] = [];
  const aucs: Auc[] = [];
  const manual = (fac: string, day: string): [string, string, Emp | null] => {
    const ch = r.weighted<string>([['ONL', 50], ['CTR', 36], ['KSK', 14]]);
    if (ch === 'ONL') return ['ONL', r.chance(0.85) ? 'CC' : 'ACH', null];
    if (ch === 'KSK') return ['KSK', r.chance(0.8) ? 'CC' : 'CSH', null];
    const by = staffAt(fac, day, [['LC', 6], ['AM', 2], ['FM', 1]]);
    if (!by) return ['ONL', 'CC', null];
    return ['CTR', r.weighted<string>([['CC', 40], ['CSH', 30], ['CHK', 18], ['MO', 12]]), by];
  };
  const addPmt = (inv: Inv, dt: string, amt: number, mthd: string, ch: string, by: Emp | null, rtn: string): void => {
    pmts.push({ no: 0, inv, dt, amt: round2(amt), mthd, ch, by, rtn });
  };
  for (const a of agrs) {
    const c = a.cust!;
    const fac = a.unit.fac.cd;
    const d = Math.min(Number(a.mvin.slice(8, 10)), 28);
    const stop = a.mvout ?? '9999-12-31';
    const lateFee = Math.max(20, round2(a.rt * 0.1));
    let unpaid: Inv[] = [];
    for (let i = 0; ; i++) {
      const dt = i === 0 ? a.mvin : monthDay(a.mvin, i, d);
      if (dt > LAST || dt >= stop) break;
      if (dt < START) continue;
      const promoDisc = a.promo === 'FM1' && i === 0 ? a.rt - 1 : a.promo === 'HLF2' && i <= 1 ? round2(a.rt / 2) : 0;
      const milDisc = c.typ === 'MIL' ? round2(a.rt * 0.1) : 0;
      const inv: Inv = { no: 0, agr: a, dt, rent: a.rt, prot: a.pamt ?? 0, disc: Math.max(promoDisc, milDisc), late: 0, tot: 0, stat: 'PD' };
      invs.push(inv);
      const base = round2(inv.rent + inv.prot - inv.disc);
      const inDefault = a.U !== null && dt >= a.U && (a.P === null || dt < a.P);
      if (inDefault) {
        const ref = a.P ?? (a.A !== null && a.A <= LAST ? a.A : LAST);
        inv.late = daysBetween(dt, ref) > 5 ? lateFee : 0;
        inv.tot = round2(base + inv.late);
        unpaid.push(inv);
        continue;
      }
      // ordinary payment
      let first: string;
      let ch: string;
      let mthd: string;
      let by: Emp | null = null;
      if (c.auto === 'Y' && !r.chance(0.025)) {
        first = dt;
        ch = 'AUTO';
        mthd = c.apm;
      } else {
        const off = c.sloppy ? r.weighted<() => number>([[() => r.int(0, 5), 58], [() => r.int(6, 24), 42]])()
          : r.weighted<() => number>([[() => 0, 30], [() => r.int(1, 3), 40], [() => r.int(4, 5), 22], [() => r.int(6, 12), 8]])();
        first = addDays(dt, off);
        [ch, mthd, by] = manual(fac, first);
      }
      const partial = ch !== 'AUTO' && c.sloppy && r.chance(0.06);
      let second = first;
      const ch1 = ch;
      const mthd1 = mthd;
      const by1 = by;
      if (partial) {
        second = addDays(second, r.int(4, 18));
        [ch, mthd, by] = manual(fac, second);
      }
      const bounce = (mthd === 'CHK' || (mthd === 'ACH' && ch !== 'AUTO')) && r.chance(0.06);
      let replace = second;
      if (bounce) replace = addDays(second, r.int(3, 10));
      const paidBy = replace <= LAST ? replace : null;
      inv.late = daysBetween(dt, paidBy ?? LAST) > 5 ? lateFee : 0;
      inv.tot = round2(base + inv.late);
      let left = inv.tot;
      if (partial && first <= LAST) {
        const part = Math.round(base * 0.5);
        addPmt(inv, first, part, mthd1, ch1, by1, 'N');
        left = round2(left - part);
      }
      if (second <= LAST) {
        if (bounce) {
          addPmt(inv, second, round2(left - inv.late), mthd, ch, by, 'Y');
          if (replace <= LAST) {
            const [ch2, , by2] = manual(fac, replace);
            const m2 = ch2 === 'CTR' ? r.pick(['CC', 'CSH']) : 'CC';
            addPmt(inv, replace, left, m2, ch2, by2, 'N');
          }
        } else {
          addPmt(inv, second, left, mthd, ch, by, 'N');
        }
      }
      inv.stat = paidBy ? 'PD' : pmts.some((p) => p.inv === inv && p.rtn === 'N') ? 'PP' : 'OPN';
    }
    if (a.U !== null && a.A !== null && a.lien !== null) {
      const owed = round2(unpaid.reduce((s, x) => s + x.tot, 0));
      const dtA = a.A;
      const vnu = dtA >= '2024-07-01' ? (r.chance(0.85) ? 'ONL' : 'LIV') : r.chance(0.3) ? 'ONL' : 'LIV';
      if (a.A > LAST) {
        for (const x of unpaid) x.stat = 'OPN';
        if (a.lien <= LAST) aucs.push({ no: 0, agr: a, lien: a.lien, dt: dtA, vnu, owed, bid: null, byr: null, stat: 'SCH' });
      } else if (a.def === 'CNL') {
        for (const x of unpaid) {
          x.stat = 'PD';
          const m = r.weighted<string>([['CSH', 35], ['CC', 45], ['MO', 20]]);
          const by = staffAt(fac, a.P!, [['LC', 3], ['AM', 2], ['FM', 2]]);
          addPmt(x, a.P!, x.tot, m, by ? 'CTR' : 'ONL', by, 'N');
        }
        aucs.push({ no: 0, agr: a, lien: a.lien, dt: dtA, vnu, owed, bid: null, byr: null, stat: 'CNL' });
      } else {
        for (const x of unpaid) x.stat = 'WO';
        if (a.def === 'SLD') {
          const bid = Math.max(25, Math.round((a.unit.sz.bid * r.float(0.15, 2.6, 3)) / 5) * 5);
          aucs.push({ no: 0, agr: a, lien: a.lien, dt: dtA, vnu, owed, bid, byr: r.weighted(BUYERS.map((b, i) => [b, 12 - i] as const)), stat: 'SLD' });
        } else {
          aucs.push({ no: 0, agr: a, lien: a.lien, dt: dtA, vnu, owed, bid: null, byr: null, stat: 'NOB' });
        }
      }
    }
    unpaid = [];
  }
  invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.agr.no - b.agr.no));
  invs.forEach((x, i) => { x.no = 5000001 + i; });
  pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.inv.no - b.inv.no));
  pmts.forEach((p, i) => { p.no = 8000001 + i; });
  aucs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.agr.no - b.agr.no));
  aucs.forEach((x, i) => { x.no = 901 + i; });

  // ---- unit status today --------------------------------------------------------------------------------------------
  for (const u of units) {
    if (u.fac.cd === 'WCO') {
      u.stat = 'OOS';
      continue;
    }
    const active = agrs.find((a) => a.unit === u && a.mvout === null);
    u.stat = active ? (active.stat === 'DLQ' ? 'LCK' : 'OCC') : r.chance(0.06) ? 'OOS' : 'AVL';
  }

  return [
    'CREATE SCHEMA stor;',
    `CREATE TABLE stor.fac (fac_cd varchar(3) PRIMARY KEY, fac_nm varchar(40) NOT NULL, str_addr varchar(60) NOT NULL, city_nm varchar(30) NOT NULL,
      st_cd char(2) NOT NULL, zip_cd varchar(10) NOT NULL, rgn_cd varchar(3) NOT NULL, open_yr integer NOT NULL, act_yn char(1) NOT NULL, cls_dt date);`,
    `CREATE TABLE stor.usz (sz_cd varchar(5) PRIMARY KEY, sz_dsc varchar(50) NOT NULL, wd_ft integer NOT NULL, ln_ft integer NOT NULL,
      sq_ft integer NOT NULL, base_rt numeric(7,2) NOT NULL);`,
    `CREATE TABLE stor.unit (unit_no integer PRIMARY KEY, fac_cd varchar(3) NOT NULL REFERENCES stor.fac (fac_cd), unit_lbl varchar(8) NOT NULL,
      sz_cd varchar(5) NOT NULL REFERENCES stor.usz (sz_cd), flr_no integer NOT NULL, clim_yn char(1) NOT NULL, drv_up_yn char(1) NOT NULL,
      str_rt numeric(7,2) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE stor.emp (emp_cd varchar(6) PRIMARY KEY, fst_nm varchar(30) NOT NULL, lst_nm varchar(30) NOT NULL, role_cd varchar(3) NOT NULL,
      fac_cd varchar(3) REFERENCES stor.fac (fac_cd), rgn_cd varchar(3), rpt_to varchar(6) REFERENCES stor.emp (emp_cd), hire_dt date NOT NULL,
      term_dt date, hrly_rt numeric(6,2), ann_sal numeric(9,2));`,
    `CREATE TABLE stor.cust (cust_no integer PRIMARY KEY, fst_nm varchar(30) NOT NULL, lst_nm varchar(30) NOT NULL, co_nm varchar(50),
      cust_typ varchar(3) NOT NULL, eml_adr varchar(80), phn_no varchar(20), city_nm varchar(30), st_cd char(2), crt_dt date NOT NULL,
      src_cd varchar(3) NOT NULL, autopay_yn char(1) NOT NULL);`,
    `CREATE TABLE stor.rnt_agr (agr_no integer PRIMARY KEY, cust_ref integer NOT NULL REFERENCES stor.cust (cust_no),
      unit_ref integer NOT NULL REFERENCES stor.unit (unit_no), mvin_dt date NOT NULL, mvout_dt date, mo_rt numeric(7,2) NOT NULL,
      prot_yn char(1) NOT NULL, cov_amt numeric(9,2), prot_amt numeric(6,2), promo_cd varchar(5), stat_cd varchar(3) NOT NULL,
      sgn_by varchar(6) REFERENCES stor.emp (emp_cd));`,
    `CREATE TABLE stor.inv (inv_no integer PRIMARY KEY, agr_ref integer NOT NULL REFERENCES stor.rnt_agr (agr_no), inv_dt date NOT NULL,
      due_dt date NOT NULL, bill_yr integer NOT NULL, bill_mo integer NOT NULL, rent_amt numeric(8,2) NOT NULL, prot_amt numeric(8,2) NOT NULL,
      disc_amt numeric(8,2) NOT NULL, late_fee numeric(8,2) NOT NULL, tot_amt numeric(9,2) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    `CREATE TABLE stor.pmt (pmt_no integer PRIMARY KEY, inv_ref integer NOT NULL REFERENCES stor.inv (inv_no), pmt_dt date NOT NULL,
      pmt_amt numeric(9,2) NOT NULL, mthd_cd varchar(3) NOT NULL, chnl_cd varchar(4) NOT NULL, rcvd_by varchar(6) REFERENCES stor.emp (emp_cd),
      rtn_yn char(1) NOT NULL);`,
    `CREATE TABLE stor.auc (auc_no integer PRIMARY KEY, agr_ref integer NOT NULL REFERENCES stor.rnt_agr (agr_no), lien_dt date NOT NULL,
      auc_dt date NOT NULL, vnu_cd varchar(3) NOT NULL, owed_amt numeric(9,2) NOT NULL, bid_amt numeric(9,2), byr_nm varchar(40),
      stat_cd varchar(3) NOT NULL);`,
    insertRows('stor.fac', ['fac_cd', 'fac_nm', 'str_addr', 'city_nm', 'st_cd', 'zip_cd', 'rgn_cd', 'open_yr', 'act_yn', 'cls_dt'],
      FACS.map((f) => [f.cd, f.nm, f.addr, f.city, 'TX', f.zip, f.rgn, f.yr, f.cd === 'WCO' ? 'N' : 'Y', f.cd === 'WCO' ? WCO_CLOSE : null])),
    insertRows('stor.usz', ['sz_cd', 'sz_dsc', 'wd_ft', 'ln_ft', 'sq_ft', 'base_rt'], SIZES.map((s) => [s.cd, s.dsc, s.w, s.l, s.w * s.l, s.base])),
    insertRows('stor.unit', ['unit_no', 'fac_cd', 'unit_lbl', 'sz_cd', 'flr_no', 'clim_yn', 'drv_up_yn', 'str_rt', 'stat_cd'],
      units.map((u) => [u.no, u.fac.cd, u.lbl, u.sz.cd, u.flr, u.clim, u.drv, streetRate(u, '2026-06-01'), u.stat])),
    insertRows('stor.emp', ['emp_cd', 'fst_nm', 'lst_nm', 'role_cd', 'fac_cd', 'rgn_cd', 'rpt_to', 'hire_dt', 'term_dt', 'hrly_rt', 'ann_sal'],
      emps.map((e) => [e.cd, e.f, e.l, e.role, e.fac, e.rgn, e.rpt ? e.rpt.cd : null, e.hire, e.term, e.hr, e.sal])),
    insertRows('stor.cust', ['cust_no', 'fst_nm', 'lst_nm', 'co_nm', 'cust_typ', 'eml_adr', 'phn_no', 'city_nm', 'st_cd', 'crt_dt', 'src_cd', 'autopay_yn'],
      custs.map((c) => [c.no, c.f, c.l, c.co, c.typ, c.eml, c.phn, c.city, c.st, c.crt, c.src, c.auto])),
    insertRows('stor.rnt_agr', ['agr_no', 'cust_ref', 'unit_ref', 'mvin_dt', 'mvout_dt', 'mo_rt', 'prot_yn', 'cov_amt', 'prot_amt', 'promo_cd', 'stat_cd', 'sgn_by'],
      agrs.map((a) => [a.no, a.cust!.no, a.unit.no, a.mvin, a.mvout, a.rt, a.prot, a.cov, a.pamt, a.promo, a.stat, a.sgn ? a.sgn.cd : null])),
    insertRows('stor.inv', ['inv_no', 'agr_ref', 'inv_dt', 'due_dt', 'bill_yr', 'bill_mo', 'rent_amt', 'prot_amt', 'disc_amt', 'late_fee', 'tot_amt', 'stat_cd'],
      invs.map((x) => [x.no, x.agr.no, x.dt, x.dt, Number(x.dt.slice(0, 4)), Number(x.dt.slice(5, 7)), x.rent, x.prot, x.disc, x.late, x.tot, x.stat])),
    insertRows('stor.pmt', ['pmt_no', 'inv_ref', 'pmt_dt', 'pmt_amt', 'mthd_cd', 'chnl_cd', 'rcvd_by', 'rtn_yn'],
      pmts.map((p) => [p.no, p.inv.no, p.dt, p.amt, p.mthd, p.ch, p.by ? p.by.cd : null, p.rtn])),
    insertRows('stor.auc', ['auc_no', 'agr_ref', 'lien_dt', 'auc_dt', 'vnu_cd', 'owed_amt', 'bid_amt', 'byr_nm', 'stat_cd'],
      aucs.map((x) => [x.no, x.agr.no, x.lien, x.dt, x.vnu, x.owed, x.bid, x.byr, x.stat])),
  ].join('\n');
}
