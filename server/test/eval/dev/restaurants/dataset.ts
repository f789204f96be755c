/**
 * Ember & Oak Hospitality, a restaurant group running wood-fired grill restaurants in the Pacific Northwest: two in
 * Seattle (Capitol Hill and Ballard), one each in Portland, Boise and Tacoma, and one in Spokane that closed at the
 * end of June 2025.
 *
 * Schema `ops` (back office):
 * - `loc`: the restaurants, keyed by `loc_cd` (SEA1, SEA2, PDX1, SPK1, BOI1, TAC1); `loc_nm` the restaurant's name,
 *   `city` and `st_cd` (two-letter state), `open_dt` the day it opened, `close_dt` the day it closed for good (empty
 *   while it is open), `seat_cnt` its dining-room seats, `tax_rt` the sales tax rate charged on checks (0.1035 is
 *   10.35%; Portland charges none).
 * - `emp`: staff. `emp_no` the badge number; `first_nm`, `last_nm`; `role_cd` DIR (the director of operations, who
 *   has no home restaurant), GM (general manager of a restaurant), MGR (floor manager), CHEF (head chef, runs the
 *   kitchen), SRV (server), BAR (bartender), HOST (host), COOK (line cook) or DISH (dishwasher); `home_loc` the
 *   restaurant they belong to (references `loc.loc_cd`); `reports_to` the `emp_no` of their manager (GMs report to the
 *   director, floor managers and head chefs to their GM, servers, bartenders and hosts to the floor manager, cooks and
 *   dishwashers to the head chef); `hire_dt`, and `term_dt` the last day of someone who has left (empty for current
 *   staff); `pay_typ` H for hourly staff, who have an hourly rate `hrly_rt`, or S for salaried staff (GMs and the
 *   director), who have an annual salary `ann_sal` and no hourly rate.
 * - `shift`: time-clock punches of hourly staff, one row per shift worked, since the time clock went live on
 *   2026-10-01. `shift_id` numbers the rows, `emp_no` who worked, `loc_cd` the restaurant the shift was worked at (staff sometimes cover a shift at
 *   another restaurant than their home one), `clock_in` and `clock_out` timestamps; `clock_out` is empty when the
 *   employee forgot to clock out (a missed punch).
 * - `supplier`: food, drink and supply vendors, keyed by `sup_no`, with their name `sup_nm`; `sup_typ` PRODUCE, MEAT, SEAFOOD, DAIRY, BEV (beer,
 *   wine and spirits distributor), BROAD (broadline distributor of dry goods and oils), PAPER (to-go packaging and
 *   paper goods), COFFEE or LINEN; `terms_days` the payment terms (invoice due so many days after its date);
 *   `actv_yn` N for a vendor we no longer buy from.
 * - `ap_inv`: purchase invoices from suppliers, keyed by `inv_id`; `vendor_ref` the supplier (references
 *   `supplier.sup_no`), `vend_inv_no` the supplier's own invoice number, `loc_cd` the restaurant the goods were
 *   delivered to, `inv_dt` the invoice date kept as YYYYMMDD text (as the accounts-payable import writes it), `due_dt`,
 *   `inv_amt` the invoice total, `inv_sts` OPEN (not paid yet), PAID or CXL (cancelled by the supplier, nothing owed),
 *   `paid_dt` the day we paid it (empty unless PAID).
 * - `ap_inv_ln`: invoice lines: `inv_id`, `ln_no`, `item_desc` the ingredient or supply bought, `uom` its unit (LB
 *   pound, CS case, GAL gallon, DZ dozen, KEG, BTL bottle, BAG, EA each), `qty`, `unit_cost` and `ext_cost` = qty times
 *   unit cost. An invoice's `inv_amt` is the sum of its lines.
 * - `sales_tgt`: monthly sales targets per restaurant: `loc_cd`, `tgt_yr` and `tgt_mo` (integers), `tgt_amt` the
 *   net sales the restaurant is expected to make that month (item sales before tax and tips, voids and comps left
 *   out).
 *
 * Schema `pos` (point of sale):
 * - `menu_cat`: menu categories, keyed by `cd`, with `cat_nm` and `alc_yn` Y for alcoholic drinks (Beer, Wine,
 *   Cocktails).
 * - `menu_item`: menu items, keyed by `item_no`; `item_nm`, `grp_cd` the category (references `menu_cat.cd`),
 *   `menu_prc` the current menu price (for a retired item, its last price), `active_yn` Y while the item is on the
 *   menu and N once it was retired, `intro_dt` the day it was added to the menu and `retire_dt` the first day it was
 *   no longer sold (empty while on the menu). Menu prices were raised on 2026-02-01.
 * - `chk`: guest checks (tickets) from 2025-01-01 to 2026-11-24, keyed by `chk_no`; `loc_cd`, `srv_emp_no` the server
 *   or bartender who rang it up (references `emp.emp_no`), `order_typ` DINE (dine-in), TOGO (takeout) or DLV
 *   (delivery through a delivery app), `guest_cnt` the number of guests seated (covers; empty for takeout and
 *   delivery), `opened_at`, `closed_at` when the check was paid and closed (empty for open and voided checks),
 *   `chk_sts` C (closed and paid), O (still open, not paid yet) or V (voided: cancelled, nothing charged); `tax_amt`
 *   the sales tax on the check (0 when voided).
 * - `chk_ln`: the items on a check: `chk_no`, `ln_no`, `item_no` (references `menu_item.item_no`), `qty`, `unit_prc`
 *   the price charged at the time, `ext_amt` = qty times unit price; `ln_sts` OK, VOID (taken off the check, never
 *   charged; every line of a voided check is VOID) or COMP (given to the guest free of charge, on the house);
 *   `adj_rsn` the reason for a void or comp (ERR entered in error, CUST guest changed their mind, CHKV the whole check
 *   was voided, QUAL food quality complaint, WAIT long wait, BDAY birthday treat, MGR manager's goodwill) and
 *   `adj_by_emp` the manager who approved it; both empty for OK lines. A check's subtotal (its net sales) is the sum
 *   of `ext_amt` of its OK lines; the guest pays subtotal plus `tax_amt`, plus any tip.
 * - `pmt`: payments on closed checks, usually one per check, two when guests split the bill (a closed check whose
 *   items were all voided or comped has none): `pmt_id`, `chk_no`,
 *   `tender_cd` CASH, VISA, MC, AMEX (the three credit and debit card brands), GIFT (gift card) or APP (paid through
 *   the delivery app), `pmt_amt` the part of the check total (subtotal plus tax) paid, `tip_amt` the tip added on top
 *   (empty for cash and delivery-app payments, whose tips the system does not see), `pmt_ts` when it was taken.
 *
 * "Today" is 2026-11-25; the data runs to the end of 2026-11-24.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const FIRST_DAY = "2025-01-01";
const LAST_DAY = "2026-11-24";
const TODAY = "2026-11-25";
const CLOCK_LIVE = "2026-10-01";
const PRICE_RISE = "2026-02-01";

/** [loc_cd, loc_nm, city, st_cd, open_dt, close_dt, seat_cnt, tax_rt] */
const LOCS: [string, string, string, string, string, string | null, number, number][] = [
  ["SEA1", "Ember & Oak Capitol Hill", "Seattle", "WA", "2019-05-02", null, 124, 0.1035],
  ["SEA2", "Ember & Oak Ballard", "Seattle", "WA", "2022-08-19", null, 96, 0.1035],
  ["PDX1", "Ember & Oak Pearl District", "Portland", "OR", "2020-10-07", null, 112, 0],
  ["SPK1", "Ember & Oak Riverfront", "Spokane", "WA", "2021-03-12", "2025-06-29", 78, 0.09],
  ["BOI1", "Ember & Oak Boise Downtown", "Boise", "ID", "2024-03-15", null, 88, 0.06],
  ["TAC1", "Ember & Oak Tacoma Waterfront", "Tacoma", "WA", "2026-05-14", null, 104, 0.103],
];
/** Average checks a day (in this data) per restaurant. */
const LOC_RATE: Record<string, number> = { SEA1: 0.52, SEA2: 0.33, PDX1: 0.44, SPK1: 0.24, BOI1: 0.28, TAC1: 0.38 };

/** [cd, cat_nm, alc_yn] */
const CATS: [string, string, string][] = [
  ["STR", "Starters", "N"],
  ["SAL", "Salads & Soups", "N"],
  ["ENT", "Entrees", "N"],
  ["SID", "Sides", "N"],
  ["DES", "Desserts", "N"],
  ["NAB", "Soft Drinks & Coffee", "N"],
  ["BER", "Beer", "Y"],
  ["WIN", "Wine", "Y"],
  ["CKT", "Cocktails", "Y"],
];

/** [item_no, item_nm, grp_cd, menu_prc, price before 2026-02-01, intro_dt, retire_dt, popularity] */
type Item = [number, string, string, number, number, string, string | null, number];
const ITEMS: Item[] = [
  [110, "Crispy Brussels Sprouts", "STR", 13, 12, "2019-05-02", null, 9],
  [112, "Smoked Salmon Dip", "STR", 16, 15, "2019-05-02", null, 7],
  [115, "Wood-Fired Flatbread", "STR", 17, 16, "2020-02-01", null, 8],
  [118, "Fried Calamari", "STR", 18, 17, "2019-05-02", null, 6],
  [121, "Smoked Chicken Wings", "STR", 15, 15, "2019-05-02", "2025-10-01", 7],
  [124, "Oysters on the Half Shell", "STR", 24, 24, "2026-04-01", null, 5],
  [210, "Caesar Salad", "SAL", 14, 13, "2019-05-02", null, 8],
  [212, "Beet & Chevre Salad", "SAL", 15, 14, "2021-04-01", null, 5],
  [215, "Clam Chowder", "SAL", 12, 11, "2019-05-02", null, 6],
  [218, "Tomato Bisque", "SAL", 10, 10, "2019-05-02", "2025-05-01", 4],
  [310, "Oak-Grilled Ribeye", "ENT", 48, 46, "2019-05-02", null, 9],
  [312, "Cedar Plank Salmon", "ENT", 36, 34, "2019-05-02", null, 11],
  [314, "Roast Half Chicken", "ENT", 28, 27, "2019-05-02", null, 8],
  [316, "Ember Burger", "ENT", 20, 19, "2019-05-02", null, 14],
  [318, "Braised Short Rib", "ENT", 39, 38, "2020-10-01", null, 7],
  [320, "Wild Mushroom Risotto", "ENT", 25, 24, "2019-05-02", null, 5],
  [322, "Fish & Chips", "ENT", 23, 22, "2019-05-02", null, 10],
  [324, "Bone-In Pork Chop", "ENT", 32, 31, "2022-03-01", null, 4],
  [326, "Seared Scallops", "ENT", 41, 39, "2023-06-01", null, 3],
  [328, "Harvest Grain Bowl", "ENT", 18, 18, "2021-01-15", "2026-03-15", 3],
  [330, "Braised Lamb Shank", "ENT", 42, 42, "2026-10-15", null, 4],
  [410, "Truffle Fries", "SID", 10, 9, "2019-05-02", null, 10],
  [412, "Mac & Cheese", "SID", 11, 10, "2019-05-02", null, 6],
  [414, "Charred Broccolini", "SID", 9, 8, "2020-06-01", null, 4],
  [416, "Garlic Mashed Potatoes", "SID", 8, 8, "2019-05-02", null, 5],
  [418, "Side Salad", "SID", 7, 6, "2019-05-02", "2025-08-01", 2],
  [510, "Chocolate Lava Cake", "DES", 12, 11, "2019-05-02", null, 8],
  [512, "Marionberry Cobbler", "DES", 11, 10, "2019-05-02", null, 6],
  [514, "Creme Brulee", "DES", 11, 10, "2020-02-01", null, 5],
  [516, "Ice Cream Scoop", "DES", 5, 5, "2019-05-02", null, 3],
  [610, "Fountain Soda", "NAB", 3.75, 3.5, "2019-05-02", null, 9],
  [612, "Iced Tea", "NAB", 3.75, 3.5, "2019-05-02", null, 6],
  [614, "Espresso", "NAB", 4.5, 4, "2019-05-02", null, 4],
  [616, "Fresh Lemonade", "NAB", 5, 4.5, "2019-05-02", null, 5],
  [618, "Sparkling Water", "NAB", 5, 5, "2019-05-02", null, 3],
  [620, "House Mocktail", "NAB", 9, 8, "2024-05-01", null, 3],
  [710, "Draft IPA", "BER", 8.5, 8, "2019-05-02", null, 9],
  [712, "Draft Lager", "BER", 7.5, 7, "2019-05-02", null, 6],
  [714, "Hard Cider", "BER", 8.5, 8, "2019-05-02", null, 3],
  [716, "Seasonal Draft", "BER", 9, 9, "2023-03-01", "2025-12-01", 4],
  [810, "House Red (glass)", "WIN", 12, 12, "2019-05-02", null, 6],
  [812, "House White (glass)", "WIN", 11, 11, "2019-05-02", null, 5],
  [814, "Willamette Pinot Noir (glass)", "WIN", 16, 15, "2019-05-02", null, 5],
  [816, "Columbia Valley Cabernet (bottle)", "WIN", 64, 62, "2019-05-02", null, 2],
  [818, "Prosecco (glass)", "WIN", 13, 12, "2021-06-01", null, 3],
  [910, "Smoked Old Fashioned", "CKT", 16, 15, "2019-05-02", null, 7],
  [912, "Spicy Margarita", "CKT", 14, 13, "2019-05-02", null, 6],
  [914, "Espresso Martini", "CKT", 16, 15, "2022-01-10", null, 5],
  [916, "Aperol Spritz", "CKT", 14, 13, "2019-05-02", null, 4],
];

const FIRST = [
  "Aaron", "Abby", "Adrian", "Alana", "Alexis", "Andre", "Angela", "Ben", "Bianca", "Brent", "Brooke", "Caleb",
  "Camila", "Casey", "Chloe", "Colin", "Dana", "Dante", "Devin", "Diana", "Elena", "Eli", "Emma", "Eric", "Felix",
  "Gabe", "Grace", "Hector", "Ivy", "Jalen", "Jamie", "Jenna", "Jonah", "Julia", "Kai", "Kendra", "Kevin", "Lana",
  "Leo", "Lily", "Logan", "Luca", "Maya", "Mia", "Miles", "Nadia", "Nico", "Noah", "Olivia", "Omar", "Paige",
  "Quinn", "Rachel", "Reid", "Rosa", "Ryan", "Sam", "Sofia", "Tariq", "Tessa", "Theo", "Tyler", "Vanessa", "Wes",
  "Yara", "Zach", "Zoe",
];
const LAST = [
  "Abbott", "Alvarez", "Bauer", "Becker", "Brooks", "Castillo", "Chen", "Coleman", "Cruz", "Dawson", "Diaz", "Ellis",
  "Fischer", "Flores", "Foster", "Gomez", "Grant", "Hayes", "Ibarra", "Jensen", "Kaur", "Keller", "Kim", "Larsen",
  "Lopez", "Mendez", "Morales", "Murphy", "Nguyen", "Novak", "Ortiz", "Park", "Patel", "Perry", "Quinn", "Ramos",
  "Reyes", "Rivera", "Russo", "Santos", "Schmidt", "Shaw", "Silva", "Soto", "Tran", "Vargas", "Vega", "Wagner",
  "Walsh", "Wong", "Yamada", "Young",
];

/** [sup_no, sup_nm, sup_typ, terms_days, actv_yn, invoice prefix] */
const SUPPLIERS: [number, string, string, number, string, string][] = [
  [501, "Puget Sound Produce Co", "PRODUCE", 15, "Y", "PSP"],
  [502, "Cascade Meats & Provisions", "MEAT", 30, "Y", "CMP"],
  [503, "Northwest Seafood Exchange", "SEAFOOD", 15, "Y", "NWS"],
  [504, "Valley Creamery", "DAIRY", 15, "Y", "VC"],
  [505, "Evergreen Beverage Distributors", "BEV", 30, "Y", "EBD"],
  [506, "Columbia Foodservice", "BROAD", 30, "Y", "CFS"],
  [507, "Inland Empire Produce", "PRODUCE", 15, "N", "IEP"],
  [508, "Treasure Valley Farms", "PRODUCE", 15, "Y", "TVF"],
  [509, "Rainier Paper & Packaging", "PAPER", 30, "Y", "RPP"],
  [510, "Coastal Coffee Roasters", "COFFEE", 30, "Y", "CCR"],
  [511, "Salish Sea Oyster Farm", "SEAFOOD", 15, "Y", "SSO"],
  [512, "Highland Linen Service", "LINEN", 30, "Y", "HLS"],
];

/** Ingredients by supplier: [item_desc, uom, base unit cost, typical qty min, max] */
const CATALOG: Record<number, [string, string, number, number, number][]> = {
  501: [
    ["Romaine hearts", "CS", 38.5, 1, 4],
    ["Brussels sprouts", "LB", 2.4, 15, 40],
    ["Russet potatoes", "LB", 0.62, 50, 150],
    ["Lemons", "CS", 46, 1, 2],
    ["Mixed greens", "LB", 5.2, 8, 20],
    ["Cremini mushrooms", "LB", 4.1, 10, 25],
    ["Red beets", "LB", 1.35, 10, 30],
    ["Broccolini", "LB", 3.9, 10, 25],
  ],
  507: [
    ["Romaine hearts", "CS", 37.25, 1, 3],
    ["Russet potatoes", "LB", 0.55, 50, 120],
    ["Mixed greens", "LB", 5.05, 6, 15],
    ["Brussels sprouts", "LB", 2.3, 10, 30],
  ],
  508: [
    ["Romaine hearts", "CS", 36.9, 1, 3],
    ["Russet potatoes", "LB", 0.48, 50, 150],
    ["Mixed greens", "LB", 5.1, 6, 18],
    ["Red beets", "LB", 1.2, 10, 25],
    ["Brussels sprouts", "LB", 2.2, 10, 30],
  ],
  502: [
    ["Ribeye steak", "LB", 14.8, 20, 45],
    ["Beef short rib", "LB", 9.6, 15, 35],
    ["Ground beef 80/20", "LB", 5.4, 30, 70],
    ["Whole chicken", "LB", 2.85, 30, 70],
    ["Bone-in pork chop", "LB", 5.9, 10, 25],
    ["Chicken wings", "LB", 3.7, 20, 40],
    ["Lamb shank", "LB", 8.9, 10, 25],
  ],
  503: [
    ["King salmon fillet", "LB", 16.5, 15, 40],
    ["Sea scallops U10", "LB", 27.5, 5, 12],
    ["Pacific cod", "LB", 9.2, 15, 35],
    ["Squid tubes and tentacles", "LB", 6.4, 8, 20],
    ["Manila clams", "LB", 7.1, 10, 25],
  ],
  511: [["Pacific oysters", "DZ", 14.5, 4, 12]],
  504: [
    ["Heavy cream", "GAL", 18.2, 3, 8],
    ["Unsalted butter", "LB", 4.9, 20, 45],
    ["Parmesan", "LB", 13.6, 5, 12],
    ["Goat cheese", "LB", 11.2, 3, 8],
    ["Eggs", "CS", 52, 1, 3],
  ],
  505: [
    ["IPA keg", "KEG", 189, 1, 3],
    ["Lager keg", "KEG", 165, 1, 2],
    ["Cider keg", "KEG", 178, 1, 1],
    ["House red wine", "CS", 96, 1, 3],
    ["House white wine", "CS", 92, 1, 3],
    ["Pinot noir", "CS", 168, 1, 2],
    ["Bourbon", "BTL", 31.5, 3, 8],
    ["Tequila", "BTL", 28.75, 3, 8],
  ],
  506: [
    ["Fryer oil", "GAL", 9.8, 10, 30],
    ["Arborio rice", "LB", 2.15, 10, 25],
    ["All-purpose flour", "BAG", 21.5, 1, 4],
    ["Cane sugar", "BAG", 26, 1, 3],
    ["Dark chocolate", "LB", 8.4, 4, 10],
  ],
  509: [
    ["To-go containers", "CS", 64, 1, 4],
    ["Paper napkins", "CS", 39, 1, 3],
    ["Nitrile gloves", "CS", 58, 1, 2],
  ],
};

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dow = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const round2 = (n: number) => Math.round(n * 100) / 100;
const quarter = (n: number) => Math.round(n * 4) / 4;
/** `YYYY-MM-DD HH:MM:SS` for a day plus minutes after its midnight. */
const ts = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(minutes) * 60_000).toISOString().slice(0, 19).replace("T", " ");

interface Emp {
  no: number;
  first: string;
  last: string;
  role: string;
  loc: string | null;
  mgr: number | null;
  hire: string;
  term: string | null;
  rate: number | null;
  sal: number | null;
  /** No shifts from this day (on leave). */
  leave?: string;
}

const employed = (e: Emp, day: string) => e.hire <= day && (e.term === null || e.term >= day);

export function datasetSql(): string {
  // ---------------------------------------------------------------- staff
  const re = seededRandom(61_403);
  const emps: Emp[] = [];
  const usedNames = new Set<string>();
  const name = (): [string, string] => {
    for (;;) {
      const f = re.pick(FIRST);
      const l = re.pick(LAST);
      if (!usedNames.has(`${f} ${l}`)) {
        usedNames.add(`${f} ${l}`);
        return [f, l];
      }
    }
  };
  const fixed = (
    no: number,
    first: string,
    last: string,
    role: string,
    loc: string | null,
    mgr: number | null,
    hire: string,
    term: string | null,
    rate: number | null,
    sal: number | null,
  ) => {
    usedNames.add(`${first} ${last}`);
    const e: Emp = { no, first, last, role, loc, mgr, hire, term, rate, sal };
    emps.push(e);
    return e;
  };
  fixed(1001, "Renata", "Okafor", "DIR", null, null, "2018-01-08", null, null, 168000);
  const GM: Record<string, Emp> = {
    SEA1: fixed(1010, "Marcus", "Delgado", "GM", "SEA1", 1001, "2019-03-11", null, null, 92000),
    SEA2: fixed(1020, "Hannah", "Whitfield", "GM", "SEA2", 1001, "2022-06-01", null, null, 86500),
    PDX1: fixed(1030, "Tobias", "Lindgren", "GM", "PDX1", 1001, "2020-08-17", null, null, 88000),
    SPK1: fixed(1040, "Carla", "Jimenez", "GM", "SPK1", 1001, "2021-01-25", "2025-06-29", null, 79000),
    BOI1: fixed(1050, "Derek", "Amundsen", "GM", "BOI1", 1001, "2024-01-15", null, null, 81000),
    TAC1: fixed(1060, "Priya", "Nair", "GM", "TAC1", 1001, "2026-03-02", null, null, 84000),
  };
  /** Floor managers and head chefs, in order of tenure per restaurant. */
  const MGRS: Record<string, Emp[]> = {};
  const CHEFS: Record<string, Emp[]> = {};
  const lead = (
    map: Record<string, Emp[]>,
    no: number,
    first: string,
    last: string,
    role: string,
    loc: string,
    hire: string,
    term: string | null,
    rate: number,
  ) => {
    const e = fixed(no, first, last, role, loc, GM[loc]!.no, hire, term, rate, null);
    (map[loc] ??= []).push(e);
  };
  lead(MGRS, 1011, "Jordan", "Pike", "MGR", "SEA1", "2019-04-01", null, 31.5);
  lead(CHEFS, 1012, "Alejandro", "Ruiz", "CHEF", "SEA1", "2019-02-18", null, 34.25);
  lead(MGRS, 1021, "Kelsey", "Marsh", "MGR", "SEA2", "2022-07-11", "2025-08-15", 28.75);
  lead(MGRS, 1025, "Trevor", "Osei", "MGR", "SEA2", "2025-08-11", null, 29.5);
  lead(CHEFS, 1022, "Mei", "Takahashi", "CHEF", "SEA2", "2022-07-05", null, 33.0);
  lead(MGRS, 1031, "Sadie", "Brennan", "MGR", "PDX1", "2020-09-08", null, 27.0);
  lead(CHEFS, 1032, "Rafael", "Moreno", "CHEF", "PDX1", "2020-08-31", null, 32.5);
  lead(MGRS, 1041, "Dustin", "Howell", "MGR", "SPK1", "2021-02-15", "2025-06-29", 26.25);
  lead(CHEFS, 1042, "Annika", "Strand", "CHEF", "SPK1", "2021-02-01", "2025-06-29", 30.75);
  lead(MGRS, 1051, "Lauren", "Pierce", "MGR", "BOI1", "2024-02-12", null, 26.5);
  lead(CHEFS, 1052, "Mateo", "Herrera", "CHEF", "BOI1", "2024-02-05", "2026-06-30", 31.0);
  lead(CHEFS, 1055, "Ingrid", "Solberg", "CHEF", "BOI1", "2026-06-22", null, 32.0);
  lead(MGRS, 1061, "Cody", "Ferreira", "MGR", "TAC1", "2026-04-06", null, 28.0);
  lead(CHEFS, 1062, "Naomi", "Achebe", "CHEF", "TAC1", "2026-03-30", null, 33.5);

  const leadOn = (list: Emp[], day: string) => list.find((e) => employed(e, day)) ?? list[list.length - 1]!;
  const RATE: Record<string, [number, number]> = {
    SRV: [16.5, 19.5],
    BAR: [17.25, 21],
    HOST: [16.25, 17.75],
    COOK: [19, 26],
    DISH: [16.5, 18.5],
  };
  const SLOTS: [string, number][] = [
    ["SRV", 4],
    ["BAR", 1],
    ["HOST", 1],
    ["COOK", 3],
    ["DISH", 1],
  ];
  let empSeq = 2000;
  for (const [cd, , , , openDt, closeDt] of LOCS) {
    for (const [role, count] of SLOTS) {
      for (let s = 0; s < count; s++) {
        let hire =
          openDt >= "2024-01-01"
            ? addDays(openDt, -re.int(10, 40))
            : re.chance(0.6)
              ? re.date(openDt, "2023-06-30")
              : re.date("2023-07-01", "2024-11-30");
        for (;;) {
          let term: string | null = null;
          if (re.chance(0.4)) {
            const from = hire > "2025-01-15" ? addDays(hire, 90) : "2025-01-15";
            if (from < "2026-11-01") term = re.date(from, "2026-11-10");
          }
          if (closeDt && (term === null || term > closeDt)) term = closeDt;
          const [first, last] = name();
          const boss = role === "COOK" || role === "DISH" ? CHEFS[cd]! : MGRS[cd]!;
          const [lo, hi] = RATE[role]!;
          emps.push({
            no: (empSeq += re.int(1, 9)),
            first,
            last,
            role,
            loc: cd,
            mgr: leadOn(boss, term ?? TODAY).no,
            hire,
            term,
            rate: quarter(re.float(lo, hi)),
            sal: null,
          });
          if (term === null || term === closeDt) break;
          hire = addDays(term, re.int(5, 25));
          if (hire > LAST_DAY) break;
        }
      }
    }
  }
  const byRole = (loc: string, roles: string[], day: string) =>
    emps.filter((e) => e.loc === loc && roles.includes(e.role) && employed(e, day));
  // a veteran line cook paid above the head chef, and a veteran bartender paid above the floor manager
  const vetCook = byRole("SEA1", ["COOK"], TODAY)[0]!;
  vetCook.rate = 36.5;
  vetCook.hire = "2019-04-22";
  const vetBar = byRole("PDX1", ["BAR"], TODAY)[0]!;
  vetBar.rate = 27.75;
  vetBar.hire = "2020-09-21";
  // a server on leave since late October
  const onLeave = byRole("SEA2", ["SRV"], TODAY)[0]!;
  onLeave.leave = "2026-10-19";

  // ---------------------------------------------------------------- shifts
  const rs = seededRandom(72_519);
  interface Shift {
    emp: Emp;
    loc: string;
    day: string;
    inMin: number;
    outMin: number;
    missed: boolean;
    part: "L" | "D";
  }
  const shifts: Shift[] = [];
  const openLocs = (day: string) => LOCS.filter((l) => l[4] <= day && (l[5] === null || l[5] >= day)).map((l) => l[0]);
  for (let day = CLOCK_LIVE; day <= LAST_DAY; day = addDays(day, 1)) {
    const busy = new Set<number>();
    const wd = dow(day);
    const weekend = wd === 5 || wd === 6;
    for (const loc of openLocs(day)) {
      const take = (roles: string[], n: number, part: "L" | "D", inMin: number, outMin: number) => {
        for (let i = 0; i < n; i++) {
          let pool = byRole(loc, roles, day).filter((e) => !busy.has(e.no) && (!e.leave || day < e.leave));
          // now and then someone from another restaurant covers the shift
          if (rs.chance(0.035)) {
            const others = openLocs(day).filter((l) => l !== loc);
            const alt = rs.pick(others);
            const altPool = byRole(alt, roles, day).filter((e) => !busy.has(e.no) && (!e.leave || day < e.leave));
            if (altPool.length) pool = altPool;
          }
          if (!pool.length) continue;
          const e = rs.pick(pool);
          busy.add(e.no);
          shifts.push({
            emp: e,
            loc,
            day,
            inMin: inMin + rs.int(-20, 15),
            outMin: outMin + rs.int(-40, 45) + (weekend ? 30 : 0),
            missed: rs.chance(0.005),
            part,
          });
        }
      };
      take(["SRV", "BAR"], weekend ? 3 : 2, "D", 16 * 60, 22 * 60 + 30);
      take(["COOK"], weekend ? 2 : 1, "D", 14 * 60 + 30, 23 * 60);
      if (wd === 0 || wd === 6) {
        take(["SRV"], 1, "L", 10 * 60 + 30, 15 * 60);
        take(["COOK"], 1, "L", 9 * 60 + 30, 15 * 60 + 30);
      }
      if (rs.chance(0.7)) take(["MGR"], 1, "D", 15 * 60, 23 * 60 + 30);
      if (rs.chance(0.7)) take(["CHEF"], 1, "D", 11 * 60, 21 * 60);
      if (rs.chance(0.6)) take(["DISH"], 1, "D", 17 * 60, 23 * 60 + 45);
      if (weekend) take(["HOST"], 1, "D", 16 * 60 + 30, 21 * 60 + 30);
    }
  }

  // ---------------------------------------------------------------- checks
  const rc = seededRandom(83_117);
  interface Line {
    item: Item;
    qty: number;
    prc: number;
    sts: string;
    rsn: string | null;
    by: number | null;
  }
  interface Check {
    no: number;
    loc: string;
    srv: number;
    typ: string;
    guests: number | null;
    open: string;
    openMin: number;
    closeMin: number;
    sts: string;
    lines: Line[];
    tax: number;
  }
  const checks: Check[] = [];
  const onMenu = (it: Item, day: string) => it[5] <= day && (it[6] === null || day < it[6]);
  const pickItem = (cats: string[], day: string) => {
    const cands = ITEMS.filter((it) => cats.includes(it[2]) && onMenu(it, day)).map((it) => [it, it[7]] as const);
    return rc.weighted(cands);
  };
  const season = [0.85, 0.85, 0.95, 1, 1.05, 1.15, 1.25, 1.2, 1.05, 1, 0.95, 1.15];
  for (let day = FIRST_DAY; day <= LAST_DAY; day = addDays(day, 1)) {
    const wd = dow(day);
    const dayFactor = [1, 0.6, 0.75, 0.85, 1, 1.45, 1.5][wd]! * season[Number(day.slice(5, 7)) - 1]!;
    const dayChecks: Check[] = [];
    for (const loc of openLocs(day)) {
      const rate = LOC_RATE[loc]! * dayFactor * (day.startsWith("2026") ? 1.08 : 1);
      let n = Math.floor(rate);
      if (rc.next() < rate - n) n++;
      for (let k = 0; k < n; k++) {
        const typ = rc.weighted<string>([
          ["DINE", 78],
          ["TOGO", 13],
          ["DLV", loc === "SPK1" ? 0 : 9],
        ]);
        let part: "L" | "D" = rc.chance(0.3) ? "L" : "D";
        let srv: number;
        let openMin: number;
        if (day >= CLOCK_LIVE) {
          let cands = shifts.filter(
            (s) => s.day === day && s.loc === loc && s.part === part && ["SRV", "BAR"].includes(s.emp.role),
          );
          if (!cands.length) {
            part = "D";
            cands = shifts.filter(
              (s) => s.day === day && s.loc === loc && s.part === "D" && ["SRV", "BAR"].includes(s.emp.role),
            );
          }
          if (!cands.length) continue;
          const s = rc.pick(cands);
          srv = s.emp.no;
          openMin = rc.int(s.inMin + 20, Math.min(s.outMin - 60, part === "L" ? 14 * 60 : 21 * 60 + 30));
        } else {
          const pool = byRole(loc, ["SRV", "BAR"], day);
          if (!pool.length) continue;
          srv = rc.pick(pool).no;
          openMin = part === "L" ? rc.int(11 * 60 + 10, 14 * 60) : rc.int(17 * 60, 21 * 60 + 30);
        }
        const guests =
          typ === "DINE"
            ? rc.weighted<number>([
                [1, 12],
                [2, 42],
                [3, 15],
                [4, 19],
                [5, 5],
                [6, 4],
                [8, 2],
                [10, 1],
              ])
            : null;
        const picks: Item[] = [];
        const people = guests ?? rc.weighted<number>([[1, 45], [2, 40], [3, 15]]);
        for (let g = 0; g < people; g++) {
          if (rc.chance(0.85)) picks.push(pickItem(["ENT"], day));
          else picks.push(pickItem(["SAL", "STR"], day));
          if (typ === "DINE") {
            if (rc.chance(0.7)) picks.push(pickItem(rc.chance(0.55) ? ["BER", "WIN", "CKT"] : ["NAB"], day));
            if (rc.chance(0.12)) picks.push(pickItem(["BER", "WIN", "CKT"], day));
            if (rc.chance(0.06)) picks.push(pickItem(["SAL"], day));
          } else if (rc.chance(0.3)) picks.push(pickItem(["NAB"], day));
        }
        const shared = typ === "DINE" ? Math.ceil(people / 3) : 1;
        for (let i = 0; i < shared; i++) {
          if (rc.chance(typ === "DINE" ? 0.5 : 0.2)) picks.push(pickItem(["STR"], day));
          if (rc.chance(typ === "DINE" ? 0.3 : 0.25)) picks.push(pickItem(["SID"], day));
          if (rc.chance(typ === "DINE" ? 0.32 : 0.08)) picks.push(pickItem(["DES"], day));
        }
        const lines: Line[] = [];
        for (const it of picks) {
          const same = lines.find((l) => l.item === it);
          if (same) same.qty++;
          else lines.push({ item: it, qty: 1, prc: day < PRICE_RISE ? it[4] : it[3], sts: "OK", rsn: null, by: null });
        }
        const dur =
          typ === "DINE" ? rc.int(40, 75) + (guests ?? 2) * rc.int(3, 8) : typ === "TOGO" ? rc.int(6, 22) : rc.int(4, 14);
        dayChecks.push({
          no: 0,
          loc,
          srv,
          typ,
          guests,
          open: day,
          openMin,
          closeMin: openMin + dur,
          sts: "C",
          lines,
          tax: 0,
        });
      }
    }
    dayChecks.sort((a, b) => a.openMin - b.openMin || a.loc.localeCompare(b.loc));
    checks.push(...dayChecks);
  }
  let chkSeq = 400_000;
  for (const c of checks) c.no = chkSeq += rc.int(1, 3);

  // voids, comps, open checks
  const ra = seededRandom(94_021);
  const approver = (loc: string, day: string) => {
    const m = byRole(loc, ["MGR"], day);
    return (m[0] ?? GM[loc]!).no;
  };
  const recent = checks.filter((c) => c.open >= "2026-11-20" && c.typ === "DINE");
  const openChecks = new Set(ra.shuffle(recent).slice(0, 3));
  for (const c of checks) {
    if (openChecks.has(c)) c.sts = "O";
    else if (ra.chance(0.016)) c.sts = "V";
    const by = approver(c.loc, c.open);
    for (const l of c.lines) {
      if (c.sts === "V") {
        l.sts = "VOID";
        l.rsn = "CHKV";
        l.by = by;
        continue;
      }
      const roll = ra.next();
      if (roll < 0.028) {
        l.sts = "VOID";
        l.rsn = ra.chance(0.7) ? "ERR" : "CUST";
        l.by = by;
      } else if (roll < 0.058 && c.sts === "C" && l.qty === 1) {
        l.sts = "COMP";
        l.rsn =
          l.item[2] === "DES" && ra.chance(0.5)
            ? "BDAY"
            : ra.weighted<string>([
                ["QUAL", 50],
                ["WAIT", 30],
                ["MGR", 20],
              ]);
        l.by = by;
      }
    }
  }
  const taxRt = Object.fromEntries(LOCS.map((l) => [l[0], l[7]]));
  const subtotal = (c: Check) => round2(c.lines.filter((l) => l.sts === "OK").reduce((s, l) => s + l.qty * l.prc, 0));
  for (const c of checks) c.tax = c.sts === "V" ? 0 : round2(subtotal(c) * taxRt[c.loc]!);

  // payments
  const rp = seededRandom(15_877);
  const pmtRows: unknown[][] = [];
  let pmtSeq = 7_000_000;
  for (const c of checks) {
    if (c.sts !== "C") continue;
    const sub = subtotal(c);
    const total = round2(sub + c.tax);
    if (total <= 0) continue;
    const at = ts(c.open, c.closeMin + rp.int(0, 3));
    const tender = () =>
      c.typ === "DLV"
        ? "APP"
        : rp.weighted<string>([
            ["CASH", c.typ === "TOGO" ? 10 : 14],
            ["VISA", 42],
            ["MC", 24],
            ["AMEX", 14],
            ["GIFT", 4],
          ]);
    const tipPct = () =>
      c.typ === "DINE"
        ? Math.max(0, Math.min(0.4, 0.19 + (rp.next() + rp.next() + rp.next() - 1.5) * 0.12 + (rp.chance(0.04) ? 0.12 : 0)))
        : rp.chance(0.5)
          ? 0
          : rp.float(0.05, 0.15, 3);
    const parts =
      c.typ === "DINE" && (c.guests ?? 1) >= 2 && rp.chance(0.09) ? [round2(total / 2), round2(total - round2(total / 2))] : [total];
    for (const amt of parts) {
      const t = tender();
      const tip = t === "CASH" || t === "APP" ? null : round2((amt / (1 + taxRt[c.loc]!)) * tipPct());
      pmtRows.push([(pmtSeq += rp.int(1, 4)), c.no, t, amt, tip, at]);
    }
  }

  // ---------------------------------------------------------------- sales targets
  const rt = seededRandom(27_733);
  const actual = new Map<string, number>();
  for (const c of checks) {
    const key = `${c.loc}|${c.open.slice(0, 7)}`;
    actual.set(key, (actual.get(key) ?? 0) + subtotal(c));
  }
  const tgtRows: unknown[][] = [];
  for (const [cd, , , , openDt, closeDt] of LOCS) {
    for (let y = 2025; y <= 2026; y++) {
      for (let m = 1; m <= 12; m++) {
        const month = `${y}-${pad(m)}`;
        if (openDt.slice(0, 7) > month || (closeDt && closeDt.slice(0, 7) < month)) continue;
        let base = actual.get(`${cd}|${month}`) ?? 0;
        if (month >= "2026-11") base = (actual.get(`${cd}|2026-10`) ?? 0) * (m === 12 ? 1.2 : 1.05);
        if (month === openDt.slice(0, 7)) base = base * 0.9;
        const tgt = Math.round((base * rt.float(0.86, 1.16, 3)) / 50) * 50;
        tgtRows.push([cd, y, m, tgt]);
      }
    }
  }

  // ---------------------------------------------------------------- purchasing
  const ri = seededRandom(39_661);
  const invRows: unknown[][] = [];
  const invLnRows: unknown[][] = [];
  let invId = 30_000;
  const vendSeq: Record<number, number> = {};
  const supOf = (no: number) => SUPPLIERS.find((s) => s[0] === no)!;
  /** [sup_no, invoices a month, first month] */
  const plan = (loc: string): [number, number, string][] => [
    [loc === "SPK1" ? 507 : loc === "BOI1" ? 508 : 501, 1.3, "2025-01"],
    [502, 1, "2025-01"],
    [503, 0.9, "2025-01"],
    [504, 0.6, "2025-01"],
    [505, 0.8, "2025-01"],
    [506, 0.5, "2025-01"],
    [509, 0.3, "2025-01"],
    ...(["SEA1", "SEA2", "TAC1"].includes(loc) ? ([[511, 0.6, "2026-04"]] as [number, number, string][]) : []),
  ];
  const invs: { id: number; sup: number; loc: string; dt: string; lines: [string, string, number, number][] }[] = [];
  for (let y = 2025; y <= 2026; y++) {
    for (let m = 1; m <= 12; m++) {
      const month = `${y}-${pad(m)}`;
      for (const [cd, , , , openDt, closeDt] of LOCS) {
        for (const [sup, perMonth, from] of plan(cd)) {
          if (month < from) continue;
          let n = Math.floor(perMonth);
          if (ri.next() < perMonth - n) n++;
          for (let k = 0; k < n; k++) {
            const dt = ri.date(`${month}-01`, addDays(`${m === 12 ? y + 1 : y}-${pad(m === 12 ? 1 : m + 1)}-01`, -1));
            if (dt > LAST_DAY || dt < openDt || (closeDt && dt > closeDt)) continue;
            const cat = CATALOG[sup]!;
            const cnt = Math.min(cat.length, ri.int(2, 4));
            const monthsIn = (y - 2025) * 12 + m - 1;
            const lines = ri.shuffle(cat)
              .slice(0, cnt)
              .map(([desc, uom, cost, lo, hi]) => {
                let unit = cost * (1 + 0.0035 * monthsIn) * ri.float(0.95, 1.05, 3);
                if (desc === "King salmon fillet") unit *= [1.12, 1.15, 1.1, 1.02, 0.92, 0.86, 0.84, 0.88, 0.95, 1.02, 1.08, 1.12][m - 1]!;
                const qty = ri.int(lo, hi);
                return [desc, uom, qty, round2(unit)] as [string, string, number, number];
              });
            invs.push({ id: 0, sup, loc: cd, dt, lines });
          }
        }
      }
    }
  }
  invs.sort((a, b) => a.dt.localeCompare(b.dt) || a.loc.localeCompare(b.loc) || a.sup - b.sup);
  for (const inv of invs) {
    inv.id = invId += ri.int(1, 5);
    const sup = supOf(inv.sup);
    vendSeq[inv.sup] = (vendSeq[inv.sup] ?? ri.int(10_000, 80_000)) + ri.int(3, 60);
    const due = addDays(inv.dt, sup[3]);
    const amt = round2(inv.lines.reduce((s, [, , q, u]) => s + round2(q * u), 0));
    let sts = "PAID";
    let paid: string | null = addDays(
      due,
      ri.weighted<number>([
        [ri.int(-8, 0), 70],
        [ri.int(1, 10), 22],
        [ri.int(11, 35), 8],
      ]),
    );
    if (paid <= inv.dt) paid = addDays(inv.dt, ri.int(1, 5));
    if (ri.chance(0.015)) {
      sts = "CXL";
      paid = null;
    } else if (paid > LAST_DAY || ri.chance(0.012)) {
      sts = "OPEN";
      paid = null;
    }
    invRows.push([inv.id, inv.sup, `${sup[5]}-${vendSeq[inv.sup]}`, inv.loc, inv.dt.replace(/-/g, ""), due, amt, sts, paid]);
    inv.lines.forEach(([desc, uom, q, u], i) => invLnRows.push([inv.id, i + 1, desc, uom, q, u, round2(q * u)]));
  }

  if (TODAY <= LAST_DAY) throw new Error("today must follow the last day of data");

  const chkRows = checks.map((c) => [
    c.no,
    c.loc,
    c.srv,
    c.typ,
    c.guests,
    ts(c.open, c.openMin),
    c.sts === "C" ? ts(c.open, c.closeMin) : null,
    c.sts,
    c.tax,
  ]);
  const lnRows: unknown[][] = [];
  for (const c of checks)
    c.lines.forEach((l, i) =>
      lnRows.push([c.no, i + 1, l.item[0], l.qty, l.prc, round2(l.qty * l.prc), l.sts, l.rsn, l.by]),
    );
  const shiftRows = shifts
    .sort((a, b) => a.day.localeCompare(b.day) || a.inMin - b.inMin || a.emp.no - b.emp.no)
    .map((s, i) => [90_001 + i, s.emp.no, s.loc, ts(s.day, s.inMin), s.missed ? null : ts(s.day, s.outMin)]);

  return [
    "CREATE SCHEMA ops;",
    "CREATE SCHEMA pos;",
    `CREATE TABLE ops.loc (loc_cd varchar(4) PRIMARY KEY, loc_nm text NOT NULL, city text NOT NULL, st_cd char(2) NOT NULL, open_dt date NOT NULL,
      close_dt date, seat_cnt integer NOT NULL, tax_rt numeric(5,4) NOT NULL);`,
    `CREATE TABLE ops.emp (emp_no integer PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, role_cd varchar(4) NOT NULL,
      home_loc varchar(4) REFERENCES ops.loc (loc_cd), reports_to integer REFERENCES ops.emp (emp_no), hire_dt date NOT NULL, term_dt date,
      pay_typ char(1) NOT NULL, hrly_rt numeric(6,2), ann_sal numeric(9,2));`,
    `CREATE TABLE ops.shift (shift_id integer PRIMARY KEY, emp_no integer NOT NULL REFERENCES ops.emp (emp_no),
      loc_cd varchar(4) NOT NULL REFERENCES ops.loc (loc_cd), clock_in timestamp NOT NULL, clock_out timestamp);`,
    `CREATE TABLE ops.supplier (sup_no integer PRIMARY KEY, sup_nm text NOT NULL, sup_typ varchar(8) NOT NULL, terms_days integer NOT NULL,
      actv_yn char(1) NOT NULL);`,
    `CREATE TABLE ops.ap_inv (inv_id integer PRIMARY KEY, vendor_ref integer NOT NULL REFERENCES ops.supplier (sup_no), vend_inv_no varchar(12) NOT NULL,
      loc_cd varchar(4) NOT NULL REFERENCES ops.loc (loc_cd), inv_dt char(8) NOT NULL, due_dt date NOT NULL, inv_amt numeric(10,2) NOT NULL,
      inv_sts varchar(4) NOT NULL, paid_dt date);`,
    `CREATE TABLE ops.ap_inv_ln (inv_id integer NOT NULL REFERENCES ops.ap_inv (inv_id), ln_no integer NOT NULL, item_desc text NOT NULL,
      uom varchar(4) NOT NULL, qty numeric(8,2) NOT NULL, unit_cost numeric(8,2) NOT NULL, ext_cost numeric(10,2) NOT NULL, PRIMARY KEY (inv_id, ln_no));`,
    `CREATE TABLE ops.sales_tgt (loc_cd varchar(4) NOT NULL REFERENCES ops.loc (loc_cd), tgt_yr integer NOT NULL, tgt_mo integer NOT NULL,
      tgt_amt numeric(10,2) NOT NULL, PRIMARY KEY (loc_cd, tgt_yr, tgt_mo));`,
    `CREATE TABLE pos.menu_cat (cd varchar(3) PRIMARY KEY, cat_nm text NOT NULL, alc_yn char(1) NOT NULL);`,
    `CREATE TABLE pos.menu_item (item_no integer PRIMARY KEY, item_nm text NOT NULL, grp_cd varchar(3) NOT NULL REFERENCES pos.menu_cat (cd),
      menu_prc numeric(6,2) NOT NULL, active_yn char(1) NOT NULL, intro_dt date NOT NULL, retire_dt date);`,
    `CREATE TABLE pos.chk (chk_no integer PRIMARY KEY, loc_cd varchar(4) NOT NULL REFERENCES ops.loc (loc_cd),
      srv_emp_no integer NOT NULL REFERENCES ops.emp (emp_no), order_typ varchar(4) NOT NULL, guest_cnt integer, opened_at timestamp NOT NULL,
      closed_at timestamp, chk_sts char(1) NOT NULL, tax_amt numeric(8,2) NOT NULL);`,
    `CREATE TABLE pos.chk_ln (chk_no integer NOT NULL REFERENCES pos.chk (chk_no), ln_no integer NOT NULL,
      item_no integer NOT NULL REFERENCES pos.menu_item (item_no), qty integer NOT NULL, unit_prc numeric(6,2) NOT NULL, ext_amt numeric(8,2) NOT NULL,
      ln_sts varchar(4) NOT NULL, adj_rsn varchar(4), adj_by_emp integer REFERENCES ops.emp (emp_no), PRIMARY KEY (chk_no, ln_no));`,
    `CREATE TABLE pos.pmt (pmt_id integer PRIMARY KEY, chk_no integer NOT NULL REFERENCES pos.chk (chk_no), tender_cd varchar(4) NOT NULL,
      pmt_amt numeric(8,2) NOT NULL, tip_amt numeric(8,2), pmt_ts timestamp NOT NULL);`,
    insertRows("ops.loc", ["loc_cd", "loc_nm", "city", "st_cd", "open_dt", "close_dt", "seat_cnt", "tax_rt"], LOCS),
    insertRows(
      "ops.emp",
      ["emp_no", "first_nm", "last_nm", "role_cd", "home_loc", "reports_to", "hire_dt", "term_dt", "pay_typ", "hrly_rt", "ann_sal"],
      [...emps]
        .sort((a, b) => a.no - b.no)
        .map((e) => [e.no, e.first, e.last, e.role, e.loc, e.mgr, e.hire, e.term, e.rate === null ? "S" : "H", e.rate, e.sal]),
    ),
    insertRows("ops.shift", ["shift_id", "emp_no", "loc_cd", "clock_in", "clock_out"], shiftRows),
    insertRows(
      "ops.supplier",
      ["sup_no", "sup_nm", "sup_typ", "terms_days", "actv_yn"],
      SUPPLIERS.map((s) => s.slice(0, 5)),
    ),
    insertRows(
      "ops.ap_inv",
      ["inv_id", "vendor_ref", "vend_inv_no", "loc_cd", "inv_dt", "due_dt", "inv_amt", "inv_sts", "paid_dt"],
      invRows,
    ),
    insertRows("ops.ap_inv_ln", ["inv_id", "ln_no", "item_desc", "uom", "qty", "unit_cost", "ext_cost"], invLnRows),
    insertRows("ops.sales_tgt", ["loc_cd", "tgt_yr", "tgt_mo", "tgt_amt"], tgtRows),
    insertRows("pos.menu_cat", ["cd", "cat_nm", "alc_yn"], CATS),
    insertRows(
      "pos.menu_item",
      ["item_no", "item_nm", "grp_cd", "menu_prc", "active_yn", "intro_dt", "retire_dt"],
      ITEMS.map((it) => [it[0], it[1], it[2], it[3], it[6] === null ? "Y" : "N", it[5], it[6]]),
    ),
    insertRows(
      "pos.chk",
      ["chk_no", "loc_cd", "srv_emp_no", "order_typ", "guest_cnt", "opened_at", "closed_at", "chk_sts", "tax_amt"],
      chkRows,
    ),
    insertRows(
      "pos.chk_ln",
      ["chk_no", "ln_no", "item_no", "qty", "unit_prc", "ext_amt", "ln_sts", "adj_rsn", "adj_by_emp"],
      lnRows,
    ),
    insertRows("pos.pmt", ["pmt_id", "chk_no", "tender_cd", "pmt_amt", "tip_amt", "pmt_ts"], pmtRows),
  ].join("\n");
}
