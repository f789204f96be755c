/**
 * Harbor & Vine Beverage Co., a regional beer, wine and spirits wholesaler (the middle tier between suppliers and
 * licensed retailers). It buys from breweries, wineries, distilleries and importers and sells by the case (and by the
 * keg) to bars, restaurants, hotels, liquor stores, grocers and convenience stores in four delivery zones (METRO:
 * the city of Bayford; NORTH: Alder Springs and Cedar Ridge; SOUTH: Millbrook and Sutter Grove; COAST: Port Halden
 * and Seacliff). Eight trucks run fixed routes. Orders are taken by sales reps (or come in by phone, web portal or
 * EDI), delivered on the account's next route day and invoiced on delivery. Records start with the move to the
 * current ERP in January 2023.
 *
 * Schema `mst` (master data):
 * - `supplier`: the brands' owners we distribute, keyed by `sup_cd` ('S101'). `sup_nm`; `sup_typ` BRW brewery (cider
 *   makers are filed as breweries), WIN winery, DST distillery, IMP importer; `origin` the US state (two letters) or
 *   the country the products come from; `excl_yn` Y when we hold exclusive distribution rights for their brands in
 *   our territory; `actv_yn` Y while we still carry them, N for a supplier we dropped; `since_yr` the year we started
 *   distributing them (integer).
 * - `item`: SKUs, keyed by `item_no` (5-digit text; 1xxxx beer, 2xxxx wine, 3xxxx spirits). `item_desc` the product
 *   and pack as it prints on an invoice; `sup_cd`; `cat_cd` BEER (beer and cider), WINE, SPIR (spirits, including
 *   canned cocktails); `style` (IPA, Lager, Cabernet Sauvignon, Bourbon …); `pkg_cd` CAN, BTL bottle, KEG;
 *   `pack_sz` the pack as the trade writes it ('24/12oz' = 24 units of 12 oz, '4/6/16oz' = four six-packs of 16 oz
 *   cans, '12/750ml', '1/2 BBL' half-barrel keg, '1/6 BBL' sixth-barrel keg); `units_cs` selling units per case (1 for
 *   a keg); `cs_price` current list (front-line) price per case or per keg to the retailer, in dollars; `cs_cost` our
 *   laid-in cost per case or keg; `abv` alcohol by volume, percent; `keg_dep` the refundable deposit charged per keg
 *   (NULL for anything that is not a keg); `disc_flg` 1 when the SKU is discontinued, 0 while it is sold;
 *   `intro_yr` the year the SKU was first sold (integer).
 * - `emp`: staff, keyed by `emp_no` ('E201'). `first_nm`, `last_nm`; `job_cd` GM general manager, SM sales manager,
 *   REP sales rep, OPS operations (transport and warehouse) manager, DRV route driver, AR accounts-receivable clerk;
 *   `mgr_emp_no` the `emp_no` of their supervisor (reps report to a sales manager, drivers to the operations manager,
 *   managers and the AR clerk to the general manager; NULL for the GM); `hire_dt`; `term_dt` the last day of someone
 *   who has left, NULL for current staff. A relief driver covers routes when the regular driver is off and has no
 *   route of their own.
 * - `route`: delivery routes, keyed by `route_cd` ('RT01'). `route_nm`; `zone_cd` METRO, NORTH, SOUTH or COAST;
 *   `drv_emp_no` the driver who runs the route now; `dlv_days` the weekdays the truck runs it ('MON/THU'); `truck_no`.
 * - `acct`: customer accounts (licensed retailers), keyed by `acct_no` ('C10001'). `acct_nm` the trading name;
 *   `chnl_cd` BAR, REST restaurant, HOTL hotel, LIQ liquor store, GROC grocery, CONV convenience store; `prem_typ`
 *   ON on-premise (drinks consumed where sold: bars, restaurants, hotels) or OFF off-premise (packaged goods for
 *   take-away: liquor, grocery and convenience stores); `lic_typ` the state ABC licence type: 20 off-sale beer and
 *   wine, 21 off-sale general, 41 on-sale beer and wine (eating place), 47 on-sale general (eating place), 48 on-sale
 *   general (public premises, i.e. a bar), 70 on-sale general restrictive service (hotels); `lic_no` the licence
 *   number; `lic_exp` the licence expiry date, kept as text 'MM/DD/YYYY' as typed from the licence; `city`;
 *   `route_cd` the route that delivers it; `rep_emp_no` the sales rep who looks after it now (NULL for chain head
 *   offices, which are billing parents that never order themselves); `parent_acct_no` the head-office account of a
 *   chain store (NULL for independents and for the head offices); `terms_cd` payment terms COD cash on delivery, N7,
 *   N15, N30 net 7, 15 or 30 days; `cr_lmt` credit limit in dollars; `cr_hold_yn` Y when the account is on credit
 *   hold (orders need AR approval); `open_dt` the day the account was opened; `sts_cd` A active, I inactive (closed
 *   or no longer buying from us).
 *
 * Schema `trx` (transactions):
 * - `ord_hdr`: sales orders, keyed by `ord_no`. `acct_no`; `rep_emp_no` the rep credited with the order (NULL for
 *   orders that came in by web portal or EDI without a rep); `ord_dt`; `src_cd` REP taken by the rep on a visit, TEL
 *   phoned in, WEB web portal, EDI electronic order from a chain; `po_ref` the customer's PO number if they gave one;
 *   `sts_cd` OPN open (entered, not yet delivered), DLV delivered and invoiced, CXL cancelled (before delivery, or
 *   refused by the customer at the door).
 * - `ord_ln`: order lines, keyed by (`ord_no`, `ln_no`). `item_no`; `ord_qty` cases (or kegs) ordered; `ship_qty`
 *   cases actually delivered (less than ordered when the warehouse was short; 0 on cancelled orders; NULL while the
 *   order is open); `unit_prc` the price per case charged on this line (the list price of the day, less any deal
 *   discount).
 * - `dlv`: delivery stops, keyed by `dlv_no`. `ord_no`; `route_cd`; `drv_emp_no` the driver who made (or will make)
 *   the stop; `dlv_dt` the route day of the stop; `stop_seq` its place in that day's run; `dlv_sts` SCH scheduled (not
 *   yet run), DEL delivered in full, PRT delivered short (some cases missing), REF refused by the customer (the order
 *   is then cancelled), FLD failed attempt (closed, nobody to receive; the order is retried on the next route day, a
 *   new stop); `sig_nm` who signed for it.
 * - `inv`: invoices, one per delivered order, keyed by `inv_no`. `ord_no`; `acct_no`; `inv_dt` the delivery day;
 *   `due_dt`; `terms_cd` the account's terms when invoiced; `goods_amt` the goods delivered (shipped cases × price);
 *   `dep_amt` keg deposits charged; `inv_tot` = goods_amt + dep_amt; `sts_cd` O open (not fully paid), P paid in
 *   full. An open invoice past its due date is overdue.
 * - `pmt`: payments received, keyed by `pmt_no`. `inv_no` the invoice it pays; `acct_no`; `pmt_dt`; `pmt_amt`;
 *   `mthd_cd` CASH, CHK cheque, ACH bank transfer, CC card; `ref_no` cheque or transfer reference. A paid invoice has
 *   one payment for its full total; an open invoice may have one part payment.
 * - `cr_memo`: credits for returns and adjustments, keyed by `cr_no`. `acct_no`; `inv_no` the invoice credited;
 *   `item_no`; `cr_dt`; `qty` cases credited; `cr_amt` the credit in dollars, kept as text ('123.45') by the
 *   returns app; `rsn_cd` DMG damaged in delivery, OOC out of code (beer past its freshness date), MSP mis-pick
 *   (wrong product delivered), LEAK leaking or defective keg or bottle, PRC pricing error; `appr_emp_no` who approved
 *   it.
 * - `keg_txn`: the keg deposit ledger, keyed by `txn_no`. `acct_no`; `item_no` the keg SKU; `txn_dt`; `txn_typ` OUT
 *   full kegs delivered (deposit charged), RTN empties picked up (deposit credited back); `keg_qty`; `dep_amt` the
 *   deposit charged or credited (kegs × the SKU's deposit); `ord_no` the order that delivered the kegs (NULL for
 *   returns).
 *
 * Orders from 2023-01-03 to 2026-11-25 ("today"); stops scheduled after today are SCH.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2023-01-03";
const LAST_DONE = "2026-11-24";
const TODAY = "2026-11-25";

/* ---------- dates ---------- */
const DAY = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => fromMs(toMs(d) + n * DAY);
const weekday = (d: string) => new Date(toMs(d)).getUTCDay(); // 0 Sun .. 6 Sat
const WD: Record<string, number> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };
const mdy = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const money = (n: number) => Math.round(n * 100) / 100;

/* ---------- suppliers ---------- */
/** [sup_cd, sup_nm, sup_typ, origin, excl_yn, actv_yn, since_yr] */
const SUPPLIERS: [string, string, string, string, string, string, number][] = [
  ["S101", "Pacific Haze Brewing Co.", "BRW", "CA", "Y", "Y", 2014],
  ["S102", "Ironbark Brewery", "BRW", "CA", "Y", "Y", 2016],
  ["S103", "Old Mill Brewing", "BRW", "CA", "Y", "Y", 2012],
  ["S104", "Tidewater Ales", "BRW", "CA", "Y", "Y", 2018],
  ["S105", "Granite Peak Brewing", "BRW", "CO", "N", "Y", 2019],
  ["S106", "Blue Heron Brewing", "BRW", "OR", "N", "Y", 2015],
  ["S107", "Kessler Lager Works", "BRW", "WI", "N", "Y", 2010],
  ["S108", "Orchard Flats Cider", "BRW", "CA", "Y", "Y", 2020],
  ["S109", "Two Rivers Brewing", "BRW", "CA", "N", "N", 2013],
  ["S201", "Sonoma Ridge Vineyards", "WIN", "CA", "N", "Y", 2011],
  ["S202", "Willow Creek Cellars", "WIN", "CA", "Y", "Y", 2017],
  ["S203", "Hollister Bench Winery", "WIN", "CA", "N", "Y", 2014],
  ["S204", "Red Fern Estate", "WIN", "OR", "N", "Y", 2019],
  ["S205", "Lakeview Winery", "WIN", "WA", "N", "N", 2016],
  ["S301", "Ironwood Distilling", "DST", "KY", "N", "Y", 2012],
  ["S302", "Coastline Spirits", "DST", "CA", "Y", "Y", 2019],
  ["S303", "Black Saddle Distillers", "DST", "TN", "N", "Y", 2015],
  ["S304", "North Star Vodka Co.", "DST", "MN", "N", "Y", 2016],
  ["S401", "Vinos del Sur Imports", "IMP", "Argentina", "Y", "Y", 2013],
  ["S402", "Highland Glen Imports", "IMP", "Scotland", "N", "Y", 2012],
  ["S403", "Cerveceria Azul Imports", "IMP", "Mexico", "N", "Y", 2010],
  ["S404", "Bella Terra Imports", "IMP", "Italy", "Y", "Y", 2021],
  ["S405", "Agave Sol Imports", "IMP", "Mexico", "N", "Y", 2022],
];

/* ---------- items ---------- */
interface Item {
  no: string;
  desc: string;
  sup: string;
  cat: "BEER" | "WINE" | "SPIR";
  style: string;
  pkg: "CAN" | "BTL" | "KEG";
  pack: string;
  units: number;
  price: number;
  cost: number;
  abv: number;
  dep: number | null;
  disc: 0 | 1;
  intro: number;
  /** last day it could be ordered (discontinued SKUs) */
  end: string | null;
}
type ItemRow = [string, string, string, Item["cat"], string, Item["pkg"], string, number, number, number, number, number, (string | null)?];
/** [item_no, desc, sup, cat, style, pkg, pack, units, price, cost, abv, intro_yr, end (discontinued)] */
const ITEM_ROWS: ItemRow[] = [
  ["10011", "Pacific Haze IPA 24/12oz Can", "S101", "BEER", "IPA", "CAN", "24/12oz", 24, 38.5, 27.2, 6.8, 2016],
  ["10012", "Pacific Haze IPA 1/2 BBL", "S101", "BEER", "IPA", "KEG", "1/2 BBL", 1, 189, 138, 6.8, 2016],
  ["10013", "Pacific Haze IPA 1/6 BBL", "S101", "BEER", "IPA", "KEG", "1/6 BBL", 1, 79, 57.5, 6.8, 2018],
  ["10014", "Pacific Haze Pilsner 24/12oz Can", "S101", "BEER", "Pilsner", "CAN", "24/12oz", 24, 34, 23.9, 5.0, 2020],
  ["10015", "Pacific Haze Double Hazy IPA 4/6/16oz Can", "S101", "BEER", "Double IPA", "CAN", "4/6/16oz", 24, 52, 37.4, 8.2, 2024],
  ["10021", "Ironbark Amber Ale 24/12oz Btl", "S102", "BEER", "Amber Ale", "BTL", "24/12oz", 24, 33.5, 23.4, 5.4, 2016],
  ["10022", "Ironbark Amber Ale 1/2 BBL", "S102", "BEER", "Amber Ale", "KEG", "1/2 BBL", 1, 165, 118, 5.4, 2016],
  ["10023", "Ironbark Oatmeal Stout 24/12oz Btl", "S102", "BEER", "Stout", "BTL", "24/12oz", 24, 36, 25.6, 6.2, 2017],
  ["10024", "Ironbark Seasonal Variety 24/12oz Can", "S102", "BEER", "Variety", "CAN", "24/12oz", 24, 35, 25, 5.6, 2023],
  ["10031", "Old Mill Lager 24/12oz Can", "S103", "BEER", "Lager", "CAN", "24/12oz", 24, 27.5, 19.8, 4.6, 2012],
  ["10032", "Old Mill Lager 1/2 BBL", "S103", "BEER", "Lager", "KEG", "1/2 BBL", 1, 139, 101, 4.6, 2012],
  ["10033", "Old Mill Hefeweizen 24/12oz Btl", "S103", "BEER", "Hefeweizen", "BTL", "24/12oz", 24, 31, 22.1, 5.2, 2015],
  ["10034", "Old Mill Brown Ale 24/12oz Btl", "S103", "BEER", "Brown Ale", "BTL", "24/12oz", 24, 31, 22.3, 5.5, 2014, "2025-03-28"],
  ["10041", "Tidewater Sea Salt Gose 24/12oz Can", "S104", "BEER", "Gose", "CAN", "24/12oz", 24, 40, 29, 4.4, 2023],
  ["10042", "Tidewater Pale Ale 1/6 BBL", "S104", "BEER", "Pale Ale", "KEG", "1/6 BBL", 1, 84, 61, 5.6, 2018],
  ["10043", "Tidewater Pale Ale 24/12oz Can", "S104", "BEER", "Pale Ale", "CAN", "24/12oz", 24, 37, 26.5, 5.6, 2018],
  ["10051", "Granite Peak Mountain IPA 24/12oz Can", "S105", "BEER", "IPA", "CAN", "24/12oz", 24, 36.5, 26.4, 7.1, 2019],
  ["10052", "Granite Peak Mountain IPA 1/2 BBL", "S105", "BEER", "IPA", "KEG", "1/2 BBL", 1, 182, 133, 7.1, 2019],
  ["10061", "Blue Heron Kolsch 24/12oz Btl", "S106", "BEER", "Kolsch", "BTL", "24/12oz", 24, 33, 23.6, 4.8, 2015],
  ["10062", "Blue Heron Porter 24/12oz Btl", "S106", "BEER", "Porter", "BTL", "24/12oz", 24, 34.5, 24.7, 5.9, 2015, "2024-10-31"],
  ["10071", "Kessler Premium Lager 24/12oz Can", "S107", "BEER", "Lager", "CAN", "24/12oz", 24, 24, 18.1, 4.7, 2010],
  ["10072", "Kessler Premium Lager 30/12oz Can", "S107", "BEER", "Lager", "CAN", "30/12oz", 30, 28.5, 21.6, 4.7, 2010],
  ["10073", "Kessler Light 24/12oz Can", "S107", "BEER", "Light Lager", "CAN", "24/12oz", 24, 23.5, 17.7, 4.1, 2010],
  ["10074", "Kessler Premium Lager 1/2 BBL", "S107", "BEER", "Lager", "KEG", "1/2 BBL", 1, 129, 96, 4.7, 2010],
  ["10081", "Orchard Flats Dry Cider 24/12oz Can", "S108", "BEER", "Cider", "CAN", "24/12oz", 24, 39, 28.3, 6.0, 2021],
  ["10082", "Orchard Flats Dry Cider 1/6 BBL", "S108", "BEER", "Cider", "KEG", "1/6 BBL", 1, 92, 66.5, 6.0, 2021],
  ["10083", "Orchard Flats Rose Cider 24/12oz Can", "S108", "BEER", "Cider", "CAN", "24/12oz", 24, 41, 29.9, 5.5, 2025],
  ["10091", "Two Rivers Red Ale 24/12oz Btl", "S109", "BEER", "Red Ale", "BTL", "24/12oz", 24, 32, 23, 5.6, 2013, "2024-03-29"],
  ["10092", "Two Rivers Red Ale 1/2 BBL", "S109", "BEER", "Red Ale", "KEG", "1/2 BBL", 1, 160, 117, 5.6, 2013, "2024-03-29"],
  ["10101", "Azul Cerveza Clara 24/12oz Btl", "S403", "BEER", "Mexican Lager", "BTL", "24/12oz", 24, 33, 23.8, 4.5, 2010],
  ["10102", "Azul Cerveza Clara 1/2 BBL", "S403", "BEER", "Mexican Lager", "KEG", "1/2 BBL", 1, 175, 128, 4.5, 2012],
  ["10103", "Azul Negra 24/12oz Btl", "S403", "BEER", "Dark Lager", "BTL", "24/12oz", 24, 35.5, 25.7, 5.4, 2014],
  ["20011", "Sonoma Ridge Cabernet Sauvignon 12/750ml", "S201", "WINE", "Cabernet Sauvignon", "BTL", "12/750ml", 12, 186, 132, 13.9, 2011],
  ["20012", "Sonoma Ridge Chardonnay 12/750ml", "S201", "WINE", "Chardonnay", "BTL", "12/750ml", 12, 156, 110, 13.5, 2011],
  ["20013", "Sonoma Ridge Reserve Cabernet 6/750ml", "S201", "WINE", "Cabernet Sauvignon", "BTL", "6/750ml", 6, 228, 164, 14.4, 2024],
  ["20021", "Willow Creek Pinot Noir 12/750ml", "S202", "WINE", "Pinot Noir", "BTL", "12/750ml", 12, 204, 146, 13.6, 2017],
  ["20022", "Willow Creek Sauvignon Blanc 12/750ml", "S202", "WINE", "Sauvignon Blanc", "BTL", "12/750ml", 12, 132, 93, 12.8, 2017],
  ["20023", "Willow Creek Rose 12/750ml", "S202", "WINE", "Rose", "BTL", "12/750ml", 12, 126, 88, 12.5, 2019],
  ["20031", "Hollister Bench Zinfandel 12/750ml", "S203", "WINE", "Zinfandel", "BTL", "12/750ml", 12, 168, 119, 14.8, 2014],
  ["20032", "Hollister Bench Merlot 12/750ml", "S203", "WINE", "Merlot", "BTL", "12/750ml", 12, 144, 102, 13.8, 2014],
  ["20033", "Hollister Bench Red Blend 6/1.5L", "S203", "WINE", "Red Blend", "BTL", "6/1.5L", 6, 99, 70, 13.5, 2016],
  ["20041", "Red Fern Pinot Gris 12/750ml", "S204", "WINE", "Pinot Gris", "BTL", "12/750ml", 12, 150, 106, 13.0, 2019],
  ["20042", "Red Fern Estate Pinot Noir 12/750ml", "S204", "WINE", "Pinot Noir", "BTL", "12/750ml", 12, 264, 191, 13.7, 2019],
  ["20051", "Lakeview Riesling 12/750ml", "S205", "WINE", "Riesling", "BTL", "12/750ml", 12, 118, 84, 11.5, 2016, "2024-06-28"],
  ["20052", "Lakeview Cabernet Franc 12/750ml", "S205", "WINE", "Cabernet Franc", "BTL", "12/750ml", 12, 142, 101, 13.4, 2017, "2024-06-28"],
  ["20061", "Vinos del Sur Malbec 12/750ml", "S401", "WINE", "Malbec", "BTL", "12/750ml", 12, 120, 84, 13.8, 2013],
  ["20062", "Vinos del Sur Carmenere 12/750ml", "S401", "WINE", "Carmenere", "BTL", "12/750ml", 12, 114, 80, 13.5, 2015],
  ["20063", "Vinos del Sur Malbec Reserva 12/750ml", "S401", "WINE", "Malbec", "BTL", "12/750ml", 12, 174, 123, 14.2, 2025],
  ["20071", "Bella Terra Prosecco 12/750ml", "S404", "WINE", "Prosecco", "BTL", "12/750ml", 12, 138, 97, 11.0, 2021],
  ["20072", "Bella Terra Chianti Classico 12/750ml", "S404", "WINE", "Chianti", "BTL", "12/750ml", 12, 192, 137, 13.5, 2021],
  ["20073", "Bella Terra Pinot Grigio 12/750ml", "S404", "WINE", "Pinot Grigio", "BTL", "12/750ml", 12, 108, 76, 12.0, 2022],
  ["30011", "Ironwood Straight Bourbon 12/750ml", "S301", "SPIR", "Bourbon", "BTL", "12/750ml", 12, 318, 231, 45.0, 2012],
  ["30012", "Ironwood Straight Bourbon 6/1.75L", "S301", "SPIR", "Bourbon", "BTL", "6/1.75L", 6, 276, 201, 45.0, 2013],
  ["30013", "Ironwood Reserve Bourbon 6/750ml", "S301", "SPIR", "Bourbon", "BTL", "6/750ml", 6, 342, 249, 50.5, 2024],
  ["30014", "Ironwood Rye 12/750ml", "S301", "SPIR", "Rye Whiskey", "BTL", "12/750ml", 12, 336, 244, 46.0, 2017],
  ["30021", "Coastline Gin 12/750ml", "S302", "SPIR", "Gin", "BTL", "12/750ml", 12, 264, 190, 44.0, 2019],
  ["30022", "Coastline Spiced Rum 12/750ml", "S302", "SPIR", "Rum", "BTL", "12/750ml", 12, 210, 151, 35.0, 2020],
  ["30023", "Coastline Gin & Tonic 24/12oz Can", "S302", "SPIR", "Canned Cocktail", "CAN", "24/12oz", 24, 56, 40.5, 7.0, 2023],
  ["30031", "Black Saddle Tennessee Whiskey 12/750ml", "S303", "SPIR", "Tennessee Whiskey", "BTL", "12/750ml", 12, 288, 209, 40.0, 2015],
  ["30032", "Black Saddle Tennessee Whiskey 24/375ml", "S303", "SPIR", "Tennessee Whiskey", "BTL", "24/375ml", 24, 312, 227, 40.0, 2016],
  ["30033", "Black Saddle Honey 12/750ml", "S303", "SPIR", "Flavored Whiskey", "BTL", "12/750ml", 12, 270, 196, 35.0, 2018, "2025-08-29"],
  ["30041", "North Star Vodka 12/750ml", "S304", "SPIR", "Vodka", "BTL", "12/750ml", 12, 168, 121, 40.0, 2016],
  ["30042", "North Star Vodka 6/1.75L", "S304", "SPIR", "Vodka", "BTL", "6/1.75L", 6, 150, 108, 40.0, 2016],
  ["30043", "North Star Citrus Vodka 12/750ml", "S304", "SPIR", "Flavored Vodka", "BTL", "12/750ml", 12, 174, 126, 35.0, 2020],
  ["30051", "Highland Glen 12yr Single Malt 6/750ml", "S402", "SPIR", "Scotch", "BTL", "6/750ml", 6, 390, 284, 40.0, 2012],
  ["30052", "Highland Glen 18yr Single Malt 6/750ml", "S402", "SPIR", "Scotch", "BTL", "6/750ml", 6, 720, 526, 43.0, 2014],
  ["30053", "Highland Glen Blended Scotch 12/750ml", "S402", "SPIR", "Scotch", "BTL", "12/750ml", 12, 252, 183, 40.0, 2012],
  ["30054", "Glen Corrie 15yr Single Malt 6/750ml", "S402", "SPIR", "Scotch", "BTL", "6/750ml", 6, 540, 394, 43.0, 2019],
  ["30061", "Agave Sol Blanco Tequila 12/750ml", "S405", "SPIR", "Tequila", "BTL", "12/750ml", 12, 348, 253, 40.0, 2022],
  ["30062", "Agave Sol Reposado Tequila 12/750ml", "S405", "SPIR", "Tequila", "BTL", "12/750ml", 12, 396, 289, 40.0, 2022],
  ["30063", "Agave Sol Anejo Tequila 6/750ml", "S405", "SPIR", "Tequila", "BTL", "6/750ml", 6, 456, 333, 40.0, 2023],
];
const KEG_DEPOSIT = 30;
const ITEMS: Item[] = ITEM_ROWS.map((r) => ({
  no: r[0],
  desc: r[1],
  sup: r[2],
  cat: r[3],
  style: r[4],
  pkg: r[5],
  pack: r[6],
  units: r[7],
  price: r[8],
  cost: r[9],
  abv: r[10],
  dep: r[5] === "KEG" ? KEG_DEPOSIT : null,
  disc: r[12] ? 1 : 0,
  intro: r[11],
  end: r[12] ?? null,
}));

/* ---------- staff ---------- */
/** [emp_no, first_nm, last_nm, job_cd, mgr_emp_no, hire_dt, term_dt] */
const EMPS: [string, string, string, string, string | null, string, string | null][] = [
  ["E100", "Walter", "Brandt", "GM", null, "2006-03-01", null],
  ["E110", "Dana", "Whitfield", "SM", "E100", "2012-04-16", null],
  ["E120", "Marcus", "Oyelowo", "SM", "E100", "2015-09-08", null],
  ["E130", "Priya", "Raman", "SM", "E100", "2018-01-22", null],
  ["E140", "Luis", "Ortega", "OPS", "E100", "2011-06-01", null],
  ["E150", "Janet", "Kim", "AR", "E100", "2016-02-29", null],
  // on-premise reps, Bayford (Dana Whitfield)
  ["E201", "Tony", "Russo", "REP", "E110", "2013-05-06", null],
  ["E202", "Mia", "Castellano", "REP", "E110", "2016-08-22", null],
  ["E203", "Kevin", "Doyle", "REP", "E110", "2019-03-11", null],
  ["E204", "Aisha", "Bello", "REP", "E110", "2020-10-05", null],
  ["E205", "Ryan", "Mercer", "REP", "E110", "2021-06-14", null],
  ["E206", "Lena", "Fischer", "REP", "E110", "2025-03-03", null],
  // on-premise reps, outlying zones (Marcus Oyelowo)
  ["E211", "Greg", "Halvorsen", "REP", "E120", "2016-01-11", null],
  ["E212", "Carmen", "Vega", "REP", "E120", "2024-09-16", null],
  ["E213", "Derek", "Ng", "REP", "E120", "2025-06-02", null],
  ["E214", "Sean", "Whitaker", "REP", "E120", "2017-04-03", "2024-08-30"],
  ["E215", "Holly", "Quinn", "REP", "E120", "2019-07-15", "2025-05-16"],
  // off-premise reps (Priya Raman)
  ["E221", "Omar", "Haddad", "REP", "E130", "2018-03-05", null],
  ["E222", "Beth", "Larkin", "REP", "E130", "2019-09-23", null],
  ["E223", "Jamal", "Price", "REP", "E130", "2021-02-01", null],
  ["E224", "Sofia", "Andrade", "REP", "E130", "2022-11-07", null],
  // drivers (Luis Ortega)
  ["E301", "Mike", "Kowalski", "DRV", "E140", "2012-02-13", null],
  ["E302", "Dwayne", "Hollis", "DRV", "E140", "2014-07-07", null],
  ["E303", "Tomas", "Reyes", "DRV", "E140", "2016-05-16", null],
  ["E304", "Gary", "Lindgren", "DRV", "E140", "2013-09-30", null],
  ["E305", "Pete", "Sandoval", "DRV", "E140", "2010-04-19", "2024-06-28"],
  ["E306", "Ray", "Okafor", "DRV", "E140", "2024-07-08", null],
  ["E307", "Chris", "Bauer", "DRV", "E140", "2017-03-20", null],
  ["E308", "Nate", "Cooper", "DRV", "E140", "2019-11-04", null],
  ["E309", "Sam", "Ibarra", "DRV", "E140", "2020-06-22", null],
  ["E310", "Jess", "Tran", "DRV", "E140", "2022-08-15", null],
];
const RELIEF_DRIVER = "E310";

/* ---------- routes ---------- */
/** [route_cd, route_nm, zone_cd, drv_emp_no, dlv_days, truck_no] */
const ROUTES: [string, string, string, string, string, string][] = [
  ["RT01", "Downtown Core", "METRO", "E301", "MON/WED/FRI", "T-14"],
  ["RT02", "Eastside", "METRO", "E302", "TUE/THU", "T-09"],
  ["RT03", "Riverfront", "METRO", "E303", "MON/THU", "T-11"],
  ["RT04", "North Hills", "NORTH", "E304", "TUE/FRI", "T-07"],
  ["RT05", "Lakeshore North", "NORTH", "E306", "WED/FRI", "T-16"],
  ["RT06", "South Valley", "SOUTH", "E307", "MON/THU", "T-12"],
  ["RT07", "Orchard Flats", "SOUTH", "E308", "TUE/FRI", "T-05"],
  ["RT08", "Coast Highway", "COAST", "E309", "WED/FRI", "T-18"],
];
/** who drove a route on a day (RT05 changed hands in mid-2024) */
const routeDriver = (route: string, d: string): string => {
  if (route === "RT05") return d <= "2024-06-28" ? "E305" : d >= "2024-07-08" ? "E306" : RELIEF_DRIVER;
  return ROUTES.find((r) => r[0] === route)![3];
};
const ZONE_CITIES: Record<string, string[]> = {
  METRO: ["Bayford"],
  NORTH: ["Alder Springs", "Cedar Ridge"],
  SOUTH: ["Millbrook", "Sutter Grove"],
  COAST: ["Port Halden", "Seacliff"],
};
const ZONE_ROUTES: Record<string, string[]> = {
  METRO: ["RT01", "RT02", "RT03"],
  NORTH: ["RT04", "RT05"],
  SOUTH: ["RT06", "RT07"],
  COAST: ["RT08"],
};

/* ---------- account names ---------- */
const BAR_A = ["Rusty", "Copper", "Salty", "Lucky", "Crooked", "Golden", "Iron", "Black", "Red", "Silver", "Thirsty", "Blue", "Wild", "Lazy", "Broken", "Howling", "Dusty", "Velvet"];
const BAR_B = ["Anchor", "Tap", "Dog", "Lantern", "Spoke", "Goat", "Horseshoe", "Owl", "Barrel", "Fox", "Whistle", "Crow", "Stag", "Parrot", "Kettle", "Compass"];
const BAR_C = ["Tavern", "Tap House", "Saloon", "Pub", "Bar & Grill", "Lounge", "Alehouse"];
const REST_A = ["Bella", "Casa", "Harbor", "Olive", "Saffron", "Juniper", "Maple", "Sage", "Ember", "Willow", "Cedar", "Laurel", "Fig", "Basil", "Marlowe", "Luna"];
const REST_B = ["Bistro", "Kitchen", "Trattoria", "Grill", "Table", "Cantina", "Brasserie", "Oyster House", "Steakhouse", "Cafe"];
const HOTEL_NM = ["Bayford Grand Hotel", "Harbor View Inn", "The Seacliff Lodge", "Cedar Ridge Resort", "Millbrook Inn & Suites", "Port Halden Marriott", "The Alder Hotel", "Sutter Grove Lodge", "Riverside Boutique Hotel", "Lakeshore Resort & Spa"];
const LIQ_A = ["Corner", "Valley", "Main Street", "Harbor", "Hilltop", "Sunset", "Pioneer", "Village", "Crossroads", "Westside", "Bayside", "Summit", "Oak Tree", "Gateway"];
const LIQ_B = ["Liquors", "Wine & Spirits", "Bottle Shop", "Liquor Mart", "Beverage Depot", "Spirits"];
const CONV_A = ["Quik", "Speedy", "Handy", "Zip", "Sunrise", "24/7", "Express", "Kwik", "Fast Lane", "Stop N", "Pit Stop", "Jiffy"];
const CONV_B = ["Mart", "Stop", "Food & Fuel", "Market", "Shop", "Go"];
const GROC_INDIE = ["Millbrook Family Grocers", "Seacliff Natural Foods", "Cedar Ridge Market", "Hometown Grocery", "Alder Springs Co-op", "Green Valley Foods", "Sutter Grove Market"];

type Chnl = "BAR" | "REST" | "HOTL" | "LIQ" | "GROC" | "CONV";
interface Acct {
  no: string;
  nm: string;
  chnl: Chnl;
  prem: "ON" | "OFF";
  lic: string;
  licNo: string;
  licExp: string;
  city: string;
  zone: string;
  route: string;
  rep: string | null;
  parent: string | null;
  terms: string;
  crLmt: number;
  hold: "Y" | "N";
  open: string;
  sts: "A" | "I";
  /** last day the account ordered (inactive accounts) */
  last: string;
  /** relative order frequency */
  freq: number;
  slowPayer: boolean;
  hq: boolean;
}

const TERMS_DAYS: Record<string, number> = { COD: 0, N7: 7, N15: 15, N30: 30 };

export function datasetSql(): string {
  const r = seededRandom(41_207);

  /* ----- accounts ----- */
  const accts: Acct[] = [];
  const usedNames = new Set<string>();
  let acctSeq = 10_001;
  const uniqueName = (make: () => string): string => {
    for (let i = 0; i < 200; i++) {
      const nm = make();
      if (!usedNames.has(nm)) {
        usedNames.add(nm);
        return nm;
      }
    }
    throw new Error("no unique name");
  };
  const repFor = (chnl: Chnl, zone: string, rr: SeededRandom): string => {
    if (chnl === "LIQ" || chnl === "GROC" || chnl === "CONV") return rr.pick(["E221", "E222", "E223", "E224"]);
    if (zone === "METRO") return rr.weighted([["E201", 5], ["E202", 5], ["E203", 4], ["E204", 4], ["E205", 4], ["E206", 3]] as const);
    return rr.weighted([["E211", 5], ["E212", 4], ["E213", 3]] as const);
  };
  const licFor = (chnl: Chnl, rr: SeededRandom): string => {
    switch (chnl) {
      case "BAR":
        return "48";
      case "REST":
        return rr.chance(0.55) ? "47" : "41";
      case "HOTL":
        return rr.chance(0.6) ? "70" : "47";
      case "LIQ":
        return "21";
      case "GROC":
        return rr.chance(0.6) ? "21" : "20";
      case "CONV":
        return "20";
    }
  };
  const termsFor = (chnl: Chnl, rr: SeededRandom): string => {
    switch (chnl) {
      case "CONV":
        return rr.chance(0.8) ? "COD" : "N7";
      case "BAR":
        return rr.weighted([["COD", 3], ["N7", 3], ["N15", 3], ["N30", 1]] as const);
      case "REST":
        return rr.weighted([["COD", 1], ["N7", 2], ["N15", 4], ["N30", 3]] as const);
      case "LIQ":
        return rr.weighted([["COD", 1], ["N15", 4], ["N30", 4]] as const);
      case "HOTL":
      case "GROC":
        return "N30";
    }
  };
  const FREQ: Record<Chnl, number> = { BAR: 1.3, REST: 1.0, HOTL: 1.4, LIQ: 1.2, GROC: 1.6, CONV: 0.6 };
  const CR: Record<Chnl, [number, number]> = { BAR: [3, 15], REST: [3, 12], HOTL: [10, 40], LIQ: [5, 25], GROC: [20, 60], CONV: [1, 5] };

  const makeAcct = (chnl: Chnl, zone: string, nm: string, extra: Partial<Acct> = {}): Acct => {
    const city = r.pick(ZONE_CITIES[zone]!);
    const sts: "A" | "I" = r.chance(0.1) ? "I" : "A";
    const open =
      r.weighted([["old", 7], ["new", 3]] as const) === "old" ? r.date("2008-01-01", "2022-12-31") : r.date("2023-01-05", sts === "I" ? "2024-12-31" : "2026-06-30");
    const lastFrom = open > "2023-06-01" ? addDays(open, 120) : "2023-06-01";
    const last = sts === "I" ? r.date(lastFrom < "2026-06-30" ? lastFrom : "2026-06-01", "2026-06-30") : TODAY;
    const [lo, hi] = CR[chnl];
    const licExp =
      sts === "A" ? r.date("2026-12-01", "2027-11-30") : r.date(addDays(last, 30) > "2026-11-20" ? "2026-08-01" : addDays(last, 30), "2026-11-20");
    const a: Acct = {
      no: `C${acctSeq++}`,
      nm,
      chnl,
      prem: chnl === "BAR" || chnl === "REST" || chnl === "HOTL" ? "ON" : "OFF",
      lic: licFor(chnl, r),
      licNo: `${r.int(400000, 699999)}`,
      licExp: mdy(licExp),
      city,
      zone,
      route: r.pick(ZONE_ROUTES[zone]!),
      rep: repFor(chnl, zone, r),
      parent: null,
      terms: termsFor(chnl, r),
      crLmt: r.int(lo, hi) * 1000,
      hold: "N",
      open,
      sts,
      last,
      freq: FREQ[chnl] * r.float(0.5, 1.6),
      slowPayer: r.chance(0.12),
      hq: false,
      ...extra,
    };
    return a;
  };

  const ZONES = ["METRO", "NORTH", "SOUTH", "COAST"] as const;
  const zoneW = [["METRO", 45], ["NORTH", 20], ["SOUTH", 22], ["COAST", 13]] as const;
  // bars
  for (let i = 0; i < 40; i++) {
    const zone = r.weighted(zoneW);
    accts.push(makeAcct("BAR", zone, uniqueName(() => `${r.chance(0.5) ? "The " : ""}${r.pick(BAR_A)} ${r.pick(BAR_B)} ${r.pick(BAR_C)}`)));
  }
  // restaurants
  for (let i = 0; i < 36; i++) {
    const zone = r.weighted(zoneW);
    accts.push(makeAcct("REST", zone, uniqueName(() => `${r.pick(REST_A)} ${r.pick(REST_B)}`)));
  }
  // hotels
  for (const nm of HOTEL_NM) {
    const zone = nm.includes("Seacliff") || nm.includes("Port Halden") ? "COAST" : nm.includes("Cedar") || nm.includes("Alder") || nm.includes("Lakeshore") ? "NORTH" : nm.includes("Millbrook") || nm.includes("Sutter") ? "SOUTH" : "METRO";
    usedNames.add(nm);
    accts.push(makeAcct("HOTL", zone, nm));
  }
  // liquor stores
  for (let i = 0; i < 18; i++) {
    const zone = r.weighted(zoneW);
    accts.push(makeAcct("LIQ", zone, uniqueName(() => `${r.pick(LIQ_A)} ${r.pick(LIQ_B)}`)));
  }
  // convenience stores
  for (let i = 0; i < 16; i++) {
    const zone = r.weighted(zoneW);
    accts.push(makeAcct("CONV", zone, uniqueName(() => `${r.pick(CONV_A)} ${r.pick(CONV_B)}`)));
  }
  // independent grocers
  for (const nm of GROC_INDIE) {
    const zone = nm.includes("Millbrook") || nm.includes("Sutter") ? "SOUTH" : nm.includes("Seacliff") ? "COAST" : nm.includes("Cedar") || nm.includes("Alder") ? "NORTH" : r.pick(ZONES);
    usedNames.add(nm);
    accts.push(makeAcct("GROC", zone, nm));
  }
  // chains: a head-office account (never orders) and its stores
  const chains: [string, Chnl, string, [string, string][]][] = [
    ["FreshWay Markets (Head Office)", "GROC", "METRO", [
      ["FreshWay Market #3 Bayford", "METRO"], ["FreshWay Market #7 Bayford", "METRO"], ["FreshWay Market #12 Alder Springs", "NORTH"],
      ["FreshWay Market #15 Millbrook", "SOUTH"], ["FreshWay Market #18 Port Halden", "COAST"]]],
    ["Bayford Bottle Co. (Head Office)", "LIQ", "METRO", [
      ["Bayford Bottle Co. - Harbor St", "METRO"], ["Bayford Bottle Co. - Eastgate", "METRO"], ["Bayford Bottle Co. - Sutter Grove", "SOUTH"]]],
  ];
  for (const [hqNm, chnl, hqZone, stores] of chains) {
    usedNames.add(hqNm);
    const hq = makeAcct(chnl, hqZone, hqNm, { rep: null, hq: true, sts: "A", last: TODAY, open: r.date("2009-01-01", "2016-12-31"), terms: "N30" });
    hq.crLmt = 150_000;
    hq.city = "Bayford";
    accts.push(hq);
    for (const [nm, zone] of stores) {
      usedNames.add(nm);
      accts.push(makeAcct(chnl, zone, nm, { parent: hq.no, terms: "N30", sts: "A", last: TODAY, slowPayer: false, freq: chnl === "GROC" ? 2.4 : 1.8 }));
    }
  }
  // brand-new accounts (no orders yet)
  const fresh: [Chnl, string, string, string][] = [
    ["BAR", "METRO", "The Gilded Hop", "2026-11-03"],
    ["REST", "COAST", "Tidepool Oyster Bar", "2026-11-10"],
    ["CONV", "SOUTH", "Orchard Road Mart", "2026-11-17"],
  ];
  for (const [chnl, zone, nm, open] of fresh) {
    usedNames.add(nm);
    accts.push(makeAcct(chnl, zone, nm, { open, sts: "A", last: TODAY }));
  }
  // credit holds on a few active accounts (slow payers mostly)
  for (const a of accts) {
    if (a.sts === "A" && !a.hq && (a.slowPayer ? r.chance(0.45) : r.chance(0.02))) a.hold = "Y";
    if (a.sts === "I") a.hold = "N";
    if (a.chnl === "HOTL") a.crLmt = Math.max(a.crLmt, 20_000);
  }

  /* ----- orders ----- */
  const itemsFor = (chnl: Chnl): [Item, number][] => {
    const w = (it: Item): number => {
      const keg = it.pkg === "KEG";
      switch (chnl) {
        case "BAR":
          return keg ? 5 : it.cat === "BEER" ? 2 : it.cat === "SPIR" ? (it.pack.includes("750") ? 2 : it.pkg === "CAN" ? 0.5 : 0.6) : 0.6;
        case "REST":
          return keg ? 1.2 : it.cat === "WINE" ? 4 : it.cat === "BEER" ? 1.5 : it.pkg === "CAN" ? 0.2 : 0.8;
        case "HOTL":
          return keg ? 1.2 : it.cat === "WINE" ? 3 : it.cat === "SPIR" ? 2 : 1.2;
        case "LIQ":
          return keg ? 0.3 : it.cat === "SPIR" ? 4 : it.cat === "WINE" ? 2.5 : 1.5;
        case "GROC":
          return keg ? 0 : it.cat === "BEER" ? 4 : it.cat === "WINE" ? 3 : it.pkg === "CAN" ? 2 : it.pack.includes("1.75") ? 0.8 : 0.3;
        case "CONV":
          return keg ? 0 : it.cat === "BEER" && it.pkg === "CAN" ? 5 : it.pkg === "CAN" ? 3 : it.cat === "BEER" ? 1 : 0.2;
      }
    };
    return ITEMS.map((it) => [it, w(it)] as [Item, number]).filter(([, x]) => x > 0);
  };
  const ITEM_W: Record<Chnl, [Item, number][]> = {
    BAR: itemsFor("BAR"),
    REST: itemsFor("REST"),
    HOTL: itemsFor("HOTL"),
    LIQ: itemsFor("LIQ"),
    GROC: itemsFor("GROC"),
    CONV: itemsFor("CONV"),
  };
  const available = (it: Item, d: string) => d >= `${it.intro}-03-01` && (it.end === null || d <= it.end);
  const qtyFor = (chnl: Chnl, it: Item): number => {
    if (it.pkg === "KEG") return chnl === "BAR" ? r.int(1, 5) : r.int(1, 2);
    if (chnl === "GROC") return it.cat === "BEER" ? r.int(10, 50) : it.cat === "WINE" ? r.int(4, 16) : r.int(3, 10);
    if (chnl === "LIQ") return it.cat === "SPIR" ? r.int(2, 8) : it.cat === "WINE" ? r.int(2, 8) : r.int(3, 15);
    if (chnl === "CONV") return r.int(2, 12);
    if (chnl === "HOTL") return it.cat === "BEER" ? r.int(3, 12) : r.int(2, 6);
    return it.cat === "BEER" ? r.int(2, 10) : r.int(1, 4);
  };
  const priceOn = (it: Item, d: string): number => {
    // list prices went up about 3% each January
    const yrs = 2026 - Number(d.slice(0, 4));
    return money(it.price / Math.pow(1.03, yrs));
  };
  const repOn = (a: Acct, d: string): string | null => {
    const rep = a.rep;
    if (rep === null) return null;
    const emp = EMPS.find((e) => e[0] === rep)!;
    if (d >= emp[5]) return rep;
    if (rep === "E206") return "E205";
    if (rep === "E212") return d <= "2024-08-30" ? "E214" : "E120";
    if (rep === "E213") return d <= "2025-05-16" ? "E215" : "E120";
    return rep;
  };
  const nextRouteDay = (route: string, after: string): string => {
    const days = ROUTES.find((x) => x[0] === route)![4].split("/").map((s) => WD[s]);
    let d = addDays(after, 1);
    for (;;) {
      if (days.includes(weekday(d)) && d !== TODAY) return d;
      d = addDays(d, 1);
    }
  };

  const yearOrders: [number, string, string][] = [
    [105, FIRST_DAY, "2023-12-29"],
    [120, "2024-01-02", "2024-12-31"],
    [135, "2025-01-02", "2025-12-31"],
    [130, "2026-01-02", TODAY],
    [8, "2026-11-19", TODAY],
  ];
  const orderDates: { d: string; a?: Acct }[] = [];
  const weekdayBetween = (from: string, to: string): string => {
    let d = r.date(from, to);
    while (weekday(d) === 0 || weekday(d) === 6) d = r.date(from, to);
    return d;
  };
  for (const [n, from, to] of yearOrders) {
    for (let i = 0; i < n; i++) orderDates.push({ d: weekdayBetween(from, to) });
  }
  // every account that trades has bought at least once (head offices and this month's new accounts have not)
  for (const a of accts) {
    if (a.hq || a.open >= "2026-11-01") continue;
    const from = a.open > FIRST_DAY ? addDays(a.open, 5) : FIRST_DAY;
    orderDates.push({ d: weekdayBetween(from, a.last < LAST_DONE ? a.last : LAST_DONE), a });
  }
  // a little extra trade in the summer months and in December
  for (let i = 0; i < 40; i++) {
    const yr = r.pick([2023, 2024, 2025]);
    const m = r.pick(["06", "07", "08", "12"]);
    let d = r.date(`${yr}-${m}-01`, `${yr}-${m}-28`);
    while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, 1);
    orderDates.push({ d });
  }
  orderDates.sort((x, y) => x.d.localeCompare(y.d));

  const ordRows: unknown[][] = [];
  const lnRows: unknown[][] = [];
  const dlvRows: unknown[][] = [];
  const invRows: { invNo: number; ordNo: number; a: Acct; dt: string; goods: number; dep: number }[] = [];
  const pmtRows: unknown[][] = [];
  const crRows: unknown[][] = [];
  const kegRows: unknown[][] = [];
  let ordSeq = 230_001;
  let dlvSeq = 1;
  let invSeq = 70_001;
  let pmtSeq = 1;
  let crSeq = 3001;
  let kegSeq = 1;
  const stopCount = new Map<string, number>();
  const nextStop = (route: string, d: string) => {
    const k = `${route}|${d}`;
    const n = (stopCount.get(k) ?? 0) + 1;
    stopCount.set(k, n);
    return n;
  };
  const SIGNERS = ["J. Alvarez", "M. Chen", "K. Patel", "S. O'Neil", "R. Gomez", "T. Nguyen", "L. Brooks", "D. Rossi", "A. Kim", "B. Walsh", "C. Duarte", "P. Singh"];
  const invoices: { no: number; acct: Acct; dt: string; lines: { item: Item; qty: number; prc: number }[] }[] = [];
  const kegOuts: { acct: Acct; item: Item; dt: string; qty: number }[] = [];

  for (const { d: od, a: forced } of orderDates) {
    const pool = accts.filter((a) => !a.hq && a.open <= addDays(od, -3) && od <= a.last);
    const a = forced ?? r.weighted(pool.map((x) => [x, x.freq] as const));
    const ordNo = ordSeq++;
    const src: string =
      a.parent !== null && a.chnl === "GROC"
        ? "EDI"
        : r.weighted([["REP", 6], ["TEL", 2], ["WEB", od >= "2024-04-01" ? 2 : 0]] as const);
    const rep = src === "EDI" || src === "WEB" ? (r.chance(0.5) ? repOn(a, od) : null) : repOn(a, od);
    const po = a.parent !== null || a.chnl === "HOTL" ? `PO${r.int(10000, 99999)}` : r.chance(0.15) ? `${r.int(1000, 9999)}` : null;

    // lines
    const nLines = a.chnl === "GROC" ? r.int(3, 7) : a.chnl === "CONV" ? r.int(1, 3) : r.int(1, 5);
    const cand = ITEM_W[a.chnl].filter(([it]) => available(it, od));
    const chosen: Item[] = [];
    for (let i = 0; i < nLines * 3 && chosen.length < nLines; i++) {
      const it = r.weighted(cand);
      if (!chosen.includes(it)) chosen.push(it);
    }
    const lines = chosen.map((it) => {
      const list = priceOn(it, od);
      const deal = r.chance(0.22) ? r.pick([0.03, 0.05, 0.08, 0.1]) : 0;
      return { item: it, ordQty: qtyFor(a.chnl, it), prc: money(list * (1 - deal)), ship: 0 };
    });

    // fate of the order
    const firstDay = nextRouteDay(a.route, od);
    let sts: string;
    const stops: { dt: string; sts: string }[] = [];
    if (firstDay > TODAY) {
      sts = "OPN";
      stops.push({ dt: firstDay, sts: "SCH" });
    } else if (r.chance(0.03)) {
      sts = "CXL"; // cancelled before it went out
    } else {
      const fate = r.weighted([["ok", 90], ["ref", 2.5], ["fld", 3.5], ["prt", 6]] as const);
      if (fate === "ref") {
        sts = "CXL";
        stops.push({ dt: firstDay, sts: "REF" });
      } else if (fate === "fld") {
        const second = nextRouteDay(a.route, firstDay);
        stops.push({ dt: firstDay, sts: "FLD" });
        if (second > TODAY) {
          sts = "OPN";
          stops.push({ dt: second, sts: "SCH" });
        } else {
          sts = "DLV";
          stops.push({ dt: second, sts: "DEL" });
        }
      } else {
        sts = "DLV";
        stops.push({ dt: firstDay, sts: fate === "prt" && lines.some((l) => l.ordQty > 1) ? "PRT" : "DEL" });
      }
    }
    const last = stops[stops.length - 1];
    for (const l of lines) {
      if (sts === "DLV") l.ship = l.ordQty;
    }
    if (last && last.sts === "PRT") {
      const short = lines.filter((l) => l.ordQty > 1);
      const l = r.pick(short);
      l.ship = l.ordQty - r.int(1, Math.min(3, l.ordQty - 1));
    }
    ordRows.push([ordNo, a.no, rep, od, src, po, sts]);
    lines.forEach((l, i) => lnRows.push([ordNo, i + 1, l.item.no, l.ordQty, sts === "OPN" ? null : l.ship, l.prc]));
    for (const s of stops) {
      const drv = s.sts !== "SCH" && r.chance(0.08) ? RELIEF_DRIVER : routeDriver(a.route, s.dt);
      const signed = s.sts === "DEL" || s.sts === "PRT" ? r.pick(SIGNERS) : null;
      dlvRows.push([`D${String(dlvSeq++).padStart(6, "0")}`, ordNo, a.route, drv, s.dt, nextStop(a.route, s.dt), s.sts, signed]);
    }
    if (sts === "DLV") {
      const dt = last!.dt;
      const goods = money(lines.reduce((s, l) => s + l.ship * l.prc, 0));
      const kegs = lines.filter((l) => l.item.pkg === "KEG" && l.ship > 0);
      const dep = kegs.reduce((s, l) => s + l.ship * KEG_DEPOSIT, 0);
      const invNo = invSeq++;
      invRows.push({ invNo, ordNo, a, dt, goods, dep });
      invoices.push({ no: invNo, acct: a, dt, lines: lines.filter((l) => l.ship > 0).map((l) => ({ item: l.item, qty: l.ship, prc: l.prc })) });
      for (const l of kegs) {
        kegRows.push([kegSeq++, a.no, l.item.no, dt, "OUT", l.ship, l.ship * KEG_DEPOSIT, ordNo]);
        kegOuts.push({ acct: a, item: l.item, dt, qty: l.ship });
      }
    }
  }

  /* ----- invoices and payments ----- */
  const invOut: unknown[][] = [];
  for (const { invNo, ordNo, a, dt, goods, dep } of invRows) {
    const tot = money(goods + dep);
    const termDays = TERMS_DAYS[a.terms]!;
    const due = addDays(dt, termDays);
    let payDt: string;
    if (a.terms === "COD") payDt = r.chance(0.94) ? dt : addDays(dt, r.int(3, 20));
    else payDt = addDays(due, r.int(-6, 8) + (a.slowPayer ? r.int(15, 70) : r.chance(0.1) ? r.int(10, 30) : 0));
    if (payDt < dt) payDt = dt;
    const disputed = dt < "2026-06-01" && r.chance(0.012);
    const mthd =
      a.terms === "COD" ? r.weighted([["CASH", 3], ["CHK", 5]] as const)
        : a.parent !== null ? "ACH"
          : r.weighted([["CHK", 5], ["ACH", 4], ["CC", 1]] as const);
    let sts = "P";
    if (disputed || payDt > LAST_DONE) {
      sts = "O";
      // an open invoice may carry one part payment
      if (r.chance(0.15) && dt < "2026-11-10") {
        const pd = r.date(addDays(dt, 1), addDays(dt, 12) < LAST_DONE ? addDays(dt, 12) : LAST_DONE);
        pmtRows.push([pmtSeq++, invNo, a.no, pd, money(tot * r.pick([0.25, 0.4, 0.5, 0.6])), mthd, mthd === "CASH" ? null : `${mthd}-${r.int(100000, 999999)}`]);
      }
    } else {
      pmtRows.push([pmtSeq++, invNo, a.no, payDt, tot, mthd, mthd === "CASH" ? null : `${mthd}-${r.int(100000, 999999)}`]);
    }
    invOut.push([invNo, ordNo, a.no, dt, due, a.terms, goods, dep, tot, sts]);
  }

  /* ----- credit memos ----- */
  for (const inv of invoices) {
    if (!r.chance(0.13)) continue;
    const line = r.pick(inv.lines);
    const keg = line.item.pkg === "KEG";
    const rsn = keg
      ? r.weighted([["LEAK", 5], ["MSP", 1], ["PRC", 2]] as const)
      : line.item.cat === "BEER"
        ? r.weighted([["DMG", 5], ["OOC", 3], ["MSP", 2], ["PRC", 2], ["LEAK", 1]] as const)
        : r.weighted([["DMG", 5], ["MSP", 2], ["PRC", 2], ["LEAK", 1]] as const);
    const crDt = addDays(inv.dt, rsn === "PRC" ? r.int(3, 25) : r.int(0, 6));
    if (crDt > LAST_DONE) continue;
    const qty = rsn === "PRC" ? line.qty : r.int(1, Math.min(3, line.qty));
    const amt = rsn === "PRC" ? money(qty * line.prc * r.pick([0.05, 0.08, 0.1])) : money(qty * line.prc);
    const appr = rsn === "PRC" ? "E150" : inv.acct.prem === "OFF" ? "E130" : inv.acct.zone === "METRO" ? "E110" : "E120";
    crRows.push([`CM${crSeq++}`, inv.acct.no, inv.no, line.item.no, crDt, qty, amt.toFixed(2), rsn, appr]);
  }

  /* ----- keg returns ----- */
  for (const k of kegOuts) {
    let left = k.qty;
    let d = k.dt;
    while (left > 0) {
      d = addDays(d, r.int(6, 30));
      if (d > LAST_DONE) break;
      if (r.chance(0.03)) break; // lost keg, never returned
      const n = r.chance(0.75) ? left : r.int(1, left);
      kegRows.push([kegSeq++, k.acct.no, k.item.no, d, "RTN", n, n * KEG_DEPOSIT, null]);
      left -= n;
    }
  }
  kegRows.sort((x, y) => String(x[3]).localeCompare(String(y[3])) || (x[0] as number) - (y[0] as number));
  kegRows.forEach((row, i) => (row[0] = `K${String(i + 1).padStart(5, "0")}`));
  pmtRows.sort((x, y) => String(x[3]).localeCompare(String(y[3])) || (x[0] as number) - (y[0] as number));
  pmtRows.forEach((row, i) => (row[0] = `P${String(i + 1).padStart(6, "0")}`));

  return [
    "CREATE SCHEMA mst;",
    "CREATE SCHEMA trx;",
    `CREATE TABLE mst.supplier (sup_cd varchar(5) PRIMARY KEY, sup_nm text NOT NULL, sup_typ varchar(3) NOT NULL, origin text,
      excl_yn char(1) NOT NULL, actv_yn char(1) NOT NULL, since_yr integer);`,
    `CREATE TABLE mst.item (item_no varchar(5) PRIMARY KEY, item_desc text NOT NULL, sup_cd varchar(5) NOT NULL REFERENCES mst.supplier (sup_cd),
      cat_cd varchar(4) NOT NULL, style text, pkg_cd varchar(3) NOT NULL, pack_sz varchar(12) NOT NULL, units_cs integer NOT NULL,
      cs_price numeric(8,2) NOT NULL, cs_cost numeric(8,2) NOT NULL, abv numeric(4,1), keg_dep numeric(6,2), disc_flg smallint NOT NULL DEFAULT 0,
      intro_yr integer);`,
    `CREATE TABLE mst.emp (emp_no varchar(5) PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, job_cd varchar(3) NOT NULL,
      mgr_emp_no varchar(5) REFERENCES mst.emp (emp_no), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE mst.route (route_cd varchar(4) PRIMARY KEY, route_nm text NOT NULL, zone_cd varchar(5) NOT NULL,
      drv_emp_no varchar(5) REFERENCES mst.emp (emp_no), dlv_days varchar(12), truck_no varchar(6));`,
    `CREATE TABLE mst.acct (acct_no varchar(6) PRIMARY KEY, acct_nm text NOT NULL, chnl_cd varchar(4) NOT NULL, prem_typ varchar(3) NOT NULL,
      lic_typ varchar(2), lic_no varchar(8), lic_exp varchar(10), city text, route_cd varchar(4) REFERENCES mst.route (route_cd),
      rep_emp_no varchar(5) REFERENCES mst.emp (emp_no), parent_acct_no varchar(6) REFERENCES mst.acct (acct_no), terms_cd varchar(3) NOT NULL,
      cr_lmt numeric(9,2), cr_hold_yn char(1) NOT NULL DEFAULT 'N', open_dt date NOT NULL, sts_cd char(1) NOT NULL);`,
    `CREATE TABLE trx.ord_hdr (ord_no integer PRIMARY KEY, acct_no varchar(6) NOT NULL REFERENCES mst.acct (acct_no),
      rep_emp_no varchar(5) REFERENCES mst.emp (emp_no), ord_dt date NOT NULL, src_cd varchar(3) NOT NULL, po_ref varchar(12), sts_cd varchar(3) NOT NULL);`,
    `CREATE TABLE trx.ord_ln (ord_no integer NOT NULL REFERENCES trx.ord_hdr (ord_no), ln_no smallint NOT NULL, item_no varchar(5) NOT NULL REFERENCES mst.item (item_no),
      ord_qty integer NOT NULL, ship_qty integer, unit_prc numeric(8,2) NOT NULL, PRIMARY KEY (ord_no, ln_no));`,
    `CREATE TABLE trx.dlv (dlv_no varchar(7) PRIMARY KEY, ord_no integer NOT NULL REFERENCES trx.ord_hdr (ord_no), route_cd varchar(4) NOT NULL REFERENCES mst.route (route_cd),
      drv_emp_no varchar(5) REFERENCES mst.emp (emp_no), dlv_dt date NOT NULL, stop_seq smallint, dlv_sts varchar(3) NOT NULL, sig_nm text);`,
    `CREATE TABLE trx.inv (inv_no integer PRIMARY KEY, ord_no integer NOT NULL REFERENCES trx.ord_hdr (ord_no), acct_no varchar(6) NOT NULL REFERENCES mst.acct (acct_no),
      inv_dt date NOT NULL, due_dt date NOT NULL, terms_cd varchar(3) NOT NULL, goods_amt numeric(10,2) NOT NULL, dep_amt numeric(8,2) NOT NULL,
      inv_tot numeric(10,2) NOT NULL, sts_cd char(1) NOT NULL);`,
    `CREATE TABLE trx.pmt (pmt_no varchar(7) PRIMARY KEY, inv_no integer NOT NULL REFERENCES trx.inv (inv_no), acct_no varchar(6) NOT NULL REFERENCES mst.acct (acct_no),
      pmt_dt date NOT NULL, pmt_amt numeric(10,2) NOT NULL, mthd_cd varchar(4) NOT NULL, ref_no varchar(12));`,
    `CREATE TABLE trx.cr_memo (cr_no varchar(8) PRIMARY KEY, acct_no varchar(6) NOT NULL REFERENCES mst.acct (acct_no), inv_no integer REFERENCES trx.inv (inv_no),
      item_no varchar(5) REFERENCES mst.item (item_no), cr_dt date NOT NULL, qty integer, cr_amt varchar(12) NOT NULL, rsn_cd varchar(4) NOT NULL,
      appr_emp_no varchar(5) REFERENCES mst.emp (emp_no));`,
    `CREATE TABLE trx.keg_txn (txn_no varchar(6) PRIMARY KEY, acct_no varchar(6) NOT NULL REFERENCES mst.acct (acct_no), item_no varchar(5) NOT NULL REFERENCES mst.item (item_no),
      txn_dt date NOT NULL, txn_typ varchar(3) NOT NULL, keg_qty integer NOT NULL, dep_amt numeric(8,2) NOT NULL, ord_no integer REFERENCES trx.ord_hdr (ord_no));`,
    insertRows("mst.supplier", ["sup_cd", "sup_nm", "sup_typ", "origin", "excl_yn", "actv_yn", "since_yr"], SUPPLIERS),
    insertRows(
      "mst.item",
      ["item_no", "item_desc", "sup_cd", "cat_cd", "style", "pkg_cd", "pack_sz", "units_cs", "cs_price", "cs_cost", "abv", "keg_dep", "disc_flg", "intro_yr"],
      ITEMS.map((i) => [i.no, i.desc, i.sup, i.cat, i.style, i.pkg, i.pack, i.units, i.price, i.cost, i.abv, i.dep, i.disc, i.intro]),
    ),
    insertRows("mst.emp", ["emp_no", "first_nm", "last_nm", "job_cd", "mgr_emp_no", "hire_dt", "term_dt"], EMPS),
    insertRows("mst.route", ["route_cd", "route_nm", "zone_cd", "drv_emp_no", "dlv_days", "truck_no"], ROUTES),
    // head offices first, so the chain stores' parent keys exist
    insertRows(
      "mst.acct",
      ["acct_no", "acct_nm", "chnl_cd", "prem_typ", "lic_typ", "lic_no", "lic_exp", "city", "route_cd", "rep_emp_no", "parent_acct_no", "terms_cd", "cr_lmt", "cr_hold_yn", "open_dt", "sts_cd"],
      [...accts.filter((a) => a.parent === null), ...accts.filter((a) => a.parent !== null)].map((a) => [
        a.no, a.nm, a.chnl, a.prem, a.lic, a.licNo, a.licExp, a.city, a.route, a.rep, a.parent, a.terms, a.crLmt, a.hold, a.open, a.sts,
      ]),
    ),
    insertRows("trx.ord_hdr", ["ord_no", "acct_no", "rep_emp_no", "ord_dt", "src_cd", "po_ref", "sts_cd"], ordRows),
    insertRows("trx.ord_ln", ["ord_no", "ln_no", "item_no", "ord_qty", "ship_qty", "unit_prc"], lnRows),
    insertRows("trx.dlv", ["dlv_no", "ord_no", "route_cd", "drv_emp_no", "dlv_dt", "stop_seq", "dlv_sts", "sig_nm"], dlvRows),
    insertRows("trx.inv", ["inv_no", "ord_no", "acct_no", "inv_dt", "due_dt", "terms_cd", "goods_amt", "dep_amt", "inv_tot", "sts_cd"], invOut),
    insertRows("trx.pmt", ["pmt_no", "inv_no", "acct_no", "pmt_dt", "pmt_amt", "mthd_cd", "ref_no"], pmtRows),
    insertRows("trx.cr_memo", ["cr_no", "acct_no", "inv_no", "item_no", "cr_dt", "qty", "cr_amt", "rsn_cd", "appr_emp_no"], crRows),
    insertRows("trx.keg_txn", ["txn_no", "acct_no", "item_no", "txn_dt", "txn_typ", "keg_qty", "dep_amt", "ord_no"], kegRows),
  ].join("\n");
}
