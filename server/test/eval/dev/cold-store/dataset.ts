/**
 * Northbank Cold Storage Ltd runs a third-party temperature-controlled warehouse on the Humber Bank, Grimsby. It
 * owns no stock: food producers, importers and wholesalers ("customers", in the trade "depositors") send pallets of
 * their own chilled and frozen goods in to be stored, and call them off again when they need them. The store has
 * two chill chambers (0 to +5 C), three freezer chambers (-18 C or colder; Freezer 3, for ice cream, -22 C or colder)
 * and two blast freezer cells, where fresh meat and fish is blast frozen on arrival before it goes into a freezer.
 * Customers' hauliers book a delivery slot at one of the eight dock doors to bring pallets in ("goods in", "booking
 * in") or to collect them ("despatch", "booking out", "call-off"). Customers are charged per pallet per week of
 * storage, a handling charge per pallet in and per pallet out, and per pallet blast frozen; they are invoiced once a
 * month. Temperature excursions (a chamber's air temperature going outside its allowed band) are logged by the
 * shift supervisor for each chamber.
 *
 * This is an export of the cold-store warehouse management package "FrostLine WMS" (schema `frostwms`), taken on the
 * morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. The data starts on
 * 2024-01-02, when the package went live: the pallets already in store then (the opening stock) were loaded with
 * their original goods-in records from 2022 and 2023, but without their dock slots or blast loads. The docks work
 * Monday to Saturday (closed Sundays, Christmas Day, Boxing Day and New Year's Day).
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `cr_lim_p`, `rate_p`, `amt_p`, `net_p`,
 * `vat_p`, `gross_p`. Temperatures are degrees Celsius (`_c`). Weights in kilograms. Dates are UK calendar dates;
 * times and timestamps are UK local time. VAT is 20% on every charge.
 *
 * Business terms and codes:
 * - Customers (`cust`): the companies whose goods are stored. `parent_cd` the group account the customer belongs to
 *   (a self-reference to `cust.cust_cd`; NULL for an independent customer or for a group account itself; group
 *   accounts hold no stock and are never invoiced). `stat_cd` A active, S on stop (in arrears: nothing is booked in or
 *   released until the account is settled), C closed (account ended on `close_dt`; NULL = still open).
 *   `open_dt` when the account was opened. `acct_mgr` the Northbank account manager who looks after the customer;
 *   `contact_nm` the customer's own contact. `pay_terms_d` payment terms in days from the invoice date.
 *   `cr_lim_p` the credit limit.
 * - Chambers (`chamber`): `regime_cd` CHL chilled, FRZ frozen, BLS blast freezer cell. `set_pt_c` the set point;
 *   `min_c` and `max_c` the allowed band (air temperature); `plt_cap` pallet positions; `built_yr` the year the
 *   chamber was built; `refrig` the refrigerant (NH3 ammonia, CO2, R448A).
 * - Products (`sku`): a customer's product line, as set up for that customer. `sku_cd` the customer's own product
 *   code; `descr` the description. `regime_cd` CHL stored chilled or FRZ stored frozen. `rot_cd` the stock rotation
 *   rule for picking: FIFO first in, first out (oldest booked-in pallet first) or FEFO first expired, first out
 *   (earliest best-before first). `shelf_d` shelf life in days from production. `cs_per_plt` cases on a full
 *   pallet; `case_kg` kg per case. `blast_yn` Y when the product arrives fresh and is blast frozen on arrival.
 * - Rate card (`rate_card`): the customer's agreed price for each charge. `chg_cd` STCH storage per chilled pallet
 *   per week, STFZ storage per frozen pallet per week, HIN handling in per pallet, HOUT handling out per pallet,
 *   BLST blast freezing per pallet. `rate_p` the price; `eff_from` and `eff_to` the dates the price applies
 *   (`eff_to` NULL = the current price). Prices normally go up on 1 April.
 * - Dock slots (`slot`): a driver's booked delivery or collection slot. `slot_dt`, `slot_tm` the booked date and
 *   start time; `dock_no` the dock door (1-8). `dir_cd` IN a delivery of goods in, OUT a collection of a despatch.
 *   `haulier_nm`, `driver_nm` and "vehReg" (the vehicle registration) as booked. `arr_tm` when the driver actually
 *   arrived at the gate and `dep_tm` when the vehicle left the dock (NULL unless arrived). "Turnaround" is from
 *   arrival to departure. A driver is "late" when `arr_tm` is more than 30 minutes after `slot_tm`. `stat_cd` BKD
 *   booked (a future slot), ARR arrived and served, NS no-show (the driver never came), CAN cancelled by the haulier
 *   or the customer beforehand.
 * - Goods in (`rcpt`): one delivery booked in. `slot_no` the slot it came in on (NULL for the pre-2024 deliveries of
 *   the opening stock); `rcvd_dt` the date received; `asn_ref` the customer's advance shipping notice reference;
 *   `n_plts` pallets received; `probe_c` the product temperature probed on arrival.
 * - Pallets (`pallet`): one pallet of one product, the unit everything is charged by. `sscc` the pallet's barcode
 *   (an 18-digit serial shipping container code). `rcpt_no` the delivery it came in on; `in_dt` when it was booked in
 *   (the receipt date); `out_dt` when it left (despatched or written off; NULL = still in the store). `chmb_cd` the
 *   chamber it is (or was last) stored in and `bay_loc` its rack location; pallets still in a blast cell are in
 *   the cell. `n_cs` cases, `gross_kg` gross weight. `prod_dt` production date; `bbe_dt` best-before / use-by date
 *   ("out of date" = `bbe_dt` earlier than today). `stat_cd` IS in store, QH in store on QA hold (quarantined by the
 *   customer or after a temperature excursion; may not be despatched), DS despatched, WO written off (destroyed at
 *   the customer's instruction; no despatch). `desp_no` the despatch order it is on (set while still in store when
 *   it is allocated to an open order). `blast_no` the blast freezing job it went through (NULL = not blast frozen).
 * - Blast freezing (`blast`): one load of a blast cell. `cell_cd` the cell (a chamber with regime BLS); `rcpt_no` the
 *   delivery the pallets came in on; `load_ts` and `unload_ts` when the cell was loaded and emptied (`unload_ts`
 *   NULL = still freezing). `n_plts` pallets in the load; `core_c` the core temperature reached at unloading
 *   (the target is -18 C or colder).
 * - Despatches (`desp`): one order to book pallets out. "custRef" the customer's order number; `dlv_to` where the
 *   goods are going; `ord_dt` when the customer placed the order; `req_dt` the date the customer wants it
 *   collected; `desp_dt` when it actually left (NULL = not yet). "Late despatch" = `desp_dt` after `req_dt`.
 *   `n_plts` pallets ordered. `stat_cd` OPN open (allocated, not yet picked), PKD picked and waiting on the
 *   marshalling dock, DSP despatched, CAN cancelled (its pallets stayed in store). `slot_no` the collection slot.
 * - Temperature excursions (`tmp_exc`): one time a chamber's air temperature went outside its band. `start_ts` and
 *   `end_ts` (NULL = still going on); `peak_c` the worst temperature reached. `cause_cd` DOOR door left open or
 *   strip curtain damaged, DEF defrost cycle overran, REF refrigeration plant fault, PWR power cut, SEN sensor fault
 *   (a false reading). `stock_aff_yn` Y when stored product was judged affected (the customers are told).
 *   `ack_by` the shift supervisor who logged it.
 * - Invoices and credit notes (`inv`): one document per customer. `doc_typ` INV invoice or CRN credit note;
 *   `doc_no` the printed number (SI- invoices, CN- credit notes). Invoices are raised monthly, dated the last day of
 *   the month they bill (`bill_yr`, `bill_mo`); November 2026 has not been invoiced yet. `net_p` + `vat_p` =
 *   `gross_p`; credit notes hold POSITIVE amounts that are taken off the customer's account (net invoiced = invoices
 *   minus credit notes); a credit note carries the billing period of the invoice it credits. `due_dt` the invoice
 *   date plus the customer's terms (a credit note's own date for credit notes). `stat_cd` OPN awaiting payment, PD
 *   paid (`paid_dt`), DSP in dispute (unpaid), WO written off as a bad debt, APL (credit notes only) applied to the
 *   account. "Overdue" = OPN with `due_dt` before today. `orig_inv_no` the invoice a credit note credits (a
 *   self-reference to `inv.inv_no`), with `crn_rsn` EXC stock affected by a temperature excursion, ERR billing
 *   error, DMG pallet damaged in handling, GW goodwill.
 * - Invoice lines (`inv_ln`): `chg_cd` as on the rate card; `qty` pallet-weeks (storage lines) or pallets (handling
 *   and blast lines); `rate_p` the rate card price in force on the invoice date; `amt_p` = `qty` x `rate_p`.
 *   Storage is charged per pallet per week or part week: weeks run from the day the pallet was booked in, and each
 *   week is billed in the month it starts. Handling in is billed in the month of `in_dt`, handling out in the month
 *   of `out_dt` (written-off pallets have no handling out), blast freezing in the month the cell was loaded.
 *
 * Not recorded here: the value of the customers' goods (no stock valuation); the continuous temperature readings of
 *   the chambers (only excursions are logged) and humidity; energy use and electricity costs; Northbank's own staff,
 *   forklift drivers, shifts, hours or wages; pallet moves inside the store (only the current or last location);
 *   haulage rates or what hauliers charge (Northbank does no transport); the reasons for no-shows and
 *   cancellations; payments received in part or how invoices were paid (only the date an invoice was fully paid);
 *   plant maintenance and racking inspections; insurance claims; customers' own sales or where their goods end up
 *   after delivery.
 *
 * Tables
 * - `cust`: `cust_cd`, `cust_nm`, `parent_cd`, `stat_cd`, `acct_mgr`, `contact_nm`, `pay_terms_d`, `cr_lim_p`,
 *   `open_dt`, `close_dt`.
 * - `chamber`: `chmb_cd`, `chmb_nm`, `regime_cd`, `set_pt_c`, `min_c`, `max_c`, `plt_cap`, `built_yr`, `refrig`.
 * - `sku`: `sku_id`, `cust_cd`, `sku_cd`, `descr`, `regime_cd`, `rot_cd`, `shelf_d`, `cs_per_plt`, `case_kg`,
 *   `blast_yn`.
 * - `rate_card`: `rate_id`, `cust_cd`, `chg_cd`, `rate_p`, `eff_from`, `eff_to`.
 * - `slot`: `slot_no`, `slot_dt`, `slot_tm`, `dock_no`, `dir_cd`, `cust_cd`, `haulier_nm`, `driver_nm`, "vehReg",
 *   `arr_tm`, `dep_tm`, `stat_cd`.
 * - `rcpt`: `rcpt_no`, `cust_cd`, `slot_no`, `rcvd_dt`, `asn_ref`, `n_plts`, `probe_c`.
 * - `blast`: `blast_no`, `cell_cd`, `cust_cd`, `rcpt_no`, `load_ts`, `unload_ts`, `n_plts`, `core_c`.
 * - `desp`: `desp_no`, `cust_cd`, `slot_no`, "custRef", `dlv_to`, `ord_dt`, `req_dt`, `desp_dt`, `n_plts`,
 *   `stat_cd`.
 * - `pallet`: `plt_no`, `sscc`, `cust_cd`, `sku_id`, `rcpt_no`, `chmb_cd`, `bay_loc`, `n_cs`, `gross_kg`, `prod_dt`,
 *   `bbe_dt`, `in_dt`, `out_dt`, `stat_cd`, `desp_no`, `blast_no`.
 * - `tmp_exc`: `exc_no`, `chmb_cd`, `start_ts`, `end_ts`, `peak_c`, `cause_cd`, `stock_aff_yn`, `ack_by`.
 * - `inv`: `inv_no`, `doc_no`, `doc_typ`, `cust_cd`, `bill_yr`, `bill_mo`, `inv_dt`, `due_dt`, `net_p`, `vat_p`,
 *   `gross_p`, `stat_cd`, `paid_dt`, `orig_inv_no`, `crn_rsn`.
 * - `inv_ln`: `ln_id`, `inv_no`, `ln_no`, `chg_cd`, `qty`, `rate_p`, `amt_p`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
} from "../../seeded-random";

const START = "2024-01-02";
const GEN_START = "2022-07-01"; // deliveries before START make the opening stock
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const r = seededRandom(5120_1125);

const CLOSED_DAYS = new Set(["12-25", "12-26", "01-01"]);
const isWorkingDay = (d: string): boolean =>
  dayOfWeek(d) !== 0 && !CLOSED_DAYS.has(d.slice(5));
const nextWorkingDay = (d: string): string => {
  let x = d;
  while (!isWorkingDay(x)) x = addDays(x, 1);
  return x;
};
const hhmm = (mins: number): string =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}`;
const lastDayOfMonth = (y: number, m: number): string =>
  `${y}-${pad(m, 2)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate(), 2)}`;

// ------------------------------------------------------------------ customers and products
type Prod = {
  cd: string;
  descr: string;
  regime: "CHL" | "FRZ";
  rot: "FIFO" | "FEFO";
  shelf: number;
  cs: number;
  kg: number;
  blast: boolean;
};
type Cust = {
  cd: string;
  nm: string;
  parent: string | null;
  stat: "A" | "S" | "C";
  mgr: string;
  contact: string;
  terms: number;
  crlim: number; // pounds
  open: string;
  close: string | null;
  stop: string | null; // date put on stop: no despatches after it
  lam: number; // deliveries per working day
  plts: [number, number];
  season: number[] | null; // busy months (1-12), double rate then
  stay: number; // mean frozen stay in days
  prods: Prod[];
};
const P = (
  cd: string,
  descr: string,
  regime: "CHL" | "FRZ",
  rot: "FIFO" | "FEFO",
  shelf: number,
  cs: number,
  kg: number,
  blast = false,
): Prod => ({ cd, descr, regime, rot, shelf, cs, kg, blast });

const CUSTS: Cust[] = [
  {
    cd: "NHG",
    nm: "Nordhavn Seafood Group plc",
    parent: null,
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Henrik Lund",
    terms: 30,
    crlim: 0,
    open: "2011-06-01",
    close: null,
    stop: null,
    lam: 0,
    plts: [1, 1],
    season: null,
    stay: 0,
    prods: [],
  },
  {
    cd: "NHGY",
    nm: "Nordhavn Seafood (Grimsby) Ltd",
    parent: "NHG",
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Karen Bloomfield",
    terms: 30,
    crlim: 60_000,
    open: "2011-06-01",
    close: null,
    stop: null,
    lam: 0.32,
    plts: [4, 20],
    season: null,
    stay: 60,
    prods: [
      P(
        "NS-COD-IQF",
        "Cod fillets IQF 10x1kg",
        "FRZ",
        "FEFO",
        540,
        80,
        10,
        true,
      ),
      P(
        "NS-HAD-SKN",
        "Haddock fillets skin-on 6kg",
        "FRZ",
        "FEFO",
        540,
        90,
        6,
        true,
      ),
      P(
        "NS-PLC-WHL",
        "Whole plaice 20kg block",
        "FRZ",
        "FEFO",
        450,
        48,
        20,
        true,
      ),
      P(
        "NS-SMN-POR",
        "Salmon portions 4x125g x 12",
        "FRZ",
        "FEFO",
        365,
        160,
        6,
      ),
    ],
  },
  {
    cd: "NHFI",
    nm: "Nordhavn Fish Imports Ltd",
    parent: "NHG",
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Ola Brekke",
    terms: 30,
    crlim: 45_000,
    open: "2015-02-16",
    close: null,
    stop: null,
    lam: 0.16,
    plts: [10, 26],
    season: null,
    stay: 110,
    prods: [
      P(
        "NF-PLK-BLK",
        "Alaska pollock blocks 7.5kg",
        "FRZ",
        "FIFO",
        730,
        120,
        7.5,
      ),
      P("NF-COD-H&G", "Cod headed & gutted 25kg", "FRZ", "FIFO", 730, 40, 25),
      P(
        "NF-HAD-IQF",
        "Haddock IQF interleaved 6.8kg",
        "FRZ",
        "FIFO",
        730,
        100,
        6.8,
      ),
    ],
  },
  {
    cd: "WMH",
    nm: "Wolds Meat Holdings Ltd",
    parent: null,
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Richard Ellerby",
    terms: 30,
    crlim: 0,
    open: "2014-09-01",
    close: null,
    stop: null,
    lam: 0,
    plts: [1, 1],
    season: null,
    stay: 0,
    prods: [],
  },
  {
    cd: "WLMB",
    nm: "Wolds Lamb Co Ltd",
    parent: "WMH",
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Jo Ellerby",
    terms: 30,
    crlim: 40_000,
    open: "2014-09-01",
    close: null,
    stop: null,
    lam: 0.14,
    plts: [6, 22],
    season: [3, 4, 10, 11],
    stay: 90,
    prods: [
      P("WL-CARC", "Lamb carcases quartered", "FRZ", "FIFO", 365, 40, 20, true),
      P(
        "WL-LEG",
        "Lamb legs bone-in 4 x 2.5kg",
        "FRZ",
        "FIFO",
        365,
        70,
        10,
        true,
      ),
      P("WL-MINCE", "Lamb mince 10 x 1kg", "FRZ", "FEFO", 270, 90, 10),
    ],
  },
  {
    cd: "WPRK",
    nm: "Wolds Pork Ltd",
    parent: "WMH",
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Mark Tindall",
    terms: 30,
    crlim: 35_000,
    open: "2016-03-14",
    close: null,
    stop: null,
    lam: 0.28,
    plts: [3, 14],
    season: null,
    stay: 70,
    prods: [
      P("WP-LOIN-CH", "Pork loin chilled 4 x 3kg", "CHL", "FEFO", 12, 60, 12),
      P("WP-BELLY-CH", "Pork belly chilled", "CHL", "FEFO", 12, 55, 14),
      P("WP-SHLD-FZ", "Pork shoulder frozen 20kg", "FRZ", "FIFO", 365, 42, 20),
      P("WP-SAUS-FZ", "Pork sausage meat 10kg", "FRZ", "FEFO", 270, 80, 10),
    ],
  },
  {
    cd: "HBRD",
    nm: "Humber Bakery Direct Ltd",
    parent: null,
    stat: "A",
    mgr: "Priya Nair",
    contact: "Lisa Cartwright",
    terms: 45,
    crlim: 30_000,
    open: "2018-01-08",
    close: null,
    stop: null,
    lam: 0.38,
    plts: [2, 12],
    season: [11, 12],
    stay: 45,
    prods: [
      P(
        "HB-CROIS",
        "Croissant dough frozen 60 x 90g",
        "FRZ",
        "FIFO",
        270,
        100,
        5.4,
      ),
      P(
        "HB-BAGU",
        "Part-baked baguettes 30 x 280g",
        "FRZ",
        "FIFO",
        180,
        72,
        8.4,
      ),
      P("HB-MINCEP", "Mince pies 12 x 6", "FRZ", "FEFO", 240, 120, 3.6),
      P(
        "HB-DOUGH",
        "Pizza dough balls 50 x 250g",
        "FRZ",
        "FIFO",
        180,
        84,
        12.5,
      ),
    ],
  },
  {
    cd: "LNDR",
    nm: "Lindrick Dairies Ltd",
    parent: null,
    stat: "A",
    mgr: "Priya Nair",
    contact: "Alan Brocklesby",
    terms: 30,
    crlim: 25_000,
    open: "2013-05-20",
    close: null,
    stop: null,
    lam: 1.2,
    plts: [2, 10],
    season: null,
    stay: 0,
    prods: [
      P("LD-YOG-500", "Natural yoghurt 6 x 500g", "CHL", "FEFO", 28, 180, 3),
      P("LD-BUTT-250", "Salted butter 40 x 250g", "CHL", "FEFO", 90, 90, 10),
      P("LD-CREAM-DBL", "Double cream 6 x 300ml", "CHL", "FEFO", 14, 200, 1.9),
    ],
  },
  {
    cd: "CPIE",
    nm: "Cleethorpes Pie Company Ltd",
    parent: null,
    stat: "A",
    mgr: "Tom Eastwood",
    contact: "Bev Stainton",
    terms: 30,
    crlim: 15_000,
    open: "2019-10-01",
    close: null,
    stop: null,
    lam: 0.35,
    plts: [1, 8],
    season: [10, 11, 12],
    stay: 50,
    prods: [
      P("CP-STKALE", "Steak & ale pies 12 x 250g", "FRZ", "FIFO", 270, 110, 3),
      P(
        "CP-CHKLK",
        "Chicken & leek pies 12 x 250g",
        "FRZ",
        "FIFO",
        270,
        110,
        3,
      ),
      P("CP-PORK", "Pork pies 24 x 140g", "CHL", "FEFO", 21, 96, 3.4),
    ],
  },
  {
    cd: "SLVR",
    nm: "Silverpit Prawns Ltd",
    parent: null,
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Dean Marflitt",
    terms: 30,
    crlim: 30_000,
    open: "2012-11-05",
    close: null,
    stop: null,
    lam: 0.15,
    plts: [4, 18],
    season: null,
    stay: 95,
    prods: [
      P("SP-KING-RAW", "Raw king prawns 10 x 1kg", "FRZ", "FEFO", 540, 100, 10),
      P(
        "SP-COLD-CKD",
        "Cooked cold water prawns 10 x 1kg",
        "FRZ",
        "FEFO",
        540,
        100,
        10,
      ),
      P("SP-SCAMPI", "Wholetail scampi 6 x 1kg", "FRZ", "FEFO", 365, 140, 6),
    ],
  },
  {
    cd: "GRNV",
    nm: "Greenvale Frozen Veg Ltd",
    parent: null,
    stat: "A",
    mgr: "Tom Eastwood",
    contact: "Philip Dransfield",
    terms: 45,
    crlim: 80_000,
    open: "2010-07-01",
    close: null,
    stop: null,
    lam: 0.45,
    plts: [10, 26],
    season: [7, 8, 9],
    stay: 120,
    prods: [
      P("GV-PEAS-10", "Garden peas 10kg sack", "FRZ", "FIFO", 730, 80, 10),
      P("GV-PEAS-900", "Garden peas 12 x 900g", "FRZ", "FIFO", 730, 90, 10.8),
      P("GV-BROC-1K", "Broccoli florets 10 x 1kg", "FRZ", "FIFO", 730, 80, 10),
      P("GV-MIXVEG", "Mixed vegetables 10kg", "FRZ", "FIFO", 730, 80, 10),
      P("GV-SWCORN", "Sweetcorn 10kg", "FRZ", "FIFO", 730, 80, 10),
    ],
  },
  {
    cd: "ICEB",
    nm: "Iceberg Desserts Ltd",
    parent: null,
    stat: "A",
    mgr: "Priya Nair",
    contact: "Natalie Quibell",
    terms: 30,
    crlim: 40_000,
    open: "2017-04-03",
    close: null,
    stop: null,
    lam: 0.3,
    plts: [4, 20],
    season: [4, 5, 6, 7],
    stay: 55,
    prods: [
      P(
        "IB-VAN-4L",
        "Vanilla ice cream 4 litre tubs x 4",
        "FRZ",
        "FEFO",
        540,
        84,
        8.2,
      ),
      P(
        "IB-CHOC-4L",
        "Chocolate ice cream 4 litre tubs x 4",
        "FRZ",
        "FEFO",
        540,
        84,
        8.2,
      ),
      P("IB-CONES-24", "Choc cones 24 pack", "FRZ", "FEFO", 365, 150, 2.6),
      P("IB-LOLLY", "Fruit lollies 40 x 70ml", "FRZ", "FEFO", 540, 160, 3),
    ],
  },
  {
    cd: "MRSH",
    nm: "Marsh Lane Poultry Ltd",
    parent: null,
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Sue Hildyard",
    terms: 30,
    crlim: 50_000,
    open: "2015-08-24",
    close: null,
    stop: null,
    lam: 0.42,
    plts: [3, 16],
    season: [12],
    stay: 65,
    prods: [
      P(
        "ML-BRST-CH",
        "Chicken breast fillets chilled 5kg",
        "CHL",
        "FEFO",
        10,
        100,
        5,
      ),
      P("ML-THGH-CH", "Chicken thighs chilled 5kg", "CHL", "FEFO", 10, 100, 5),
      P(
        "ML-WHL-FZ",
        "Whole chickens 1.6kg x 8",
        "FRZ",
        "FIFO",
        365,
        70,
        12.8,
        true,
      ),
      P(
        "ML-TURK-FZ",
        "Whole turkeys 5-7kg x 2",
        "FRZ",
        "FIFO",
        365,
        60,
        12,
        true,
      ),
    ],
  },
  {
    cd: "TVCH",
    nm: "Trent Valley Cheese Ltd",
    parent: null,
    stat: "A",
    mgr: "Priya Nair",
    contact: "Geoff Haigh",
    terms: 45,
    crlim: 20_000,
    open: "2016-11-01",
    close: null,
    stop: null,
    lam: 0.7,
    plts: [2, 10],
    season: null,
    stay: 0,
    prods: [
      P("TV-CHED-MAT", "Mature cheddar 20kg block", "CHL", "FIFO", 270, 48, 20),
      P("TV-RLEI", "Red Leicester 20kg block", "CHL", "FIFO", 240, 48, 20),
      P("TV-GRATED", "Grated mozzarella 6 x 2kg", "CHL", "FEFO", 60, 80, 12),
    ],
  },
  {
    cd: "OAKF",
    nm: "Oakfield Ready Meals Ltd",
    parent: null,
    stat: "A",
    mgr: "Tom Eastwood",
    contact: "Hannah Pettit",
    terms: 30,
    crlim: 25_000,
    open: "2020-02-03",
    close: null,
    stop: null,
    lam: 0.9,
    plts: [2, 9],
    season: null,
    stay: 0,
    prods: [
      P("OF-LASAG", "Beef lasagne 400g x 8", "CHL", "FEFO", 9, 120, 3.2),
      P(
        "OF-CURRY",
        "Chicken tikka masala 400g x 8",
        "CHL",
        "FEFO",
        9,
        120,
        3.2,
      ),
      P("OF-COTT", "Cottage pie 400g x 8", "CHL", "FEFO", 9, 120, 3.2),
    ],
  },
  {
    cd: "BRIG",
    nm: "Brigg Potato Products Ltd",
    parent: null,
    stat: "A",
    mgr: "Tom Eastwood",
    contact: "Stuart Coulbeck",
    terms: 45,
    crlim: 60_000,
    open: "2012-02-13",
    close: null,
    stop: null,
    lam: 0.3,
    plts: [10, 26],
    season: [9, 10, 11],
    stay: 85,
    prods: [
      P(
        "BP-CHIP-9",
        "Straight cut chips 9mm 4 x 2.5kg",
        "FRZ",
        "FIFO",
        540,
        100,
        10,
      ),
      P("BP-WEDGE", "Seasoned wedges 4 x 2.5kg", "FRZ", "FIFO", 540, 100, 10),
      P("BP-HASH", "Hash browns 4 x 1.5kg", "FRZ", "FIFO", 540, 120, 6),
    ],
  },
  {
    cd: "FSHF",
    nm: "FreshFayre Wholesale Ltd",
    parent: null,
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Imran Qureshi",
    terms: 30,
    crlim: 20_000,
    open: "2019-05-07",
    close: null,
    stop: null,
    lam: 0.6,
    plts: [1, 8],
    season: null,
    stay: 40,
    prods: [
      P(
        "FF-SALAD",
        "Prepared salad bags 10 x 250g",
        "CHL",
        "FEFO",
        7,
        150,
        2.5,
      ),
      P("FF-COLESLAW", "Coleslaw 6 x 1kg", "CHL", "FEFO", 14, 120, 6),
      P(
        "FF-VEGMIX-FZ",
        "Stir fry mix frozen 10 x 1kg",
        "FRZ",
        "FIFO",
        540,
        90,
        10,
      ),
    ],
  },
  {
    cd: "NSTC",
    nm: "North Sea Trawlers Co-operative",
    parent: null,
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Billy Sorensen",
    terms: 30,
    crlim: 35_000,
    open: "2013-03-18",
    close: null,
    stop: null,
    lam: 0.2,
    plts: [4, 22],
    season: [1, 2, 3],
    stay: 80,
    prods: [
      P(
        "TC-COD-WHL",
        "Whole cod gutted 25kg",
        "FRZ",
        "FEFO",
        365,
        40,
        25,
        true,
      ),
      P(
        "TC-HAD-WHL",
        "Whole haddock gutted 25kg",
        "FRZ",
        "FEFO",
        365,
        40,
        25,
        true,
      ),
      P("TC-MACK", "Mackerel whole 20kg", "FRZ", "FEFO", 300, 48, 20, true),
    ],
  },
  {
    cd: "KNGF",
    nm: "Kingsley Foodservice Ltd",
    parent: null,
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Rachel Dent",
    terms: 30,
    crlim: 50_000,
    open: "2014-01-06",
    close: null,
    stop: null,
    lam: 0.4,
    plts: [2, 12],
    season: null,
    stay: 50,
    prods: [
      P("KF-BURG-FZ", "Beef burgers 4oz x 48", "FRZ", "FIFO", 365, 110, 5.4),
      P("KF-NUGG-FZ", "Chicken nuggets 4 x 1kg", "FRZ", "FIFO", 365, 140, 4),
      P("KF-HAM-CH", "Cooked ham slices 10 x 500g", "CHL", "FEFO", 21, 120, 5),
      P("KF-BACON-CH", "Back bacon 2.27kg x 4", "CHL", "FEFO", 28, 90, 9.1),
    ],
  },
  {
    cd: "PLRX",
    nm: "Polar Express Foods Ltd",
    parent: null,
    stat: "C",
    mgr: "Tom Eastwood",
    contact: "Derek Yull",
    terms: 30,
    crlim: 20_000,
    open: "2018-06-11",
    close: "2025-08-29",
    stop: null,
    lam: 0.18,
    plts: [3, 14],
    season: null,
    stay: 60,
    prods: [
      P("PX-PIZZA", "Frozen pizzas 10 inch x 12", "FRZ", "FIFO", 365, 100, 5),
      P("PX-GARLIC", "Garlic bread 20 x 230g", "FRZ", "FIFO", 365, 110, 4.6),
    ],
  },
  {
    cd: "BAYL",
    nm: "Bayleaf Meal Kits Ltd",
    parent: null,
    stat: "A",
    mgr: "Priya Nair",
    contact: "Chloe Ashworth",
    terms: 30,
    crlim: 15_000,
    open: "2025-03-10",
    close: null,
    stop: null,
    lam: 0.8,
    plts: [1, 6],
    season: null,
    stay: 0,
    prods: [
      P("BL-KIT-2P", "Meal kit boxes 2 person", "CHL", "FEFO", 6, 60, 4),
      P("BL-KIT-4P", "Meal kit boxes 4 person", "CHL", "FEFO", 6, 40, 7),
    ],
  },
  {
    cd: "HHML",
    nm: "Humberside Halal Meats Ltd",
    parent: null,
    stat: "A",
    mgr: "Gary Pickersgill",
    contact: "Tariq Mahmood",
    terms: 30,
    crlim: 30_000,
    open: "2017-09-11",
    close: null,
    stop: null,
    lam: 0.25,
    plts: [2, 12],
    season: null,
    stay: 55,
    prods: [
      P(
        "HH-LAMB-CH",
        "Halal lamb diced chilled 5kg",
        "CHL",
        "FEFO",
        10,
        100,
        5,
      ),
      P(
        "HH-CHKN-CH",
        "Halal chicken breast chilled 5kg",
        "CHL",
        "FEFO",
        10,
        100,
        5,
      ),
      P(
        "HH-MUTT-FZ",
        "Halal mutton carcase frozen",
        "FRZ",
        "FIFO",
        365,
        36,
        22,
        true,
      ),
    ],
  },
  {
    cd: "SCNP",
    nm: "Scandi Pantry Imports Ltd",
    parent: null,
    stat: "S",
    mgr: "Priya Nair",
    contact: "Freja Holm",
    terms: 30,
    crlim: 12_000,
    open: "2021-04-19",
    close: null,
    stop: "2026-10-12",
    lam: 0.15,
    plts: [4, 14],
    season: null,
    stay: 80,
    prods: [
      P("SC-MEATB", "Swedish meatballs 6 x 1kg", "FRZ", "FIFO", 365, 100, 6),
      P("SC-CINN", "Cinnamon buns 48 x 90g", "FRZ", "FIFO", 270, 90, 4.3),
    ],
  },
  {
    cd: "YSCO",
    nm: "Yorkshire Sausage Co Ltd",
    parent: null,
    stat: "A",
    mgr: "Tom Eastwood",
    contact: "Graham Nettleton",
    terms: 30,
    crlim: 18_000,
    open: "2016-05-09",
    close: null,
    stop: null,
    lam: 0.6,
    plts: [1, 8],
    season: null,
    stay: 45,
    prods: [
      P("YS-PORK-CH", "Pork sausages 5kg", "CHL", "FEFO", 12, 110, 5),
      P("YS-CUMB-CH", "Cumberland coil 5kg", "CHL", "FEFO", 12, 110, 5),
      P("YS-PORK-FZ", "Pork sausages frozen 5kg", "FRZ", "FIFO", 270, 110, 5),
    ],
  },
  {
    cd: "ALDB",
    nm: "Aldbrough Free Range Eggs",
    parent: null,
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Ruth Wardell",
    terms: 30,
    crlim: 6_000,
    open: "2020-08-17",
    close: null,
    stop: null,
    lam: 0.4,
    plts: [1, 4],
    season: null,
    stay: 0,
    prods: [
      P(
        "AE-TRAY-30",
        "Free range eggs trays of 30 x 12",
        "CHL",
        "FEFO",
        28,
        80,
        22,
      ),
    ],
  },
  {
    cd: "VKSM",
    nm: "Viking Smokehouse Ltd",
    parent: null,
    stat: "A",
    mgr: "Sarah Whitlock",
    contact: "Erik Dawes",
    terms: 30,
    crlim: 10_000,
    open: "2018-10-22",
    close: null,
    stop: null,
    lam: 0.35,
    plts: [1, 5],
    season: [12],
    stay: 40,
    prods: [
      P(
        "VS-SMKSAL",
        "Smoked salmon sliced 10 x 200g",
        "CHL",
        "FEFO",
        21,
        160,
        2,
      ),
      P("VS-KIPPER", "Kippers 5kg", "CHL", "FEFO", 14, 120, 5),
      P(
        "VS-SMKSAL-FZ",
        "Smoked salmon frozen 10 x 200g",
        "FRZ",
        "FEFO",
        180,
        160,
        2,
      ),
    ],
  },
  {
    cd: "GLCR",
    nm: "Glacier Ice Company Ltd",
    parent: null,
    stat: "A",
    mgr: "Tom Eastwood",
    contact: "Kelly Sharpe",
    terms: 30,
    crlim: 8_000,
    open: "2019-04-01",
    close: null,
    stop: null,
    lam: 0.04,
    plts: [4, 20],
    season: [5, 6, 7, 8],
    stay: 30,
    prods: [
      P("GI-CUBE-2K", "Ice cubes 2kg bags x 10", "FRZ", "FIFO", 730, 60, 20),
      P("GI-CRUSH", "Crushed ice 2kg bags x 10", "FRZ", "FIFO", 730, 60, 20),
    ],
  },
  {
    cd: "CRMR",
    nm: "Cromer Crab Co Ltd",
    parent: null,
    stat: "C",
    mgr: "Sarah Whitlock",
    contact: "Paul Bishop",
    terms: 30,
    crlim: 8_000,
    open: "2024-05-01",
    close: "2026-06-30",
    stop: null,
    lam: 0.1,
    plts: [1, 6],
    season: null,
    stay: 50,
    prods: [
      P("CC-DRESSED", "Dressed crab 12 x 120g", "FRZ", "FEFO", 365, 150, 1.6),
      P("CC-CLAWS", "Crab claws 10 x 1kg", "FRZ", "FEFO", 365, 90, 10),
    ],
  },
];

// ------------------------------------------------------------------ chambers
type Chamber = {
  cd: string;
  nm: string;
  regime: "CHL" | "FRZ" | "BLS";
  set: number;
  min: number;
  max: number;
  cap: number;
  built: number;
  refrig: string;
  excRate: number; // excursions per day
};
const CHAMBERS: Chamber[] = [
  {
    cd: "C1",
    nm: "Chill 1",
    regime: "CHL",
    set: 2,
    min: 0,
    max: 5,
    cap: 150,
    built: 1998,
    refrig: "NH3",
    excRate: 0.07,
  },
  {
    cd: "C2",
    nm: "Chill 2",
    regime: "CHL",
    set: 3,
    min: 0,
    max: 5,
    cap: 110,
    built: 2012,
    refrig: "CO2",
    excRate: 0.045,
  },
  {
    cd: "F1",
    nm: "Freezer 1",
    regime: "FRZ",
    set: -22,
    min: -30,
    max: -18,
    cap: 560,
    built: 1998,
    refrig: "NH3",
    excRate: 0.1,
  },
  {
    cd: "F2",
    nm: "Freezer 2",
    regime: "FRZ",
    set: -23,
    min: -30,
    max: -18,
    cap: 640,
    built: 2008,
    refrig: "NH3",
    excRate: 0.06,
  },
  {
    cd: "F3",
    nm: "Freezer 3 (ice cream)",
    regime: "FRZ",
    set: -26,
    min: -32,
    max: -22,
    cap: 300,
    built: 2019,
    refrig: "CO2",
    excRate: 0.035,
  },
  {
    cd: "B1",
    nm: "Blast Cell 1",
    regime: "BLS",
    set: -35,
    min: -45,
    max: -28,
    cap: 24,
    built: 2008,
    refrig: "NH3",
    excRate: 0,
  },
  {
    cd: "B2",
    nm: "Blast Cell 2",
    regime: "BLS",
    set: -35,
    min: -45,
    max: -28,
    cap: 24,
    built: 2019,
    refrig: "CO2",
    excRate: 0,
  },
];

// ------------------------------------------------------------------ hauliers
const HAULIERS: {
  nm: string;
  w: number;
  ns: number;
  late: number;
  drivers: string[];
}[] = [
  {
    nm: "Humber Reefer Services",
    w: 24,
    ns: 1,
    late: 0.1,
    drivers: ["Dave Pearson", "Mick Tong", "Lee Barker", "Shaun Platt"],
  },
  {
    nm: "Kingsway Temperature Controlled",
    w: 16,
    ns: 1.2,
    late: 0.18,
    drivers: ["Gary Holt", "Ian Cawood", "Stu Ferris"],
  },
  {
    nm: "NorthFrost Haulage Ltd",
    w: 18,
    ns: 0.8,
    late: 0.12,
    drivers: ["Paul Ketteringham", "Andy Rudd", "Jason Mawer", "Wayne Bratley"],
  },
  {
    nm: "Baltic Reefer Lines",
    w: 10,
    ns: 3.2,
    late: 0.3,
    drivers: ["Marek Nowak", "Tomasz Wojcik", "Piotr Zielinski"],
  },
  {
    nm: "Wolds Transport Ltd",
    w: 9,
    ns: 0.6,
    late: 0.08,
    drivers: ["Kevin Dunn", "Rob Skelton"],
  },
  {
    nm: "Pennine Cold Chain",
    w: 12,
    ns: 1.6,
    late: 0.22,
    drivers: ["Chris Hebb", "Neil Firth", "Martin Sykes"],
  },
  {
    nm: "Lincs Chilled Distribution",
    w: 11,
    ns: 1.1,
    late: 0.15,
    drivers: ["Darren Stamp", "Craig Odling", "Lee Marris"],
  },
];
const REG_LETTERS = "ABCDEFGHJKLMNOPRSTUVWXYZ";
const VEH_REG = new Map<string, string>();
for (const h of HAULIERS) {
  for (const d of h.drivers) {
    const area = r.pick(["YK", "YX", "FE", "FN", "YA", "DY", "FX"]);
    const age = r.pick([
      "18",
      "19",
      "20",
      "69",
      "70",
      "21",
      "71",
      "22",
      "72",
      "23",
      "73",
    ]);
    let tail = "";
    for (let i = 0; i < 3; i++) tail += r.pick(REG_LETTERS.split(""));
    VEH_REG.set(d, `${area}${age} ${tail}`);
  }
}
const SUPERVISORS = [
  "Jim Cuthbert",
  "Anna Kowalska",
  "Steve Rowbottom",
  "Dean Wressle",
  "Maxine Atkin",
];
const DELIVERY_POINTS: (readonly [string, number])[] = [
  ["Tesco DC Doncaster", 18],
  ["Brakes Scunthorpe", 15],
  ["Bidfood Leeds", 12],
  ["Asda DC Wakefield", 10],
  ["Morrisons RDC Wakefield", 9],
  ["Iceland DC Enfield", 8],
  ["Sainsbury's DC Hams Hall", 7],
  ["Aldi RDC Goldthorpe", 6],
  ["Lidl RDC Doncaster", 5],
  ["Co-op DC Castlewood", 4],
  ["Booker Hull", 3],
  ["Customer own site", 3],
];

// ------------------------------------------------------------------ working structures
type Sku = { id: number; cust: Cust; p: Prod };
type Slot = {
  no: number;
  dt: string;
  tm: number;
  dock: number;
  dir: "IN" | "OUT";
  cust: string;
  haulier: string;
  driver: string;
  reg: string;
  arr: number | null;
  dep: number | null;
  stat: "BKD" | "ARR" | "NS" | "CAN";
  key: number;
};
type Rcpt = {
  no: number;
  cust: Cust;
  slot: Slot | null;
  dt: string;
  asn: string;
  n: number;
  probe: number;
};
type Blast = {
  no: number;
  cell: string;
  cust: string;
  rcpt: Rcpt;
  load: string;
  unload: string | null;
  n: number;
  core: number;
};
type Pallet = {
  no: number;
  sscc: string;
  cust: Cust;
  sku: Sku;
  rcpt: Rcpt;
  chmb: string;
  bay: string;
  cs: number;
  kg: number;
  prod: string;
  bbe: string;
  inDt: string;
  outDt: string | null;
  plannedOut: string;
  stat: "IS" | "QH" | "DS" | "WO";
  desp: Desp | null;
  blast: Blast | null;
};
type Desp = {
  no: number;
  cust: Cust;
  slot: Slot;
  ref: string;
  dlv: string;
  ord: string;
  req: string;
  desp: string | null;
  n: number;
  stat: "OPN" | "PKD" | "DSP" | "CAN";
};

const skus: Sku[] = [];
const skusByCust = new Map<string, Sku[]>();
for (const c of CUSTS) {
  const list: Sku[] = [];
  for (const p of c.prods) {
    const s = { id: skus.length + 101, cust: c, p };
    skus.push(s);
    list.push(s);
  }
  skusByCust.set(c.cd, list);
}

let slots: Slot[] = [];
let slotKey = 0;
const pickHaulier = (): { nm: string; driver: string; late: number } => {
  const h = r.weighted(HAULIERS.map((x) => [x, x.w] as const));
  return { nm: h.nm, driver: r.pick(h.drivers), late: h.late };
};
const makeSlot = (
  dt: string,
  dir: "IN" | "OUT",
  cust: string,
  stat: Slot["stat"],
  tm?: number,
): Slot => {
  const h =
    stat === "NS"
      ? r.weighted(HAULIERS.map((x) => [x, x.w * x.ns] as const))
      : null;
  const hh = h
    ? { nm: h.nm, driver: r.pick(h.drivers), late: h.late }
    : pickHaulier();
  const t = tm ?? 360 + 30 * r.int(0, 21);
  let arr: number | null = null;
  let dep: number | null = null;
  if (stat === "ARR") {
    const late = r.chance(hh.late);
    arr = late ? t + r.int(31, 200) : t + r.int(-40, 30);
    dep =
      arr +
      (dir === "IN" ? r.int(25, 95) : r.int(30, 110)) +
      (r.chance(0.05) ? r.int(60, 180) : 0);
    if (dep > 23 * 60 + 50) dep = 23 * 60 + 50;
  }
  const s: Slot = {
    no: 0,
    dt,
    tm: t,
    dock: dir === "IN" ? r.int(1, 5) : r.int(4, 8),
    dir,
    cust,
    haulier: hh.nm,
    driver: hh.driver,
    reg: VEH_REG.get(hh.driver) ?? "",
    arr,
    dep,
    stat,
    key: slotKey++,
  };
  slots.push(s);
  return s;
};

const activeOn = (c: Cust, d: string): boolean =>
  c.lam > 0 &&
  c.open <= d &&
  (c.close === null || d <= addDays(c.close, -50)) &&
  (c.stop === null || d < c.stop);

// ------------------------------------------------------------------ goods in, pallets, blast
let rcpts: Rcpt[] = [];
let pallets: Pallet[] = [];
let blasts: Blast[] = [];
const cellBusyUntil = new Map<string, number>([
  ["B1", 0],
  ["B2", 0],
]);
const absMin = (d: string, mins: number): number =>
  Date.parse(`${d}T00:00:00Z`) / 60_000 + mins;
const fromAbs = (m: number): string => {
  const iso = new Date(m * 60_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};
const tsAdd = (dt: string, mins: number): string => {
  const day = Math.floor(mins / 1440);
  return `${addDays(dt, day)} ${hhmm(mins - day * 1440)}`;
};
const ssccCheck = (digits17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i++)
    sum += Number(digits17[16 - i]) * (i % 2 === 0 ? 3 : 1);
  return digits17 + String((10 - (sum % 10)) % 10);
};

let asnSeq = 40_000;
for (let d = GEN_START; d <= LAST; d = addDays(d, 1)) {
  if (!isWorkingDay(d)) continue;
  const month = Number(d.slice(5, 7));
  for (const c of CUSTS) {
    if (!activeOn(c, d)) continue;
    const lam =
      c.lam *
      (c.season && c.season.includes(month) ? 2 : c.season ? 0.7 : 1) *
      (dayOfWeek(d) === 6 ? 0.4 : 1);
    // on the last day North Sea Trawlers land a catch in the afternoon; it is still in the blast cell
    const forced = d === LAST && c.cd === "NSTC" ? 1 : 0;
    const n = r.poisson(lam * 0.17) + forced;
    for (let k = 0; k < n; k++) {
      const list = skusByCust.get(c.cd) ?? [];
      const first = r.pick(list);
      const isBlast = first.p.blast;
      const pool = list.filter(
        (s) => s.p.blast === isBlast && s.p.regime === first.p.regime,
      );
      let nPl = r.int(c.plts[0], c.plts[1]);
      if (isBlast) nPl = Math.min(nPl, 22);
      const slot = makeSlot(
        d,
        "IN",
        c.cd,
        "ARR",
        forced && k === n - 1 ? 14 * 60 : undefined,
      );
      const probeBase = isBlast
        ? r.float(0.2, 4.2, 1)
        : first.p.regime === "CHL"
          ? r.float(0.8, 5.4, 1)
          : r.float(-24.5, -16.5, 1);
      const rc: Rcpt = {
        no: 0,
        cust: c,
        slot,
        dt: d,
        asn: `${c.cd}-${asnSeq++}`,
        n: nPl,
        probe: probeBase,
      };
      rcpts.push(rc);
      let blast: Blast | null = null;
      if (isBlast) {
        const cell =
          (cellBusyUntil.get("B1") ?? 0) <= (cellBusyUntil.get("B2") ?? 0)
            ? "B1"
            : "B2";
        const loadAbs = Math.max(
          absMin(d, (slot.dep ?? slot.tm + 60) + r.int(20, 90)),
          (cellBusyUntil.get(cell) ?? 0) + r.int(30, 75),
        );
        const load = fromAbs(loadAbs);
        const unloadAbs = loadAbs + r.int(14 * 60, 34 * 60);
        cellBusyUntil.set(cell, unloadAbs);
        const unload =
          unloadAbs > absMin(LAST, 23 * 60 + 59) ? null : fromAbs(unloadAbs);
        blast = {
          no: 0,
          cell,
          cust: c.cd,
          rcpt: rc,
          load,
          unload,
          n: nPl,
          core: r.chance(0.04)
            ? r.float(-17.9, -15.5, 1)
            : r.float(-24.5, -18.2, 1),
        };
        blasts.push(blast);
      }
      const chlStay = r.int(1, Math.max(2, Math.min(12, first.p.shelf - 4)));
      const nSku = Math.min(
        pool.length,
        r.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const),
      );
      const chosen = [
        first,
        ...r.shuffle(pool.filter((s) => s !== first)).slice(0, nSku - 1),
      ];
      for (let i = 0; i < nPl; i++) {
        const s = chosen[i % chosen.length] as Sku;
        const frz = s.p.regime === "FRZ";
        let chmb: string;
        if (blast && blast.unload === null) chmb = blast.cell;
        else if (!frz)
          chmb = r.weighted([
            ["C1", 55],
            ["C2", 45],
          ] as const);
        else if (c.cd === "ICEB") chmb = "F3";
        else
          chmb = r.weighted([
            ["F1", 40],
            ["F2", 48],
            ["F3", 12],
          ] as const);
        const bay = chmb.startsWith("B")
          ? `${chmb}-${pad(i + 1, 2)}`
          : `${chmb}-${pad(r.int(1, chmb.startsWith("C") ? 12 : 24), 2)}-${r.pick(["A", "B", "C", "D", "E"])}${r.int(1, 9)}`;
        const cs =
          s.p.cs - (r.chance(0.2) ? r.int(1, Math.floor(s.p.cs / 3)) : 0);
        const kg = Math.round((cs * s.p.kg + r.float(22, 30, 1)) * 10) / 10;
        const prod = addDays(
          d,
          -(frz ? (s.p.blast ? r.int(0, 2) : r.int(1, 90)) : r.int(0, 3)),
        );
        const bbe = addDays(prod, s.p.shelf);
        let stay: number;
        if (!frz)
          stay = Math.min(
            chlStay + (r.chance(0.2) ? r.int(0, 2) : 0),
            Math.max(1, s.p.shelf - 3),
          );
        else
          stay = Math.min(
            520,
            Math.max(3, Math.round(-Math.log(1 - r.next()) * c.stay * 2)),
          );
        let out = nextWorkingDay(addDays(d, stay));
        if (c.close !== null && out > c.close)
          out = nextWorkingDay(
            addDays(
              d,
              r.int(
                1,
                Math.max(
                  1,
                  Math.floor(
                    (Date.parse(c.close) - Date.parse(d)) / 86_400_000,
                  ) - 2,
                ),
              ),
            ),
          );
        if (c.close !== null && out > c.close) out = c.close;
        const sscc = ssccCheck(`05012345${pad(pallets.length + 300_001, 9)}`);
        pallets.push({
          no: 0,
          sscc,
          cust: c,
          sku: s,
          rcpt: rc,
          chmb,
          bay,
          cs,
          kg,
          prod,
          bbe,
          inDt: d,
          outDt: null,
          plannedOut: out,
          stat: "IS",
          desp: null,
          blast,
        });
      }
    }
  }
}

// ------------------------------------------------------------------ call-off days
// Customers call goods off on their own days: each pallet leaves on its customer's first call-off day after the
// stay it needed, so despatches are loads of several pallets.
for (const c of CUSTS) {
  const mine = pallets.filter((p) => p.cust === c && p.sku.p.regime === "FRZ");
  if (mine.length === 0) continue;
  const from = c.open > GEN_START ? c.open : GEN_START;
  const days = (Date.parse(c.close ?? LAST) - Date.parse(from)) / 86_400_000;
  const prob = Math.min(0.6, Math.max(0.05, mine.length / (days * 0.85 * 4.5)));
  const callOff: string[] = [];
  for (let d = from; d <= "2026-12-12"; d = addDays(d, 1))
    if (isWorkingDay(d) && r.chance(prob)) callOff.push(d);
  for (const p of mine) {
    if (p.sku.p.regime === "CHL") continue; // chilled goods go when they were booked to go
    const next = callOff.find((d) => d >= p.plannedOut);
    if (next === undefined) continue;
    if (c.close !== null && next > c.close) continue;
    p.plannedOut = next;
  }
}

// ------------------------------------------------------------------ outcomes of pallets
for (const p of pallets) {
  const c = p.cust;
  if (p.blast && p.blast.unload === null) continue; // still in the blast cell
  if (r.chance(0.009) && p.plannedOut <= LAST) {
    p.stat = "WO";
    p.outDt = p.plannedOut;
    continue;
  }
  if (c.stop !== null && p.plannedOut >= c.stop) continue; // on stop: nothing released
  if (p.plannedOut <= LAST) {
    p.stat = "DS";
    p.outDt = p.plannedOut;
  }
}
// the export starts on START: earlier deliveries are kept only for the pallets still in store then (opening stock),
// without their dock slots or blast loads
pallets = pallets.filter(
  (p) => p.inDt >= START || p.outDt === null || p.outDt >= START,
);
const keptRcpts = new Set(pallets.map((p) => p.rcpt));
rcpts = rcpts.filter((x) => keptRcpts.has(x));
for (const x of rcpts) if (x.dt < START) x.slot = null;
blasts = blasts.filter((b) => b.load >= START && keptRcpts.has(b.rcpt));
const keptBlasts = new Set(blasts);
for (const p of pallets)
  if (p.blast && !keptBlasts.has(p.blast)) p.blast = null;
slots = slots.filter((x) => x.dt >= START);

// QA holds among pallets still in store
for (const p of pallets)
  if (p.stat === "IS" && !p.chmb.startsWith("B") && r.chance(0.03))
    p.stat = "QH";
// a quarantine after the excursion in Freezer 1 in early November 2026
for (const p of pallets)
  if (
    p.stat === "IS" &&
    p.chmb === "F1" &&
    p.cust.cd === "KNGF" &&
    p.inDt <= "2026-11-03" &&
    r.chance(0.5)
  )
    p.stat = "QH";

// ------------------------------------------------------------------ despatches
const desps: Desp[] = [];
let refSeq = 700_100;
const groups = new Map<string, Pallet[]>();
for (const p of pallets) {
  if (p.stat !== "DS") continue;
  const k = `${p.outDt}|${p.cust.cd}`;
  const g = groups.get(k) ?? [];
  g.push(p);
  groups.set(k, g);
}
const makeDesp = (
  c: Cust,
  plts: Pallet[],
  out: string | null,
  req: string,
  stat: Desp["stat"],
  slotStat: Slot["stat"],
): Desp => {
  const slot = makeSlot(
    req === out || out === null ? req : (out as string),
    "OUT",
    c.cd,
    slotStat,
  );
  const ord = addDays(req, -r.int(0, 4));
  const d: Desp = {
    no: 0,
    cust: c,
    slot,
    ref: `${r.pick(["PO", "SO", "CO"])}${refSeq++}`,
    dlv: r.weighted(DELIVERY_POINTS),
    ord: ord > LAST ? LAST : ord,
    req,
    desp: out,
    n: plts.length,
    stat,
  };
  desps.push(d);
  for (const p of plts) p.desp = d;
  return d;
};
for (const [k, g] of [...groups.entries()].sort()) {
  const [out, cd] = k.split("|") as [string, string];
  const c = CUSTS.find((x) => x.cd === cd) as Cust;
  const chunks: Pallet[][] = [];
  let rest = r.shuffle(g);
  while (rest.length > 0) {
    const size =
      rest.length > 26
        ? 26
        : rest.length > 6 && r.chance(0.2)
          ? Math.ceil(rest.length / 2)
          : rest.length;
    chunks.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  for (const ch of chunks) {
    let req = out;
    if (r.chance(0.07)) {
      let e = addDays(out, -r.int(1, 2));
      while (!isWorkingDay(e)) e = addDays(e, -1);
      req = e;
    }
    makeDesp(c, ch, out, req, "DSP", "ARR");
  }
}
// cancelled orders
for (let i = 0; i < 95; i++) {
  const c = r.pick(CUSTS.filter((x) => x.lam > 0));
  const from = c.open > START ? c.open : START;
  const to = c.close ?? c.stop ?? LAST;
  const req = nextWorkingDay(r.date(from, addDays(to, -5)));
  if (req > LAST) continue;
  const d = makeDesp(c, [], null, req, "CAN", "CAN");
  d.n = r.int(1, 12);
}
// open orders: pallets planned to go out in the next ten days
const openGroups = new Map<string, Pallet[]>();
for (const p of pallets) {
  if (p.stat !== "IS" || p.plannedOut <= LAST || p.plannedOut > "2026-12-05")
    continue;
  if (p.cust.stop !== null) continue;
  if (!r.chance(0.7)) continue;
  const k = `${p.plannedOut}|${p.cust.cd}`;
  const g = openGroups.get(k) ?? [];
  g.push(p);
  openGroups.set(k, g);
}
for (const [k, g] of [...openGroups.entries()].sort()) {
  const [req, cd] = k.split("|") as [string, string];
  const c = CUSTS.find((x) => x.cd === cd) as Cust;
  const picked = req <= "2026-11-26" && r.chance(0.7);
  makeDesp(c, g.slice(0, 26), null, req, picked ? "PKD" : "OPN", "BKD");
  if (g.length > 26) makeDesp(c, g.slice(26), null, req, "OPN", "BKD");
}

// no-shows, cancelled slots and future inbound bookings
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isWorkingDay(d)) continue;
  const act = CUSTS.filter((c) => activeOn(c, d));
  for (let i = r.poisson(0.22); i > 0; i--)
    makeSlot(d, r.chance(0.6) ? "IN" : "OUT", r.pick(act).cd, "NS");
  for (let i = r.poisson(0.3); i > 0; i--)
    makeSlot(d, r.chance(0.6) ? "IN" : "OUT", r.pick(act).cd, "CAN");
}
for (let d = TODAY; d <= "2026-12-05"; d = addDays(d, 1)) {
  if (!isWorkingDay(d)) continue;
  const act = CUSTS.filter((c) => activeOn(c, d));
  for (let i = r.poisson(3.5); i > 0; i--)
    makeSlot(d, "IN", r.pick(act).cd, "BKD");
}

// ------------------------------------------------------------------ numbering
slots.sort((a, b) =>
  a.dt !== b.dt
    ? a.dt < b.dt
      ? -1
      : 1
    : a.tm !== b.tm
      ? a.tm - b.tm
      : a.key - b.key,
);
slots.forEach((s, i) => (s.no = 10_001 + i));
rcpts.sort((a, b) =>
  a.dt !== b.dt
    ? a.dt < b.dt
      ? -1
      : 1
    : (a.slot?.no ?? 0) - (b.slot?.no ?? 0),
);
rcpts.forEach((x, i) => (x.no = 50_001 + i));
blasts.sort((a, b) =>
  a.load < b.load ? -1 : a.load > b.load ? 1 : a.rcpt.no - b.rcpt.no,
);
blasts.forEach((x, i) => (x.no = 901 + i));
pallets.sort((a, b) => a.rcpt.no - b.rcpt.no);
pallets.forEach((x, i) => {
  x.no = 200_001 + i;
  x.sscc = ssccCheck(`05012345${pad(300_001 + i, 9)}`);
});
desps.sort((a, b) =>
  a.req !== b.req ? (a.req < b.req ? -1 : 1) : a.slot.no - b.slot.no,
);
desps.forEach((x, i) => (x.no = 80_001 + i));

// ------------------------------------------------------------------ temperature excursions
type Exc = {
  no: number;
  chmb: string;
  start: string;
  end: string | null;
  peak: number;
  cause: string;
  aff: string;
  by: string;
};
const excs: Exc[] = [];
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  for (const ch of CHAMBERS) {
    if (ch.excRate === 0) continue;
    for (let i = r.poisson(ch.excRate); i > 0; i--) {
      const cause = r.weighted([
        ["DOOR", 44],
        ["DEF", 28],
        ["REF", 12],
        ["PWR", 5],
        ["SEN", 11],
      ] as const);
      const dur =
        cause === "DOOR"
          ? r.int(8, 55)
          : cause === "DEF"
            ? r.int(15, 80)
            : cause === "REF"
              ? r.int(45, 540)
              : cause === "PWR"
                ? r.int(25, 240)
                : r.int(5, 130);
      const startMin = r.int(0, 1439);
      const over =
        cause === "REF" || cause === "PWR"
          ? r.float(2, 9, 1)
          : r.float(0.1, 3.5, 1);
      const peak =
        ch.regime === "CHL" && r.chance(0.12) && cause !== "REF"
          ? Math.round((ch.min - over / 3) * 10) / 10
          : Math.round((ch.max + over) * 10) / 10;
      excs.push({
        no: 0,
        chmb: ch.cd,
        start: tsAdd(d, startMin),
        end: tsAdd(d, startMin + dur),
        peak,
        cause,
        aff: (cause === "REF" || cause === "PWR") && over > 5 ? "Y" : "N",
        by: r.pick(SUPERVISORS),
      });
    }
  }
}
excs.push({
  no: 0,
  chmb: "F1",
  start: "2026-11-02 03:10",
  end: "2026-11-02 11:45",
  peak: -9.4,
  cause: "REF",
  aff: "Y",
  by: "Dean Wressle",
});
excs.push({
  no: 0,
  chmb: "C2",
  start: "2026-11-24 22:35",
  end: null,
  peak: 6.8,
  cause: "REF",
  aff: "N",
  by: "Maxine Atkin",
});
excs.sort((a, b) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.chmb < b.chmb ? -1 : 1,
);
excs.forEach((x, i) => (x.no = 1 + i));

// ------------------------------------------------------------------ rate card
type Rate = {
  id: number;
  cust: string;
  chg: string;
  rate: number;
  from: string;
  to: string | null;
};
const rates: Rate[] = [];
for (const c of CUSTS) {
  if (c.lam === 0) continue;
  const codes: [string, number][] = [];
  const list = skusByCust.get(c.cd) ?? [];
  if (list.some((s) => s.p.regime === "CHL"))
    codes.push(["STCH", r.int(62, 88) * 10]);
  if (list.some((s) => s.p.regime === "FRZ"))
    codes.push(["STFZ", r.int(85, 128) * 10 + (c.cd === "ICEB" ? 150 : 0)]);
  codes.push(["HIN", r.int(38, 54) * 10]);
  codes.push(["HOUT", r.int(38, 54) * 10]);
  if (list.some((s) => s.p.blast)) codes.push(["BLST", r.int(180, 245) * 10]);
  const firstFrom = c.open > "2023-04-01" ? c.open : "2023-04-01";
  const rises = ["2024-04-01", "2025-04-01", "2026-04-01"].filter(
    (x) => x > addDays(firstFrom, 180) && (c.close === null || x <= c.close),
  );
  for (const [chg, base] of codes) {
    let rate = base;
    const froms = [firstFrom, ...rises];
    froms.forEach((f, i) => {
      if (i > 0) rate = Math.round((rate * (1 + r.int(25, 65) / 1000)) / 5) * 5;
      const next = froms[i + 1];
      rates.push({
        id: 0,
        cust: c.cd,
        chg,
        rate,
        from: f,
        to: next ? addDays(next, -1) : c.close,
      });
    });
  }
}
rates.forEach((x, i) => (x.id = 1 + i));
const rateOn = (cust: string, chg: string, d: string): number => {
  const x = rates.find(
    (y) =>
      y.cust === cust &&
      y.chg === chg &&
      y.from <= d &&
      (y.to === null || y.to >= d),
  );
  if (!x) throw new Error(`no rate ${cust} ${chg} ${d}`);
  return x.rate;
};

// ------------------------------------------------------------------ invoices
type Inv = {
  no: number;
  doc: string;
  typ: "INV" | "CRN";
  cust: Cust;
  yr: number;
  mo: number;
  dt: string;
  due: string;
  net: number;
  vat: number;
  gross: number;
  stat: string;
  paid: string | null;
  orig: Inv | null;
  rsn: string | null;
  lines: { chg: string; qty: number; rate: number; amt: number }[];
};
const usage = new Map<string, Map<string, number>>(); // cust|yyyy-mm -> chg -> qty
const bump = (cust: string, month: string, chg: string, n = 1): void => {
  const k = `${cust}|${month}`;
  const m = usage.get(k) ?? new Map<string, number>();
  m.set(chg, (m.get(chg) ?? 0) + n);
  usage.set(k, m);
};
for (const p of pallets) {
  const c = p.cust.cd;
  bump(c, p.inDt.slice(0, 7), "HIN");
  if (p.stat === "DS") bump(c, (p.outDt as string).slice(0, 7), "HOUT");
  const end = p.outDt ?? addDays(LAST, 1);
  const chg = p.sku.p.regime === "CHL" ? "STCH" : "STFZ";
  for (let ws = p.inDt; ws < end; ws = addDays(ws, 7))
    bump(c, ws.slice(0, 7), chg);
}
for (const b of blasts) bump(b.cust, b.load.slice(0, 7), "BLST", b.n);

const invs: Inv[] = [];
const CHG_ORDER = ["STCH", "STFZ", "HIN", "HOUT", "BLST"];
for (let m = "2024-01-01"; m <= "2026-10-01"; m = addMonths(m, 1)) {
  const y = Number(m.slice(0, 4));
  const mo = Number(m.slice(5, 7));
  const dt = lastDayOfMonth(y, mo);
  for (const c of CUSTS) {
    const u = usage.get(`${c.cd}|${m.slice(0, 7)}`);
    if (!u) continue;
    const lines = CHG_ORDER.filter((k) => (u.get(k) ?? 0) > 0).map((chg) => {
      const qty = u.get(chg) as number;
      const rate = rateOn(
        c.cd,
        chg,
        c.close !== null && dt > c.close ? c.close : dt,
      );
      return { chg, qty, rate, amt: qty * rate };
    });
    const net = lines.reduce((s, l) => s + l.amt, 0);
    const vat = Math.round(net * 0.2);
    const due = addDays(dt, c.terms);
    let stat = "PD";
    let paid: string | null = addDays(due, r.int(-12, 20));
    if (c.cd === "SCNP" && dt >= "2026-06-30") {
      stat = "OPN";
      paid = null;
    } else if (c.cd === "PLRX" && dt >= "2025-05-31") {
      stat = "WO";
      paid = null;
    } else if (r.chance(0.015) && dt < "2026-10-01") {
      stat = "DSP";
      paid = null;
    } else if (c.cd === "KNGF" && r.chance(0.4)) {
      paid = addDays(due, r.int(15, 60));
    }
    if (paid !== null && paid > LAST) {
      stat = "OPN";
      paid = null;
    }
    if (paid !== null && paid < addDays(dt, 3)) paid = addDays(dt, 3);
    invs.push({
      no: 0,
      doc: "",
      typ: "INV",
      cust: c,
      yr: y,
      mo,
      dt,
      due,
      net,
      vat,
      gross: net + vat,
      stat,
      paid,
      orig: null,
      rsn: null,
      lines,
    });
  }
}
// credit notes
const crns: Inv[] = [];
const candidates = invs.filter((x) => x.stat !== "WO" && x.dt <= "2026-10-31");
for (let i = 0; i < 52; i++) {
  const o = r.pick(candidates);
  if (crns.some((x) => x.orig === o)) continue;
  const rsn = r.weighted([
    ["ERR", 40],
    ["EXC", 22],
    ["DMG", 20],
    ["GW", 18],
  ] as const);
  const line =
    rsn === "DMG"
      ? (o.lines.find((l) => l.chg === "HOUT") ??
        (o.lines[0] as Inv["lines"][number]))
      : r.pick(o.lines);
  const qty = Math.max(
    1,
    Math.round(
      line.qty * (rsn === "ERR" ? r.float(0.05, 0.4) : r.float(0.02, 0.15)),
    ),
  );
  const amt = qty * line.rate;
  const vat = Math.round(amt * 0.2);
  let dt = addDays(o.dt, r.int(6, 45));
  if (dt > LAST) dt = LAST;
  crns.push({
    no: 0,
    doc: "",
    typ: "CRN",
    cust: o.cust,
    yr: o.yr,
    mo: o.mo,
    dt,
    due: dt,
    net: amt,
    vat,
    gross: amt + vat,
    stat: "APL",
    paid: null,
    orig: o,
    rsn,
    lines: [{ chg: line.chg, qty, rate: line.rate, amt }],
  });
}
const allDocs = [...invs, ...crns].sort((a, b) =>
  a.dt !== b.dt
    ? a.dt < b.dt
      ? -1
      : 1
    : a.typ !== b.typ
      ? a.typ === "INV"
        ? -1
        : 1
      : a.cust.cd < b.cust.cd
        ? -1
        : 1,
);
let siSeq = 24_001;
let cnSeq = 1_101;
allDocs.forEach((x, i) => {
  x.no = 1 + i;
  x.doc = x.typ === "INV" ? `SI-${siSeq++}` : `CN-${cnSeq++}`;
});

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA frostwms;
CREATE TABLE frostwms.cust (
  cust_cd varchar(6) PRIMARY KEY,
  cust_nm text NOT NULL,
  parent_cd varchar(6) REFERENCES frostwms.cust(cust_cd),
  stat_cd char(1) NOT NULL,
  acct_mgr text,
  contact_nm text,
  pay_terms_d smallint NOT NULL,
  cr_lim_p bigint NOT NULL,
  open_dt date NOT NULL,
  close_dt date
);
CREATE TABLE frostwms.chamber (
  chmb_cd varchar(3) PRIMARY KEY,
  chmb_nm text NOT NULL,
  regime_cd varchar(3) NOT NULL,
  set_pt_c numeric(4,1) NOT NULL,
  min_c numeric(4,1) NOT NULL,
  max_c numeric(4,1) NOT NULL,
  plt_cap integer NOT NULL,
  built_yr integer NOT NULL,
  refrig varchar(6)
);
CREATE TABLE frostwms.sku (
  sku_id integer PRIMARY KEY,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  sku_cd varchar(20) NOT NULL,
  descr text NOT NULL,
  regime_cd varchar(3) NOT NULL,
  rot_cd varchar(4) NOT NULL,
  shelf_d integer NOT NULL,
  cs_per_plt smallint NOT NULL,
  case_kg numeric(6,2) NOT NULL,
  blast_yn char(1) NOT NULL
);
CREATE TABLE frostwms.rate_card (
  rate_id integer PRIMARY KEY,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  chg_cd varchar(4) NOT NULL,
  rate_p integer NOT NULL,
  eff_from date NOT NULL,
  eff_to date
);
CREATE TABLE frostwms.slot (
  slot_no integer PRIMARY KEY,
  slot_dt date NOT NULL,
  slot_tm time NOT NULL,
  dock_no smallint NOT NULL,
  dir_cd varchar(3) NOT NULL,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  haulier_nm text,
  driver_nm text,
  "vehReg" varchar(10),
  arr_tm time,
  dep_tm time,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE frostwms.rcpt (
  rcpt_no integer PRIMARY KEY,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  slot_no integer REFERENCES frostwms.slot(slot_no),
  rcvd_dt date NOT NULL,
  asn_ref varchar(20),
  n_plts smallint NOT NULL,
  probe_c numeric(4,1)
);
CREATE TABLE frostwms.blast (
  blast_no integer PRIMARY KEY,
  cell_cd varchar(3) NOT NULL REFERENCES frostwms.chamber(chmb_cd),
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  rcpt_no integer REFERENCES frostwms.rcpt(rcpt_no),
  load_ts timestamp NOT NULL,
  unload_ts timestamp,
  n_plts smallint NOT NULL,
  core_c numeric(4,1)
);
CREATE TABLE frostwms.desp (
  desp_no integer PRIMARY KEY,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  slot_no integer REFERENCES frostwms.slot(slot_no),
  "custRef" varchar(20),
  dlv_to text,
  ord_dt date NOT NULL,
  req_dt date NOT NULL,
  desp_dt date,
  n_plts smallint NOT NULL,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE frostwms.pallet (
  plt_no integer PRIMARY KEY,
  sscc char(18) NOT NULL UNIQUE,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  sku_id integer NOT NULL REFERENCES frostwms.sku(sku_id),
  rcpt_no integer NOT NULL REFERENCES frostwms.rcpt(rcpt_no),
  chmb_cd varchar(3) NOT NULL REFERENCES frostwms.chamber(chmb_cd),
  bay_loc varchar(12),
  n_cs smallint NOT NULL,
  gross_kg numeric(7,1) NOT NULL,
  prod_dt date,
  bbe_dt date,
  in_dt date NOT NULL,
  out_dt date,
  stat_cd varchar(2) NOT NULL,
  desp_no integer REFERENCES frostwms.desp(desp_no),
  blast_no integer REFERENCES frostwms.blast(blast_no)
);
CREATE TABLE frostwms.tmp_exc (
  exc_no integer PRIMARY KEY,
  chmb_cd varchar(3) NOT NULL REFERENCES frostwms.chamber(chmb_cd),
  start_ts timestamp NOT NULL,
  end_ts timestamp,
  peak_c numeric(4,1) NOT NULL,
  cause_cd varchar(4) NOT NULL,
  stock_aff_yn char(1) NOT NULL,
  ack_by text
);
CREATE TABLE frostwms.inv (
  inv_no integer PRIMARY KEY,
  doc_no varchar(12) NOT NULL,
  doc_typ varchar(3) NOT NULL,
  cust_cd varchar(6) NOT NULL REFERENCES frostwms.cust(cust_cd),
  bill_yr integer NOT NULL,
  bill_mo smallint NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  net_p bigint NOT NULL,
  vat_p bigint NOT NULL,
  gross_p bigint NOT NULL,
  stat_cd varchar(3) NOT NULL,
  paid_dt date,
  orig_inv_no integer REFERENCES frostwms.inv(inv_no),
  crn_rsn varchar(3)
);
CREATE TABLE frostwms.inv_ln (
  ln_id integer PRIMARY KEY,
  inv_no integer NOT NULL REFERENCES frostwms.inv(inv_no),
  ln_no smallint NOT NULL,
  chg_cd varchar(4) NOT NULL,
  qty integer NOT NULL,
  rate_p integer NOT NULL,
  amt_p bigint NOT NULL
);
`;
  const custRows = [
    ...CUSTS.filter((c) => c.parent === null),
    ...CUSTS.filter((c) => c.parent !== null),
  ];
  let lnId = 0;
  const lnRows: unknown[][] = [];
  for (const d of allDocs)
    d.lines.forEach((l, i) =>
      lnRows.push([++lnId, d.no, i + 1, l.chg, l.qty, l.rate, l.amt]),
    );
  return [
    ddl,
    insertRows(
      "frostwms.cust",
      [
        "cust_cd",
        "cust_nm",
        "parent_cd",
        "stat_cd",
        "acct_mgr",
        "contact_nm",
        "pay_terms_d",
        "cr_lim_p",
        "open_dt",
        "close_dt",
      ],
      custRows.map((c) => [
        c.cd,
        c.nm,
        c.parent,
        c.stat,
        c.mgr,
        c.contact,
        c.terms,
        c.crlim * 100,
        c.open,
        c.close,
      ]),
    ),
    insertRows(
      "frostwms.chamber",
      [
        "chmb_cd",
        "chmb_nm",
        "regime_cd",
        "set_pt_c",
        "min_c",
        "max_c",
        "plt_cap",
        "built_yr",
        "refrig",
      ],
      CHAMBERS.map((c) => [
        c.cd,
        c.nm,
        c.regime,
        c.set,
        c.min,
        c.max,
        c.cap,
        c.built,
        c.refrig,
      ]),
    ),
    insertRows(
      "frostwms.sku",
      [
        "sku_id",
        "cust_cd",
        "sku_cd",
        "descr",
        "regime_cd",
        "rot_cd",
        "shelf_d",
        "cs_per_plt",
        "case_kg",
        "blast_yn",
      ],
      skus.map((s) => [
        s.id,
        s.cust.cd,
        s.p.cd,
        s.p.descr,
        s.p.regime,
        s.p.rot,
        s.p.shelf,
        s.p.cs,
        s.p.kg,
        s.p.blast ? "Y" : "N",
      ]),
    ),
    insertRows(
      "frostwms.rate_card",
      ["rate_id", "cust_cd", "chg_cd", "rate_p", "eff_from", "eff_to"],
      rates.map((x) => [x.id, x.cust, x.chg, x.rate, x.from, x.to]),
    ),
    insertRows(
      "frostwms.slot",
      [
        "slot_no",
        "slot_dt",
        "slot_tm",
        "dock_no",
        "dir_cd",
        "cust_cd",
        "haulier_nm",
        "driver_nm",
        '"vehReg"',
        "arr_tm",
        "dep_tm",
        "stat_cd",
      ],
      slots.map((s) => [
        s.no,
        s.dt,
        hhmm(s.tm),
        s.dock,
        s.dir,
        s.cust,
        s.haulier,
        s.driver,
        s.reg,
        s.arr === null ? null : hhmm(Math.min(s.arr, 1439)),
        s.dep === null ? null : hhmm(Math.min(s.dep, 1439)),
        s.stat,
      ]),
    ),
    insertRows(
      "frostwms.rcpt",
      [
        "rcpt_no",
        "cust_cd",
        "slot_no",
        "rcvd_dt",
        "asn_ref",
        "n_plts",
        "probe_c",
      ],
      rcpts.map((x) => [
        x.no,
        x.cust.cd,
        x.slot ? x.slot.no : null,
        x.dt,
        x.asn,
        x.n,
        x.probe,
      ]),
    ),
    insertRows(
      "frostwms.blast",
      [
        "blast_no",
        "cell_cd",
        "cust_cd",
        "rcpt_no",
        "load_ts",
        "unload_ts",
        "n_plts",
        "core_c",
      ],
      blasts.map((b) => [
        b.no,
        b.cell,
        b.cust,
        b.rcpt.no,
        b.load,
        b.unload,
        b.n,
        b.unload === null ? null : b.core,
      ]),
    ),
    insertRows(
      "frostwms.desp",
      [
        "desp_no",
        "cust_cd",
        "slot_no",
        '"custRef"',
        "dlv_to",
        "ord_dt",
        "req_dt",
        "desp_dt",
        "n_plts",
        "stat_cd",
      ],
      desps.map((d) => [
        d.no,
        d.cust.cd,
        d.slot.no,
        d.ref,
        d.dlv,
        d.ord,
        d.req,
        d.desp,
        d.n,
        d.stat,
      ]),
    ),
    insertRows(
      "frostwms.pallet",
      [
        "plt_no",
        "sscc",
        "cust_cd",
        "sku_id",
        "rcpt_no",
        "chmb_cd",
        "bay_loc",
        "n_cs",
        "gross_kg",
        "prod_dt",
        "bbe_dt",
        "in_dt",
        "out_dt",
        "stat_cd",
        "desp_no",
        "blast_no",
      ],
      pallets.map((p) => [
        p.no,
        p.sscc,
        p.cust.cd,
        p.sku.id,
        p.rcpt.no,
        p.chmb,
        p.bay,
        p.cs,
        p.kg,
        p.prod,
        p.bbe,
        p.inDt,
        p.outDt,
        p.stat,
        p.desp ? p.desp.no : null,
        p.blast ? p.blast.no : null,
      ]),
    ),
    insertRows(
      "frostwms.tmp_exc",
      [
        "exc_no",
        "chmb_cd",
        "start_ts",
        "end_ts",
        "peak_c",
        "cause_cd",
        "stock_aff_yn",
        "ack_by",
      ],
      excs.map((x) => [
        x.no,
        x.chmb,
        x.start,
        x.end,
        x.peak,
        x.cause,
        x.aff,
        x.by,
      ]),
    ),
    insertRows(
      "frostwms.inv",
      [
        "inv_no",
        "doc_no",
        "doc_typ",
        "cust_cd",
        "bill_yr",
        "bill_mo",
        "inv_dt",
        "due_dt",
        "net_p",
        "vat_p",
        "gross_p",
        "stat_cd",
        "paid_dt",
        "orig_inv_no",
        "crn_rsn",
      ],
      allDocs.map((d) => [
        d.no,
        d.doc,
        d.typ,
        d.cust.cd,
        d.yr,
        d.mo,
        d.dt,
        d.due,
        d.net,
        d.vat,
        d.gross,
        d.stat,
        d.paid,
        d.orig ? d.orig.no : null,
        d.rsn,
      ]),
    ),
    insertRows(
      "frostwms.inv_ln",
      ["ln_id", "inv_no", "ln_no", "chg_cd", "qty", "rate_p", "amt_p"],
      lnRows,
    ),
  ].join("\n");
}
