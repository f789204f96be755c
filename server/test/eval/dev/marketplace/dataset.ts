/**
 * Crateway, an online marketplace where independent shops in North America, Europe and Australia/Japan sell
 * electronics accessories, home goods, fashion, sports gear, toys and beauty products to buyers in the same ten
 * countries. The marketplace takes a commission on each sale and pays the shops out once a month.
 *
 * Schema `mkt` (the catalog side):
 * - `staff`: the Seller Success team. A head of seller success, one team lead per region (`rgn_cd` NA, EU, APAC)
 *   reporting to the head through `mgr_cd`, and account managers reporting to their team lead. An account manager
 *   who left has a `term_dt`; their shops were handed to a colleague.
 * - `cat`: the category tree. Six top-level departments (no `parent_cd`) and their subcategories (`parent_cd` is
 *   the department's `cat_cd`). Listings sit in subcategories only; `comm_pct` is the commission the marketplace
 *   keeps on a subcategory's sales (null on departments).
 * - `slr`: the seller shops. `tier_cd` STD, PLUS or PRO (the paid plan), `vrfd_yn` Y when the business is
 *   identity-verified, `am_cd` the shop's account manager (`staff.staff_cd`; most small shops have none),
 *   `join_dt`, and `close_dt` when the shop closed (null while the shop is still open).
 * - `lst`: product listings, each in one subcategory (`cat_cd`) of one shop, with the current asking price
 *   `prc_amt`, `lst_sts` ACTIVE, PAUSED or ENDED (all listings of a closed shop are ENDED) and `free_shp_yn`.
 *
 * Schema `ops` (the transaction side):
 * - `byr`: buyers, with `plus_yn` Y for members of the paid Crateway Plus programme.
 * - `ord`: one row per order; a checkout with items from several shops makes one order per shop, so an order
 *   belongs to one seller (`slr_no`). `ord_yr` is the year of `ord_dt`. `ord_sts` PENDING (not shipped yet),
 *   SHIPPED (in transit), DELIVERED or CANCELLED (cancelled before shipping). The order ships as one parcel: the
 *   carrier (`carrier_cd`), `ship_dt`, the delivery date promised at checkout (`prom_dlv_dt`, on every order) and
 *   the actual delivery date (`dlv_dt`, null until delivered). `shp_fee` is the shipping the buyer paid.
 * - `ord_ln`: order lines. `unit_prc` is the price paid per item (it moves with the listing's price over time),
 *   `disc_amt` a coupon discount on the line and `ln_amt` = qty * unit_prc - disc_amt, the line's sales amount. A
 *   buyer may leave a review of a delivered item: `star_rtg` 1 to 5 and `rvw_dt` (both null when not reviewed).
 * - `rtn`: return requests on order lines, with a reason (`rtn_rsn_cd`), `req_dt`, `rtn_sts` REQUESTED, APPROVED,
 *   REJECTED or REFUNDED, and for refunded returns the refund (`rfnd_amt`, `rfnd_dt`).
 * - `payout`: the monthly payouts to sellers. `pay_prd` is the month paid for, kept as text 'YYYY-MM'; `gross_amt`
 *   the sales of the seller's orders delivered in that month, `fee_amt` the commission kept, `rfnd_amt` refunds
 *   issued that month and clawed back, `net_amt` = gross - fee - refunds. `pay_sts` PAID (with `paid_dt`),
 *   PENDING (scheduled, not paid yet) or ON_HOLD (held for a verification check); unpaid payouts have no `paid_dt`.
 *
 * Orders from January 2023 to 2026-11-24; payouts up to the October 2026 period.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const FIRST_DAY = '2023-01-01';
const LAST_DAY = '2026-11-24';
const TODAY = '2026-11-25';

type Country = 'US' | 'CA' | 'GB' | 'DE' | 'FR' | 'IT' | 'ES' | 'NL' | 'AU' | 'JP';
type Region = 'NA' | 'EU' | 'APAC';
const REGION: Record<Country, Region> = { US: 'NA', CA: 'NA', GB: 'EU', DE: 'EU', FR: 'EU', IT: 'EU', ES: 'EU', NL: 'EU', AU: 'APAC', JP: 'APAC' };

/** [staff_cd, full_nm, job_ttl, mgr_cd, rgn_cd, hire_dt, term_dt] */
const STAFF: [string, string, string, string | null, string, string, string | null][] = [
  ['SS01', 'Helen Marsh', 'Head of Seller Success', null, 'GLOBAL', '2017-03-06', null],
  ['SS02', 'Raj Mehta', 'Team Lead', 'SS01', 'NA', '2018-06-11', null],
  ['SS03', 'Claudia Becker', 'Team Lead', 'SS01', 'EU', '2019-01-14', null],
  ['SS04', 'Kenji Watanabe', 'Team Lead', 'SS01', 'APAC', '2020-09-01', null],
  ['SS10', 'Ava Thompson', 'Account Manager', 'SS02', 'NA', '2019-04-01', null],
  ['SS11', 'Marcus Bell', 'Account Manager', 'SS02', 'NA', '2020-02-17', null],
  ['SS12', 'Priya Raman', 'Account Manager', 'SS02', 'NA', '2021-08-09', null],
  ['SS13', 'Jordan Ellis', 'Account Manager', 'SS02', 'NA', '2019-10-21', '2025-04-30'],
  ['SS14', 'Tessa Nguyen', 'Account Manager', 'SS02', 'NA', '2025-05-12', null],
  ['SS20', 'Sophie Laurent', 'Account Manager', 'SS03', 'EU', '2019-05-06', null],
  ['SS21', 'Lukas Wagner', 'Account Manager', 'SS03', 'EU', '2021-03-15', null],
  ['SS22', 'Elena Rossi', 'Account Manager', 'SS03', 'EU', '2022-11-07', '2024-08-16'],
  ['SS23', 'Oliver Grant', 'Account Manager', 'SS03', 'EU', '2024-09-02', null],
  ['SS30', 'Mei Chen', 'Account Manager', 'SS04', 'APAC', '2021-01-18', null],
  ['SS31', "Liam O'Connor", 'Account Manager', 'SS04', 'APAC', '2023-06-05', null],
];

/** [cat_cd, cat_nm, parent_cd, comm_pct, median price, return chance, title nouns] */
type Cat = [string, string, string | null, number | null, number, number, string[]];
const CATS: Cat[] = [
  ['EL', 'Electronics', null, null, 0, 0, []],
  ['HM', 'Home & Kitchen', null, null, 0, 0, []],
  ['FA', 'Fashion', null, null, 0, 0, []],
  ['SP', 'Sports & Outdoors', null, null, 0, 0, []],
  ['TY', 'Toys & Games', null, null, 0, 0, []],
  ['BT', 'Beauty & Personal Care', null, null, 0, 0, []],
  ['EL-PHN', 'Phone Accessories', 'EL', 9, 22, 0.05, ['Phone Case', 'USB-C Charger', 'Screen Protector', 'Wireless Charging Pad', 'Car Phone Mount', 'Power Bank']],
  ['EL-AUD', 'Audio', 'EL', 8, 85, 0.08, ['Wireless Earbuds', 'Bluetooth Speaker', 'Over-Ear Headphones', 'Soundbar', 'Turntable']],
  ['EL-CMP', 'Computer Accessories', 'EL', 8, 55, 0.06, ['Mechanical Keyboard', 'Wireless Mouse', 'USB Hub', 'Laptop Stand', 'Webcam', 'Monitor Arm']],
  ['EL-CAM', 'Cameras', 'EL', 7, 140, 0.07, ['Action Camera', 'Camera Tripod', 'Camera Bag', 'Lens Filter Kit', 'Instant Camera']],
  ['HM-KIT', 'Kitchenware', 'HM', 12, 40, 0.04, ['Chef Knife', 'Cast Iron Skillet', 'Pour-Over Coffee Set', 'Mixing Bowl Set', 'Cutting Board', 'Stand Mixer']],
  ['HM-DEC', 'Home Decor', 'HM', 13, 35, 0.05, ['Ceramic Vase', 'Wall Mirror', 'Scented Candle', 'Throw Pillow', 'Table Lamp', 'Framed Print']],
  ['HM-FUR', 'Furniture', 'HM', 11, 190, 0.06, ['Accent Chair', 'Bookshelf', 'Side Table', 'Writing Desk', 'Bar Stool']],
  ['HM-BED', 'Bedding', 'HM', 12, 70, 0.05, ['Linen Duvet Cover', 'Cotton Sheet Set', 'Weighted Blanket', 'Memory Foam Pillow']],
  ['FA-WMN', "Women's Clothing", 'FA', 15, 55, 0.14, ['Wrap Dress', 'Knit Sweater', 'High-Rise Jeans', 'Silk Blouse', 'Rain Jacket']],
  ['FA-MEN', "Men's Clothing", 'FA', 15, 50, 0.11, ['Oxford Shirt', 'Chino Pants', 'Wool Overcoat', 'Graphic Tee', 'Zip Hoodie']],
  ['FA-SHO', 'Shoes', 'FA', 14, 85, 0.16, ['Running Shoes', 'Leather Boots', 'Canvas Sneakers', 'Sandals', 'Suede Loafers']],
  ['FA-JWL', 'Jewelry', 'FA', 16, 60, 0.05, ['Silver Necklace', 'Gold Hoop Earrings', 'Charm Bracelet', 'Signet Ring', 'Minimalist Watch']],
  ['SP-FIT', 'Fitness Equipment', 'SP', 10, 45, 0.05, ['Yoga Mat', 'Adjustable Dumbbells', 'Resistance Bands', 'Kettlebell', 'Foam Roller']],
  ['SP-CMP', 'Camping & Hiking', 'SP', 10, 80, 0.06, ['Two-Person Tent', 'Sleeping Bag', 'Hiking Backpack', 'Camping Stove', 'Headlamp']],
  ['SP-CYC', 'Cycling', 'SP', 10, 40, 0.05, ['Bike Helmet', 'Bike Light Set', 'Cycling Jersey', 'Bike Lock', 'Saddle Bag']],
  ['TY-BRD', 'Board Games & Puzzles', 'TY', 12, 30, 0.02, ['Strategy Board Game', 'Party Card Game', 'Jigsaw Puzzle 1000pc', 'Chess Set']],
  ['TY-BLD', 'Building Sets', 'TY', 12, 45, 0.03, ['Building Brick Set', 'Magnetic Tiles', 'Model Kit', 'Marble Run']],
  ['TY-PLS', 'Plush Toys', 'TY', 12, 22, 0.02, ['Teddy Bear', 'Plush Dinosaur', 'Bunny Plush', 'Octopus Plush']],
  ['BT-SKN', 'Skincare', 'BT', 14, 28, 0.03, ['Vitamin C Serum', 'Daily Moisturizer', 'Sunscreen SPF 50', 'Face Cleanser', 'Retinol Night Cream']],
  ['BT-HAIR', 'Hair Care', 'BT', 14, 30, 0.03, ['Argan Hair Oil', 'Shampoo Bar', 'Ionic Hair Dryer', 'Curling Wand']],
  ['BT-FRG', 'Fragrance', 'BT', 15, 60, 0.02, ['Eau de Parfum', 'Cologne', 'Rollerball Perfume', 'Body Mist']],
];

const SHOP_A = ['Blue Heron', 'Copper Kettle', 'Maple Lane', 'Urban Nest', 'Little Fern', 'Golden Hour', 'Silver Birch', 'Harborline', 'Fox & Finch', 'Cedar Hollow',
  'Lumen', 'Velvet Moth', 'Brightside', 'Tidal', 'Ember & Oak', 'Atlas', 'Nomad', 'Pebble', 'Juniper', 'Quarry Road', 'Saffron', 'Kestrel', 'Orchard Street',
  'Willow & Wren', 'Granite Peak', 'Indigo', 'Sparrow', 'Aurora', 'Mosaic', 'Driftwood', 'Northern Lights', 'Bramble', 'Cobalt', 'Wildflower', 'Tinker',
  'Lantern', 'Hearth', 'Summit', 'Riverstone', 'Marigold', 'Thistle', 'Alder', 'Fjord', 'Meadowlark', 'Sakura', 'Kiwi Bay', 'Outback', 'Iron Gate'];
const SHOP_B: Record<string, string[]> = {
  EL: ['Electronics', 'Gadgets', 'Tech', 'Audio Co', 'Digital'],
  HM: ['Home', 'Living', 'Kitchen Co', 'Interiors', 'House'],
  FA: ['Apparel', 'Boutique', 'Threads', 'Outfitters', 'Wear'],
  SP: ['Outdoors', 'Sports', 'Gear', 'Active'],
  TY: ['Toys', 'Games', 'Playhouse'],
  BT: ['Beauty', 'Naturals', 'Apothecary', 'Skin Co'],
};
const ADJ = ['Classic', 'Premium', 'Eco', 'Pro', 'Mini', 'Deluxe', 'Essential', 'Vintage', 'Compact', 'Signature', 'Everyday', 'Travel'];
const COLOR = ['Black', 'White', 'Sage', 'Navy', 'Oak', 'Rose', 'Charcoal', 'Sand', 'Terracotta', 'Slate'];

const CITIES: Record<Country, string[]> = {
  US: ['New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Seattle', 'Denver', 'Atlanta', 'Boston', 'Austin', 'Portland', 'Miami'],
  CA: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa'],
  GB: ['London', 'Manchester', 'Bristol', 'Leeds', 'Edinburgh', 'Glasgow'],
  DE: ['Berlin', 'Hamburg', 'Munich', 'Cologne', 'Leipzig'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Lille'],
  IT: ['Milan', 'Rome', 'Turin', 'Bologna'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Seville'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht'],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
  JP: ['Tokyo', 'Osaka', 'Yokohama', 'Kyoto'],
};
const FIRST = ['James', 'Olivia', 'Noah', 'Emma', 'Liam', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Isla', 'Mason', 'Chloe', 'Leo', 'Grace', 'Hugo', 'Lena', 'Mateo',
  'Sofia', 'Finn', 'Hannah', 'Oscar', 'Emily', 'Daniel', 'Zoe', 'Arjun', 'Yuki', 'Sara', 'Jonas', 'Amelie', 'Marco', 'Giulia', 'Pablo', 'Lucia', 'Daan',
  'Sanne', 'Jack', 'Ruby', 'Henry', 'Chiara', 'Felix', 'Nora', 'Samuel', 'Aisha', 'Wei', 'Priya', 'Tom', 'Claire', 'Ben', 'Maya', 'Kenta'];
const LAST = ['Smith', 'Johnson', 'Brown', 'Taylor', 'Wilson', 'Martin', 'Anderson', 'Thomas', 'Moore', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King',
  'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Campbell', 'Mitchell', 'Roberts', 'Evans', 'Turner', 'Murphy', 'Kelly', 'Müller', 'Schmidt',
  'Fischer', 'Weber', 'Dubois', 'Moreau', 'Laurent', 'Bianchi', 'Romano', 'Ricci', 'Garcia', 'Fernandez', 'Lopez', 'de Vries', 'Jansen', 'Bakker',
  'Tanaka', 'Suzuki', 'Sato', 'Nguyen', 'Patel', 'Chen', 'Singh', 'Kim', "O'Brien", 'MacDonald', 'Novak'];

/** Carrier by the seller's country for domestic parcels. */
const DOMESTIC_CARRIERS: Record<Country, [string, number][]> = {
  US: [['USPS', 45], ['UPS', 35], ['FEDEX', 20]],
  CA: [['CANPOST', 60], ['UPS', 25], ['FEDEX', 15]],
  GB: [['ROYALMAIL', 60], ['DPD', 25], ['DHL', 15]],
  DE: [['DHL', 55], ['DPD', 35], ['UPS', 10]],
  FR: [['DHL', 45], ['DPD', 45], ['UPS', 10]],
  IT: [['DHL', 50], ['DPD', 40], ['UPS', 10]],
  ES: [['DHL', 50], ['DPD', 40], ['UPS', 10]],
  NL: [['DHL', 50], ['DPD', 45], ['UPS', 5]],
  AU: [['AUSPOST', 75], ['DHL', 25]],
  JP: [['DHL', 60], ['FEDEX', 40]],
};
const INTL_CARRIERS: [string, number][] = [['DHL', 50], ['FEDEX', 30], ['UPS', 20]];
/** [min transit days, max transit days, chance of a delay] */
const TRANSIT: Record<string, [number, number, number]> = {
  USPS: [2, 6, 0.12], UPS: [1, 5, 0.06], FEDEX: [1, 4, 0.05], CANPOST: [2, 6, 0.12], ROYALMAIL: [1, 4, 0.1], DPD: [1, 3, 0.07],
  DHL: [2, 5, 0.08], AUSPOST: [2, 6, 0.14],
};

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const round2 = (n: number) => Math.round(n * 100) / 100;
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
const price = (n: number) => (n < 10 ? Math.max(2.99, Math.floor(n) + 0.99) : n < 100 ? Math.floor(n) + 0.99 : Math.round(n / 5) * 5 - 0.01);
const poisson = (r: SeededRandom, lambda: number) => {
  let k = 0;
  let p = Math.exp(-lambda);
  let cum = p;
  const u = r.next();
  while (u > cum && k < 30) {
    k++;
    p *= lambda / k;
    cum += p;
  }
  return k;
};
const MONTH_WEIGHT = [0.85, 0.78, 0.9, 0.9, 0.95, 0.93, 0.88, 0.95, 0.97, 1.05, 1.38, 1.5];
/** Price level of a year against the current asking price. */
const PRICE_INDEX: Record<number, number> = { 2023: 0.91, 2024: 0.95, 2025: 0.98, 2026: 1 };

interface Seller {
  no: string;
  cntry: Country;
  join: string;
  close: string | null;
  tier: string;
  vrfd: 'Y' | 'N';
  weight: number;
  quality: number;
  listings: Listing[];
}
interface Listing {
  no: string;
  slr: Seller;
  cat: Cat;
  prc: number;
  dt: string;
  pop: number;
  free: 'Y' | 'N';
}
interface Buyer {
  no: string;
  cntry: Country;
  reg: string;
  weight: number;
}

export function datasetSql(): string {
  const r = seededRandom(73_519);
  const leaves = CATS.filter((c) => c[2] !== null);
  const catOf = (cd: string) => CATS.find((c) => c[0] === cd) as Cat;

  // Sellers
  const sellers: Seller[] = [];
  const slrRows: unknown[][] = [];
  const shopNames = new Set<string>();
  let slrSeq = 20_100;
  const sellerCountries: [Country, number][] = [['US', 38], ['GB', 14], ['DE', 10], ['CA', 8], ['FR', 6], ['IT', 5], ['ES', 4], ['NL', 4], ['AU', 8], ['JP', 3]];
  const depts: [string, number][] = [['EL', 20], ['HM', 22], ['FA', 26], ['SP', 12], ['TY', 9], ['BT', 11]];
  const activeAms = (rgn: Region, day: string) => STAFF.filter((s) => s[2] === 'Account Manager' && s[4] === rgn && s[5] <= day && (s[6] === null || s[6] > day));
  for (let i = 0; i < 142; i++) {
    const cntry = r.weighted(sellerCountries);
    const dept = r.weighted(depts);
    let nm = '';
    do {
      nm = `${r.pick(SHOP_A)} ${r.pick(SHOP_B[dept] ?? ['Goods'])}`;
    } while (shopNames.has(nm));
    shopNames.add(nm);
    const join = i < 70 ? r.date('2018-03-01', '2022-12-31') : r.date('2023-01-01', '2026-09-30');
    const tier = r.weighted<string>([['STD', 58], ['PLUS', 29], ['PRO', 13]]);
    const vrfd: 'Y' | 'N' = r.chance(tier === 'STD' ? 0.62 : 0.93) ? 'Y' : 'N';
    let close: string | null = null;
    if (r.chance(tier === 'PRO' ? 0.05 : 0.17)) {
      const from = join < '2023-03-01' ? '2023-03-01' : addDays(join, 90);
      if (from < '2026-11-01') close = r.date(from, '2026-11-10');
    }
    const weight = Math.exp(normal(r) * 0.8) * (tier === 'PRO' ? 3.2 : tier === 'PLUS' ? 1.7 : 1);
    const rgn = REGION[cntry];
    const amPool = activeAms(rgn, LAST_DAY);
    const hasAm = tier === 'PRO' || (tier === 'PLUS' ? r.chance(0.6) : r.chance(0.08));
    const am = hasAm && amPool.length > 0 ? r.pick(amPool)[0] : null;
    const no = `S${(slrSeq += r.int(3, 40))}`;
    const seller: Seller = { no, cntry, join, close, tier, vrfd, weight, quality: r.float(0.55, 1.1, 3), listings: [] };
    sellers.push(seller);
    slrRows.push([no, nm, cntry, tier, vrfd, am, join, close]);
    // Listings of the shop: mostly in its own department
    const n = Math.max(2, Math.round(Math.exp(normal(r) * 0.55) * (tier === 'PRO' ? 14 : tier === 'PLUS' ? 9 : 5)));
    const home = leaves.filter((c) => c[2] === dept);
    const mine = r.shuffle(home).slice(0, r.int(1, Math.min(3, home.length)));
    for (let k = 0; k < n; k++) {
      const cat = r.chance(0.9) ? r.pick(mine) : r.pick(leaves);
      const prc = price(cat[4] * Math.exp(normal(r) * 0.45));
      const earliest = join < '2022-06-01' ? '2022-06-01' : join;
      const latest = close ?? LAST_DAY;
      const dt = k < 2 || r.chance(0.45) ? r.date(earliest, addDays(earliest, 60)) : r.date(earliest, latest);
      seller.listings.push({ no: '', slr: seller, cat, prc, dt: dt > latest ? latest : dt, pop: Math.exp(normal(r) * 0.9), free: r.chance(prc > 50 ? 0.55 : 0.25) ? 'Y' : 'N' });
    }
  }

  // Listing rows, numbered by listing date
  const allListings = sellers.flatMap((s) => s.listings).sort((a, b) => a.dt.localeCompare(b.dt) || a.slr.no.localeCompare(b.slr.no) || a.prc - b.prc);
  const lstRows: unknown[][] = [];
  let lstSeq = 500_000;
  for (const l of allListings) {
    l.no = `L${(lstSeq += r.int(1, 7))}`;
    const nouns = l.cat[6];
    const ttl = r.chance(0.5) ? `${r.pick(ADJ)} ${r.pick(nouns)}` : `${r.pick(nouns)} - ${r.pick(COLOR)}`;
    const sts = l.slr.close ? 'ENDED' : r.weighted<string>([['ACTIVE', 78], ['PAUSED', 8], ['ENDED', 14]]);
    lstRows.push([l.no, l.slr.no, l.cat[0], ttl, l.prc, l.dt, sts, l.free]);
  }

  // Buyers
  const rbuy = seededRandom(84_233);
  const buyers: Buyer[] = [];
  const byrRows: unknown[][] = [];
  let byrSeq = 300_000;
  const buyerCountries: [Country, number][] = [['US', 40], ['GB', 14], ['CA', 8], ['DE', 10], ['FR', 6], ['AU', 8], ['NL', 3], ['IT', 4], ['ES', 4], ['JP', 3]];
  for (let i = 0; i < 1850; i++) {
    const cntry = rbuy.weighted(buyerCountries);
    const reg = i < 600 ? rbuy.date('2020-01-01', '2022-12-31') : rbuy.date('2023-01-01', '2026-11-20');
    const plus = rbuy.chance(0.22) ? 'Y' : 'N';
    const no = `B${(byrSeq += rbuy.int(1, 12))}`;
    buyers.push({ no, cntry, reg, weight: Math.exp(normal(rbuy) * 0.9) * (plus === 'Y' ? 2.6 : 1) });
    byrRows.push([no, rbuy.pick(FIRST), rbuy.pick(LAST), rbuy.pick(CITIES[cntry]), cntry, reg, plus]);
  }
  buyers.sort((a, b) => a.reg.localeCompare(b.reg));

  // Orders, lines, reviews and returns
  const ro = seededRandom(95_407);
  const ordRows: unknown[][] = [];
  const lnRows: unknown[][] = [];
  const rtnRows: unknown[][] = [];
  interface Sale { slr: Seller; dlv: string; amt: number; fee: number }
  const sales: Sale[] = [];
  const refunds: { slr: Seller; dt: string; amt: number }[] = [];
  let ordSeq = 1_000_000;
  let rtnSeq = 40_000;
  const start = Date.parse(`${FIRST_DAY}T00:00:00Z`);
  const end = Date.parse(`${LAST_DAY}T00:00:00Z`);
  for (let t = start; t <= end; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const month = Number(day.slice(5, 7));
    const growth = 1 + ((t - start) / (end - start)) * 0.95;
    const peak = day.slice(5) >= '11-24' && day.slice(5) <= '12-02' ? 1.6 : 1;
    const n = poisson(ro, 3.4 * growth * (MONTH_WEIGHT[month - 1] ?? 1) * peak);
    if (n === 0) continue;
    const openSellers = sellers.filter((s) => s.join <= day && (s.close === null || s.close > day) && s.listings.some((l) => l.dt <= day));
    const eligibleBuyers = buyers.filter((b) => b.reg <= day);
    for (let i = 0; i < n; i++) {
      const buyer = ro.weighted(eligibleBuyers.map((b) => [b, b.weight] as [Buyer, number]));
      const seller = ro.weighted(openSellers.map((s) => [s, s.weight * (s.cntry === buyer.cntry ? 6 : REGION[s.cntry] === REGION[buyer.cntry] ? 1.6 : 0.35)] as [Seller, number]));
      const avail = seller.listings.filter((l) => l.dt <= day);
      const lineCount = Math.min(avail.length, ro.weighted<number>([[1, 64], [2, 24], [3, 9], [4, 3]]));
      const picked: Listing[] = [];
      while (picked.length < lineCount) {
        const l = ro.weighted(avail.filter((x) => !picked.includes(x)).map((x) => [x, x.pop] as [Listing, number]));
        picked.push(l);
      }
      const ordNo = `O${(ordSeq += ro.int(1, 9))}`;
      const yr = Number(day.slice(0, 4));
      const domestic = seller.cntry === buyer.cntry;
      const prom = addDays(day, domestic ? ro.int(6, 9) : ro.int(13, 18));
      const pay = ro.weighted<string>([['CARD', 62], ['PAYPAL', 25], ['APPLEPAY', 8], ['GIFTCARD', 5]]);
      const fee = picked.every((l) => l.free === 'Y') ? 0 : domestic ? ro.pick([3.99, 4.99, 5.99, 7.99, 9.99, 12.99]) : ro.pick([9.99, 14.99, 19.99, 24.99, 29.99]);
      const cancelled = ro.chance(0.045);
      let sts = 'CANCELLED';
      let carrier: string | null = null;
      let ship: string | null = null;
      let dlv: string | null = null;
      if (!cancelled) {
        ship = addDays(day, ro.weighted<number>([[0, 18], [1, 40], [2, 25], [3, 11], [4, 6]]) + (seller.quality < 0.7 ? 1 : 0));
        if (ship > LAST_DAY) {
          ship = null;
          sts = 'PENDING';
        } else {
          carrier = domestic ? ro.weighted(DOMESTIC_CARRIERS[seller.cntry]) : ro.weighted(INTL_CARRIERS);
          const [lo, hi, delay] = TRANSIT[carrier] ?? [2, 6, 0.1];
          const season = day.slice(5) >= '11-20' || day.slice(5) <= '01-05' ? 2 : 1;
          let transit = ro.int(lo, hi) + (domestic ? 0 : ro.int(5, 10));
          if (ro.chance(delay * season)) transit += ro.int(2, 9);
          dlv = addDays(ship, transit);
          if (dlv > LAST_DAY) {
            dlv = null;
            sts = 'SHIPPED';
          } else sts = 'DELIVERED';
        }
      }
      ordRows.push([ordNo, buyer.no, seller.no, day, yr, sts, pay, fee, carrier, ship, prom, dlv]);
      const late = dlv !== null && dlv > prom;
      picked.forEach((l, k) => {
        const qty = l.prc < 30 ? ro.weighted<number>([[1, 70], [2, 22], [3, 8]]) : ro.weighted<number>([[1, 92], [2, 8]]);
        const unit = round2(l.prc * (PRICE_INDEX[yr] ?? 1) * (ro.chance(0.1) ? 0.85 : 1));
        const gross = round2(qty * unit);
        const disc = ro.chance(0.12) ? round2(gross * ro.pick([0.05, 0.1, 0.15, 0.2])) : 0;
        const amt = round2(gross - disc);
        let stars: number | null = null;
        let rvw: string | null = null;
        let rtnReason: string | null = null;
        if (dlv) {
          sales.push({ slr: seller, dlv, amt, fee: round2((amt * (l.cat[3] ?? 10)) / 100) });
          if (ro.chance(l.cat[5] * (late ? 1.4 : 1) * (seller.quality < 0.7 ? 1.6 : 1))) {
            const dept = l.cat[2];
            rtnReason = dept === 'FA'
              ? ro.weighted<string>([['SIZE_FIT', 48], ['NOT_AS_DESCRIBED', 18], ['CHANGED_MIND', 18], ['DAMAGED', 8], ['WRONG_ITEM', 8]])
              : ro.weighted<string>([['DAMAGED', 30], ['NOT_AS_DESCRIBED', 24], ['CHANGED_MIND', 22], ['WRONG_ITEM', 10], ['DEFECTIVE', 14]]);
            const req = addDays(dlv, ro.int(1, 28));
            if (req <= LAST_DAY) {
              let rsts = 'REFUNDED';
              let rdt: string | null = null;
              let ramt: number | null = null;
              if (ro.chance(rtnReason === 'CHANGED_MIND' ? 0.22 : 0.06)) rsts = 'REJECTED';
              else {
                rdt = addDays(req, ro.int(4, 21));
                if (rdt > LAST_DAY) {
                  rsts = ro.chance(0.5) ? 'REQUESTED' : 'APPROVED';
                  rdt = null;
                } else {
                  ramt = (rtnReason === 'DAMAGED' || rtnReason === 'NOT_AS_DESCRIBED') && ro.chance(0.2) ? round2(amt * 0.5) : amt;
                  refunds.push({ slr: seller, dt: rdt, amt: ramt });
                }
              }
              rtnRows.push([`R${(rtnSeq += ro.int(1, 5))}`, ordNo, k + 1, qty, rtnReason, req, rsts, ramt, rdt]);
            } else rtnReason = null;
          }
          if (ro.chance(late || rtnReason ? 0.5 : 0.34)) {
            const d = addDays(dlv, ro.weighted<number>([[ro.int(1, 4), 50], [ro.int(5, 12), 35], [ro.int(13, 40), 15]]));
            if (d <= LAST_DAY) {
              rvw = d;
              const q = seller.quality;
              stars = rtnReason && rtnReason !== 'CHANGED_MIND' && rtnReason !== 'SIZE_FIT'
                ? ro.weighted<number>([[1, 45], [2, 30], [3, 15], [4, 7], [5, 3]])
                : ro.weighted<number>([[5, 52 * q], [4, 27], [3, 9 + (late ? 8 : 0)], [2, 4 + (late ? 6 : 0)], [1, 5 / q + (late ? 6 : 0)]]);
            }
          }
        }
        lnRows.push([ordNo, k + 1, l.no, qty, unit, disc, amt, stars, rvw]);
      });
    }
  }

  // Payouts: one per seller and month with deliveries or refunds, up to the October 2026 period
  const rp = seededRandom(16_661);
  const byKey = new Map<string, { slr: Seller; prd: string; gross: number; fee: number; rfnd: number }>();
  const keyOf = (s: Seller, prd: string) => {
    const key = `${s.no}|${prd}`;
    let v = byKey.get(key);
    if (!v) {
      v = { slr: s, prd, gross: 0, fee: 0, rfnd: 0 };
      byKey.set(key, v);
    }
    return v;
  };
  for (const s of sales) {
    const v = keyOf(s.slr, s.dlv.slice(0, 7));
    v.gross += s.amt;
    v.fee += s.fee;
  }
  for (const f of refunds) keyOf(f.slr, f.dt.slice(0, 7)).rfnd += f.amt;
  const payRows: unknown[][] = [];
  let paySeq = 9_000;
  const periods = [...byKey.values()].filter((v) => v.prd <= '2026-10').sort((a, b) => a.prd.localeCompare(b.prd) || a.slr.no.localeCompare(b.slr.no));
  for (const v of periods) {
    const [y, m] = v.prd.split('-').map(Number) as [number, number];
    const next = `${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1)}`;
    let paid: string | null = `${next}-${pad(rp.int(18, 28))}`;
    let sts = 'PAID';
    if (v.slr.vrfd === 'N' && rp.chance(0.18)) {
      paid = addDays(paid, rp.int(25, 70));
      sts = 'ON_HOLD';
    }
    if (paid > LAST_DAY) paid = null;
    else sts = 'PAID';
    if (!paid && sts === 'PAID') sts = 'PENDING';
    const gross = round2(v.gross);
    const fee = round2(v.fee);
    const rfnd = round2(v.rfnd);
    payRows.push([`PO${(paySeq += rp.int(1, 3))}`, v.slr.no, v.prd, gross, fee, rfnd, round2(gross - fee - rfnd), sts, paid]);
  }

  if (TODAY <= LAST_DAY) throw new Error('today must follow the last day of data');

  return [
    'CREATE SCHEMA mkt;',
    'CREATE SCHEMA ops;',
    `CREATE TABLE mkt.staff (staff_cd char(4) PRIMARY KEY, full_nm text NOT NULL, job_ttl text NOT NULL, mgr_cd char(4) REFERENCES mkt.staff (staff_cd),
      rgn_cd varchar(6) NOT NULL, hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE mkt.cat (cat_cd varchar(8) PRIMARY KEY, cat_nm text NOT NULL, parent_cd varchar(8) REFERENCES mkt.cat (cat_cd), comm_pct numeric(4,1));`,
    `CREATE TABLE mkt.slr (slr_no varchar(8) PRIMARY KEY, shop_nm text NOT NULL, cntry_cd char(2) NOT NULL, tier_cd varchar(4) NOT NULL, vrfd_yn char(1) NOT NULL,
      am_cd char(4) REFERENCES mkt.staff (staff_cd), join_dt date NOT NULL, close_dt date);`,
    `CREATE TABLE mkt.lst (lst_no varchar(8) PRIMARY KEY, slr_no varchar(8) NOT NULL REFERENCES mkt.slr (slr_no), cat_cd varchar(8) NOT NULL REFERENCES mkt.cat (cat_cd),
      lst_ttl text NOT NULL, prc_amt numeric(9,2) NOT NULL, lst_dt date NOT NULL, lst_sts varchar(8) NOT NULL, free_shp_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.byr (byr_no varchar(8) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, city text NOT NULL, cntry_cd char(2) NOT NULL,
      reg_dt date NOT NULL, plus_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.ord (ord_no varchar(10) PRIMARY KEY, byr_no varchar(8) NOT NULL REFERENCES ops.byr (byr_no), slr_no varchar(8) NOT NULL REFERENCES mkt.slr (slr_no),
      ord_dt date NOT NULL, ord_yr integer NOT NULL, ord_sts varchar(10) NOT NULL, pay_mthd varchar(10) NOT NULL, shp_fee numeric(7,2) NOT NULL,
      carrier_cd varchar(10), ship_dt date, prom_dlv_dt date NOT NULL, dlv_dt date);`,
    `CREATE TABLE ops.ord_ln (ord_no varchar(10) NOT NULL REFERENCES ops.ord (ord_no), ln_no integer NOT NULL, lst_no varchar(8) NOT NULL REFERENCES mkt.lst (lst_no),
      qty integer NOT NULL, unit_prc numeric(9,2) NOT NULL, disc_amt numeric(9,2) NOT NULL, ln_amt numeric(10,2) NOT NULL, star_rtg smallint, rvw_dt date,
      PRIMARY KEY (ord_no, ln_no));`,
    `CREATE TABLE ops.rtn (rtn_no varchar(8) PRIMARY KEY, ord_no varchar(10) NOT NULL, ln_no integer NOT NULL, rtn_qty integer NOT NULL, rtn_rsn_cd varchar(20) NOT NULL,
      req_dt date NOT NULL, rtn_sts varchar(10) NOT NULL, rfnd_amt numeric(10,2), rfnd_dt date, FOREIGN KEY (ord_no, ln_no) REFERENCES ops.ord_ln (ord_no, ln_no));`,
    `CREATE TABLE ops.payout (pay_no varchar(8) PRIMARY KEY, slr_no varchar(8) NOT NULL REFERENCES mkt.slr (slr_no), pay_prd varchar(7) NOT NULL,
      gross_amt numeric(12,2) NOT NULL, fee_amt numeric(12,2) NOT NULL, rfnd_amt numeric(12,2) NOT NULL, net_amt numeric(12,2) NOT NULL, pay_sts varchar(8) NOT NULL,
      paid_dt date);`,
    insertRows('mkt.staff', ['staff_cd', 'full_nm', 'job_ttl', 'mgr_cd', 'rgn_cd', 'hire_dt', 'term_dt'], STAFF),
    insertRows('mkt.cat', ['cat_cd', 'cat_nm', 'parent_cd', 'comm_pct'], CATS.map((c) => [c[0], c[1], c[2], c[3]])),
    insertRows('mkt.slr', ['slr_no', 'shop_nm', 'cntry_cd', 'tier_cd', 'vrfd_yn', 'am_cd', 'join_dt', 'close_dt'], slrRows),
    insertRows('mkt.lst', ['lst_no', 'slr_no', 'cat_cd', 'lst_ttl', 'prc_amt', 'lst_dt', 'lst_sts', 'free_shp_yn'], lstRows),
    insertRows('ops.byr', ['byr_no', 'first_nm', 'last_nm', 'city', 'cntry_cd', 'reg_dt', 'plus_yn'], byrRows),
    insertRows('ops.ord', ['ord_no', 'byr_no', 'slr_no', 'ord_dt', 'ord_yr', 'ord_sts', 'pay_mthd', 'shp_fee', 'carrier_cd', 'ship_dt', 'prom_dlv_dt', 'dlv_dt'], ordRows),
    insertRows('ops.ord_ln', ['ord_no', 'ln_no', 'lst_no', 'qty', 'unit_prc', 'disc_amt', 'ln_amt', 'star_rtg', 'rvw_dt'], lnRows),
    insertRows('ops.rtn', ['rtn_no', 'ord_no', 'ln_no', 'rtn_qty', 'rtn_rsn_cd', 'req_dt', 'rtn_sts', 'rfnd_amt', 'rfnd_dt'], rtnRows),
    insertRows('ops.payout', ['pay_no', 'slr_no', 'pay_prd', 'gross_amt', 'fee_amt', 'rfnd_amt', 'net_amt', 'pay_sts', 'paid_dt'], payRows),
  ].join('\n');
}
