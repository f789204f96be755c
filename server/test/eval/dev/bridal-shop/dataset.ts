/**
 * The Ivory Room is an independent bridal boutique on Montpellier Parade in Harrogate (North Yorkshire), owned and run
 * by Helen Marsden. A bride-to-be enquires (most find the shop on Instagram, on the web, through the Hitched wedding
 * directory, at a wedding fair or on a past bride's recommendation), books a first appointment and tries on the
 * boutique's sample gowns with a bridal consultant, often with her mum and friends. When she "says yes to the dress"
 * the gown is ordered made to order from the designer in her size and colour: she pays a 50% deposit on the day (not
 * refundable), may pay instalments, and pays the balance eight weeks before the wedding. The designer gives a
 * delivery date and the gown arrives at the shop some months later. Most brides then have their alterations done in
 * the boutique's workroom: a run of fittings with a seamstress, the last a week or two before the wedding, after
 * which the bride collects her gown. Alterations are quoted and paid for separately from the gown. The boutique also
 * orders bridesmaid dresses for the bride's maids, and sells veils, headpieces, shoes, belts, jewellery, bridal
 * lingerie and gown care over the counter, to its brides and to walk-in customers.
 *
 * This is an export of the bridal-retail package "BridalDesk" (schema `bridaldesk`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24, plus the appointments and fittings
 * already booked for later dates. The boutique went live on BridalDesk on 2024-01-02; brides who first enquired
 * before then are not in it. The boutique is open Tuesday to Saturday (closed Sundays, Mondays, bank holidays,
 * Christmas Day, Boxing Day and New Year's Day).
 *
 * UNITS: money is in whole PENCE (GBP; divide by 100 for pounds): `rrp_p`, `unit_p`, `disc_p`, `tot_p`, `amt_p`,
 * `quote_p`. The one exception is `style.whsl_amt`, the designer's wholesale price in the minor unit (cents or pence)
 * of the designer's own invoicing currency `dsgnr.ccy_cd`. Fitting lengths are in minutes. Dates are UK dates.
 *
 * Trade words: a "gown" is the bride's own wedding dress; the bridesmaids' are "dresses". A gown or a bridesmaid order
 * is "sold" on the date it is ordered; a cancelled order is not a sale. Accessory "takings" or "sales" are the till
 * lines' `qty * unit_p - disc_p`. What a bride "still owes" on an order is its `tot_p` less all its payments; nothing
 * is owed on a cancelled order.
 *
 * Tables and codes:
 * - Designers (`dsgnr`): the labels the boutique buys from. `ctry_cd` the designer's country (GB, ES Spain, IT Italy,
 *   US, AU Australia); `ccy_cd` the currency the designer invoices in (GBP, EUR, USD, AUD). `rng_cd` BR bridal
 *   gowns, BM bridesmaid dresses. `lead_wks` the designer's standard lead time in weeks from order to delivery.
 *   `acct_opn_dt` when the boutique started stocking the designer, `acct_cls_dt` when it stopped (NULL = still
 *   stocked).
 * - Styles (`style`): the designers' styles the boutique sells. `style_cd` the designer's style number, `style_nm` the
 *   style's name. `cat_cd` BG bridal gown, BM bridesmaid dress. `silh_cd` the silhouette: ALN A-line, BALL ball gown,
 *   FNF fit-and-flare, MERM mermaid (fishtail), SHTH sheath (column), EMP empire line, WRAP wrap dress. `fabric` the
 *   main fabric. `rrp_p` the recommended retail price (for bridesmaids, per dress). `whsl_amt` the wholesale cost
 *   (see UNITS). `smpl_yn` Y when the boutique has the sample of the style on its rails for brides to try on.
 *   `launch_dt` when the style could first be ordered; `disc_dt` when the designer discontinued it or the boutique
 *   stopped stocking the designer (NULL = still in the collection the boutique carries).
 * - Staff (`staff`): `role_cd` OWN owner, MGR boutique manager (also takes appointments), CONS bridal consultant,
 *   HSEAM head seamstress, SEAM seamstress, SAT Saturday assistant (serves at the counter only). `ext_yn` Y for a
 *   freelance seamstress (an outworker, not an employee). `rpt_to` the person they report to (self-reference to
 *   `staff.staff_no`). `start_dt`, `end_dt` (NULL = still works here).
 * - Brides (`bride`): everybody who has enquired, whether or not she bought. `enq_dt` the first enquiry. `src_cd`
 *   how she heard of the boutique: IG Instagram, WEB website / Google, HITCH the Hitched directory, FAIR a wedding
 *   fair, WALK walked in off the street, REF recommended by a past bride, who is `ref_bride_no` (a self-reference to
 *   `bride.bride_no`; NULL unless REF). `wed_dt` the wedding date (NULL = not set yet). `mkt_yn` Y when she agreed
 *   to marketing emails. `pcode` her postcode.
 * - Appointments (`appt`): `typ_cd` BRD1 first bridal appointment (90 minutes), BRD2 return bridal appointment (a
 *   second look), BMD bridesmaid appointment (the bride brings her maids), ACC veil and accessories appointment.
 *   `cons_no` the consultant (`staff`). `bkd_dt` when it was booked. `stat_cd` BKD booked (a future date), ATT
 *   attended, NOSH no-show, CXL cancelled by the bride. `n_guests` how many family and friends came with her,
 *   recorded on arrival (NULL unless attended). `yes_yn` Y when an order was taken at the appointment (the bride
 *   said yes to the dress; at a BMD appointment, the bridesmaid dresses were ordered), N when she attended without
 *   ordering, NULL for accessories appointments and for appointments not attended.
 * - Orders (`ord`): one order placed with a designer. `ord_typ` BG a bride's gown (`qty` 1; a bride has at most one),
 *   BM bridesmaid dresses (all `qty` dresses in one style and colour; each maid's size is on the designer's order
 *   form, so `size_cd` is NULL). `size_cd` the UK dress size ordered. `appt_no` the appointment where it was taken,
 *   `cons_no` the consultant who sold it. `unit_p` the price per dress, `disc_p` the discount on the order (trunk-show
 *   10%, a sample-sale or goodwill amount; 10% off bridesmaid orders of five or more dresses), `tot_p` the order total
 *   = `unit_p * qty - disc_p`. "dsgnrRef" the designer's order confirmation number. `due_dt` the delivery date the
 *   designer promised; `rcvd_dt` when it arrived in the shop (NULL = not arrived yet); `coll_dt` when the bride
 *   collected it (NULL = not collected yet). `bal_due_dt` when the balance is due (eight weeks before the wedding, or
 *   four weeks after ordering for a late order). `stat_cd` ORD on order with the designer, RCV arrived in the shop
 *   (in alterations or waiting to be collected), COLL collected, CXL cancelled (the wedding was called off or moved;
 *   `cxl_dt` the date; the deposit is kept, and the order is dropped with the designer).
 * - Payments (`pmt`): money paid towards an order. `pmt_typ` DEP deposit, INS instalment, BAL the final balance.
 *   `meth_cd` CARD card, BACS bank transfer, CASH. `amt_p` the amount.
 * - Alteration jobs (`alt_job`): one bride's gown alterations, opened when her first fitting is booked. `seam_no` the
 *   seamstress in charge (`staff`). `quote_p` the alterations price quoted at the first fitting (NULL until the
 *   first fitting has happened). `done_dt` the date of the final fitting, when the job is finished (NULL = still
 *   open). `paid_dt` when the bride paid for the alterations (NULL = not paid yet).
 * - Fittings (`fitting`): each fitting of an alteration job. `fit_seq` 1, 2, 3… in date order. `seam_no` the
 *   seamstress who did it (usually the job's). `stat_cd` DONE took place, BKD booked (a future date), DNA the bride
 *   did not come, CXL cancelled and rebooked. `mins` how long the fitting took (NULL unless DONE).
 * - Accessory sales (`acc_sale`): one line of a till receipt `rcpt_no`. `bride_no` the bride when the sale was put on
 *   her account (NULL for a walk-in customer). `sku`, `item_desc` the product; `cat_cd` VEIL veils, HDPC headpieces
 *   and tiaras, SHOE shoes, BELT belts and sashes, JWL jewellery, LING bridal lingerie and petticoats, CARE gown care
 *   (garment bags, steaming, post-wedding cleaning). `unit_p` the price, `qty`, `disc_p` the line discount (brides who
 *   ordered their gown here are often given 10% off). `staff_no` who served. `pay_cd` CARD or CASH.
 *
 * Not recorded here: brides' ages or dates of birth; wedding venues, grooms or other suppliers; which or how many
 *   gowns a bride tried on; reviews, ratings or feedback; staff wages, hours or rotas and what the freelance
 *   seamstresses are paid; advertising, Instagram or wedding-fair costs; exchange rates, the designers' invoices,
 *   shipping and import duty (so no margin in pounds on imported gowns); the alteration work done on a gown (only its
 *   quote); the bridesmaids' own names and sizes; footfall; returns of accessories.
 *
 * Tables
 * - `dsgnr`: `dsgnr_cd`, `dsgnr_nm`, `ctry_cd`, `ccy_cd`, `rng_cd`, `lead_wks`, `acct_opn_dt`, `acct_cls_dt`.
 * - `style`: `style_cd`, `dsgnr_cd`, `style_nm`, `cat_cd`, `silh_cd`, `fabric`, `rrp_p`, `whsl_amt`, `smpl_yn`,
 *   `launch_dt`, `disc_dt`.
 * - `staff`: `staff_no`, `first_nm`, `last_nm`, `role_cd`, `ext_yn`, `rpt_to`, `start_dt`, `end_dt`.
 * - `bride`: `bride_no`, `first_nm`, `last_nm`, `pcode`, `enq_dt`, `src_cd`, `ref_bride_no`, `wed_dt`, `mkt_yn`.
 * - `appt`: `appt_no`, `bride_no`, `bkd_dt`, `appt_dt`, `start_tm`, `typ_cd`, `cons_no`, `stat_cd`, `n_guests`,
 *   `yes_yn`.
 * - `ord`: `ord_no`, `bride_no`, `ord_typ`, `style_cd`, `appt_no`, `cons_no`, `ord_dt`, `qty`, `size_cd`, `colour`,
 *   `unit_p`, `disc_p`, `tot_p`, "dsgnrRef", `due_dt`, `rcvd_dt`, `bal_due_dt`, `coll_dt`, `stat_cd`, `cxl_dt`.
 * - `pmt`: `pmt_no`, `ord_no`, `pmt_dt`, `pmt_typ`, `meth_cd`, `amt_p`.
 * - `alt_job`: `alt_no`, `ord_no`, `seam_no`, `opn_dt`, `quote_p`, `done_dt`, `paid_dt`.
 * - `fitting`: `fit_no`, `alt_no`, `fit_seq`, `fit_dt`, `fit_tm`, `seam_no`, `stat_cd`, `mins`.
 * - `acc_sale`: `line_no`, `rcpt_no`, `sale_dt`, `bride_no`, `sku`, `item_desc`, `cat_cd`, `qty`, `unit_p`, `disc_p`,
 *   `staff_no`, `pay_cd`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
/** New appointments are taken up to about six weeks ahead. */
const HORIZON = "2027-01-09";
const S = "bridaldesk";
const r = seededRandom(2611_2024);

const CLOSED_MD = new Set(["12-25", "12-26", "01-01"]);
/** The boutique is open Tuesday to Saturday, closed on bank holidays and over Christmas. */
const isOpen = (d: string): boolean => {
  const w = dayOfWeek(d);
  return (
    w !== 0 &&
    w !== 1 &&
    !CLOSED_MD.has(d.slice(5)) &&
    !ENGLAND_BANK_HOLIDAYS.has(d)
  );
};
const nextOpen = (d: string): string => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, 1);
  return x;
};
const prevOpen = (d: string): string => {
  let x = d;
  while (!isOpen(x)) x = addDays(x, -1);
  return x;
};
const roundTo = (v: number, step: number): number =>
  Math.round(v / step) * step;

// ------------------------------------------------------------------ staff
type Staff = {
  no: number;
  first: string;
  last: string;
  role: string;
  ext: string;
  rpt: number | null;
  start: string;
  end: string | null;
  conv?: number; // first-appointment conversion (consultants)
  w: number; // share of the work
};
const STAFF: Staff[] = [
  {
    no: 1,
    first: "Helen",
    last: "Marsden",
    role: "OWN",
    ext: "N",
    rpt: null,
    start: "2014-03-01",
    end: null,
    w: 0,
  },
  {
    no: 2,
    first: "Claire",
    last: "Whitaker",
    role: "MGR",
    ext: "N",
    rpt: 1,
    start: "2018-08-01",
    end: null,
    conv: 0.5,
    w: 0.6,
  },
  {
    no: 3,
    first: "Sophie",
    last: "Atkinson",
    role: "CONS",
    ext: "N",
    rpt: 2,
    start: "2019-02-05",
    end: null,
    conv: 0.44,
    w: 1,
  },
  {
    no: 4,
    first: "Megan",
    last: "Holroyd",
    role: "CONS",
    ext: "N",
    rpt: 2,
    start: "2021-05-11",
    end: "2025-04-26",
    conv: 0.36,
    w: 1,
  },
  {
    no: 5,
    first: "Priya",
    last: "Shah",
    role: "CONS",
    ext: "N",
    rpt: 2,
    start: "2022-09-06",
    end: null,
    conv: 0.4,
    w: 1,
  },
  {
    no: 6,
    first: "Lauren",
    last: "Dobson",
    role: "CONS",
    ext: "N",
    rpt: 2,
    start: "2025-04-15",
    end: null,
    conv: 0.33,
    w: 1,
  },
  {
    no: 7,
    first: "Amy",
    last: "Brennan",
    role: "CONS",
    ext: "N",
    rpt: 2,
    start: "2025-10-07",
    end: null,
    conv: 0.34,
    w: 0.6,
  },
  {
    no: 8,
    first: "Jo",
    last: "Pickersgill",
    role: "HSEAM",
    ext: "N",
    rpt: 1,
    start: "2015-06-02",
    end: null,
    w: 0.7,
  },
  {
    no: 9,
    first: "Dorota",
    last: "Kowalska",
    role: "SEAM",
    ext: "N",
    rpt: 8,
    start: "2020-01-07",
    end: null,
    w: 1.15,
  },
  {
    no: 10,
    first: "Anne",
    last: "Hebblethwaite",
    role: "SEAM",
    ext: "Y",
    rpt: 8,
    start: "2016-04-01",
    end: "2025-08-30",
    w: 1,
  },
  {
    no: 11,
    first: "Rachel",
    last: "Moss",
    role: "SEAM",
    ext: "Y",
    rpt: 8,
    start: "2025-07-01",
    end: null,
    w: 0.9,
  },
  {
    no: 12,
    first: "Ellie",
    last: "Greenwood",
    role: "SAT",
    ext: "N",
    rpt: 2,
    start: "2023-09-02",
    end: "2025-08-30",
    w: 1,
  },
  {
    no: 13,
    first: "Tilly",
    last: "Horsfall",
    role: "SAT",
    ext: "N",
    rpt: 2,
    start: "2025-09-06",
    end: null,
    w: 1,
  },
];
const active = (s: Staff, d: string): boolean =>
  s.start <= d && (s.end === null || s.end > d);
const staffOn = (d: string, roles: string[]): Staff[] =>
  STAFF.filter((s) => roles.includes(s.role) && active(s, d));
const pickStaff = (d: string, roles: string[]): Staff => {
  const list = staffOn(d, roles);
  return r.weighted(list.map((s) => [s, s.w] as const));
};
const pickConsultant = (d: string): Staff => pickStaff(d, ["CONS", "MGR"]);
const pickSeamstress = (d: string): Staff => pickStaff(d, ["HSEAM", "SEAM"]);
const pickTill = (d: string): Staff =>
  pickStaff(d, dayOfWeek(d) === 6 ? ["CONS", "MGR", "SAT"] : ["CONS", "MGR"]);

// ------------------------------------------------------------------ designers and styles
type Designer = {
  cd: string;
  nm: string;
  ctry: string;
  ccy: string;
  rng: "BR" | "BM";
  lead: number;
  opn: string;
  cls: string | null;
  fx: number; // pounds per unit of the designer's currency
  rrp: [number, number]; // RRP range in pounds
  late: number; // lateness of deliveries, 1 = usual
  styles: string[];
};
const DESIGNERS: Designer[] = [
  {
    cd: "EMC",
    nm: "Elodie Marchetti",
    ctry: "IT",
    ccy: "EUR",
    rng: "BR",
    lead: 26,
    opn: "2017-02-01",
    cls: null,
    fx: 0.85,
    rrp: [2300, 3400],
    late: 1.3,
    styles: [
      "Aurelia",
      "Bianca",
      "Carlotta",
      "Donatella",
      "Elettra",
      "Fiorella",
      "Ginevra",
    ],
  },
  {
    cd: "MRB",
    nm: "Mirabel Atelier",
    ctry: "ES",
    ccy: "EUR",
    rng: "BR",
    lead: 22,
    opn: "2015-09-01",
    cls: null,
    fx: 0.85,
    rrp: [1600, 2600],
    late: 1,
    styles: [
      "Alba",
      "Blanca",
      "Candela",
      "Dalia",
      "Estela",
      "Flor",
      "Greta",
      "Ines",
    ],
  },
  {
    cd: "LUN",
    nm: "Lunaria Novias",
    ctry: "ES",
    ccy: "EUR",
    rng: "BR",
    lead: 20,
    opn: "2020-01-15",
    cls: null,
    fx: 0.85,
    rrp: [1300, 2000],
    late: 0.9,
    styles: ["Luz", "Marisol", "Nerea", "Paloma", "Reina", "Soledad"],
  },
  {
    cd: "SFV",
    nm: "Sofia Vance",
    ctry: "US",
    ccy: "USD",
    rng: "BR",
    lead: 24,
    opn: "2019-03-01",
    cls: null,
    fx: 0.78,
    rrp: [1500, 2300],
    late: 1.4,
    styles: ["Savannah", "Tessa", "Harper", "Juniper", "Kinsley", "Magnolia"],
  },
  {
    cd: "CRB",
    nm: "Calla Rose Bridal",
    ctry: "GB",
    ccy: "GBP",
    rng: "BR",
    lead: 16,
    opn: "2014-03-01",
    cls: null,
    fx: 1,
    rrp: [1100, 1700],
    late: 0.6,
    styles: [
      "Rosalind",
      "Imogen",
      "Beatrix",
      "Clementine",
      "Ottilie",
      "Marigold",
      "Primrose",
      "Wilhelmina",
    ],
  },
  {
    cd: "HFN",
    nm: "Harlow & Finch",
    ctry: "GB",
    ccy: "GBP",
    rng: "BR",
    lead: 18,
    opn: "2018-06-01",
    cls: null,
    fx: 1,
    rrp: [1300, 1900],
    late: 0.8,
    styles: ["Hazel", "Ivy", "Juno", "Lark", "Maeve", "Nell"],
  },
  {
    cd: "ORC",
    nm: "Oriel Couture",
    ctry: "GB",
    ccy: "GBP",
    rng: "BR",
    lead: 28,
    opn: "2024-08-01",
    cls: null,
    fx: 1,
    rrp: [2800, 3900],
    late: 1,
    styles: ["Ophelia", "Seraphina", "Theodora", "Valentina"],
  },
  {
    cd: "AVL",
    nm: "Avalene",
    ctry: "AU",
    ccy: "AUD",
    rng: "BR",
    lead: 24,
    opn: "2019-09-01",
    cls: "2025-06-30",
    fx: 0.52,
    rrp: [1500, 2200],
    late: 1.6,
    styles: ["Willa", "Zephyr", "Banksia", "Coral"],
  },
  {
    cd: "WRW",
    nm: "Wren & Willow",
    ctry: "GB",
    ccy: "GBP",
    rng: "BM",
    lead: 12,
    opn: "2016-01-01",
    cls: null,
    fx: 1,
    rrp: [139, 189],
    late: 0.7,
    styles: ["Sage", "Fern", "Bramble", "Heather", "Linden", "Moss"],
  },
  {
    cd: "BAM",
    nm: "Belle Amour Maids",
    ctry: "US",
    ccy: "USD",
    rng: "BM",
    lead: 14,
    opn: "2019-01-01",
    cls: null,
    fx: 0.78,
    rrp: [119, 169],
    late: 1.1,
    styles: ["Aria", "Bella", "Cora", "Daisy", "Eden"],
  },
  {
    cd: "MOH",
    nm: "Maids of Honour",
    ctry: "GB",
    ccy: "GBP",
    rng: "BM",
    lead: 10,
    opn: "2025-03-01",
    cls: null,
    fx: 1,
    rrp: [149, 199],
    late: 0.8,
    styles: ["Poppy", "Rosie", "Skye", "Lottie"],
  },
];
const SEASONS = [
  "2022-09-01",
  "2023-03-01",
  "2023-09-01",
  "2024-03-01",
  "2024-09-01",
  "2025-03-01",
  "2025-09-01",
  "2026-03-01",
];
/** The autumn 2026 collection samples arrived for the trunk show. */
const NEW_SEASON = "2026-10-15";
const NEW_STYLES = new Set(["Ginevra", "Ines", "Wilhelmina", "Nell"]);
const DUD_STYLES = new Set(["Soledad", "Lottie"]);

type Style = {
  cd: string;
  d: Designer;
  nm: string;
  cat: "BG" | "BM";
  silh: string;
  fabric: string;
  rrp: number; // pence
  whsl: number; // minor units of the designer's currency
  smpl: string;
  launch: string;
  disc: string | null;
  w: number;
};
const STYLES: Style[] = [];
for (const d of DESIGNERS) {
  d.styles.forEach((nm, i) => {
    const bm = d.rng === "BM";
    let launch: string;
    if (NEW_STYLES.has(nm)) launch = NEW_SEASON;
    else if (d.cd === "ORC")
      launch =
        i < 2
          ? "2024-09-01"
          : r.pick(["2025-03-01", "2025-09-01", "2026-03-01"]);
    else if (d.cd === "MOH" || DUD_STYLES.has(nm)) launch = "2025-03-01";
    else
      launch = r.weighted(SEASONS.map((s, k) => [s, k < 3 ? 2.2 : 1] as const));
    let disc: string | null = null;
    if (d.cls) disc = d.cls;
    else if (DUD_STYLES.has(nm)) disc = null;
    else if (launch <= "2023-09-01" && r.chance(0.45)) {
      const later = SEASONS.filter((s) => s > addMonths(launch, 11));
      if (later.length > 0) disc = r.pick(later);
    }
    const silh = bm
      ? r.weighted([
          ["ALN", 3],
          ["SHTH", 2],
          ["EMP", 2],
          ["WRAP", 1.5],
        ] as const)
      : r.weighted([
          ["ALN", 3],
          ["FNF", 2.5],
          ["MERM", 1.5],
          ["BALL", 1],
          ["SHTH", 1.2],
        ] as const);
    const fabric = bm
      ? r.weighted([
          ["CHIFFON", 3],
          ["SATIN", 1.5],
          ["CREPE", 1.5],
          ["TULLE", 1],
        ] as const)
      : r.weighted([
          ["LACE", 4],
          ["CREPE", 2],
          ["TULLE", 2],
          ["SATIN", 1.2],
          ["MIKADO", 0.8],
        ] as const);
    const pounds = bm
      ? r.int(d.rrp[0], d.rrp[1])
      : roundTo(r.int(d.rrp[0], d.rrp[1]), 50) - (r.chance(0.6) ? 5 : 0);
    const rrp = pounds * 100;
    const whsl = roundTo((rrp * r.float(0.42, 0.5, 3)) / d.fx, 100);
    const smpl =
      disc !== null
        ? "N"
        : NEW_STYLES.has(nm) || DUD_STYLES.has(nm)
          ? "Y"
          : r.chance(0.85)
            ? "Y"
            : "N";
    const prefix =
      d.cd === "EMC"
        ? "EM"
        : d.cd === "MRB"
          ? "MA"
          : d.cd === "LUN"
            ? "LN"
            : d.cd === "SFV"
              ? "SV"
              : d.cd;
    const cd = `${prefix}${launch.slice(2, 4)}-${pad(r.int(101, 989), 3)}`;
    const w = DUD_STYLES.has(nm) ? 0 : r.float(0.3, 2.6);
    STYLES.push({
      cd,
      d,
      nm,
      cat: bm ? "BM" : "BG",
      silh,
      fabric,
      rrp,
      whsl,
      smpl,
      launch,
      disc,
      w,
    });
  });
}
const stylesOn = (d: string, cat: "BG" | "BM"): Style[] =>
  STYLES.filter(
    (s) =>
      s.cat === cat &&
      s.launch <= d &&
      (s.disc === null || s.disc > d) &&
      s.d.opn <= d &&
      (s.d.cls === null || s.d.cls > d),
  );

// ------------------------------------------------------------------ brides
const FIRST = [
  "Emily",
  "Sophie",
  "Charlotte",
  "Hannah",
  "Jessica",
  "Lucy",
  "Amy",
  "Rebecca",
  "Laura",
  "Katie",
  "Georgia",
  "Olivia",
  "Ellie",
  "Chloe",
  "Bethany",
  "Abigail",
  "Holly",
  "Lauren",
  "Megan",
  "Rachel",
  "Natalie",
  "Victoria",
  "Alice",
  "Grace",
  "Eleanor",
  "Harriet",
  "Jade",
  "Kirsty",
  "Danielle",
  "Gemma",
  "Francesca",
  "Imogen",
  "Isabel",
  "Jasmine",
  "Kayleigh",
  "Leah",
  "Molly",
  "Naomi",
  "Phoebe",
  "Rosie",
  "Samantha",
  "Stephanie",
  "Zoe",
  "Amelia",
  "Freya",
  "Poppy",
  "Anna",
  "Aisha",
  "Priya",
  "Fatima",
  "Niamh",
  "Siobhan",
  "Carys",
  "Eve",
  "Millie",
  "Beth",
  "Harriet",
  "Lydia",
  "Tara",
];
const LAST_NAMES = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Wilson",
  "Robinson",
  "Wright",
  "Walker",
  "Thompson",
  "White",
  "Hughes",
  "Wood",
  "Hall",
  "Green",
  "Clarke",
  "Jackson",
  "Turner",
  "Hill",
  "Harrison",
  "Cooper",
  "Ward",
  "Lee",
  "Moore",
  "King",
  "Baker",
  "Shaw",
  "Dawson",
  "Lister",
  "Sutcliffe",
  "Ackroyd",
  "Barraclough",
  "Holmes",
  "Firth",
  "Pickles",
  "Haigh",
  "Mitchell",
  "Kershaw",
  "Illingworth",
  "Booth",
  "Bairstow",
  "Crowther",
  "Ramsden",
  "Sykes",
  "Denton",
  "Fletcher",
  "Hirst",
  "Metcalfe",
  "Sanderson",
  "Wainwright",
  "Spencer",
  "Pearson",
  "Rhodes",
  "Hussain",
  "Khan",
  "Patel",
  "Begum",
  "Ali",
  "Nowak",
  "O'Neill",
  "Murphy",
  "McDonald",
  "Scott",
  "Bell",
  "Kelly",
  "Carter",
  "Chapman",
  "Dixon",
  "Gill",
  "Marshall",
];
const PCODE_DISTRICTS: [string, number][] = [
  ["HG1", 5],
  ["HG2", 5],
  ["HG3", 3],
  ["HG4", 2],
  ["HG5", 2],
  ["LS22", 2],
  ["LS21", 1.5],
  ["LS29", 1.5],
  ["YO51", 1],
  ["BD23", 1.2],
  ["LS17", 1],
  ["LS16", 0.8],
  ["YO26", 0.8],
  ["DL8", 0.6],
  ["BD20", 0.8],
  ["LS8", 0.6],
  ["YO1", 0.5],
];
const PC_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const postcode = (): string =>
  `${r.weighted(PCODE_DISTRICTS)} ${r.int(1, 9)}${r.pick([...PC_LETTERS])}${r.pick([...PC_LETTERS])}`;

/** Engagements peak over Christmas, so enquiries peak in January. */
const ENQ_W = [
  0, 1.7, 1.4, 1.2, 1.0, 0.9, 0.8, 0.8, 0.8, 0.95, 1.0, 0.95, 0.75,
];
const WED_W = [0, 0.3, 0.4, 0.6, 1.0, 1.5, 1.8, 1.9, 1.9, 1.7, 1.2, 0.6, 0.8];

type Bride = {
  no: number;
  first: string;
  last: string;
  pcode: string;
  enq: string;
  src: string;
  ref: Bride | null;
  wed: string | null;
  mkt: string;
  refs: number;
  gown: Ord | null;
};
type Appt = {
  no: number;
  bride: Bride;
  bkd: string;
  dt: string;
  tm: string;
  typ: string;
  cons: Staff;
  stat: string;
  guests: number | null;
  yes: string | null;
};
type Ord = {
  no: number;
  bride: Bride;
  typ: "BG" | "BM";
  style: Style;
  appt: Appt;
  dt: string;
  qty: number;
  size: string | null;
  colour: string;
  unit: number;
  disc: number;
  tot: number;
  ref: string;
  due: string;
  rcvd: string | null;
  balDue: string;
  coll: string | null;
  stat: string;
  cxl: string | null;
};
type Pmt = { ord: Ord; dt: string; typ: string; meth: string; amt: number };
type Alt = {
  no: number;
  ord: Ord;
  seam: Staff;
  opn: string;
  quote: number | null;
  done: string | null;
  paid: string | null;
};
type Fit = {
  alt: Alt;
  seq: number;
  dt: string;
  tm: string;
  seam: Staff;
  stat: string;
  mins: number | null;
};
type AccLine = {
  rcpt: number;
  dt: string;
  bride: Bride | null;
  sku: Sku;
  qty: number;
  disc: number;
  staff: Staff;
  pay: string;
};

const brides: Bride[] = [];
const appts: Appt[] = [];
const ords: Ord[] = [];
const pmts: Pmt[] = [];
const alts: Alt[] = [];
const fits: Fit[] = [];
const accLines: AccLine[] = [];

const newName = uniqueNames(r, FIRST, LAST_NAMES);
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const n = r.poisson(2.3 * (ENQ_W[Number(d.slice(5, 7))] ?? 1));
  for (let k = 0; k < n; k++) {
    const [first, last] = newName();
    brides.push({
      no: 0,
      first,
      last,
      pcode: postcode(),
      enq: d,
      src: "",
      ref: null,
      wed: null,
      mkt: r.chance(0.72) ? "Y" : "N",
      refs: 0,
      gown: null,
    });
  }
}
brides.forEach((b, i) => (b.no = 1001 + i));

const weddingDate = (enq: string): string | null => {
  if (r.chance(0.08)) return null;
  const opts: [number, number][] = [];
  for (let m = 4; m <= 22; m++)
    opts.push([
      m,
      (WED_W[Number(addMonths(enq, m).slice(5, 7))] ?? 1) * (m < 6 ? 0.4 : 1),
    ]);
  const month = addMonths(enq, r.weighted(opts)).slice(0, 8);
  let d = `${month}${pad(r.int(1, 28), 2)}`;
  const want = r.weighted([
    [6, 0.78],
    [5, 0.14],
    [-1, 0.08],
  ] as const);
  if (want >= 0) while (dayOfWeek(d) !== want) d = addDays(d, 1);
  return d;
};

const BRD1_TIMES = ["10:00", "11:45", "13:45", "15:30"];
const SHORT_TIMES = ["10:00", "11:00", "12:00", "14:00", "15:00", "16:00"];
const FIT_TIMES = [
  "09:30",
  "10:30",
  "11:30",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
];

const makeAppt = (
  bride: Bride,
  typ: string,
  dt: string,
  bkd: string,
  cons: Staff,
): Appt => {
  const a: Appt = {
    no: 0,
    bride,
    bkd,
    dt,
    tm: r.pick(typ === "BRD1" ? BRD1_TIMES : SHORT_TIMES),
    typ,
    cons,
    stat: "BKD",
    guests: null,
    yes: null,
  };
  appts.push(a);
  return a;
};
const settle = (a: Appt, weights: [string, number][]): void => {
  if (a.dt >= TODAY) return;
  a.stat = r.weighted(weights);
  if (a.stat === "ATT") {
    if (a.typ === "BMD")
      a.guests = r.weighted([
        [2, 0.25],
        [3, 0.3],
        [4, 0.25],
        [5, 0.12],
        [6, 0.08],
      ] as const);
    else if (a.typ === "ACC")
      a.guests = r.weighted([
        [0, 0.45],
        [1, 0.4],
        [2, 0.15],
      ] as const);
    else
      a.guests = r.weighted([
        [0, 0.08],
        [1, 0.2],
        [2, 0.3],
        [3, 0.22],
        [4, 0.11],
        [5, 0.06],
        [6, 0.03],
      ] as const);
    a.yes = a.typ === "ACC" ? null : "N";
  }
};
const payMethod = (): string =>
  r.weighted([
    ["CARD", 0.68],
    ["BACS", 0.24],
    ["CASH", 0.08],
  ] as const);

// ------------------------------------------------------------------ accessories
type Sku = { sku: string; desc: string; cat: string; price: number };
const SKUS: Sku[] = [
  {
    sku: "VL-CATH-LCE",
    desc: "Cathedral veil, lace edge",
    cat: "VEIL",
    price: 29500,
  },
  {
    sku: "VL-CHAP-RAW",
    desc: "Chapel veil, raw edge",
    cat: "VEIL",
    price: 16500,
  },
  {
    sku: "VL-FING-2T",
    desc: "Fingertip veil, two tier",
    cat: "VEIL",
    price: 14500,
  },
  { sku: "VL-MANT", desc: "Mantilla lace veil", cat: "VEIL", price: 34500 },
  { sku: "VL-ELBW", desc: "Elbow veil, pencil edge", cat: "VEIL", price: 8500 },
  { sku: "VL-BLSH", desc: "Blusher veil", cat: "VEIL", price: 9500 },
  { sku: "HP-TIA-CRY", desc: "Crystal tiara", cat: "HDPC", price: 22500 },
  { sku: "HP-VINE-PRL", desc: "Pearl hair vine", cat: "HDPC", price: 11500 },
  { sku: "HP-COMB-FLR", desc: "Floral hair comb", cat: "HDPC", price: 7500 },
  { sku: "HP-HALO", desc: "Halo headband", cat: "HDPC", price: 9500 },
  {
    sku: "HP-PINS-5",
    desc: "Crystal hair pins (set of 5)",
    cat: "HDPC",
    price: 4500,
  },
  { sku: "SH-COURT-SAT", desc: "Satin court shoe", cat: "SHOE", price: 12900 },
  { sku: "SH-BLOCK-SDL", desc: "Block heel sandal", cat: "SHOE", price: 11500 },
  { sku: "SH-FLAT-EMB", desc: "Embellished flat", cat: "SHOE", price: 9900 },
  { sku: "BT-CRY", desc: "Crystal belt", cat: "BELT", price: 16500 },
  { sku: "BT-BEAD", desc: "Beaded belt", cat: "BELT", price: 13500 },
  { sku: "BT-SASH-SAT", desc: "Satin sash", cat: "BELT", price: 5500 },
  { sku: "JW-EAR-PRL", desc: "Pearl drop earrings", cat: "JWL", price: 6500 },
  { sku: "JW-EAR-CRY", desc: "Crystal earrings", cat: "JWL", price: 8500 },
  { sku: "JW-BRAC", desc: "Crystal bracelet", cat: "JWL", price: 7500 },
  { sku: "JW-NECK", desc: "Pearl necklace", cat: "JWL", price: 9500 },
  { sku: "LG-SHAPER", desc: "Bridal bodyshaper", cat: "LING", price: 8900 },
  { sku: "LG-BRA-STR", desc: "Strapless bra", cat: "LING", price: 6500 },
  { sku: "LG-PETTI", desc: "Hooped petticoat", cat: "LING", price: 4500 },
  { sku: "LG-GARTER", desc: "Lace garter", cat: "LING", price: 2500 },
  { sku: "GC-BAG", desc: "Gown garment bag", cat: "CARE", price: 3500 },
  {
    sku: "GC-CLEAN-BOX",
    desc: "Post-wedding clean and box",
    cat: "CARE",
    price: 19500,
  },
  { sku: "GC-STEAM", desc: "Gown steam and press", cat: "CARE", price: 4500 },
];
const skusIn = (cat: string): Sku[] => SKUS.filter((s) => s.cat === cat);
const SKU_W: Record<string, number> = {
  "VL-CATH-LCE": 1.4,
  "VL-CHAP-RAW": 1.6,
  "VL-FING-2T": 1.3,
  "VL-MANT": 0.6,
  "VL-ELBW": 0.7,
  "VL-BLSH": 0.4,
};
const pickSku = (cat: string): Sku =>
  r.weighted(skusIn(cat).map((s) => [s, SKU_W[s.sku] ?? 1] as const));
let rcptSeq = 0;
const sell = (
  dt: string,
  bride: Bride | null,
  staff: Staff,
  items: [Sku, number][],
): void => {
  if (dt > LAST || items.length === 0) return;
  const rcpt = ++rcptSeq;
  const pay = r.weighted([
    ["CARD", 0.86],
    ["CASH", 0.14],
  ] as const);
  const brideDiscount =
    bride?.gown && bride.gown.stat !== "CXL" && r.chance(0.5);
  for (const [sku, qty] of items) {
    const disc = brideDiscount ? Math.round((sku.price * qty) / 10) : 0;
    accLines.push({ rcpt, dt, bride, sku, qty, disc, staff, pay });
  }
};

// ------------------------------------------------------------------ sources and referrals
const buyers: Bride[] = [];
const pickSource = (b: Bride): void => {
  const src = r.weighted([
    ["IG", 0.3],
    ["WEB", 0.27],
    ["REF", 0.14],
    ["FAIR", 0.1],
    ["WALK", 0.06],
    ["HITCH", 0.13],
  ] as const);
  if (src === "REF") {
    const past = buyers.filter(
      (p) =>
        p.gown &&
        p.gown.dt < b.enq &&
        (p.gown.cxl === null || p.gown.cxl > b.enq),
    );
    if (past.length > 0) {
      const ref = r.weighted(past.map((p) => [p, 1 + 0.5 * p.refs] as const));
      ref.refs++;
      b.ref = ref;
      b.src = "REF";
      return;
    }
    b.src = "WEB";
    return;
  }
  b.src = src;
};

// ------------------------------------------------------------------ orders
const SIZES: [string, number][] = [
  ["6", 0.4],
  ["8", 1.2],
  ["10", 2.2],
  ["12", 2.4],
  ["14", 2.0],
  ["16", 1.4],
  ["18", 0.9],
  ["20", 0.6],
  ["22", 0.35],
  ["24", 0.2],
  ["26", 0.1],
];
const BG_COLOURS: [string, number][] = [
  ["Ivory", 4.5],
  ["Off White", 1.4],
  ["Ivory/Nude", 1.5],
  ["Champagne", 1.2],
  ["White", 0.8],
  ["Blush", 0.6],
];
const BM_COLOURS: [string, number][] = [
  ["Sage", 2.6],
  ["Dusty Blue", 2.1],
  ["Terracotta", 1.2],
  ["Navy", 1.0],
  ["Mocha", 1.6],
  ["Dusty Pink", 1.4],
  ["Lilac", 0.8],
  ["Burgundy", 1.1],
  ["Champagne", 0.7],
  ["Emerald", 0.9],
];

const stuckInShipping = (d: Designer, due: string): boolean =>
  d.ctry !== "GB" && due >= "2026-09-10" && due <= "2027-01-31";
const deliveryDelay = (d: Designer, due: string): number => {
  const delay = r.weighted([
    [r.int(-18, -1), 0.28],
    [r.int(0, 7), 0.42],
    [r.int(8, 21), 0.2 * d.late],
    [r.int(22, 45), 0.08 * d.late],
  ] as const);
  // imported gowns due in the autumn of 2026 were held up at the port.
  return stuckInShipping(d, due) ? delay + r.int(30, 50) : delay;
};

const placeOrder = (b: Bride, typ: "BG" | "BM", appt: Appt): Ord | null => {
  const avail = stylesOn(appt.dt, typ);
  if (avail.length === 0 || b.wed === null) return null;
  const style = r.weighted(avail.map((s) => [s, s.w] as const));
  const dt = appt.dt;
  const wed = b.wed;
  const qty =
    typ === "BG"
      ? 1
      : r.weighted([
          [2, 0.15],
          [3, 0.27],
          [4, 0.27],
          [5, 0.17],
          [6, 0.1],
          [7, 0.04],
        ] as const);
  const unit = style.rrp;
  let disc = 0;
  if (typ === "BG") {
    const k = r.next();
    if (k < 0.14) disc = roundTo(unit / 10, 500);
    else if (k < 0.22) disc = r.pick([10000, 15000, 20000, 25000]);
  } else if (qty >= 5) disc = Math.round((unit * qty) / 10);
  const tot = unit * qty - disc;
  const lead = style.d.lead * 7 + r.int(-7, 7);
  let due = addDays(dt, lead);
  const latest = addDays(wed, typ === "BG" ? -56 : -35);
  if (due > latest) due = latest < addDays(dt, 42) ? addDays(dt, 42) : latest;
  let rcvd: string | null = addDays(due, deliveryDelay(style.d, due));
  // a late gown is rushed through in time for the wedding, unless it is still stuck in shipping
  const cap = addDays(wed, typ === "BG" ? -12 : -7);
  if (rcvd > cap && !(stuckInShipping(style.d, due) && cap > LAST)) rcvd = cap;
  rcvd = nextOpen(rcvd);
  if (rcvd > LAST) rcvd = null;
  let balDue = addDays(wed, -56);
  if (balDue < addDays(dt, 28)) balDue = addDays(dt, 28);
  let cxl: string | null = null;
  if (typ === "BG" && r.chance(0.035)) {
    const c = addDays(dt, r.int(14, Math.max(20, daysBetween(dt, wed) - 70)));
    if (c <= LAST) cxl = c;
  }
  const o: Ord = {
    no: 0,
    bride: b,
    typ,
    style,
    appt,
    dt,
    qty,
    size: typ === "BG" ? r.weighted(SIZES) : null,
    colour: r.weighted(typ === "BG" ? BG_COLOURS : BM_COLOURS),
    unit,
    disc,
    tot,
    ref: `${style.d.cd}-${r.int(10000, 99999)}`,
    due,
    rcvd: cxl !== null && rcvd !== null && rcvd > cxl ? null : rcvd,
    balDue,
    coll: null,
    stat: "ORD",
    cxl,
  };
  ords.push(o);

  // payments: a 50% deposit on the day, sometimes instalments, and the balance by the due date
  const dep = roundTo(tot / 2, 100);
  pmts.push({ ord: o, dt, typ: "DEP", meth: payMethod(), amt: dep });
  let paid = dep;
  if (typ === "BG" && r.chance(0.3)) {
    const n = r.int(1, 3);
    for (let i = 1; i <= n; i++) {
      const pd = addDays(
        dt,
        Math.round((daysBetween(dt, balDue) * i) / (n + 1)) + r.int(-5, 5),
      );
      const amt = roundTo(tot * r.float(0.08, 0.16, 3), 5000);
      if (pd <= LAST && (cxl === null || pd < cxl) && paid + amt < tot) {
        pmts.push({ ord: o, dt: pd, typ: "INS", meth: payMethod(), amt });
        paid += amt;
      }
    }
  }
  if (cxl === null) {
    const k = r.next();
    let pd: string | null;
    if (k < 0.86) pd = addDays(balDue, -r.int(0, 28));
    else if (k < 0.955) pd = addDays(balDue, r.int(1, 30));
    else if (k < 0.98) pd = addDays(balDue, r.int(31, 90));
    else pd = null;
    if (pd !== null && pd < dt) pd = dt;
    if (pd !== null && pd <= LAST) {
      pmts.push({
        ord: o,
        dt: pd,
        typ: "BAL",
        meth: r.weighted([
          ["CARD", 0.5],
          ["BACS", 0.45],
          ["CASH", 0.05],
        ] as const),
        amt: tot - paid,
      });
    }
  }
  return o;
};

/** Alterations: the fittings, the final one a week or two before the wedding, and the collection. */
const alterAndCollect = (o: Ord): void => {
  if (o.rcvd === null || o.cxl !== null || o.bride.wed === null) return;
  const wed = o.bride.wed;
  if (o.typ === "BM" || r.chance(0.12)) {
    // collected without alterations
    const lim = addDays(wed, -3);
    let c = addDays(o.rcvd, r.int(7, 45));
    if (c > lim) c = lim < o.rcvd ? o.rcvd : lim;
    c = prevOpen(c) < o.rcvd ? nextOpen(o.rcvd) : prevOpen(c);
    if (c <= LAST) o.coll = c;
    return;
  }
  let finalFit = prevOpen(addDays(wed, -r.int(6, 16)));
  let first = addDays(wed, -r.int(56, 84));
  const earliest = addDays(o.rcvd, r.int(3, 10));
  if (first < earliest) first = earliest;
  first = nextOpen(first);
  if (first >= wed) first = prevOpen(addDays(wed, -1)); // a rush fitting for a late gown
  if (finalFit < first) finalFit = first;
  const n = r.weighted([
    [2, 0.27],
    [3, 0.46],
    [4, 0.2],
    [5, 0.055],
    [6, 0.015],
  ] as const);
  const plan: string[] = [];
  const span = Math.max(daysBetween(first, finalFit), 0);
  for (let i = 0; i < n; i++) {
    const d =
      i === n - 1
        ? finalFit
        : nextOpen(addDays(first, Math.round((span * i) / (n - 1))));
    if (plan.length === 0 || d > (plan[plan.length - 1] as string))
      plan.push(d);
  }
  if (plan.length < 2 && finalFit > first) plan.unshift(first);
  const opn = (() => {
    const o2 = addDays(plan[0] as string, -r.int(7, 35));
    return o2 < (o.rcvd as string) ? (o.rcvd as string) : o2;
  })();
  if (opn > LAST) return;
  const seam = pickSeamstress(opn);
  const alt: Alt = {
    no: 0,
    ord: o,
    seam,
    opn,
    quote: null,
    done: null,
    paid: null,
  };
  alts.push(alt);
  let seq = 0;
  let prev = "";
  plan.forEach((p, i) => {
    let d = p > prev ? p : nextOpen(addDays(prev, 1));
    if (d <= LAST && d < addDays(wed, -10) && r.chance(0.06)) {
      const seamMissed = active(alt.seam, d) ? alt.seam : pickSeamstress(d);
      fits.push({
        alt,
        seq: ++seq,
        dt: d,
        tm: r.pick(FIT_TIMES),
        seam: seamMissed,
        stat: r.chance(0.5) ? "DNA" : "CXL",
        mins: null,
      });
      d = nextOpen(addDays(d, r.int(2, 6)));
    }
    let seamHere =
      active(alt.seam, d) && r.chance(0.86) ? alt.seam : pickSeamstress(d);
    if (!active(seamHere, d)) seamHere = pickSeamstress(d);
    const done = d <= LAST;
    const mins = !done
      ? null
      : i === 0
        ? r.int(4, 6) * 15
        : i === plan.length - 1
          ? r.int(2, 3) * 15
          : r.int(2, 4) * 15;
    fits.push({
      alt,
      seq: ++seq,
      dt: d,
      tm: r.pick(FIT_TIMES),
      seam: seamHere,
      stat: done ? "DONE" : "BKD",
      mins,
    });
    prev = d;
    if (done) {
      if (i === 0) alt.quote = roundTo(r.int(120, 650), 5) * 100;
    }
    if (i === plan.length - 1 && done) {
      alt.done = d;
      const pd = r.chance(0.93)
        ? addDays(
            d,
            r.weighted([
              [0, 0.7],
              [r.int(1, 7), 0.3],
            ] as const),
          )
        : null;
      alt.paid = pd !== null && pd <= LAST ? pd : null;
    }
  });
  if (alt.done !== null) {
    let c = r.chance(0.6) ? alt.done : nextOpen(addDays(alt.done, r.int(1, 6)));
    if (c >= wed) c = alt.done;
    if (c <= LAST) o.coll = c;
  }
};

// ------------------------------------------------------------------ the brides' journeys
for (const b of brides) {
  pickSource(b);
  b.wed = weddingDate(b.enq);
  if (r.chance(0.09)) continue; // an enquiry that never booked in
  let d = nextOpen(addDays(b.enq, r.int(3, 24)));
  let first: Appt | null = null;
  for (let tries = 0; tries < 3; tries++) {
    if (d > HORIZON) break;
    const rebooked = tries === 0 ? b.enq : addDays(d, -r.int(7, 20));
    const a = makeAppt(
      b,
      "BRD1",
      d,
      rebooked < b.enq ? b.enq : rebooked,
      pickConsultant(d),
    );
    settle(a, [
      ["ATT", 0.81],
      ["NOSH", 0.07],
      ["CXL", 0.12],
    ]);
    if (a.stat === "ATT") {
      first = a;
      break;
    }
    if (a.stat === "BKD") break;
    if (
      (a.stat === "CXL" && r.chance(0.55)) ||
      (a.stat === "NOSH" && r.chance(0.25))
    ) {
      d = nextOpen(addDays(d, r.int(7, 28)));
      continue;
    }
    break;
  }
  if (first === null) continue;
  const canOrder = (dt: string): boolean =>
    b.wed !== null && daysBetween(dt, b.wed) >= 70;
  let yes: Appt | null = null;
  if (canOrder(first.dt) && r.chance(first.cons.conv ?? 0.4)) yes = first;
  else if (r.chance(0.45)) {
    const d2 = nextOpen(addDays(first.dt, r.int(7, 35)));
    if (d2 <= HORIZON) {
      const cons =
        active(first.cons, d2) && r.chance(0.7)
          ? first.cons
          : pickConsultant(d2);
      const a2 = makeAppt(b, "BRD2", d2, first.dt, cons);
      settle(a2, [
        ["ATT", 0.9],
        ["NOSH", 0.04],
        ["CXL", 0.06],
      ]);
      if (a2.stat === "ATT" && canOrder(d2) && r.chance(0.55)) yes = a2;
    }
  }
  if (yes === null) continue;
  const gown = placeOrder(b, "BG", yes);
  if (gown === null) continue;
  yes.yes = "Y";
  b.gown = gown;
  buyers.push(b);
  alterAndCollect(gown);
  const wed = b.wed as string;

  // bridesmaids
  if (gown.cxl === null && r.chance(0.42)) {
    const bd = nextOpen(addDays(gown.dt, r.int(30, 160)));
    if (bd <= HORIZON && daysBetween(bd, wed) >= 120) {
      const a = makeAppt(
        b,
        "BMD",
        bd,
        addDays(bd, -r.int(5, 30)),
        pickConsultant(bd),
      );
      settle(a, [
        ["ATT", 0.86],
        ["NOSH", 0.04],
        ["CXL", 0.1],
      ]);
      if (a.stat === "ATT" && r.chance(0.85)) {
        const bm = placeOrder(b, "BM", a);
        if (bm !== null) {
          a.yes = "Y";
          alterAndCollect(bm);
        }
      }
    }
  }
  // veil and accessories appointment
  let veilBought = false;
  if (gown.cxl === null && r.chance(0.36)) {
    const ad = nextOpen(addDays(wed, -r.int(35, 110)));
    if (ad > addDays(gown.dt, 30) && ad <= HORIZON) {
      const a = makeAppt(
        b,
        "ACC",
        ad,
        addDays(ad, -r.int(3, 21)),
        pickConsultant(ad),
      );
      settle(a, [
        ["ATT", 0.9],
        ["NOSH", 0.05],
        ["CXL", 0.05],
      ]);
      if (a.stat === "ATT") {
        const items: [Sku, number][] = [];
        if (r.chance(0.86)) {
          items.push([pickSku("VEIL"), 1]);
          veilBought = true;
        }
        if (r.chance(0.42)) items.push([pickSku("HDPC"), 1]);
        if (r.chance(0.25)) items.push([pickSku("BELT"), 1]);
        if (r.chance(0.22))
          items.push([pickSku("JWL"), r.chance(0.2) ? r.int(3, 5) : 1]);
        if (r.chance(0.2)) items.push([pickSku("SHOE"), 1]);
        if (items.length === 0) items.push([pickSku("HDPC"), 1]);
        sell(a.dt, b, a.cons, items);
      }
    }
  }
  // a veil or underwear picked up at a fitting, gown care at the collection
  if (!veilBought && gown.cxl === null) {
    const myFits = fits.filter((f) => f.alt.ord === gown && f.stat === "DONE");
    if (myFits.length > 0 && r.chance(0.3)) {
      const f = r.pick(myFits);
      const items: [Sku, number][] = [
        [pickSku(r.chance(0.6) ? "VEIL" : "LING"), 1],
      ];
      if (r.chance(0.3)) items.push([pickSku("LING"), 1]);
      sell(f.dt, b, pickTill(f.dt), items);
    }
  }
  if (gown.coll !== null && r.chance(0.27)) {
    const items: [Sku, number][] = [[pickSku("CARE"), 1]];
    if (r.chance(0.2)) items.push([pickSku("LING"), 1]);
    sell(gown.coll, b, pickTill(gown.coll), items);
  }
}

// walk-in accessory sales (not brides on the book, or brides who did not give their name)
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isOpen(d)) continue;
  const n = r.poisson(dayOfWeek(d) === 6 ? 0.8 : 0.35);
  for (let k = 0; k < n; k++) {
    const items: [Sku, number][] = [];
    const lines = r.weighted([
      [1, 0.7],
      [2, 0.24],
      [3, 0.06],
    ] as const);
    for (let i = 0; i < lines; i++) {
      const cat = r.weighted([
        ["JWL", 0.26],
        ["HDPC", 0.2],
        ["SHOE", 0.12],
        ["BELT", 0.06],
        ["LING", 0.14],
        ["CARE", 0.1],
        ["VEIL", 0.12],
      ] as const);
      const sku = pickSku(cat);
      if (!items.some(([s]) => s === sku))
        items.push([sku, cat === "JWL" && r.chance(0.25) ? r.int(2, 6) : 1]);
    }
    sell(d, null, pickTill(d), items);
  }
}

// ------------------------------------------------------------------ numbering and status
for (const o of ords) {
  o.stat =
    o.cxl !== null
      ? "CXL"
      : o.coll !== null
        ? "COLL"
        : o.rcvd !== null
          ? "RCV"
          : "ORD";
}
const byDate =
  <T>(key: (x: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
appts.sort(byDate((a: Appt) => `${a.dt} ${a.tm}`));
appts.forEach((a, i) => (a.no = 40001 + i));
ords.sort(byDate((o: Ord) => o.dt));
ords.forEach((o, i) => (o.no = 7001 + i));
pmts.sort(byDate((p: Pmt) => p.dt));
alts.sort(byDate((a: Alt) => a.opn));
alts.forEach((a, i) => (a.no = 301 + i));
fits.sort(byDate((f: Fit) => `${f.dt} ${f.tm}`));
accLines.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.rcpt - b.rcpt));
const rcptNo = new Map<number, number>();
for (const l of accLines)
  if (!rcptNo.has(l.rcpt)) rcptNo.set(l.rcpt, 500001 + rcptNo.size);

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.dsgnr (
  dsgnr_cd varchar(4) PRIMARY KEY,
  dsgnr_nm varchar(60) NOT NULL,
  ctry_cd char(2) NOT NULL,
  ccy_cd char(3) NOT NULL,
  rng_cd char(2) NOT NULL,
  lead_wks smallint NOT NULL,
  acct_opn_dt date NOT NULL,
  acct_cls_dt date
);
CREATE TABLE ${S}.style (
  style_cd varchar(12) PRIMARY KEY,
  dsgnr_cd varchar(4) NOT NULL,
  style_nm varchar(40) NOT NULL,
  cat_cd char(2) NOT NULL,
  silh_cd varchar(4) NOT NULL,
  fabric varchar(12) NOT NULL,
  rrp_p integer NOT NULL,
  whsl_amt integer NOT NULL,
  smpl_yn char(1) NOT NULL,
  launch_dt date NOT NULL,
  disc_dt date
);
CREATE TABLE ${S}.staff (
  staff_no smallint PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(5) NOT NULL,
  ext_yn char(1) NOT NULL,
  rpt_to smallint,
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE ${S}.bride (
  bride_no integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  pcode varchar(8),
  enq_dt date NOT NULL,
  src_cd varchar(5) NOT NULL,
  ref_bride_no integer,
  wed_dt date,
  mkt_yn char(1) NOT NULL
);
CREATE TABLE ${S}.appt (
  appt_no integer PRIMARY KEY,
  bride_no integer NOT NULL,
  bkd_dt date NOT NULL,
  appt_dt date NOT NULL,
  start_tm time NOT NULL,
  typ_cd varchar(4) NOT NULL,
  cons_no smallint NOT NULL,
  stat_cd varchar(4) NOT NULL,
  n_guests smallint,
  yes_yn char(1)
);
CREATE TABLE ${S}.ord (
  ord_no integer PRIMARY KEY,
  bride_no integer NOT NULL,
  ord_typ char(2) NOT NULL,
  style_cd varchar(12) NOT NULL,
  appt_no integer NOT NULL,
  cons_no smallint NOT NULL,
  ord_dt date NOT NULL,
  qty smallint NOT NULL,
  size_cd varchar(3),
  colour varchar(20) NOT NULL,
  unit_p integer NOT NULL,
  disc_p integer NOT NULL,
  tot_p integer NOT NULL,
  "dsgnrRef" varchar(20),
  due_dt date NOT NULL,
  rcvd_dt date,
  bal_due_dt date NOT NULL,
  coll_dt date,
  stat_cd varchar(4) NOT NULL,
  cxl_dt date
);
CREATE TABLE ${S}.pmt (
  pmt_no integer PRIMARY KEY,
  ord_no integer NOT NULL,
  pmt_dt date NOT NULL,
  pmt_typ varchar(3) NOT NULL,
  meth_cd varchar(4) NOT NULL,
  amt_p integer NOT NULL
);
CREATE TABLE ${S}.alt_job (
  alt_no integer PRIMARY KEY,
  ord_no integer NOT NULL,
  seam_no smallint NOT NULL,
  opn_dt date NOT NULL,
  quote_p integer,
  done_dt date,
  paid_dt date
);
CREATE TABLE ${S}.fitting (
  fit_no integer PRIMARY KEY,
  alt_no integer NOT NULL,
  fit_seq smallint NOT NULL,
  fit_dt date NOT NULL,
  fit_tm time NOT NULL,
  seam_no smallint NOT NULL,
  stat_cd varchar(4) NOT NULL,
  mins smallint
);
CREATE TABLE ${S}.acc_sale (
  line_no integer PRIMARY KEY,
  rcpt_no integer NOT NULL,
  sale_dt date NOT NULL,
  bride_no integer,
  sku varchar(14) NOT NULL,
  item_desc varchar(60) NOT NULL,
  cat_cd varchar(4) NOT NULL,
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  disc_p integer NOT NULL,
  staff_no smallint NOT NULL,
  pay_cd varchar(4) NOT NULL
);
`;
  const parts = [
    ddl,
    insertRows(
      `${S}.dsgnr`,
      [
        "dsgnr_cd",
        "dsgnr_nm",
        "ctry_cd",
        "ccy_cd",
        "rng_cd",
        "lead_wks",
        "acct_opn_dt",
        "acct_cls_dt",
      ],
      DESIGNERS.map((d) => [
        d.cd,
        d.nm,
        d.ctry,
        d.ccy,
        d.rng,
        d.lead,
        d.opn,
        d.cls,
      ]),
    ),
    insertRows(
      `${S}.style`,
      [
        "style_cd",
        "dsgnr_cd",
        "style_nm",
        "cat_cd",
        "silh_cd",
        "fabric",
        "rrp_p",
        "whsl_amt",
        "smpl_yn",
        "launch_dt",
        "disc_dt",
      ],
      STYLES.map((s) => [
        s.cd,
        s.d.cd,
        s.nm,
        s.cat,
        s.silh,
        s.fabric,
        s.rrp,
        s.whsl,
        s.smpl,
        s.launch,
        s.disc,
      ]),
    ),
    insertRows(
      `${S}.staff`,
      [
        "staff_no",
        "first_nm",
        "last_nm",
        "role_cd",
        "ext_yn",
        "rpt_to",
        "start_dt",
        "end_dt",
      ],
      STAFF.map((s) => [
        s.no,
        s.first,
        s.last,
        s.role,
        s.ext,
        s.rpt,
        s.start,
        s.end,
      ]),
    ),
    insertRows(
      `${S}.bride`,
      [
        "bride_no",
        "first_nm",
        "last_nm",
        "pcode",
        "enq_dt",
        "src_cd",
        "ref_bride_no",
        "wed_dt",
        "mkt_yn",
      ],
      brides.map((b) => [
        b.no,
        b.first,
        b.last,
        b.pcode,
        b.enq,
        b.src,
        b.ref?.no ?? null,
        b.wed,
        b.mkt,
      ]),
    ),
    insertRows(
      `${S}.appt`,
      [
        "appt_no",
        "bride_no",
        "bkd_dt",
        "appt_dt",
        "start_tm",
        "typ_cd",
        "cons_no",
        "stat_cd",
        "n_guests",
        "yes_yn",
      ],
      appts.map((a) => [
        a.no,
        a.bride.no,
        a.bkd,
        a.dt,
        a.tm,
        a.typ,
        a.cons.no,
        a.stat,
        a.guests,
        a.yes,
      ]),
    ),
    insertRows(
      `${S}.ord`,
      [
        "ord_no",
        "bride_no",
        "ord_typ",
        "style_cd",
        "appt_no",
        "cons_no",
        "ord_dt",
        "qty",
        "size_cd",
        "colour",
        "unit_p",
        "disc_p",
        "tot_p",
        '"dsgnrRef"',
        "due_dt",
        "rcvd_dt",
        "bal_due_dt",
        "coll_dt",
        "stat_cd",
        "cxl_dt",
      ],
      ords.map((o) => [
        o.no,
        o.bride.no,
        o.typ,
        o.style.cd,
        o.appt.no,
        o.appt.cons.no,
        o.dt,
        o.qty,
        o.size,
        o.colour,
        o.unit,
        o.disc,
        o.tot,
        o.ref,
        o.due,
        o.rcvd,
        o.balDue,
        o.coll,
        o.stat,
        o.cxl,
      ]),
    ),
    insertRows(
      `${S}.pmt`,
      ["pmt_no", "ord_no", "pmt_dt", "pmt_typ", "meth_cd", "amt_p"],
      pmts.map((p, i) => [i + 1, p.ord.no, p.dt, p.typ, p.meth, p.amt]),
    ),
    insertRows(
      `${S}.alt_job`,
      [
        "alt_no",
        "ord_no",
        "seam_no",
        "opn_dt",
        "quote_p",
        "done_dt",
        "paid_dt",
      ],
      alts.map((a) => [
        a.no,
        a.ord.no,
        a.seam.no,
        a.opn,
        a.quote,
        a.done,
        a.paid,
      ]),
    ),
    insertRows(
      `${S}.fitting`,
      [
        "fit_no",
        "alt_no",
        "fit_seq",
        "fit_dt",
        "fit_tm",
        "seam_no",
        "stat_cd",
        "mins",
      ],
      fits.map((f, i) => [
        i + 1,
        f.alt.no,
        f.seq,
        f.dt,
        f.tm,
        f.seam.no,
        f.stat,
        f.mins,
      ]),
    ),
    insertRows(
      `${S}.acc_sale`,
      [
        "line_no",
        "rcpt_no",
        "sale_dt",
        "bride_no",
        "sku",
        "item_desc",
        "cat_cd",
        "qty",
        "unit_p",
        "disc_p",
        "staff_no",
        "pay_cd",
      ],
      accLines.map((l, i) => [
        i + 1,
        rcptNo.get(l.rcpt),
        l.dt,
        l.bride?.no ?? null,
        l.sku.sku,
        l.sku.desc,
        l.sku.cat,
        l.qty,
        l.sku.price,
        l.disc,
        l.staff.no,
        l.pay,
      ]),
    ),
  ];
  return parts.join("\n");
}
