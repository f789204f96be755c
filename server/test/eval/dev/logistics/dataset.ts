/**
 * A European road-freight company (schema `fleet`): depots grouped under regional hubs, carriers (our own fleet and
 * subcontractors), customers, trucks, shipments from January 2024 to the set's today (2026-11-25), the legs each
 * shipment travelled depot to depot, and fuel-card purchases since 2025. A shipment still on the road has no
 * delivered_dt; a cancelled one was never picked up: no pickup_dt, no charge and no legs.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const rnd = seededRandom(52021);
const TODAY = '2026-11-25';

/** Code, city, country, hub (null for a hub), latitude, longitude, opened. */
const DEPOTS: [string, string, string, string | null, number, number, number][] = [
  ['RTM', 'Rotterdam', 'Netherlands', null, 51.92, 4.48, 1998], ['AMS', 'Amsterdam', 'Netherlands', 'RTM', 52.37, 4.9, 2004],
  ['EIN', 'Eindhoven', 'Netherlands', 'RTM', 51.44, 5.48, 2011], ['ANR', 'Antwerp', 'Belgium', 'RTM', 51.22, 4.4, 2003],
  ['BRU', 'Brussels', 'Belgium', 'RTM', 50.85, 4.35, 2009], ['FRA', 'Frankfurt', 'Germany', null, 50.11, 8.68, 2001],
  ['HAM', 'Hamburg', 'Germany', 'FRA', 53.55, 9.99, 2005], ['MUC', 'Munich', 'Germany', 'FRA', 48.14, 11.58, 2007],
  ['CGN', 'Cologne', 'Germany', 'FRA', 50.94, 6.96, 2006], ['BER', 'Berlin', 'Germany', 'FRA', 52.52, 13.4, 2012],
  ['VIE', 'Vienna', 'Austria', 'FRA', 48.21, 16.37, 2015], ['LYS', 'Lyon', 'France', null, 45.76, 4.84, 2002],
  ['PAR', 'Paris', 'France', 'LYS', 48.86, 2.35, 2003], ['MRS', 'Marseille', 'France', 'LYS', 43.3, 5.37, 2013],
  ['LIL', 'Lille', 'France', 'LYS', 50.63, 3.06, 2010], ['MIL', 'Milan', 'Italy', null, 45.46, 9.19, 2006],
  ['TRN', 'Turin', 'Italy', 'MIL', 45.07, 7.69, 2014], ['BLQ', 'Bologna', 'Italy', 'MIL', 44.49, 11.34, 2016],
  ['ZRH', 'Zurich', 'Switzerland', 'MIL', 47.37, 8.54, 2017], ['MAD', 'Madrid', 'Spain', null, 40.42, -3.7, 2008],
  ['BCN', 'Barcelona', 'Spain', 'MAD', 41.39, 2.17, 2009], ['VLC', 'Valencia', 'Spain', 'MAD', 39.47, -0.38, 2018],
  ['WAW', 'Warsaw', 'Poland', null, 52.23, 21.01, 2010], ['KRK', 'Krakow', 'Poland', 'WAW', 50.06, 19.94, 2016],
  ['POZ', 'Poznan', 'Poland', 'WAW', 52.41, 16.93, 2019], ['PRG', 'Prague', 'Czech Republic', 'WAW', 50.08, 14.44, 2015],
  ['GDN', 'Gdansk', 'Poland', 'WAW', 54.35, 18.65, 2026],
];
/** Code, name, own fleet, contract end, share of shipments, chance a delivery runs late. */
const CARRIERS: [string, string, string, string | null, number, number][] = [
  ['NW', 'Northway Own Fleet', 'Y', null, 44, 0.07], ['RL', 'RhineLine Freight', 'N', null, 12, 0.13],
  ['BX', 'Baltic Express', 'N', null, 10, 0.19], ['DH', 'Danube Haulage', 'N', null, 9, 0.11],
  ['AL', 'Alpina Logistik', 'N', null, 8, 0.05], ['IT', 'Iberotrans', 'N', null, 8, 0.1],
  ['NF', 'NordFreight', 'N', null, 6, 0.09], ['MC', 'Mercurio Cargo', 'N', '2025-06-30', 5, 0.24],
];
const NAME_A = ['Vandermeer', 'Kessler', 'Lindqvist', 'Moreau', 'Bianchi', 'Novak', 'Ortega', 'Brandt', 'Delacroix', 'Janssen', 'Kowalczyk', 'Rossetti', 'Hofmann', 'Castell', 'Dvorak', 'Peeters', 'Fontaine', 'Weiss', 'Albrecht', 'Marino', 'Sandoval', 'Vermeulen', 'Nowicki', 'Gruber', 'Lambert', 'Ferraro', 'Navarro', 'Schulte', 'Dubois', 'Wojcik', 'Huber', 'De Vries', 'Esposito', 'Ruiz', 'Keller', 'Mertens', 'Zielinski', 'Baumann', 'Girard', 'Costa', 'Blue Delta', 'North Star', 'Greenfield', 'Silverline', 'Redwood', 'Alpen', 'Oakridge', 'Sunrise', 'Iron Bridge', 'Harbor'];
const NAME_B = ['Foods', 'Automotive', 'Retail', 'Pharma', 'Textiles', 'Electronics', 'Furniture', 'Chemicals', 'Paper', 'Beverages', 'Machinery', 'Plastics', 'Home & Garden', 'Sports', 'Medical', 'Packaging', 'Steel', 'Cosmetics', 'Toys', 'Building Supplies'];
const SEASON = [0.8, 0.85, 1, 1, 1, 0.95, 0.9, 0.75, 1.05, 1.15, 1.25, 1.0];

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function km(a: string, b: string): number {
  const [p, q] = [DEPOTS.find((d) => d[0] === a)!, DEPOTS.find((d) => d[0] === b)!];
  const rad = Math.PI / 180;
  const x = (q[5] - p[5]) * rad * Math.cos(((p[4] + q[4]) / 2) * rad);
  const y = (q[4] - p[4]) * rad;
  return Math.round(Math.sqrt(x * x + y * y) * 6371 * 1.22);
}

export function datasetSql(): string {
  const hubOf = (cd: string) => DEPOTS.find((d) => d[0] === cd)![3] ?? cd;
  const countryOf = (cd: string) => DEPOTS.find((d) => d[0] === cd)![2];
  const live = DEPOTS.filter((d) => d[6] < 2026).map((d) => d[0]);

  // Customers: a home depot, a segment, a size that drives how often they ship; some churned, some not started yet.
  const names = new Set<string>();
  const customers: { ref: string; home: string; seg: string; size: number; from: string; to: string }[] = [];
  const custRows: unknown[][] = [];
  for (let i = 0; i < 340; i++) {
    let name = '';
    while (!name || names.has(name)) name = `${rnd.pick(NAME_A)} ${rnd.pick(NAME_B)}`;
    names.add(name);
    const home = rnd.pick(live);
    const seg = rnd.weighted([['Enterprise', 2], ['Mid-Market', 4], ['SMB', 7], ['Public Sector', 1]] as const);
    const since = rnd.weighted([[rnd.date('2012-01-01', '2023-12-31'), 8], [rnd.date('2024-01-01', '2026-10-31'), 3]] as const);
    const status = rnd.weighted([['Active', 82], ['Churned', 13], ['Onboarding', 5]] as const);
    const churn = status === 'Churned' ? rnd.date(since > '2024-03-01' ? since : '2024-03-01', '2026-09-30') : null;
    const ref = `C${10040 + i * 7}`;
    const size = (seg === 'Enterprise' ? 8 : seg === 'Mid-Market' ? 3 : seg === 'Public Sector' ? 2 : 1) * (0.3 + rnd.next() * rnd.next() * 4);
    custRows.push([ref, name, seg, countryOf(home), status, since, churn]);
    if (status !== 'Onboarding') customers.push({ ref, home, seg, size, from: since, to: churn ?? TODAY });
  }

  // Vehicles: based at a depot; a few are out of service since some date.
  const vehicles: { reg: string; depot: string; cap: number; type: string; out: string | null }[] = [];
  const vehRows: unknown[][] = [];
  const prefix: Record<string, string> = { Netherlands: 'NL', Belgium: 'B', Germany: 'D', Austria: 'A', France: 'F', Italy: 'I', Switzerland: 'CH', Spain: 'E', Poland: 'PL', 'Czech Republic': 'CZ' };
  for (const depot of live) {
    const n = hubOf(depot) === depot ? rnd.int(6, 9) : rnd.int(2, 4);
    for (let i = 0; i < n; i++) {
      const type = rnd.weighted([['Tractor', 5], ['Rigid', 3], ['Van', 2]] as const);
      const cap = type === 'Tractor' ? 24000 : type === 'Rigid' ? rnd.pick([7500, 12000]) : rnd.pick([1200, 3500]);
      let reg = '';
      while (!reg || vehicles.some((v) => v.reg === reg)) reg = `${prefix[countryOf(depot)]}-${rnd.int(10, 99)}-${Array.from({ length: 3 }, () => rnd.pick([...'BCDFGHJKLMNPRSTVXZ'])).join('')}`;
      const out = rnd.chance(0.1) ? rnd.date('2025-03-01', '2026-09-30') : null;
      vehicles.push({ reg, depot, cap, type, out });
      vehRows.push([reg, depot, type, rnd.pick(type === 'Van' ? ['Mercedes', 'Iveco', 'Renault'] : ['DAF', 'Volvo', 'Scania', 'MAN', 'Mercedes']), cap, rnd.int(2013, 2025), out ? 0 : 1]);
    }
  }

  // Shipments, day by day, with seasonality and growth; legs via the regional hubs.
  const shpRows: unknown[][] = [];
  const legRows: unknown[][] = [];
  let seq = 0;
  for (let day = '2024-01-02'; day < TODAY; day = addDays(day, 1)) {
    const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (dow === 0) continue;
    const mean = (dow === 6 ? 1.2 : 6.2) * SEASON[Number(day.slice(5, 7)) - 1]! * (1 + (Number(day.slice(0, 4)) - 2024) * 0.085);
    const n = Math.max(0, Math.round(mean + (rnd.next() - 0.5) * mean * 0.8));
    const open = customers.filter((c) => c.from <= day && c.to >= day);
    for (let i = 0; i < n; i++) {
      const cust = rnd.weighted(open.map((c) => [c, c.size] as const));
      const orig = rnd.chance(0.75) ? cust.home : rnd.pick(live);
      let dest = orig;
      while (dest === orig) dest = rnd.chance(0.35) ? rnd.pick(live.filter((d) => hubOf(d) === hubOf(orig))) : rnd.pick(live);
      const carriers = CARRIERS.filter((c) => !c[3] || c[3] >= day);
      const [carrier, , , , , lateP] = rnd.weighted(carriers.map((c) => [c, c[4]] as const));
      const weight = Math.min(24000, Math.round(Math.exp(rnd.float(3.7, 9.6, 3)) * 10) / 10);
      const dist = km(orig, dest);
      const std = dist <= 300 ? 1 : dist <= 900 ? 2 : dist <= 1500 ? 3 : 4;
      const promised = addDays(day, std);
      const cancelled = rnd.chance(0.015) ? 'Y' : 'N';
      const roll = rnd.next();
      const transit = roll < lateP ? std + rnd.weighted([[1, 6], [2, 3], [3, 1], [5, 1]] as const) : roll > 0.95 && std > 1 ? std - 1 : std;
      const deliveredOn = addDays(day, transit);
      const delivered = cancelled === 'Y' || deliveredOn >= TODAY ? null : deliveredOn;
      const factor = { Enterprise: 0.85, 'Mid-Market': 0.95, SMB: 1.1, 'Public Sector': 0.9 }[cust.seg]!;
      const charge = cancelled === 'Y' ? null : Math.round((140 + weight * (0.06 + dist * 0.00018) * factor) * rnd.float(0.93, 1.08, 3) * 100) / 100;
      const shpNo = `SH${String(240001 + seq++)}`;
      shpRows.push([shpNo, cust.ref, orig, dest, cancelled === 'Y' ? null : day, promised, delivered, weight, charge, carrier, cancelled]);
      if (cancelled === 'Y') continue;

      const path = [orig];
      if (hubOf(orig) !== hubOf(dest)) {
        if (hubOf(orig) !== orig) path.push(hubOf(orig));
        if (hubOf(dest) !== dest) path.push(hubOf(dest));
      }
      path.push(dest);
      for (let leg = 0; leg < path.length - 1; leg++) {
        const [from, to] = [path[leg]!, path[leg + 1]!];
        const depart = addDays(day, Math.floor((leg * transit) / (path.length - 1)));
        const arrive = addDays(day, Math.floor(((leg + 1) * transit) / (path.length - 1)));
        let reg: string | null = null;
        if (carrier === 'NW') {
          const fits = vehicles.filter((v) => v.depot === from && (!v.out || v.out > depart) && v.cap >= weight);
          const hubTrucks = vehicles.filter((v) => v.depot === hubOf(from) && v.type === 'Tractor' && (!v.out || v.out > depart));
          reg = rnd.pick(fits.length ? fits : hubTrucks.length ? hubTrucks : vehicles.filter((v) => !v.out || v.out > depart)).reg;
        }
        legRows.push([shpNo, leg + 1, from, to, depart < TODAY ? depart : null, arrive < TODAY ? arrive : null, km(from, to), reg]);
      }
    }
  }

  // Fuel-card purchases since 2025 for each truck in service, mostly in its home country at the price of the day.
  const fuelRows: unknown[][] = [];
  const priceDiff: Record<string, number> = { Netherlands: 0.12, Belgium: 0.04, Germany: 0.06, Austria: -0.02, France: 0, Italy: 0.09, Switzerland: 0.22, Spain: -0.06, Poland: -0.15, 'Czech Republic': -0.1 };
  const countries = Object.keys(priceDiff);
  for (const v of vehicles) {
    const end = v.out && v.out < TODAY ? v.out : TODAY;
    for (let d = addDays('2025-01-01', rnd.int(0, 10)); d < end; d = addDays(d, rnd.int(6, 16))) {
      const country = rnd.chance(0.8) ? countryOf(v.depot) : rnd.pick(countries);
      const litres = v.type === 'Tractor' ? rnd.float(250, 620) : v.type === 'Rigid' ? rnd.float(110, 300) : rnd.float(35, 80);
      const month = Number(d.slice(5, 7)) + (Number(d.slice(0, 4)) - 2025) * 12;
      const price = 1.58 + 0.09 * Math.sin(month / 2.3) + priceDiff[country]! + rnd.float(-0.03, 0.03, 3);
      fuelRows.push([null, v.reg, d, country, litres, Math.round(litres * price * 100) / 100]);
    }
  }
  fuelRows.sort((a, b) => String(a[2]).localeCompare(String(b[2])) || String(a[1]).localeCompare(String(b[1])));
  fuelRows.forEach((row, i) => (row[0] = 880001 + i));

  return [
    `CREATE SCHEMA fleet;
CREATE TABLE fleet.depots (depot_cd text PRIMARY KEY, city text NOT NULL, country text NOT NULL, hub_cd text, opened_yr integer);
CREATE TABLE fleet.carriers (code text PRIMARY KEY, carrier_nm text NOT NULL, own_fleet char(1), contract_end date);
CREATE TABLE fleet.customers (cust_ref text PRIMARY KEY, cust_nm text NOT NULL, segment text, country text, acct_status text, since_dt date, churn_dt date);
CREATE TABLE fleet.vehicles (reg_no text PRIMARY KEY, depot text, veh_type text, make text, capacity_kg integer, yr_built integer, in_service smallint);
CREATE TABLE fleet.shipments (shp_no text PRIMARY KEY, shipper text, orig_depot text, dest_depot text, pickup_dt date, promised_dt date, delivered_dt date, weight_kg numeric(8,1), charge_amt numeric(10,2), carrier text, cancelled char(1));
CREATE TABLE fleet.shipment_legs (shp_no text, leg_seq integer, from_depot text, to_depot text, depart_dt date, arrive_dt date, km integer, reg_no text, PRIMARY KEY (shp_no, leg_seq));
CREATE TABLE fleet.fuel_purchases (receipt_no integer PRIMARY KEY, reg_no text, purchase_dt date, country text, litres numeric(7,2), amt numeric(9,2));`,
    insertRows('fleet.depots', ['depot_cd', 'city', 'country', 'hub_cd', 'opened_yr'], DEPOTS.map((d) => [d[0], d[1], d[2], d[3], d[6]])),
    insertRows('fleet.carriers', ['code', 'carrier_nm', 'own_fleet', 'contract_end'], CARRIERS.map((c) => [c[0], c[1], c[2], c[3]])),
    insertRows('fleet.customers', ['cust_ref', 'cust_nm', 'segment', 'country', 'acct_status', 'since_dt', 'churn_dt'], custRows),
    insertRows('fleet.vehicles', ['reg_no', 'depot', 'veh_type', 'make', 'capacity_kg', 'yr_built', 'in_service'], vehRows),
    insertRows('fleet.shipments', ['shp_no', 'shipper', 'orig_depot', 'dest_depot', 'pickup_dt', 'promised_dt', 'delivered_dt', 'weight_kg', 'charge_amt', 'carrier', 'cancelled'], shpRows),
    insertRows('fleet.shipment_legs', ['shp_no', 'leg_seq', 'from_depot', 'to_depot', 'depart_dt', 'arrive_dt', 'km', 'reg_no'], legRows),
    insertRows('fleet.fuel_purchases', ['receipt_no', 'reg_no', 'purchase_dt', 'country', 'litres', 'amt'], fuelRows),
  ].join('\n');
}
