/**
 * Danubia Fleet Card, a fuel card issuer serving business customers in the Czech Republic and Slovakia. A customer
 * gets one or more payment cards for its drivers, fills up at partner gas stations of several chains and is invoiced
 * monthly. Modelled on the well-known "debit card specializing" database of academic text-to-SQL benchmarks.
 *
 * Schema `fuel`:
 * - `staff`: the issuer's sales staff. `emp_no` key (S01, S02, ...), `emp_nm` full name, `title`, `boss_no` the
 *   `emp_no` of the person they report to (empty for the head of sales), `region_cd` CZ or SK (empty for the head of
 *   sales), `hire_dt`, `left_dt` the day they left (empty while still employed).
 * - `customers`: the card customers. `cust_id` key, `cust_nm` company name, `segment` SME (small and medium-sized
 *   enterprise), LAM (large account) or KAM (key account), `currency` the currency the customer is invoiced and pays
 *   in, EUR or CZK; `reg_dt` the day the customer signed up, `closed_dt` the day the contract ended (empty while the
 *   customer is active); `am_emp_no` the account manager (a `staff.emp_no`), empty for customers served by the call
 *   centre (all SME customers); `credit_lmt` the monthly credit limit in EUR, kept as text by the old CRM export.
 * - `chains`: gas station chains. `chain_id` key, `chain_nm`, `hq_country` CZE or SVK.
 * - `gasstations`: partner gas stations. `gas_stn_id` key, `chain_id` references `chains.chain_id`, `city`,
 *   `country` CZE (Czech Republic) or SVK (Slovakia), `segment` the price segment: Premium, Value for money, Discount,
 *   Other or Noname; `opened_yr` the year the station joined the card network; `open_24h` 1 for a station open day
 *   and night, 0 otherwise; `shop_yn` Y when the station has a shop; `stn_sts` A active, T temporarily closed or C
 *   closed (no longer accepts the card).
 * - `products`: what can be bought with the card. `product_id` key, `description`, `cat_cd` FUEL, CARE (car care:
 *   wash, AdBlue, oil), SHOP (shop goods) or SVC (services such as tolls and parking), `uom` the unit of the
 *   quantity: L litres, KG kilograms or PCS pieces.
 * - `cards`: payment cards. `card_id` key, `cust_id` the customer owning the card, `card_typ` STD, PLUS or FLEET,
 *   `issued_dt`, `blocked_dt` the day the card was blocked or cancelled (empty while the card is valid),
 *   `fuel_only_yn` Y when the card may buy fuel only.
 * - `transactions`: a sample of 1,600 card transactions made in 2024 and 2025 (not every transaction).
 *   `txn_id` key, `txn_dt` the date, `txn_time` the time of day as HH:MM:SS text, `cust_id` the customer,
 *   `card_id` the card used (a `cards.card_id`), `gas_stn_ref` the station (a `gasstations.gas_stn_id`), `prod_id`
 *   the product (a `products.product_id`), `amount` the quantity bought in the product's unit, `price` the total
 *   price of the transaction in EUR (the unit price is price / amount).
 * - `yearmonth`: the complete monthly consumption of every customer, January 2023 to December 2025, one row per
 *   customer per month while the customer was active. `cust_id`, `date` the month as YYYYMM text (e.g. '202406'),
 *   `consumption` what the customer consumed that month over all its cards, in EUR.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;

/** [emp_no, emp_nm, title, boss_no, region_cd, hire_dt, left_dt] */
const STAFF: [string, string, string, string | null, string | null, string, string | null][] = [
  ['S01', 'Martina Horakova', 'Head of Sales', null, null, '2014-02-03', null],
  ['S02', 'Pavel Dvorak', 'Regional Sales Manager', 'S01', 'CZ', '2016-05-16', null],
  ['S03', 'Zuzana Kovacova', 'Regional Sales Manager', 'S01', 'SK', '2018-09-03', null],
  ['S04', 'Tomas Blaha', 'Key Account Manager', 'S02', 'CZ', '2017-01-09', null],
  ['S05', 'Lenka Pokorna', 'Key Account Manager', 'S02', 'CZ', '2019-03-18', null],
  ['S06', 'Jiri Sedlacek', 'Account Manager', 'S02', 'CZ', '2020-06-01', '2024-08-31'],
  ['S07', 'Petra Kralova', 'Account Manager', 'S02', 'CZ', '2021-10-11', null],
  ['S08', 'Ondrej Fiala', 'Account Manager', 'S02', 'CZ', '2024-09-02', null],
  ['S09', 'Marek Hudak', 'Key Account Manager', 'S03', 'SK', '2019-11-04', null],
  ['S10', 'Jana Balazova', 'Account Manager', 'S03', 'SK', '2022-02-14', null],
  ['S11', 'Peter Varga', 'Account Manager', 'S03', 'SK', '2023-04-03', null],
];

/** [chain_id, chain_nm, hq_country] */
const CHAINS: [number, string, string][] = [
  [2, 'Petrova', 'CZE'],
  [3, 'Vltava Energy', 'CZE'],
  [5, 'Tatra Petrol', 'SVK'],
  [7, 'Moravia Oil', 'CZE'],
  [8, 'Danubia Fuel', 'SVK'],
  [11, 'EuroTank', 'CZE'],
  [13, 'Orbit', 'CZE'],
  [17, 'Karpaty Gas', 'SVK'],
  [19, 'Rychla Pumpa', 'CZE'],
];

/** Chain weights by country and the segments a chain's stations fall in. */
const CHAIN_MIX: Record<number, { cze: number; svk: number; segs: [string, number][] }> = {
  2: { cze: 30, svk: 6, segs: [['Premium', 6], ['Value for money', 3]] },
  3: { cze: 18, svk: 0, segs: [['Value for money', 5], ['Premium', 2], ['Other', 1]] },
  5: { cze: 3, svk: 22, segs: [['Premium', 4], ['Value for money', 4]] },
  7: { cze: 16, svk: 2, segs: [['Value for money', 3], ['Discount', 2]] },
  8: { cze: 5, svk: 14, segs: [['Value for money', 4], ['Other', 2], ['Premium', 1]] },
  11: { cze: 14, svk: 4, segs: [['Discount', 5], ['Value for money', 1]] },
  13: { cze: 12, svk: 3, segs: [['Other', 3], ['Noname', 2], ['Discount', 1]] },
  17: { cze: 0, svk: 9, segs: [['Discount', 3], ['Other', 2]] },
  19: { cze: 9, svk: 0, segs: [['Noname', 4], ['Other', 1]] },
};

const CZE_CITIES: [string, number][] = [
  ['Praha', 30], ['Brno', 14], ['Ostrava', 10], ['Plzen', 8], ['Olomouc', 6], ['Liberec', 5], ['Ceske Budejovice', 5],
  ['Hradec Kralove', 5], ['Pardubice', 4], ['Zlin', 4], ['Jihlava', 3], ['Karlovy Vary', 3], ['Usti nad Labem', 4],
  ['Kladno', 3], ['Opava', 2], ['Tabor', 2],
];
const SVK_CITIES: [string, number][] = [
  ['Bratislava', 20], ['Kosice', 10], ['Zilina', 7], ['Banska Bystrica', 6], ['Nitra', 6], ['Presov', 6],
  ['Trnava', 5], ['Trencin', 5], ['Martin', 3], ['Poprad', 3],
];

/** [product_id, description, cat_cd, uom, base unit price in EUR] */
const PRODUCTS: [number, string, string, string, number][] = [
  [2, 'Natural 95', 'FUEL', 'L', 1.62],
  [3, 'Natural 98', 'FUEL', 'L', 1.78],
  [5, 'Diesel', 'FUEL', 'L', 1.55],
  [7, 'Diesel Premium', 'FUEL', 'L', 1.69],
  [9, 'LPG', 'FUEL', 'L', 0.78],
  [11, 'CNG', 'FUEL', 'KG', 1.42],
  [14, 'AdBlue', 'CARE', 'L', 0.92],
  [15, 'Motor oil', 'CARE', 'L', 14.5],
  [18, 'Car wash', 'CARE', 'PCS', 9.8],
  [19, 'Windscreen washer fluid', 'CARE', 'L', 3.1],
  [22, 'Coffee', 'SHOP', 'PCS', 2.2],
  [23, 'Snacks', 'SHOP', 'PCS', 3.4],
  [24, 'Soft drinks', 'SHOP', 'PCS', 1.9],
  [27, 'Highway vignette', 'SVC', 'PCS', 17.3],
  [28, 'Parking', 'SVC', 'PCS', 4.6],
  [31, 'Heating oil', 'FUEL', 'L', 1.21],
];

const NAME_A = [
  'Novak', 'Svoboda', 'Cerny', 'Prochazka', 'Kucera', 'Vesely', 'Horak', 'Nemec', 'Marek', 'Pospisil', 'Hajek',
  'Jelinek', 'Ruzicka', 'Benes', 'Kral', 'Zeman', 'Dolezal', 'Sykora', 'Urban', 'Vanek', 'Kovac', 'Toth', 'Nagy',
  'Baran', 'Lukac', 'Polak', 'Kollar', 'Moravec', 'Kriz', 'Simek', 'Bartos', 'Klima', 'Sustr', 'Vitek', 'Stastny',
  'Matejka', 'Hruby', 'Blazek', 'Tichy', 'Zak',
];
const NAME_B = [
  'Doprava', 'Logistika', 'Stavby', 'Transport', 'Servis', 'Agro', 'Trans', 'Spedice', 'Kurier', 'Montaze',
  'Elektro', 'Bau', 'Cargo', 'Taxi', 'Zemedelstvi', 'Instalace', 'Obchod', 'Stroje',
];
const LEGAL = ['s.r.o.', 's.r.o.', 's.r.o.', 'a.s.', 'spol. s r.o.', 'k.s.'];
const BIG_NAMES = [
  'Ceska Autobusova a.s.', 'TransCarpathia Logistics a.s.', 'Stavby Morava a.s.', 'Agrofert Bohemia a.s.',
  'Slovenska Posta Flotila a.s.', 'Metrans Kontejnery a.s.', 'Bratislavske Dopravne Sluzby a.s.', 'Energo Servis a.s.',
  'Hochtief Bau CZ a.s.', 'Kaufland Logistik CZ k.s.', 'Tatra Kurier a.s.', 'Vychodoslovenska Energetika a.s.',
  'Raben Logistics Czech s.r.o.', 'Dachser Slovakia a.s.', 'CZ Loko Servis a.s.', 'Skanska Infra s.r.o.',
  'Penny Distribuce s.r.o.', 'Lesy Bohemia s.p.', 'Ceska Rozvozova a.s.', 'Gebruder Weiss Praha s.r.o.',
  'Zapadoceska Stavebni a.s.', 'Nitrianska Doprava a.s.', 'PPL Flotila s.r.o.', 'Strabag Silnice a.s.',
  'Kosicka Spedicia a.s.', 'Moravskoslezske Vodarny a.s.', 'Eurovia Stavby s.r.o.', 'DHL Flotila CZ s.r.o.',
  'Zilinska Logistika a.s.', 'Plzenske Autobusy a.s.', 'Bidvest Rozvoz s.r.o.', 'Lidl Logistika SK v.o.s.',
  'Metrostav Technika a.s.', 'Slovnaft Servis Flotila a.s.', 'OKD Doprava a.s.', 'Vodarny Praha Servis a.s.',
  'Hanacka Doprava a.s.', 'Presovska Stavebna a.s.', 'Liberecka Logistika a.s.', 'GLS Cargo CZ s.r.o.',
];

interface Cust {
  id: number;
  nm: string;
  seg: 'SME' | 'LAM' | 'KAM';
  cur: 'EUR' | 'CZK';
  reg: string;
  closed: string | null;
  am: string | null;
  lmt: string;
  base: number;
  trend: number;
  cze: number;
}

interface Card {
  id: number;
  cust: Cust;
  typ: string;
  issued: string;
  blocked: string | null;
  fuelOnly: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(240_613);

  // Gas stations
  const stnRows: unknown[][] = [];
  const stations: { id: number; country: string; seg: string; sts: string; chain: number }[] = [];
  const chainWeight = (country: 'cze' | 'svk') =>
    CHAINS.map(([id]) => [id, CHAIN_MIX[id]?.[country] ?? 0] as [number, number]).filter(([, w]) => w > 0);
  let stnId = 40;
  for (let i = 0; i < 230; i++) {
    const country = r.chance(0.68) ? 'CZE' : 'SVK';
    const chain = r.weighted(chainWeight(country === 'CZE' ? 'cze' : 'svk'));
    const seg = r.weighted(CHAIN_MIX[chain]?.segs ?? [['Other', 1]]);
    const city = r.weighted(country === 'CZE' ? CZE_CITIES : SVK_CITIES);
    const opened = r.weighted<number>([[2012, 2], [2014, 3], [2016, 4], [2018, 5], [2019, 4], [2020, 4], [2021, 5],
      [2022, 5], [2023, 6], [2024, 5], [2025, 3]]) + (r.chance(0.5) ? 1 : 0);
    const openYr = Math.min(opened, 2025);
    const h24 = seg === 'Premium' ? (r.chance(0.8) ? 1 : 0) : r.chance(0.45) ? 1 : 0;
    const shop = seg === 'Noname' ? r.chance(0.3) : seg === 'Discount' ? r.chance(0.55) : r.chance(0.9);
    const sts = r.weighted<string>([['A', 88], ['T', 4], ['C', 8]]);
    stnId += r.int(1, 9);
    stations.push({ id: stnId, country, seg, sts, chain });
    stnRows.push([stnId, chain, city, country, seg, openYr, h24, shop ? 'Y' : 'N', sts]);
  }

  // Customers
  const custs: Cust[] = [];
  const bigNames = r.shuffle(BIG_NAMES);
  const usedNames = new Set<string>();
  let custId = 2;
  const czAms = ['S04', 'S05', 'S06', 'S07', 'S08'];
  const skAms = ['S09', 'S10', 'S11'];
  for (let i = 0; i < 132; i++) {
    const seg = r.weighted<'SME' | 'LAM' | 'KAM'>([['SME', 62], ['LAM', 25], ['KAM', 13]]);
    const cur = r.chance(0.31) ? 'EUR' : 'CZK';
    let nm: string;
    if (seg !== 'SME' && bigNames.length) nm = bigNames.pop() as string;
    else {
      do nm = `${r.pick(NAME_A)} ${r.pick(NAME_B)} ${r.pick(LEGAL)}`;
      while (usedNames.has(nm));
    }
    usedNames.add(nm);
    const reg = r.chance(0.55) ? r.date('2016-01-01', '2022-12-31') : r.date('2023-01-01', '2025-10-31');
    const closed = r.chance(seg === 'SME' ? 0.16 : 0.08) ? r.date(reg > '2023-06-01' ? addDays(reg, 120) : '2023-06-01', '2026-10-31') : null;
    let am: string | null = null;
    if (seg !== 'SME') {
      const pool = cur === 'EUR' ? skAms : czAms;
      am = seg === 'KAM' ? (cur === 'EUR' ? 'S09' : r.pick(['S04', 'S05'])) : r.pick(pool);
      // Jiri Sedlacek left in 2024: his accounts went to Ondrej Fiala
      if (am === 'S06' && (closed === null || closed > '2024-08-31')) am = 'S08';
    }
    const base =
      seg === 'KAM' ? Math.exp(Math.log(60_000) + normal(r) * 0.5) : seg === 'LAM' ? Math.exp(Math.log(12_000) + normal(r) * 0.5) : Math.exp(Math.log(1_400) + normal(r) * 0.7);
    const lmtBase = seg === 'KAM' ? 250_000 : seg === 'LAM' ? 50_000 : 5_000;
    const lmt = (Math.round((base * r.float(1.6, 3.2)) / 500) * 500 || lmtBase).toFixed(2);
    custId += r.int(1, 23);
    custs.push({
      id: custId,
      nm,
      seg,
      cur,
      reg,
      closed,
      am,
      lmt,
      base,
      trend: r.float(-0.12, 0.22, 3),
      cze: cur === 'CZK' ? r.float(0.8, 0.98) : r.float(0.05, 0.35),
    });
  }

  // Cards
  const cards: Card[] = [];
  let cardId = 10_000;
  for (const c of custs) {
    const n = c.seg === 'KAM' ? r.int(12, 24) : c.seg === 'LAM' ? r.int(4, 10) : r.int(1, 4);
    for (let k = 0; k < n; k++) {
      const issued = k === 0 || r.chance(0.6) ? addDays(c.reg, r.int(3, 20)) : addDays(c.reg, r.int(30, 900));
      if (issued > '2026-11-20') continue;
      let blocked: string | null = null;
      if (c.closed) blocked = c.closed;
      else if (r.chance(0.14)) {
        const b = addDays(issued, r.int(60, 1400));
        if (b < '2026-11-24') blocked = b;
      }
      if (blocked && blocked < issued) blocked = addDays(issued, 1);
      cardId += r.int(1, 37);
      cards.push({
        id: cardId,
        cust: c,
        typ: c.seg === 'KAM' ? r.weighted<string>([['FLEET', 6], ['PLUS', 2], ['STD', 1]]) : r.weighted<string>([['STD', 6], ['PLUS', 3], ['FLEET', 1]]),
        issued,
        blocked,
        fuelOnly: r.chance(0.35),
      });
    }
  }

  // Monthly consumption, January 2023 to December 2025
  const SEASON = [0.86, 0.88, 0.97, 1.02, 1.05, 1.08, 1.1, 1.07, 1.04, 1.02, 0.97, 0.94];
  const ymRows: unknown[][] = [];
  for (const c of custs) {
    for (let y = 2023; y <= 2025; y++) {
      for (let m = 1; m <= 12; m++) {
        const first = `${y}-${pad(m)}-01`;
        const last = addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`, -1);
        if (c.reg > last) continue;
        if (c.closed && c.closed < first) continue;
        let part = 1;
        if (c.reg > first) part = (Date.parse(last) - Date.parse(c.reg)) / (Date.parse(last) - Date.parse(first) + 86_400_000);
        if (c.closed && c.closed < last) part = Math.min(part, (Date.parse(c.closed) - Date.parse(first)) / (Date.parse(last) - Date.parse(first) + 86_400_000));
        part = Math.max(part, 0.04);
        const t = (y - 2023) * 12 + m - 1;
        const v = c.base * (SEASON[m - 1] ?? 1) * (1 + (c.trend * t) / 12) * Math.exp(normal(r) * 0.18) * part;
        ymRows.push([c.id, `${y}${pad(m)}`, round2(Math.max(v, 3 + r.float(0, 20)))]);
      }
    }
  }

  // Transactions sample, 2024-2025
  const activeStations = (country: string, day: string) =>
    stations.filter((s) => s.country === country && (s.sts === 'A' || day < '2025-03-01'));
  const txRows: unknown[][] = [];
  const txs: { dt: string; time: string; cust: Cust; card: Card; stn: number; prod: number; amt: number; price: number }[] = [];
  const custWeight = custs.map((c) => [c, c.seg === 'KAM' ? 8 : c.seg === 'LAM' ? 4 : 1] as [Cust, number]);
  const fuelWeights: [number, number][] = [[5, 46], [2, 22], [7, 9], [3, 4], [9, 4], [11, 2], [14, 5]];
  const otherWeights: [number, number][] = [[22, 9], [23, 6], [24, 5], [18, 6], [15, 2], [19, 3], [27, 3], [28, 4]];
  let guard = 0;
  while (txs.length < 1600 && guard++ < 100_000) {
    const c = r.weighted(custWeight);
    const dt = r.date('2024-01-01', '2025-12-31');
    if (c.reg > dt || (c.closed && c.closed <= dt)) continue;
    const myCards = cards.filter((k) => k.cust === c && k.issued <= dt && (!k.blocked || k.blocked > dt));
    if (!myCards.length) continue;
    const card = r.pick(myCards);
    const country = r.chance(c.cze) ? 'CZE' : 'SVK';
    const stns = activeStations(country, dt);
    const stn = r.pick(stns);
    const fuel = card.fuelOnly || r.chance(0.78);
    const prod = fuel ? r.weighted(fuelWeights) : r.weighted(otherWeights);
    const p = PRODUCTS.find((x) => x[0] === prod);
    if (!p) continue;
    if (fuel && p[2] !== 'FUEL' && card.fuelOnly) continue;
    let amt: number;
    if (p[3] === 'PCS') amt = r.int(1, p[0] === 22 ? 4 : 3);
    else if (p[2] === 'FUEL') amt = round2(c.seg === 'KAM' && prod === 5 ? r.float(60, 620) : r.float(8, 95));
    else amt = round2(p[0] === 14 ? r.float(5, 60) : r.float(1, 5));
    const segF = stn.seg === 'Premium' ? 1.06 : stn.seg === 'Discount' ? 0.95 : stn.seg === 'Noname' ? 0.97 : 1;
    const timeF = 1 + (dt < '2025-01-01' ? 0.03 : -0.01) + normal(r) * 0.012;
    const unit = p[2] === 'FUEL' || p[0] === 14 ? p[4] * segF * timeF : p[4];
    const price = round2(amt * unit);
    const hour = r.weighted<number>([[5, 3], [6, 6], [7, 8], [8, 7], [9, 6], [10, 6], [11, 6], [12, 6], [13, 6], [14, 6],
      [15, 7], [16, 7], [17, 6], [18, 4], [19, 3], [20, 2], [21, 2], [22, 1], [23, 1], [0, 1], [1, 1], [2, 1], [3, 1], [4, 2]]);
    const time = `${pad(hour)}:${pad(r.int(0, 59))}:${pad(r.int(0, 59))}`;
    txs.push({ dt, time, cust: c, card, stn: stn.id, prod, amt, price });
  }
  txs.sort((a, b) => a.dt.localeCompare(b.dt) || a.time.localeCompare(b.time));
  let txId = 1_000;
  for (const t of txs) {
    txId += r.int(1, 4);
    txRows.push([txId, t.dt, t.time, t.cust.id, t.card.id, t.stn, t.prod, t.amt, t.price]);
  }

  return [
    'CREATE SCHEMA fuel;',
    `CREATE TABLE fuel.staff (emp_no varchar(4) PRIMARY KEY, emp_nm text NOT NULL, title text NOT NULL, boss_no varchar(4) REFERENCES fuel.staff (emp_no),
      region_cd char(2), hire_dt date NOT NULL, left_dt date);`,
    `CREATE TABLE fuel.customers (cust_id integer PRIMARY KEY, cust_nm text NOT NULL, segment varchar(3) NOT NULL, currency char(3) NOT NULL,
      reg_dt date NOT NULL, closed_dt date, am_emp_no varchar(4) REFERENCES fuel.staff (emp_no), credit_lmt text NOT NULL);`,
    `CREATE TABLE fuel.chains (chain_id integer PRIMARY KEY, chain_nm text NOT NULL, hq_country char(3) NOT NULL);`,
    `CREATE TABLE fuel.gasstations (gas_stn_id integer PRIMARY KEY, chain_id integer NOT NULL REFERENCES fuel.chains (chain_id), city text NOT NULL,
      country char(3) NOT NULL, segment text NOT NULL, opened_yr integer NOT NULL, open_24h smallint NOT NULL, shop_yn char(1) NOT NULL,
      stn_sts char(1) NOT NULL);`,
    `CREATE TABLE fuel.products (product_id integer PRIMARY KEY, description text NOT NULL, cat_cd varchar(4) NOT NULL, uom varchar(3) NOT NULL);`,
    `CREATE TABLE fuel.cards (card_id integer PRIMARY KEY, cust_id integer NOT NULL REFERENCES fuel.customers (cust_id), card_typ varchar(5) NOT NULL,
      issued_dt date NOT NULL, blocked_dt date, fuel_only_yn char(1) NOT NULL);`,
    `CREATE TABLE fuel.transactions (txn_id integer PRIMARY KEY, txn_dt date NOT NULL, txn_time text NOT NULL,
      cust_id integer NOT NULL REFERENCES fuel.customers (cust_id), card_id integer NOT NULL REFERENCES fuel.cards (card_id),
      gas_stn_ref integer NOT NULL REFERENCES fuel.gasstations (gas_stn_id), prod_id integer NOT NULL REFERENCES fuel.products (product_id),
      amount numeric(10,2) NOT NULL, price numeric(10,2) NOT NULL);`,
    `CREATE TABLE fuel.yearmonth (cust_id integer NOT NULL REFERENCES fuel.customers (cust_id), date text NOT NULL, consumption numeric(12,2) NOT NULL,
      PRIMARY KEY (cust_id, date));`,
    insertRows('fuel.staff', ['emp_no', 'emp_nm', 'title', 'boss_no', 'region_cd', 'hire_dt', 'left_dt'], STAFF),
    insertRows(
      'fuel.customers',
      ['cust_id', 'cust_nm', 'segment', 'currency', 'reg_dt', 'closed_dt', 'am_emp_no', 'credit_lmt'],
      custs.map((c) => [c.id, c.nm, c.seg, c.cur, c.reg, c.closed, c.am, c.lmt]),
    ),
    insertRows('fuel.chains', ['chain_id', 'chain_nm', 'hq_country'], CHAINS),
    insertRows('fuel.gasstations', ['gas_stn_id', 'chain_id', 'city', 'country', 'segment', 'opened_yr', 'open_24h', 'shop_yn', 'stn_sts'], stnRows),
    insertRows('fuel.products', ['product_id', 'description', 'cat_cd', 'uom'], PRODUCTS.map((p) => p.slice(0, 4))),
    insertRows(
      'fuel.cards',
      ['card_id', 'cust_id', 'card_typ', 'issued_dt', 'blocked_dt', 'fuel_only_yn'],
      cards.map((k) => [k.id, k.cust.id, k.typ, k.issued, k.blocked, k.fuelOnly ? 'Y' : 'N']),
    ),
    insertRows('fuel.transactions', ['txn_id', 'txn_dt', 'txn_time', 'cust_id', 'card_id', 'gas_stn_ref', 'prod_id', 'amount', 'price'], txRows),
    insertRows('fuel.yearmonth', ['cust_id', 'date', 'consumption'], ymRows),
  ].join('\n');
}
