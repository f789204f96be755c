/**
 * Bramble & Bloom Florists, a high-street florist at 23 Cold Bath Road, Harrogate, with a workshop behind the shop.
 * The owner, Helen Ashworth, runs it with two florists, a delivery driver and a Saturday assistant. The work:
 *   - shop sales over the counter (walk-ins, mostly taken away the same day), plus phone and website orders, most of
 *     them delivered by our own van;
 *   - relay ("wire") orders through the FloraLink florist network: incoming orders placed with a florist elsewhere for
 *     a recipient in our area, which we make up and deliver, and outgoing orders our own customers place for
 *     somewhere out of our area, which another FloraLink member fulfils;
 *   - weddings and funerals, quoted as a package ("events"): weddings pay a 25% deposit to book and the balance two
 *     weeks before the day; funerals ordered by a family pay a 50% deposit, those ordered by a funeral director on
 *     account pay no deposit;
 *   - contract flowers: weekly or fortnightly fresh arrangements for hotels and offices, charged per visit;
 *   - van deliveries, priced by delivery zone (Z1 to Z4), each zone a set of postcode districts.
 * Stock (stems and foliage) comes on a weekly order from a Dutch wholesaler's van, every Monday for Tuesday, plus
 * top-ups from a Leeds cash-and-carry wholesaler before the big days (Valentine's, Mother's Day, Christmas).
 * The shop is open Monday to Saturday, closed Sundays and bank holidays, except it opens on Mother's Day.
 *
 * This is the database of the "PetalPOS" shop package (schema `petalpos`), copied on the morning of Wednesday
 * 2026-11-25 with everything up to close of business on Tuesday 2026-11-24. The package went live on 2024-01-02;
 * nothing earlier was migrated except customers, contracts and wedding bookings already taken (kept with their
 * original dates). Rows dated after 2026-11-24 are only orders and events booked for a future day.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`), EX VAT, with VAT kept apart (`vat_p`, 20% on all sales).
 * Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - Order sales (takings, shop sales) = `ord_hdr.goods_p + ord_hdr.dlv_chg_p` by order date `dt_ord`, ignoring
 *   cancelled (X) and void (V) orders. "Goods" alone excludes the delivery charge. For a relay order we fulfil
 *   (channel R) `goods_p` is what the network credits us (the `fulfil_p` of its wire_ord row).
 * - Relay commission (outgoing wire orders) = `val_p - fulfil_p - fee_p` of accepted outgoing wire_ord rows.
 * - Event (wedding / funeral) income = `final_p` of events with status D (done), by event date. A booking is an event
 *   with status B or D (deposit taken or done); the conversion rate = booked (B, D, X) out of quoted (B, D, X, L).
 * - Contract income = `ctr_visit.fee_p` of visits done (`done_yn`).
 * - A delivery is "on the requested day" when its successful attempt (outcome D, N or S) was made on
 *   `ord_hdr.dt_req`; a morning (AM slot, `am_yn` = 'Y') delivery is "on time" when it also dropped before 12:00.
 * - Wastage = `po_ln.binned` stems out of `po_ln.qty` stems bought; stock spend = `po_ln.qty * cost_p` (+ carriage).
 * - Active customers / contracts / staff: contract `ctr_st` = 'A'; staff with no `end_dt`.
 *
 * The package does NOT record: staff hours, rotas, wages or sickness; van fuel, mileage or running costs; rent,
 * rates or other overheads; shop footfall or enquiries that did not become an order; customer reviews or
 * complaints; how customers heard of us; which stems went into which order (so no cost or margin per order);
 * the weather; competitors' prices.
 *
 * Tables
 * - `cd_lkp`: code lookup (`cd_grp`, `cd`, `cd_desc`). Groups: CHAN order channel (S shop counter, P phone,
 *   W website, R relay incoming); OSTAT order status (O open - not yet fulfilled, D delivered, C collected,
 *   X cancelled, V void - keyed in error); OCC occasion (BDAY, ANNV, SYMP, LOVE, GETW, NEWB, THNK, MUM, XMAS, OTH);
 *   CAT product category (HT hand-tied, ARR arrangement, PLT plant, FUN funeral tribute, XMS Christmas, ADD add-on);
 *   EVST event status (Q quoted - awaiting answer, B booked, D done, L lost - quote declined, X cancelled after
 *   booking - deposit kept); OUTC delivery outcome (D delivered to recipient, N left with neighbour, S left in safe
 *   place, R returned to shop - nobody in); STEM stem category on wholesale lines.
 * - `staff`: `staff_id`, `full_nm`, `role_cd` (M manager/owner, F florist, D driver, A Saturday assistant),
 *   `st_dt`, `end_dt` (NULL while employed).
 * - `cust`: customers, `cust_no`, `cust_nm`, `cust_typ` (P private, B business, F funeral director), `pcode`
 *   (NULL if not given), `tel`, `email` (often NULL), `acct_yn` boolean (trade account, invoiced monthly),
 *   `crt_dt`. Walk-in shop customers are mostly not recorded (order `cust_no` NULL).
 * - `dlv_zone`: `zone_cd` Z1..Z4, `zone_nm`, `districts` (postcode districts, comma-separated), `chg_p` the current
 *   delivery charge ex VAT (orders keep the charge at the time in `ord_hdr.dlv_chg_p`).
 * - `prod`: catalogue, `prod_cd`, `prod_nm` (current name), `cat_cd`, `list_p` current price ex VAT, `active_yn`.
 *   HT-CLS was renamed from 'Classic Hand-tied' to 'Signature Hand-tied' on 2025-09-01; order lines keep the
 *   name printed at the time in `ord_ln.ln_desc`.
 * - `ord_hdr`: orders, `ord_no`, `dt_ord`, `chan_cd`, `cust_no`, `occ_cd` (NULL when not asked), `dt_req` the day
 *   wanted (delivery or collection), `dlv_yn` Y/N delivered by us, `am_yn` Y morning slot wanted, `dlv_pcode`,
 *   `zone_cd`, `dlv_chg_p`, `goods_p`, `vat_p`, `stat_cd`, `pay_cd` (CASH, CARD, ACC on account, RLY relay
 *   clearing), `taken_by` (staff_id).
 * - `ord_ln`: order lines, (`ord_no`, `ln_no`), `prod_cd`, `ln_desc`, `qty`, `unit_p` (ex VAT), `line_p` = qty*unit_p.
 * - `wire_ord`: FloraLink relay orders, `wire_ref`, `dir_cd` I incoming / O outgoing, `dt_rcvd`, `ord_no` our order
 *   for an accepted incoming one (else NULL), `cust_no` our customer for an outgoing one, `partner_shop`,
 *   `partner_town`, `val_p` the order value, `fulfil_p` credited to the florist who fulfils it, `fee_p` network
 *   clearing fee charged to us, `acc_yn` boolean accepted (we turn some incoming orders down).
 * - `event_bk`: wedding and funeral quotes and bookings, `evt_no`, `cust_no`, `evt_typ` WED/FUN, `evt_dt`, `venue`,
 *   `enq_dt`, `quote_dt`, `quote_p`, `dep_p` deposit asked (NULL if none), `dep_paid_dt`, `stat_cd` (EVST),
 *   `final_p` the final invoiced value (D only), `bal_paid_dt` when the balance was paid (NULL while owed).
 * - `contract`: contract flower sites, `ctr_no`, `cust_no`, `site_nm`, `freq_cd` W weekly / F fortnightly,
 *   `vis_dow` 1 Monday..5 Friday, `fee_p` current fee per visit, `st_dt`, `end_dt`, `ctr_st` A active / E ended.
 * - `ctr_visit`: contract visits, `vis_id`, `ctr_no`, `vis_dt`, `staff_id`, `done_yn` (false: site closed, skipped,
 *   not charged), `fee_p` charged for the visit (0 when not done).
 * - `dlv`: delivery attempts, `dlv_id`, `ord_no`, `run_dt`, `driver_id` (staff), `t_out` left the shop, `t_drop`
 *   arrived, `outcome_cd` (OUTC), `attempt_no`.
 * - `supp_po`: wholesale purchase orders, `po_no`, `supp_nm`, `po_dt`, `dt_recv`, `carr_p` carriage,
 *   `tot_net_p` lines plus carriage ex VAT, `vat_p`, `paid_dt` (NULL while unpaid).
 * - `po_ln`: (`po_no`, `ln_no`), `item_desc`, `stem_cat` (STEM), `qty` stems, `cost_p` pence per stem,
 *   `binned` stems thrown away unsold.
 */
import { addDays, dayOfWeek, ENGLAND_BANK_HOLIDAYS, insertRows, pad, seededRandom, uniqueNames } from '../../seeded-random';

const GO_LIVE = '2024-01-02';
const LAST = '2026-11-24';
const MOTHERS = new Set(['2024-03-10', '2025-03-30', '2026-03-15']);
const VAL_DAYS = new Set(['2024-02-12', '2024-02-13', '2024-02-14', '2025-02-12', '2025-02-13', '2025-02-14', '2026-02-12', '2026-02-13', '2026-02-14']);
const month = (d: string) => Number(d.slice(5, 7));
const year = (d: string) => Number(d.slice(0, 4));
const isOpen = (d: string) =>
  MOTHERS.has(d) || (dayOfWeek(d) !== 0 && !ENGLAND_BANK_HOLIDAYS.has(d) && d.slice(5) !== '12-25' && d.slice(5) !== '12-26' && d.slice(5) !== '01-01');
const nextOpen = (d: string) => {
  let x = addDays(d, 1);
  while (!isOpen(x) || MOTHERS.has(x)) x = addDays(x, 1);
  return x;
};
const near = (d: string, days: number[]) => days.some((k) => [...MOTHERS].some((m) => addDays(m, -k) === d));
const priceF = (d: string) => (year(d) === 2024 ? 0.9 : year(d) === 2025 ? 0.95 : 1.0);
const r50 = (p: number) => Math.round(p / 50) * 50;
const hm = (mins: number) => `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;

const STAFF: [number, string, string, string, string | null][] = [
  [1, 'Helen Ashworth', 'M', '2014-03-01', null],
  [2, 'Gemma Pratt', 'F', '2019-08-12', null],
  [3, 'Lucy Brennan', 'F', '2022-02-07', '2025-03-28'],
  [4, 'Amira Khan', 'F', '2025-04-07', null],
  [5, 'Mick Dawson', 'D', '2020-05-04', '2025-06-13'],
  [6, 'Tom Ellery', 'D', '2025-06-16', null],
  [7, 'Ellie Ward', 'A', '2024-05-04', null],
];
const onStaff = (id: number, d: string) => {
  const s = STAFF[id - 1]!;
  return s[3] <= d && (s[4] === null || d <= s[4]);
};

const ZONES: [string, string, string[], number, number][] = [
  ['Z1', 'Harrogate town', ['HG1', 'HG2'], 450, 500],
  ['Z2', 'Knaresborough & Pannal', ['HG3', 'HG5'], 650, 750],
  ['Z3', 'Ripon & Wetherby', ['HG4', 'LS22', 'LS23'], 850, 950],
  ['Z4', 'Outer villages', ['LS21', 'LS17', 'YO51', 'YO26'], 1200, 1300],
];
const zoneChg = (z: number, d: string) => (d < '2025-04-01' ? ZONES[z]![3] : ZONES[z]![4]);

const PRODS: [string, string, string, number, boolean][] = [
  ['HT-CLS', 'Signature Hand-tied', 'HT', 3500, true],
  ['HT-LUX', 'Luxury Hand-tied', 'HT', 6000, true],
  ['HT-SEA', 'Seasonal Posy', 'HT', 2200, true],
  ['HT-ROS', 'Dozen Red Roses', 'HT', 5000, true],
  ['HT-PAS', 'Pastel Dreams Hand-tied', 'HT', 4000, true],
  ['AR-VAS', 'Vase Arrangement', 'ARR', 4500, true],
  ['AR-BOX', 'Hatbox of Roses', 'ARR', 5500, true],
  ['AR-TAB', 'Table Centrepiece', 'ARR', 3800, true],
  ['AR-BSK', 'Fruit & Flower Basket', 'ARR', 5200, false],
  ['PL-ORC', 'Phalaenopsis Orchid', 'PLT', 2800, true],
  ['PL-BSK', 'Planted Basket', 'PLT', 3200, true],
  ['FU-WRT', 'Classic Wreath', 'FUN', 6500, true],
  ['FU-SPR', 'Casket Spray', 'FUN', 15000, true],
  ['FU-LET', 'Tribute Letter (each)', 'FUN', 4500, true],
  ['FU-POS', 'Sympathy Posy Pad', 'FUN', 4000, true],
  ['FU-HRT', 'Heart Tribute', 'FUN', 9000, true],
  ['XM-DOR', 'Christmas Door Wreath', 'XMS', 4500, true],
  ['XM-TAB', 'Christmas Table Centre', 'XMS', 3800, true],
  ['AD-CRD', 'Greeting Card', 'ADD', 250, true],
  ['AD-BAL', 'Helium Balloon', 'ADD', 400, true],
  ['AD-CHO', 'Luxury Chocolates', 'ADD', 800, true],
  ['AD-VAS', 'Glass Vase', 'ADD', 1200, true],
];
const PROD = new Map(PRODS.map((p) => [p[0], p]));

const FIRST = ['Sarah', 'James', 'Emma', 'David', 'Claire', 'Paul', 'Rachel', 'Mark', 'Joanne', 'Andrew', 'Helen', 'Simon', 'Karen', 'Richard', 'Louise', 'Peter', 'Nicola', 'Ian', 'Fiona', 'Gareth', 'Amy', 'Chris', 'Hannah', 'Tom', 'Laura', 'Stephen', 'Zoe', 'Matthew', 'Priya', 'Daniel', 'Sophie', 'Neil', 'Jenny', 'Robert', 'Kate', 'Oliver', 'Megan', 'Graham', 'Aisha', 'Ben'];
const LAST_NM = ['Hartley', 'Metcalfe', 'Sutcliffe', 'Holroyd', 'Atkinson', 'Barker', 'Wood', 'Hirst', 'Brooke', 'Dobson', 'Lister', 'Whiteley', 'Thornton', 'Greenwood', 'Pickering', 'Shaw', 'Walker', 'Ackroyd', 'Blackburn', 'Crossley', 'Haigh', 'Kirk', 'Naylor', 'Rhodes', 'Spencer', 'Taylor', 'Wilkinson', 'Ellis', 'Fletcher', 'Hussain', 'Patel', 'Kowalski', 'Murray', 'Stead', 'Robinson', 'Clegg', 'Fawcett', 'Moorhouse'];
const TOWNS_OUT: [string, string][] = [['Edinburgh', 'Thistle & Rose'], ['London SW6', 'Fulham Flowers'], ['Manchester', 'Petal Lane'], ['Bristol', 'Clifton Blooms'], ['Newcastle', 'Jesmond Florist'], ['Cardiff', 'Roath Flowers'], ['Norwich', 'The Flower Cart'], ['Leeds', 'Roundhay Florist'], ['York', 'Bootham Blooms'], ['Sheffield', 'Ecclesall Flowers'], ['Birmingham', 'Moseley Flowers'], ['Glasgow', 'West End Stems']];
const PARTNERS_IN: [string, string][] = [['Fulham Flowers', 'London'], ['Petal Lane', 'Manchester'], ['Clifton Blooms', 'Bristol'], ['Thistle & Rose', 'Edinburgh'], ['The Flower Cart', 'Norwich'], ['Moseley Flowers', 'Birmingham'], ['Jesmond Florist', 'Newcastle'], ['Bourne Blooms', 'Bournemouth'], ['Roath Flowers', 'Cardiff'], ['Hove Florist', 'Brighton']];

export function datasetSql(): string {
  const r = seededRandom(20261125);
  const nameOf = uniqueNames(r, FIRST, LAST_NM);
  const pc = (district: string) => `${district} ${r.int(1, 9)}${r.pick('ABDEFGHJLNPQRSTUWXY'.split(''))}${r.pick('ABDEFGHJLNPQRSTUWXY'.split(''))}`;

  // ------------------------------------------------------------ customers
  interface Cust { no: number; nm: string; typ: string; pcode: string | null; tel: string; email: string | null; acct: boolean; crt: string }
  const custs: Cust[] = [];
  const addCust = (nm: string, typ: string, crt: string, acct: boolean, district: string | null): Cust => {
    const slug = nm.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
    const c: Cust = {
      no: 0, nm, typ, crt, acct,
      pcode: district === null ? null : pc(district),
      tel: `01423 ${r.int(500000, 899999)}`,
      email: typ === 'P' ? (r.chance(0.6) ? `${slug}@${r.pick(['gmail.com', 'btinternet.com', 'outlook.com', 'yahoo.co.uk'])}` : null) : `accounts@${slug.replace(/\./g, '')}.co.uk`,
    };
    custs.push(c);
    return c;
  };
  const BUSINESS: [string, string, boolean, string][] = [
    ['The Crown Hotel Harrogate', 'HG1', true, '2021-04-01'], ['Majestic Hotel & Spa', 'HG1', true, '2019-09-01'],
    ['Hales & Fenwick Solicitors', 'HG1', true, '2022-01-10'], ['Yorkshire Dental Group', 'HG2', true, '2023-05-02'],
    ['Old Swan Spa Hotel', 'HG1', true, '2020-02-03'], ['Knaresborough Golf Club', 'HG5', true, '2025-02-20'],
    ['Stray View Hotel', 'HG2', true, '2026-01-26'], ['Dales Estate Agents', 'HG1', false, '2023-03-14'],
    ['Nidd Valley Accountants', 'HG5', false, '2024-06-03'], ['Harrogate Convention Centre', 'HG1', true, '2022-09-01'],
    ['Ripon Cathedral Events', 'HG4', false, '2024-02-19'], ['Pannal Ash Care Home', 'HG2', false, '2024-10-07'],
  ];
  const biz = BUSINESS.map(([n, d, a, c]) => addCust(n, 'B', c, a, d));
  const FDS: [string, string, string][] = [
    ['J Rowntree & Sons Funeral Directors', 'HG1', '2018-01-01'], ['Co-op Funeralcare Harrogate', 'HG2', '2018-01-01'],
    ['Knaresborough Funeral Service', 'HG5', '2019-06-01'], ['A. Hebden Funeral Directors', 'HG4', '2021-03-01'],
    ['Wetherby Family Funerals', 'LS22', '2024-09-02'],
  ];
  const fds = FDS.map(([n, d, c]) => addCust(n, 'F', c, true, d));
  const privates: Cust[] = [];
  const districts = ZONES.flatMap((z) => z[2]);
  const newPrivate = (d: string) => {
    const [f, l] = nameOf();
    const c = addCust(`${f} ${l}`, 'P', d, false, r.chance(0.85) ? r.weighted(districts.map((x, i) => [x, i < 2 ? 6 : 1] as const)) : null);
    privates.push(c);
    return c;
  };
  for (let k = 0; k < 40; k++) newPrivate(r.date('2020-01-01', '2023-12-30'));
  const getPrivate = (d: string) => (r.chance(0.42) || privates.length < 5 ? newPrivate(d) : r.pick(privates.filter((c) => c.crt <= d).slice(-400)));

  // ------------------------------------------------------------ orders
  interface Ln { prod: string; desc: string; qty: number; unit: number }
  interface Ord {
    no: number; dt: string; chan: string; cust: Cust | null; occ: string | null; req: string; dlv: boolean; am: boolean;
    pcode: string | null; zone: string | null; chg: number; goods: number; vat: number; stat: string; pay: string; by: number | null; lns: Ln[];
  }
  interface Wire { ref: string; dir: string; dt: string; ord: Ord | null; cust: Cust | null; shop: string; town: string; val: number; fulfil: number; fee: number; acc: boolean }
  interface Dlv { ord: Ord; dt: string; drv: number; out: string; drop: string; outc: string; att: number }
  const ords: Ord[] = [];
  const wires: Wire[] = [];
  const dlvs: Dlv[] = [];
  const MF = [0.75, 1.0, 1.05, 0.95, 1.05, 0.95, 0.85, 0.8, 0.9, 0.95, 1.05, 1.45];
  const line = (code: string, d: string, qty = 1, prem = 1): Ln => {
    const p = PROD.get(code)!;
    const desc = code === 'HT-CLS' && d < '2025-09-01' ? 'Classic Hand-tied' : p[1];
    return { prod: code, desc, qty, unit: r50(p[3] * priceF(d) * prem) };
  };
  const pickMain = (occ: string | null, d: string): Ln[] => {
    if (occ === 'SYMP') {
      const c = r.weighted([['FU-WRT', 3], ['FU-POS', 3], ['FU-SPR', 1], ['FU-HRT', 1.2], ['FU-LET', 0.8], ['AR-VAS', 2], ['HT-PAS', 2]] as const);
      return [line(c, d, c === 'FU-LET' ? r.int(3, 5) : 1)];
    }
    if (occ === 'LOVE') return [line(r.weighted([['HT-ROS', 6], ['AR-BOX', 2], ['HT-LUX', 1.5]] as const), d, 1, VAL_DAYS.has(d) ? 1.3 : 1)];
    const m = month(d);
    const xmas = (m === 12 || (m === 11 && Number(d.slice(8)) >= 20)) ? (occ === 'XMAS' ? 6 : 2) : 0;
    const opts: [string, number][] = [
      ['HT-CLS', 7], ['HT-LUX', 2.5], ['HT-SEA', 5], ['HT-PAS', 3.5], ['HT-ROS', 1], ['AR-VAS', 2.5], ['AR-BOX', 1.2], ['AR-TAB', 1],
      ['PL-ORC', 2], ['PL-BSK', 1], ['XM-DOR', xmas], ['XM-TAB', xmas * 0.7],
    ];
    if (d < '2025-01-20') opts.push(['AR-BSK', 1.2]);
    const c = r.weighted(opts);
    return [line(c, d, c === 'HT-SEA' && r.chance(0.15) ? 2 : 1)];
  };
  const addOns = (d: string, p: number): Ln[] => {
    const out: Ln[] = [];
    if (r.chance(p)) out.push(line('AD-CRD', d));
    if (r.chance(p * 0.35)) out.push(line(r.weighted([['AD-CHO', 3], ['AD-BAL', 2], ['AD-VAS', 1.5]] as const), d));
    return out;
  };
  const driverOn = (d: string) => (dayOfWeek(d) === 6 || dayOfWeek(d) === 0 ? 1 : onStaff(5, d) ? 5 : onStaff(6, d) ? 6 : 1);
  const makeDlv = (o: Ord) => {
    let dt = o.req;
    if (r.chance(o.am ? 0.03 : 0.055)) dt = nextOpen(dt);
    let att = 1;
    for (;;) {
      const am = o.am || r.chance(0.55);
      const late = o.am && r.chance(0.08);
      const outM = am ? (late ? r.int(690, 740) : r.int(525, 600)) : r.int(780, 890);
      const travel = { Z1: r.int(6, 35), Z2: r.int(15, 50), Z3: r.int(25, 70), Z4: r.int(35, 85) }[o.zone as 'Z1'] as number;
      const outc = att === 1 ? r.weighted([['D', 82], ['N', 9], ['S', 5], ['R', 4]] as const) : r.weighted([['D', 85], ['N', 10], ['S', 5]] as const);
      dlvs.push({ ord: o, dt, drv: driverOn(dt), out: `${dt} ${hm(outM)}`, drop: `${dt} ${hm(outM + travel)}`, outc, att });
      if (outc !== 'R') break;
      att++;
      dt = nextOpen(dt);
    }
  };
  const shopStaff = (d: string) => {
    const on = [1, 2, 3, 4].filter((id) => onStaff(id, d));
    if (dayOfWeek(d) === 6) on.push(7, 7);
    return r.pick(on);
  };
  const newOrd = (d: string, chan: string): Ord => {
    const m = month(d);
    const val = VAL_DAYS.has(d) || (m === 2 && Number(d.slice(8)) >= 9 && Number(d.slice(8)) <= 14);
    const mum = MOTHERS.has(d) || near(d, [1, 2, 3, 4, 5, 6]);
    const xm = m === 12 && Number(d.slice(8)) >= 10;
    let occ: string | null = r.weighted([
      ['BDAY', 10], ['ANNV', 3], ['SYMP', 5], ['LOVE', 2], ['GETW', 2], ['NEWB', 1.5], ['THNK', 3], ['OTH', 1.5],
      ['LOVE', val ? 60 : 0], ['MUM', mum ? 45 : 0], ['XMAS', xm ? 18 : 0],
    ] as const);
    let cust: Cust | null = null;
    let pay = 'CARD';
    if (chan === 'S') {
      if (r.chance(0.55)) occ = null;
      if (r.chance(0.12)) cust = getPrivate(d);
      pay = r.chance(year(d) === 2024 ? 0.2 : 0.13) ? 'CASH' : 'CARD';
    } else if (chan === 'R') {
      pay = 'RLY';
    } else {
      if (chan === 'P' && r.chance(0.1)) {
        cust = r.pick(biz.filter((b) => b.crt <= d));
        occ = r.pick(['THNK', 'BDAY', 'NEWB', 'OTH', 'SYMP']);
        pay = cust.acct ? 'ACC' : 'CARD';
      } else cust = getPrivate(d);
      if (chan === 'P' && r.chance(0.08)) occ = null;
    }
    const dlv = chan === 'R' || (chan === 'S' ? r.chance(0.1) : r.chance(0.86));
    const lead = chan === 'S' ? (dlv ? r.int(0, 3) : 0) : chan === 'R' ? r.int(0, 1) : r.weighted([[0, 3], [1, 4], [2, 2], [3, 1], [5, 0.6], [9, 0.3]] as const);
    let req = d;
    for (let k = 0; k < lead; k++) req = nextOpen(req);
    if (lead === 0 && !isOpen(req)) req = nextOpen(req);
    if (val && occ === 'LOVE' && d < `${d.slice(0, 4)}-02-14` && r.chance(0.7)) req = `${d.slice(0, 4)}-02-14`;
    let lns = pickMain(occ, d);
    if (r.chance(0.12)) lns = lns.concat(pickMain(occ, d).map((l) => ({ ...l })));
    lns = lns.concat(addOns(d, chan === 'S' ? 0.35 : 0.75));
    let zone: string | null = null;
    let pcode: string | null = null;
    let chg = 0;
    if (dlv) {
      const zi = r.weighted([[0, 60], [1, 22], [2, 12], [3, 6]] as const);
      zone = ZONES[zi]![0];
      pcode = pc(r.pick(ZONES[zi]![2]));
      chg = chan === 'R' ? 0 : zoneChg(zi, d);
    }
    const goods = lns.reduce((s, l) => s + l.qty * l.unit, 0);
    const am = dlv && (occ === 'SYMP' ? r.chance(0.7) : r.chance(0.14));
    const o: Ord = {
      no: 0, dt: d, chan, cust, occ, req, dlv, am, pcode, zone, chg, goods, vat: 0, stat: 'O', pay,
      by: chan === 'W' ? null : shopStaff(d), lns,
    };
    ords.push(o);
    return o;
  };
  let wireN = 0;
  const wireRef = () => `FLK${pad(4811200 + wireN++ * 13 + r.int(0, 12), 7)}`;
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (!isOpen(d)) continue;
    const m = month(d);
    const g = year(d) === 2024 ? 1 : year(d) === 2025 ? 1.07 : 1.12;
    let spike = 1;
    if (m === 2 && Number(d.slice(8)) >= 9 && Number(d.slice(8)) <= 14) spike = VAL_DAYS.has(d) ? 5 : 1.8;
    if (MOTHERS.has(d) || near(d, [1, 2, 3, 4, 5, 6])) spike = MOTHERS.has(d) ? 3 : 2.6;
    if (m === 12 && Number(d.slice(8)) >= 15) spike = 2.2;
    const sat = dayOfWeek(d) === 6 ? 1.5 : 1;
    const f = MF[m - 1]! * g * spike;
    const nS = r.poisson(1.9 * f * sat);
    const nP = r.poisson(0.75 * f);
    const nW = r.poisson((year(d) === 2024 ? 0.7 : year(d) === 2025 ? 0.9 : 1.1) * f);
    const nR = r.poisson(0.32 * MF[m - 1]! * (spike > 1 ? 2 : 1));
    for (let k = 0; k < nS; k++) newOrd(d, 'S');
    for (let k = 0; k < nP; k++) newOrd(d, 'P');
    for (let k = 0; k < nW; k++) newOrd(d, 'W');
    for (let k = 0; k < nR; k++) {
      const [shop, town] = r.pick(PARTNERS_IN);
      const acc = !(r.chance(spike > 1 ? 0.25 : 0.06));
      let o: Ord | null = null;
      if (acc) o = newOrd(d, 'R');
      const val = o ? Math.round(o.goods / 0.78) : r50(r.int(3500, 7000));
      wires.push({ ref: wireRef(), dir: 'I', dt: d, ord: o, cust: null, shop, town, val, fulfil: o ? o.goods : Math.round(val * 0.78), fee: 75, acc });
    }
    const nOut = r.poisson(0.22 * MF[m - 1]! * (spike > 1 ? 2.2 : 1));
    for (let k = 0; k < nOut; k++) {
      const [town, shop] = r.pick(TOWNS_OUT);
      const val = r50(r.int(3500, 8500) * priceF(d));
      wires.push({ ref: wireRef(), dir: 'O', dt: d, ord: null, cust: getPrivate(d), shop, town, val, fulfil: Math.round(val * 0.75), fee: 150, acc: !r.chance(0.02) });
    }
  }
  for (const o of ords) {
    o.vat = Math.round((o.goods + o.chg) * 0.2);
    if (o.chan === 'S' && r.chance(0.006)) o.stat = 'V';
    else if (o.chan !== 'S' && o.chan !== 'R' && r.chance(0.022)) o.stat = 'X';
    else if (o.req > LAST) o.stat = 'O';
    else if (o.dlv) {
      o.stat = 'D';
      makeDlv(o);
    } else o.stat = 'C';
  }
  ords.forEach((o, k) => {
    o.no = 40001 + k;
  });
  privates.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0));

  // ------------------------------------------------------------ contracts
  interface Ctr { no: number; cust: Cust; site: string; frq: string; dow: number; fee0: number; st: string; end: string | null }
  const ctrs: Ctr[] = [
    { no: 1, cust: biz[0]!, site: 'Crown Hotel - reception & restaurant', frq: 'W', dow: 1, fee0: 14500, st: '2021-04-05', end: null },
    { no: 2, cust: biz[1]!, site: 'Majestic Hotel - lobby, ballroom foyer', frq: 'W', dow: 1, fee0: 21000, st: '2019-09-02', end: null },
    { no: 3, cust: biz[2]!, site: 'Hales & Fenwick - Victoria Avenue office', frq: 'F', dow: 2, fee0: 6500, st: '2022-01-11', end: null },
    { no: 4, cust: biz[3]!, site: 'Yorkshire Dental Group - Station Parade', frq: 'F', dow: 2, fee0: 5500, st: '2023-05-02', end: null },
    { no: 5, cust: biz[4]!, site: 'Old Swan - reception', frq: 'W', dow: 3, fee0: 12000, st: '2020-02-05', end: '2025-08-27' },
    { no: 6, cust: biz[5]!, site: 'Knaresborough Golf Club - clubhouse', frq: 'F', dow: 4, fee0: 6000, st: '2025-03-06', end: null },
    { no: 7, cust: biz[6]!, site: 'Stray View Hotel - reception', frq: 'W', dow: 3, fee0: 9500, st: '2026-02-04', end: null },
    { no: 8, cust: biz[9]!, site: 'Convention Centre - main foyer', frq: 'F', dow: 5, fee0: 11000, st: '2022-09-02', end: '2024-09-27' },
  ];
  const ctrFee = (c: Ctr, d: string) => {
    let f = c.fee0;
    for (let y = 2024; y <= 2026; y++) if (d >= `${y}-04-01` && c.st < `${y}-01-01`) f = r50(f * 1.04);
    return f;
  };
  interface Vis { ctr: Ctr; dt: string; staff: number; done: boolean; fee: number }
  const viss: Vis[] = [];
  for (const c of ctrs) {
    let wk = 0;
    for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
      if (dayOfWeek(d) !== c.dow) continue;
      wk++;
      if (d < c.st || (c.end && d > c.end)) continue;
      if (c.frq === 'F' && wk % 2 === 0) continue;
      const vd = isOpen(d) ? d : addDays(d, 1);
      const closed = (month(vd) === 12 && Number(vd.slice(8)) > 22) || (month(vd) === 1 && Number(vd.slice(8)) < 3) || r.chance(0.025);
      const florists = [2, 3, 4].filter((id) => onStaff(id, vd));
      viss.push({ ctr: c, dt: vd, staff: r.chance(0.15) ? 1 : r.pick(florists), done: !closed, fee: closed ? 0 : ctrFee(c, vd) });
    }
  }

  // ------------------------------------------------------------ events
  interface Evt { no: number; cust: Cust; typ: string; dt: string; venue: string; enq: string; qd: string | null; qp: number; dep: number | null; depDt: string | null; st: string; fin: number | null; bal: string | null }
  const evts: Evt[] = [];
  const VENUES = ['Rudding Park', 'The Majestic Hotel', 'Ripley Castle', 'Goldsborough Hall', 'St Wilfrid\'s Church', 'Swinton Park', 'Harrogate Register Office', 'The Crown Hotel', 'Bolton Abbey Priory', 'Newby Hall', 'Oakwell Barn'];
  for (let k = 0; k < 150; k++) {
    const wm = r.weighted([[4, 2], [5, 4], [6, 6], [7, 7], [8, 6], [9, 5], [10, 3], [12, 1.2], [3, 1.2]] as const);
    const y = r.weighted([[2024, 1], [2025, 1], [2026, 1.05], [2027, 0.9]] as const);
    const dt = r.date(`${y}-${pad(wm, 2)}-01`, `${y}-${pad(wm, 2)}-28`);
    const enq = addDays(dt, -r.int(75, 520));
    if (enq > LAST || enq < '2023-01-01') continue;
    const qd = addDays(enq, r.int(2, 16));
    if (qd > LAST) continue;
    const qp = r50(r.int(70000, 340000) * (y >= 2026 ? 1.06 : 1));
    const dep = Math.round(qp * 0.25);
    let st: string;
    if (qd > addDays(LAST, -21) && r.chance(0.6)) st = 'Q';
    else st = r.chance(0.58) ? 'B' : 'L';
    let depDt: string | null = null;
    if (st === 'B') {
      depDt = addDays(qd, r.int(3, 25));
      if (depDt > LAST) { st = 'Q'; depDt = null; }
    }
    if (st === 'B' && r.chance(0.05)) st = 'X';
    let fin: number | null = null;
    let bal: string | null = null;
    if (st === 'B' && dt <= LAST) {
      st = 'D';
      fin = r50(qp * r.weighted([[1, 6], [r.float(1.02, 1.15, 3), 3], [r.float(0.9, 0.98, 3), 1]] as const));
      bal = r.chance(0.97) ? addDays(dt, -r.int(10, 21)) : null;
    } else if (st === 'B' && addDays(dt, -14) <= LAST && r.chance(0.7)) bal = addDays(dt, -r.int(14, 20));
    if (bal && bal > LAST) bal = null;
    if (st === 'X' && depDt && depDt > dt) continue;
    const [f, l] = nameOf();
    const c = addCust(`${f} ${l}`, 'P', enq, false, r.pick(districts));
    privates.push(c);
    evts.push({ no: 0, cust: c, typ: 'WED', dt, venue: r.pick(VENUES), enq, qd, qp, dep, depDt, st, fin, bal });
  }
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    if (!isOpen(d) || dayOfWeek(d) === 6) continue;
    if (!r.chance(month(d) <= 3 || month(d) >= 11 ? 0.34 : 0.24)) continue;
    const viaFd = r.chance(0.68);
    const cust = viaFd ? r.weighted(fds.filter((x) => x.crt <= d).map((x, i) => [x, [5, 4, 2, 1.5, 1.5][i]!] as const)) : getPrivate(d);
    const evd = addDays(d, r.int(5, 12));
    const qp = r50(r.int(15000, 65000) * priceF(d));
    let st = r.chance(viaFd ? 0.03 : 0.15) ? 'L' : evd > LAST ? 'B' : 'D';
    if (!viaFd && st !== 'L' && addDays(d, 1) > LAST) st = 'Q';
    const dep = viaFd ? null : Math.round(qp * 0.5);
    const depDt = dep && st !== 'L' && st !== 'Q' ? addDays(d, r.int(0, 1)) : null;
    const fin = st === 'D' ? (r.chance(0.8) ? qp : r50(qp * r.float(1.03, 1.2, 3))) : null;
    let bal: string | null = null;
    if (st === 'D') bal = viaFd ? addDays(evd, r.int(20, 55)) : addDays(evd, r.int(-3, 10));
    if (st === 'D' && r.chance(0.03)) bal = null;
    if (bal && bal > LAST) bal = null;
    evts.push({ no: 0, cust, typ: 'FUN', dt: evd, venue: r.pick(['Stonefall Crematorium', 'Stonefall Crematorium', 'St Wilfrid\'s Church', 'St Mary\'s, Knaresborough', 'Ripon Cathedral', 'Harrogate Grove Road Cemetery', 'Wetherby Methodist Church']), enq: d, qd: d, qp, dep, depDt, st, fin, bal });
  }
  evts.sort((a, b) => (a.enq < b.enq ? -1 : a.enq > b.enq ? 1 : 0));
  evts.forEach((e, k) => {
    e.no = 901 + k;
  });

  // ------------------------------------------------------------ wholesale buying
  const STEMS: [string, string, number, number, number][] = [
    // desc, cat, cost pence per stem, base stems a week, summer waste factor
    ['Rose Red Naomi 60cm', 'ROS', 62, 120, 1], ['Rose Avalanche white 60cm', 'ROS', 58, 80, 1], ['Rose Pink Mondial 50cm', 'ROS', 55, 60, 1],
    ['Lily Oriental Siberia', 'LIL', 95, 40, 1.3], ['Chrysanthemum Bacardi', 'CHR', 38, 60, 0.6], ['Santini mix', 'CHR', 30, 50, 0.6],
    ['Gerbera mini mix', 'GER', 34, 50, 1.2], ['Alstroemeria mix', 'SEA', 36, 60, 0.8], ['Lisianthus white', 'SEA', 70, 40, 1.4],
    ['Eucalyptus cinerea', 'FOL', 45, 50, 0.5], ['Pittosporum', 'FOL', 40, 40, 0.5], ['Ruscus', 'FOL', 28, 50, 0.4],
  ];
  const SEASONAL: [string, string, number, number[]][] = [
    ['Tulip mix', 'TUL', 32, [1, 2, 3, 4]], ['Narcissus', 'SEA', 22, [2, 3]], ['Peony Sarah Bernhardt', 'SEA', 180, [5, 6]],
    ['Sunflower', 'SEA', 85, [7, 8, 9]], ['Hydrangea blue', 'SEA', 210, [6, 7, 8, 9]], ['Amaryllis red', 'SEA', 240, [11, 12]],
    ['Nordmann fir tips', 'FOL', 30, [11, 12]], ['Ilex berries', 'SEA', 140, [11, 12]],
  ];
  interface Pol { desc: string; cat: string; qty: number; cost: number; bin: number }
  interface Po { no: number; supp: string; dt: string; recv: string; carr: number; lns: Pol[]; paid: string | null }
  const pos: Po[] = [];
  const mkLine = (desc: string, cat: string, base: number, cost: number, waste: number, f: number, d: string): Pol => {
    const qty = Math.max(10, Math.round((base * f * r.float(0.8, 1.2, 3)) / 10) * 10);
    const m = month(d);
    const valPrem = cat === 'ROS' && m === 2 ? 1.8 : cat === 'ROS' && m === 12 ? 1.2 : 1;
    const wf = (m >= 6 && m <= 8 ? 1.5 : 1) * waste;
    return { desc, cat, qty, cost: Math.round(cost * priceF(d) * valPrem * r.float(0.93, 1.07, 3)), bin: Math.round(qty * Math.min(0.35, r.float(0.03, 0.13, 3) * wf)) };
  };
  for (let d = '2024-01-08'; d <= LAST; d = addDays(d, 7)) {
    const m = month(d);
    if (d.slice(5) >= '12-24' && d.slice(5) <= '12-31') continue;
    let f = MF[m - 1]! * (year(d) === 2026 ? 1.1 : year(d) === 2025 ? 1.05 : 1);
    if (m === 2 && Number(d.slice(8)) >= 7 && Number(d.slice(8)) <= 13) f *= 2.4;
    if (near(d, [4, 5, 6, 7, 8, 9, 10])) f *= 2;
    const lns: Pol[] = [];
    for (const [desc, cat, cost, base, waste] of STEMS) if (r.chance(0.92)) lns.push(mkLine(desc, cat, base, cost, waste, f * (cat === 'ROS' && m === 2 && f > 2 ? 2.5 : 1), d));
    for (const [desc, cat, cost, ms] of SEASONAL) if (ms.includes(m) && r.chance(0.85)) lns.push(mkLine(desc, cat, 40, cost, 1.2, f, d));
    const carr = year(d) === 2024 ? 2500 : year(d) === 2025 ? 2750 : 2950;
    pos.push({ no: 0, supp: 'Dutch Flower Line BV', dt: d, recv: addDays(d, 1), carr, lns, paid: null });
  }
  for (let d = GO_LIVE; d <= LAST; d = addDays(d, 1)) {
    const top = (month(d) === 2 && d.slice(8) === '11') || near(d, [3]) || d.slice(5) === '12-18' || (isOpen(d) && r.chance(0.035));
    if (!top || !isOpen(d)) continue;
    const picks = r.shuffle(STEMS).slice(0, r.int(2, 5));
    pos.push({ no: 0, supp: 'Leeds Flower Wholesale', dt: d, recv: d, carr: 0, lns: picks.map(([desc, cat, cost, base, waste]) => mkLine(desc, cat, base * 0.5, cost * 1.15, waste * 0.6, MF[month(d) - 1]!, d)), paid: null });
  }
  pos.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.supp < b.supp ? -1 : 1));
  pos.forEach((p, k) => {
    p.no = 5001 + k;
    const due = p.supp.startsWith('Dutch') ? addDays(p.dt, r.int(12, 20)) : p.dt;
    p.paid = due <= LAST ? due : null;
    if (p.supp.startsWith('Dutch') && p.dt >= '2026-10-20' && r.chance(0.5)) p.paid = null;
  });

  // ------------------------------------------------------------ customer numbers by creation date
  custs.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : a.nm < b.nm ? -1 : 1));
  custs.forEach((c, k) => {
    c.no = 1001 + k;
  });

  const ddl = `
CREATE SCHEMA petalpos;
CREATE TABLE petalpos.cd_lkp (cd_grp varchar(6) NOT NULL, cd varchar(4) NOT NULL, cd_desc varchar(40) NOT NULL, PRIMARY KEY (cd_grp, cd));
CREATE TABLE petalpos.staff (staff_id smallint PRIMARY KEY, full_nm varchar(40) NOT NULL, role_cd char(1) NOT NULL, st_dt date NOT NULL, end_dt date);
CREATE TABLE petalpos.cust (
  cust_no integer PRIMARY KEY, cust_nm varchar(60) NOT NULL, cust_typ char(1) NOT NULL, pcode varchar(8), tel varchar(15),
  email varchar(60), acct_yn boolean NOT NULL DEFAULT false, crt_dt date NOT NULL
);
CREATE TABLE petalpos.dlv_zone (zone_cd char(2) PRIMARY KEY, zone_nm varchar(30) NOT NULL, districts varchar(40) NOT NULL, chg_p integer NOT NULL);
CREATE TABLE petalpos.prod (prod_cd varchar(6) PRIMARY KEY, prod_nm varchar(40) NOT NULL, cat_cd varchar(3) NOT NULL, list_p integer NOT NULL, active_yn boolean NOT NULL DEFAULT true);
CREATE TABLE petalpos.ord_hdr (
  ord_no integer PRIMARY KEY, dt_ord date NOT NULL, chan_cd char(1) NOT NULL, cust_no integer REFERENCES petalpos.cust (cust_no),
  occ_cd varchar(4), dt_req date NOT NULL, dlv_yn char(1) NOT NULL, am_yn char(1) NOT NULL DEFAULT 'N', dlv_pcode varchar(8),
  zone_cd char(2) REFERENCES petalpos.dlv_zone (zone_cd), dlv_chg_p integer NOT NULL DEFAULT 0, goods_p integer NOT NULL,
  vat_p integer NOT NULL, stat_cd char(1) NOT NULL, pay_cd varchar(4), taken_by smallint REFERENCES petalpos.staff (staff_id)
);
CREATE TABLE petalpos.ord_ln (
  ord_no integer NOT NULL REFERENCES petalpos.ord_hdr (ord_no), ln_no smallint NOT NULL, prod_cd varchar(6) NOT NULL REFERENCES petalpos.prod (prod_cd),
  ln_desc varchar(40) NOT NULL, qty smallint NOT NULL, unit_p integer NOT NULL, line_p integer NOT NULL, PRIMARY KEY (ord_no, ln_no)
);
CREATE TABLE petalpos.wire_ord (
  wire_ref varchar(10) PRIMARY KEY, dir_cd char(1) NOT NULL, dt_rcvd date NOT NULL, ord_no integer REFERENCES petalpos.ord_hdr (ord_no),
  cust_no integer REFERENCES petalpos.cust (cust_no), partner_shop varchar(40) NOT NULL, partner_town varchar(30) NOT NULL,
  val_p integer NOT NULL, fulfil_p integer NOT NULL, fee_p integer NOT NULL, acc_yn boolean NOT NULL
);
CREATE TABLE petalpos.event_bk (
  evt_no integer PRIMARY KEY, cust_no integer NOT NULL REFERENCES petalpos.cust (cust_no), evt_typ char(3) NOT NULL, evt_dt date NOT NULL,
  venue varchar(50), enq_dt date NOT NULL, quote_dt date, quote_p integer NOT NULL, dep_p integer, dep_paid_dt date, stat_cd char(1) NOT NULL,
  final_p integer, bal_paid_dt date
);
CREATE TABLE petalpos.contract (
  ctr_no integer PRIMARY KEY, cust_no integer NOT NULL REFERENCES petalpos.cust (cust_no), site_nm varchar(50) NOT NULL, freq_cd char(1) NOT NULL,
  vis_dow smallint NOT NULL, fee_p integer NOT NULL, st_dt date NOT NULL, end_dt date, ctr_st char(1) NOT NULL
);
CREATE TABLE petalpos.ctr_visit (
  vis_id integer PRIMARY KEY, ctr_no integer NOT NULL REFERENCES petalpos.contract (ctr_no), vis_dt date NOT NULL,
  staff_id smallint REFERENCES petalpos.staff (staff_id), done_yn boolean NOT NULL, fee_p integer NOT NULL
);
CREATE TABLE petalpos.dlv (
  dlv_id integer PRIMARY KEY, ord_no integer NOT NULL REFERENCES petalpos.ord_hdr (ord_no), run_dt date NOT NULL,
  driver_id smallint REFERENCES petalpos.staff (staff_id), t_out timestamp NOT NULL, t_drop timestamp NOT NULL, outcome_cd char(1) NOT NULL, attempt_no smallint NOT NULL
);
CREATE TABLE petalpos.supp_po (
  po_no integer PRIMARY KEY, supp_nm varchar(40) NOT NULL, po_dt date NOT NULL, dt_recv date, carr_p integer NOT NULL DEFAULT 0,
  tot_net_p integer NOT NULL, vat_p integer NOT NULL, paid_dt date
);
CREATE TABLE petalpos.po_ln (
  po_no integer NOT NULL REFERENCES petalpos.supp_po (po_no), ln_no smallint NOT NULL, item_desc varchar(40) NOT NULL, stem_cat char(3) NOT NULL,
  qty integer NOT NULL, cost_p integer NOT NULL, binned integer NOT NULL DEFAULT 0, PRIMARY KEY (po_no, ln_no)
);
`;
  const CODES: [string, string, string][] = [
    ['CHAN', 'S', 'Shop counter'], ['CHAN', 'P', 'Phone'], ['CHAN', 'W', 'Website'], ['CHAN', 'R', 'Relay (FloraLink incoming)'],
    ['OSTAT', 'O', 'Open'], ['OSTAT', 'D', 'Delivered'], ['OSTAT', 'C', 'Collected'], ['OSTAT', 'X', 'Cancelled'], ['OSTAT', 'V', 'Void'],
    ['OCC', 'BDAY', 'Birthday'], ['OCC', 'ANNV', 'Anniversary'], ['OCC', 'SYMP', 'Sympathy'], ['OCC', 'LOVE', 'Romance / Valentine'],
    ['OCC', 'GETW', 'Get well'], ['OCC', 'NEWB', 'New baby'], ['OCC', 'THNK', 'Thank you'], ['OCC', 'MUM', "Mother's Day"],
    ['OCC', 'XMAS', 'Christmas'], ['OCC', 'OTH', 'Other'],
    ['CAT', 'HT', 'Hand-tied'], ['CAT', 'ARR', 'Arrangement'], ['CAT', 'PLT', 'Plant'], ['CAT', 'FUN', 'Funeral tribute'],
    ['CAT', 'XMS', 'Christmas'], ['CAT', 'ADD', 'Add-on'],
    ['EVST', 'Q', 'Quoted'], ['EVST', 'B', 'Booked'], ['EVST', 'D', 'Done'], ['EVST', 'L', 'Lost'], ['EVST', 'X', 'Cancelled'],
    ['OUTC', 'D', 'Delivered to recipient'], ['OUTC', 'N', 'Left with neighbour'], ['OUTC', 'S', 'Left in safe place'], ['OUTC', 'R', 'Returned to shop'],
    ['STEM', 'ROS', 'Roses'], ['STEM', 'LIL', 'Lilies'], ['STEM', 'CHR', 'Chrysanthemums'], ['STEM', 'GER', 'Gerberas'],
    ['STEM', 'TUL', 'Tulips'], ['STEM', 'SEA', 'Seasonal'], ['STEM', 'FOL', 'Foliage'],
  ];
  const ordRows = ords.map((o) => [o.no, o.dt, o.chan, o.cust ? o.cust.no : null, o.occ, o.req, o.dlv ? 'Y' : 'N', o.am ? 'Y' : 'N', o.pcode, o.zone, o.chg, o.goods, o.vat, o.stat, o.pay, o.by]);
  const lnRows = ords.flatMap((o) => o.lns.map((l, i) => [o.no, i + 1, l.prod, l.desc, l.qty, l.unit, l.qty * l.unit]));
  let did = 0;
  const dlvRows = dlvs
    .sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : a.ord.no - b.ord.no))
    .map((x) => [++did + 70000, x.ord.no, x.dt, x.drv, x.out, x.drop, x.outc, x.att]);
  return [
    ddl,
    insertRows('petalpos.cd_lkp', ['cd_grp', 'cd', 'cd_desc'], CODES),
    insertRows('petalpos.staff', ['staff_id', 'full_nm', 'role_cd', 'st_dt', 'end_dt'], STAFF),
    insertRows('petalpos.cust', ['cust_no', 'cust_nm', 'cust_typ', 'pcode', 'tel', 'email', 'acct_yn', 'crt_dt'], custs.map((c) => [c.no, c.nm, c.typ, c.pcode, c.tel, c.email, c.acct, c.crt])),
    insertRows('petalpos.dlv_zone', ['zone_cd', 'zone_nm', 'districts', 'chg_p'], ZONES.map((z) => [z[0], z[1], z[2].join(', '), z[4]])),
    insertRows('petalpos.prod', ['prod_cd', 'prod_nm', 'cat_cd', 'list_p', 'active_yn'], PRODS),
    insertRows('petalpos.ord_hdr', ['ord_no', 'dt_ord', 'chan_cd', 'cust_no', 'occ_cd', 'dt_req', 'dlv_yn', 'am_yn', 'dlv_pcode', 'zone_cd', 'dlv_chg_p', 'goods_p', 'vat_p', 'stat_cd', 'pay_cd', 'taken_by'], ordRows),
    insertRows('petalpos.ord_ln', ['ord_no', 'ln_no', 'prod_cd', 'ln_desc', 'qty', 'unit_p', 'line_p'], lnRows),
    insertRows('petalpos.wire_ord', ['wire_ref', 'dir_cd', 'dt_rcvd', 'ord_no', 'cust_no', 'partner_shop', 'partner_town', 'val_p', 'fulfil_p', 'fee_p', 'acc_yn'],
      wires.map((w) => [w.ref, w.dir, w.dt, w.ord ? w.ord.no : null, w.cust ? w.cust.no : null, w.shop, w.town, w.val, w.fulfil, w.fee, w.acc])),
    insertRows('petalpos.event_bk', ['evt_no', 'cust_no', 'evt_typ', 'evt_dt', 'venue', 'enq_dt', 'quote_dt', 'quote_p', 'dep_p', 'dep_paid_dt', 'stat_cd', 'final_p', 'bal_paid_dt'],
      evts.map((e) => [e.no, e.cust.no, e.typ, e.dt, e.venue, e.enq, e.qd, e.qp, e.dep, e.depDt, e.st, e.fin, e.bal])),
    insertRows('petalpos.contract', ['ctr_no', 'cust_no', 'site_nm', 'freq_cd', 'vis_dow', 'fee_p', 'st_dt', 'end_dt', 'ctr_st'],
      ctrs.map((c) => [c.no, c.cust.no, c.site, c.frq, c.dow, ctrFee(c, c.end ?? LAST), c.st, c.end, c.end ? 'E' : 'A'])),
    insertRows('petalpos.ctr_visit', ['vis_id', 'ctr_no', 'vis_dt', 'staff_id', 'done_yn', 'fee_p'],
      viss.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.ctr.no - b.ctr.no)).map((v, k) => [3001 + k, v.ctr.no, v.dt, v.staff, v.done, v.fee])),
    insertRows('petalpos.dlv', ['dlv_id', 'ord_no', 'run_dt', 'driver_id', 't_out', 't_drop', 'outcome_cd', 'attempt_no'], dlvRows),
    insertRows('petalpos.supp_po', ['po_no', 'supp_nm', 'po_dt', 'dt_recv', 'carr_p', 'tot_net_p', 'vat_p', 'paid_dt'], pos.map((p) => {
      const net = p.lns.reduce((s, l) => s + l.qty * l.cost, 0) + p.carr;
      return [p.no, p.supp, p.dt, p.recv, p.carr, net, Math.round(net * 0.2), p.paid];
    })),
    insertRows('petalpos.po_ln', ['po_no', 'ln_no', 'item_desc', 'stem_cat', 'qty', 'cost_p', 'binned'], pos.flatMap((p) => p.lns.map((l, i) => [p.no, i + 1, l.desc, l.cat, l.qty, l.cost, l.bin]))),
  ].join('\n');
}
