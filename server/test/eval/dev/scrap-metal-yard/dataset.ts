/**
 * Heartland Iron & Metal Co., a family-owned scrap-metal recycler in the US Midwest with three yards: Fort Wayne,
 * Indiana (the main yard and head office, with the auto shredder and a rail spur), Lima, Ohio and Kalamazoo,
 * Michigan. The yards BUY scrap over the scale from walk-in (retail) sellers (people and small trades who drive in
 * with a pickup or a trailer: peddlers, plumbers, electricians, homeowners) and from industrial suppliers (plants
 * that generate scrap, many with our roll-off containers on their site), then sort, shear, bale or shred it and SELL
 * the processed metal by the truckload, railcar or export container to steel mills, foundries, smelters/refiners
 * and brokers.
 *
 * This is the yard-management database ("ScaleTrak") as it stood at the close of business on 2026-11-24 (it was
 * copied on 2026-11-25). ScaleTrak went live at all three yards on 2025-01-02: no ticket, price sheet or shipment
 * before that day is in it (accounts that existed before were migrated with their original open date). Money is in
 * US dollars; there is no sales tax on scrap. The financial year is the calendar year (Q3 is July to September). Weights are in pounds (lb). Ferrous grades are priced per gross ton
 * (GT, 2,240 lb); non-ferrous grades per pound. A "ton" in this business means a gross ton of 2,240 lb. Rows dated
 * after 2026-11-24 are plans: outbound loads scheduled to ship up to mid December 2026 and the next scheduled
 * container pickups. The yards buy Monday to Saturday (closed Sundays and public holidays); container pickups and
 * outbound shipments run Monday to Friday.
 *
 * Schema `scrp`:
 *
 * - `yard`: the three yards, keyed by `yard_id`. `yard_cd` short code: FWA Fort Wayne, LMA Lima, KZO Kalamazoo;
 *   `yard_nm` the yard's name ('Fort Wayne', 'Lima', 'Kalamazoo'); `city_nm`, `st_cd` city and state (IN, OH,
 *   MI); `opn_yr` the year the yard opened (an integer year); `shrd_yn` Y the yard has an auto shredder (only
 *   Fort Wayne, so only Fort Wayne makes and sells shredded steel); `rail_yn` Y the yard has a rail spur (only Fort
 *   Wayne ships by railcar); `mgr_nm` the yard manager.
 *
 * - `grd`: the material grades, keyed by `grd_cd`. `grd_nm` the grade name as on the price sheet ('Bare Bright
 *   Copper', '#1 Copper', 'HMS #1' ...); `isri_nm` the ISRI specification name where there is one (NULL when not);
 *   `mtl_cls_cd` FE ferrous (iron and steel), NF non-ferrous (copper, brass, aluminum, stainless steel, lead
 *   batteries); `uom_cd` the unit the grade is priced in: GT per gross ton (2,240 lb; all ferrous grades), LB per
 *   pound (all non-ferrous grades); `buy_yn` Y the yards buy the grade over the scale (it is on the price sheet);
 *   `sell_yn` Y the grade is sold to buyers; `rstr_yn` Y a "restricted" metal under the state scrap-metal laws
 *   (copper grades, brass, insulated wire, lead batteries): walk-in sellers of a restricted metal must leave a
 *   thumbprint and are paid by check, never cash.
 *   Grades: BBC Bare Bright Copper, CU1 #1 Copper, CU2 #2 Copper, ICW Insulated Copper Wire, BRS Yellow Brass, ALC
 *   Aluminum Cans (UBC), ALX Aluminum Extrusion 6063, ALS Sheet Aluminum, SS3 304 Stainless, BAT Lead-Acid
 *   Batteries, HM1 HMS #1, HM2 HMS #2 (heavy melting steel), PNS Plate & Structural, BSH #1 Busheling (clean
 *   new-steel clips from stamping plants), SHF Shredder Feed (light iron, appliances, car bodies; bought, never
 *   sold: it goes through the shredder), CST Cast Iron, SHR Shredded Steel (made by the Fort Wayne shredder; sold,
 *   never bought).
 *
 * - `px_sht`: the price sheet, the posted prices the yards pay walk-in sellers, one row per grade bought per sheet,
 *   keyed by (`sht_dt`, `grd_cd`). One sheet for all three yards is issued every Monday (the first one on
 *   2025-01-02, go-live day) and a price stays in force until the next sheet: the price "on" a day is the one on the
 *   latest sheet dated on or before that day, and the current price is the one on the latest sheet. `sht_dt` the
 *   day the sheet took effect; `grd_cd` (`grd.grd_cd`); `px_amt` the posted price in dollars per the grade's unit
 *   ($/lb for non-ferrous, $/gross ton for ferrous).
 *
 * - `acct`: every trading partner, sellers and buyers alike, keyed by `acct_id`. `acct_no` the account number (W...
 *   walk-in, I... industrial, B... buyer); `acct_nm` the name (a person's full name, or a business name);
 *   `acct_typ_cd` WLK walk-in (retail) seller, IND industrial supplier (a plant, or the parent company of plants),
 *   MIL steel mill, FDY foundry, SML smelter / refiner / rod mill (buys non-ferrous), BRK broker or exporter. The
 *   buyers ("mills", "customers" on the sales side) are the MIL, FDY, SML and BRK accounts; sellers / suppliers are
 *   WLK and IND. `prnt_acct_id` the parent company account (`acct.acct_id`) of a plant or mill that belongs to a
 *   group (Kessler Manufacturing Group, Wabash Metal Products, Buckeye Precision Holdings, Lakeshore Automotive
 *   Components, Ridgeline Steel Corp), NULL otherwise; a parent account never has tickets or shipments itself.
 *   `city_nm`, `st_cd`; `yard_id` the seller's home yard (`yard.yard_id`; NULL for buyers and parent companies);
 *   `open_dt` the day the account was opened; `clsd_dt` the day it was closed, NULL while open; `dnb_yn` Y the
 *   seller is on the do-not-buy list (flagged by law enforcement or by us; the yards refuse to buy from them), N
 *   otherwise; `terms_days` a buyer's payment terms in days after the invoice date (NULL for sellers).
 *
 * - `tkt`: inbound scale tickets, one per seller visit or container pull at a yard, keyed by `tkt_id`. `tkt_no`
 *   the printed ticket number (yard letter F/L/K, the year, a sequence: 'F26-000123'); `yard_id` (`yard.yard_id`)
 *   the yard that weighed it; `acct_id` the seller (`acct.acct_id`); `tkt_dt` the day weighed; `cntr_no` the
 *   container for a container pull (our roll-off truck brought in a full container from the seller's site,
 *   `cntr.cntr_no`), NULL for a load the seller drove in; `veh_plt` the seller's vehicle plate (NULL for container
 *   pulls); `pay_mthd_cd` CSH cash at the window, CHK check, ACH bank transfer (NULL for void tickets);
 *   `stat_cd` OPN open (weighed, waiting for the weekly industrial pay run or in dispute), HLD on hold (Kalamazoo
 *   only: Michigan holds a walk-in purchase with a restricted metal 3 days before paying), PD paid, VD void (a
 *   scale-house error re-keyed as a new ticket, or a walk-in sale refused at the ID check; nothing was bought, but
 *   the weighed lines stay on the ticket); `pd_dt` the day the seller was paid, NULL unless paid. A purchase is a
 *   ticket that is not void. Walk-in sellers are paid on the day (Kalamazoo restricted-metal purchases 3 days
 *   later); industrial suppliers are paid in the pay run on the Friday of the week after the ticket.
 *
 * - `tkt_ln`: the lines of a ticket, one per grade weighed, keyed by (`tkt_id`, `ln_no`). `grd_cd` (`grd.grd_cd`);
 *   `gross_lb` the weight in, `tare_lb` the weight out (the empty vehicle or container), `ded_lb` the deduction the
 *   scale operator took for dirt, water, trash or attachments, `net_lb` the net weight paid for (gross - tare -
 *   ded; a grade's deduction rate is the deducted weight as a percentage of the weighed weight, gross - tare);
 *   `unit_px` the price paid in dollars per the grade's unit ($/lb or $/gross ton); `px_ovr_yn` Y the price
 *   differs from the price sheet in force that day (an industrial supplier's agreed premium or a negotiated price),
 *   N it is the posted sheet price; `ln_amt_cts` the amount paid for the line in CENTS (net weight x unit price,
 *   the net weight taken in gross tons for ferrous grades). What a purchase cost is the sum of its lines.
 *   Container pulls always have one line.
 *
 * - `id_chk`: the compliance record of a walk-in sale: the seller's photo ID checked at the scale-house window
 *   before paying, as the state scrap-metal laws require for every walk-in sale (industrial suppliers are exempt).
 *   Keyed by `chk_id`; one per ticket at most. `tkt_id` (`tkt.tkt_id`); `acct_id` the seller (`acct.acct_id`);
 *   `chk_dt` the day; `id_typ_cd` DL driver's license, SID state ID card, PSP passport, MIL military ID;
 *   `id_st_cd` the issuing state (NULL for passports and military IDs); `id_exp_dt` the expiry date on the ID;
 *   `thumb_yn` Y a thumbprint was taken (required when the sale has a restricted metal), N not; `rslt_cd` OK
 *   passed, sale went ahead; EXP refused, ID expired; NID refused, no valid photo ID; DNB refused, seller on the
 *   do-not-buy list (a refused sale's ticket is void); `rpt_dt` the day the purchase was reported to the state's
 *   scrap-metal transaction database (due by the next business day), NULL when not reported (refused sales are not
 *   reported; purchases not reported yet or missed). A walk-in purchase with no `id_chk` row is a compliance gap.
 *
 * - `cntr`: our roll-off containers, keyed by `cntr_no` ('RO30-014'). `size_yd` the size in cubic yards (20, 30 or
 *   40); `yard_id` the yard that owns and services it (`yard.yard_id`); `stat_cd` SIT placed at a supplier's site,
 *   YRD empty in the yard, REP at the repair shop; `acct_id` the supplier whose site it is at NOW
 *   (`acct.acct_id`), NULL unless SIT (a container can have been at another site before: the seller of a past pull
 *   is the ticket's `acct_id`); `grd_cd` the grade the container collects at its current site (`grd.grd_cd`), NULL
 *   unless SIT; `plc_dt` the day it was placed at its current site, NULL unless SIT; `pk_freq_cd` the pickup
 *   arrangement: WK weekly, BW every two weeks, OC on call (the supplier calls when it is full), NULL unless SIT;
 *   `nxt_pk_dt` the next scheduled pickup, NULL when none is scheduled. A pickup (a "pull") is a ticket with the
 *   container's `cntr_no`; the full container is swapped for an empty one of the same number at the site.
 *
 * - `shpmt`: outbound loads of processed metal sold to buyers, one per truck, railcar or export container, keyed
 *   by `shp_id`. `shp_no` ('S26-0123'); `yard_id` the yard it ships from (`yard.yard_id`); `acct_id` the buyer
 *   (`acct.acct_id`); `grd_cd` (`grd.grd_cd`); `ctrct_no` the buyer's contract (purchase order) number the load
 *   ships against, NULL for a spot sale; `mode_cd` TRK truck, RAL railcar, IMX intermodal export container;
 *   `ship_dt` the day it left the yard, or the day it is scheduled to; `stat_cd` SCH scheduled (not shipped yet),
 *   SHP shipped, waiting for the buyer's weight, STL settled and invoiced, RJD rejected by the buyer on arrival and
 *   brought back (not a sale; its weight does not count as shipped); `our_net_lb` the net weight on our scale at
 *   loading (the shipped weight); `mill_net_lb` the net weight on the buyer's scale, which the invoice is settled on
 *   (NULL until settled); `px_amt` the agreed price in dollars per the grade's unit; `frt_usd` the freight we paid
 *   in dollars (0 when the buyer collected it); `inv_no`, `inv_dt` the invoice number and date (the day the buyer's
 *   weight came in), NULL unless settled; `acct_prd` the accounting period the invoice is booked to, an integer
 *   yyyymm (the month of inv_dt), NULL unless settled; `inv_amt_cts` the invoice amount in CENTS (the buyer's net
 *   weight x price, in gross tons for ferrous); `due_dt` the payment due date (inv_dt + the buyer's terms), NULL
 *   unless settled; `pd_dt` the day the buyer paid, NULL while unpaid. Sales (revenue) are the invoiced amounts;
 *   an invoice is outstanding while unpaid and overdue when unpaid after its due date.
 */
import { addDays, dayOfWeek, insertRows, pad, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2025-01-02';
const LAST_DAY = '2026-11-24';
const PLAN_UNTIL = '2026-12-18';

const HOLIDAYS = new Set(['2025-05-26', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25', '2026-01-01', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25']);
const isBuyDay = (d: string) => dayOfWeek(d) !== 0 && !HOLIDAYS.has(d);
const isWorkDay = (d: string) => dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && !HOLIDAYS.has(d);
const nextWorkDay = (d: string) => {
  let x = addDays(d, 1);
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const onOrAfterWorkDay = (d: string) => {
  let x = d;
  while (!isWorkDay(x)) x = addDays(x, 1);
  return x;
};
const allDays = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};

interface Grade {
  cd: string;
  nm: string;
  isri: string | null;
  cls: 'FE' | 'NF';
  buy: boolean;
  sell: boolean;
  rstr: boolean;
  base: number;
  trend: number;
  vol: number;
}
const GRADES: Grade[] = [
  { cd: 'BBC', nm: 'Bare Bright Copper', isri: 'Barley', cls: 'NF', buy: true, sell: true, rstr: true, base: 3.82, trend: 0.17, vol: 0.025 },
  { cd: 'CU1', nm: '#1 Copper', isri: 'Clove', cls: 'NF', buy: true, sell: true, rstr: true, base: 3.58, trend: 0.16, vol: 0.025 },
  { cd: 'CU2', nm: '#2 Copper', isri: 'Birch', cls: 'NF', buy: true, sell: true, rstr: true, base: 3.24, trend: 0.15, vol: 0.025 },
  { cd: 'ICW', nm: 'Insulated Copper Wire', isri: 'Druid', cls: 'NF', buy: true, sell: true, rstr: true, base: 1.38, trend: 0.12, vol: 0.03 },
  { cd: 'BRS', nm: 'Yellow Brass', isri: 'Honey', cls: 'NF', buy: true, sell: true, rstr: true, base: 2.28, trend: 0.1, vol: 0.02 },
  { cd: 'ALC', nm: 'Aluminum Cans (UBC)', isri: 'Talcred', cls: 'NF', buy: true, sell: true, rstr: false, base: 0.56, trend: 0.06, vol: 0.03 },
  { cd: 'ALX', nm: 'Aluminum Extrusion 6063', isri: 'Tread', cls: 'NF', buy: true, sell: true, rstr: false, base: 0.84, trend: 0.05, vol: 0.025 },
  { cd: 'ALS', nm: 'Sheet Aluminum', isri: 'Taint/Tabor', cls: 'NF', buy: true, sell: true, rstr: false, base: 0.49, trend: 0.04, vol: 0.03 },
  { cd: 'SS3', nm: '304 Stainless', isri: null, cls: 'NF', buy: true, sell: true, rstr: false, base: 0.47, trend: -0.06, vol: 0.03 },
  { cd: 'BAT', nm: 'Lead-Acid Batteries', isri: 'Rains', cls: 'NF', buy: true, sell: true, rstr: true, base: 0.21, trend: -0.05, vol: 0.02 },
  { cd: 'HM1', nm: 'HMS #1', isri: 'HMS 200', cls: 'FE', buy: true, sell: true, rstr: false, base: 250, trend: -0.04, vol: 0.025 },
  { cd: 'HM2', nm: 'HMS #2', isri: 'HMS 201', cls: 'FE', buy: true, sell: true, rstr: false, base: 225, trend: -0.05, vol: 0.025 },
  { cd: 'PNS', nm: 'Plate & Structural', isri: 'P&S 204', cls: 'FE', buy: true, sell: true, rstr: false, base: 270, trend: -0.03, vol: 0.02 },
  { cd: 'BSH', nm: '#1 Busheling', isri: '207', cls: 'FE', buy: true, sell: true, rstr: false, base: 295, trend: 0.02, vol: 0.02 },
  { cd: 'SHF', nm: 'Shredder Feed', isri: null, cls: 'FE', buy: true, sell: false, rstr: false, base: 150, trend: -0.06, vol: 0.03 },
  { cd: 'CST', nm: 'Cast Iron', isri: 'Cupola Cast 252', cls: 'FE', buy: true, sell: true, rstr: false, base: 240, trend: 0.0, vol: 0.02 },
  { cd: 'SHR', nm: 'Shredded Steel', isri: 'Shred 210-211', cls: 'FE', buy: false, sell: true, rstr: false, base: 0, trend: 0, vol: 0 },
];
const G = Object.fromEntries(GRADES.map((g) => [g.cd, g])) as Record<string, Grade>;
const BUY_GRADES = GRADES.filter((g) => g.buy);

interface Yard {
  id: number;
  cd: string;
  nm: string;
  city: string;
  st: string;
  yr: number;
  shrd: string;
  rail: string;
  mgr: string;
  letter: string;
  cities: string[];
  near: number;
}
const YARDS: Yard[] = [
  { id: 1, cd: 'FWA', nm: 'Fort Wayne', city: 'Fort Wayne', st: 'IN', yr: 1987, shrd: 'Y', rail: 'Y', mgr: 'Dale Brandt', letter: 'F', cities: ['Fort Wayne', 'New Haven', 'Auburn', 'Huntington', 'Columbia City', 'Decatur', 'Bluffton', 'Angola'], near: 2 },
  { id: 2, cd: 'LMA', nm: 'Lima', city: 'Lima', st: 'OH', yr: 2004, shrd: 'N', rail: 'N', mgr: 'Tina Rosales', letter: 'L', cities: ['Lima', 'Wapakoneta', 'Delphos', 'Van Wert', 'Ottawa', 'Bluffton', 'Kenton', 'St. Marys'], near: 1 },
  { id: 3, cd: 'KZO', nm: 'Kalamazoo', city: 'Kalamazoo', st: 'MI', yr: 2013, shrd: 'N', rail: 'N', mgr: 'Marcus Webb', letter: 'K', cities: ['Kalamazoo', 'Portage', 'Battle Creek', 'Paw Paw', 'Plainwell', 'Three Rivers', 'Sturgis', 'Allegan'], near: 1 },
];
const Y = (cd: string) => YARDS.find((y) => y.cd === cd) as Yard;

// ---------------------------------------------------------------- price sheets
const round2 = (n: number) => Math.round(n * 100) / 100;
function buildSheets(random: ReturnType<typeof seededRandom>) {
  const dates: string[] = [START];
  for (let d = '2025-01-06'; d <= LAST_DAY; d = addDays(d, 7)) dates.push(d);
  const rows: [string, string, number][] = [];
  const px = new Map<string, number[]>();
  for (const g of BUY_GRADES) {
    const list: number[] = [];
    const phase = random.float(0, 6.28, 3);
    let drift = 0;
    for (let k = 0; k < dates.length; k++) {
      drift = drift * 0.8 + (random.next() - 0.5) * 2 * g.vol;
      const target = g.base * (1 + (g.trend * k) / dates.length) * (1 + 0.05 * Math.sin((2 * Math.PI * k) / 38 + phase));
      const raw = target * (1 + drift);
      const v = g.cls === 'FE' ? Math.round(raw / 5) * 5 : round2(raw);
      list.push(v);
      rows.push([dates[k] as string, g.cd, v]);
    }
    px.set(g.cd, list);
  }
  const priceOn = (cd: string, d: string): number => {
    let k = 0;
    while (k + 1 < dates.length && (dates[k + 1] as string) <= d) k++;
    const list = px.get(cd);
    if (!list) throw new Error(`no price for ${cd}`);
    return list[k] as number;
  };
  return { rows, priceOn };
}

const amountCents = (cd: string, net: number, px: number) => {
  const g = G[cd] as Grade;
  return Math.round(g.cls === 'FE' ? ((net / 2240) * px * 100) : net * px * 100);
};

// ---------------------------------------------------------------- accounts
interface Acct {
  id: number;
  no: string;
  nm: string;
  typ: string;
  prnt: number | null;
  city: string;
  st: string;
  yard: number | null;
  open: string;
  clsd: string | null;
  dnb: string;
  terms: number | null;
}

const FIRST = [
  'James', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Daniel', 'Mark', 'Donald', 'Steven', 'Paul',
  'Kevin', 'Brian', 'Gary', 'Timothy', 'Ronald', 'Jason', 'Jeffrey', 'Ryan', 'Jacob', 'Dustin', 'Travis', 'Cody', 'Kyle', 'Wayne', 'Dale',
  'Roger', 'Terry', 'Randy', 'Larry', 'Luis', 'Carlos', 'Jose', 'Darnell', 'Andre', 'Tyrone', 'Mary', 'Linda', 'Patricia', 'Jennifer',
  'Susan', 'Karen', 'Lisa', 'Brenda', 'Tammy', 'Angela', 'Amber', 'Crystal', 'Heather', 'Rosa', 'Keisha',
];
const LAST = [
  'Miller', 'Schmidt', 'Hoffman', 'Yoder', 'Stoltzfus', 'Graber', 'Fisher', 'Baker', 'Weaver', 'Snyder', 'Mueller', 'Becker', 'Zimmerman',
  'Johnson', 'Williams', 'Brown', 'Jones', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Jackson', 'White',
  'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Hill', 'Scott', 'Green', 'Adams', 'Nelson', 'Carter',
  'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Collins', 'Stewart', 'Morris', 'Rogers', 'Reed', 'Cook',
  'Garcia', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Kowalski', 'Nowak', 'Jankowski', 'VanderMolen', 'DeVries', 'Bakker',
];
const TRADE_NAMES = [
  'Miller Plumbing & Heating', 'Bright Spark Electric LLC', 'Three Rivers HVAC', 'Summit Plumbing Co.', 'J&R Electric', 'Allen County Mechanical',
  'Auglaize Electric Service', 'Buckeye Heating & Cooling', 'Lima Plumbing Supply Repair', 'Kzoo Wiring Solutions', 'Portage Plumbing Pros',
  'Great Lakes Roofing & Gutters', 'Maumee River Electric', 'Hometown Appliance Repair', 'Northside Heating & Air', 'Wolverine Electric Co.',
];

interface Walkin {
  acct: Acct;
  prof: 'PED' | 'TRD' | 'HOM';
  rate: number;
  from: string;
  to: string;
  idTyp: string;
  idSt: string | null;
  idExp: string;
  renew: string;
  dnbFrom: string | null;
  plate: string;
}

// ---------------------------------------------------------------- containers
interface Cntr {
  no: string;
  size: number;
  yard: number;
  stat: string;
  acct: number | null;
  grd: string | null;
  plc: string | null;
  freq: string | null;
  nxt: string | null;
}

export function datasetSql(): string {
  const random = seededRandom(20261125);
  const { rows: sheetRows, priceOn } = buildSheets(random);

  const accts: Acct[] = [];
  const addAcct = (a: Omit<Acct, 'id'>) => {
    const acct = { id: accts.length + 1, ...a };
    accts.push(acct);
    return acct;
  };

  // Buyers
  let bNo = 5001;
  const buyer = (nm: string, typ: string, city: string, st: string, open: string, terms: number | null, prnt: number | null = null, clsd: string | null = null) =>
    addAcct({ no: `B${bNo++}`, nm, typ, prnt, city, st, yard: null, open, clsd, dnb: 'N', terms });
  const ridgeline = buyer('Ridgeline Steel Corp', 'MIL', 'Charlotte', 'NC', '2009-04-01', null);
  const butler = buyer('Ridgeline Steel - Butler Works', 'MIL', 'Butler', 'IN', '2009-04-01', 30, ridgeline.id);
  const marion = buyer('Ridgeline Steel - Marion', 'MIL', 'Marion', 'OH', '2012-08-15', 30, ridgeline.id);
  const midOhio = buyer('Mid-Ohio Electric Steel', 'MIL', 'Mansfield', 'OH', '2006-02-01', 30);
  const greatLakes = buyer('Great Lakes Mini-Mill', 'MIL', 'Jackson', 'MI', '2014-01-06', 45);
  const calumet = buyer('Calumet Iron & Steel', 'MIL', 'Gary', 'IN', '2011-05-02', 30, null, '2025-09-30');
  const hoosier = buyer('Hoosier Ductile Castings', 'FDY', 'Decatur', 'IN', '2003-03-01', 30);
  const maumee = buyer('Maumee Valley Foundry', 'FDY', 'Defiance', 'OH', '2005-06-01', 45);
  const wolverine = buyer('Wolverine Gray Iron', 'FDY', 'Muskegon', 'MI', '2015-09-01', 30);
  const copperRod = buyer('Midwest Copper Rod & Wire', 'SML', 'Huntington', 'IN', '2001-01-15', 20);
  const brassIngot = buyer('Ohio Brass Ingot Co.', 'SML', 'Cleveland', 'OH', '2008-10-01', 20);
  const lakeside = buyer('Lakeside Aluminum Recyclers', 'SML', 'Chicago Heights', 'IL', '2010-07-01', 30);
  const pacRim = buyer('Pacific Rim Exports', 'BRK', 'Chicago', 'IL', '2016-03-01', 15);
  const anchor = buyer('Anchor Metals Trading', 'BRK', 'Toledo', 'OH', '2012-02-01', 15);
  const stainless = buyer('Stainless Alloy Traders', 'BRK', 'Pittsburgh', 'PA', '2017-05-01', 30);
  const PAY_DELAY: Record<number, number> = {
    [butler.id]: -2, [marion.id]: 1, [midOhio.id]: 9, [greatLakes.id]: 6, [calumet.id]: 4, [hoosier.id]: 3, [maumee.id]: 21,
    [wolverine.id]: 0, [copperRod.id]: -4, [brassIngot.id]: 2, [lakeside.id]: 7, [pacRim.id]: -3, [anchor.id]: 14, [stainless.id]: 26,
  };

  // Industrial suppliers
  let iNo = 2001;
  const ind = (nm: string, city: string, st: string, yard: string | null, open: string, prnt: number | null = null, clsd: string | null = null) =>
    addAcct({ no: `I${iNo++}`, nm, typ: 'IND', prnt, city, st, yard: yard ? Y(yard).id : null, open, clsd, dnb: 'N', terms: null });
  const kessler = ind('Kessler Manufacturing Group', 'Fort Wayne', 'IN', null, '2004-05-01');
  const kAuburn = ind('Kessler Stamping - Auburn', 'Auburn', 'IN', 'FWA', '2004-05-01', kessler.id);
  const kKend = ind('Kessler Stamping - Kendallville', 'Kendallville', 'IN', 'FWA', '2011-03-14', kessler.id);
  const kTool = ind('Kessler Tool & Die - Fort Wayne', 'Fort Wayne', 'IN', 'FWA', '2016-09-01', kessler.id);
  const wabash = ind('Wabash Metal Products', 'Wabash', 'IN', null, '2010-01-04');
  const wHunt = ind('Wabash Metal Products - Huntington', 'Huntington', 'IN', 'FWA', '2010-01-04', wabash.id);
  const wWab = ind('Wabash Metal Products - Wabash', 'Wabash', 'IN', 'FWA', '2018-06-01', wabash.id);
  const allenMach = ind('Allen County Machining', 'Fort Wayne', 'IN', 'FWA', '2013-02-11', null, '2025-10-17');
  const summit = ind('Summit City Fabricators', 'Fort Wayne', 'IN', 'FWA', '2019-04-01');
  const remc = ind('Northeast Indiana REMC', 'Kendallville', 'IN', 'FWA', '2007-08-01');
  const harness = ind('Three Rivers Wire Harness', 'Fort Wayne', 'IN', 'FWA', '2020-01-13');
  const hoosDemo = ind('Hoosier Demolition LLC', 'New Haven', 'IN', 'FWA', '2021-05-03');
  const buckeye = ind('Buckeye Precision Holdings', 'Lima', 'OH', null, '2006-09-01');
  const bLima = ind('Buckeye Precision - Lima', 'Lima', 'OH', 'LMA', '2006-09-01', buckeye.id);
  const bWapak = ind('Buckeye Precision - Wapakoneta', 'Wapakoneta', 'OH', 'LMA', '2014-04-07', buckeye.id);
  const delphos = ind('Delphos Door & Frame', 'Delphos', 'OH', 'LMA', '2025-06-02');
  const vanWert = ind('Van Wert Tubular Products', 'Van Wert', 'OH', 'LMA', '2012-11-05');
  const auglaize = ind('Auglaize HVAC Mfg', 'Wapakoneta', 'OH', 'LMA', '2016-02-01');
  const limaPW = ind('City of Lima Public Works', 'Lima', 'OH', 'LMA', '2008-03-03');
  const lakeshore = ind('Lakeshore Automotive Components', 'Portage', 'MI', null, '2013-10-01');
  const lPortage = ind('Lakeshore Components - Portage', 'Portage', 'MI', 'KZO', '2013-10-01', lakeshore.id);
  const lBattle = ind('Lakeshore Components - Battle Creek', 'Battle Creek', 'MI', 'KZO', '2017-01-09', lakeshore.id);
  const lSturgis = ind('Lakeshore Components - Sturgis', 'Sturgis', 'MI', 'KZO', '2026-03-02', lakeshore.id);
  const kzValve = ind('Kalamazoo Valve Works', 'Kalamazoo', 'MI', 'KZO', '2013-10-01');
  const dieCast = ind('Portage Die Cast', 'Portage', 'MI', 'KZO', '2015-05-04');
  const pawpaw = ind('Paw Paw Electric Motor Rebuild', 'Paw Paw', 'MI', 'KZO', '2018-08-20');

  // Walk-in sellers
  const nameOf = uniqueNames(random, FIRST, LAST);
  const walkins: Walkin[] = [];
  let tradeIdx = 0;
  const walkinCount = 165;
  let wNo = 104200;
  for (let k = 0; k < walkinCount; k++) {
    const yard = random.weighted([[YARDS[0] as Yard, 45], [YARDS[1] as Yard, 30], [YARDS[2] as Yard, 25]]);
    const prof = random.weighted([['PED', 14], ['TRD', 30], ['HOM', 56]] as const);
    let nm: string;
    if (prof === 'TRD' && tradeIdx < TRADE_NAMES.length && random.chance(0.45)) nm = TRADE_NAMES[tradeIdx++] as string;
    else nm = nameOf().join(' ');
    const open = random.chance(0.45) ? random.date('2012-01-01', '2024-12-31') : random.date(START, '2026-11-20');
    const from = open < START ? START : open;
    const rate = prof === 'PED' ? random.float(0.2, 0.42, 3) : prof === 'TRD' ? random.float(0.04, 0.12, 3) : random.float(0.008, 0.03, 3);
    const to = random.chance(0.3) ? random.date(from, LAST_DAY) : LAST_DAY;
    const clsd = to < '2026-01-01' && random.chance(0.4) ? addDays(to, random.int(30, 200)) : null;
    const dnb = random.chance(0.035) || k === 7 || k === 40;
    const acct = addAcct({ no: `W${wNo}`, nm, typ: 'WLK', prnt: null, city: random.pick(yard.cities), st: yard.st, yard: yard.id, open, clsd: clsd && clsd <= LAST_DAY ? clsd : null, dnb: dnb ? 'Y' : 'N', terms: null });
    wNo += random.int(3, 40);
    const idTyp = random.weighted([['DL', 82], ['SID', 11], ['PSP', 4], ['MIL', 3]] as const);
    const idExp = random.date('2024-06-01', '2031-12-31');
    walkins.push({
      acct,
      prof,
      rate,
      from,
      to,
      idTyp,
      idSt: idTyp === 'DL' || idTyp === 'SID' ? (random.chance(0.9) ? yard.st : random.pick(['IN', 'OH', 'MI', 'IL', 'KY'])) : null,
      idExp,
      renew: addDays(idExp, random.int(-60, 100)),
      dnbFrom: dnb ? random.date('2025-03-01', '2026-09-30') : null,
      plate: `${yard.st}${random.int(100, 999)}${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}`,
    });
  }

  // ---------------------------------------------------------------- tickets
  interface Line {
    grd: string;
    gross: number;
    tare: number;
    ded: number;
    net: number;
    px: number;
    ovr: string;
    amt: number;
  }
  interface Tkt {
    id: number;
    no: string;
    yard: Yard;
    acct: Acct;
    dt: string;
    cntr: string | null;
    plate: string | null;
    pay: string | null;
    stat: string;
    pd: string | null;
    lines: Line[];
    chk: null | { typ: string; st: string | null; exp: string; thumb: string; rslt: string; rpt: string | null };
    walk: Walkin | null;
  }
  const tkts: Omit<Tkt, 'id' | 'no'>[] = [];
  const r20 = (n: number) => Math.round(n / 20) * 20;
  const TRUCK_SCALE = new Set(['HM1', 'HM2', 'SHF', 'CST', 'PNS', 'BSH']);
  const WALK_LB: Record<string, [number, number]> = {
    SHF: [600, 5200], HM2: [500, 4200], HM1: [800, 6000], CST: [200, 2400], ALS: [30, 600], ALC: [12, 260], ALX: [20, 420], CU1: [20, 600],
    CU2: [20, 520], BBC: [10, 320], BRS: [20, 520], ICW: [20, 820], BAT: [80, 1200], SS3: [20, 800], PNS: [1000, 5000],
  };
  const PROF_GRADES: Record<string, [string, number][]> = {
    PED: [['SHF', 35], ['HM2', 20], ['HM1', 10], ['CST', 6], ['ALS', 8], ['ALC', 5], ['CU2', 4], ['BAT', 5], ['SS3', 4], ['ICW', 3]],
    TRD: [['CU1', 25], ['CU2', 20], ['BBC', 12], ['BRS', 15], ['ICW', 12], ['ALS', 5], ['SS3', 4], ['HM1', 5], ['ALX', 2]],
    HOM: [['SHF', 30], ['ALC', 25], ['ALS', 12], ['CU2', 8], ['BRS', 5], ['HM2', 10], ['BAT', 5], ['CST', 5]],
  };
  const makeLine = (grd: string, net0: number, d: string, premium: number, truckTare: number): Line => {
    const truck = TRUCK_SCALE.has(grd) || net0 > 1500;
    let ded = 0;
    let net = truck ? r20(net0) : Math.round(net0);
    if (net <= 0) net = truck ? 20 : 5;
    const g = G[grd] as Grade;
    const dedChance = g.cls === 'FE' ? 0.3 : grd === 'ALC' ? 0.2 : grd === 'SS3' ? 0.1 : 0.05;
    if (random.chance(dedChance)) ded = truck ? Math.max(20, r20(net * random.float(0.01, 0.04, 3))) : Math.max(1, Math.round(net * random.float(0.01, 0.06, 3)));
    const tare = truck ? truckTare : random.int(8, 55);
    const gross = tare + net + ded;
    const sheet = priceOn(grd, d);
    const px = premium === 0 ? sheet : g.cls === 'FE' ? sheet + premium : round2(sheet + premium);
    return { grd, gross, tare, ded, net, px, ovr: premium === 0 ? 'N' : 'Y', amt: amountCents(grd, net, px) };
  };

  // walk-in visits
  const buyDays = allDays(START, LAST_DAY).filter(isBuyDay);
  const scannerDown = (y: Yard, d: string) => y.cd === 'KZO' && d >= '2026-03-09' && d <= '2026-04-11';
  for (const w of walkins) {
    let refusedDnb = 0;
    for (const d of buyDays) {
      if (d < w.from || d > w.to) continue;
      if (!random.chance(w.rate / 6)) continue;
      if (w.dnbFrom && d >= w.dnbFrom && refusedDnb >= 2) continue;
      const home = YARDS.find((y) => y.id === w.acct.yard) as Yard;
      const yard = random.chance(0.08) ? (YARDS.find((y) => y.id === home.near) as Yard) : home;
      const nLines = random.weighted([[1, 60], [2, 30], [3, 10]] as const);
      const grades = new Set<string>();
      while (grades.size < nLines) grades.add(random.weighted(PROF_GRADES[w.prof] as [string, number][]));
      const truckTare = r20(random.int(4800, 7600) + (w.prof === 'PED' ? random.int(0, 2400) : 0));
      const negotiated = w.prof === 'PED' && random.chance(0.08);
      const lines = [...grades].map((grd) => {
        const [lo, hi] = WALK_LB[grd] as [number, number];
        const g = G[grd] as Grade;
        const prem = negotiated ? (g.cls === 'FE' ? 10 : 0.03) : 0;
        return makeLine(grd, random.int(lo, hi) * (w.prof === 'PED' ? 1.3 : 1), d, prem, truckTare);
      });
      // ID check
      let rslt = 'OK';
      let idExp = w.idExp;
      if (d > w.idExp) {
        if (d < w.renew) rslt = 'EXP';
        else idExp = addDays(w.idExp, 365 * 8 + 2);
      }
      let staleId: string | null = null;
      if (rslt === 'OK' && random.chance(0.015)) {
        rslt = 'EXP';
        staleId = addDays(d, -random.int(20, 700));
      }
      if (w.dnbFrom && d >= w.dnbFrom) {
        rslt = 'DNB';
        refusedDnb++;
      } else if (rslt === 'OK' && random.chance(0.02)) rslt = 'NID';
      const rstr = lines.some((l) => (G[l.grd] as Grade).rstr);
      const missing = rslt === 'OK' && (scannerDown(yard, d) ? random.chance(0.45) : random.chance(0.006));
      const thumb = rslt !== 'OK' ? 'N' : rstr ? (random.chance(0.95) ? 'Y' : 'N') : random.chance(0.08) ? 'Y' : 'N';
      let rpt: string | null = null;
      if (rslt === 'OK') {
        const roll = random.next();
        rpt = roll < 0.93 ? nextWorkDay(d) : roll < 0.985 ? addDays(nextWorkDay(d), random.int(1, 6)) : null;
        if (rpt && rpt > LAST_DAY) rpt = null;
      }
      const total = lines.reduce((s, l) => s + l.amt, 0);
      let stat = 'PD';
      let pd: string | null = d;
      let pay: string | null = rstr || total > 100000 ? 'CHK' : 'CSH';
      if (rslt !== 'OK') {
        stat = 'VD';
        pd = null;
        pay = null;
      } else if (yard.cd === 'KZO' && rstr) {
        pd = addDays(d, 3);
        if (dayOfWeek(pd) === 0) pd = addDays(pd, 1);
        if (pd > LAST_DAY) {
          stat = 'HLD';
          pd = null;
        }
      }
      const chk = missing ? null : { typ: w.idTyp, st: w.idSt, exp: staleId && rslt === 'EXP' ? staleId : rslt === 'EXP' ? w.idExp : idExp, thumb, rslt, rpt };
      if (chk && rslt === 'NID') chk.typ = random.pick(['DL', 'SID']);
      // a scale-house error re-keyed: void duplicate on the same day
      if (rslt === 'OK' && random.chance(0.012)) {
        const dupLines = lines.map((l) => ({ ...l, gross: l.gross + 20, net: l.net + 20, amt: amountCents(l.grd, l.net + 20, l.px) }));
        tkts.push({ yard, acct: w.acct, dt: d, cntr: null, plate: w.plate, pay: null, stat: 'VD', pd: null, lines: dupLines, chk: null, walk: w });
      }
      tkts.push({ yard, acct: w.acct, dt: d, cntr: null, plate: w.plate, pay, stat, pd, lines, chk, walk: w });
    }
  }

  // industrial pay run: Friday of the week after the ticket (weeks Monday-Sunday)
  const payRun = (d: string) => {
    const dow = dayOfWeek(d);
    const monday = addDays(d, dow === 0 ? -6 : 1 - dow);
    return addDays(monday, 11);
  };
  const indPay: Record<number, string> = {};
  const indTicket = (a: Acct, d: string, lines: Line[], cntr: string | null, plate: string | null) => {
    const yard = YARDS.find((y) => y.id === a.yard) as Yard;
    const pay = indPay[a.id] ?? 'ACH';
    let pd: string | null = payRun(d);
    let stat = 'PD';
    if (pd > LAST_DAY) {
      pd = null;
      stat = 'OPN';
    }
    tkts.push({ yard, acct: a, dt: d, cntr, plate, pay, stat, pd, lines, chk: null, walk: null });
    if (random.chance(0.01)) {
      const dup = lines.map((l) => ({ ...l, tare: l.tare - 40, gross: l.gross, net: l.net + 40, amt: amountCents(l.grd, l.net + 40, l.px) }));
      tkts.push({ yard, acct: a, dt: d, cntr, plate, pay: null, stat: 'VD', pd: null, lines: dup, chk: null, walk: null });
    }
  };
  for (const a of [kTool, remc, hoosDemo, vanWert, pawpaw]) indPay[a.id] = 'CHK';

  // industrial drive-in deliveries
  const DRIVE: [Acct, number, [string, number, number][], number][] = [
    // account, deliveries per month, [grade, min lb, max lb], premium per lb (NF) or per GT (FE) scale
    [remc, 1.1, [['ICW', 800, 4200], ['BBC', 150, 900], ['ALS', 200, 1200]], 1],
    [kzValve, 1.2, [['BRS', 900, 4800], ['CU1', 200, 1500]], 1],
    [harness, 1.5, [['ICW', 600, 3000], ['BBC', 100, 700]], 1],
    [auglaize, 1.0, [['CU2', 300, 1800], ['ALS', 300, 1500]], 0],
    [hoosDemo, 1.8, [['HM1', 14000, 38000], ['PNS', 10000, 30000], ['CST', 2000, 9000]], 1],
    [limaPW, 0.7, [['HM2', 6000, 18000], ['ALS', 100, 800], ['BAT', 200, 1400]], 0],
    [pawpaw, 0.9, [['CU2', 200, 1600], ['HM2', 3000, 9000]], 0],
  ];
  const workDays = allDays(START, LAST_DAY).filter(isWorkDay);
  for (const [a, perMonth, items, prem] of DRIVE) {
    for (const d of workDays) {
      if (d < a.open) continue;
      if (!random.chance(perMonth / 21)) continue;
      const n = random.int(1, items.length);
      const chosen = random.shuffle(items).slice(0, n);
      const truckTare = r20(random.int(14000, 32000));
      const lines = chosen.map(([grd, lo, hi]) => {
        const g = G[grd] as Grade;
        const p = prem === 0 ? 0 : g.cls === 'FE' ? 10 : 0.04;
        return makeLine(grd, random.int(lo, hi), d, p, truckTare);
      });
      indTicket(a, d, lines, null, `${a.st}${random.int(1000, 9999)}T`);
    }
  }

  // containers
  interface CntrPlan {
    no: string;
    size: number;
    yard: string;
    site: Acct;
    grd: string;
    freq: 'WK' | 'BW' | 'OC';
    from: string;
    to: string | null;
    dow: number;
    prem: number;
  }
  const PLANS: CntrPlan[] = [
    { no: 'RO30-001', size: 30, yard: 'FWA', site: kAuburn, grd: 'BSH', freq: 'WK', from: '2018-05-01', to: null, dow: 2, prem: 15 },
    { no: 'RO30-004', size: 30, yard: 'FWA', site: kAuburn, grd: 'BSH', freq: 'OC', from: '2021-03-01', to: null, dow: 4, prem: 15 },
    { no: 'RO30-006', size: 30, yard: 'FWA', site: kKend, grd: 'BSH', freq: 'BW', from: '2019-07-01', to: null, dow: 3, prem: 15 },
    { no: 'RO20-002', size: 20, yard: 'FWA', site: kTool, grd: 'HM1', freq: 'OC', from: '2020-02-03', to: null, dow: 1, prem: 10 },
    { no: 'RO20-005', size: 20, yard: 'FWA', site: allenMach, grd: 'HM1', freq: 'OC', from: '2016-01-04', to: '2025-10-10', dow: 5, prem: 0 },
    { no: 'RO20-005', size: 20, yard: 'FWA', site: summit, grd: 'PNS', freq: 'OC', from: '2025-11-03', to: null, dow: 5, prem: 10 },
    { no: 'RO30-009', size: 30, yard: 'FWA', site: summit, grd: 'PNS', freq: 'OC', from: '2019-04-01', to: null, dow: 2, prem: 10 },
    { no: 'RO40-001', size: 40, yard: 'FWA', site: summit, grd: 'HM1', freq: 'OC', from: '2022-06-06', to: null, dow: 4, prem: 10 },
    { no: 'RO30-011', size: 30, yard: 'FWA', site: wHunt, grd: 'BSH', freq: 'BW', from: '2017-01-02', to: null, dow: 1, prem: 12 },
    { no: 'RO20-007', size: 20, yard: 'FWA', site: wHunt, grd: 'ALS', freq: 'OC', from: '2020-09-01', to: null, dow: 3, prem: 0.04 },
    { no: 'RO30-012', size: 30, yard: 'FWA', site: wWab, grd: 'BSH', freq: 'OC', from: '2018-06-01', to: null, dow: 5, prem: 12 },
    { no: 'RO30-101', size: 30, yard: 'LMA', site: bLima, grd: 'BSH', freq: 'BW', from: '2012-01-02', to: null, dow: 2, prem: 15 },
    { no: 'RO20-103', size: 20, yard: 'LMA', site: bLima, grd: 'SS3', freq: 'OC', from: '2016-04-04', to: null, dow: 4, prem: 0.03 },
    { no: 'RO20-104', size: 20, yard: 'LMA', site: bLima, grd: 'ALS', freq: 'OC', from: '2019-08-05', to: null, dow: 1, prem: 0.03 },
    { no: 'RO30-105', size: 30, yard: 'LMA', site: bWapak, grd: 'BSH', freq: 'OC', from: '2014-04-07', to: null, dow: 3, prem: 15 },
    { no: 'RO30-107', size: 30, yard: 'LMA', site: delphos, grd: 'HM1', freq: 'OC', from: '2025-06-09', to: null, dow: 5, prem: 0 },
    { no: 'RO40-102', size: 40, yard: 'LMA', site: vanWert, grd: 'HM1', freq: 'OC', from: '2013-01-07', to: null, dow: 2, prem: 8 },
    { no: 'RO30-201', size: 30, yard: 'KZO', site: lPortage, grd: 'BSH', freq: 'BW', from: '2014-01-06', to: null, dow: 1, prem: 15 },
    { no: 'RO30-202', size: 30, yard: 'KZO', site: lPortage, grd: 'BSH', freq: 'OC', from: '2016-06-06', to: null, dow: 4, prem: 15 },
    { no: 'RO20-203', size: 20, yard: 'KZO', site: lPortage, grd: 'ALX', freq: 'OC', from: '2018-03-05', to: null, dow: 3, prem: 0.04 },
    { no: 'RO30-204', size: 30, yard: 'KZO', site: lBattle, grd: 'BSH', freq: 'OC', from: '2017-01-09', to: null, dow: 2, prem: 15 },
    { no: 'RO30-206', size: 30, yard: 'KZO', site: lSturgis, grd: 'BSH', freq: 'OC', from: '2026-03-09', to: null, dow: 5, prem: 12 },
    { no: 'RO20-205', size: 20, yard: 'KZO', site: dieCast, grd: 'ALS', freq: 'OC', from: '2015-05-11', to: null, dow: 3, prem: 0.02 },
  ];
  const PULL_LB: Record<string, [number, number]> = {
    BSH30: [14000, 24000], HM120: [8000, 14000], HM130: [11000, 19000], HM140: [16000, 28000], PNS20: [9000, 16000], PNS30: [15000, 26000],
    SS320: [6000, 12000], ALS20: [2500, 5500], ALX20: [3000, 6400],
  };
  const nextPull: Record<string, string | null> = {};
  for (const p of PLANS) {
    const from = p.from < START ? START : p.from;
    const until = p.to ?? LAST_DAY;
    const gap = () => (p.freq === 'WK' ? 7 : p.freq === 'BW' ? 14 : random.int(18, 45));
    let d = addDays(from, p.freq === 'OC' ? random.int(3, 30) : 0);
    // align to the plan's weekday
    const align = (x: string) => {
      let y = x;
      while (dayOfWeek(y) !== p.dow) y = addDays(y, 1);
      while (HOLIDAYS.has(y)) y = addDays(y, 1);
      return y;
    };
    d = align(d);
    while (d <= until) {
      const [lo, hi] = PULL_LB[`${p.grd}${p.size}`] as [number, number];
      const truckTare = r20(random.int(27000, 31500));
      const line = makeLine(p.grd, random.int(lo, hi), d, p.prem, truckTare);
      indTicket(p.site, d, [line], p.no, null);
      d = align(addDays(d, gap()));
    }
    if (!p.to) nextPull[p.no] = p.freq === 'OC' ? (random.chance(0.5) ? d : null) : d;
  }
  // Summit's newest placement: the 20-yd box came back from Allen County Machining, sat empty, then was placed.
  const cntrs: Cntr[] = PLANS.filter((p) => p.to === null).map((p) => ({
    no: p.no, size: p.size, yard: Y(p.yard).id, stat: 'SIT', acct: p.site.id, grd: p.grd, plc: p.from, freq: p.freq,
    nxt: nextPull[p.no] && (nextPull[p.no] as string) <= PLAN_UNTIL ? (nextPull[p.no] as string) : null,
  }));
  for (const [no, size, yard, stat] of [['RO30-008', 30, 'FWA', 'YRD'], ['RO20-010', 20, 'FWA', 'YRD'], ['RO40-003', 40, 'FWA', 'REP'], ['RO30-106', 30, 'LMA', 'YRD'], ['RO20-207', 20, 'KZO', 'YRD'], ['RO30-208', 30, 'KZO', 'REP']] as const) {
    cntrs.push({ no, size, yard: Y(yard).id, stat, acct: null, grd: null, plc: null, freq: null, nxt: null });
  }
  cntrs.sort((a, b) => (a.no < b.no ? -1 : 1));

  // a couple of open industrial tickets in dispute
  const disputes = tkts.filter((t) => t.walk === null && t.stat === 'PD' && t.dt >= '2026-09-01' && t.dt <= '2026-10-31');
  for (const t of random.shuffle(disputes).slice(0, 3)) {
    t.stat = 'OPN';
    t.pd = null;
  }

  // sort & number
  tkts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.yard.id - b.yard.id || a.acct.id - b.acct.id));
  const seq: Record<string, number> = {};
  const tickets: Tkt[] = tkts.map((t, k) => {
    const key = `${t.yard.letter}${t.dt.slice(2, 4)}`;
    seq[key] = (seq[key] ?? 0) + 1;
    return { ...t, id: k + 1, no: `${key}-${pad(seq[key] as number, 6)}` };
  });

  // ---------------------------------------------------------------- shipments
  interface ShipPlan {
    yard: string;
    grades: [string, number][];
    buyers: [Acct, number][];
    mode: string;
    perMonth: number;
    lb: [number, number];
    ctrct: number;
    frt: [number, number];
  }
  const SHIP: ShipPlan[] = [
    { yard: 'FWA', grades: [['SHR', 1]], buyers: [[butler, 1]], mode: 'RAL', perMonth: 1.6, lb: [182000, 204000], ctrct: 0.9, frt: [1800, 2600] },
    { yard: 'FWA', grades: [['SHR', 1]], buyers: [[midOhio, 3], [calumet, 1]], mode: 'TRK', perMonth: 1.0, lb: [40000, 46000], ctrct: 0.4, frt: [650, 1100] },
    { yard: 'FWA', grades: [['HM1', 3], ['PNS', 1]], buyers: [[midOhio, 2], [calumet, 1], [hoosier, 1]], mode: 'TRK', perMonth: 1.2, lb: [38000, 45000], ctrct: 0.5, frt: [0, 900] },
    { yard: 'FWA', grades: [['BSH', 1]], buyers: [[marion, 3], [hoosier, 1]], mode: 'TRK', perMonth: 1.4, lb: [40000, 46000], ctrct: 0.8, frt: [500, 1000] },
    { yard: 'FWA', grades: [['CST', 1]], buyers: [[hoosier, 1]], mode: 'TRK', perMonth: 0.4, lb: [36000, 44000], ctrct: 0.3, frt: [0, 500] },
    { yard: 'FWA', grades: [['CU1', 3], ['BBC', 2], ['CU2', 2]], buyers: [[copperRod, 4], [anchor, 1]], mode: 'TRK', perMonth: 0.45, lb: [8000, 24000], ctrct: 0.6, frt: [0, 400] },
    { yard: 'FWA', grades: [['BRS', 1]], buyers: [[brassIngot, 1]], mode: 'TRK', perMonth: 0.15, lb: [10000, 24000], ctrct: 0, frt: [700, 1100] },
    { yard: 'FWA', grades: [['ALC', 1], ['ALS', 2], ['ALX', 1]], buyers: [[lakeside, 1]], mode: 'TRK', perMonth: 0.7, lb: [28000, 42000], ctrct: 0.5, frt: [900, 1400] },
    { yard: 'FWA', grades: [['ICW', 1]], buyers: [[pacRim, 1]], mode: 'IMX', perMonth: 0.2, lb: [38000, 44000], ctrct: 0, frt: [900, 1500] },
    { yard: 'FWA', grades: [['SS3', 1]], buyers: [[stainless, 1]], mode: 'TRK', perMonth: 0.3, lb: [30000, 42000], ctrct: 0, frt: [0, 0] },
    { yard: 'FWA', grades: [['BAT', 1]], buyers: [[anchor, 1]], mode: 'TRK', perMonth: 0.2, lb: [30000, 40000], ctrct: 0, frt: [0, 0] },
    { yard: 'LMA', grades: [['HM1', 3], ['HM2', 1]], buyers: [[midOhio, 3], [marion, 1]], mode: 'TRK', perMonth: 1.0, lb: [38000, 45000], ctrct: 0.5, frt: [300, 700] },
    { yard: 'LMA', grades: [['BSH', 1]], buyers: [[marion, 1]], mode: 'TRK', perMonth: 1.0, lb: [40000, 46000], ctrct: 0.9, frt: [300, 600] },
    { yard: 'LMA', grades: [['PNS', 2], ['CST', 1]], buyers: [[maumee, 1]], mode: 'TRK', perMonth: 0.6, lb: [36000, 44000], ctrct: 0.4, frt: [300, 600] },
    { yard: 'LMA', grades: [['CU1', 1], ['CU2', 1], ['BBC', 1]], buyers: [[copperRod, 2], [anchor, 1]], mode: 'TRK', perMonth: 0.2, lb: [6000, 18000], ctrct: 0.3, frt: [0, 500] },
    { yard: 'LMA', grades: [['ALS', 2], ['ALC', 1]], buyers: [[lakeside, 1]], mode: 'TRK', perMonth: 0.3, lb: [26000, 40000], ctrct: 0.3, frt: [900, 1300] },
    { yard: 'LMA', grades: [['SS3', 1]], buyers: [[stainless, 1]], mode: 'TRK', perMonth: 0.2, lb: [30000, 40000], ctrct: 0, frt: [0, 0] },
    { yard: 'KZO', grades: [['HM1', 1]], buyers: [[greatLakes, 1]], mode: 'TRK', perMonth: 0.9, lb: [38000, 45000], ctrct: 0.8, frt: [400, 700] },
    { yard: 'KZO', grades: [['BSH', 1]], buyers: [[greatLakes, 1]], mode: 'TRK', perMonth: 0.8, lb: [40000, 46000], ctrct: 0.8, frt: [400, 700] },
    { yard: 'KZO', grades: [['CST', 1]], buyers: [[wolverine, 1]], mode: 'TRK', perMonth: 0.4, lb: [36000, 44000], ctrct: 0.5, frt: [500, 800] },
    { yard: 'KZO', grades: [['CU1', 1], ['CU2', 1]], buyers: [[copperRod, 1]], mode: 'TRK', perMonth: 0.15, lb: [6000, 16000], ctrct: 0, frt: [500, 800] },
    { yard: 'KZO', grades: [['ICW', 1]], buyers: [[pacRim, 1]], mode: 'IMX', perMonth: 0.1, lb: [36000, 42000], ctrct: 0, frt: [800, 1200] },
    { yard: 'KZO', grades: [['ALX', 1], ['ALS', 1]], buyers: [[lakeside, 1]], mode: 'TRK', perMonth: 0.35, lb: [26000, 40000], ctrct: 0.3, frt: [700, 1100] },
    { yard: 'KZO', grades: [['SS3', 1]], buyers: [[stainless, 1]], mode: 'TRK', perMonth: 0.15, lb: [30000, 40000], ctrct: 0, frt: [0, 0] },
  ];
  const SPREAD: Record<string, number> = { SHR: 0, HM1: 85, HM2: 80, PNS: 90, BSH: 70, CST: 95 };
  const salePrice = (grd: string, d: string) => {
    const pd = d > LAST_DAY ? LAST_DAY : d;
    if (grd === 'SHR') return priceOn('HM1', pd) + 125 + random.int(-2, 2) * 5;
    const g = G[grd] as Grade;
    if (g.cls === 'FE') return priceOn(grd, pd) + (SPREAD[grd] as number) + random.int(-3, 3) * 5;
    return round2(priceOn(grd, pd) * random.float(1.07, 1.14, 3));
  };
  interface Shp {
    yard: Yard;
    buyer: Acct;
    grd: string;
    ctrct: string | null;
    mode: string;
    dt: string;
    stat: string;
    ourLb: number;
    millLb: number | null;
    px: number;
    frt: number;
    invDt: string | null;
    invAmt: number | null;
    due: string | null;
    pd: string | null;
  }
  const shps: Shp[] = [];
  const shipDays = allDays(START, PLAN_UNTIL).filter(isWorkDay);
  for (const sp of SHIP) {
    for (const d of shipDays) {
      if (!random.chance(sp.perMonth / 21)) continue;
      let buyerAcct = random.weighted(sp.buyers);
      if (buyerAcct.clsd && d > buyerAcct.clsd) buyerAcct = (sp.buyers.find(([b]) => !b.clsd) as [Acct, number])[0];
      const grd = random.weighted(sp.grades);
      const ourLb = r20(random.int(sp.lb[0], sp.lb[1]));
      const px = salePrice(grd, d);
      const ctrct = random.chance(sp.ctrct) ? `${buyerAcct.no.slice(1)}-${d.slice(2, 4)}${d.slice(5, 7)}` : null;
      const frt = sp.frt[1] === 0 ? 0 : sp.frt[0] === 0 && random.chance(0.4) ? 0 : round2(random.float(Math.max(sp.frt[0], 250), sp.frt[1], 2));
      const s: Shp = { yard: Y(sp.yard), buyer: buyerAcct, grd, ctrct, mode: sp.mode, dt: d, stat: 'SCH', ourLb, millLb: null, px, frt, invDt: null, invAmt: null, due: null, pd: null };
      if (d <= LAST_DAY) {
        const settle = onOrAfterWorkDay(addDays(d, random.int(sp.mode === 'RAL' ? 5 : 3, sp.mode === 'IMX' ? 20 : sp.mode === 'RAL' ? 14 : 12)));
        if (random.chance(0.03)) s.stat = 'RJD';
        else if (settle > LAST_DAY) s.stat = 'SHP';
        else {
          s.stat = 'STL';
          const ratio = 1 + random.float(-0.012, 0.004, 4);
          s.millLb = r20(ourLb * ratio);
          s.invDt = settle;
          s.invAmt = amountCents(grd, s.millLb, px);
          s.due = addDays(settle, buyerAcct.terms as number);
          const pdt = onOrAfterWorkDay(addDays(s.due, (PAY_DELAY[buyerAcct.id] ?? 0) + random.int(-6, 8)));
          s.pd = pdt <= LAST_DAY ? (pdt < settle ? nextWorkDay(settle) : pdt) : null;
        }
      }
      shps.push(s);
    }
  }
  // two invoices in dispute, never paid
  const disputed = shps.filter((s) => s.stat === 'STL' && s.invDt && s.invDt >= '2026-06-01' && s.invDt <= '2026-08-31' && (s.buyer === maumee || s.buyer === stainless));
  for (const s of disputed.slice(0, 2)) s.pd = null;
  shps.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.yard.id - b.yard.id || a.buyer.id - b.buyer.id));
  const shpSeq: Record<string, number> = {};
  const shpRows = shps.map((s, k) => {
    const key = `S${s.dt.slice(2, 4)}`;
    shpSeq[key] = (shpSeq[key] ?? 0) + 1;
    return { ...s, id: k + 1, no: `${key}-${pad(shpSeq[key] as number, 4)}` };
  });
  const invOrder = shpRows.filter((s) => s.invDt).sort((a, b) => ((a.invDt as string) < (b.invDt as string) ? -1 : (a.invDt as string) > (b.invDt as string) ? 1 : a.id - b.id));
  const invNo = new Map<number, string>();
  invOrder.forEach((s, k) => invNo.set(s.id, `INV${pad(70000 + k + 1, 6)}`));

  // ---------------------------------------------------------------- DDL
  const ddl = `
CREATE SCHEMA scrp;
CREATE TABLE scrp.yard (
  yard_id smallint PRIMARY KEY,
  yard_cd char(3) NOT NULL UNIQUE,
  yard_nm varchar(40) NOT NULL,
  city_nm varchar(40) NOT NULL,
  st_cd char(2) NOT NULL,
  opn_yr smallint NOT NULL,
  shrd_yn char(1) NOT NULL,
  rail_yn char(1) NOT NULL,
  mgr_nm varchar(60)
);
CREATE TABLE scrp.grd (
  grd_cd varchar(3) PRIMARY KEY,
  grd_nm varchar(40) NOT NULL,
  isri_nm varchar(20),
  mtl_cls_cd char(2) NOT NULL,
  uom_cd char(2) NOT NULL,
  buy_yn char(1) NOT NULL,
  sell_yn char(1) NOT NULL,
  rstr_yn char(1) NOT NULL
);
CREATE TABLE scrp.px_sht (
  sht_dt date NOT NULL,
  grd_cd varchar(3) NOT NULL REFERENCES scrp.grd (grd_cd),
  px_amt numeric(8,2) NOT NULL,
  PRIMARY KEY (sht_dt, grd_cd)
);
CREATE TABLE scrp.acct (
  acct_id integer PRIMARY KEY,
  acct_no varchar(8) NOT NULL UNIQUE,
  acct_nm varchar(60) NOT NULL,
  acct_typ_cd varchar(3) NOT NULL,
  prnt_acct_id integer REFERENCES scrp.acct (acct_id),
  city_nm varchar(40),
  st_cd char(2),
  yard_id smallint REFERENCES scrp.yard (yard_id),
  open_dt date NOT NULL,
  clsd_dt date,
  dnb_yn char(1) NOT NULL DEFAULT 'N',
  terms_days smallint
);
CREATE TABLE scrp.tkt (
  tkt_id integer PRIMARY KEY,
  tkt_no varchar(12) NOT NULL UNIQUE,
  yard_id smallint NOT NULL REFERENCES scrp.yard (yard_id),
  acct_id integer NOT NULL REFERENCES scrp.acct (acct_id),
  tkt_dt date NOT NULL,
  cntr_no varchar(10),
  veh_plt varchar(10),
  pay_mthd_cd varchar(3),
  stat_cd varchar(3) NOT NULL,
  pd_dt date
);
CREATE TABLE scrp.tkt_ln (
  tkt_id integer NOT NULL REFERENCES scrp.tkt (tkt_id),
  ln_no smallint NOT NULL,
  grd_cd varchar(3) NOT NULL REFERENCES scrp.grd (grd_cd),
  gross_lb integer NOT NULL,
  tare_lb integer NOT NULL,
  ded_lb integer NOT NULL DEFAULT 0,
  net_lb integer NOT NULL,
  unit_px numeric(8,2) NOT NULL,
  px_ovr_yn char(1) NOT NULL,
  ln_amt_cts bigint NOT NULL,
  PRIMARY KEY (tkt_id, ln_no)
);
CREATE TABLE scrp.id_chk (
  chk_id integer PRIMARY KEY,
  tkt_id integer NOT NULL,
  acct_id integer NOT NULL,
  chk_dt date NOT NULL,
  id_typ_cd varchar(3) NOT NULL,
  id_st_cd char(2),
  id_exp_dt date,
  thumb_yn char(1) NOT NULL,
  rslt_cd varchar(3) NOT NULL,
  rpt_dt date
);
CREATE TABLE scrp.cntr (
  cntr_no varchar(10) PRIMARY KEY,
  size_yd smallint NOT NULL,
  yard_id smallint NOT NULL,
  stat_cd varchar(3) NOT NULL,
  acct_id integer,
  grd_cd varchar(3),
  plc_dt date,
  pk_freq_cd varchar(2),
  nxt_pk_dt date
);
CREATE TABLE scrp.shpmt (
  shp_id integer PRIMARY KEY,
  shp_no varchar(10) NOT NULL UNIQUE,
  yard_id smallint NOT NULL REFERENCES scrp.yard (yard_id),
  acct_id integer NOT NULL REFERENCES scrp.acct (acct_id),
  grd_cd varchar(3) NOT NULL REFERENCES scrp.grd (grd_cd),
  ctrct_no varchar(12),
  mode_cd varchar(3) NOT NULL,
  ship_dt date NOT NULL,
  stat_cd varchar(3) NOT NULL,
  our_net_lb integer NOT NULL,
  mill_net_lb integer,
  px_amt numeric(8,2) NOT NULL,
  frt_usd numeric(8,2) NOT NULL DEFAULT 0,
  inv_no varchar(10),
  inv_dt date,
  acct_prd integer,
  inv_amt_cts bigint,
  due_dt date,
  pd_dt date
);
COMMENT ON TABLE scrp.tkt IS 'Inbound scale tickets (purchases of scrap). A purchase is a ticket that is not void (VD).';
COMMENT ON TABLE scrp.tkt_ln IS 'Ticket lines, one per grade. ln_amt_cts is in cents; ferrous priced per gross ton (2240 lb).';
COMMENT ON TABLE scrp.id_chk IS 'Seller photo-ID checks for walk-in sales (state scrap-metal law).';
COMMENT ON TABLE scrp.shpmt IS 'Outbound loads sold to mills, foundries, smelters and brokers. inv_amt_cts in cents.';
`;

  let chkId = 0;
  const chkRows: unknown[][] = [];
  for (const t of tickets) {
    if (!t.chk) continue;
    chkRows.push([++chkId, t.id, t.acct.id, t.dt, t.chk.typ, t.chk.st, t.chk.exp, t.chk.thumb, t.chk.rslt, t.chk.rpt]);
  }

  return [
    ddl,
    insertRows('scrp.yard', ['yard_id', 'yard_cd', 'yard_nm', 'city_nm', 'st_cd', 'opn_yr', 'shrd_yn', 'rail_yn', 'mgr_nm'], YARDS.map((y) => [y.id, y.cd, y.nm, y.city, y.st, y.yr, y.shrd, y.rail, y.mgr])),
    insertRows('scrp.grd', ['grd_cd', 'grd_nm', 'isri_nm', 'mtl_cls_cd', 'uom_cd', 'buy_yn', 'sell_yn', 'rstr_yn'], GRADES.map((g) => [g.cd, g.nm, g.isri, g.cls, g.cls === 'FE' ? 'GT' : 'LB', g.buy ? 'Y' : 'N', g.sell ? 'Y' : 'N', g.rstr ? 'Y' : 'N'])),
    insertRows('scrp.px_sht', ['sht_dt', 'grd_cd', 'px_amt'], sheetRows),
    insertRows('scrp.acct', ['acct_id', 'acct_no', 'acct_nm', 'acct_typ_cd', 'prnt_acct_id', 'city_nm', 'st_cd', 'yard_id', 'open_dt', 'clsd_dt', 'dnb_yn', 'terms_days'],
      accts.map((a) => [a.id, a.no, a.nm, a.typ, a.prnt, a.city, a.st, a.yard, a.open, a.clsd, a.dnb, a.terms])),
    insertRows('scrp.tkt', ['tkt_id', 'tkt_no', 'yard_id', 'acct_id', 'tkt_dt', 'cntr_no', 'veh_plt', 'pay_mthd_cd', 'stat_cd', 'pd_dt'],
      tickets.map((t) => [t.id, t.no, t.yard.id, t.acct.id, t.dt, t.cntr, t.plate, t.pay, t.stat, t.pd])),
    insertRows('scrp.tkt_ln', ['tkt_id', 'ln_no', 'grd_cd', 'gross_lb', 'tare_lb', 'ded_lb', 'net_lb', 'unit_px', 'px_ovr_yn', 'ln_amt_cts'],
      tickets.flatMap((t) => t.lines.map((l, k) => [t.id, k + 1, l.grd, l.gross, l.tare, l.ded, l.net, l.px, l.ovr, l.amt]))),
    insertRows('scrp.id_chk', ['chk_id', 'tkt_id', 'acct_id', 'chk_dt', 'id_typ_cd', 'id_st_cd', 'id_exp_dt', 'thumb_yn', 'rslt_cd', 'rpt_dt'], chkRows),
    insertRows('scrp.cntr', ['cntr_no', 'size_yd', 'yard_id', 'stat_cd', 'acct_id', 'grd_cd', 'plc_dt', 'pk_freq_cd', 'nxt_pk_dt'],
      cntrs.map((c) => [c.no, c.size, c.yard, c.stat, c.acct, c.grd, c.plc, c.freq, c.nxt])),
    insertRows('scrp.shpmt', ['shp_id', 'shp_no', 'yard_id', 'acct_id', 'grd_cd', 'ctrct_no', 'mode_cd', 'ship_dt', 'stat_cd', 'our_net_lb', 'mill_net_lb', 'px_amt', 'frt_usd', 'inv_no', 'inv_dt', 'acct_prd', 'inv_amt_cts', 'due_dt', 'pd_dt'],
      shpRows.map((s) => [s.id, s.no, s.yard.id, s.buyer.id, s.grd, s.ctrct, s.mode, s.dt, s.stat, s.ourLb, s.millLb, s.px, s.frt, invNo.get(s.id) ?? null, s.invDt,
        s.invDt ? Number(s.invDt.slice(0, 4)) * 100 + Number(s.invDt.slice(5, 7)) : null, s.invAmt, s.due, s.pd])),
  ].join('\n');
}
