/**
 * Ridgeback Outfitters, an online outdoor-gear retailer (tents, sleeping bags, packs, footwear, apparel, camp kitchen,
 * climbing gear and accessories from ten brands). It sells through its web shop, its mobile app and a third-party
 * marketplace, and ships from two fulfilment centres (FCs). There is no FC table: wherever an FC appears it is one of
 * two codes, RNO (Reno, Nevada: serves the western states) or ABE (Allentown, Pennsylvania: serves the rest of the
 * country). Money is in US dollars, except the one column whose name ends in `_cents`.
 *
 * Schema `oms` (order management system):
 * - `skus`: the product catalogue, one row per product. `sku` the SKU code (e.g. TNT-SR-2P); `title` the product name;
 *   `brand` the brand that makes it; `category` one of Tents, Sleeping, Packs, Footwear, Apparel, Camp Kitchen,
 *   Climbing, Accessories; `unit_cost` what one unit costs us today from the brand; `list_price` today's selling price
 *   of one unit; `weight_oz` the shipping weight of one unit in ounces (16 oz = 1 lb); `uom` the unit of measure one
 *   unit is sold in: EA each, PR a pair (boots, shoes, poles, gaiters), PK a multi-pack sold as one unit; `is_active`
 *   false for a discontinued product (no longer sold); `launched_on` the day it went on sale.
 * - `inventory`: stock now, one row per SKU per FC (every SKU has a row at both FCs). `sku`; `fc_cd` RNO or ABE;
 *   `on_hand` units physically in the FC; `reserved` units of those allocated to orders not yet picked (always less
 *   than on_hand, 0 when on_hand is 0); available stock is on_hand minus reserved; `reorder_pt` the reorder point in
 *   units; `last_count_dt` the day of the last cycle count. A SKU is out of stock at an FC when on_hand is 0.
 * - `purchase_orders`: inbound purchase orders (POs) placed with brands. `po_no`; `brand`; `fc_cd` the FC it is
 *   delivered to; `ordered_on`; `expected_on` the day the brand promised it would arrive; `received_on` the day it
 *   arrived at the FC, empty until it has arrived (and for cancelled POs); `po_status` OPEN (not arrived yet), RCVD
 *   (received) or CXL (cancelled, will never arrive). A PO is late when it arrives after its expected_on day.
 * - `po_lines`: PO lines. `po_no`, `line_no`; `sku`; `qty_ordered` units; `qty_received` units that actually
 *   arrived (less than ordered when the brand short-shipped; empty until received); `unit_cost` the agreed cost of one
 *   unit.
 * - `customers`: shopper accounts. `customer_id`; `email`; `first_name`, `last_name`; `state` the two-letter US state
 *   of their shipping address; `created_at` when the account was created; `first_order_dt` the day of their first
 *   order (of any status), empty for customers who have never placed an order; `marketing_opt_in` true when they
 *   accept marketing email.
 * - `orders`: customer orders, exported from the storefront platform, hence the quoted camelCase names. `"orderId"`;
 *   `"orderNumber"` the number shown to the customer (e.g. #100231); `"customerId"` (`customers.customer_id`);
 *   `"placedAt"` when the order was placed; `"channel"` web (web shop), app (mobile app) or marketplace (third-party
 *   marketplace); `"status"` pending (nothing shipped yet), partially_shipped (some lines shipped, the rest still to
 *   ship), shipped (every line has shipped) or cancelled (cancelled before anything shipped); `"shippingMethod"`
 *   standard, expedited or overnight, as chosen at checkout.
 * - `order_lines`: `order_id` (`orders."orderId"`), `line_no`; `sku`; `qty` units; `unit_price` the price of one unit
 *   on the order before discount; `discount_amt` the discount on the whole line in dollars (0 when none);
 *   `shipment_id` the shipment the line went out in, empty until the line has shipped. A line's net sales are qty x
 *   unit_price - discount_amt; an order's value is the sum of its lines' net sales. Cancelled orders are not sales;
 *   every other order counts as sold on the day it was placed. Refunds on returns are not deducted from net sales.
 * - `shipments`: parcels sent to customers. An order ships in one shipment, or in two when its lines go out from
 *   both FCs or at different times. `shipment_id`; `order_id`; `fc_cd` the FC it left from; `carrier` UPS, FEDEX or
 *   USPS; `tracking_no`; `shipped_at` when the carrier collected it; `promised_dt` the delivery date promised to the
 *   customer at checkout; `delivered_at` when the carrier delivered it, empty while still in transit;
 *   `postage_cents` the label cost the carrier charged us, in cents. A delivery is on time when delivered on or before
 *   the promised date, and late otherwise.
 * - `returns`: returned items, one row per return authorisation (RMA). `rma_no`; `order_id`; `sku`; `qty` units
 *   returned; `reason_cd` DEF defective, SIZ wrong size or fit, NLN no longer needed (changed mind), DMG damaged in
 *   transit, WIS wrong item sent, NAD not as described; `requested_on` the day the customer opened the return;
 *   `received_at` when the returned item arrived back at an FC, empty until it has arrived; `restocked` true when the
 *   item was put back into sellable stock after inspection (false until then and for items written off);
 *   `refund_amt` the amount refunded to the customer: the refund is paid when the item is received, so it is empty
 *   until then.
 *
 * Orders from 2025-01-01, everything up to 2026-11-24.
 */
import { insertRows, seededRandom, uniqueNames } from '../../seeded-random';

const LAST_DAY = '2026-11-24';

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');

type Fc = 'RNO' | 'ABE';
type Cat = 'Tents' | 'Sleeping' | 'Packs' | 'Footwear' | 'Apparel' | 'Camp Kitchen' | 'Climbing' | 'Accessories';

/** [sku, title, brand, category, unit_cost, list_price, weight_oz, uom, is_active, launched_on, popularity] */
const SKUS: [string, string, string, Cat, number, number, number, string, boolean, string, number][] = [
  ['TNT-SR-2P', 'Ridgeline 2P Tent', 'Summit Ridge', 'Tents', 178, 349, 68, 'EA', true, '2022-03-01', 9],
  ['TNT-SR-3P', 'Ridgeline 3P Tent', 'Summit Ridge', 'Tents', 215, 429, 84, 'EA', true, '2022-03-01', 6],
  ['TNT-SR-UL1', 'Featherlite 1P Tent', 'Summit Ridge', 'Tents', 190, 399, 34, 'EA', true, '2023-02-15', 5],
  ['TNT-SR-UL2', 'Featherlite 2P Tent', 'Summit Ridge', 'Tents', 225, 469, 41, 'EA', true, '2026-11-20', 0],
  ['TNT-SR-4S', 'Basecamp 4-Season Tent', 'Summit Ridge', 'Tents', 320, 649, 112, 'EA', true, '2021-09-01', 2.5],
  ['TNT-SR-FAM6', 'Family Cabin 6P Tent', 'Summit Ridge', 'Tents', 240, 499, 290, 'EA', true, '2021-04-01', 3],
  ['SLP-AG-20', 'Solstice 20F Down Sleeping Bag', 'Alpenglow', 'Sleeping', 160, 329, 34, 'EA', true, '2022-08-01', 8],
  ['SLP-AG-0', 'Polar 0F Down Sleeping Bag', 'Alpenglow', 'Sleeping', 260, 529, 52, 'EA', true, '2022-08-01', 3],
  ['SLP-AG-40', 'Zephyr 40F Quilt', 'Alpenglow', 'Sleeping', 110, 229, 20, 'EA', true, '2023-05-01', 5],
  ['SLP-AG-PAD', 'Cloudrest Insulated Sleeping Pad', 'Alpenglow', 'Sleeping', 75, 159, 16, 'EA', true, '2022-03-01', 10],
  ['SLP-AG-PADX', 'Cloudrest XL Sleeping Pad', 'Alpenglow', 'Sleeping', 90, 189, 22, 'EA', true, '2022-03-01', 4],
  ['SLP-AG-PIL', 'Airloft Camp Pillow', 'Alpenglow', 'Sleeping', 18, 39, 3, 'EA', true, '2022-03-01', 9],
  ['SLP-SR-SYN', 'Trailhead 30F Synthetic Sleeping Bag', 'Summit Ridge', 'Sleeping', 60, 129, 44, 'EA', true, '2021-04-01', 6],
  ['PCK-CA-45', 'Traverse 45L Backpack', 'Cascadia Outfitters', 'Packs', 120, 249, 52, 'EA', true, '2022-02-01', 7],
  ['PCK-CA-65', 'Traverse 65L Backpack', 'Cascadia Outfitters', 'Packs', 150, 309, 68, 'EA', true, '2022-02-01', 5],
  ['PCK-CA-28', 'Daybreak 28L Daypack', 'Cascadia Outfitters', 'Packs', 55, 119, 28, 'EA', true, '2022-02-01', 10],
  ['PCK-CA-18', 'Daybreak 18L Daypack', 'Cascadia Outfitters', 'Packs', 40, 89, 20, 'EA', true, '2023-03-01', 7],
  ['PCK-CA-HYD', '3L Hydration Reservoir', 'Cascadia Outfitters', 'Packs', 16, 36, 7, 'EA', true, '2022-02-01', 11],
  ['PCK-CA-KID', 'Scout Kids Backpack', 'Cascadia Outfitters', 'Packs', 28, 59, 18, 'EA', false, '2020-05-01', 3],
  ['FTW-GT-MH-M', "Switchback Mid Hiking Boot Men's", 'Granite Trail', 'Footwear', 78, 179, 38, 'PR', true, '2022-01-15', 10],
  ['FTW-GT-MH-W', "Switchback Mid Hiking Boot Women's", 'Granite Trail', 'Footwear', 78, 179, 32, 'PR', true, '2022-01-15', 9],
  ['FTW-GT-TR-M', "Fastline Trail Runner Men's", 'Granite Trail', 'Footwear', 62, 139, 21, 'PR', true, '2023-01-15', 8],
  ['FTW-GT-TR-W', "Fastline Trail Runner Women's", 'Granite Trail', 'Footwear', 62, 139, 18, 'PR', true, '2023-01-15', 8],
  ['FTW-GT-SND', 'Riverside Sandal', 'Granite Trail', 'Footwear', 30, 69, 16, 'PR', true, '2022-04-01', 6],
  ['FTW-GT-BOOT', 'Summit Pro Mountaineering Boot', 'Granite Trail', 'Footwear', 190, 399, 64, 'PR', true, '2021-10-01', 2],
  ['APP-NV-JKT-M', "Fjell Rain Jacket Men's", 'Nordvik', 'Apparel', 95, 219, 14, 'EA', true, '2022-09-01', 7],
  ['APP-NV-JKT-W', "Fjell Rain Jacket Women's", 'Nordvik', 'Apparel', 95, 219, 12, 'EA', true, '2022-09-01', 7],
  ['APP-NV-DWN', 'Isbre Down Jacket', 'Nordvik', 'Apparel', 130, 289, 16, 'EA', true, '2022-09-01', 6],
  ['APP-NV-VEST', 'Isbre Down Vest', 'Nordvik', 'Apparel', 85, 189, 10, 'EA', true, '2026-11-22', 0],
  ['APP-NV-FLC', 'Tind Fleece Pullover', 'Nordvik', 'Apparel', 38, 89, 13, 'EA', true, '2022-09-01', 8],
  ['APP-NV-BASE', 'Merino Base Layer Top', 'Nordvik', 'Apparel', 35, 85, 7, 'EA', true, '2022-09-01', 7],
  ['APP-NV-SOCK', 'Merino Hiking Socks 3-Pack', 'Nordvik', 'Apparel', 14, 34, 6, 'PK', true, '2022-09-01', 13],
  ['APP-BR-PANT', 'Canyon Hiking Pants', 'Basin & Range', 'Apparel', 32, 79, 12, 'EA', true, '2022-04-01', 9],
  ['APP-BR-HOOD', 'Desert Sun Hoodie', 'Basin & Range', 'Apparel', 24, 59, 8, 'EA', true, '2023-04-01', 8],
  ['APP-BR-HAT', 'Wide Brim Sun Hat', 'Basin & Range', 'Apparel', 12, 32, 3, 'EA', true, '2022-04-01', 7],
  ['APP-BR-SHORT', 'Canyon Shorts', 'Basin & Range', 'Apparel', 22, 55, 7, 'EA', false, '2021-04-01', 5],
  ['KIT-EF-STV', 'Jetcore Stove System', 'Ember & Flint', 'Camp Kitchen', 62, 139, 14, 'EA', true, '2022-03-01', 8],
  ['KIT-EF-CAN', 'Isobutane Fuel Canister 4-Pack', 'Ember & Flint', 'Camp Kitchen', 9, 22, 52, 'PK', true, '2022-03-01', 12],
  ['KIT-EF-POT', 'Titanium Pot 900ml', 'Ember & Flint', 'Camp Kitchen', 28, 64, 5, 'EA', true, '2022-03-01', 6],
  ['KIT-EF-COOK', 'Basecamp Cook Set', 'Ember & Flint', 'Camp Kitchen', 40, 89, 36, 'EA', true, '2022-03-01', 5],
  ['KIT-EF-2B', 'Two-Burner Camp Stove', 'Ember & Flint', 'Camp Kitchen', 70, 159, 176, 'EA', false, '2021-04-01', 3],
  ['KIT-EF-FLT', 'Gravity Water Filter 4L', 'Ember & Flint', 'Camp Kitchen', 45, 99, 11, 'EA', true, '2023-04-01', 6],
  ['KIT-TG-MUG', 'Enamel Camp Mug', 'Tarn Goods', 'Camp Kitchen', 6, 16, 8, 'EA', true, '2022-06-01', 7],
  ['KIT-TG-SPK', 'Titanium Spork', 'Tarn Goods', 'Camp Kitchen', 4, 12, 0.7, 'EA', true, '2022-06-01', 9],
  ['KIT-TG-BTL', 'Insulated Bottle 32oz', 'Tarn Goods', 'Camp Kitchen', 14, 34, 15, 'EA', true, '2022-06-01', 8],
  ['CLB-VX-HRN', 'Apex Climbing Harness', 'Vertex Climbing', 'Climbing', 30, 69, 13, 'EA', true, '2022-05-01', 5],
  ['CLB-VX-ROPE', 'Dynamic Rope 9.8mm 60m', 'Vertex Climbing', 'Climbing', 120, 249, 134, 'EA', true, '2022-05-01', 2.5],
  ['CLB-VX-HLM', 'Shell Climbing Helmet', 'Vertex Climbing', 'Climbing', 35, 79, 12, 'EA', true, '2022-05-01', 4],
  ['CLB-VX-QD', 'Quickdraw 6-Pack', 'Vertex Climbing', 'Climbing', 60, 129, 18, 'PK', true, '2022-05-01', 3],
  ['CLB-VX-CHK', 'Chalk Bag', 'Vertex Climbing', 'Climbing', 9, 24, 3, 'EA', true, '2022-05-01', 5],
  ['CLB-VX-SHOE', 'Edge Climbing Shoe', 'Vertex Climbing', 'Climbing', 70, 159, 17, 'PR', true, '2023-02-01', 4],
  ['ACC-KS-HL', 'Beam 400 Headlamp', 'Kestrel', 'Accessories', 22, 49, 3, 'EA', true, '2023-01-10', 12],
  ['ACC-KS-HL2', 'Beam 250 Headlamp', 'Kestrel', 'Accessories', 14, 34, 3, 'EA', false, '2020-03-01', 5],
  ['ACC-KS-HL5', 'Beam 500 Headlamp', 'Kestrel', 'Accessories', 30, 69, 3, 'EA', true, '2026-11-23', 0],
  ['ACC-KS-LNT', 'Glow Camp Lantern', 'Kestrel', 'Accessories', 20, 45, 9, 'EA', true, '2022-05-01', 6],
  ['ACC-KS-PWR', '10000mAh Power Bank', 'Kestrel', 'Accessories', 25, 59, 7, 'EA', true, '2023-06-01', 7],
  ['ACC-CA-POLE', 'Carbon Trekking Poles', 'Cascadia Outfitters', 'Accessories', 60, 139, 16, 'PR', true, '2022-02-01', 6],
  ['ACC-TG-HAM', 'Nylon Camping Hammock', 'Tarn Goods', 'Accessories', 28, 64, 18, 'EA', true, '2022-06-01', 5],
  ['ACC-BR-GAIT', 'Trail Gaiters', 'Basin & Range', 'Accessories', 14, 32, 4, 'PR', true, '2022-04-01', 4],
];
/** Discontinued products stopped selling on these days. */
const LAST_SALE: Record<string, string> = {
  'PCK-CA-KID': '2025-08-31',
  'APP-BR-SHORT': '2025-09-30',
  'KIT-EF-2B': '2026-03-31',
  'ACC-KS-HL2': '2025-06-30',
};
/** Active products out of stock everywhere now (sold out in early November, restock on order). */
const OUT_BOTH = new Set(['SLP-AG-0', 'CLB-VX-QD', 'FTW-GT-BOOT']);
const OUT_RNO = new Set(['FTW-GT-MH-W', 'APP-NV-DWN', 'PCK-CA-65', 'KIT-EF-FLT']);
const OUT_ABE = new Set(['TNT-SR-3P', 'ACC-KS-LNT', 'APP-BR-HAT']);

/** [brand, quoted lead days, chance a PO is late, most days late, days between POs to one FC] */
const BRANDS: [string, number, number, number, number][] = [
  ['Summit Ridge', 45, 0.3, 12, 38],
  ['Alpenglow', 40, 0.24, 10, 40],
  ['Cascadia Outfitters', 30, 0.14, 6, 32],
  ['Granite Trail', 50, 0.5, 16, 34],
  ['Nordvik', 60, 0.32, 14, 42],
  ['Basin & Range', 21, 0.1, 5, 30],
  ['Ember & Flint', 25, 0.2, 7, 33],
  ['Tarn Goods', 20, 0.12, 4, 45],
  ['Vertex Climbing', 35, 0.18, 8, 44],
  ['Kestrel', 28, 0.22, 6, 36],
];

/** [state, FC that serves it, weight] */
const STATES: [string, Fc, number][] = [
  ['CA', 'RNO', 16], ['WA', 'RNO', 7], ['OR', 'RNO', 5], ['CO', 'RNO', 9], ['UT', 'RNO', 4], ['NV', 'RNO', 2],
  ['AZ', 'RNO', 3], ['ID', 'RNO', 1.5], ['MT', 'RNO', 1.5], ['NM', 'RNO', 1], ['TX', 'RNO', 6],
  ['NY', 'ABE', 8], ['PA', 'ABE', 5], ['MA', 'ABE', 4.5], ['NJ', 'ABE', 3], ['VA', 'ABE', 3], ['NC', 'ABE', 4],
  ['VT', 'ABE', 1.5], ['NH', 'ABE', 1.5], ['ME', 'ABE', 1], ['MD', 'ABE', 2], ['IL', 'ABE', 3], ['MI', 'ABE', 3],
  ['MN', 'ABE', 3.5], ['GA', 'ABE', 2], ['FL', 'ABE', 2.5], ['OH', 'ABE', 2], ['WI', 'ABE', 2],
];
const STATE_FC = new Map(STATES.map(([st, fc]) => [st, fc]));

/** Relative number of new customers per month of the year (January first). */
const MONTH_WEIGHT = [0.75, 0.7, 0.9, 1.05, 1.2, 1.3, 1.2, 1.0, 0.9, 0.95, 1.45, 1.55];

const FIRST = [
  'James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Mason', 'Isabella', 'Lucas', 'Mia', 'Logan',
  'Charlotte', 'Aiden', 'Amelia', 'Jackson', 'Harper', 'Caleb', 'Evelyn', 'Owen', 'Abigail', 'Wyatt', 'Emily', 'Henry',
  'Ella', 'Ryan', 'Scarlett', 'Nathan', 'Grace', 'Dylan', 'Chloe', 'Isaac', 'Lily', 'Hunter', 'Hannah', 'Eli', 'Zoe',
  'Carter', 'Nora', 'Julian', 'Riley', 'Levi', 'Aria', 'Gavin', 'Layla', 'Miles', 'Stella', 'Tyler', 'Hazel', 'Cole',
  'Aurora', 'Jasper', 'Violet', 'Reid', 'Willow', 'Brooks', 'Sage', 'Everett', 'Juniper', 'Rowan', 'Maya', 'Silas',
  'Priya', 'Diego', 'Mei', 'Andre', 'Fatima', 'Kenji', 'Leah', 'Marcus', 'Tessa', 'Omar', 'Ingrid', 'Felix', 'Paige',
];
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White',
  'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott',
  'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
  'Carter', 'Roberts', 'Larsen', 'Okafor', 'Lindqvist', 'Kowalski', 'Yamamoto', 'Patel', 'Chen', 'Brennan', 'Sullivan',
  'Fischer', 'Novak', 'Haddad', 'Reyes', 'Dunn', 'Holloway', 'Whitaker', 'Castillo', 'Bauer', 'Fitzgerald', 'Ortega',
  'Pruitt', 'Vance', 'Sato', 'Quinn', 'Marsh', 'Ellison', 'Hayes',
];
const DOMAINS = ['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'hotmail.com', 'proton.me'];

/** Chance a shipped line is returned, by category. */
const RETURN_P: Record<Cat, number> = {
  Tents: 0.06,
  Sleeping: 0.07,
  Packs: 0.06,
  Footwear: 0.17,
  Apparel: 0.12,
  'Camp Kitchen': 0.04,
  Climbing: 0.05,
  Accessories: 0.035,
};
const REASONS: Record<Cat, [string, number][]> = {
  Tents: [['DEF', 30], ['NLN', 25], ['DMG', 15], ['WIS', 8], ['NAD', 22]],
  Sleeping: [['DEF', 20], ['NLN', 30], ['SIZ', 15], ['DMG', 10], ['WIS', 8], ['NAD', 17]],
  Packs: [['DEF', 15], ['NLN', 25], ['SIZ', 30], ['DMG', 8], ['WIS', 7], ['NAD', 15]],
  Footwear: [['DEF', 10], ['NLN', 15], ['SIZ', 60], ['DMG', 4], ['WIS', 6], ['NAD', 5]],
  Apparel: [['DEF', 8], ['NLN', 20], ['SIZ', 55], ['DMG', 3], ['WIS', 6], ['NAD', 8]],
  'Camp Kitchen': [['DEF', 40], ['NLN', 25], ['DMG', 20], ['WIS', 8], ['NAD', 7]],
  Climbing: [['DEF', 15], ['NLN', 25], ['SIZ', 35], ['DMG', 5], ['WIS', 10], ['NAD', 10]],
  Accessories: [['DEF', 45], ['NLN', 25], ['DMG', 10], ['WIS', 10], ['NAD', 10]],
};
const RESTOCK_P: Record<string, number> = { DEF: 0, SIZ: 0.94, NLN: 0.9, DMG: 0.05, WIS: 0.95, NAD: 0.6 };

interface Sku {
  sku: string;
  title: string;
  brand: string;
  cat: Cat;
  cost: number;
  list: number;
  oz: number;
  uom: string;
  active: boolean;
  launched: string;
  pop: number;
}

interface Line {
  sku: Sku;
  qty: number;
  price: number;
  disc: number;
  shipment: number | null;
}

interface Order {
  id: number;
  number: string;
  customer: number;
  placed: string;
  day: string;
  channel: string;
  status: string;
  method: string;
  lines: Line[];
  fc: Fc;
}

export function datasetSql(): string {
  const r = seededRandom(20_261_125);

  const skus: Sku[] = SKUS.map(([sku, title, brand, cat, cost, list, oz, uom, active, launched, pop]) => ({
    sku,
    title,
    brand,
    cat,
    cost,
    list,
    oz,
    uom,
    active,
    launched,
    pop,
  }));
  const sellable = (day: string) =>
    skus.filter(
      (s) =>
        s.pop > 0 &&
        s.launched <= day &&
        (LAST_SALE[s.sku] === undefined || day <= LAST_SALE[s.sku]) &&
        !(OUT_BOTH.has(s.sku) && day >= '2026-11-05'),
    );

  // Customers
  const rc = seededRandom(7_311);
  const nameOf = uniqueNames(rc, FIRST, LAST);
  const months: [string, number][] = [];
  for (let y = 2025; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      if (y === 2026 && m > 11) break;
      months.push([`${y}-${pad(m)}`, MONTH_WEIGHT[m - 1] * (y === 2026 ? 1.3 : 1)]);
    }
  }
  interface Cust {
    id: number;
    state: string;
    created: string;
    orders: string[];
  }
  const custs: Cust[] = [];
  const custRows: unknown[][] = [];
  const emails = new Set<string>();
  const N_CUST = 2600;
  for (let i = 0; i < N_CUST; i++) {
    const month = rc.weighted(months);
    const lastOfMonth = month === '2026-11' ? LAST_DAY : addDays(`${nextMonth(month)}-01`, -1);
    const created = rc.date(`${month}-01`, lastOfMonth);
    const state = rc.weighted(STATES.map(([st, , w]) => [st, w] as const));
    const [first, last] = nameOf();
    let email = '';
    for (let n = 0; ; n++) {
      const style = rc.int(0, 3);
      const base =
        style === 0
          ? `${first}.${last}`
          : style === 1
            ? `${first[0]}${last}`
            : style === 2
              ? `${first}${last}${rc.int(1, 99)}`
              : `${first}_${last[0]}${rc.int(70, 99)}`;
      email = `${base.toLowerCase().replace(/[^a-z0-9._]/g, '')}${n > 0 ? n : ''}@${rc.pick(DOMAINS)}`;
      if (!emails.has(email)) break;
    }
    emails.add(email);
    const c: Cust = { id: 0, state, created, orders: [] };
    // order days
    if (!rc.chance(0.085)) {
      const first = addDays(created, rc.weighted([[0, 70], [1, 10], [rc.int(2, 30), 20]] as const));
      if (first <= LAST_DAY) {
        c.orders.push(first);
        const span = daysBetween(first, LAST_DAY);
        const loyal = rc.weighted([[0, 50], [1, 22], [2, 11], [3, 7], [5, 5], [8, 3], [12, 2]] as const);
        const extra = Math.round((loyal * span) / 400);
        for (let k = 0; k < extra; k++) c.orders.push(addDays(first, rc.int(1, Math.max(1, span))));
        c.orders = c.orders.filter((d) => d <= LAST_DAY).sort();
      }
    }
    custs.push(c);
    custRows.push([c, email, first, last, state, created, rc.chance(0.55)]);
  }
  custs.sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
  custs.forEach((c, i) => (c.id = 10_001 + i));
  custRows.sort((a, b) => (a[0] as Cust).id - (b[0] as Cust).id);

  // Orders
  const ro = seededRandom(55_019);
  const orders: Order[] = [];
  for (const c of custs) {
    for (const day of c.orders) {
      const hour = ro.weighted([[7, 2], [9, 4], [11, 5], [12, 6], [13, 5], [15, 5], [17, 5], [19, 8], [20, 8], [21, 7], [22, 6]] as const);
      const placed = `${day} ${pad(hour + ro.int(0, 1))}:${pad(ro.int(0, 59))}:${pad(ro.int(0, 59))}`;
      const channel = ro.weighted([
        ['web', day < '2026-01-01' ? 58 : 50],
        ['app', day < '2026-01-01' ? 22 : 31],
        ['marketplace', 20],
      ] as const);
      const method = ro.weighted([['standard', 74], ['expedited', 19], ['overnight', 7]] as const);
      const nLines = ro.weighted([[1, 58], [2, 25], [3, 11], [4, 6]] as const);
      const pool = sellable(day);
      const lines: Line[] = [];
      const used = new Set<string>();
      for (let k = 0; k < nLines; k++) {
        const s = ro.weighted(pool.map((p) => [p, p.pop] as const));
        if (used.has(s.sku)) continue;
        used.add(s.sku);
        const qty = s.cat === 'Tents' || s.list > 200 ? 1 : ro.weighted([[1, 80], [2, 15], [3, 4], [4, 1]] as const);
        const price = day < '2026-01-01' ? round2(s.list * 0.95) : s.list;
        const promo = day.slice(5) >= '11-20' && day.slice(5) <= '12-02' ? 0.55 : day.slice(5, 7) === '07' ? 0.3 : 0.16;
        const pct = ro.chance(promo) ? ro.pick([10, 15, 20, 25]) : 0;
        lines.push({ sku: s, qty, price, disc: round2((qty * price * pct) / 100), shipment: null });
      }
      const fc: Fc = ro.chance(0.92) ? (STATE_FC.get(c.state) as Fc) : STATE_FC.get(c.state) === 'RNO' ? 'ABE' : 'RNO';
      const cancelled = ro.chance(channel === 'marketplace' ? 0.055 : 0.028);
      orders.push({ id: 0, number: '', customer: c.id, placed, day, channel, status: cancelled ? 'cancelled' : 'pending', method, lines, fc });
    }
  }
  orders.sort((a, b) => (a.placed < b.placed ? -1 : a.placed > b.placed ? 1 : 0));
  orders.forEach((o, i) => {
    o.id = 5_830_117_001 + i * 7 + (i % 5);
    o.number = `#${100_001 + i}`;
  });

  // Shipments
  interface Shipment {
    id: number;
    order: Order;
    fc: Fc;
    carrier: string;
    tracking: string;
    shipped: string;
    promised: string;
    delivered: string | null;
    cents: number;
    lines: Line[];
  }
  const rs = seededRandom(90_210);
  const shipments: Shipment[] = [];
  const digits = (n: number) => Array.from({ length: n }, () => rs.int(0, 9)).join('');
  const stamp = (day: string, h0: number, h1: number) => `${day} ${pad(rs.int(h0, h1))}:${pad(rs.int(0, 59))}:${pad(rs.int(0, 59))}`;
  for (const o of orders) {
    if (o.status === 'cancelled') continue;
    const hour = Number(o.placed.slice(11, 13));
    const lag =
      o.method === 'overnight'
        ? hour < 14 ? 0 : 1
        : rs.weighted([[hour < 13 ? 0 : 1, 50], [1, 30], [2, 14], [3, 5], [rs.int(5, 9), 1]] as const);
    const firstShip = addDays(o.day, lag);
    const split = o.lines.length >= 2 && rs.chance(0.16);
    const groups: [Fc, string, Line[]][] = [];
    if (split) {
      const cut = rs.int(1, o.lines.length - 1);
      const other: Fc = o.fc === 'RNO' ? 'ABE' : 'RNO';
      const secondLag = rs.chance(0.25) ? rs.int(5, 16) : rs.int(0, 3);
      groups.push([o.fc, firstShip, o.lines.slice(0, cut)]);
      groups.push([rs.chance(0.7) ? other : o.fc, addDays(firstShip, secondLag), o.lines.slice(cut)]);
    } else groups.push([o.fc, firstShip, o.lines]);
    const promised = addDays(o.day, o.method === 'overnight' ? (hour < 14 ? 1 : 2) : o.method === 'expedited' ? 4 : 7);
    let shippedGroups = 0;
    for (const [fc, day, lines] of groups) {
      if (day > LAST_DAY) continue;
      shippedGroups++;
      const oz = lines.reduce((sum, l) => sum + l.qty * l.sku.oz, 0) + 6;
      const carrier =
        o.method === 'overnight'
          ? rs.weighted([['FEDEX', 60], ['UPS', 40]] as const)
          : o.method === 'expedited'
            ? rs.weighted([['UPS', 50], ['FEDEX', 40], ['USPS', 10]] as const)
            : oz < 32
              ? rs.weighted([['USPS', 60], ['UPS', 25], ['FEDEX', 15]] as const)
              : rs.weighted([['UPS', 55], ['FEDEX', 30], ['USPS', 15]] as const);
      let transit: number;
      if (o.method === 'overnight') transit = rs.chance(carrier === 'FEDEX' ? 0.04 : 0.08) ? 2 : 1;
      else if (o.method === 'expedited') transit = rs.weighted([[1, 20], [2, 50], [3, 22], [4, 8]] as const);
      else
        transit =
          carrier === 'USPS'
            ? rs.weighted([[2, 10], [3, 22], [4, 25], [5, 18], [6, 12], [7, 8], [9, 5]] as const)
            : carrier === 'UPS'
              ? rs.weighted([[2, 12], [3, 30], [4, 30], [5, 18], [6, 7], [8, 3]] as const)
              : rs.weighted([[2, 16], [3, 34], [4, 28], [5, 14], [6, 6], [8, 2]] as const);
      const md = day.slice(5);
      if ((md >= '11-20' || md <= '01-03') && o.method !== 'overnight' && rs.chance(0.5)) transit += rs.int(1, 2);
      const deliveredDay = addDays(day, transit);
      const lb = oz / 16;
      const base =
        carrier === 'USPS' ? 520 + 95 * lb : carrier === 'UPS' ? 780 + 70 * lb : 760 + 72 * lb;
      const mult = { standard: 1, expedited: 1.8, overnight: 3.2 }[o.method] as number;
      const tracking =
        carrier === 'UPS' ? `1Z${digits(3)}W${digits(12)}` : carrier === 'FEDEX' ? digits(12) : `9400${digits(18)}`;
      const s: Shipment = {
        id: 0,
        order: o,
        fc,
        carrier,
        tracking,
        shipped: stamp(day, 15, 21),
        promised,
        delivered: deliveredDay <= LAST_DAY ? stamp(deliveredDay, 9, 20) : null,
        cents: Math.round(base * mult * (0.97 + rs.next() * 0.06)),
        lines,
      };
      shipments.push(s);
    }
    o.status = shippedGroups === 0 ? 'pending' : shippedGroups === groups.length ? 'shipped' : 'partially_shipped';
  }
  shipments.sort((a, b) => (a.shipped < b.shipped ? -1 : a.shipped > b.shipped ? 1 : 0));
  shipments.forEach((s, i) => {
    s.id = 700_001 + i;
    for (const l of s.lines) l.shipment = s.id;
  });

  // Returns
  const rr = seededRandom(4_417);
  interface Ret {
    order: Order;
    line: Line;
    qty: number;
    reason: string;
    requested: string;
    received: string | null;
    restocked: boolean;
    refund: number | null;
  }
  const rets: Ret[] = [];
  for (const s of shipments) {
    if (!s.delivered) continue;
    for (const l of s.lines) {
      if (l.sku.brand === 'Tarn Goods') continue;
      if (!rr.chance(RETURN_P[l.sku.cat])) continue;
      const requested = addDays(s.delivered.slice(0, 10), rr.weighted([[rr.int(1, 7), 60], [rr.int(8, 20), 30], [rr.int(21, 29), 10]] as const));
      if (requested > LAST_DAY) continue;
      const reason = rr.weighted(REASONS[l.sku.cat]);
      const recvDay = addDays(requested, rr.int(4, 14));
      const received = recvDay <= LAST_DAY ? `${recvDay} ${pad(rr.int(8, 17))}:${pad(rr.int(0, 59))}:${pad(rr.int(0, 59))}` : null;
      const qty = l.qty === 1 || rr.chance(0.6) ? l.qty : 1;
      const unitNet = (l.qty * l.price - l.disc) / l.qty;
      rets.push({
        order: s.order,
        line: l,
        qty,
        reason,
        requested,
        received,
        restocked: received !== null && rr.chance(RESTOCK_P[reason]),
        refund: received !== null ? round2(unitNet * qty) : null,
      });
    }
  }
  rets.sort((a, b) => (a.requested < b.requested ? -1 : a.requested > b.requested ? 1 : a.order.id - b.order.id));

  // Purchase orders
  const rp = seededRandom(31_337);
  const poRows: unknown[][] = [];
  const poLnRows: unknown[][] = [];
  const pos: [string, string, Fc, string, string, string | null, string, Sku[]][] = [];
  for (const [brand, lead, pLate, maxLate, gap] of BRANDS) {
    for (const fc of ['RNO', 'ABE'] as Fc[]) {
      for (let day = addDays('2025-01-02', rp.int(0, gap)); day <= '2026-11-20'; day = addDays(day, Math.round(gap * (0.7 + rp.next() * 0.6)))) {
        const expected = addDays(day, lead + rp.int(-3, 3));
        let delay = rp.chance(pLate) ? rp.int(1, maxLate) : -rp.int(0, 4);
        // a few POs due in the last weeks are running late and have not arrived yet
        if (expected >= '2026-10-20' && expected <= LAST_DAY && rp.chance(0.35)) delay = daysBetween(expected, LAST_DAY) + rp.int(1, 20);
        const arrived = addDays(expected, delay);
        const cancelled = rp.chance(0.03);
        const status = cancelled ? 'CXL' : arrived <= LAST_DAY ? 'RCVD' : 'OPEN';
        const its = skus.filter(
          (s) => s.brand === brand && s.launched <= addDays(day, 60) && (LAST_SALE[s.sku] === undefined || day < addDays(LAST_SALE[s.sku], -60)),
        );
        const pick = rp.shuffle(its).slice(0, rp.int(2, Math.min(5, its.length)));
        pos.push(['', brand, fc, day, expected, status === 'RCVD' ? arrived : null, status, pick]);
      }
    }
  }
  pos.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : a[1] < b[1] ? -1 : 1));
  pos.forEach((p, i) => {
    const year = p[3].slice(2, 4);
    const po = `PO-${year}-${String(i + 1).padStart(4, '0')}`;
    poRows.push([po, p[1], p[2], p[3], p[4], p[5], p[6]]);
    p[7].forEach((s, n) => {
      const qty = rp.int(2, 20) * (s.list > 200 ? 6 : 12);
      const short = p[6] === 'RCVD' && rp.chance(0.1);
      const qRcvd = p[6] === 'RCVD' ? (short ? qty - rp.int(1, Math.max(1, Math.floor(qty / 4))) : qty) : null;
      poLnRows.push([po, n + 1, s.sku, qty, qRcvd, p[3] < '2026-01-01' ? round2(s.cost * 0.97) : s.cost]);
    });
  });

  // Inventory
  const ri = seededRandom(6_062);
  const invRows: unknown[][] = [];
  for (const s of skus) {
    for (const fc of ['RNO', 'ABE'] as Fc[]) {
      const demand = s.pop * (fc === 'RNO' ? 1.1 : 1) * (s.active ? 1 : 0);
      const reorder = s.active ? Math.max(6, Math.round(demand * ri.float(1.6, 2.6, 2))) : 0;
      let onHand: number;
      if (!s.active) onHand = ri.chance(0.5) ? 0 : ri.int(1, 9);
      else if (OUT_BOTH.has(s.sku) || (fc === 'RNO' && OUT_RNO.has(s.sku)) || (fc === 'ABE' && OUT_ABE.has(s.sku))) onHand = 0;
      else if (s.pop === 0) onHand = ri.int(40, 120);
      else onHand = ri.chance(0.1) ? ri.int(1, reorder - 1) : ri.int(reorder, reorder * 5);
      const reserved = onHand === 0 ? 0 : Math.min(onHand - 1, s.pop === 0 ? 0 : ri.int(0, Math.ceil(demand / 2)));
      invRows.push([s.sku, fc, onHand, reserved, reorder, addDays(LAST_DAY, -ri.int(0, 120))]);
    }
  }

  const custIds = new Set(orders.map((o) => o.customer));
  const firstOrder = new Map<number, string>();
  for (const o of orders) if (!firstOrder.has(o.customer)) firstOrder.set(o.customer, o.day);
  const customerRows = custRows.map(([c, email, first, last, state, created, optIn]) => {
    const cust = c as Cust;
    const createdAt = `${created as string} ${pad(rc.int(6, 23))}:${pad(rc.int(0, 59))}:${pad(rc.int(0, 59))}`;
    return [cust.id, email, first, last, state, createdAt, custIds.has(cust.id) ? firstOrder.get(cust.id) : null, optIn];
  });
  // an account created the same day as its first order was created just before it
  for (const row of customerRows) {
    const fo = row[6] as string | null;
    if (fo && (row[5] as string).slice(0, 10) === fo) {
      const firstPlaced = orders.find((o) => o.customer === row[0])?.placed as string;
      if ((row[5] as string) > firstPlaced) row[5] = `${fo} ${pad(Math.max(0, Number(firstPlaced.slice(11, 13)) - 1))}:05:00`;
    }
  }

  const lineRows: unknown[][] = [];
  for (const o of orders) o.lines.forEach((l, n) => lineRows.push([o.id, n + 1, l.sku.sku, l.qty, l.price, l.disc, l.shipment]));

  return [
    'CREATE SCHEMA oms;',
    `CREATE TABLE oms.skus (sku varchar(16) PRIMARY KEY, title text NOT NULL, brand text NOT NULL, category text NOT NULL,
      unit_cost numeric(10,2) NOT NULL, list_price numeric(10,2) NOT NULL, weight_oz numeric(6,1) NOT NULL, uom char(2) NOT NULL,
      is_active boolean NOT NULL, launched_on date NOT NULL);`,
    `CREATE TABLE oms.inventory (sku varchar(16) NOT NULL, fc_cd char(3) NOT NULL, on_hand integer NOT NULL, reserved integer NOT NULL,
      reorder_pt integer NOT NULL, last_count_dt date NOT NULL, PRIMARY KEY (sku, fc_cd));`,
    `CREATE TABLE oms.purchase_orders (po_no varchar(12) PRIMARY KEY, brand text NOT NULL, fc_cd char(3) NOT NULL, ordered_on date NOT NULL,
      expected_on date NOT NULL, received_on date, po_status varchar(4) NOT NULL);`,
    `CREATE TABLE oms.po_lines (po_no varchar(12) NOT NULL, line_no smallint NOT NULL, sku varchar(16) NOT NULL, qty_ordered integer NOT NULL,
      qty_received integer, unit_cost numeric(10,2) NOT NULL, PRIMARY KEY (po_no, line_no));`,
    `CREATE TABLE oms.customers (customer_id integer PRIMARY KEY, email text NOT NULL, first_name text NOT NULL, last_name text NOT NULL,
      state char(2) NOT NULL, created_at timestamp NOT NULL, first_order_dt date, marketing_opt_in boolean NOT NULL);`,
    `CREATE TABLE oms.orders ("orderId" bigint PRIMARY KEY, "orderNumber" varchar(10) NOT NULL, "customerId" integer NOT NULL,
      "placedAt" timestamp NOT NULL, "channel" text NOT NULL, "status" text NOT NULL, "shippingMethod" text NOT NULL);`,
    `CREATE TABLE oms.order_lines (order_id bigint NOT NULL, line_no smallint NOT NULL, sku varchar(16) NOT NULL, qty integer NOT NULL,
      unit_price numeric(10,2) NOT NULL, discount_amt numeric(10,2) NOT NULL, shipment_id integer, PRIMARY KEY (order_id, line_no));`,
    `CREATE TABLE oms.shipments (shipment_id integer PRIMARY KEY, order_id bigint NOT NULL, fc_cd char(3) NOT NULL, carrier varchar(5) NOT NULL,
      tracking_no varchar(24) NOT NULL, shipped_at timestamp NOT NULL, promised_dt date NOT NULL, delivered_at timestamp,
      postage_cents integer NOT NULL);`,
    `CREATE TABLE oms.returns (rma_no varchar(10) PRIMARY KEY, order_id bigint NOT NULL, sku varchar(16) NOT NULL, qty integer NOT NULL,
      reason_cd char(3) NOT NULL, requested_on date NOT NULL, received_at timestamp, restocked boolean NOT NULL, refund_amt numeric(10,2));`,
    insertRows(
      'oms.skus',
      ['sku', 'title', 'brand', 'category', 'unit_cost', 'list_price', 'weight_oz', 'uom', 'is_active', 'launched_on'],
      skus.map((s) => [s.sku, s.title, s.brand, s.cat, s.cost, s.list, s.oz, s.uom, s.active, s.launched]),
    ),
    insertRows('oms.inventory', ['sku', 'fc_cd', 'on_hand', 'reserved', 'reorder_pt', 'last_count_dt'], invRows),
    insertRows('oms.purchase_orders', ['po_no', 'brand', 'fc_cd', 'ordered_on', 'expected_on', 'received_on', 'po_status'], poRows),
    insertRows('oms.po_lines', ['po_no', 'line_no', 'sku', 'qty_ordered', 'qty_received', 'unit_cost'], poLnRows),
    insertRows(
      'oms.customers',
      ['customer_id', 'email', 'first_name', 'last_name', 'state', 'created_at', 'first_order_dt', 'marketing_opt_in'],
      customerRows,
    ),
    insertRows(
      'oms.orders',
      ['"orderId"', '"orderNumber"', '"customerId"', '"placedAt"', '"channel"', '"status"', '"shippingMethod"'],
      orders.map((o) => [o.id, o.number, o.customer, o.placed, o.channel, o.status, o.method]),
    ),
    insertRows('oms.order_lines', ['order_id', 'line_no', 'sku', 'qty', 'unit_price', 'discount_amt', 'shipment_id'], lineRows),
    insertRows(
      'oms.shipments',
      ['shipment_id', 'order_id', 'fc_cd', 'carrier', 'tracking_no', 'shipped_at', 'promised_dt', 'delivered_at', 'postage_cents'],
      shipments.map((s) => [s.id, s.order.id, s.fc, s.carrier, s.tracking, s.shipped, s.promised, s.delivered, s.cents]),
    ),
    insertRows(
      'oms.returns',
      ['rma_no', 'order_id', 'sku', 'qty', 'reason_cd', 'requested_on', 'received_at', 'restocked', 'refund_amt'],
      rets.map((t, i) => [`RMA-${20_001 + i}`, t.order.id, t.line.sku.sku, t.qty, t.reason, t.requested, t.received, t.restocked, t.refund]),
    ),
  ].join('\n');
}

/** The month after a YYYY-MM month. */
function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}
