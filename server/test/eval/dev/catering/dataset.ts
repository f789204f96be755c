/**
 * Kettle & Knife Catering Ltd, an event caterer based in Bristol that works across Bristol, Bath and north Somerset
 * (Bath, Weston-super-Mare, Clevedon, Portishead, Nailsea, Keynsham, Chippenham, Frome and Wells). It caters
 * weddings, corporate lunches and receptions (Christmas parties included), funeral teas and wakes, and private
 * parties. Private clients book one event (now and then a second); companies and funeral directors book again and
 * again. This is the company's booking and back-office database, loaded up to 2026-11-24 (the day before it was last
 * refreshed). The booking log starts with events held on or after 2024-01-01 (some of them booked in 2023); events
 * already booked for later dates, into 2027, are in it too. Money is in pounds sterling (GBP).
 *
 * Schema `kkc`:
 * - `clients`: one row per client account, keyed by `cli_id`. `cli_cd` the account code ('C0001' ...); `cli_nm` the
 *   client's name (a person's full name for a private client, the company or firm name otherwise); `cli_typ` PRV
 *   private individual (couples booking a wedding, people booking a party or a funeral tea), COR company or
 *   organisation, FDR funeral director (booking wakes on behalf of families); `town`; `ref_cli_id` the client who
 *   recommended them to us (`clients.cli_id`), NULL when they did not come by a recommendation; `acct_opn_dt` the day
 *   the account was opened; `crdt_yn` Y for a client on credit account terms (invoices due 30 days after the invoice
 *   date and no deposit taken), N for a client who pays a deposit and is due to pay invoices within 14 days.
 * - `staff`: everyone who works at events, keyed by `stf_id`. `stf_cd` the rota code ('ST01' ...); `first_nm`,
 *   `last_nm`; `role_cd` their main role: SUP event supervisor (event manager), HCH head chef, CHF chef, KP kitchen
 *   porter, WTR waiting staff, BAR bar staff; `emp_typ` EMP employed on a contract, CAS casual (zero-hours); `hrly_rt_gbp`
 *   their current hourly rate of pay (for someone who has left, the last rate they had; rates rise every 1 April);
 *   `start_dt` the first day they worked for us; `end_dt` their last day, NULL while they still work for us.
 * - `menus`: the menu catalogue, a two-level list keyed by `mnu_id`. A package (`lvl_cd` PKG) is what a client books
 *   and is priced per head; a dish (`lvl_cd` DSH) belongs to one package through `prnt_mnu_id` (the package's
 *   `mnu_id`; NULL for a package). `mnu_cd` the menu code ('WED-CLS' for a package, 'WED-CLS-03' for its dishes);
 *   `mnu_nm` the name of the package or dish (the same dish may sit in several packages); `svc_styl` for a package
 *   its style of service: SIT plated sit-down meal, BUF buffet, CAN canapes or bowl food, BBQ barbecue, AFT afternoon
 *   tea (NULL for dishes); `course_cd` for a dish its course: CAN canape, STR starter, MN main, SID side, DST dessert
 *   (NULL for packages); `list_pp_gbp` a package's current list price per head, excluding VAT (NULL for dishes);
 *   `food_cost_pp_gbp` a dish's ingredient cost per portion (NULL for packages); `veg_yn` Y for a vegetarian dish,
 *   `gf_yn` Y for a gluten-free dish (NULL for packages); `actv_yn` Y while the package or dish is still offered, N
 *   once withdrawn.
 * - `events`: one row per booking, keyed by `evt_id`. `evt_ref` the booking reference ('E24-001' ..., numbered by
 *   event date within the year); `cli_id` the client; `evt_typ` WED wedding, COR corporate event (working lunches,
 *   receptions, Christmas parties), FUN funeral tea or wake, PRV private party (birthdays, anniversaries, christenings
 *   and the like); `evt_dt` the day of the event; `bkd_dt` the day it was booked; `venue_nm` the venue, NULL when the
 *   event is at a private home or at the client's own premises; `venue_town` the town of the venue (or of the home or premises);
 *   `mnu_id` the menu package booked (`menus.mnu_id`, always a PKG row); `guests_bkd` the number of guests booked;
 *   `guests_act` the number actually served, known once the event is completed (NULL before, and for cancelled
 *   events); `pp_gbp` the agreed price per head, excluding VAT; `dep_gbp` the deposit asked for (VAT included), NULL
 *   when no deposit is taken (credit-account clients); `dep_pd_dt` the day the deposit was paid, NULL while unpaid
 *   (deposits are never refunded); `stat_cd` PRV provisional (a future date held, deposit not yet paid), CNF confirmed
 *   (a future event with the deposit paid or no deposit needed), CMP completed (the event has taken place), CXL
 *   cancelled; `cxl_dt` the day it was cancelled, NULL unless cancelled; `mgr_stf_id` the event supervisor who runs
 *   the booking (`staff.stf_id`), NULL while not yet assigned. The supervisor works on the day only at larger events,
 *   when they also have a shift.
 * - `shifts`: the rota, one row per person per event, keyed by `shft_id`. `evt_id`; `stf_id`; `shft_role` the role
 *   worked on that shift (same codes as `staff.role_cd`; usually their main role, now and then another);
 *   `hrs_sch` hours rostered; `hrs_wkd` hours actually worked and paid, NULL for a no-show or a shift still to come;
 *   `rate_gbp` the hourly rate paid for that shift (the person's rate at the time); `att_cd` WKD worked, NS no-show,
 *   SCH rostered for an event still to come. Rotas are drawn up about two weeks ahead, so only events held up to
 *   2026-12-08 have shifts; cancelled events have none.
 * - `invoices`: keyed by `inv_id`. `inv_no` ('KK-100001' ...); `evt_id`; `inv_typ` FIN the final invoice for a
 *   completed event (raised a few days after it), CXL a cancellation charge for an event cancelled less than 30 days
 *   before its date (half the booked value); `inv_dt`; `net_gbp` the amount excluding VAT (for FIN, guests actually
 *   served times the price per head); `vat_gbp` VAT at 20%; `dep_ded_gbp` the deposit already paid that is credited
 *   against the invoice (0 when none), so the client owes `net_gbp + vat_gbp - dep_ded_gbp`; `due_dt` the day
 *   payment is due; `pd_dt` the day it was paid in full, NULL while unpaid; `pay_mthd` BACS bank transfer, CARD,
 *   CHQ cheque, CASH, NULL while unpaid.
 * - `purchases`: purchase orders for ingredients, keyed by `po_id`. `po_no` ('PO-20001' ...); `supp_nm` the
 *   supplier; `cat_cd` what was bought: MEAT meat and poultry, FISH fish and seafood, VEG fruit and vegetables,
 *   DAIRY dairy and eggs, DRY dry goods and store cupboard, BAK bread and bakery; `evt_id` the event it was bought
 *   for (NULL for general kitchen stock); `ord_dt` the day it was ordered; `dlv_dt` the day it was delivered, NULL
 *   while not yet delivered or when cancelled; `amt_gbp` the order value excluding VAT; `stat_cd` RCV received, ORD
 *   on order (not yet delivered), CXL cancelled (not charged; the event was cancelled after ordering).
 */
import { addDays, dayOfWeek, insertRows, seededRandom, uniqueNames, type SeededRandom } from '../../seeded-random';

const LOG_START = '2024-01-01';
const LAST_DAY = '2026-11-24';
const BOOK_UNTIL = '2027-10-31';
const ROTA_UNTIL = '2026-12-08';

const round2 = (n: number) => Math.round(n * 100) / 100;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const month = (iso: string) => Number(iso.slice(5, 7));
const year = (iso: string) => Number(iso.slice(0, 4));
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

type Role = 'SUP' | 'HCH' | 'CHF' | 'KP' | 'WTR' | 'BAR';
/** [stf_cd, first, last, role, emp_typ, rate from April 2026 (or the last one), start, end] */
const STAFF: [string, string, string, Role, string, number, string, string | null][] = [
  ['ST01', 'Harriet', 'Coles', 'SUP', 'EMP', 17.5, '2016-04-01', null],
  ['ST02', 'Marcus', 'Bell', 'SUP', 'EMP', 16.8, '2019-03-11', null],
  ['ST03', 'Priya', 'Nair', 'SUP', 'EMP', 16.2, '2021-05-04', '2025-10-31'],
  ['ST04', 'Owen', 'Gallagher', 'SUP', 'EMP', 16.0, '2025-09-01', null],
  ['ST05', 'Tomasz', 'Nowicki', 'HCH', 'EMP', 21.0, '2015-01-05', null],
  ['ST06', 'Bethany', 'Rudd', 'HCH', 'EMP', 19.8, '2020-02-17', null],
  ['ST07', 'Callum', 'Pryce', 'CHF', 'EMP', 16.4, '2018-06-04', null],
  ['ST08', 'Aisha', 'Begum', 'CHF', 'EMP', 15.9, '2021-09-13', null],
  ['ST09', 'Luca', 'Romano', 'CHF', 'CAS', 16.0, '2022-04-20', '2024-12-20'],
  ['ST10', 'Jade', 'Whitlock', 'CHF', 'EMP', 15.6, '2023-03-06', null],
  ['ST11', 'Ravi', 'Chandran', 'CHF', 'CAS', 16.2, '2025-02-03', null],
  ['ST12', 'Dylan', 'Hewitt', 'KP', 'CAS', 12.9, '2022-05-09', null],
  ['ST13', 'Kasia', 'Zielinska', 'KP', 'CAS', 12.8, '2023-07-01', '2025-06-30'],
  ['ST14', 'Ethan', 'Moss', 'KP', 'CAS', 12.75, '2025-05-19', null],
  ['ST15', 'Freya', 'Lockwood', 'BAR', 'CAS', 13.4, '2021-04-12', null],
  ['ST16', 'Sam', 'Okafor', 'BAR', 'CAS', 13.2, '2022-06-01', null],
  ['ST17', 'Ellie', 'Marsh', 'BAR', 'CAS', 13.1, '2024-05-01', null],
  ['ST18', 'Josh', 'Pearce', 'BAR', 'CAS', 13.0, '2023-05-15', '2025-09-30'],
  ['ST19', 'Mia', 'Thornton', 'WTR', 'CAS', 13.0, '2020-05-01', null],
  ['ST20', 'Oliver', 'Grant', 'WTR', 'CAS', 12.9, '2021-06-01', null],
  ['ST21', 'Amelia', 'Reed', 'WTR', 'CAS', 12.85, '2022-04-01', null],
  ['ST22', 'Noah', 'Fisher', 'WTR', 'CAS', 12.8, '2022-06-15', '2024-09-30'],
  ['ST23', 'Isla', 'Hayward', 'WTR', 'CAS', 12.8, '2023-03-01', null],
  ['ST24', 'Leo', 'Barnes', 'WTR', 'CAS', 12.75, '2023-05-01', null],
  ['ST25', 'Grace', 'Sutton', 'WTR', 'CAS', 12.75, '2023-06-01', '2025-01-31'],
  ['ST26', 'Harry', 'Doyle', 'WTR', 'CAS', 12.75, '2023-09-01', null],
  ['ST27', 'Poppy', 'Fraser', 'WTR', 'CAS', 12.75, '2024-03-01', null],
  ['ST28', 'Alfie', 'Bishop', 'WTR', 'CAS', 12.75, '2024-04-15', '2025-08-31'],
  ['ST29', 'Lily', 'Carver', 'WTR', 'CAS', 12.75, '2024-05-01', null],
  ['ST30', 'Jacob', 'Nunn', 'WTR', 'CAS', 12.75, '2024-06-01', null],
  ['ST31', 'Evie', 'Lambert', 'WTR', 'CAS', 12.75, '2025-03-01', null],
  ['ST32', 'Reuben', 'Shah', 'WTR', 'CAS', 12.75, '2025-04-01', null],
  ['ST33', 'Ruby', 'Kerr', 'WTR', 'CAS', 12.75, '2025-05-01', null],
  ['ST34', 'Finn', "O'Connell", 'WTR', 'CAS', 12.75, '2025-06-01', '2026-05-31'],
  ['ST35', 'Maisie', 'Hurst', 'WTR', 'CAS', 12.75, '2026-03-01', null],
  ['ST36', 'Zak', 'Ahmed', 'WTR', 'CAS', 12.75, '2026-04-01', null],
  ['ST37', 'Daisy', 'Pound', 'WTR', 'EMP', 13.6, '2019-04-01', null],
  ['ST38', 'Kieran', 'Walsh', 'WTR', 'CAS', 12.8, '2021-09-01', '2024-06-30'],
];
/** How often each person is picked when they are free (regulars get more work). */
const STAFF_PULL: Record<string, number> = {
  ST01: 1.3, ST02: 1.0, ST03: 0.9, ST04: 0.8, ST05: 1.2, ST06: 1.0, ST07: 1.3, ST08: 1.1, ST09: 0.8, ST10: 1.0, ST11: 0.9,
  ST12: 1.2, ST13: 0.9, ST14: 1.0, ST15: 1.3, ST16: 1.0, ST17: 0.8, ST18: 0.9, ST19: 1.6, ST20: 1.2, ST21: 1.4, ST22: 0.9,
  ST23: 1.1, ST24: 0.7, ST25: 1.0, ST26: 1.25, ST27: 0.95, ST28: 0.85, ST29: 1.15, ST30: 0.6, ST31: 1.05, ST32: 0.75,
  ST33: 1.3, ST34: 0.9, ST35: 1.0, ST36: 0.8, ST37: 1.5, ST38: 1.0,
};

/** Packages: [code, name, style, list price per head 2026, active, dishes [name, course, food cost, veg, gf, active]] */
type Dish = [string, string, number, string, string, string?];
const PACKAGES: [string, string, string, number, string, Dish[]][] = [
  ['WED-CLS', 'Classic Wedding Breakfast', 'SIT', 58, 'Y', [
    ['Ham hock terrine', 'STR', 2.1, 'N', 'N'],
    ['Heritage tomato and burrata salad', 'STR', 2.6, 'Y', 'Y'],
    ['Roast sirloin of beef with Yorkshire pudding', 'MN', 7.8, 'N', 'N'],
    ['Chicken supreme with wild mushroom sauce', 'MN', 4.9, 'N', 'Y'],
    ['Wild mushroom risotto', 'MN', 2.4, 'Y', 'Y'],
    ['Seasonal vegetables and roast potatoes', 'SID', 1.2, 'Y', 'Y'],
    ['Eton mess', 'DST', 1.4, 'Y', 'Y'],
    ['Sticky toffee pudding', 'DST', 1.1, 'Y', 'N'],
  ]],
  ['WED-PRM', 'Premium Wedding Breakfast', 'SIT', 78, 'Y', [
    ['Seared scallops with pea puree', 'STR', 5.2, 'N', 'Y'],
    ['Beetroot carpaccio', 'STR', 1.6, 'Y', 'Y'],
    ['Fillet of beef Wellington', 'MN', 11.5, 'N', 'N'],
    ['Pan-roasted sea bass', 'MN', 6.8, 'N', 'Y'],
    ['Butternut squash Wellington', 'MN', 2.9, 'Y', 'N'],
    ['Dauphinoise potatoes', 'SID', 1.1, 'Y', 'Y'],
    ['Chocolate delice', 'DST', 2.2, 'Y', 'N'],
    ['Lemon posset', 'DST', 1.3, 'Y', 'Y'],
  ]],
  ['WED-BBQ', 'Wedding Summer BBQ', 'BBQ', 42, 'Y', [
    ['Somerset pork sausages', 'MN', 1.6, 'N', 'N'],
    ['Marinated chicken thighs', 'MN', 2.3, 'N', 'Y'],
    ['Halloumi and vegetable skewers', 'MN', 2.1, 'Y', 'Y'],
    ['Beef burgers in brioche buns', 'MN', 2.6, 'N', 'N'],
    ['Potato salad', 'SID', 0.6, 'Y', 'Y'],
    ['Mixed leaf salad', 'SID', 0.5, 'Y', 'Y'],
    ['Strawberry pavlova', 'DST', 1.2, 'Y', 'Y'],
  ]],
  ['WED-RUS', 'Rustic Sharing Feast', 'SIT', 52, 'N', [
    ['Antipasti sharing boards', 'STR', 3.1, 'N', 'N', 'N'],
    ['Slow-roast lamb shoulder', 'MN', 6.2, 'N', 'Y', 'N'],
    ['Roast cauliflower steak', 'MN', 1.9, 'Y', 'Y', 'N'],
    ['Rosemary roast potatoes', 'SID', 0.7, 'Y', 'Y', 'N'],
    ['Chocolate brownie', 'DST', 0.9, 'Y', 'N', 'N'],
  ]],
  ['CAN-STD', 'Canape Reception', 'CAN', 22, 'Y', [
    ['Smoked salmon blini', 'CAN', 1.1, 'N', 'N'],
    ['Mini Yorkshire pudding with rare beef', 'CAN', 1.2, 'N', 'N'],
    ['Goats cheese and red onion tartlet', 'CAN', 0.7, 'Y', 'N'],
    ['Tempura prawn', 'CAN', 1.3, 'N', 'N'],
    ['Pea and mint arancini', 'CAN', 0.6, 'Y', 'N'],
    ['Mini lemon meringue tart', 'CAN', 0.5, 'Y', 'N'],
  ]],
  ['COR-SAN', 'Working Lunch Platter', 'BUF', 14.5, 'Y', [
    ['Assorted sandwich platter', 'MN', 2.4, 'N', 'N'],
    ['Vegan wrap selection', 'MN', 2.1, 'Y', 'N'],
    ['Crisps and vegetable crudites', 'SID', 0.6, 'Y', 'Y'],
    ['Fresh fruit platter', 'DST', 0.9, 'Y', 'Y'],
    ['Mini cakes', 'DST', 0.7, 'Y', 'N'],
  ]],
  ['COR-HOT', 'Hot Fork Buffet', 'BUF', 24, 'Y', [
    ['Chicken and chorizo paella', 'MN', 2.8, 'N', 'Y'],
    ['Beef bourguignon', 'MN', 3.6, 'N', 'Y'],
    ['Vegetable tagine with couscous', 'MN', 1.7, 'Y', 'N'],
    ['Garlic bread', 'SID', 0.4, 'Y', 'N'],
    ['Green salad', 'SID', 0.5, 'Y', 'Y'],
    ['Lemon cheesecake', 'DST', 1.0, 'Y', 'N'],
  ]],
  ['COR-BWL', 'Bowl Food Reception', 'CAN', 32, 'Y', [
    ['Thai green curry bowl', 'MN', 2.2, 'N', 'Y'],
    ['Fish and chips cone', 'MN', 2.5, 'N', 'N'],
    ['Mac and cheese bowl', 'MN', 1.3, 'Y', 'N'],
    ['Pulled pork slider', 'MN', 1.9, 'N', 'N'],
    ['Salted caramel pot', 'DST', 0.9, 'Y', 'Y'],
  ]],
  ['FUN-TEA', 'Funeral Tea', 'AFT', 13.5, 'Y', [
    ['Finger sandwiches', 'MN', 1.6, 'N', 'N'],
    ['Sausage rolls', 'MN', 0.7, 'N', 'N'],
    ['Cheese and onion quiche', 'MN', 0.8, 'Y', 'N'],
    ['Scones with jam and cream', 'DST', 0.9, 'Y', 'N'],
    ['Victoria sponge', 'DST', 0.6, 'Y', 'N'],
  ]],
  ['FUN-BUF', 'Wake Finger Buffet', 'BUF', 16.5, 'Y', [
    ['Finger sandwiches', 'MN', 1.6, 'N', 'N'],
    ['Chicken goujons', 'MN', 1.2, 'N', 'N'],
    ['Vegetable samosas', 'MN', 0.6, 'Y', 'N'],
    ['Pork pie', 'MN', 0.9, 'N', 'N', 'N'],
    ['Coleslaw', 'SID', 0.3, 'Y', 'Y'],
    ['Chocolate eclairs', 'DST', 0.7, 'Y', 'N'],
  ]],
  ['PRV-BBQ', 'Garden Party BBQ', 'BBQ', 28, 'Y', [
    ['Gourmet sausages', 'MN', 1.5, 'N', 'N'],
    ['Lamb koftas', 'MN', 2.4, 'N', 'Y'],
    ['Portobello mushroom burger', 'MN', 1.4, 'Y', 'N'],
    ['Corn on the cob', 'SID', 0.5, 'Y', 'Y'],
    ['Pasta salad', 'SID', 0.5, 'Y', 'N'],
    ['Eton mess', 'DST', 1.4, 'Y', 'Y'],
  ]],
  ['PRV-AFT', 'Afternoon Tea', 'AFT', 21, 'Y', [
    ['Finger sandwiches', 'MN', 1.6, 'N', 'N'],
    ['Scones with jam and cream', 'DST', 0.9, 'Y', 'N'],
    ['Macarons', 'DST', 1.2, 'Y', 'Y'],
    ['Lemon drizzle cake', 'DST', 0.6, 'Y', 'N'],
  ]],
  ['PRV-SIT', 'Private Dining', 'SIT', 65, 'Y', [
    ['Chicken liver parfait', 'STR', 1.5, 'N', 'N'],
    ['Roast duck breast with cherry jus', 'MN', 6.4, 'N', 'Y'],
    ['Wild mushroom risotto', 'MN', 2.4, 'Y', 'Y'],
    ['Tenderstem broccoli', 'SID', 0.9, 'Y', 'Y'],
    ['Creme brulee', 'DST', 1.1, 'Y', 'Y'],
  ]],
  ['XMS-DIN', 'Christmas Party Dinner', 'SIT', 45, 'Y', [
    ['Prawn cocktail', 'STR', 1.9, 'N', 'N'],
    ['Roast turkey with all the trimmings', 'MN', 4.6, 'N', 'N'],
    ['Nut roast', 'MN', 1.8, 'Y', 'N'],
    ['Brussels sprouts and pigs in blankets', 'SID', 1.1, 'N', 'N'],
    ['Christmas pudding', 'DST', 0.9, 'Y', 'N'],
  ]],
];

/** Ingredient mix by service style: [category, share]. */
const MIX: Record<string, [string, number][]> = {
  SIT: [['MEAT', 0.42], ['VEG', 0.2], ['DAIRY', 0.14], ['DRY', 0.1], ['FISH', 0.14]],
  BBQ: [['MEAT', 0.58], ['VEG', 0.22], ['BAK', 0.2]],
  BUF: [['BAK', 0.3], ['MEAT', 0.28], ['DAIRY', 0.18], ['VEG', 0.24]],
  AFT: [['BAK', 0.5], ['DAIRY', 0.3], ['DRY', 0.2]],
  CAN: [['FISH', 0.3], ['MEAT', 0.25], ['DAIRY', 0.2], ['DRY', 0.25]],
};
const SUPPLIERS: Record<string, [string, number][]> = {
  MEAT: [['Mendip Meats', 70], ['Cotswold Poultry Co', 30]],
  FISH: [['Severn & Wye Fish', 1]],
  VEG: [['Somerset Fresh Produce', 80], ['St Nicholas Market Greengrocers', 20]],
  DAIRY: [['Chew Valley Dairy', 1]],
  DRY: [['Westway Wholesale', 1]],
  BAK: [['Harbourside Bakery', 1]],
};

/** [town, weight] */
const TOWNS: [string, number][] = [
  ['Bristol', 40], ['Bath', 15], ['Weston-super-Mare', 8], ['Clevedon', 5], ['Portishead', 5], ['Nailsea', 4], ['Keynsham', 5],
  ['Chippenham', 5], ['Frome', 5], ['Wells', 5],
];
const WED_VENUES: [string, string][] = [
  ['Ashton Court Mansion', 'Bristol'], ['Priston Tithe Barn', 'Bath'], ['Kings Weston House', 'Bristol'], ['Orchardleigh Church Barn', 'Frome'],
  ['Clevedon Hall', 'Clevedon'], ['Chew Valley Lakeside Pavilion', 'Bristol'], ["Bishop's Barn", 'Wells'], ['Berwick Lodge', 'Bristol'],
  ['Kelston Village Hall', 'Bath'], ['Portishead Marina Pavilion', 'Portishead'], ['The Old Mill', 'Keynsham'], ['Corsham Court Grounds', 'Chippenham'],
  ['Winter Gardens Pavilion', 'Weston-super-Mare'], ['Nailsea Tithe Barn', 'Nailsea'],
];
const WED_VENUE_W = [14, 12, 10, 6, 7, 5, 6, 9, 4, 4, 6, 5, 3, 5];
const FUN_VENUES: [string, string][] = [
  ['St Mary Redcliffe Church Hall', 'Bristol'], ['Keynsham Community Hall', 'Keynsham'], ['The Bear Inn', 'Wells'], ['Clevedon Golf Club', 'Clevedon'],
  ['Guildhall Function Room', 'Bath'], ['Westbury Park Methodist Hall', 'Bristol'], ['Weston Cricket Club', 'Weston-super-Mare'],
];
const PARTY_VENUES: [string, string][] = [['Clifton Rugby Club Lounge', 'Bristol'], ['Cheese & Grain', 'Frome'], ['Bath Cricket Club Pavilion', 'Bath']];
const COR_VENUES: [string, string][] = [['Harbourside Conference Centre', 'Bristol'], ['Assembly Rooms', 'Bath'], ['Engine Shed', 'Bristol']];

/** [name, town, weight, credit] */
const COMPANIES: [string, string, number, string][] = [
  ['Avonmouth Logistics Ltd', 'Bristol', 5, 'Y'], ['Clifton Legal LLP', 'Bristol', 7, 'Y'], ['Temple Quay Partners', 'Bristol', 4, 'Y'],
  ['Brunel Engineering Group', 'Bristol', 6, 'Y'], ['Severnside Housing Association', 'Bristol', 3, 'Y'], ['Bath Spa Estates', 'Bath', 3, 'N'],
  ['Royal Crescent Wealth Management', 'Bath', 4, 'Y'], ['Mendip Software Ltd', 'Wells', 2, 'N'], ['Redcliffe Architects', 'Bristol', 3, 'N'],
  ['Weston Seafront Hotels Group', 'Weston-super-Mare', 2, 'Y'], ['Portishead Marine Services', 'Portishead', 2, 'N'],
  ['Cabot Circus Management Office', 'Bristol', 3, 'Y'], ['University Hospitals Bristol Charity', 'Bristol', 4, 'Y'],
  ['Keynsham Chocolate Works', 'Keynsham', 2, 'N'], ['Chippenham Motor Group', 'Chippenham', 2, 'N'], ['Frome Town Council', 'Frome', 2, 'Y'],
  ['Avon Fire Brigade Social Club', 'Bristol', 1, 'N'], ['Harbourside Media Ltd', 'Bristol', 3, 'N'], ['Old Market Accountants', 'Bristol', 2, 'Y'],
  ['Westcountry Aerospace Ltd', 'Bristol', 5, 'Y'], ['Bath Rugby Foundation', 'Bath', 2, 'N'], ['Clevedon Pier Trust', 'Clevedon', 1, 'N'],
  ['Somerset Cider Company', 'Wells', 2, 'N'], ['Nailsea Builders Merchants', 'Nailsea', 1, 'N'], ['Filton Tech Park', 'Bristol', 4, 'Y'],
  ['St Pauls Community Trust', 'Bristol', 1, 'N'], ['Bath Abbey Business Club', 'Bath', 2, 'N'], ['Gloucester Road Dental Group', 'Bristol', 1, 'N'],
  ['Bristol Port Authority Staff Club', 'Bristol', 2, 'Y'], ['Wessex Water Consultants', 'Bath', 3, 'Y'],
];
/** [name, town, weight] */
const FUNERAL_DIRECTORS: [string, string, number][] = [
  ['Hollis & Daughters Funeral Directors', 'Bristol', 6], ['Redland Funeral Service', 'Bristol', 4], ['Kingswood Family Funerals', 'Bristol', 3],
  ['Abbey Funeral Care', 'Bath', 3], ['Westcliff Funeral Directors', 'Weston-super-Mare', 2], ['Mendip Funeral Services', 'Wells', 2],
  ['Clevedon & District Funerals', 'Clevedon', 1],
];

const FIRST = [
  'Sophie', 'Emily', 'Charlotte', 'Hannah', 'Lucy', 'Katie', 'Rebecca', 'Laura', 'Jessica', 'Amy', 'Lauren', 'Rachel', 'Gemma', 'Holly', 'Georgia',
  'Megan', 'Eleanor', 'Alice', 'Zoe', 'Natalie', 'Helen', 'Susan', 'Margaret', 'Patricia', 'Anne', 'James', 'Thomas', 'Daniel', 'Matthew', 'Joshua',
  'Benjamin', 'Samuel', 'William', 'Christopher', 'Robert', 'Andrew', 'David', 'Richard', 'Michael', 'Peter', 'Stephen', 'Jonathan', 'Tom', 'Adam',
  'Nathan', 'Rhys', 'Gareth', 'Imran', 'Arjun', 'Priyanka', 'Olu', 'Nkechi', 'Marek', 'Agnieszka',
];
const LAST = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Johnson', 'Lewis', 'Walker', 'Wright', 'Hughes', 'Edwards', 'Green',
  'Hall', 'Wood', 'Harris', 'Martin', 'Jackson', 'Clarke', 'Turner', 'Hill', 'Cooper', 'Ward', 'Morgan', 'Baker', 'Harrison', 'Phillips', 'Morris',
  'Parker', 'Bennett', 'Price', 'Griffiths', 'Chapman', 'Webb', 'Lloyd', 'Rowe', 'Pearce', 'Hooper', 'Ashford', 'Tucker', 'Vowles', 'Fry', 'Hembrow',
  'Sharma', 'Patel', 'Adeyemi', 'Okonkwo', 'Kowalczyk', 'Nowak',
];

interface Staff {
  id: number;
  code: string;
  role: Role;
  rate: number;
  start: string;
  end: string | null;
  pull: number;
}
interface Client {
  id: number;
  code: string;
  name: string;
  typ: 'PRV' | 'COR' | 'FDR';
  town: string;
  ref: Client | null;
  opened: string;
  credit: string;
  payer: 'prompt' | 'normal' | 'slow' | 'bad';
  weight: number;
}
interface Pkg {
  id: number;
  code: string;
  style: string;
  price: number;
  costPp: number;
}
interface Event {
  id: number;
  ref: string;
  client: Client;
  typ: 'WED' | 'COR' | 'FUN' | 'PRV';
  dt: string;
  booked: string;
  venue: string | null;
  town: string;
  pkg: Pkg;
  guests: number;
  actual: number | null;
  pp: number;
  dep: number | null;
  depPaid: string | null;
  stat: 'PRV' | 'CNF' | 'CMP' | 'CXL';
  cxl: string | null;
  mgr: Staff | null;
}

/** Seasonal weight by month (1-12) for each event type. */
const SEASON: Record<string, number[]> = {
  WED: [0.2, 0.3, 0.5, 0.9, 1.6, 2.1, 2.2, 2.0, 1.8, 0.9, 0.4, 0.5],
  COR: [0.8, 1.0, 1.1, 1.0, 1.0, 1.1, 0.9, 0.5, 1.0, 1.1, 1.2, 2.6],
  FUN: [1.4, 1.3, 1.2, 1.0, 0.9, 0.8, 0.8, 0.8, 0.9, 1.0, 1.2, 1.4],
  PRV: [0.5, 0.6, 0.8, 0.9, 1.2, 1.5, 1.6, 1.5, 1.1, 0.8, 0.7, 1.3],
};
/** Events a month at a seasonal weight of 1, in 2024. */
const BASE_RATE: Record<string, number> = { WED: 3.0, COR: 5.0, FUN: 2.9, PRV: 2.7 };

/** A date in the given month with a weekday drawn from `days` (0 Sunday ... 6 Saturday). */
function dayIn(r: SeededRandom, y: number, m: number, days: [number, number][]): string {
  const want = r.weighted(days);
  for (;;) {
    const d = `${y}-${pad(m, 2)}-${pad(r.int(1, 28), 2)}`;
    if (dayOfWeek(d) === want) return d;
  }
}

/** An hourly rate in force on a day: the April 2026 rate less 4% for every 1 April still to come by 2026. */
function rateAt(s: Staff, dt: string): number {
  let n = 0;
  for (const apr of ['2024-04-01', '2025-04-01', '2026-04-01']) if (dt < apr) n++;
  return round2(s.rate / 1.04 ** n);
}

export function datasetSql(): string {
  const r = seededRandom(40417);

  // Staff
  const staff: Staff[] = STAFF.map((s, i) => ({ id: i + 1, code: s[0], role: s[3], rate: s[5], start: s[6], end: s[7], pull: STAFF_PULL[s[0]] ?? 1 }));
  const active = (s: Staff, dt: string) => s.start <= dt && (s.end === null || dt <= s.end);
  const staffRate = (s: Staff) => (s.end === null ? s.rate : rateAt(s, s.end));

  // Menus
  const menuRows: unknown[][] = [];
  const pkgs = new Map<string, Pkg>();
  for (const [code, name, style, price, act, dishes] of PACKAGES) {
    const id = menuRows.length + 1;
    menuRows.push([id, null, code, name, 'PKG', style, null, price, null, null, null, act]);
    const mains = dishes.filter((d) => d[1] === 'MN');
    let cost = 0;
    dishes.forEach((d, i) => {
      menuRows.push([menuRows.length + 1, id, `${code}-${pad(i + 1, 2)}`, d[0], 'DSH', null, d[1], null, d[2], d[3], d[4], act === 'N' ? 'N' : d[5] ?? 'Y']);
      cost += d[1] === 'MN' && mains.length > 1 && style !== 'BBQ' && style !== 'CAN' ? d[2] / mains.length : d[2] * (style === 'BUF' || style === 'BBQ' ? 0.6 : 1);
    });
    pkgs.set(code, { id, code, style, price, costPp: cost });
  }
  const pkg = (code: string) => pkgs.get(code) as Pkg;

  // Clients: companies and funeral directors exist up front; private clients are made at booking
  const clients: Client[] = [];
  const names = uniqueNames(r, FIRST, LAST);
  const townPick = () => r.weighted(TOWNS);
  const companies: Client[] = COMPANIES.map(([name, town, weight, credit]) => ({
    id: 0, code: '', name, typ: 'COR', town, ref: null, opened: r.date('2016-01-01', '2025-06-30'), credit,
    payer: r.weighted([['prompt', 15], ['normal', 50], ['slow', 23], ['bad', 12]] as const), weight,
  }));
  companies.find((c) => c.name === 'Avon Fire Brigade Social Club')!.payer = 'bad';
  companies.find((c) => c.name === 'Harbourside Media Ltd')!.payer = 'slow';
  const fds: Client[] = FUNERAL_DIRECTORS.map(([name, town, weight]) => ({
    id: 0, code: '', name, typ: 'FDR', town, ref: null, opened: r.date('2012-01-01', '2024-03-31'), credit: 'Y',
    payer: r.weighted([['normal', 60], ['slow', 40]] as const), weight,
  }));
  clients.push(...companies, ...fds);
  const privates: Client[] = [];
  const newPrivate = (booked: string): Client => {
    const [f, l] = names();
    const earlier = clients.filter((c) => c.opened < booked && c.typ !== 'FDR');
    const c: Client = {
      id: 0, code: '', name: `${f} ${l}`, typ: 'PRV', town: townPick(), ref: earlier.length > 0 && r.chance(0.22) ? r.pick(earlier) : null,
      opened: booked, credit: 'N', payer: r.weighted([['prompt', 58], ['normal', 33], ['slow', 6], ['bad', 3]] as const), weight: 1,
    };
    clients.push(c);
    privates.push(c);
    return c;
  };

  // Events
  const events: Event[] = [];
  const growth = (y: number) => (y === 2024 ? 1 : y === 2025 ? 1.12 : y === 2026 ? 1.2 : 1.25);
  const slots: { typ: Event['typ']; dt: string }[] = [];
  for (let y = 2024; y <= 2027; y++) {
    for (let m = 1; m <= 12; m++) {
      if (`${y}-${pad(m, 2)}-01` > BOOK_UNTIL) break;
      for (const typ of ['WED', 'COR', 'FUN', 'PRV'] as const) {
        const n = r.poisson(BASE_RATE[typ]! * SEASON[typ]![m - 1]! * growth(y));
        for (let k = 0; k < n; k++) {
          const days: [number, number][] =
            typ === 'WED' ? [[6, 70], [5, 18], [0, 6], [4, 4], [3, 2]]
            : typ === 'COR' ? [[1, 14], [2, 22], [3, 24], [4, 26], [5, 14]]
            : typ === 'FUN' ? [[1, 18], [2, 20], [3, 20], [4, 20], [5, 20], [6, 2]]
            : [[6, 50], [0, 30], [5, 15], [3, 5]];
          slots.push({ typ, dt: dayIn(r, y, m, days) });
        }
      }
    }
  }
  for (const { typ, dt } of slots) {
    const lead = typ === 'WED' ? r.int(120, 560) : typ === 'COR' ? r.int(5, 100) : typ === 'FUN' ? r.int(3, 12) : r.int(12, 160);
    const booked = addDays(dt, -lead);
    if (booked > LAST_DAY) continue;
    const m = month(dt);
    let client: Client;
    if (typ === 'WED') client = newPrivate(booked);
    else if (typ === 'COR') client = r.weighted(companies.map((c) => [c, c.weight] as const));
    else if (typ === 'FUN') client = r.chance(0.8) ? r.weighted(fds.map((c) => [c, c.weight] as const)) : newPrivate(booked);
    else {
      const earlier = privates.filter((c) => c.opened < booked);
      client = earlier.length > 20 && r.chance(0.15) ? r.pick(earlier) : newPrivate(booked);
    }
    let code: string;
    if (typ === 'WED') code = r.weighted([[booked < '2025-06-01' ? 'WED-RUS' : 'WED-CLS', 15], ['WED-CLS', 40], ['WED-PRM', 20], [m >= 5 && m <= 9 ? 'WED-BBQ' : 'WED-CLS', 20], ['CAN-STD', 5]]);
    else if (typ === 'COR') code = m === 12 && r.chance(0.7) ? 'XMS-DIN' : r.weighted([['COR-SAN', 40], ['COR-HOT', 30], ['COR-BWL', 15], ['CAN-STD', 10]]);
    else if (typ === 'FUN') code = r.weighted([['FUN-TEA', 55], ['FUN-BUF', 45]]);
    else code = m === 12 && r.chance(0.35) ? 'XMS-DIN' : r.weighted([[m >= 5 && m <= 9 ? 'PRV-BBQ' : 'PRV-AFT', 30], ['PRV-AFT', 25], ['PRV-SIT', 20], ['CAN-STD', 10], ['COR-HOT', 10]]);
    const p = pkg(code);
    const guests =
      typ === 'WED' ? r.int(55, 165)
      : typ === 'COR' ? (code === 'XMS-DIN' ? r.int(35, 150) : code === 'COR-SAN' ? r.int(10, 45) : r.int(20, 90))
      : typ === 'FUN' ? r.int(25, 120)
      : code === 'PRV-SIT' ? r.int(10, 30) : r.int(20, 85);
    const priceYear = Math.min(2026, year(booked));
    const pp = Math.round(((p.price / 1.05 ** (2026 - priceYear)) * r.weighted([[1, 70], [0.95, 20], [0.9, 10]])) * 2) / 2;
    const value = guests * pp * 1.2;
    let dep: number | null = null;
    if (client.credit === 'N' && typ !== 'FUN') {
      dep = typ === 'WED' ? Math.max(500, Math.round((value * 0.25) / 50) * 50) : Math.max(100, Math.round((value * 0.2) / 10) * 10);
    }
    let venue: string | null;
    let town: string;
    if (typ === 'WED') [venue, town] = r.weighted(WED_VENUES.map((v, i) => [v, WED_VENUE_W[i]!] as const));
    else if (typ === 'FUN') [venue, town] = r.chance(0.25) ? [null, client.town] : (r.pick(FUN_VENUES) as [string | null, string]);
    else if (typ === 'COR') [venue, town] = r.chance(0.72) ? [null, client.town] : (r.pick(COR_VENUES) as [string | null, string]);
    else {
      const options: [[string | null, string], number][] = [[[null, client.town], 50], [r.pick(WED_VENUES), 30], [r.pick(PARTY_VENUES), 20]];
      [venue, town] = r.weighted(options);
    }
    const cxlP = typ === 'WED' ? 0.09 : typ === 'PRV' ? 0.08 : typ === 'COR' ? 0.05 : 0.02;
    let cxl: string | null = null;
    if (r.chance(cxlP)) {
      const d = addDays(booked, r.int(1, Math.max(1, daysBetween(booked, dt) - 1)));
      if (d <= LAST_DAY) cxl = d;
    }
    let depPaid: string | null = null;
    if (dep !== null) {
      const d = addDays(booked, r.weighted([[r.int(0, 7), 50], [r.int(8, 30), 30], [r.int(31, 90), 20]]));
      if (d <= LAST_DAY && d <= dt && (cxl === null || d < cxl)) depPaid = d;
    }
    let stat: Event['stat'];
    if (cxl !== null) stat = 'CXL';
    else if (dt <= LAST_DAY) stat = 'CMP';
    else stat = dep !== null && depPaid === null ? 'PRV' : 'CNF';
    if (stat === 'CMP' && dep !== null && depPaid === null) depPaid = addDays(dt, -r.int(1, 10)) < booked ? booked : addDays(dt, -r.int(1, 10));
    const actual = stat === 'CMP' ? Math.max(8, Math.round(guests * r.weighted([[1, 45], [r.float(0.9, 0.99, 2), 40], [r.float(1.01, 1.06, 2), 15]]))) : null;
    const sups = staff.filter((s) => s.role === 'SUP' && active(s, booked < LOG_START ? LOG_START : booked) && active(s, dt < LAST_DAY ? dt : LAST_DAY));
    const mgr = stat === 'PRV' && r.chance(0.6) ? null : sups.length ? r.weighted(sups.map((s) => [s, s.pull] as const)) : null;
    events.push({ id: 0, ref: '', client, typ, dt, booked, venue, town, pkg: p, guests, actual, pp, dep, depPaid, stat, cxl, mgr });
  }
  events.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.booked < b.booked ? -1 : a.booked > b.booked ? 1 : 0));
  const perYear = new Map<number, number>();
  events.forEach((e, i) => {
    e.id = i + 1;
    const y = year(e.dt);
    const n = (perYear.get(y) ?? 0) + 1;
    perYear.set(y, n);
    e.ref = `E${String(y).slice(2)}-${pad(n, 3)}`;
  });

  // A company or funeral director's account is open by its first booking
  for (const e of events) if (e.booked < e.client.opened) e.client.opened = addDays(e.booked, -r.int(0, 400));

  // Client codes, in order of account opening
  const used = clients.filter((c) => c.typ !== 'PRV' || events.some((e) => e.client === c));
  used.sort((a, b) => (a.opened < b.opened ? -1 : a.opened > b.opened ? 1 : a.name < b.name ? -1 : 1));
  used.forEach((c, i) => {
    c.id = i + 1;
    c.code = `C${pad(i + 1, 4)}`;
  });
  for (const c of used) if (c.ref && !used.includes(c.ref)) c.ref = null;

  // Shifts
  const shifts: [number, Event, Staff, Role, number, number | null, number, string][] = [];
  for (const e of events) {
    if (e.stat === 'CXL' || e.stat === 'PRV' || e.dt > ROTA_UNTIL) continue;
    const future = e.dt > LAST_DAY;
    const g = e.guests;
    const big = e.typ === 'WED' || e.pkg.code === 'XMS-DIN' || (e.typ !== 'FUN' && g >= 90);
    const need: [Role, number, number, number][] = []; // role, count, min hours, max hours
    if (big) {
      need.push(['HCH', 1, 9, 12], ['CHF', g > 110 ? 2 : 1, 8, 11], ['KP', 1, 8, 11], ['WTR', Math.ceil(g / 27), 6, 10], ['BAR', g > 130 ? 2 : 1, 6, 9]);
    } else if (e.pkg.code === 'COR-SAN') {
      need.push(['CHF', 1, 2, 4]);
      if (g > 25 || r.chance(0.3)) need.push(['WTR', 1, 2, 4]);
    } else {
      need.push([e.pkg.code === 'PRV-SIT' ? 'HCH' : 'CHF', 1, 4, 7], ['WTR', Math.max(1, Math.ceil(g / 28)), 3, 6]);
      if (e.typ === 'PRV' && r.chance(0.4)) need.push(['BAR', 1, 3, 6]);
    }
    const taken = new Set<Staff>();
    const addShift = (s: Staff, role: Role, lo: number, hi: number) => {
      taken.add(s);
      const sch = r.int(lo * 2, hi * 2) / 2;
      let att = future ? 'SCH' : r.chance(0.025) ? 'NS' : 'WKD';
      if (role === 'SUP' && att === 'NS') att = 'WKD';
      const wkd = att === 'WKD' ? Math.max(1, sch + r.weighted([[0, 70], [0.5, 14], [1, 8], [-0.5, 6], [1.5, 2]])) : null;
      shifts.push([0, e, s, role, sch, wkd, rateAt(s, e.dt), att]);
    };
    if (big && e.mgr && active(e.mgr, e.dt)) addShift(e.mgr, 'SUP', 10, 13);
    for (const [role, count, lo, hi] of need) {
      for (let k = 0; k < count; k++) {
        let pool = staff.filter((s) => s.role === role && active(s, e.dt) && !taken.has(s));
        if (role === 'WTR' && r.chance(0.07)) {
          const alt = staff.filter((s) => (s.role === 'BAR' || s.role === 'KP') && active(s, e.dt) && !taken.has(s));
          if (alt.length) pool = alt;
        }
        if (role === 'KP' && pool.length === 0) pool = staff.filter((s) => s.role === 'WTR' && active(s, e.dt) && !taken.has(s));
        if (pool.length === 0) continue;
        addShift(r.weighted(pool.map((s) => [s, s.pull] as const)), role, lo, hi);
      }
    }
  }
  shifts.forEach((x, i) => {
    x[0] = i + 1;
  });

  // Invoices
  const invoices: [number, Event, string, string, number, number, number, string, string | null, string | null][] = [];
  const payDays = (c: Client): number | null => {
    const com = c.credit === 'Y';
    switch (c.payer) {
      case 'prompt':
        return r.int(0, 7);
      case 'normal':
        return com ? r.int(12, 38) : r.int(3, 16);
      case 'slow':
        return com ? r.int(30, 75) : r.int(12, 40);
      default:
        return r.chance(0.45) ? null : r.int(45, 140);
    }
  };
  for (const e of events) {
    let typ: string;
    let invDt: string;
    let net: number;
    if (e.stat === 'CMP') {
      typ = 'FIN';
      invDt = addDays(e.dt, e.client.credit === 'Y' ? r.int(1, 6) : r.int(0, 3));
      net = round2((e.actual as number) * e.pp);
    } else if (e.stat === 'CXL' && daysBetween(e.cxl as string, e.dt) < 30) {
      typ = 'CXL';
      invDt = addDays(e.cxl as string, r.int(0, 2));
      net = round2(e.guests * e.pp * 0.5);
    } else continue;
    if (invDt > LAST_DAY) continue;
    const vat = round2(net * 0.2);
    const ded = e.depPaid !== null && e.dep !== null ? Math.min(e.dep, round2(net + vat)) : 0;
    const due = addDays(invDt, e.client.credit === 'Y' ? 30 : 14);
    const days = payDays(e.client);
    const paid = days === null ? null : addDays(invDt, days);
    const pd = paid !== null && paid <= LAST_DAY ? paid : null;
    const mthd = pd === null ? null : e.client.typ === 'FDR' ? r.weighted([['BACS', 75], ['CHQ', 25]]) : e.client.typ === 'COR' ? r.weighted([['BACS', 92], ['CARD', 8]]) : r.weighted([['BACS', 62], ['CARD', 33], ['CASH', 3], ['CHQ', 2]]);
    invoices.push([0, e, typ, invDt, net, vat, ded, due, pd, mthd]);
  }
  invoices.sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : a[1].id - b[1].id));
  invoices.forEach((x, i) => {
    x[0] = i + 1;
  });

  // Purchases
  const purchases: [number, string, string, Event | null, string, string | null, number, string][] = [];
  const inflation = (dt: string) => 1.055 ** ((Date.parse(`${dt}T00:00:00Z`) - Date.parse('2026-01-01T00:00:00Z')) / (365 * 86_400_000));
  for (const e of events) {
    if (e.dt > addDays(LAST_DAY, 12)) continue;
    const spend = e.guests * e.pkg.costPp * r.float(0.95, 1.25, 3) * inflation(e.dt);
    for (const [cat, share] of MIX[e.pkg.style]!) {
      if (share < 0.15 && r.chance(0.4)) continue;
      const ord = addDays(e.dt, -r.int(3, 10));
      if (ord > LAST_DAY || ord < e.booked) continue;
      if (e.cxl !== null && e.cxl < ord) continue;
      const supp = r.weighted(SUPPLIERS[cat]!);
      let dlv: string | null = addDays(e.dt, -r.int(1, 2));
      let stat = 'RCV';
      if (e.cxl !== null) {
        stat = 'CXL';
        dlv = null;
      } else if (dlv > LAST_DAY) {
        stat = 'ORD';
        dlv = null;
      }
      purchases.push([0, supp, cat, e, ord, dlv, round2(Math.max(25, spend * share * r.float(0.85, 1.15, 3))), stat]);
    }
  }
  for (let wk = '2024-01-02'; wk <= LAST_DAY; wk = addDays(wk, 7)) {
    const n = r.weighted([[1, 55], [2, 35], [0, 10]]);
    for (let k = 0; k < n; k++) {
      const cat = r.weighted([['DRY', 50], ['DAIRY', 25], ['VEG', 15], ['MEAT', 10]]);
      const ord = addDays(wk, r.int(0, 3));
      if (ord > LAST_DAY) continue;
      let dlv: string | null = addDays(ord, r.int(1, 3));
      let stat = 'RCV';
      if (dlv > LAST_DAY) {
        dlv = null;
        stat = 'ORD';
      }
      purchases.push([0, r.weighted(SUPPLIERS[cat]!), cat, null, ord, dlv, round2(r.float(60, 380) * inflation(ord)), stat]);
    }
  }
  purchases.sort((a, b) => (a[4] < b[4] ? -1 : a[4] > b[4] ? 1 : (a[3]?.id ?? 0) - (b[3]?.id ?? 0)));
  purchases.forEach((x, i) => {
    x[0] = i + 1;
  });

  return [
    'CREATE SCHEMA kkc;',
    `CREATE TABLE kkc.clients (cli_id integer PRIMARY KEY, cli_cd varchar(6) NOT NULL UNIQUE, cli_nm text NOT NULL, cli_typ varchar(3) NOT NULL,
      town text NOT NULL, ref_cli_id integer REFERENCES kkc.clients (cli_id), acct_opn_dt date NOT NULL, crdt_yn char(1) NOT NULL);`,
    `CREATE TABLE kkc.staff (stf_id integer PRIMARY KEY, stf_cd varchar(5) NOT NULL UNIQUE, first_nm text NOT NULL, last_nm text NOT NULL,
      role_cd varchar(3) NOT NULL, emp_typ varchar(3) NOT NULL, hrly_rt_gbp numeric(6,2) NOT NULL, start_dt date NOT NULL, end_dt date);`,
    `CREATE TABLE kkc.menus (mnu_id integer PRIMARY KEY, prnt_mnu_id integer REFERENCES kkc.menus (mnu_id), mnu_cd varchar(12) NOT NULL UNIQUE,
      mnu_nm text NOT NULL, lvl_cd varchar(3) NOT NULL, svc_styl varchar(3), course_cd varchar(3), list_pp_gbp numeric(7,2),
      food_cost_pp_gbp numeric(6,2), veg_yn char(1), gf_yn char(1), actv_yn char(1) NOT NULL);`,
    `CREATE TABLE kkc.events (evt_id integer PRIMARY KEY, evt_ref varchar(8) NOT NULL UNIQUE, cli_id integer NOT NULL REFERENCES kkc.clients (cli_id),
      evt_typ varchar(3) NOT NULL, evt_dt date NOT NULL, bkd_dt date NOT NULL, venue_nm text, venue_town text NOT NULL,
      mnu_id integer NOT NULL REFERENCES kkc.menus (mnu_id), guests_bkd smallint NOT NULL, guests_act smallint, pp_gbp numeric(7,2) NOT NULL,
      dep_gbp numeric(9,2), dep_pd_dt date, stat_cd varchar(3) NOT NULL, cxl_dt date, mgr_stf_id integer REFERENCES kkc.staff (stf_id));`,
    `CREATE TABLE kkc.shifts (shft_id integer PRIMARY KEY, evt_id integer NOT NULL REFERENCES kkc.events (evt_id),
      stf_id integer NOT NULL REFERENCES kkc.staff (stf_id), shft_role varchar(3) NOT NULL, hrs_sch numeric(4,1) NOT NULL, hrs_wkd numeric(4,1),
      rate_gbp numeric(6,2) NOT NULL, att_cd varchar(3) NOT NULL);`,
    `CREATE TABLE kkc.invoices (inv_id integer PRIMARY KEY, inv_no varchar(10) NOT NULL UNIQUE, evt_id integer NOT NULL REFERENCES kkc.events (evt_id),
      inv_typ varchar(3) NOT NULL, inv_dt date NOT NULL, net_gbp numeric(10,2) NOT NULL, vat_gbp numeric(9,2) NOT NULL,
      dep_ded_gbp numeric(9,2) NOT NULL, due_dt date NOT NULL, pd_dt date, pay_mthd varchar(4));`,
    `CREATE TABLE kkc.purchases (po_id integer PRIMARY KEY, po_no varchar(9) NOT NULL UNIQUE, supp_nm text NOT NULL, cat_cd varchar(5) NOT NULL,
      evt_id integer REFERENCES kkc.events (evt_id), ord_dt date NOT NULL, dlv_dt date, amt_gbp numeric(9,2) NOT NULL, stat_cd varchar(3) NOT NULL);`,
    insertRows(
      'kkc.clients',
      ['cli_id', 'cli_cd', 'cli_nm', 'cli_typ', 'town', 'ref_cli_id', 'acct_opn_dt', 'crdt_yn'],
      used.map((c) => [c.id, c.code, c.name, c.typ, c.town, c.ref ? c.ref.id : null, c.opened, c.credit]),
    ),
    insertRows(
      'kkc.staff',
      ['stf_id', 'stf_cd', 'first_nm', 'last_nm', 'role_cd', 'emp_typ', 'hrly_rt_gbp', 'start_dt', 'end_dt'],
      staff.map((s, i) => [s.id, s.code, STAFF[i]![1], STAFF[i]![2], s.role, STAFF[i]![4], staffRate(s), s.start, s.end]),
    ),
    insertRows(
      'kkc.menus',
      ['mnu_id', 'prnt_mnu_id', 'mnu_cd', 'mnu_nm', 'lvl_cd', 'svc_styl', 'course_cd', 'list_pp_gbp', 'food_cost_pp_gbp', 'veg_yn', 'gf_yn', 'actv_yn'],
      menuRows,
    ),
    insertRows(
      'kkc.events',
      ['evt_id', 'evt_ref', 'cli_id', 'evt_typ', 'evt_dt', 'bkd_dt', 'venue_nm', 'venue_town', 'mnu_id', 'guests_bkd', 'guests_act', 'pp_gbp',
        'dep_gbp', 'dep_pd_dt', 'stat_cd', 'cxl_dt', 'mgr_stf_id'],
      events.map((e) => [e.id, e.ref, e.client.id, e.typ, e.dt, e.booked, e.venue, e.town, e.pkg.id, e.guests, e.actual, e.pp, e.dep, e.depPaid,
        e.stat, e.cxl, e.mgr ? e.mgr.id : null]),
    ),
    insertRows(
      'kkc.shifts',
      ['shft_id', 'evt_id', 'stf_id', 'shft_role', 'hrs_sch', 'hrs_wkd', 'rate_gbp', 'att_cd'],
      shifts.map((x) => [x[0], x[1].id, x[2].id, x[3], x[4], x[5], x[6], x[7]]),
    ),
    insertRows(
      'kkc.invoices',
      ['inv_id', 'inv_no', 'evt_id', 'inv_typ', 'inv_dt', 'net_gbp', 'vat_gbp', 'dep_ded_gbp', 'due_dt', 'pd_dt', 'pay_mthd'],
      invoices.map((x) => [x[0], `KK-${100000 + x[0]}`, x[1].id, x[2], x[3], x[4], x[5], x[6], x[7], x[8], x[9]]),
    ),
    insertRows(
      'kkc.purchases',
      ['po_id', 'po_no', 'supp_nm', 'cat_cd', 'evt_id', 'ord_dt', 'dlv_dt', 'amt_gbp', 'stat_cd'],
      purchases.map((x) => [x[0], `PO-${20000 + x[0]}`, x[1], x[2], x[3] ? x[3].id : null, x[4], x[5], x[6], x[7]]),
    ),
  ].join('\n');
}
