/**
 * Held-out inventory set: an industrial-supplies wholesaler's stock in schemas `inv` and `purch`. Items keyed by SKU
 * (0/1 discontinued flag, a self-referencing replacement SKU), stock per item and warehouse with reorder levels,
 * suppliers with Y/N active flag, purchase-order headers (status, header total and freight) with lines, carriers
 * keyed by code and outbound shipments whose `carrier` holds those codes.
 */
import { insertRows, seededRandom } from '../../seeded-random';

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const WAREHOUSES = [
  ['CHI1', 'Chicago', 'United States', 2009],
  ['DAL2', 'Dallas', 'United States', 2014],
  ['EWR1', 'Newark', 'United States', 2017],
  ['TOR1', 'Toronto', 'Canada', 2019],
  ['RTM1', 'Rotterdam', 'Netherlands', 2021],
  ['LEJ1', 'Leipzig', 'Germany', 2023],
] as const;

const CARRIERS = [
  ['UPSG', 'UPS Ground', 'Parcel'],
  ['FDXE', 'FedEx Express', 'Express'],
  ['DHLX', 'DHL Express', 'Express'],
  ['ODFL', 'Old Dominion Freight Line', 'LTL'],
  ['XPOL', 'XPO Logistics', 'LTL'],
  ['PURO', 'Purolator', 'Parcel'],
  ['DBSC', 'DB Schenker', 'LTL'],
  ['PNLE', 'PostNL Express', 'Parcel'],
] as const;
/** carriers each warehouse ships with, by weight */
const WH_CARRIERS: Record<string, [string, number][]> = {
  CHI1: [['UPSG', 5], ['FDXE', 2], ['ODFL', 3], ['XPOL', 2]],
  DAL2: [['UPSG', 4], ['FDXE', 2], ['ODFL', 2], ['XPOL', 3]],
  EWR1: [['UPSG', 5], ['FDXE', 3], ['XPOL', 2]],
  TOR1: [['PURO', 5], ['UPSG', 2], ['FDXE', 1]],
  RTM1: [['PNLE', 4], ['DHLX', 3], ['DBSC', 3]],
  LEJ1: [['DHLX', 4], ['DBSC', 4]],
};

const SUPPLIER_NAMES: [string, string][] = [
  ['Allied Fastener Corp', 'United States'], ['Midwest Bolt & Screw', 'United States'], ['Keystone Plumbing Supply', 'United States'],
  ['Summit Electric Wholesale', 'United States'], ['Ironclad Tool Works', 'United States'], ['Prairie Safety Products', 'United States'],
  ['Gulf Coast Adhesives', 'United States'], ['Northstar HVAC Parts', 'United States'], ['Liberty Industrial', 'United States'],
  ['Pioneer Hardware Distributors', 'United States'], ['Cascade Abrasives', 'United States'], ['Redline Power Tools', 'United States'],
  ['Maple Leaf Fasteners', 'Canada'], ['Great Lakes Fittings', 'Canada'], ['Boreal Safety Gear', 'Canada'],
  ['Rheinland Werkzeug GmbH', 'Germany'], ['Bayern Elektro AG', 'Germany'], ['Schmidt Verbindungstechnik', 'Germany'],
  ['Hanse Klebstoffe GmbH', 'Germany'], ['Delta Tools BV', 'Netherlands'], ['Oranje Installatie BV', 'Netherlands'],
  ['Milano Valvole SpA', 'Italy'], ['Brescia Utensili', 'Italy'], ['Ningbo Precision Hardware', 'China'],
  ['Shenzhen Volt Electric', 'China'], ['Zhejiang Pipe Fittings Co', 'China'], ['Guangzhou Safety Supply', 'China'],
  ['Jiangsu Tool Manufacturing', 'China'], ['Taipei Fastening Industries', 'Taiwan'], ['Formosa Power Tools', 'Taiwan'],
  ['Osaka Cutting Tools', 'Japan'], ['Monterrey Industrial SA', 'Mexico'], ['Bajio Plomeria SA', 'Mexico'],
  ['Pune Castings Pvt Ltd', 'India'], ['Chennai Electricals Ltd', 'India'], ['Nordic Safety AB', 'Sweden'],
  ['Silesia Metalworks', 'Poland'], ['Anatolia Valve Co', 'Turkey'], ['Busan Hydraulics', 'South Korea'],
  ['Lyon Outillage SA', 'France'], ['Brightwater Supply Co', 'United States'], ['Copperline Electric', 'United States'],
  ['Harbor Freight Industrial', 'United States'], ['Kestrel Coatings', 'United Kingdom'], ['Thames Valley Tools Ltd', 'United Kingdom'],
];

/** category, SKU prefix, products: name, variants, unit cost range */
const BRANDS: Record<string, string[]> = {
  Fasteners: ['ProLine', 'BoltMaster', 'Tecfix'], Plumbing: ['ProLine', 'AquaSeal', 'FlowRite'],
  Electrical: ['ProLine', 'Voltex', 'Amperon'], 'Hand Tools': ['ProLine', 'Stanmore', 'Wrenchcraft'],
  'Power Tools': ['Torqon', 'Makrell', 'Dewcraft'], Safety: ['ProLine', 'Guardian', 'SafeHands'],
  Adhesives: ['ProLine', 'Bondex', 'Stikwell'], HVAC: ['Climatix', 'AirPro', 'ProLine'],
};
const CATEGORIES: [string, string, [string, string[], number, number][]][] = [
  ['Fasteners', 'FST', [
    ['Hex Bolt Zinc', ['M6x30 100pk', 'M8x40 100pk', 'M10x50 50pk', 'M12x60 25pk'], 6, 28],
    ['Lag Screw', ['1/4x2in 100pk', '5/16x3in 50pk', '3/8x4in 50pk'], 9, 34],
    ['Machine Screw SS', ['#8-32 100pk', '#10-24 100pk', 'M5x20 100pk'], 5, 19],
    ['Flange Nut', ['M8 100pk', 'M10 100pk', '3/8in 100pk'], 4, 15],
    ['Anchor Bolt', ['3/8x3in 25pk', '1/2x5in 25pk', '5/8x6in 10pk'], 14, 48],
    ['Threaded Rod', ['3/8in x 6ft', '1/2in x 6ft', 'M10 x 1m'], 4, 16],
    ['Blind Rivet Aluminum', ['1/8in 250pk', '3/16in 250pk'], 7, 22],
  ]],
  ['Plumbing', 'PLB', [
    ['Ball Valve Brass', ['1/2in', '3/4in', '1in', '2in'], 9, 68],
    ['PEX Coupling', ['1/2in 10pk', '3/4in 10pk', '1in 5pk'], 6, 24],
    ['Copper Elbow 90deg', ['1/2in', '3/4in', '1in'], 2, 9],
    ['Gate Valve', ['3/4in', '1-1/2in', '2in'], 18, 95],
    ['Check Valve', ['1/2in', '1in', '2in'], 14, 80],
    ['Backflow Preventer', ['3/4in', '1in'], 95, 240],
    ['Pipe Clamp', ['1/2in 25pk', '1in 25pk'], 5, 14],
  ]],
  ['Electrical', 'ELC', [
    ['Circuit Breaker', ['15A 1-Pole', '20A 1-Pole', '30A 2-Pole', '50A 2-Pole'], 8, 62],
    ['GFCI Outlet', ['15A White', '20A White', '20A Ivory'], 14, 26],
    ['Wire Connector', ['Yellow 100pk', 'Red 100pk', 'Lever 3-Port 25pk'], 6, 21],
    ['THHN Wire Spool', ['14AWG 500ft', '12AWG 500ft', '10AWG 500ft'], 48, 190],
    ['Junction Box', ['4x4in', '6x6in PVC', '8x8in Steel'], 3, 28],
    ['LED Panel Light', ['2x2ft 40W', '2x4ft 50W'], 38, 85],
    ['Load Center', ['100A 20-Space', '200A 40-Space'], 120, 360],
  ]],
  ['Hand Tools', 'HTL', [
    ['Combination Wrench Set', ['SAE 11pc', 'Metric 14pc'], 32, 120],
    ['Torque Wrench', ['3/8in Drive', '1/2in Drive'], 45, 210],
    ['Screwdriver Set', ['6pc', '12pc Insulated'], 14, 85],
    ['Claw Hammer', ['16oz', '20oz Fiberglass'], 11, 38],
    ['Pipe Wrench', ['14in', '18in', '24in'], 19, 72],
    ['Socket Set', ['3/8in 40pc', '1/2in 21pc Impact'], 38, 160],
    ['Hex Key Set', ['SAE 13pc', 'Metric 9pc'], 6, 24],
  ]],
  ['Power Tools', 'PWR', [
    ['Cordless Drill', ['18V Kit', '20V Brushless Kit', '12V Compact'], 85, 260],
    ['Impact Driver', ['18V Bare Tool', '20V Kit'], 95, 240],
    ['Angle Grinder', ['4-1/2in Corded', '5in 18V'], 55, 190],
    ['Circular Saw', ['7-1/4in Corded', '6-1/2in 20V'], 80, 230],
    ['Rotary Hammer', ['SDS-Plus Corded', 'SDS-Max Corded'], 180, 820],
    ['Core Drill Rig', ['Wet 2-Speed', 'Dry 3-Speed'], 950, 1680],
    ['Orbital Sander', ['5in Corded', '5in 18V'], 48, 150],
  ]],
  ['Safety', 'SAF', [
    ['Nitrile Gloves', ['M Box of 100', 'L Box of 100', 'XL Box of 100'], 7, 16],
    ['Safety Glasses', ['Clear', 'Tinted', 'Anti-Fog'], 2, 9],
    ['Hard Hat', ['Type I White', 'Type II Yellow'], 12, 48],
    ['Hi-Vis Vest', ['Class 2 L', 'Class 2 XL', 'Class 3 XL'], 6, 22],
    ['Respirator Mask', ['N95 20pk', 'Half-Face P100'], 18, 45],
    ['Fall Protection Harness', ['Universal', 'Deluxe'], 95, 260],
  ]],
  ['Adhesives', 'ADH', [
    ['Epoxy Adhesive', ['25ml', '50ml', '400ml Cartridge'], 5, 48],
    ['Construction Adhesive', ['10oz', '28oz'], 4, 12],
    ['Threadlocker Blue', ['10ml', '50ml'], 6, 28],
    ['Silicone Sealant', ['10oz Clear', '10oz White'], 5, 11],
    ['PVC Cement', ['8oz', '1qt'], 6, 19],
    ['Duct Tape', ['2in x 60yd', '3in x 60yd'], 5, 14],
    ['Duct Tape Case', ['2in x 60yd 24pk'], 95, 150],
  ]],
  ['HVAC', 'HVC', [
    ['Air Filter MERV 11', ['16x25x1 12pk', '20x20x1 12pk', '20x25x4 6pk'], 38, 120],
    ['Programmable Thermostat', ['Basic', 'Wi-Fi'], 45, 190],
    ['Condensate Pump', ['1/30HP', '1/50HP'], 65, 140],
    ['Duct Damper', ['6in', '8in', '10in'], 12, 45],
    ['Blower Motor', ['1/3HP', '1/2HP', '3/4HP'], 180, 520],
    ['Rooftop Unit Compressor', ['3 Ton', '5 Ton'], 900, 1550],
  ]],
];

/** Purchase orders per month, Jan 2023 onward: busier in spring and early autumn, growing each year. */
const PO_MONTH_WEIGHTS = [0.9, 1.1, 1.3, 1.25, 1.05, 0.9, 0.8, 0.95, 1.2, 1.15, 0.9, 0.6];

export function datasetSql(): string {
  const r = seededRandom(7341);

  const suppliers = SUPPLIER_NAMES.map(([supp_name, country], i) => ({
    code: `V${String(1001 + i * 7)}`,
    supp_name,
    country,
    active: r.chance(0.85) ? 'Y' : 'N',
    terms: r.weighted([['NET30', 5], ['NET45', 2], ['NET60', 3]] as const),
  }));
  // The last three suppliers were set up but never used.
  const usable = suppliers.slice(0, -3);

  type Item = { sku: string; descr: string; category: string; uom: string; cost: number; price: number; disc: number; replacedBy: string | null; supp: string; added: string };
  const items: Item[] = [];
  for (const [category, prefix, products] of CATEGORIES) {
    const catSuppliers = r.shuffle(usable).slice(0, 8);
    for (const [name, variants, lo, hi] of products) for (const variant of variants) for (const brand of BRANDS[category]!) {
      if (r.chance(0.2)) continue;
      const descr = `${brand} ${name} ${variant}`;
      const cost = Number((lo * Math.pow(hi / lo, r.next()) * (brand === 'ProLine' ? 0.8 : 1)).toFixed(2));
      const markup = r.chance(0.03) ? r.float(0.8, 0.97, 3) : r.float(1.25, 1.9, 3);
      items.push({
        sku: `${prefix}-${String(r.int(10000, 99999))}`,
        descr, category, uom: category === 'Fasteners' ? 'BOX' : r.weighted([['EA', 8], ['PK', 1], ['CS', 1]] as const),
        cost, price: Number((cost * markup).toFixed(2)), disc: r.chance(0.12) ? 1 : 0, replacedBy: null,
        supp: r.pick(catSuppliers).code, added: r.date('2016-01-01', '2026-06-30'),
      });
    }
  }
  const seen = new Set<string>();
  const uniqueItems = items.filter((it) => !seen.has(it.sku) && seen.add(it.sku));
  for (const it of uniqueItems) {
    if (!it.disc || !r.chance(0.6)) continue;
    const sameProduct = uniqueItems.filter((o) => o.category === it.category && !o.disc && o.descr.split(' ').slice(1, 3).join(' ') === it.descr.split(' ').slice(1, 3).join(' '));
    const replacement = r.pick(sameProduct.length ? sameProduct : uniqueItems.filter((o) => o.category === it.category && !o.disc));
    it.replacedBy = replacement.sku;
  }
  const active = uniqueItems.filter((it) => !it.disc);

  // Stock per item and warehouse: each item is stocked in 3 to 6 warehouses; discontinued items run down and are no longer reordered.
  const stock: unknown[][] = [];
  for (const it of uniqueItems) {
    const whs = r.shuffle(WAREHOUSES.map((w) => w[0])).slice(0, r.int(3, 6));
    for (const wh of whs) {
      const scale = it.cost > 300 ? 0.1 : it.cost > 60 ? 0.4 : 1;
      const reorder = Math.max(2, Math.round(r.int(20, 200) * scale));
      const onHand = it.disc ? r.weighted([[0, 5], [r.int(1, 15), 3]] as const) : Math.round(reorder * r.weighted([[r.float(0, 0.95), 2], [r.float(1, 4), 9]] as const));
      stock.push([it.sku, wh, onHand, it.disc ? 0 : reorder, r.date('2026-07-01', '2026-11-20')]);
    }
  }

  // Purchase orders Jan 2023 – Nov 2026 with 1-8 lines; header total = sum of lines.
  const headers: unknown[][] = [];
  const lines: unknown[][] = [];
  let poNo = 450100;
  for (let yr = 2023; yr <= 2026; yr++) {
    for (let mo = 1; mo <= 12; mo++) {
      if (yr === 2026 && mo > 11) break;
      const n = Math.round(38 * PO_MONTH_WEIGHTS[mo - 1]! * (1 + (yr - 2023) * 0.12) * r.float(0.85, 1.15));
      for (let k = 0; k < n; k++) {
        const last = yr === 2026 && mo === 11 ? 24 : new Date(Date.UTC(yr, mo, 0)).getUTCDate();
        const orderDt = `${yr}-${String(mo).padStart(2, '0')}-${String(r.int(1, last)).padStart(2, '0')}`;
        const supp = r.pick(usable);
        const pool = active.filter((it) => it.supp === supp.code);
        const candidates = pool.length >= 2 ? pool : active;
        const wh = r.weighted(WAREHOUSES.filter((w) => w[3] <= yr).map((w) => [w[0], w[0] === 'CHI1' ? 3 : 2] as const));
        const age = (Date.parse('2026-11-25') - Date.parse(orderDt)) / 86_400_000;
        const status = r.chance(0.05) ? 'Cancelled' : age < 30 ? r.weighted([['Open', 7], ['Partially Received', 2]] as const)
          : age < 75 ? r.weighted([['Open', 1], ['Partially Received', 3], ['Received', 6]] as const) : 'Received';
        let total = 0;
        const nLines = r.weighted([[1, 3], [2, 4], [3, 4], [4, 3], [6, 2], [8, 1]] as const);
        const picked = r.shuffle(candidates).slice(0, nLines);
        picked.forEach((it, i) => {
          const qty = it.cost > 300 ? r.int(2, 20) : it.cost > 60 ? r.int(5, 60) : r.int(20, 400);
          const unitPrice = Number((it.cost * r.float(0.95, 1.05, 3)).toFixed(2));
          const amt = Number((qty * unitPrice).toFixed(2));
          const received = status === 'Received' ? qty : status === 'Partially Received' ? Math.floor(qty * r.float(0.2, 0.9)) : 0;
          total += amt;
          lines.push([poNo, i + 1, it.sku, qty, unitPrice, amt, received]);
        });
        const expected = addDays(orderDt, ['China', 'Taiwan', 'India', 'Japan', 'South Korea'].includes(supp.country) ? r.int(35, 60) : r.int(5, 20));
        const freight = Number((25 + total * r.float(0.01, 0.05)).toFixed(2));
        headers.push([poNo, supp.code, wh, orderDt, expected, status, Number(total.toFixed(2)), r.chance(0.06) ? null : freight, r.pick(['jmarsh', 'kpatel', 'dlindqvist', 'rokafor'])]);
        poNo++;
      }
    }
  }
  headers.sort((a, b) => String(a[3]).localeCompare(String(b[3])));
  const renumber = new Map(headers.map((h, i) => [h[0], 450100 + i]));
  headers.forEach((h) => (h[0] = renumber.get(h[0])));
  lines.forEach((l) => (l[0] = renumber.get(l[0])));
  lines.sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]));

  // Outbound shipments Jan 2024 – Nov 2026, busier before the holidays; some leave after their required date.
  const shipments: unknown[][] = [];
  const SHIP_MONTH_WEIGHTS = [0.8, 0.85, 1, 1.05, 1.1, 1, 0.9, 0.95, 1.1, 1.2, 1.3, 1];
  const lateRate: Record<string, number> = { UPSG: 0.08, FDXE: 0.04, DHLX: 0.06, ODFL: 0.1, XPOL: 0.16, PURO: 0.09, DBSC: 0.12, PNLE: 0.07 };
  let shipNo = 880001;
  for (let yr = 2024; yr <= 2026; yr++) {
    for (let mo = 1; mo <= 11 + (yr < 2026 ? 1 : 0); mo++) {
      const n = Math.round(105 * SHIP_MONTH_WEIGHTS[mo - 1]! * (1 + (yr - 2024) * 0.1) * r.float(0.9, 1.1));
      for (let k = 0; k < n; k++) {
        const last = yr === 2026 && mo === 11 ? 24 : new Date(Date.UTC(yr, mo, 0)).getUTCDate();
        const shipDt = `${yr}-${String(mo).padStart(2, '0')}-${String(r.int(1, last)).padStart(2, '0')}`;
        const wh = r.weighted(WAREHOUSES.map((w) => [w[0], w[0] === 'CHI1' ? 3 : 2] as const));
        const carrier = r.weighted(WH_CARRIERS[wh]!);
        const late = r.chance(lateRate[carrier]!);
        const requiredDt = late ? addDays(shipDt, -r.int(1, 4)) : addDays(shipDt, r.int(0, 6));
        const age = (Date.parse('2026-11-25') - Date.parse(shipDt)) / 86_400_000;
        const status = age < 5 ? 'In Transit' : r.chance(0.025) ? 'Returned' : 'Delivered';
        const pkgs = r.weighted([[1, 6], [2, 4], [3, 2], [5, 1], [12, 1]] as const);
        const kind = CARRIERS.find((c) => c[0] === carrier)![2];
        const cost = Number((pkgs * (kind === 'LTL' ? r.float(40, 90) : kind === 'Express' ? r.float(28, 60) : r.float(9, 22))).toFixed(2));
        shipments.push([shipNo++, wh, carrier, `C-${r.int(2000, 2600)}`, shipDt, requiredDt, status, pkgs, cost]);
      }
    }
  }
  shipments.sort((a, b) => String(a[4]).localeCompare(String(b[4])));
  shipments.forEach((s, i) => (s[0] = 880001 + i));

  return [
    'CREATE SCHEMA inv;',
    'CREATE SCHEMA purch;',
    'CREATE TABLE inv.warehouses (wh_code text PRIMARY KEY, city text NOT NULL, country text NOT NULL, opened_yr integer NOT NULL);',
    `CREATE TABLE inv.items (sku text PRIMARY KEY, descr text NOT NULL, category text NOT NULL, uom text NOT NULL, unit_cost numeric(10,2) NOT NULL,
      list_price numeric(10,2) NOT NULL, discontinued integer NOT NULL DEFAULT 0, replaced_by text, pref_supp text, added_dt date);`,
    `CREATE TABLE inv.stock_levels (sku text NOT NULL, wh_code text NOT NULL, qty_on_hand integer NOT NULL, reorder_lvl integer NOT NULL,
      last_count_dt date, PRIMARY KEY (sku, wh_code));`,
    'CREATE TABLE inv.carriers (code text PRIMARY KEY, carrier_nm text NOT NULL, svc_mode text NOT NULL);',
    `CREATE TABLE inv.shipments (ship_no integer PRIMARY KEY, wh_code text NOT NULL, carrier text NOT NULL, cust_acct text NOT NULL,
      ship_dt date NOT NULL, required_dt date NOT NULL, status text NOT NULL, pkg_cnt integer NOT NULL, ship_cost numeric(10,2) NOT NULL);`,
    `CREATE TABLE purch.suppliers (supp_cd text PRIMARY KEY, supp_name text NOT NULL, country text NOT NULL, active_flg char(1) NOT NULL,
      pay_terms text NOT NULL);`,
    `CREATE TABLE purch.po_hdr (po_no integer PRIMARY KEY, supp_cd text NOT NULL, ship_to_wh text NOT NULL, order_dt date NOT NULL,
      expected_dt date, status text NOT NULL, total_amt numeric(12,2) NOT NULL, freight_amt numeric(10,2), buyer text);`,
    `CREATE TABLE purch.po_lines (po_no integer NOT NULL, line_no integer NOT NULL, sku text NOT NULL, qty_ordered integer NOT NULL,
      unit_price numeric(10,2) NOT NULL, line_amt numeric(12,2) NOT NULL, qty_received integer NOT NULL, PRIMARY KEY (po_no, line_no));`,
    insertRows('inv.warehouses', ['wh_code', 'city', 'country', 'opened_yr'], WAREHOUSES.map((w) => [...w])),
    insertRows('inv.items', ['sku', 'descr', 'category', 'uom', 'unit_cost', 'list_price', 'discontinued', 'replaced_by', 'pref_supp', 'added_dt'],
      uniqueItems.map((it) => [it.sku, it.descr, it.category, it.uom, it.cost, it.price, it.disc, it.replacedBy, it.supp, it.added])),
    insertRows('inv.stock_levels', ['sku', 'wh_code', 'qty_on_hand', 'reorder_lvl', 'last_count_dt'], stock),
    insertRows('inv.carriers', ['code', 'carrier_nm', 'svc_mode'], CARRIERS.map((c) => [...c])),
    insertRows('inv.shipments', ['ship_no', 'wh_code', 'carrier', 'cust_acct', 'ship_dt', 'required_dt', 'status', 'pkg_cnt', 'ship_cost'], shipments),
    insertRows('purch.suppliers', ['supp_cd', 'supp_name', 'country', 'active_flg', 'pay_terms'],
      suppliers.map((s) => [s.code, s.supp_name, s.country, s.active, s.terms])),
    insertRows('purch.po_hdr', ['po_no', 'supp_cd', 'ship_to_wh', 'order_dt', 'expected_dt', 'status', 'total_amt', 'freight_amt', 'buyer'], headers),
    insertRows('purch.po_lines', ['po_no', 'line_no', 'sku', 'qty_ordered', 'unit_price', 'line_amt', 'qty_received'], lines),
  ].join('\n');
}
