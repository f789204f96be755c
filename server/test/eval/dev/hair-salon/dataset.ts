/**
 * Halo Hair & Beauty, an independent hair and beauty salon in south Manchester with two branches: the original salon
 * at 14 Warburton Street, Didsbury (branch DID, open since 2015) and a second salon at 3 Regent Road, Altrincham
 * (branch ALT), which opened on Tuesday 2024-09-03. The owner, Rebecca Okafor, is also the Didsbury art director.
 * Each branch has stylists at different levels (junior, stylist, senior stylist, art director), beauty therapists
 * (therapist, senior therapist) and a receptionist. Both salons are open Tuesday to Saturday, closed Sunday, Monday,
 * bank holidays and from Christmas Day to New Year's Day.
 *
 * The work:
 *   - hair services (cutting and styling, colour, hair treatments) and beauty services (nails, lashes and brows,
 *     facials, massage), booked online (website / app, card details taken), by phone, rebooked at the desk after a
 *     visit, or taken as a walk-in. The menu price of a service depends on the level (grade) of the stylist or
 *     therapist who does it;
 *   - a no-show / late-cancellation policy since 2024-04-01: a client who does not turn up, or cancels less than 24
 *     hours before, is charged 50% of the booked services' price (rounded to the pound) to the card on file. No
 *     card on file, or the fee waived by the manager, means no fee;
 *   - retail products (shampoo, styling products, treatments, tools) sold at the till, mostly with a service;
 *   - tips added to a card payment at the till (cash tips are not recorded);
 *   - gift vouchers, sold online or at either desk, valid 12 months from sale, redeemable in part or in full;
 *   - a loyalty scheme ("Halo Rewards") launched 2024-03-01: clients who join earn 1 point per whole pound paid for
 *     services and products (before tips, not counting any part paid with a gift voucher), get 50 welcome points,
 *     and redeem 200 points for GBP 10 off a bill.
 *
 * This is the database of the "Tressa Salon Manager" package (schema `tressa`), copied on the morning of Wednesday
 * 2026-11-25 with everything up to close on Tuesday 2026-11-24. The package went live on 2023-12-05; only clients
 * (with their original creation dates) and bookings already in the diary were brought over. Rows dated 2026-11-25
 * or later are only appointments booked for a future day (status B, or X when already cancelled).
 *
 * MONEY is in whole PENCE (integer columns ending `_p`). Menu and shelf prices (`svc_price.price_p`,
 * `product.rrp_p`) include VAT at 20%; sold services and products are kept EX VAT (`net_p`) with the VAT apart
 * (`vat_p`). Till totals, tips, fees, vouchers and discounts are the amounts paid (no VAT split; tips, fees and
 * vouchers carry no VAT). Answers about money are given in pounds (pence / 100).
 *
 * Business terms:
 * - An appointment counts only when `appt.del_flag` = 'N'; rows with 'Y' are duplicate bookings keyed in error and
 *   deleted (soft delete) - they must be left out of everything.
 * - Completed appointment = `status_cd` 'C'. Service sales (service revenue, "services") = `appt_line.net_p`
 *   (ex VAT; + `vat_p` for inc VAT) of completed appointments, by appointment date `appt_dt`, credited to the
 *   stylist / therapist on the line (`appt_line.emp_id`). Loyalty discounts are not taken off service sales.
 * - No-show rate = no-shows (N) out of appointments that were due: C, N and L (cancellations made in good time, X,
 *   do not count). Late-cancellation rate likewise with L.
 * - Fees = `appt.fee_p` (no-show and late-cancellation fees actually charged; NULL when not charged).
 * - Retail sales = `till_line.net_p` (ex VAT) on till transactions that are not voided (`till_txn.void_yn` = 'N'),
 *   by the date of `till_txn.txn_ts`; units = `till_line.qty`. Retail margin = net_p - qty * `product.cost_p`.
 * - Takings = `till_txn.tot_p` of non-void transactions (services inc VAT + products inc VAT - loyalty discount +
 *   tip); of it, `vch_p` was paid with gift vouchers and the rest by `pay_cd`.
 * - Tips = `till_txn.tip_p` of non-void transactions, for the staff member `tip_emp_id`.
 * - Retail attach rate = non-void appointment bills (till_txn with `appt_id` set) with at least one till_line, out
 *   of all non-void appointment bills.
 * - Gift voucher sales = `gift_vch.face_p` by `sold_dt`, leaving out refunded vouchers (stat_cd X). Redeemed =
 *   `vch_redeem.amt_p`. Balance of a voucher = face_p - its redeemed amounts. Outstanding vouchers (liability) =
 *   balance of vouchers with status A (still valid).
 * - Loyalty points balance = `client.pts_bal` (= sum of its `loy_txn.pts`). Points earned = ERN rows, redeemed =
 *   RED rows (negative pts).
 * - A client counts only when `erased_yn` = 'N'; erased clients (GDPR erasure requests) keep their row, with
 *   'ERASED' as the names and no contact details, so that old appointments still join - leave them out of client
 *   lists and counts. New clients = clients by `crt_dt`.
 * - Active staff: `leave_dt` IS NULL (also `active_yn` = 'Y'). A stylist's level is their `grade_cd` (nobody has
 *   changed grade since go-live).
 *
 * The package does NOT record: staff hours, rotas, holidays, wages or commission paid; product stock levels,
 * stock-takes or purchases from suppliers (only the current cost price of each product); rent, utilities or other
 * overheads; how a client heard of us (no marketing source) or marketing campaigns; client reviews, ratings or
 * complaints; phone calls or enquiries that did not become a booking; cash tips; patch tests or client hair / skin
 * notes; which colour products (tubes, grams) were used on a client.
 *
 * Tables
 * - `sys_code`: code lookup (`code_grp`, `code`, `code_desc`). Groups: CHAN booking channel (ONL online, PHN phone,
 *   SAL rebooked in salon at the desk, WLK walk-in); APST appointment status (B booked - in the diary, C completed,
 *   N no-show, L late cancellation - under 24 hours, X cancelled in good time); JOB (STY stylist, THR therapist,
 *   REC receptionist); GRADE (JNR Junior Stylist, STY Stylist, SNR Senior Stylist, ART Art Director, TH Therapist,
 *   STH Senior Therapist); SCAT service category (CUT Cutting & Styling, COL Colour, TRT Hair Treatments, BEA
 *   Beauty); PCAT product category (SHC Shampoo & Conditioner, STL Styling, TRT Treatments & Oils, TLS Tools &
 *   Accessories, GFT Gift Sets); PAY (CARD, CASH, VCH wholly paid by gift voucher); VCST voucher status (A active -
 *   valid with money left, U used up, E expired with money left, X refunded / cancelled); LTYP loyalty entry (BON
 *   welcome bonus, ERN earned on a bill, RED redeemed on a bill, ADJ manual adjustment).
 * - `branch`: `br_id`, `br_cd` (DID, ALT), `br_nm` (Didsbury, Altrincham), `addr1`, `pcode`, `tel`, `open_dt`.
 * - `staff`: `emp_id`, `br_id` home branch, `first_nm`, `last_nm`, `job_cd` (JOB), `grade_cd` (GRADE; NULL for
 *   receptionists), `start_dt`, `leave_dt` (NULL while employed), `active_yn` 'Y'/'N'.
 * - `svc`: service menu, `svc_id`, `svc_cd`, `svc_nm` (current name), `cat_cd` (SCAT), `dur_min`, `active_yn`
 *   'Y'/'N', `added_dt`. BRT was renamed from 'Olaplex Treatment' to 'Bond Repair Treatment' on 2025-06-01;
 *   appointment lines keep the name at the time in `appt_line.line_desc`. PRM (Perm) was dropped on 2025-01-31.
 *   BHT (Bridal Hair Trial) was added to the menu on 2026-11-01.
 * - `svc_price`: menu prices INC VAT by level, (`svc_id`, `grade_cd`, `eff_dt`) -> `price_p`; a price holds from
 *   its `eff_dt` until the next one for the same service and grade (price lists of 2023-12-01, 2025-02-01,
 *   2026-03-01, plus a service's own start).
 * - `client`: `cli_id`, `first_nm`, `last_nm`, `mobile`, `email` (NULL if not given), `home_br_id`, `crt_dt`,
 *   `mkt_optin` 'Y'/'N' (agreed to marketing), `loy_yn` 'Y'/'N' in the loyalty scheme, `loy_join_dt`, `pts_bal`
 *   current points, `erased_yn` 'Y'/'N'.
 * - `appt`: appointments, `appt_id`, `br_id`, `cli_id`, `emp_id` (stylist / therapist), `appt_dt`, `start_ts`,
 *   `book_chan` (CHAN), `booked_ts` when the booking was made, `booked_by` staff who took it (NULL for online),
 *   `status_cd` (APST), `cxl_ts` when cancelled (L and X), `fee_p` fee charged (N and L only, NULL when none),
 *   `del_flag` 'Y'/'N' (see above).
 * - `appt_line`: services booked on an appointment, (`appt_id`, `line_no`), `svc_id`, `emp_id`, `line_desc`,
 *   `net_p`, `vat_p` (the price for that level at the time; for cancelled and no-show appointments, what would have
 *   been charged).
 * - `product`: retail products, `prod_id`, `sku`, `brand`, `prod_nm`, `cat_cd` (PCAT), `rrp_p` current shelf price
 *   inc VAT, `cost_p` current cost price ex VAT, `active_yn` 'Y'/'N' (N: no longer stocked).
 * - `till_txn`: till bills, `txn_id`, `br_id`, `txn_ts`, `appt_id` (NULL for a product-only sale), `cli_id` (NULL
 *   when not taken), `rung_by` staff, `disc_p` loyalty discount, `tip_p`, `tip_emp_id` (NULL when no tip),
 *   `tot_p` total charged, `vch_p` part paid by gift voucher, `pay_cd` (PAY), `void_yn` 'Y'/'N' (Y: rung in error
 *   and re-rung; leave out).
 * - `till_line`: products sold on a bill, (`txn_id`, `line_no`), `prod_id`, `qty`, `net_p`, `vat_p`, `sold_by`.
 * - `gift_vch`: gift vouchers, `vch_cd`, `sold_dt`, `sold_via` (ONL website, TIL salon desk), `br_id` (NULL for
 *   online sales), `buyer_nm` (NULL if not taken), `face_p`, `exp_dt` last valid day, `stat_cd` (VCST).
 * - `vch_redeem`: voucher redemptions, `red_id`, `vch_cd`, `txn_id`, `red_dt`, `amt_p`.
 * - `loy_txn`: loyalty points ledger, `lt_id`, `cli_id`, `lt_dt`, `lt_typ` (LTYP), `pts` (+ earned, - redeemed),
 *   `txn_id` (NULL for bonuses and adjustments).
 */
import { addDays, addMonths, dayOfWeek, ENGLAND_BANK_HOLIDAYS, insertRows, pad, seededRandom, uniqueNames } from '../../seeded-random';

const START = '2023-12-05';
const LAST = '2026-11-24';
const TODAY = '2026-11-25';
const DIARY_END = '2027-01-16';
const ALT_OPEN = '2024-09-03';
const FEE_FROM = '2024-04-01';
const LOY_FROM = '2024-03-01';

const isOpen = (d: string): boolean => {
  const dow = dayOfWeek(d);
  const md = d.slice(5);
  if (dow === 0 || dow === 1) return false;
  if (ENGLAND_BANK_HOLIDAYS.has(d)) return false;
  return !(md >= '12-25' || md === '01-01');
};
const hm = (mins: number): string => `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const year = (d: string): number => Number(d.slice(0, 4));
const month = (d: string): number => Number(d.slice(5, 7));

// [emp_id, br_id, first, last, job, grade, start, leave]
type Emp = [number, number, string, string, string, string | null, string, string | null];
const STAFF: Emp[] = [
  [1, 1, 'Rebecca', 'Okafor', 'STY', 'ART', '2015-04-13', null],
  [2, 1, 'Dan', 'Whitlow', 'STY', 'SNR', '2017-09-05', null],
  [3, 1, 'Chloe', 'Marsh', 'STY', 'STY', '2020-02-11', null],
  [4, 1, 'Jade', 'Rooney', 'STY', 'JNR', '2022-08-30', '2025-05-31'],
  [5, 1, 'Farah', 'Qureshi', 'STY', 'STY', '2024-02-06', null],
  [6, 1, 'Ellis', 'Fairhurst', 'STY', 'JNR', '2025-06-10', null],
  [7, 1, 'Marta', 'Nowak', 'THR', 'STH', '2019-03-05', null],
  [8, 1, 'Keeley', 'Burke', 'THR', 'TH', '2022-05-10', '2024-11-30'],
  [9, 1, 'Aaliyah', 'Hussain', 'THR', 'TH', '2025-01-07', null],
  [10, 1, 'Sam', 'Pritchard', 'REC', null, '2021-06-01', null],
  [11, 2, 'Olivia', 'Grant', 'STY', 'SNR', '2024-08-19', null],
  [12, 2, 'Tyler', 'Brooks', 'STY', 'STY', '2024-08-19', null],
  [13, 2, 'Niamh', 'Kelly', 'STY', 'JNR', '2024-08-19', null],
  [14, 2, 'Bethany', 'Cole', 'STY', 'STY', '2025-03-04', '2026-08-29'],
  [15, 2, 'Priya', 'Sandhu', 'THR', 'TH', '2024-08-19', null],
  [16, 2, 'Hollie', 'Dean', 'REC', null, '2024-08-19', '2026-06-27'],
  [17, 2, 'Lewis', 'Ahmed', 'REC', null, '2026-06-30', null],
  [18, 2, 'Kasia', 'Lewandowska', 'STY', 'SNR', '2026-09-08', null],
];
const onStaff = (e: Emp, d: string): boolean => e[6] <= d && (e[7] === null || d <= e[7]);
const GRADE_MULT: Record<string, number> = { JNR: 0.8, STY: 1.0, SNR: 1.2, ART: 1.45, TH: 1.0, STH: 1.15 };
const GRADE_WT: Record<string, number> = { JNR: 0.7, STY: 1.0, SNR: 1.15, ART: 0.75, TH: 1.0, STH: 1.0 };
const HAIR_GRADES = ['JNR', 'STY', 'SNR', 'ART'];
const BEAUTY_GRADES = ['TH', 'STH'];

// [svc_id, code, name, cat, base price inc VAT (stylist level), minutes, active, added]
type Svc = [number, string, string, string, number, number, string, string];
const SVCS: Svc[] = [
  [1, 'LCB', 'Ladies Cut & Blow-dry', 'CUT', 5200, 60, 'Y', '2023-12-05'],
  [2, 'BLD', 'Blow-dry', 'CUT', 3000, 45, 'Y', '2023-12-05'],
  [3, 'MCT', 'Gents Cut', 'CUT', 2800, 30, 'Y', '2023-12-05'],
  [4, 'KCT', 'Kids Cut (under 12)', 'CUT', 1800, 30, 'Y', '2023-12-05'],
  [5, 'RGT', 'Root Tint', 'COL', 5500, 75, 'Y', '2023-12-05'],
  [6, 'FHC', 'Full Head Colour', 'COL', 7500, 90, 'Y', '2023-12-05'],
  [7, 'HHL', 'Half Head Highlights', 'COL', 8500, 120, 'Y', '2023-12-05'],
  [8, 'FHL', 'Full Head Highlights', 'COL', 11000, 150, 'Y', '2023-12-05'],
  [9, 'BAL', 'Balayage', 'COL', 14000, 180, 'Y', '2023-12-05'],
  [10, 'TNR', 'Toner / Gloss', 'COL', 2500, 30, 'Y', '2023-12-05'],
  [11, 'BRT', 'Bond Repair Treatment', 'TRT', 3000, 20, 'Y', '2023-12-05'],
  [12, 'KER', 'Keratin Smoothing', 'TRT', 18000, 150, 'Y', '2023-12-05'],
  [13, 'PRM', 'Perm', 'TRT', 9000, 120, 'N', '2023-12-05'],
  [14, 'GEL', 'Gel Manicure', 'BEA', 3200, 45, 'Y', '2023-12-05'],
  [15, 'PED', 'Luxury Pedicure', 'BEA', 4000, 60, 'Y', '2023-12-05'],
  [16, 'LBT', 'Lash & Brow Tint', 'BEA', 2400, 30, 'Y', '2023-12-05'],
  [17, 'BWX', 'Brow Wax & Shape', 'BEA', 1500, 15, 'Y', '2023-12-05'],
  [18, 'FAC', 'Signature Facial', 'BEA', 5500, 60, 'Y', '2023-12-05'],
  [19, 'MAS', 'Back, Neck & Shoulder Massage', 'BEA', 4200, 30, 'Y', '2023-12-05'],
  [20, 'LLF', 'Lash Lift', 'BEA', 4500, 45, 'Y', '2025-04-01'],
  [21, 'BHT', 'Bridal Hair Trial', 'CUT', 6500, 90, 'Y', '2026-11-01'],
];
const SVC = new Map(SVCS.map((s) => [s[1], s]));
const PRICE_LISTS: [string, number][] = [['2023-12-01', 1.0], ['2025-02-01', 1.06], ['2026-03-01', 1.1]];
const menuPrice = (code: string, grade: string, d: string): number => {
  const s = SVC.get(code)!;
  let f = 1;
  for (const [eff, k] of PRICE_LISTS) if (eff <= d) f = k;
  return Math.round((s[4] * GRADE_MULT[grade]! * f) / 100) * 100;
};

// [prod_id, sku, brand, name, cat, rrp inc VAT, cost ex VAT, active, selling weight]
type Prod = [number, string, string, string, string, number, number, string, number];
const PRODS: Prod[] = [
  [1, 'OLA-003', 'Olaplex', 'No.3 Hair Perfector 100ml', 'TRT', 2800, 1350, 'Y', 9],
  [2, 'OLA-004', 'Olaplex', 'No.4 Bond Maintenance Shampoo 250ml', 'SHC', 2800, 1350, 'Y', 7],
  [3, 'OLA-005', 'Olaplex', 'No.5 Bond Maintenance Conditioner 250ml', 'SHC', 2800, 1350, 'Y', 6],
  [4, 'OLA-007', 'Olaplex', 'No.7 Bonding Oil 30ml', 'TRT', 2800, 1350, 'Y', 4],
  [5, 'KER-BSH', 'Kerastase', 'Bain Satin Shampoo 250ml', 'SHC', 2950, 1400, 'Y', 5],
  [6, 'KER-EUO', 'Kerastase', 'Elixir Ultime Oil 100ml', 'TRT', 4600, 2200, 'Y', 3],
  [7, 'KER-GEN', 'Kerastase', 'Genesis Anti Hair-fall Serum 90ml', 'TRT', 5200, 2500, 'Y', 1.5],
  [8, 'DAV-OIS', 'Davines', 'OI Shampoo 280ml', 'SHC', 2600, 1100, 'Y', 5],
  [9, 'DAV-OIC', 'Davines', 'OI Conditioner 250ml', 'SHC', 2800, 1200, 'Y', 4],
  [10, 'DAV-OIO', 'Davines', 'OI All in One Milk 135ml', 'STL', 2700, 1150, 'Y', 4.5],
  [11, 'DAV-SSS', 'Davines', 'This Is A Sea Salt Spray 250ml', 'STL', 2400, 1000, 'Y', 3.5],
  [12, 'DAV-OHB', 'Davines', 'OI Hair Butter 250ml', 'TRT', 3900, 1700, 'N', 2],
  [13, 'MOR-TRO', 'Moroccanoil', 'Treatment Original 100ml', 'TRT', 3845, 1800, 'Y', 5.5],
  [14, 'MOR-DSS', 'Moroccanoil', 'Dry Texture Spray 205ml', 'STL', 2450, 1100, 'Y', 2.5],
  [15, 'HAL-HSP', 'Halo', 'Heat Shield Spray 200ml', 'STL', 1600, 450, 'Y', 6],
  [16, 'HAL-SIL', 'Halo', 'Silver Toning Shampoo 300ml', 'SHC', 1800, 500, 'Y', 4],
  [17, 'HAL-GFT', 'Halo', 'Pamper Gift Set', 'GFT', 3500, 1300, 'Y', 1.5],
  [18, 'GHD-PLT', 'ghd', 'Platinum+ Styler', 'TLS', 24900, 15500, 'Y', 0.5],
  [19, 'GHD-HEL', 'ghd', 'Helios Hair Dryer', 'TLS', 18900, 11800, 'Y', 0.35],
  [20, 'TT-ORIG', 'Tangle Teezer', 'The Original Detangling Brush', 'TLS', 1500, 650, 'Y', 5],
  [21, 'TT-WET', 'Tangle Teezer', 'The Wet Detangler', 'TLS', 1300, 550, 'N', 2],
  [22, 'BIO-NAIL', 'Bio Sculpture', 'Nail & Cuticle Oil 15ml', 'TRT', 1200, 420, 'Y', 2.5],
];
const PROD_END: Record<number, string> = { 12: '2025-03-31', 21: '2024-10-31' };
const shelfPrice = (p: Prod, d: string): number => {
  const f = d < '2025-01-01' ? 0.93 : d < '2026-01-01' ? 0.97 : 1;
  return Math.round((p[5] * f) / 50) * 50;
};

const FIRST = [
  'Sophie', 'Emily', 'Grace', 'Hannah', 'Lauren', 'Megan', 'Rachel', 'Amy', 'Charlotte', 'Holly', 'Jess', 'Katie', 'Lucy', 'Natalie',
  'Rebecca', 'Siobhan', 'Zara', 'Aisha', 'Anna', 'Bethan', 'Caitlin', 'Danielle', 'Eleanor', 'Freya', 'Georgia', 'Imogen', 'Jasmine',
  'Leah', 'Mia', 'Nadia', 'Olivia', 'Poppy', 'Ruby', 'Sana', 'Tara', 'Yasmin', 'Claire', 'Helen', 'Joanne', 'Karen', 'Linda', 'Sue',
  'Alison', 'Denise', 'Tom', 'James', 'Ben', 'Josh', 'Liam', 'Mohammed', 'Ryan', 'Adam', 'Chris', 'Jamie',
];
const LAST_NM = [
  'Ashton', 'Bamford', 'Barlow', 'Bradshaw', 'Brennan', 'Buckley', 'Butterworth', 'Chadwick', 'Clarke', 'Collier', 'Cropper', 'Dunne',
  'Entwistle', 'Fallon', 'Fitzgerald', 'Gorton', 'Hampson', 'Hargreaves', 'Haworth', 'Heywood', 'Holt', 'Howarth', 'Jackson', 'Kaur',
  'Kenyon', 'Lomax', 'Lord', 'Mahmood', 'McCarthy', 'Mellor', 'Nuttall', 'Ogden', 'Pilling', 'Ramsbottom', 'Riley', 'Schofield',
  'Shah', 'Sharples', 'Standring', 'Tattersall', 'Unsworth', 'Whittaker', 'Worrall', 'Yates', 'Zielinski', 'Ahmed', 'Doyle', 'Ferguson',
];

export function datasetSql(): string {
  const r = seededRandom(7152026);
  const nameOf = uniqueNames(r, FIRST, LAST_NM);

  // ------------------------------------------------------------ clients
  interface Cli {
    id: number; first: string; last: string; mobile: string; email: string | null; br: number; crt: string; optin: boolean;
    loy: boolean; loyDt: string | null; pts: number; erased: boolean; lapse: string; wantsLoy: boolean;
  }
  const clis: Cli[] = [];
  const tickets: Cli[][] = [[], [], []];
  const newCli = (br: number, crt: string): Cli => {
    const [f, l] = nameOf();
    const regular = r.weighted([[4, 3], [2, 3], [1, 4]] as const);
    const lapseDays = r.chance(0.4) ? 99999 : Math.round(-Math.log(1 - r.next()) * 700);
    const c: Cli = {
      id: 0, first: f, last: l, mobile: `07${r.int(100, 999)} ${r.int(100000, 999999)}`,
      email: r.chance(0.78) ? `${f.toLowerCase()}.${l.toLowerCase()}${r.chance(0.4) ? r.int(1, 99) : ''}@${r.pick(['gmail.com', 'hotmail.co.uk', 'icloud.com', 'outlook.com', 'yahoo.co.uk'])}` : null,
      br, crt, optin: r.chance(0.55), loy: false, loyDt: null, pts: 0, erased: false,
      lapse: lapseDays > 3000 ? '9999-12-31' : addDays(crt < START ? START : crt, lapseDays), wantsLoy: r.chance(0.6),
    };
    clis.push(c);
    for (let k = 0; k < regular; k++) tickets[br]!.push(c);
    return c;
  };
  for (let k = 0; k < 650; k++) newCli(1, r.date('2015-05-01', '2023-11-30'));
  const pickCli = (br: number, d: string, pNew: number): Cli => {
    if (r.chance(pNew) || tickets[br]!.length < 30) return newCli(br, d);
    for (let k = 0; k < 25; k++) {
      const c = r.pick(tickets[br]!);
      if (c.lapse >= d && c.crt <= d) return c;
    }
    return newCli(br, d);
  };

  // ------------------------------------------------------------ appointments
  interface Line { svc: Svc; emp: number; desc: string; gross: number }
  interface Appt {
    id: number; br: number; cli: Cli; emp: Emp; dt: string; start: number; chan: string; booked: string; bookedBy: number | null;
    st: string; cxl: string | null; fee: number | null; del: boolean; lines: Line[];
  }
  const appts: Appt[] = [];
  const desk = (br: number, d: string): Emp | undefined => STAFF.find((e) => e[1] === br && e[4] === 'REC' && onStaff(e, d));
  const SEASON = [0.8, 0.85, 1.0, 0.95, 1.0, 1.0, 0.9, 0.85, 1.0, 1.0, 1.1, 1.35];
  const mkLine = (code: string, e: Emp, d: string): Line => {
    const s = SVC.get(code)!;
    const desc = code === 'BRT' && d < '2025-06-01' ? 'Olaplex Treatment' : s[2];
    return { svc: s, emp: e[0], desc, gross: menuPrice(code, e[5]!, d) };
  };
  const hairLines = (e: Emp, d: string, br: number): Line[] => {
    const g = e[5]!;
    const opts: [string, number][] = [
      ['LCB', 30], ['BLD', 11], ['MCT', 14], ['KCT', 5], ['RGT', 10], ['FHC', 8], ['HHL', 7],
      ['FHL', g === 'JNR' ? 0 : 5], ['BAL', g === 'JNR' ? 0 : d < '2025-01-01' ? 4 : 7],
      ['KER', br === 1 && (g === 'SNR' || g === 'ART') ? 2.5 : 0], ['PRM', br === 1 && d <= '2025-01-31' ? 1.2 : 0],
    ];
    const main = r.weighted(opts);
    const out = [mkLine(main, e, d)];
    const cat = SVC.get(main)![3];
    if (cat === 'COL') {
      if ((main === 'HHL' || main === 'FHL' || main === 'BAL') && r.chance(0.35)) out.push(mkLine('TNR', e, d));
      if (r.chance(0.2)) out.push(mkLine('BRT', e, d));
      const finish = r.weighted([['LCB', 55], ['BLD', 25], ['', 20]] as const);
      if (finish !== '') out.push(mkLine(finish, e, d));
    } else if (main === 'LCB' && r.chance(0.07)) out.push(mkLine('BRT', e, d));
    return out;
  };
  const beautyLines = (e: Emp, d: string, br: number): Line[] => {
    const opts: [string, number][] = [
      ['GEL', 25], ['PED', 10], ['LBT', 15], ['BWX', 18], ['FAC', 10], ['MAS', 9], ['LLF', br === 1 && d >= '2025-04-01' ? 10 : 0],
    ];
    const main = r.weighted(opts);
    const out = [mkLine(main, e, d)];
    if (r.chance(0.22)) {
      const second = r.weighted([['BWX', 3], ['LBT', 2], ['GEL', 1]] as const);
      if (second !== main) out.push(mkLine(second, e, d));
    }
    return out;
  };

  for (let d = START; d <= DIARY_END; d = addDays(d, 1)) {
    if (!isOpen(d)) continue;
    for (const br of [1, 2]) {
      if (br === 2 && d < ALT_OPEN) continue;
      const prog = (year(d) - 2024) + month(d) / 12;
      let lambda = br === 1 ? 6.2 + 0.5 * prog : Math.min(5.2, 2.2 + (Date.parse(d) - Date.parse(ALT_OPEN)) / 86_400_000 / 60) + 0.3 * prog;
      lambda *= SEASON[month(d) - 1]! * (dayOfWeek(d) === 6 ? 1.35 : 1);
      if (d.slice(5) >= '12-15' && d.slice(5) <= '12-24') lambda *= 1.3;
      const n = r.poisson(lambda);
      const pNew = br === 2 && d < '2025-03-01' ? 0.35 : br === 2 ? 0.14 : 0.1;
      const stylists = STAFF.filter((e) => e[1] === br && e[4] === 'STY' && onStaff(e, d));
      const therapists = STAFF.filter((e) => e[1] === br && e[4] === 'THR' && onStaff(e, d));
      for (let k = 0; k < n; k++) {
        const beauty = therapists.length > 0 && r.chance(br === 1 ? 0.27 : 0.22);
        const pool = beauty ? therapists : stylists;
        const e = r.weighted(pool.map((x) => [x, GRADE_WT[x[5]!]!] as const));
        const lines = beauty ? beautyLines(e, d, br) : hairLines(e, d, br);
        const cutOnly = !beauty && lines.length === 1 && SVC.get(lines[0]!.svc[1])![3] === 'CUT';
        const pOnl = 0.3 + 0.07 * prog;
        let chan = r.weighted([['ONL', pOnl], ['PHN', 0.45 - 0.05 * prog], ['SAL', 0.17], ['WLK', cutOnly ? 0.1 : 0]] as const);
        const future = d >= TODAY;
        if (future && chan === 'WLK') chan = 'PHN';
        const lead = chan === 'WLK' ? 0 : chan === 'SAL' ? r.int(21, 63) : chan === 'ONL' ? Math.min(60, 1 + Math.round(-Math.log(1 - r.next()) * 9)) : r.int(1, 35);
        let bookedDt = addDays(d, -lead);
        if (br === 2 && bookedDt < '2024-08-19') bookedDt = addDays('2024-08-19', r.int(0, 10));
        if (bookedDt > LAST) continue;
        const durMin = lines.reduce((s, l) => s + l.svc[5], 0);
        const start = r.int(36, Math.max(37, 70 - Math.ceil(durMin / 15))) * 15;
        const bookMins = chan === 'ONL' ? r.int(7 * 60, 23 * 60) : chan === 'WLK' ? start - r.int(5, 60) : r.int(9 * 60, 17 * 60 + 30);
        const cli = pickCli(br, bookedDt, pNew);
        let st: string;
        if (future) st = r.chance(0.05) ? 'X' : 'B';
        else if (chan === 'WLK') st = 'C';
        else {
          const risk = (cli.crt >= addDays(d, -60) ? 1.6 : 1) * (chan === 'ONL' ? 1.3 : 1);
          st = r.weighted([['C', 88], ['X', 5.5], ['L', 3 * risk], ['N', 2.8 * risk]] as const);
        }
        if (st === 'X' && lead < 2) st = 'L';
        let cxl: string | null = null;
        if (st === 'L') cxl = `${addDays(d, -1)} ${hm(r.int(Math.min(start + 5, 20 * 60), 22 * 60))}`;
        if (st === 'X') {
          const back = Math.min(lead, r.int(2, 20));
          cxl = `${addDays(d, -back)} ${hm(r.int(8 * 60, 22 * 60))}`;
          if (addDays(d, -back) > LAST) cxl = `${LAST} ${hm(r.int(8 * 60, 20 * 60))}`;
        }
        const booked = `${bookedDt} ${hm(bookMins)}`;
        if (cxl !== null && cxl <= booked) cxl = new Date(Date.parse(`${booked.replace(' ', 'T')}Z`) + r.int(20, 90) * 60_000).toISOString().replace('T', ' ').slice(0, 19);
        let fee: number | null = null;
        if ((st === 'N' || st === 'L') && d >= FEE_FROM) {
          const card = chan === 'ONL' ? r.chance(0.92) : r.chance(0.4);
          if (card) fee = Math.round((lines.reduce((s, l) => s + l.gross, 0) * 0.5) / 100) * 100;
        }
        const rec = desk(br, bookedDt);
        const bookedBy = chan === 'ONL' ? null : chan === 'SAL' && r.chance(0.3) ? e[0] : rec ? rec[0] : e[0];
        const a: Appt = {
          id: 0, br, cli, emp: e, dt: d, start, chan, booked, bookedBy, st, cxl, fee, del: false, lines,
        };
        appts.push(a);
        if (r.chance(0.012)) appts.push({ ...a, st: 'B', cxl: null, fee: null, del: true, booked: `${bookedDt} ${hm(Math.min(bookMins + 2, 23 * 60 + 58))}`, lines: lines.map((l) => ({ ...l })) });
      }
    }
  }
  appts.sort((a, b) => (a.booked < b.booked ? -1 : a.booked > b.booked ? 1 : a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.start - b.start));
  appts.forEach((a, k) => {
    a.id = 20001 + k;
  });

  // ------------------------------------------------------------ gift vouchers
  interface Vch { cd: string; sold: string; via: string; br: number | null; buyer: string | null; face: number; exp: string; bal: number; refunded: boolean }
  const vchs: Vch[] = [];
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    const md = d.slice(5);
    let lam = 0.5;
    if (month(d) === 12 && md <= '12-24') lam *= md >= '12-10' ? 5 : 2.5;
    if (md >= '02-07' && md <= '02-14') lam *= 2.2;
    if (month(d) === 3) lam *= 1.8;
    const n = r.poisson(lam);
    for (let k = 0; k < n; k++) {
      const online = !isOpen(d) || r.chance(0.5);
      const br = online ? null : d >= ALT_OPEN && r.chance(0.4) ? 2 : 1;
      const [bf, bl] = [r.pick(FIRST), r.pick(LAST_NM)];
      const face = r.weighted([[2500, 2], [5000, 5], [7500, 2], [10000, 2.5], [15000, 0.7]] as const);
      vchs.push({
        cd: '', sold: d, via: online ? 'ONL' : 'TIL', br, buyer: online || r.chance(0.6) ? `${bf} ${bl}` : null, face,
        exp: addDays(addMonths(d, 12), -1), bal: face, refunded: r.chance(0.015),
      });
    }
  }
  vchs.forEach((v, k) => {
    v.cd = `HV${pad(10231 + k * 3 + r.int(0, 2), 5)}`;
  });

  // ------------------------------------------------------------ till, loyalty, redemptions (in time order)
  interface TLine { prod: Prod; qty: number; net: number; vat: number; by: number }
  interface Txn {
    id: number; br: number; ts: string; appt: Appt | null; cli: Cli | null; rung: number; disc: number; tip: number; tipEmp: number | null;
    tot: number; vch: number; pay: string; void: boolean; lines: TLine[];
  }
  interface Red { vch: Vch; txn: Txn; dt: string; amt: number }
  interface Loy { cli: Cli; dt: string; typ: string; pts: number; txn: Txn | null }
  const txns: Txn[] = [];
  const reds: Red[] = [];
  const loys: Loy[] = [];
  const pickProducts = (d: string, max: number): Prod[] => {
    const avail = PRODS.filter((p) => PROD_END[p[0]] === undefined || d <= PROD_END[p[0]]!);
    const n = r.weighted([[1, 7], [2, 2.5], [3, 0.5]] as const);
    const out: Prod[] = [];
    for (let k = 0; k < Math.min(n, max); k++) {
      const p = r.weighted(avail.map((x) => [x, x[8]] as const));
      if (!out.includes(p)) out.push(p);
    }
    return out;
  };
  interface Event { ts: string; br: number; appt: Appt | null; d: string }
  const events: Event[] = [];
  for (const a of appts) {
    if (a.del || a.st !== 'C') continue;
    const dur = a.lines.reduce((s, l) => s + l.svc[5], 0);
    events.push({ ts: `${a.dt} ${hm(Math.min(a.start + dur + r.int(0, 12), 20 * 60 + 30))}`, br: a.br, appt: a, d: a.dt });
  }
  for (let d = START; d <= LAST; d = addDays(d, 1)) {
    if (!isOpen(d)) continue;
    for (const br of [1, 2]) {
      if (br === 2 && d < ALT_OPEN) continue;
      const n = r.poisson(month(d) === 12 ? 1.6 : 0.7);
      for (let k = 0; k < n; k++) events.push({ ts: `${d} ${hm(r.int(9 * 60 + 15, 17 * 60 + 45))}`, br, appt: null, d });
    }
  }
  events.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.br - b.br));
  let vPtr = 0;
  const vPool: Vch[] = [];
  const joinLoy = (c: Cli, d: string) => {
    if (!c.loy && c.wantsLoy && d >= LOY_FROM && !c.erased) {
      c.loy = true;
      c.loyDt = d;
      c.pts += 50;
      loys.push({ cli: c, dt: d, typ: 'BON', pts: 50, txn: null });
    }
  };
  for (const ev of events) {
    const d = ev.d;
    while (vPtr < vchs.length && vchs[vPtr]!.sold < d) {
      if (!vchs[vPtr]!.refunded) vPool.push(vchs[vPtr]!);
      vPtr++;
    }
    const a = ev.appt;
    const known = a ? [] : tickets[ev.br]!.filter((c) => c.crt <= d).slice(-300);
    const cli = a ? a.cli : known.length > 0 && r.chance(0.4) ? r.pick(known) : null;
    const rec = desk(ev.br, d);
    const stylistsHere = STAFF.filter((e) => e[1] === ev.br && e[4] !== 'REC' && onStaff(e, d));
    const seller = a ? a.emp[0] : rec && r.chance(0.7) ? rec[0] : r.pick(stylistsHere)[0];
    const prods = a ? (r.chance(SVC.get(a.lines[0]!.svc[1])![3] === 'COL' ? 0.3 : a.emp[4] === 'THR' ? 0.12 : 0.18) ? pickProducts(d, 3) : []) : pickProducts(d, 3);
    const lines: TLine[] = prods.map((p) => {
      const qty = p[4] === 'TLS' || r.chance(0.9) ? 1 : 2;
      const gross = shelfPrice(p, d) * qty;
      const net = Math.round(gross / 1.2);
      return { prod: p, qty, net, vat: gross - net, by: seller };
    });
    const svcGross = a ? a.lines.reduce((s, l) => s + l.gross, 0) : 0;
    const rtlGross = lines.reduce((s, l) => s + l.net + l.vat, 0);
    if (cli && cli.wantsLoy && !cli.loy && d >= LOY_FROM && r.chance(0.5)) joinLoy(cli, d);
    let disc = 0;
    const txn: Txn = {
      id: 0, br: ev.br, ts: ev.ts, appt: a, cli, rung: rec && r.chance(0.85) ? rec[0] : seller, disc: 0, tip: 0, tipEmp: null, tot: 0, vch: 0,
      pay: 'CARD', void: false, lines,
    };
    if (cli && cli.loy && cli.pts >= 200 && svcGross + rtlGross >= 2000 && r.chance(0.4)) {
      disc = 1000;
      cli.pts -= 200;
      loys.push({ cli, dt: d, typ: 'RED', pts: -200, txn });
    }
    const due = svcGross + rtlGross - disc;
    let vch = 0;
    if (a && r.chance(0.09)) {
      const usable = vPool.filter((v) => v.bal > 0 && v.exp >= d);
      if (usable.length > 0) {
        const v = r.pick(usable);
        vch = Math.min(v.bal, due);
        v.bal -= vch;
        reds.push({ vch: v, txn, dt: d, amt: vch });
      }
    }
    const cashP = year(d) === 2023 || year(d) === 2024 ? 0.16 : year(d) === 2025 ? 0.12 : 0.09;
    const pay = vch === due ? 'VCH' : r.chance(cashP) ? 'CASH' : 'CARD';
    let tip = 0;
    if (a && pay === 'CARD' && r.chance(0.42)) tip = r.weighted([[200, 3], [300, 3], [500, 4], [1000, 1.5], [Math.round((svcGross * 0.1) / 100) * 100, 2]] as const);
    if (tip === 0 && a && pay === 'CARD' && r.chance(0.01)) tip = 2000;
    txn.disc = disc;
    txn.tip = tip;
    txn.tipEmp = tip > 0 && a ? a.emp[0] : null;
    txn.tot = due + tip;
    txn.vch = vch;
    txn.pay = pay;
    if (r.chance(0.011)) {
      const ts = `${d} ${hm(Math.max(0, Number(ev.ts.slice(11, 13)) * 60 + Number(ev.ts.slice(14, 16)) - r.int(1, 4)))}`;
      txns.push({ ...txn, ts, void: true, lines: lines.map((l) => ({ ...l })) });
    }
    txns.push(txn);
    if (cli && cli.loy && due - vch > 0) {
      const pts = Math.floor((due - vch) / 100);
      if (pts > 0) {
        cli.pts += pts;
        loys.push({ cli, dt: d, typ: 'ERN', pts, txn });
      }
    }
    if (cli && cli.loy && r.chance(0.004)) {
      const adj = r.pick([25, 50, 100, -20]);
      cli.pts += adj;
      loys.push({ cli, dt: d, typ: 'ADJ', pts: adj, txn: null });
    }
  }
  txns.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.br - b.br));
  txns.forEach((t, k) => {
    t.id = 500001 + k;
  });

  // ------------------------------------------------------------ erasures and client numbers
  const lastAppt = new Map<Cli, string>();
  for (const a of appts) if ((lastAppt.get(a.cli) ?? '') < a.dt) lastAppt.set(a.cli, a.dt);
  const gone = clis.filter((c) => (lastAppt.get(c) ?? '9') < '2026-02-01');
  for (const c of gone) if (r.chance(0.03)) c.erased = true;
  const topGone = clis.filter((c) => (lastAppt.get(c) ?? '9') < '2026-08-01').sort((a, b) => b.pts - a.pts)[0];
  if (topGone) topGone.erased = true;
  clis.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : a.last < b.last ? -1 : a.last > b.last ? 1 : a.first < b.first ? -1 : 1));
  clis.forEach((c, k) => {
    c.id = 1001 + k;
  });

  const ddl = `
CREATE SCHEMA tressa;
CREATE TABLE tressa.sys_code (code_grp varchar(6) NOT NULL, code varchar(4) NOT NULL, code_desc varchar(40) NOT NULL, PRIMARY KEY (code_grp, code));
CREATE TABLE tressa.branch (br_id smallint PRIMARY KEY, br_cd char(3) NOT NULL, br_nm varchar(30) NOT NULL, addr1 varchar(60), pcode varchar(8), tel varchar(15), open_dt date);
CREATE TABLE tressa.staff (
  emp_id smallint PRIMARY KEY, br_id smallint NOT NULL REFERENCES tressa.branch (br_id), first_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL,
  job_cd char(3) NOT NULL, grade_cd varchar(3), start_dt date NOT NULL, leave_dt date, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE tressa.svc (
  svc_id smallint PRIMARY KEY, svc_cd char(3) NOT NULL UNIQUE, svc_nm varchar(50) NOT NULL, cat_cd char(3) NOT NULL, dur_min smallint NOT NULL,
  active_yn char(1) NOT NULL DEFAULT 'Y', added_dt date NOT NULL
);
CREATE TABLE tressa.svc_price (
  svc_id smallint NOT NULL REFERENCES tressa.svc (svc_id), grade_cd varchar(3) NOT NULL, eff_dt date NOT NULL, price_p integer NOT NULL,
  PRIMARY KEY (svc_id, grade_cd, eff_dt)
);
CREATE TABLE tressa.client (
  cli_id integer PRIMARY KEY, first_nm varchar(30) NOT NULL, last_nm varchar(30) NOT NULL, mobile varchar(15), email varchar(80),
  home_br_id smallint REFERENCES tressa.branch (br_id), crt_dt date NOT NULL, mkt_optin char(1) NOT NULL DEFAULT 'N', loy_yn char(1) NOT NULL DEFAULT 'N',
  loy_join_dt date, pts_bal integer NOT NULL DEFAULT 0, erased_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE tressa.appt (
  appt_id integer PRIMARY KEY, br_id smallint NOT NULL REFERENCES tressa.branch (br_id), cli_id integer NOT NULL REFERENCES tressa.client (cli_id),
  emp_id smallint NOT NULL REFERENCES tressa.staff (emp_id), appt_dt date NOT NULL, start_ts timestamp NOT NULL, book_chan char(3) NOT NULL,
  booked_ts timestamp NOT NULL, booked_by smallint REFERENCES tressa.staff (emp_id), status_cd char(1) NOT NULL, cxl_ts timestamp, fee_p integer,
  del_flag char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE tressa.appt_line (
  appt_id integer NOT NULL REFERENCES tressa.appt (appt_id), line_no smallint NOT NULL, svc_id smallint NOT NULL REFERENCES tressa.svc (svc_id),
  emp_id smallint NOT NULL REFERENCES tressa.staff (emp_id), line_desc varchar(50) NOT NULL, net_p integer NOT NULL, vat_p integer NOT NULL,
  PRIMARY KEY (appt_id, line_no)
);
CREATE TABLE tressa.product (
  prod_id smallint PRIMARY KEY, sku varchar(10) NOT NULL UNIQUE, brand varchar(30) NOT NULL, prod_nm varchar(60) NOT NULL, cat_cd char(3) NOT NULL,
  rrp_p integer NOT NULL, cost_p integer NOT NULL, active_yn char(1) NOT NULL DEFAULT 'Y'
);
CREATE TABLE tressa.till_txn (
  txn_id integer PRIMARY KEY, br_id smallint NOT NULL REFERENCES tressa.branch (br_id), txn_ts timestamp NOT NULL, appt_id integer REFERENCES tressa.appt (appt_id),
  cli_id integer REFERENCES tressa.client (cli_id), rung_by smallint REFERENCES tressa.staff (emp_id), disc_p integer NOT NULL DEFAULT 0,
  tip_p integer NOT NULL DEFAULT 0, tip_emp_id smallint REFERENCES tressa.staff (emp_id), tot_p integer NOT NULL, vch_p integer NOT NULL DEFAULT 0,
  pay_cd varchar(4) NOT NULL, void_yn char(1) NOT NULL DEFAULT 'N'
);
CREATE TABLE tressa.till_line (
  txn_id integer NOT NULL REFERENCES tressa.till_txn (txn_id), line_no smallint NOT NULL, prod_id smallint NOT NULL REFERENCES tressa.product (prod_id),
  qty smallint NOT NULL, net_p integer NOT NULL, vat_p integer NOT NULL, sold_by smallint REFERENCES tressa.staff (emp_id), PRIMARY KEY (txn_id, line_no)
);
CREATE TABLE tressa.gift_vch (
  vch_cd varchar(8) PRIMARY KEY, sold_dt date NOT NULL, sold_via char(3) NOT NULL, br_id smallint REFERENCES tressa.branch (br_id), buyer_nm varchar(60),
  face_p integer NOT NULL, exp_dt date NOT NULL, stat_cd char(1) NOT NULL
);
CREATE TABLE tressa.vch_redeem (
  red_id integer PRIMARY KEY, vch_cd varchar(8) NOT NULL REFERENCES tressa.gift_vch (vch_cd), txn_id integer NOT NULL REFERENCES tressa.till_txn (txn_id),
  red_dt date NOT NULL, amt_p integer NOT NULL
);
CREATE TABLE tressa.loy_txn (
  lt_id integer PRIMARY KEY, cli_id integer NOT NULL REFERENCES tressa.client (cli_id), lt_dt date NOT NULL, lt_typ char(3) NOT NULL, pts integer NOT NULL,
  txn_id integer REFERENCES tressa.till_txn (txn_id)
);
`;
  const CODES: [string, string, string][] = [
    ['CHAN', 'ONL', 'Online'], ['CHAN', 'PHN', 'Phone'], ['CHAN', 'SAL', 'Rebooked in salon'], ['CHAN', 'WLK', 'Walk-in'],
    ['APST', 'B', 'Booked'], ['APST', 'C', 'Completed'], ['APST', 'N', 'No-show'], ['APST', 'L', 'Late cancellation'], ['APST', 'X', 'Cancelled'],
    ['JOB', 'STY', 'Stylist'], ['JOB', 'THR', 'Therapist'], ['JOB', 'REC', 'Receptionist'],
    ['GRADE', 'JNR', 'Junior Stylist'], ['GRADE', 'STY', 'Stylist'], ['GRADE', 'SNR', 'Senior Stylist'], ['GRADE', 'ART', 'Art Director'],
    ['GRADE', 'TH', 'Therapist'], ['GRADE', 'STH', 'Senior Therapist'],
    ['SCAT', 'CUT', 'Cutting & Styling'], ['SCAT', 'COL', 'Colour'], ['SCAT', 'TRT', 'Hair Treatments'], ['SCAT', 'BEA', 'Beauty'],
    ['PCAT', 'SHC', 'Shampoo & Conditioner'], ['PCAT', 'STL', 'Styling'], ['PCAT', 'TRT', 'Treatments & Oils'], ['PCAT', 'TLS', 'Tools & Accessories'],
    ['PCAT', 'GFT', 'Gift Sets'],
    ['PAY', 'CARD', 'Card'], ['PAY', 'CASH', 'Cash'], ['PAY', 'VCH', 'Gift voucher'],
    ['VCST', 'A', 'Active'], ['VCST', 'U', 'Used up'], ['VCST', 'E', 'Expired'], ['VCST', 'X', 'Refunded'],
    ['LTYP', 'BON', 'Welcome bonus'], ['LTYP', 'ERN', 'Earned'], ['LTYP', 'RED', 'Redeemed'], ['LTYP', 'ADJ', 'Adjustment'],
  ];
  const priceRows: (string | number)[][] = [];
  for (const s of SVCS) {
    const grades = s[3] === 'BEA' ? BEAUTY_GRADES : HAIR_GRADES;
    for (const g of grades) {
      for (const [eff] of PRICE_LISTS) {
        if (s[1] === 'PRM' && eff > '2025-01-31') continue;
        if (s[7] > eff && PRICE_LISTS.some(([e2]) => e2 > eff && e2 <= s[7])) continue;
        if (s[7] > TODAY || eff > TODAY) continue;
        priceRows.push([s[0], g, s[7] > eff ? s[7] : eff, menuPrice(s[1], g, s[7] > eff ? s[7] : eff)]);
      }
    }
  }
  const vchStat = (v: Vch): string => (v.refunded ? 'X' : v.bal === 0 ? 'U' : v.exp < TODAY ? 'E' : 'A');
  const live = (e: Emp) => (e[7] === null ? 'Y' : 'N');
  return [
    ddl,
    insertRows('tressa.sys_code', ['code_grp', 'code', 'code_desc'], CODES),
    insertRows('tressa.branch', ['br_id', 'br_cd', 'br_nm', 'addr1', 'pcode', 'tel', 'open_dt'], [
      [1, 'DID', 'Didsbury', '14 Warburton Street', 'M20 6WL', '0161 445 2291', '2015-04-13'],
      [2, 'ALT', 'Altrincham', '3 Regent Road', 'WA14 1RX', '0161 928 7730', ALT_OPEN],
    ]),
    insertRows('tressa.staff', ['emp_id', 'br_id', 'first_nm', 'last_nm', 'job_cd', 'grade_cd', 'start_dt', 'leave_dt', 'active_yn'], STAFF.map((e) => [...e, live(e)])),
    insertRows('tressa.svc', ['svc_id', 'svc_cd', 'svc_nm', 'cat_cd', 'dur_min', 'active_yn', 'added_dt'], SVCS.map((s) => [s[0], s[1], s[2], s[3], s[5], s[6], s[7]])),
    insertRows('tressa.svc_price', ['svc_id', 'grade_cd', 'eff_dt', 'price_p'], priceRows),
    insertRows('tressa.client', ['cli_id', 'first_nm', 'last_nm', 'mobile', 'email', 'home_br_id', 'crt_dt', 'mkt_optin', 'loy_yn', 'loy_join_dt', 'pts_bal', 'erased_yn'],
      clis.map((c) => c.erased
        ? [c.id, 'ERASED', 'ERASED', null, null, c.br, c.crt, 'N', c.loy ? 'Y' : 'N', c.loyDt, c.pts, 'Y']
        : [c.id, c.first, c.last, c.mobile, c.email, c.br, c.crt, c.optin ? 'Y' : 'N', c.loy ? 'Y' : 'N', c.loyDt, c.pts, 'N'])),
    insertRows('tressa.appt', ['appt_id', 'br_id', 'cli_id', 'emp_id', 'appt_dt', 'start_ts', 'book_chan', 'booked_ts', 'booked_by', 'status_cd', 'cxl_ts', 'fee_p', 'del_flag'],
      appts.map((a) => [a.id, a.br, a.cli.id, a.emp[0], a.dt, `${a.dt} ${hm(a.start)}`, a.chan, a.booked, a.bookedBy, a.st, a.cxl, a.fee, a.del ? 'Y' : 'N'])),
    insertRows('tressa.appt_line', ['appt_id', 'line_no', 'svc_id', 'emp_id', 'line_desc', 'net_p', 'vat_p'],
      appts.flatMap((a) => a.lines.map((l, i) => {
        const net = Math.round(l.gross / 1.2);
        return [a.id, i + 1, l.svc[0], l.emp, l.desc, net, l.gross - net];
      }))),
    insertRows('tressa.product', ['prod_id', 'sku', 'brand', 'prod_nm', 'cat_cd', 'rrp_p', 'cost_p', 'active_yn'], PRODS.map((p) => p.slice(0, 8))),
    insertRows('tressa.till_txn', ['txn_id', 'br_id', 'txn_ts', 'appt_id', 'cli_id', 'rung_by', 'disc_p', 'tip_p', 'tip_emp_id', 'tot_p', 'vch_p', 'pay_cd', 'void_yn'],
      txns.map((t) => [t.id, t.br, t.ts, t.appt ? t.appt.id : null, t.cli ? t.cli.id : null, t.rung, t.disc, t.tip, t.tipEmp, t.tot, t.vch, t.pay, t.void ? 'Y' : 'N'])),
    insertRows('tressa.till_line', ['txn_id', 'line_no', 'prod_id', 'qty', 'net_p', 'vat_p', 'sold_by'],
      txns.flatMap((t) => t.lines.map((l, i) => [t.id, i + 1, l.prod[0], l.qty, l.net, l.vat, l.by]))),
    insertRows('tressa.gift_vch', ['vch_cd', 'sold_dt', 'sold_via', 'br_id', 'buyer_nm', 'face_p', 'exp_dt', 'stat_cd'],
      vchs.map((v) => [v.cd, v.sold, v.via, v.br, v.buyer, v.face, v.exp, vchStat(v)])),
    insertRows('tressa.vch_redeem', ['red_id', 'vch_cd', 'txn_id', 'red_dt', 'amt_p'], reds.map((x, k) => [90001 + k, x.vch.cd, x.txn.id, x.dt, x.amt])),
    insertRows('tressa.loy_txn', ['lt_id', 'cli_id', 'lt_dt', 'lt_typ', 'pts', 'txn_id'],
      loys.map((x, k) => [300001 + k, x.cli.id, x.dt, x.typ, x.pts, x.txn ? x.txn.id : null])),
  ].join('\n');
}
