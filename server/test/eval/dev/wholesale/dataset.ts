/**
 * Lakeside Provisions, a food and beverage wholesale distributor around Lake Michigan. It sells by the case to trade
 * customers (restaurants, cafés, delis and grocers, hotels, schools and caterers) from three warehouses: CHI (the
 * Chicago hub, Illinois), MKE (Milwaukee, Wisconsin) and GRR (Grand Rapids, Michigan). There is no warehouse table:
 * the three codes above are used wherever a warehouse appears. Money is in US dollars.
 *
 * Schema `sales`:
 * - `staff`: the sales team. `emp_no` the staff number; `emp_nm` the full name; `role_cd` DIR (the sales director),
 *   RSM (regional sales manager), AM (account manager, looks after trade customers) or TS (telesales, takes phone
 *   orders, has no customers of their own); `mgr_emp_no` the staff number of the person they report to (empty for the
 *   director); `home_whse` the warehouse code of the region they cover (empty for the director and telesales);
 *   `hire_dt`; `term_dt` the day they left, empty while they still work here.
 * - `cust`: trade customers. `cust_no`; `cust_nm` the trading name; `seg_cd` the kind of business: REST restaurant,
 *   CAFE café or coffee shop, SHOP deli, grocer or farm shop, HOTL hotel, INST institution (school, senior living,
 *   contract caterer); `city`, `st` (state: IL, WI or MI); `acct_mgr` the staff number (`staff.emp_no`) of their
 *   account manager; `cr_lmt` the credit limit in dollars (the most they may owe us on open invoices); `terms_cd` the
 *   payment terms: COD cash on delivery (due the day of the invoice), N14, N30 or N45 (due 14, 30 or 45 days after
 *   the invoice date); `dflt_route` the delivery route (`ops.route.route_cd`) that normally serves them; `opened_dt`
 *   when the account was opened; `closed_dt` when it was closed, empty while the customer is active; `hold_flg` 1 when
 *   the account is on credit hold (no new orders until they pay), else 0.
 * - `so_hdr`: sales orders. `so_no`; `cust_no`; `ord_dt` the day the order was placed; `src_cd` how it came in: PHONE
 *   (telesales), WEB (web shop), REP (taken by the account manager on a visit) or EDI (electronic order from a large
 *   customer's system); `req_dt` the delivery day the customer asked for; `route_cd` the route that carries (or
 *   carried) it; `dlv_dt` the day it was actually delivered, empty until delivered; `so_sts` NEW (not delivered yet),
 *   DLV (delivered) or CXL (cancelled before delivery).
 * - `so_ln`: order lines. `so_no`, `ln_no`; `item_cd` (`ops.item.item_cd`); `qty` in cases; `sell_prc` the list price
 *   of one case on the order day; `disc_pct` the line discount in percent (0, 5 or 10); `ln_amt` the line's net value
 *   in dollars after the discount (qty x sell_prc less the discount).
 * - `inv`: invoices, one per delivered order, dated the delivery day (an invoice raised in error is voided and a new
 *   one raised for the same order). `inv_no`; `so_no`; `cust_no`; `inv_dt`;
 *   `per_yr` and `per_mo` the accounting year and month the invoice is booked in (those of `inv_dt`); `due_dt` from
 *   the customer's terms; `inv_amt` the amount invoiced (the order's net line value); `inv_sts` PAID, OPEN (not paid
 *   yet) or VOID (raised in error and replaced, never to be paid); `paid_dt` the day the payment arrived, kept as text
 *   MM/DD/YYYY as the bank file sends it, empty unless the invoice is PAID. An invoice is overdue when it is OPEN and
 *   its due date has passed. Invoices are paid in full, never in part.
 * - `cr_note`: credit notes raised against an invoice for goods the customer could not use. `cn_no`; `inv_no`;
 *   `cust_no`; `cn_dt`; `item_cd`; `qty` cases credited; `cn_amt` the credit in dollars; `rsn_cd` the reason: DMG
 *   damaged, SHRT short delivered, EXPD out of date, TEMP temperature abuse (chilled or frozen goods delivered warm),
 *   WRNG wrong item sent; `cn_sts` APPR approved, PEND waiting for approval, REJ rejected; `appr_by` the staff number of
 *   the regional manager who approved or rejected it, empty while pending.
 *
 * Schema `ops`:
 * - `vendor`: suppliers. `vend_no`; `vend_nm`; `city`; `ctry_cd` (US, CA, IT or MX); `lead_days` the lead time the
 *   vendor quotes in days from purchase order to delivery; `pref_yn` Y for a preferred vendor.
 * - `item`: the product range, all sold by the case. `item_cd`; `item_desc`; `cat_cd` the category: DRY dry goods, CHL
 *   chilled, FRZ frozen, BEV beverages, DSP disposables and janitorial; `pack_qty` units in one case and `unit_sz` the
 *   size of one unit (a case of 24 x 12 oz cans has pack_qty 24 and unit_sz "12 oz can"); `case_cost` what one case
 *   costs us today; `list_prc` today's list price of one case to customers; `vend_no` the vendor we buy it from;
 *   `added_dt` when it joined the range; `actv_yn` N for a discontinued item.
 * - `stock`: stock on hand, one row per item a warehouse carries. `whse_cd`; `item_cd`; `on_hand` cases in the
 *   warehouse now; `reord_pt` the reorder point (a purchase is due when on hand falls below it); `reord_qty` the cases
 *   normally ordered; `last_cnt_dt` the day of the last physical count.
 * - `po_hdr`: purchase orders to vendors. `po_no`; `vend_no`; `ship_to` the warehouse code it is delivered to;
 *   `po_dt` the day it was raised; `exp_dt` the day it is expected; `rcv_dt` the day it was received, empty until
 *   then; `po_sts` OPEN (not received yet), RCVD (received) or CXL (cancelled).
 * - `po_ln`: purchase order lines. `po_no`, `ln_no`; `item_cd`; `qty_ord` cases ordered; `qty_rcvd` cases actually
 *   received (less than ordered when the vendor short-shipped; empty until received); `case_cost` the agreed cost of
 *   one case.
 * - `route`: delivery routes run by our drivers. `route_cd`; `route_nm`; `depot_cd` the warehouse code the van leaves
 *   from; `driver_nm` the driver who runs it; `van_reg` the van's plate; `run_days` the weekdays it runs; `actv_yn` N
 *   for a route no longer run.
 *
 * Orders from January 2024, purchase orders from January 2025, everything up to 2026-11-24.
 */
import { insertRows, seededRandom } from "../../seeded-random";

const LAST_DAY = "2026-11-24";

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const round2 = (n: number) => Math.round(n * 100) / 100;
const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
const usText = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

type Whse = "CHI" | "MKE" | "GRR";
type Seg = "REST" | "CAFE" | "SHOP" | "HOTL" | "INST";
type Cat = "DRY" | "CHL" | "FRZ" | "BEV" | "DSP";

/** [emp_no, emp_nm, role_cd, mgr_emp_no, home_whse, hire_dt, term_dt] */
const STAFF: [string, string, string, string | null, Whse | null, string, string | null][] = [
  ["S100", "Margaret Kowalski", "DIR", null, null, "2011-04-04", null],
  ["S110", "Derek Hughes", "RSM", "S100", "CHI", "2014-09-15", null],
  ["S120", "Anita Sharma", "RSM", "S100", "MKE", "2017-02-06", null],
  ["S130", "Tom Brennan", "RSM", "S100", "GRR", "2019-06-24", null],
  ["S111", "Lucy Tran", "AM", "S110", "CHI", "2016-03-07", null],
  ["S112", "Marco Bianchi", "AM", "S110", "CHI", "2018-08-20", null],
  ["S113", "Jasmine Cole", "AM", "S110", "CHI", "2021-01-11", null],
  ["S114", "Greg Novak", "AM", "S110", "CHI", "2015-05-18", "2025-03-28"],
  ["S115", "Elena Petrova", "AM", "S110", "CHI", "2025-04-14", null],
  ["S121", "Hannah Schultz", "AM", "S120", "MKE", "2016-10-03", null],
  ["S122", "Ben Okafor", "AM", "S120", "MKE", "2022-05-16", null],
  ["S131", "Rachel Dunn", "AM", "S130", "GRR", "2018-02-05", null],
  ["S132", "Omar Haddad", "AM", "S130", "GRR", "2023-07-10", null],
  ["S133", "Kevin Walsh", "AM", "S130", "GRR", "2026-02-02", null],
  ["S140", "Priya Menon", "TS", "S100", null, "2019-11-04", null],
  ["S141", "Jordan Lee", "TS", "S140", null, "2024-01-08", null],
  ["S142", "Carla Reyes", "TS", "S140", null, "2022-03-21", "2024-10-04"],
];

/** [vend_no, vend_nm, city, ctry_cd, lead_days, pref_yn, late-days bias] */
const VENDORS: [string, string, string, string, number, "Y" | "N", number][] = [
  ["V101", "Midwest Grain & Milling Co", "Minneapolis", "US", 5, "Y", 0],
  ["V102", "Lakeshore Dairy Cooperative", "Green Bay", "US", 2, "Y", 0],
  ["V103", "Great Northern Frozen Foods", "Duluth", "US", 7, "Y", 0],
  ["V104", "Bella Italia Imports", "Parma", "IT", 35, "N", 6],
  ["V105", "Heartland Beverage Distributors", "Indianapolis", "US", 4, "Y", 0],
  ["V106", "Roastery Row Coffee", "Chicago", "US", 3, "Y", 0],
  ["V107", "EcoServe Packaging", "Toledo", "US", 10, "N", 4],
  ["V108", "Valley Fresh Eggs & Poultry", "Lancaster", "US", 4, "Y", 0],
  ["V109", "Maple Leaf Provisions", "Toronto", "CA", 9, "N", 3],
  ["V110", "Sierra Madre Foods", "Monterrey", "MX", 14, "N", 5],
  ["V111", "Northwoods Meats", "Wausau", "US", 3, "Y", 0],
  ["V112", "Cleanline Supply", "Cleveland", "US", 6, "N", 0],
  ["V113", "Pacific Seafood Traders", "Seattle", "US", 8, "N", 2],
  ["V114", "Orchard Hill Juice Co", "Traverse City", "US", 5, "Y", 0],
  ["V115", "Golden Prairie Honey", "Des Moines", "US", 6, "N", 0],
  ["V116", "Tri-State Produce", "Gary", "US", 2, "N", 0],
];

/** [item_cd, item_desc, cat_cd, pack_qty, unit_sz, case_cost, vend_no, added_dt, actv_yn] */
const ITEMS: [string, string, Cat, number, string, number, string, string, "Y" | "N"][] = [
  ["D100", "All-Purpose Flour", "DRY", 1, "50 lb", 21.4, "V101", "2016-01-04", "Y"],
  ["D101", "Bread Flour", "DRY", 1, "50 lb", 24.1, "V101", "2016-01-04", "Y"],
  ["D102", "Semolina Flour", "DRY", 1, "25 lb", 19.75, "V104", "2019-05-13", "Y"],
  ["D103", "Penne Rigate", "DRY", 2, "10 lb", 18.6, "V104", "2016-01-04", "Y"],
  ["D104", "Spaghetti", "DRY", 2, "10 lb", 17.9, "V104", "2016-01-04", "Y"],
  ["D105", "Arborio Rice", "DRY", 6, "2 lb", 27.3, "V104", "2018-03-19", "Y"],
  ["D106", "Long Grain Rice", "DRY", 1, "50 lb", 32.8, "V101", "2016-01-04", "Y"],
  ["D107", "San Marzano Tomatoes", "DRY", 6, "#10 can", 41.5, "V104", "2017-07-03", "Y"],
  ["D108", "Extra Virgin Olive Oil", "DRY", 4, "3 L", 78.9, "V104", "2016-01-04", "Y"],
  ["D109", "Canola Frying Oil", "DRY", 1, "35 lb", 38.25, "V101", "2016-01-04", "Y"],
  ["D110", "Granulated Sugar", "DRY", 1, "50 lb", 34.1, "V101", "2016-01-04", "Y"],
  ["D111", "Kosher Salt", "DRY", 12, "3 lb", 22.4, "V101", "2016-01-04", "Y"],
  ["D112", "Panko Breadcrumbs", "DRY", 4, "5 lb", 36.7, "V101", "2020-09-14", "Y"],
  ["D113", "Black Beans", "DRY", 6, "#10 can", 29.95, "V110", "2018-03-19", "Y"],
  ["D114", "Chipotle Peppers in Adobo", "DRY", 12, "7 oz", 14.8, "V110", "2021-02-01", "Y"],
  ["D115", "Corn Tortillas", "DRY", 12, "30 ct", 19.2, "V110", "2021-02-01", "Y"],
  ["D116", "Pure Maple Syrup", "DRY", 4, "1 gal", 96.0, "V109", "2019-10-07", "Y"],
  ["D117", "Clover Honey", "DRY", 6, "5 lb", 71.4, "V115", "2020-04-20", "Y"],
  ["D118", "Rolled Oats", "DRY", 1, "25 lb", 18.95, "V101", "2022-01-10", "Y"],
  ["D119", "Balsamic Vinegar", "DRY", 4, "1 L", 33.6, "V104", "2017-07-03", "N"],
  ["C200", "Whole Milk", "CHL", 4, "1 gal", 16.8, "V102", "2016-01-04", "Y"],
  ["C201", "Heavy Whipping Cream", "CHL", 12, "1 qt", 44.6, "V102", "2016-01-04", "Y"],
  ["C202", "Unsalted Butter", "CHL", 36, "1 lb", 118.8, "V102", "2016-01-04", "Y"],
  ["C203", "Large Grade A Eggs", "CHL", 15, "1 doz", 38.25, "V108", "2016-01-04", "Y"],
  ["C204", "Low-Moisture Mozzarella", "CHL", 6, "5 lb", 92.4, "V102", "2016-01-04", "Y"],
  ["C205", "Sharp Cheddar", "CHL", 4, "5 lb", 74.0, "V102", "2016-01-04", "Y"],
  ["C206", "Parmigiano Reggiano", "CHL", 2, "10 lb", 168.0, "V104", "2017-07-03", "Y"],
  ["C207", "Greek Yogurt", "CHL", 6, "32 oz", 24.9, "V102", "2019-05-13", "Y"],
  ["C208", "Cream Cheese", "CHL", 6, "3 lb", 39.6, "V102", "2016-01-04", "Y"],
  ["C209", "Applewood Bacon", "CHL", 1, "15 lb", 58.5, "V111", "2016-01-04", "Y"],
  ["C210", "Chicken Breast Fillets", "CHL", 4, "10 lb", 96.8, "V108", "2016-01-04", "Y"],
  ["C211", "Ground Beef 80/20", "CHL", 4, "10 lb", 138.4, "V111", "2016-01-04", "Y"],
  ["C212", "Smoked Salmon", "CHL", 10, "1 lb", 142.0, "V113", "2020-04-20", "Y"],
  ["C213", "Guacamole", "CHL", 12, "1 lb", 45.6, "V110", "2021-02-01", "Y"],
  ["C214", "Feta Crumbles", "CHL", 4, "2.5 lb", 36.5, "V102", "2018-03-19", "N"],
  ["C215", "Sour Cream", "CHL", 4, "5 lb", 27.2, "V102", "2016-01-04", "Y"],
  ["F300", "Shoestring Fries", "FRZ", 6, "5 lb", 31.9, "V103", "2016-01-04", "Y"],
  ["F301", "Sweet Potato Fries", "FRZ", 6, "2.5 lb", 34.8, "V103", "2019-05-13", "Y"],
  ["F302", "Breaded Chicken Tenders", "FRZ", 4, "5 lb", 78.6, "V103", "2016-01-04", "Y"],
  ["F303", "Beef Burger Patties", "FRZ", 40, "6 oz", 64.8, "V111", "2016-01-04", "Y"],
  ["F304", "Raw Shrimp 21/25", "FRZ", 10, "2 lb", 152.0, "V113", "2017-07-03", "Y"],
  ["F305", "Atlantic Salmon Portions", "FRZ", 40, "4 oz", 118.0, "V113", "2018-03-19", "Y"],
  ["F306", "Mixed Berries", "FRZ", 4, "5 lb", 52.4, "V103", "2018-03-19", "Y"],
  ["F307", "Puff Pastry Sheets", "FRZ", 20, "10 x 15 in", 38.9, "V103", "2019-05-13", "Y"],
  ["F308", "Butter Croissants Unbaked", "FRZ", 60, "3 oz", 46.2, "V103", "2016-01-04", "Y"],
  ["F309", "Vanilla Ice Cream", "FRZ", 1, "3 gal", 28.7, "V102", "2016-01-04", "Y"],
  ["F310", "Pizza Dough Balls", "FRZ", 24, "16 oz", 29.4, "V103", "2020-09-14", "Y"],
  ["F311", "Shelled Edamame", "FRZ", 6, "2 lb", 31.5, "V103", "2022-01-10", "Y"],
  ["F312", "Potato & Cheese Pierogi", "FRZ", 4, "4 lb", 42.1, "V109", "2019-10-07", "N"],
  ["F313", "Brioche Burger Buns", "FRZ", 48, "4 in", 33.6, "V103", "2024-06-03", "Y"],
  ["F314", "Plant-Based Burger Patties", "FRZ", 24, "4 oz", 71.2, "V103", "2026-11-18", "Y"],
  ["B400", "Cola", "BEV", 24, "12 oz can", 11.9, "V105", "2016-01-04", "Y"],
  ["B401", "Diet Cola", "BEV", 24, "12 oz can", 11.9, "V105", "2016-01-04", "Y"],
  ["B402", "Lemon-Lime Soda", "BEV", 24, "12 oz can", 11.6, "V105", "2016-01-04", "Y"],
  ["B403", "Sparkling Mineral Water", "BEV", 24, "500 ml", 21.6, "V105", "2016-01-04", "Y"],
  ["B404", "Spring Water", "BEV", 24, "500 ml", 6.9, "V105", "2016-01-04", "Y"],
  ["B405", "Orange Juice", "BEV", 8, "64 oz", 29.8, "V114", "2016-01-04", "Y"],
  ["B406", "Apple Juice", "BEV", 8, "64 oz", 24.6, "V114", "2016-01-04", "Y"],
  ["B407", "Cold Brew Concentrate", "BEV", 4, "1 gal", 58.0, "V106", "2021-02-01", "Y"],
  ["B408", "Espresso Beans House Blend", "BEV", 6, "5 lb", 186.0, "V106", "2016-01-04", "Y"],
  ["B409", "Decaf Espresso Beans", "BEV", 2, "5 lb", 68.4, "V106", "2016-01-04", "Y"],
  ["B410", "Chai Concentrate", "BEV", 6, "32 oz", 34.2, "V106", "2018-03-19", "Y"],
  ["B411", "Oat Milk Barista Edition", "BEV", 12, "32 oz", 36.0, "V102", "2020-09-14", "Y"],
  ["B412", "Almond Milk Barista Edition", "BEV", 12, "32 oz", 34.8, "V102", "2019-05-13", "Y"],
  ["B413", "Green Tea Bags", "BEV", 6, "100 ct", 27.9, "V106", "2016-01-04", "Y"],
  ["B414", "Lemon Iced Tea", "BEV", 24, "16 oz", 18.4, "V105", "2017-07-03", "N"],
  ["B415", "Tart Cherry Juice", "BEV", 6, "32 oz", 31.2, "V114", "2025-05-05", "Y"],
  ["B416", "Sparkling Yuzu Lemonade", "BEV", 24, "12 oz can", 26.4, "V105", "2026-11-24", "Y"],
  ["P500", "Hot Cups 12 oz", "DSP", 1000, "12 oz", 62.0, "V107", "2016-01-04", "Y"],
  ["P501", "Hot Cup Lids", "DSP", 1000, "12-20 oz", 38.5, "V107", "2016-01-04", "Y"],
  ["P502", "Clear Cold Cups 16 oz", "DSP", 1000, "16 oz", 54.0, "V107", "2016-01-04", "Y"],
  ["P503", "Paper Straws", "DSP", 2500, "7.75 in", 29.9, "V107", "2019-05-13", "Y"],
  ["P504", "Kraft Takeout Boxes", "DSP", 200, "#8", 44.8, "V107", "2016-01-04", "Y"],
  ["P505", "Dinner Napkins", "DSP", 3000, "15 x 17 in", 36.2, "V107", "2016-01-04", "Y"],
  ["P506", "Nitrile Gloves Large", "DSP", 1000, "L", 48.0, "V112", "2016-01-04", "Y"],
  ["P507", "Aluminum Foil Roll", "DSP", 1, "18 in x 1000 ft", 42.6, "V112", "2016-01-04", "Y"],
  ["P508", "Cling Film Roll", "DSP", 1, "18 in x 2000 ft", 27.8, "V112", "2016-01-04", "Y"],
  ["P509", "Pizza Boxes 14 in", "DSP", 50, "14 in", 24.5, "V107", "2016-01-04", "Y"],
  ["P510", "Deli Containers 16 oz", "DSP", 240, "16 oz", 31.4, "V107", "2016-01-04", "Y"],
  ["P511", "Degreaser Concentrate", "DSP", 4, "1 gal", 39.9, "V112", "2018-03-19", "Y"],
  ["P512", "Sanitizer Tablets", "DSP", 6, "150 ct", 44.4, "V112", "2021-02-01", "N"],
  ["P513", "Compostable Forks", "DSP", 1000, "6.5 in", 33.9, "V107", "2026-11-16", "Y"],
];
/** The discontinued items stopped selling at the end of 2025. */
const LAST_SALE = "2025-12-31";

/** [route_cd, route_nm, depot_cd, driver_nm, van_reg, run_days, actv_yn] */
const ROUTES: [string, string, Whse, string, string, string, "Y" | "N"][] = [
  ["CHI-N1", "North Shore", "CHI", "Luis Castillo", "IL 4821 VK", "MON-WED-FRI", "Y"],
  ["CHI-W2", "West Suburbs", "CHI", "Darnell Price", "IL 5530 VK", "TUE-THU-SAT", "Y"],
  ["CHI-C3", "Loop & Downtown", "CHI", "Stefan Nowicki", "IL 6174 VK", "MON-TUE-WED-THU-FRI", "Y"],
  ["CHI-S4", "South Side", "CHI", "Renee Jackson", "IL 7045 VK", "MON-WED-FRI", "Y"],
  ["CHI-X5", "O'Hare Corridor", "CHI", "Walt Zielinski", "IL 3390 VK", "TUE-FRI", "N"],
  ["MKE-01", "Milwaukee Metro", "MKE", "Tyrone Banks", "WI 2217 TR", "MON-WED-FRI", "Y"],
  ["MKE-02", "Racine & Kenosha", "MKE", "Amy Lindqvist", "WI 2904 TR", "TUE-THU", "Y"],
  ["MKE-03", "Waukesha County", "MKE", "Pete Schaefer", "WI 3318 TR", "TUE-FRI", "Y"],
  ["GRR-01", "Grand Rapids City", "GRR", "Maria Gonzalez", "MI 8812 DL", "MON-WED-FRI", "Y"],
  ["GRR-02", "Lakeshore West", "GRR", "Josh VanderMolen", "MI 9120 DL", "TUE-THU", "Y"],
  ["GRR-03", "Kalamazoo", "GRR", "Keisha Moore", "MI 9467 DL", "WED-SAT", "Y"],
];
/** The O'Hare corridor route was folded into West Suburbs from July 2025. */
const X5_LAST = "2025-06-30";

/** [city, st, whse, route, weight] */
const CITIES: [string, string, Whse, string, number][] = [
  ["Chicago", "IL", "CHI", "CHI-C3", 22],
  ["Chicago Heights", "IL", "CHI", "CHI-S4", 3],
  ["Evanston", "IL", "CHI", "CHI-N1", 7],
  ["Skokie", "IL", "CHI", "CHI-N1", 4],
  ["Oak Park", "IL", "CHI", "CHI-W2", 5],
  ["Naperville", "IL", "CHI", "CHI-W2", 5],
  ["Des Plaines", "IL", "CHI", "CHI-W2", 4],
  ["Elk Grove Village", "IL", "CHI", "CHI-W2", 3],
  ["Oak Lawn", "IL", "CHI", "CHI-S4", 4],
  ["Milwaukee", "WI", "MKE", "MKE-01", 12],
  ["Racine", "WI", "MKE", "MKE-02", 4],
  ["Kenosha", "WI", "MKE", "MKE-02", 3],
  ["Waukesha", "WI", "MKE", "MKE-03", 4],
  ["Grand Rapids", "MI", "GRR", "GRR-01", 9],
  ["Holland", "MI", "GRR", "GRR-02", 4],
  ["Muskegon", "MI", "GRR", "GRR-02", 3],
  ["Kalamazoo", "MI", "GRR", "GRR-03", 5],
];
const X5_CITIES = new Set(["Des Plaines", "Elk Grove Village"]);

const NAME_A = [
  "Willow", "Harbor", "Copper", "Maple", "Lantern", "Juniper", "Blue Door", "Oak & Ember", "Fennel", "Rustic",
  "Prairie", "Lakeview", "Iron Horse", "Golden", "Saffron", "Little", "Red Barn", "North Star", "Cedar", "Magnolia",
  "Wicker Park", "Old Town", "Bluebird", "Hearth", "Sunny Side", "Graze", "Birch", "Fig", "Stonebridge", "Riverbend",
  "Linden", "Marigold", "Thistle", "Heron", "Brick Lane", "Paloma", "Garnet", "Elm Street", "Silver Spoon", "Pepper",
];
const NAME_B: Record<Seg, string[]> = {
  REST: ["Bistro", "Grill", "Kitchen", "Trattoria", "Taqueria", "Tavern", "Brasserie", "Smokehouse", "Eatery", "Diner"],
  CAFE: ["Coffee House", "Café", "Espresso Bar", "Bakery Café", "Roasters", "Tea Room"],
  SHOP: ["Deli", "Market", "Grocer", "Farm Shop", "Provisions"],
  HOTL: ["Hotel", "Inn", "Suites", "Lodge"],
  INST: ["Senior Living", "Academy", "Catering", "Medical Center Cafeteria", "Community College"],
};
const SEGS: [Seg, number][] = [
  ["REST", 40],
  ["CAFE", 26],
  ["SHOP", 14],
  ["HOTL", 8],
  ["INST", 12],
];
/** Categories each kind of customer buys, by weight. */
const CAT_MIX: Record<Seg, [Cat, number][]> = {
  REST: [["DRY", 28], ["CHL", 30], ["FRZ", 22], ["BEV", 10], ["DSP", 10]],
  CAFE: [["DRY", 10], ["CHL", 22], ["FRZ", 14], ["BEV", 38], ["DSP", 16]],
  SHOP: [["DRY", 30], ["CHL", 28], ["FRZ", 10], ["BEV", 22], ["DSP", 10]],
  HOTL: [["DRY", 20], ["CHL", 28], ["FRZ", 20], ["BEV", 20], ["DSP", 12]],
  INST: [["DRY", 26], ["CHL", 24], ["FRZ", 26], ["BEV", 12], ["DSP", 12]],
};
const PRICE_IDX: Record<string, number> = { "2024": 0.93, "2025": 0.97, "2026": 1.0 };
const TERM_DAYS: Record<string, number> = { COD: 0, N14: 14, N30: 30, N45: 45 };

interface Cust {
  no: string;
  seg: Seg;
  whse: Whse;
  city: string;
  route: string;
  opened: string;
  closed: string | null;
  terms: string;
  payer: "GOOD" | "SLOW" | "BAD";
  size: number;
  disc: number;
}

export function datasetSql(): string {
  const r = seededRandom(41_207);

  const items = ITEMS.map(([cd, desc, cat, packQty, unitSz, cost, vend, added, actv]) => {
    const markup = { DRY: 1.3, CHL: 1.25, FRZ: 1.28, BEV: 1.35, DSP: 1.4 }[cat] + r.float(-0.05, 0.05, 3);
    return { cd, desc, cat, packQty, unitSz, cost, vend, added, actv, list: round2(cost * markup) };
  });
  const itemByCd = new Map(items.map((i) => [i.cd, i]));

  // Customers
  const ams = (whse: Whse, day: string) =>
    STAFF.filter((s) => s[2] === "AM" && s[4] === whse && s[5] <= day && (s[6] === null || s[6] > day)).map((s) => s[0]);
  const custs: Cust[] = [];
  const custRows: unknown[][] = [];
  const used = new Set<string>();
  const N_CUST = 124;
  let custSeq = 10_040;
  for (let i = 0; i < N_CUST; i++) {
    const seg = r.weighted(SEGS);
    const [city, st, whse, route0] = r.weighted(CITIES.map((c) => [c, c[4]] as const));
    let nm = "";
    do {
      nm = `${r.pick(NAME_A)} ${r.pick(NAME_B[seg])}`;
    } while (used.has(nm));
    used.add(nm);
    const newcomer = i >= N_CUST - 6;
    const opened = newcomer
      ? i >= N_CUST - 3
        ? r.date("2026-11-02", "2026-11-20")
        : r.date("2026-02-01", "2026-08-31")
      : r.chance(0.7)
        ? r.date("2016-03-01", "2023-12-31")
        : r.date("2024-01-02", "2025-12-15");
    const leaves = !newcomer && r.chance(0.13);
    let closed: string | null = leaves ? r.date(maxDate(addDays(opened, 150), "2024-04-01"), "2026-10-31") : null;
    if (closed && closed < opened) closed = null;
    const payer = r.weighted<Cust["payer"]>([
      ["GOOD", 70],
      ["SLOW", 22],
      ["BAD", 8],
    ]);
    const terms =
      seg === "CAFE" && r.chance(0.3)
        ? "COD"
        : seg === "INST" || seg === "HOTL"
          ? r.weighted<string>([["N30", 55], ["N45", 45]])
          : r.weighted<string>([["N14", 35], ["N30", 55], ["N45", 10]]);
    const size = { REST: 1, CAFE: 0.8, SHOP: 0.9, HOTL: 1.5, INST: 1.7 }[seg] * (0.6 + r.next() * 0.9);
    const lmtBase = { REST: [2, 8], CAFE: [0.5, 3], SHOP: [1, 5], HOTL: [4, 15], INST: [4, 12] }[seg];
    const crLmt = Math.round(r.float(lmtBase[0], lmtBase[1], 2) * 2) * 500;
    const route = route0;
    const c: Cust = {
      no: `C${(custSeq += r.int(3, 29))}`,
      seg,
      whse,
      city,
      route,
      opened,
      closed,
      terms,
      payer,
      size,
      disc: seg === "HOTL" || seg === "INST" ? r.pick([0, 5, 5, 10]) : r.chance(0.15) ? 5 : 0,
    };
    custs.push(c);
    const mgrDay = closed ?? LAST_DAY;
    const am = r.pick(ams(whse, mgrDay).length ? ams(whse, mgrDay) : ams(whse, LAST_DAY));
    const hold = closed === null && payer === "BAD" ? 1 : closed === null && payer === "SLOW" && r.chance(0.12) ? 1 : 0;
    custRows.push([c.no, nm, seg, city, st, am, crLmt, terms, route, opened, closed, hold]);
  }

  // Orders, lines, invoices and credit notes
  const soRows: unknown[][] = [];
  const lnRows: unknown[][] = [];
  const invRows: unknown[][] = [];
  const cnRows: unknown[][] = [];
  let soSeq = 500_000;
  let invSeq = 0;
  let cnSeq = 7000;
  const ro = seededRandom(8814);
  for (const c of custs) {
    const start = maxDate(c.opened, "2024-01-02");
    const end = minDate(c.closed ?? LAST_DAY, LAST_DAY);
    if (start > end) continue;
    // the newest accounts have not ordered yet
    if (c.opened >= "2026-11-02") continue;
    const meanGap = 30 / (0.19 * c.size + 0.07);
    const days: string[] = [];
    for (let d = addDays(start, ro.int(1, Math.round(meanGap))); d <= end; ) {
      days.push(d);
      d = addDays(d, Math.max(2, Math.round(meanGap * (0.35 + ro.next() * 1.3))));
    }
    // orders placed in the last few days for delivery after today
    const lastOrd = days.length ? days[days.length - 1] : start;
    if (c.closed === null && ro.chance(0.2) && lastOrd < "2026-11-21") days.push(ro.date("2026-11-21", LAST_DAY));
    for (const day of days) {
      const src = c.seg === "INST" && ro.chance(0.5)
        ? "EDI"
        : ro.weighted<string>([
            ["PHONE", day < "2025-01-01" ? 45 : 32],
            ["WEB", day < "2025-01-01" ? 25 : 42],
            ["REP", 22],
          ]);
      let req = addDays(day, day >= "2026-11-21" ? ro.int(2, 4) : ro.int(1, 3));
      if (weekday(req) === 0) req = addDays(req, 1);
      const route = X5_CITIES.has(c.city) && req <= X5_LAST ? "CHI-X5" : c.route;
      let sts = "DLV";
      let dlv: string | null = req;
      if (req > LAST_DAY) {
        sts = "NEW";
        dlv = null;
      } else if (ro.chance(0.04)) {
        sts = "CXL";
        dlv = null;
      } else if (ro.chance(0.09)) {
        dlv = addDays(req, ro.weighted<number>([[1, 7], [2, 2], [3, 1]]));
        if (weekday(dlv) === 0) dlv = addDays(dlv, 1);
        if (dlv > LAST_DAY) {
          sts = "NEW";
          dlv = null;
        }
      }
      const so = soSeq += ro.int(1, 4);
      soRows.push([so, c.no, day, src, req, route, dlv, sts]);
      const priceDay = day;
      const idx = PRICE_IDX[priceDay.slice(0, 4)];
      const nLines = ro.weighted<number>([[1, 16], [2, 24], [3, 24], [4, 18], [5, 10], [6, 8]]);
      const chosen = new Set<string>();
      const lines: { item: string; qty: number; prc: number; amt: number }[] = [];
      for (let tries = 0; chosen.size < nLines && tries < 40; tries++) {
        const cat = ro.weighted(CAT_MIX[c.seg]);
        const pool = items.filter(
          (it) => it.cat === cat && it.added <= day && (it.actv === "Y" || day <= LAST_SALE) && it.vend !== "V116",
        );
        if (!pool.length) continue;
        const it = ro.pick(pool);
        if (chosen.has(it.cd)) continue;
        chosen.add(it.cd);
        const qty = Math.max(1, Math.round(ro.weighted<number>([[1, 30], [2, 26], [3, 16], [4, 10], [6, 8], [8, 6], [12, 4]]) * c.size * 2.5));
        const prc = round2(it.list * idx);
        const disc = ro.chance(0.7) ? c.disc : 0;
        const amt = round2(qty * prc * (1 - disc / 100));
        lines.push({ item: it.cd, qty, prc, amt });
        lnRows.push([so, lines.length, it.cd, qty, prc, disc, amt]);
      }
      if (sts === "DLV" && dlv) {
        let invNo = `IN${dlv.slice(2, 4)}-${String(++invSeq).padStart(5, "0")}`;
        const amt = round2(lines.reduce((s, l) => s + l.amt, 0));
        if (ro.chance(0.006)) {
          // raised in error (wrong customer details) and replaced by a new invoice the same day
          invRows.push([invNo, so, c.no, dlv, Number(dlv.slice(0, 4)), Number(dlv.slice(5, 7)), addDays(dlv, TERM_DAYS[c.terms]), amt, "VOID", null]);
          invNo = `IN${dlv.slice(2, 4)}-${String(++invSeq).padStart(5, "0")}`;
        }
        const due = addDays(dlv, TERM_DAYS[c.terms]);
        let paid: string | null;
        if (c.payer === "GOOD") paid = addDays(due, ro.int(c.terms === "COD" ? 0 : -8, 4));
        else if (c.payer === "SLOW") paid = addDays(due, ro.int(-2, 38));
        else paid = ro.chance(0.12) && dlv < "2026-06-01" ? null : addDays(due, ro.int(12, 95));
        if (paid && paid < dlv) paid = dlv;
        const invSts = paid && paid <= LAST_DAY ? "PAID" : "OPEN";
        if (invSts === "OPEN") paid = null;
        invRows.push([invNo, so, c.no, dlv, Number(dlv.slice(0, 4)), Number(dlv.slice(5, 7)), due, amt, invSts, paid ? usText(paid) : null]);
        if (ro.chance(0.07)) {
          const l = ro.pick(lines);
          const it = itemByCd.get(l.item)!;
          const cold = it.cat === "CHL" || it.cat === "FRZ";
          const rsn = ro.weighted<string>([
            ["DMG", 40],
            ["SHRT", 18],
            ["EXPD", cold ? 14 : 6],
            ["TEMP", cold ? 22 : 0],
            ["WRNG", 12],
          ]);
          const cnDt = addDays(dlv, ro.int(0, 9));
          if (cnDt <= LAST_DAY) {
            const q = Math.min(l.qty, ro.weighted<number>([[1, 60], [2, 28], [3, 12]]));
            const cnAmt = round2((l.amt / l.qty) * q);
            const cnSts = cnDt > "2026-10-15" ? "PEND" : ro.chance(0.09) ? "REJ" : "APPR";
            const rsm = STAFF.find((s) => s[2] === "RSM" && s[4] === c.whse)![0];
            cnRows.push([`CN${++cnSeq}`, invNo, c.no, cnDt, l.item, q, cnAmt, rsn, cnSts, cnSts === "PEND" ? null : rsm]);
          }
        }
      }
    }
  }

  // Stock
  const rs = seededRandom(5_303);
  const stockRows: unknown[][] = [];
  for (const it of items) {
    for (const w of ["CHI", "MKE", "GRR"] as Whse[]) {
      const carries = w === "CHI" || (w === "MKE" ? rs.chance(0.8) : rs.chance(0.7));
      if (!carries) continue;
      const scale = w === "CHI" ? 1 : 0.5;
      const rop = it.actv === "N" ? 0 : Math.round(rs.int(8, 40) * scale) + 2;
      const rq = it.actv === "N" ? 0 : rop * rs.int(2, 4);
      let onHand: number;
      if (it.actv === "N") onHand = rs.chance(0.5) ? rs.int(1, 2) : rs.int(3, 6);
      else if (rs.chance(0.14)) onHand = rs.chance(0.25) ? 0 : rs.int(1, rop - 1);
      else onHand = rop + rs.int(1, rq);
      stockRows.push([w, it.cd, onHand, rop, rq, rs.date("2026-07-01", "2026-11-20")]);
    }
  }

  // Purchase orders
  const rp = seededRandom(66_019);
  const poRows: unknown[][] = [];
  const poLnRows: unknown[][] = [];
  let poSeq = 24_100;
  const stocked = new Set(stockRows.map((s) => `${s[0]}|${s[1]}`));
  for (const [vendNo, , , , lead, , bias] of VENDORS) {
    if (vendNo === "V116") continue;
    for (const w of ["CHI", "MKE", "GRR"] as Whse[]) {
      const its = items.filter((it) => it.vend === vendNo && stocked.has(`${w}|${it.cd}`));
      if (!its.length) continue;
      const gap = w === "CHI" ? 62 : 120;
      let day = rp.date("2025-01-02", "2025-02-20");
      while (day <= LAST_DAY) {
        const exp = addDays(day, lead);
        let sts = "RCVD";
        let rcv: string | null = addDays(exp, bias === 0 ? rp.int(-2, 1) : rp.int(-1, 1 + bias * 2));
        if (rcv < addDays(day, 1)) rcv = addDays(day, 1);
        if (rp.chance(0.04)) {
          sts = "CXL";
          rcv = null;
        } else if (rcv > LAST_DAY) {
          sts = "OPEN";
          rcv = null;
        }
        const po = `PO${(poSeq += rp.int(1, 3))}`;
        poRows.push([po, vendNo, w, day, exp, rcv, sts]);
        const pick = rp.shuffle(its.filter((it) => it.actv === "Y" || day <= LAST_SALE)).slice(0, rp.int(1, Math.min(5, its.length)));
        if (!pick.length) pick.push(its[0]);
        pick.forEach((it, n) => {
          const qty = rp.int(2, 12) * (w === "CHI" ? 10 : 5);
          const short = sts === "RCVD" && rp.chance(0.09);
          const qRcvd = sts === "RCVD" ? (short ? qty - rp.int(1, Math.max(1, Math.floor(qty / 3))) : qty) : null;
          const idx = day < "2026-01-01" ? 0.97 : 1.0;
          poLnRows.push([po, n + 1, it.cd, qty, qRcvd, round2(it.cost * idx)]);
        });
        day = addDays(day, Math.round(gap * (0.6 + rp.next() * 0.8)));
      }
    }
  }

  return [
    "CREATE SCHEMA sales;",
    "CREATE SCHEMA ops;",
    `CREATE TABLE sales.staff (emp_no varchar(5) PRIMARY KEY, emp_nm text NOT NULL, role_cd varchar(3) NOT NULL, mgr_emp_no varchar(5),
      home_whse char(3), hire_dt date NOT NULL, term_dt date);`,
    `CREATE TABLE ops.route (route_cd varchar(6) PRIMARY KEY, route_nm text NOT NULL, depot_cd char(3) NOT NULL, driver_nm text NOT NULL,
      van_reg varchar(12) NOT NULL, run_days varchar(24) NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE sales.cust (cust_no varchar(6) PRIMARY KEY, cust_nm text NOT NULL, seg_cd varchar(4) NOT NULL, city text NOT NULL,
      st char(2) NOT NULL, acct_mgr varchar(5) NOT NULL, cr_lmt numeric(10,2) NOT NULL, terms_cd varchar(3) NOT NULL,
      dflt_route varchar(6) NOT NULL, opened_dt date NOT NULL, closed_dt date, hold_flg smallint NOT NULL);`,
    `CREATE TABLE ops.vendor (vend_no varchar(4) PRIMARY KEY, vend_nm text NOT NULL, city text NOT NULL, ctry_cd char(2) NOT NULL,
      lead_days integer NOT NULL, pref_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.item (item_cd varchar(4) PRIMARY KEY, item_desc text NOT NULL, cat_cd varchar(3) NOT NULL, pack_qty integer NOT NULL,
      unit_sz varchar(20) NOT NULL, case_cost numeric(9,2) NOT NULL, list_prc numeric(9,2) NOT NULL, vend_no varchar(4) NOT NULL,
      added_dt date NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.stock (whse_cd char(3) NOT NULL, item_cd varchar(4) NOT NULL, on_hand integer NOT NULL, reord_pt integer NOT NULL,
      reord_qty integer NOT NULL, last_cnt_dt date NOT NULL, PRIMARY KEY (whse_cd, item_cd));`,
    `CREATE TABLE sales.so_hdr (so_no integer PRIMARY KEY, cust_no varchar(6) NOT NULL, ord_dt date NOT NULL, src_cd varchar(5) NOT NULL,
      req_dt date NOT NULL, route_cd varchar(6) NOT NULL, dlv_dt date, so_sts varchar(3) NOT NULL);`,
    `CREATE TABLE sales.so_ln (so_no integer NOT NULL, ln_no smallint NOT NULL, item_cd varchar(4) NOT NULL, qty integer NOT NULL,
      sell_prc numeric(9,2) NOT NULL, disc_pct numeric(4,1) NOT NULL, ln_amt numeric(11,2) NOT NULL, PRIMARY KEY (so_no, ln_no));`,
    `CREATE TABLE sales.inv (inv_no varchar(10) PRIMARY KEY, so_no integer NOT NULL, cust_no varchar(6) NOT NULL, inv_dt date NOT NULL,
      per_yr integer NOT NULL, per_mo integer NOT NULL, due_dt date NOT NULL, inv_amt numeric(11,2) NOT NULL, inv_sts varchar(4) NOT NULL,
      paid_dt varchar(10));`,
    `CREATE TABLE sales.cr_note (cn_no varchar(8) PRIMARY KEY, inv_no varchar(10) NOT NULL, cust_no varchar(6) NOT NULL, cn_dt date NOT NULL,
      item_cd varchar(4) NOT NULL, qty integer NOT NULL, cn_amt numeric(10,2) NOT NULL, rsn_cd varchar(4) NOT NULL, cn_sts varchar(4) NOT NULL,
      appr_by varchar(5));`,
    `CREATE TABLE ops.po_hdr (po_no varchar(8) PRIMARY KEY, vend_no varchar(4) NOT NULL, ship_to char(3) NOT NULL, po_dt date NOT NULL,
      exp_dt date NOT NULL, rcv_dt date, po_sts varchar(4) NOT NULL);`,
    `CREATE TABLE ops.po_ln (po_no varchar(8) NOT NULL, ln_no smallint NOT NULL, item_cd varchar(4) NOT NULL, qty_ord integer NOT NULL,
      qty_rcvd integer, case_cost numeric(9,2) NOT NULL, PRIMARY KEY (po_no, ln_no));`,
    insertRows(
      "sales.staff",
      ["emp_no", "emp_nm", "role_cd", "mgr_emp_no", "home_whse", "hire_dt", "term_dt"],
      STAFF,
    ),
    insertRows(
      "ops.route",
      ["route_cd", "route_nm", "depot_cd", "driver_nm", "van_reg", "run_days", "actv_yn"],
      ROUTES,
    ),
    insertRows(
      "sales.cust",
      ["cust_no", "cust_nm", "seg_cd", "city", "st", "acct_mgr", "cr_lmt", "terms_cd", "dflt_route", "opened_dt", "closed_dt", "hold_flg"],
      custRows,
    ),
    insertRows(
      "ops.vendor",
      ["vend_no", "vend_nm", "city", "ctry_cd", "lead_days", "pref_yn"],
      VENDORS.map((v) => v.slice(0, 6)),
    ),
    insertRows(
      "ops.item",
      ["item_cd", "item_desc", "cat_cd", "pack_qty", "unit_sz", "case_cost", "list_prc", "vend_no", "added_dt", "actv_yn"],
      items.map((i) => [i.cd, i.desc, i.cat, i.packQty, i.unitSz, i.cost, i.list, i.vend, i.added, i.actv]),
    ),
    insertRows("ops.stock", ["whse_cd", "item_cd", "on_hand", "reord_pt", "reord_qty", "last_cnt_dt"], stockRows),
    insertRows("sales.so_hdr", ["so_no", "cust_no", "ord_dt", "src_cd", "req_dt", "route_cd", "dlv_dt", "so_sts"], soRows),
    insertRows("sales.so_ln", ["so_no", "ln_no", "item_cd", "qty", "sell_prc", "disc_pct", "ln_amt"], lnRows),
    insertRows(
      "sales.inv",
      ["inv_no", "so_no", "cust_no", "inv_dt", "per_yr", "per_mo", "due_dt", "inv_amt", "inv_sts", "paid_dt"],
      invRows,
    ),
    insertRows(
      "sales.cr_note",
      ["cn_no", "inv_no", "cust_no", "cn_dt", "item_cd", "qty", "cn_amt", "rsn_cd", "cn_sts", "appr_by"],
      cnRows,
    ),
    insertRows("ops.po_hdr", ["po_no", "vend_no", "ship_to", "po_dt", "exp_dt", "rcv_dt", "po_sts"], poRows),
    insertRows("ops.po_ln", ["po_no", "ln_no", "item_cd", "qty_ord", "qty_rcvd", "case_cost"], poLnRows),
  ].join("\n");
}
