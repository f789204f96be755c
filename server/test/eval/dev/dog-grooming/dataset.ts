/**
 * Wagtail Mobile Dog Grooming Ltd, a mobile dog-grooming business based in Cheltenham, Gloucestershire, England,
 * founded in 2019 by Sarah Whitfield. Groomers drive fitted-out grooming vans (own water tank, heated water,
 * hydraulic table, dryer) to the client's home and groom the dog on the driveway. The area covered is Cheltenham,
 * Gloucester, Stroud, Tewkesbury, Cirencester and the villages of the north Cotswolds. Vans work Monday to Saturday,
 * never on bank holidays, and the business closes from 24 December to 1 January. Each working day a groomer takes
 * one van out and works through the day's slots (one dog per slot). Groomers are paid a commission on what they
 * groom; the owner grooms too and takes no commission.
 *
 * This is the database of "PawRoute Mobile Groomer Pro 3" (schema `pawroute`), the business's booking, client,
 * takings, van log and stock package, copied on the morning of Wednesday 2026-11-25 with everything up to the end
 * of Tuesday 2026-11-24. The package went live on 2024-01-02. Clients and their dogs were migrated from the old
 * diary with their original creation dates, but no appointment history before 2024-01-02 was migrated. Bookings
 * already taken for future dates (to the end of January 2027) are in `appt` with status B.
 *
 * MONEY is kept in whole PENCE (integer columns ending `_p`). Prices include VAT. Answers about money are given in
 * pounds (pence / 100).
 *
 * Business terms:
 * - An appointment (a booking, a groom) is a row of `appt`: one dog, one groomer, one van, one date and one slot.
 *   Slots (`slot_no`): 1 = 08:30, 2 = 10:15, 3 = 12:00, 4 = 13:45, 5 = 15:30 (slot 5 is not offered on Saturdays).
 * - Appointment status `stat_cd`: B booked (future), C completed (groomed), X cancelled with notice (48 hours or
 *   more before the slot; no fee), L late cancellation (less than 48 hours' notice; fee), N no-show (nobody home or
 *   the dog was not available; fee). `cxl_ts` is when an X or L cancellation was made (NULL otherwise).
 * - A dog "groomed" / a "groom" means a completed (C) appointment, dated by `appt_dt`.
 * - No-show rate = no-shows (N) out of the appointments that went ahead or were no-shows (C and N) dated in the
 *   period. Cancellation rate = cancelled appointments (X and L) out of all appointments dated in the period except
 *   future bookings (B).
 * - The services booked are the lines of `appt_ln`: one main service (item type SVC: Full Groom, Bath & Brush,
 *   Hand Strip, De-shed Treatment, Puppy Intro, or Nail Clip on its own) and any add-ons (item type ADD).
 *   `ln_p` = `qty` * `unit_p`, the price charged (De-matting is charged per 15 minutes, `qty` blocks).
 * - `sub_p` = sum of the appointment's `ln_p`; `disc_p` = the client's discount; `tot_p` = `sub_p - disc_p`, the
 *   price of the appointment. Grooming revenue (sales, turnover) = `tot_p` of completed (C) appointments by
 *   `appt_dt`. Add-on revenue = `ln_p` of the ADD lines of completed appointments.
 * - No-show and late-cancellation fees: `fee_p` on N and L appointments = 100% of `tot_p` for a no-show, 50% for
 *   a late cancellation (but never less than the deposit). A fee the owner waived has `fee_wvd_yn` = Y and `fee_p` = 0. `fee_p` is NULL on B, C and X
 *   appointments. Fee income = `fee_p`, dated by `appt_dt`.
 * - Deposits: `dep_p` (0 when none) is taken by card when the booking is made, for bookings that include a main
 *   groom (not Nail Clip alone) made online, made by a client who must pay deposits (`client.dep_req_yn`), or for a
 *   date in December. £10 until the end of 2025, £15 for bookings made from 2026-01-01. The deposit counts towards
 *   the price when the dog is groomed; it is refunded when the booking is cancelled with notice or a fee is waived;
 *   on a no-show or late cancellation it is kept towards the fee.
 * - Payments (`pmt`), every movement of money: DEP deposit, BAL balance paid for a groom (`tot_p - dep_p`), FEE
 *   the rest of a no-show / late-cancellation fee (`fee_p - dep_p`), REF a refund (negative `amt_p`). Takings
 *   (money taken) = sum of `amt_p` of all payment rows, refunds included, by the date of `pmt_ts`. Card and cash are
 *   paid at the van when the groom ends; bank transfers (BACS) arrive up to a week later.
 * - A completed appointment is paid when its DEP and BAL rows add up to `tot_p`; balance owed = `tot_p` minus its
 *   payments. A fee still owed = `fee_p - dep_p -` FEE payments, for fees not waived.
 * - Commission: `comm_p` is the groomer's commission on a completed appointment, worked out on `tot_p` at the
 *   groomer's rate on the day (NULL when not completed; 0 for the owner). `grmr.comm_pct` is the current rate.
 * - The groomer is late when `arr_tm` (arrival time at the client's house, completed appointments only) is more
 *   than 15 minutes after the slot's start time.
 * - A van day is a row of `van_day`: one van out on one date with one groomer (only days on which it groomed at
 *   least one dog). Miles driven = `odo_in - odo_out`. Fuel (all vans are diesel) is bought on some days:
 *   `fuel_l` litres for `fuel_p` pence (both NULL on days without a fill-up).
 * - Stock (`stk_mv`): products (item type PRD) are bought from the wholesaler and loaded straight into a van (R
 *   received), used up (U, counted weekly per van and dated the van's last working day of that week) or thrown
 *   away (W, spilt or out of date). Quantities are in the item's unit `uom`. Stock held in a van = R - U - W. Value
 *   of stock = quantity * `item.cost_p` (the cost per unit).
 * - Clients with `del_yn` = Y are deleted duplicates and must be left out. A dog with `act_yn` = N has died or moved
 *   away.
 *
 * The package does NOT record: tips; groomers' hours, wages or holidays; van purchase, insurance, servicing or
 *   repair costs; advertising spend; customer reviews or ratings; dogs' vaccinations, health notes, allergies or
 *   weights; travel times between appointments; appointment history before 2024-01-02.
 *
 * Tables
 * - `grmr`: groomers, `grm_id` (G01...), `grm_nm`, `lvl_cd` (SNR senior groomer, GRM groomer, APP apprentice),
 *   `start_dt`, `end_dt` (NULL while employed), `comm_pct` current commission rate in % of `tot_p` (NULL for the
 *   owner), `own_yn` Y for the owner.
 * - `van`: `van_id` 1-5, `van_nm` (the name painted on the van), `reg_no`, `make_mdl`, `in_svc_dt`, `out_svc_dt`
 *   (NULL while in use; Scruffs was sold in June 2025).
 * - `client`: `cl_no`, `first_nm`, `last_nm`, `town`, `post_cd`, `mob`, `email` (NULL when not given), `crt_dt`
 *   created, `src_cd` how they heard of us (FB Facebook, GGL Google, REF recommended by a client, LFT leaflet, VAN
 *   saw the van, OTH other), `mkt_yn` marketing opt-in, `dep_req_yn` Y when the client must pay a deposit on every
 *   booking (set after a no-show), `disc_pct` standing discount in % (10 multi-dog household, 20 friends & family),
 *   `del_yn`.
 * - `dog`: `dog_id`, `cl_no` owner, `dog_nm`, `breed` (as written on the booking form; crossbreeds are named, e.g.
 *   Cockapoo), `coat_cd` (SMO smooth / short, DBL double coat, WIR wire, CUR curly (poodles and doodles), LNG long
 *   / silky, CMB combination), `size_cd` (S small, M medium, L large, XL giant), `dob` date of birth (NULL when
 *   not known), `sex_cd` (M / F), `nerv_yn` Y for nervous or reactive dogs, `act_yn`.
 * - `item`: the price list and product list, `item_cd`, `item_nm`, `itm_typ` (SVC main service, ADD add-on, PRD
 *   product used in grooming), current prices `p_sm_p`, `p_md_p`, `p_lg_p`, `p_xl_p` by dog size (SVC and ADD; an
 *   add-on costs the same for every size), `uom` and `cost_p` cost per unit (PRD only), `act_yn` (N: no longer
 *   offered). Prices went up on 2025-04-01 and 2026-04-01; lines keep the price charged.
 * - `appt`: `appt_no`, `cl_no`, `dog_id`, `grm_id`, `van_id`, `appt_dt`, `slot_no`, `bk_ts` when booked,
 *   `bk_chan` (WEB online booking, PHN phone, MSG WhatsApp / Facebook message, GRM rebooked by the groomer at the
 *   van at the end of the previous groom), `stat_cd`, `cxl_ts`, `sub_p`, `disc_p`, `tot_p`, `dep_p`, `fee_p`,
 *   `fee_wvd_yn`, `comm_p`, `arr_tm`.
 * - `appt_ln`: (`appt_no`, `ln_no`), `item_cd`, `qty`, `unit_p`, `ln_p`.
 * - `pmt`: `pmt_no`, `appt_no`, `pmt_ts`, `pmt_typ` (DEP, BAL, FEE, REF), `meth_cd` (CARD, CASH, BACS bank
 *   transfer), `amt_p`.
 * - `van_day`: (`van_id`, `run_dt`), `grm_id`, `odo_out`, `odo_in` odometer in miles, `fuel_l`, `fuel_p`.
 * - `stk_mv`: `mv_no`, `mv_dt`, `van_id`, `item_cd` (a PRD item), `mv_typ` (R, U, W), `qty`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
  type SeededRandom,
} from "../../seeded-random";

const GO_LIVE = "2024-01-02";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const PLAN_END = "2027-01-30";

const SLOT_MIN = [0, 510, 615, 720, 825, 930];
const hm = (mins: number) =>
  `${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:00`;
const ts = (d: string, mins: number) => `${d} ${hm(mins)}`;
const month = (d: string) => Number(d.slice(5, 7));

const isWorkDay = (d: string) => {
  const w = dayOfWeek(d);
  if (w === 0) return false;
  if (ENGLAND_BANK_HOLIDAYS.has(d) || d === "2027-01-01") return false;
  const md = d.slice(5);
  if (md >= "12-24" || md <= "01-01") return false;
  return true;
};

// ------------------------------------------------------------------ vans
type Van = {
  id: number;
  nm: string;
  reg: string;
  mdl: string;
  from: string;
  to: string | null;
  odo: number;
  mpg: number;
};
const VANS: Van[] = [
  {
    id: 1,
    nm: "Bubbles",
    reg: "WU19 KXP",
    mdl: "Mercedes-Benz Sprinter 314",
    from: "2019-04-01",
    to: null,
    odo: 61284,
    mpg: 29,
  },
  {
    id: 2,
    nm: "Suds",
    reg: "WP70 HZT",
    mdl: "Renault Master LM35",
    from: "2020-10-12",
    to: null,
    odo: 42917,
    mpg: 27,
  },
  {
    id: 3,
    nm: "Scruffs",
    reg: "WR17 LBN",
    mdl: "Ford Transit 350",
    from: "2021-03-01",
    to: "2025-06-20",
    odo: 88410,
    mpg: 25,
  },
  {
    id: 4,
    nm: "Fluff",
    reg: "WM25 GVO",
    mdl: "Ford Transit Custom 320",
    from: "2025-06-23",
    to: null,
    odo: 12,
    mpg: 33,
  },
  {
    id: 5,
    nm: "Sparkle",
    reg: "WF75 RDY",
    mdl: "Mercedes-Benz Sprinter 315",
    from: "2025-09-01",
    to: null,
    odo: 9,
    mpg: 31,
  },
];
const vanOn = (v: Van, d: string) =>
  v.from <= d && (v.to === null || d <= v.to);

// ------------------------------------------------------------------ groomers
type Grm = {
  id: string;
  nm: string;
  lvl: string;
  from: string;
  to: string | null;
  own: boolean;
  days: number[];
  van: number[];
  rates: [string, number][]; // commission % from date
  late: number; // lateness tendency
  slots: number;
};
const GRMS: Grm[] = [
  {
    id: "G01",
    nm: "Sarah Whitfield",
    lvl: "SNR",
    from: "2019-03-01",
    to: null,
    own: true,
    days: [1, 2, 3, 4],
    van: [1],
    rates: [["2000-01-01", 0]],
    late: 0.5,
    slots: 5,
  },
  {
    id: "G02",
    nm: "Jess Harding",
    lvl: "SNR",
    from: "2020-02-03",
    to: null,
    own: false,
    days: [2, 3, 4, 5, 6],
    van: [2, 1],
    rates: [["2000-01-01", 45]],
    late: 0.8,
    slots: 5,
  },
  {
    id: "G03",
    nm: "Tom Ellery",
    lvl: "GRM",
    from: "2021-06-14",
    to: null,
    own: false,
    days: [1, 2, 3, 5, 6],
    van: [3, 4, 2],
    rates: [
      ["2000-01-01", 40],
      ["2026-04-01", 42],
    ],
    late: 2.6,
    slots: 5,
  },
  {
    id: "G04",
    nm: "Priya Chauhan",
    lvl: "GRM",
    from: "2022-09-05",
    to: "2025-08-29",
    own: false,
    days: [1, 3, 4, 5, 6],
    van: [2, 3, 4],
    rates: [["2000-01-01", 40]],
    late: 1.0,
    slots: 5,
  },
  {
    id: "G05",
    nm: "Megan Lloyd",
    lvl: "GRM",
    from: "2024-03-04",
    to: null,
    own: false,
    days: [1, 2, 4, 5],
    van: [3, 4, 5, 2],
    rates: [
      ["2000-01-01", 38],
      ["2026-04-01", 40],
    ],
    late: 1.2,
    slots: 5,
  },
  {
    id: "G06",
    nm: "Kirsty Dunn",
    lvl: "GRM",
    from: "2025-06-23",
    to: null,
    own: false,
    days: [1, 3, 4, 5, 6],
    van: [4, 5, 2],
    rates: [
      ["2000-01-01", 35],
      ["2026-01-01", 38],
    ],
    late: 1.5,
    slots: 5,
  },
  {
    id: "G07",
    nm: "Ollie Bridges",
    lvl: "GRM",
    from: "2025-09-01",
    to: null,
    own: false,
    days: [1, 2, 3, 4, 6],
    van: [5, 4, 2],
    rates: [["2000-01-01", 38]],
    late: 1.1,
    slots: 5,
  },
  {
    id: "G08",
    nm: "Hannah Price",
    lvl: "APP",
    from: "2026-05-05",
    to: null,
    own: false,
    days: [2, 4, 5, 6],
    van: [5, 4, 1, 2],
    rates: [["2000-01-01", 30]],
    late: 1.3,
    slots: 4,
  },
];
const grmOn = (g: Grm, d: string) =>
  g.from <= d && (g.to === null || d <= g.to);
const rateOn = (g: Grm, d: string) => {
  let r = 0;
  for (const [from, pct] of g.rates) if (from <= d) r = pct;
  return r;
};

// ------------------------------------------------------------------ items
// code, name, type, current prices S/M/L/XL (pence), uom, cost per unit, active
type Item = {
  cd: string;
  nm: string;
  typ: string;
  p: [number, number, number, number] | null;
  uom: string | null;
  cost: number | null;
  act: string;
};
const ITEMS: Item[] = [
  {
    cd: "FULL",
    nm: "Full Groom",
    typ: "SVC",
    p: [4400, 5200, 6200, 7800],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "BATH",
    nm: "Bath & Brush",
    typ: "SVC",
    p: [3200, 3800, 4600, 5600],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "HSTR",
    nm: "Hand Strip",
    typ: "SVC",
    p: [5200, 6000, 7200, 8500],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "DESH",
    nm: "De-shed Treatment",
    typ: "SVC",
    p: [4000, 4800, 5900, 7200],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "PUP",
    nm: "Puppy Intro",
    typ: "SVC",
    p: [3000, 3000, 3000, 3000],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "NAIL",
    nm: "Nail Clip",
    typ: "SVC",
    p: [1200, 1200, 1200, 1400],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "TEETH",
    nm: "Teeth Brushing",
    typ: "ADD",
    p: [600, 600, 600, 600],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "EAR",
    nm: "Ear Clean & Pluck",
    typ: "ADD",
    p: [500, 500, 500, 500],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "BLUE",
    nm: "Blueberry Facial",
    typ: "ADD",
    p: [500, 500, 500, 500],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "PAWB",
    nm: "Paw Balm Treatment",
    typ: "ADD",
    p: [400, 400, 400, 400],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "DEMAT",
    nm: "De-matting (per 15 min)",
    typ: "ADD",
    p: [1000, 1000, 1000, 1000],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "FLEA",
    nm: "Flea Treatment Bath",
    typ: "ADD",
    p: [800, 800, 800, 800],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "GRIND",
    nm: "Nail Grind",
    typ: "ADD",
    p: [500, 500, 500, 500],
    uom: null,
    cost: null,
    act: "Y",
  },
  {
    cd: "GLOSS",
    nm: "Coat Gloss Spray",
    typ: "ADD",
    p: [300, 300, 300, 300],
    uom: null,
    cost: null,
    act: "N",
  },
  {
    cd: "SHP-OAT",
    nm: "Oatmeal & Aloe Shampoo",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 420,
    act: "Y",
  },
  {
    cd: "SHP-WHT",
    nm: "Whitening Shampoo",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 690,
    act: "Y",
  },
  {
    cd: "SHP-HYP",
    nm: "Hypoallergenic Shampoo",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 560,
    act: "Y",
  },
  {
    cd: "SHP-FLEA",
    nm: "Flea & Tick Shampoo",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 940,
    act: "Y",
  },
  {
    cd: "CND-DET",
    nm: "Detangling Conditioner",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 610,
    act: "Y",
  },
  {
    cd: "COLOGNE",
    nm: "Coat Cologne Spray",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 1250,
    act: "Y",
  },
  {
    cd: "EAR-CLN",
    nm: "Ear Cleaning Solution",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 1800,
    act: "Y",
  },
  {
    cd: "FACIAL",
    nm: "Blueberry Facial Wash",
    typ: "PRD",
    p: null,
    uom: "L",
    cost: 2200,
    act: "Y",
  },
  {
    cd: "TOOTHP",
    nm: "Enzymatic Toothpaste",
    typ: "PRD",
    p: null,
    uom: "tube",
    cost: 480,
    act: "Y",
  },
  {
    cd: "PAW-BLM",
    nm: "Paw Balm Tub",
    typ: "PRD",
    p: null,
    uom: "tub",
    cost: 350,
    act: "Y",
  },
  {
    cd: "BLADE10",
    nm: "No. 10 Clipper Blade",
    typ: "PRD",
    p: null,
    uom: "each",
    cost: 2450,
    act: "Y",
  },
  {
    cd: "BANDANA",
    nm: "Bandana",
    typ: "PRD",
    p: null,
    uom: "each",
    cost: 35,
    act: "Y",
  },
];
const ITEM = new Map(ITEMS.map((i) => [i.cd, i]));
const SIZE_IX: Record<string, number> = { S: 0, M: 1, L: 2, XL: 3 };
const priceF = (d: string) =>
  d < "2025-04-01" ? 0.9 : d < "2026-04-01" ? 0.95 : 1;
const priceOn = (cd: string, size: string, d: string) => {
  const it = ITEM.get(cd)!;
  const base = it.p![SIZE_IX[size]!]!;
  if (cd === "GLOSS") return 300;
  return Math.round((base * priceF(d)) / 50) * 50;
};

// ------------------------------------------------------------------ breeds
// breed, coat, size, weight
const BREEDS: [string, string, string, number][] = [
  ["Cockapoo", "CUR", "M", 20],
  ["Cavapoo", "CUR", "S", 9],
  ["Labradoodle", "CUR", "L", 8],
  ["Goldendoodle", "CUR", "L", 4],
  ["Miniature Poodle", "CUR", "S", 3.5],
  ["Toy Poodle", "CUR", "S", 2],
  ["Standard Poodle", "CUR", "L", 1.5],
  ["Bichon Frise", "CUR", "S", 5],
  ["Shih Tzu", "LNG", "S", 8],
  ["Lhasa Apso", "LNG", "S", 3],
  ["Yorkshire Terrier", "LNG", "S", 4],
  ["Maltese", "LNG", "S", 2],
  ["Cocker Spaniel", "LNG", "M", 10],
  ["English Springer Spaniel", "LNG", "M", 5],
  ["Cavalier King Charles Spaniel", "LNG", "S", 4],
  ["Golden Retriever", "DBL", "L", 5],
  ["Labrador Retriever", "DBL", "L", 6],
  ["German Shepherd", "DBL", "L", 2.5],
  ["Border Collie", "DBL", "M", 3],
  ["Siberian Husky", "DBL", "L", 1.5],
  ["Bernese Mountain Dog", "DBL", "XL", 1],
  ["Newfoundland", "DBL", "XL", 0.6],
  ["Pomeranian", "DBL", "S", 2],
  ["Samoyed", "DBL", "L", 0.8],
  ["West Highland White Terrier", "WIR", "S", 4],
  ["Border Terrier", "WIR", "S", 4.5],
  ["Miniature Schnauzer", "WIR", "S", 5],
  ["Wire Fox Terrier", "WIR", "S", 1],
  ["Airedale Terrier", "WIR", "L", 0.7],
  ["Miniature Dachshund", "SMO", "S", 3],
  ["French Bulldog", "SMO", "S", 3],
  ["Pug", "SMO", "S", 1.5],
  ["Staffordshire Bull Terrier", "SMO", "M", 2],
  ["Whippet", "SMO", "M", 1.5],
  ["Beagle", "SMO", "M", 1.2],
  ["Jack Russell Terrier", "SMO", "S", 2.5],
  ["Crossbreed", "CMB", "M", 4],
];
const WHITE = new Set([
  "Bichon Frise",
  "Maltese",
  "West Highland White Terrier",
  "Samoyed",
]);
// grooming interval in days by coat
const INTERVAL: Record<string, number> = {
  CUR: 44,
  LNG: 52,
  WIR: 66,
  DBL: 80,
  CMB: 64,
  SMO: 90,
};

// ------------------------------------------------------------------ places
// town, weight, postcode districts, extra miles per visit
const TOWNS: [string, number, string[], number][] = [
  ["Cheltenham", 30, ["GL50", "GL51", "GL52", "GL53"], 3],
  ["Gloucester", 18, ["GL1", "GL2", "GL3", "GL4"], 6],
  ["Stroud", 11, ["GL5"], 9],
  ["Tewkesbury", 8, ["GL20"], 8],
  ["Cirencester", 9, ["GL7"], 12],
  ["Bishop's Cleeve", 7, ["GL52"], 4],
  ["Winchcombe", 5, ["GL54"], 8],
  ["Painswick", 3, ["GL6"], 9],
  ["Nailsworth", 3, ["GL6"], 11],
  ["Stow-on-the-Wold", 4, ["GL54"], 16],
];
const TOWN_MILES = new Map(TOWNS.map((t) => [t[0], t[3]]));

const FIRST = [
  "Sarah",
  "Emma",
  "Claire",
  "Louise",
  "Helen",
  "Rachel",
  "Nicola",
  "Joanne",
  "Kate",
  "Victoria",
  "Laura",
  "Rebecca",
  "Charlotte",
  "Amy",
  "Sophie",
  "Hannah",
  "Lucy",
  "Gemma",
  "Karen",
  "Julie",
  "Susan",
  "Jane",
  "Alison",
  "Fiona",
  "Caroline",
  "Amanda",
  "Lisa",
  "Michelle",
  "Zoe",
  "Jenny",
  "Beth",
  "Harriet",
  "Georgina",
  "Pippa",
  "Anna",
  "Philippa",
  "Mark",
  "David",
  "Paul",
  "Andrew",
  "James",
  "Richard",
  "Simon",
  "Stephen",
  "Chris",
  "Matthew",
  "Robert",
  "Ian",
  "Neil",
  "Graham",
  "Tim",
  "Rob",
  "Ben",
  "Tom",
  "Dan",
  "Nick",
  "Gareth",
  "Peter",
  "John",
  "Martin",
  "Alan",
  "Geoff",
  "Hugh",
  "Rupert",
  "Priya",
  "Anita",
  "Sunita",
  "Raj",
  "Olga",
  "Marta",
  "Agnieszka",
];
const LASTN = [
  "Smith",
  "Jones",
  "Taylor",
  "Brown",
  "Williams",
  "Wilson",
  "Johnson",
  "Davies",
  "Robinson",
  "Wright",
  "Thompson",
  "Evans",
  "Walker",
  "White",
  "Roberts",
  "Green",
  "Hall",
  "Wood",
  "Jackson",
  "Clarke",
  "Hughes",
  "Edwards",
  "Turner",
  "Hill",
  "Moore",
  "Cooper",
  "Ward",
  "Morris",
  "King",
  "Baker",
  "Harrison",
  "Morgan",
  "Allen",
  "Price",
  "Bennett",
  "Lewis",
  "Young",
  "Mitchell",
  "Kelly",
  "Cook",
  "Carter",
  "Richardson",
  "Bailey",
  "Collins",
  "Bell",
  "Shaw",
  "Murphy",
  "Miller",
  "Cox",
  "Richards",
  "Marshall",
  "Ellis",
  "Webb",
  "Powell",
  "Chapman",
  "Gray",
  "Fisher",
  "Dixon",
  "Knight",
  "Hunt",
  "Mason",
  "Palmer",
  "Holmes",
  "Mills",
  "Lloyd",
  "Butler",
  "Barnes",
  "Fletcher",
  "Stevens",
  "Pearce",
  "Dawson",
  "Russell",
  "Hawkins",
  "Gardner",
  "Ashworth",
  "Fairclough",
  "Pemberton",
  "Cartwright",
  "Hollis",
  "Parfitt",
  "Wakefield",
  "Greenaway",
  "Tennant",
  "Beckett",
  "Ramsden",
  "Kowalski",
  "Nowak",
  "Patel",
  "Sharma",
  "Okafor",
];
const DOGN = [
  "Bella",
  "Luna",
  "Teddy",
  "Milo",
  "Daisy",
  "Poppy",
  "Alfie",
  "Coco",
  "Bonnie",
  "Willow",
  "Ted",
  "Buster",
  "Rosie",
  "Bailey",
  "Ruby",
  "Monty",
  "Archie",
  "Lola",
  "Bear",
  "Charlie",
  "Max",
  "Molly",
  "Nala",
  "Otis",
  "Pip",
  "Hugo",
  "Maple",
  "Biscuit",
  "Honey",
  "Barney",
  "Dexter",
  "Winston",
  "Tilly",
  "Mabel",
  "Ziggy",
  "Olive",
  "Ralph",
  "Nellie",
  "Bruno",
  "Scout",
  "Peggy",
  "Stanley",
  "Murphy",
  "Rolo",
  "Bramble",
  "Fudge",
  "Pickle",
  "Toffee",
  "Oscar",
  "Jasper",
  "Hattie",
  "Cooper",
  "Dolly",
  "Frank",
  "Gus",
  "Kiki",
  "Lottie",
  "Mylo",
  "Nova",
  "Percy",
  "Reggie",
  "Sid",
  "Tess",
  "Wilf",
  "Betty",
  "Cinnamon",
  "Juno",
  "Fern",
  "Skye",
  "Blue",
];

// ------------------------------------------------------------------ types
type Client = {
  no: number;
  fn: string;
  ln: string;
  town: string;
  pc: string;
  mob: string | null;
  email: string | null;
  crt: string;
  src: string;
  mkt: string;
  depReq: boolean;
  disc: number;
  del: string;
  pay: string; // preferred method
  nsProp: number;
  prefGrm: string | null;
  strict: boolean;
  dogs: Dog[];
  pending: boolean; // first booking yet to be made
};
type Dog = {
  id: number;
  cl: Client;
  nm: string;
  breed: string;
  coat: string;
  size: string;
  dob: string | null;
  sex: string;
  nerv: string;
  act: string;
  interval: number;
  due: string | null; // next desired groom date
  stopped: boolean;
  nailOnly: number; // chance a visit is nail clip only
  addonP: number;
  lastC: string | null;
  hyp: boolean;
};
type Appt = {
  no: number;
  cl: Client;
  dog: Dog;
  grm: Grm;
  van: Van;
  dt: string;
  slot: number;
  bk: string;
  chan: string;
  stat: string;
  cxl: string | null;
  lines: [string, number, number, number][];
  sub: number;
  disc: number;
  tot: number;
  dep: number;
  fee: number | null;
  wvd: string;
  comm: number | null;
  arr: string | null;
};

function randTime(r: SeededRandom, from: number, to: number) {
  return r.int(from, to);
}

export function datasetSql(): string {
  const r = seededRandom(2026_1125_31);
  const nameOf = uniqueNames(r, FIRST, LASTN);
  const clients: Client[] = [];
  const dogs: Dog[] = [];

  const mkDog = (cl: Client, firstGroom: string, puppy: boolean): Dog => {
    const [breed, coat0, size] = r.weighted(
      BREEDS.map((b) => [[b[0], b[1], b[2]] as const, b[3]] as const),
    );
    let coat = coat0;
    if (breed === "Jack Russell Terrier" && r.chance(0.3)) coat = "WIR";
    if (breed === "Crossbreed" && r.chance(0.3))
      coat = r.pick(["SMO", "DBL", "LNG"]);
    let sz = size;
    if (breed === "Crossbreed") sz = r.pick(["S", "M", "M", "L"]);
    if (breed === "Cockapoo" && r.chance(0.2)) sz = "S";
    if (breed === "Labradoodle" && r.chance(0.15)) sz = "XL";
    const dob = puppy
      ? addDays(firstGroom, -r.int(95, 170))
      : r.chance(0.85)
        ? addDays(firstGroom, -r.int(300, 4800))
        : null;
    const d: Dog = {
      id: 0,
      cl,
      nm: r.pick(DOGN),
      breed,
      coat,
      size: sz,
      dob,
      sex: r.chance(0.5) ? "M" : "F",
      nerv: r.chance(0.09) ? "Y" : "N",
      act: "Y",
      interval: Math.round(INTERVAL[coat]! * (0.7 + r.next() * 0.9)),
      due: null,
      stopped: false,
      nailOnly:
        coat === "SMO"
          ? 0.4
          : coat === "DBL"
            ? 0.08
            : coat === "CMB"
              ? 0.1
              : 0.03,
      addonP: 0.15 + r.next() * 0.5,
      lastC: null,
      hyp: r.chance(0.12),
    };
    // no duplicate names within a household
    while (cl.dogs.some((o) => o.nm === d.nm)) d.nm = r.pick(DOGN);
    cl.dogs.push(d);
    dogs.push(d);
    return d;
  };

  const mkClient = (crt: string, migrated: boolean): Client => {
    const [fn, ln] = nameOf();
    const town = r.weighted(TOWNS.map((t) => [t, t[1]] as const));
    const nDogs = r.weighted([
      [1, 74],
      [2, 21],
      [3, 5],
    ] as const);
    const c: Client = {
      no: 0,
      fn,
      ln,
      town: town[0],
      pc: `${r.pick(town[2])} ${r.int(1, 9)}${r.pick(["AB", "BD", "EF", "HJ", "LN", "PQ", "RT", "UW", "XY", "DG", "SZ"])}`,
      mob: r.chance(0.95)
        ? `07${r.int(100, 999)} ${r.int(100000, 999999)}`
        : null,
      email: r.chance(0.8)
        ? `${fn.toLowerCase()}.${ln.toLowerCase()}${r.chance(0.35) ? r.int(1, 99) : ""}@${r.pick(["gmail.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk", "icloud.com", "btinternet.com"])}`
        : null,
      crt,
      src: r.weighted([
        ["FB", migrated ? 30 : 34],
        ["GGL", 22],
        ["REF", 26],
        ["LFT", migrated ? 10 : 5],
        ["VAN", 9],
        ["OTH", 4],
      ] as const),
      mkt: r.chance(0.6) ? "Y" : "N",
      depReq: false,
      disc: 0,
      del: "N",
      pay: r.weighted([
        ["CARD", 64],
        ["CASH", 26],
        ["BACS", 10],
      ] as const),
      nsProp: r.chance(0.06) ? 5 + r.next() * 5 : 0.4 + r.next() * 0.9,
      prefGrm: null,
      strict: r.chance(0.35),
      dogs: [],
      pending: !migrated,
    };
    const firstGroom = addDays(crt, r.int(4, 25));
    for (let i = 0; i < nDogs; i++)
      mkDog(c, firstGroom, !migrated && i === 0 && r.chance(0.18));
    if (nDogs > 1 && r.chance(0.7)) c.disc = 10;
    else if (r.chance(0.015)) c.disc = 20;
    clients.push(c);
    return c;
  };

  // migrated clients: created 2019-03 to 2023-12
  for (let i = 0; i < 430; i++) {
    const c = mkClient(r.date("2019-03-11", "2023-12-20"), true);
    const dormant = r.chance(0.08); // lapsed before go-live: no appointments
    for (const d of c.dogs) {
      if (dormant) {
        d.stopped = true;
        if (r.chance(0.5)) d.act = "N";
      } else d.due = addDays(GO_LIVE, r.int(0, d.interval));
    }
  }
  // new clients by month
  const newClientsOn = new Map<string, Client[]>();
  for (let y = 2024; y <= 2027; y++) {
    for (let m = 1; m <= 12; m++) {
      const first = `${y}-${pad(m, 2)}-01`;
      if (first > "2026-11-01") break;
      const lam =
        (y === 2024 ? 15 : y === 2025 ? 19 : 22) *
        ([3, 4, 5].includes(m)
          ? 1.3
          : [11].includes(m)
            ? 1.2
            : m === 1
              ? 0.8
              : 1);
      const n = r.poisson(lam);
      for (let i = 0; i < n; i++) {
        const last =
          m === 12 ? `${y}-12-31` : addDays(`${y}-${pad(m + 1, 2)}-01`, -1);
        const crt = r.date(first, last > LAST ? LAST : last);
        const c = mkClient(crt, false);
        const never = r.chance(0.045); // enquired, registered, never booked
        for (const d of c.dogs) {
          if (never) d.stopped = true;
          else d.due = addDays(crt, r.int(4, 25));
        }
        if (never) c.pending = false;
        const list = newClientsOn.get(crt) ?? [];
        list.push(c);
        newClientsOn.set(crt, list);
      }
    }
  }
  // a few deleted duplicates
  const dupSources = r.shuffle(clients).slice(0, 9);
  const dups: Client[] = [];
  for (const s of dupSources) {
    const c: Client = {
      ...s,
      no: 0,
      crt: addDays(s.crt, r.int(30, 400)),
      del: "Y",
      dogs: [],
      pending: false,
    };
    if (c.crt > LAST) c.crt = LAST;
    dups.push(c);
  }
  clients.push(...dups);
  clients.sort((a, b) => (a.crt < b.crt ? -1 : a.crt > b.crt ? 1 : 0));
  clients.forEach((c, k) => (c.no = 1001 + k));
  // dogs numbered in client order
  let dogNo = 5001;
  for (const c of clients) for (const d of c.dogs) d.id = dogNo++;

  // ------------------------------------------------------------------ groomer leave
  const leave = new Map<string, Set<string>>();
  for (const g of GRMS) {
    const s = new Set<string>();
    for (const y of [2024, 2025, 2026, 2027]) {
      for (let b = 0; b < 3; b++) {
        const start = r.date(`${y}-01-05`, `${y}-11-20`);
        const len = r.int(4, 9);
        for (let k = 0; k < len; k++) s.add(addDays(start, k));
      }
    }
    leave.set(g.id, s);
  }

  // ------------------------------------------------------------------ day plans
  type Plan = { van: Van; grm: Grm; taken: Set<number>; cap: number };
  const plans = new Map<string, Plan[]>();
  for (let d = GO_LIVE; d <= PLAN_END; d = addDays(d, 1)) {
    if (!isWorkDay(d)) continue;
    const w = dayOfWeek(d);
    const vans = VANS.filter((v) => vanOn(v, d));
    const maxVans = w === 6 ? 2 : vans.length;
    const avail = GRMS.filter(
      (g) =>
        grmOn(g, d) &&
        g.days.includes(w) &&
        !leave.get(g.id)!.has(d) &&
        !(d < TODAY && r.chance(0.025)),
    );
    const used = new Set<number>();
    const dayPlans: Plan[] = [];
    for (const g of r.shuffle(avail)) {
      if (dayPlans.length >= maxVans) break;
      const v =
        g.van
          .map((id) => vans.find((x) => x.id === id))
          .find((x) => x && !used.has(x.id)) ??
        vans.find((x) => !used.has(x.id));
      if (!v) break;
      used.add(v.id);
      dayPlans.push({
        van: v,
        grm: g,
        taken: new Set(),
        cap: w === 6 ? 4 : g.slots,
      });
    }
    dayPlans.sort((a, b) => a.van.id - b.van.id);
    plans.set(d, dayPlans);
  }

  // ------------------------------------------------------------------ appointments
  const appts: Appt[] = [];
  const allDays = [...plans.keys()].sort();
  const pickLines = (
    dog: Dog,
    dt: string,
    cl: Client,
  ): [string, number, number, number][] => {
    const lines: [string, number, number, number][] = [];
    const ageDays = dog.dob ? daysBetween(dog.dob, dt) : 9999;
    let main: string;
    if (ageDays < 210) main = "PUP";
    else if (r.chance(dog.nailOnly)) main = "NAIL";
    else if (dog.coat === "CUR" || dog.coat === "LNG")
      main = r.chance(0.9) ? "FULL" : "BATH";
    else if (dog.coat === "WIR") main = r.chance(0.55) ? "HSTR" : "FULL";
    else if (dog.coat === "DBL") main = r.chance(0.55) ? "DESH" : "BATH";
    else if (dog.coat === "CMB") main = r.chance(0.5) ? "FULL" : "BATH";
    else main = "BATH";
    lines.push([main, 1, priceOn(main, dog.size, dt), 0]);
    if (main !== "NAIL") {
      const addons: [string, number][] = [
        ["TEETH", 0.3],
        ["EAR", dog.coat === "CUR" || dog.coat === "LNG" ? 0.45 : 0.15],
        ["BLUE", 0.25],
        ["PAWB", 0.22],
        ["FLEA", 0.05],
        ["GRIND", 0.12],
      ];
      if (dt < "2024-12-01") addons.push(["GLOSS", 0.15]);
      for (const [cd, p] of addons) {
        if (r.chance(p * dog.addonP * 1.4))
          lines.push([cd, 1, priceOn(cd, dog.size, dt), 0]);
      }
      if (
        (dog.coat === "CUR" || dog.coat === "LNG" || dog.coat === "DBL") &&
        r.chance(dog.lastC && daysBetween(dog.lastC, dt) > 90 ? 0.35 : 0.07)
      )
        lines.push(["DEMAT", r.int(1, 4), priceOn("DEMAT", dog.size, dt), 0]);
    }
    for (const l of lines) l[3] = l[1] * l[2];
    void cl;
    return lines;
  };

  let apptNo = 240001;
  for (const day of allDays) {
    // new clients' first bookings are made on their creation date; nothing else to do here
    const dayPlans = plans.get(day)!;
    const free = () => dayPlans.filter((p) => p.taken.size < p.cap);
    // queue of due dogs
    const due = dogs
      .filter(
        (d) => !d.stopped && d.due !== null && d.due <= day && d.cl.del === "N",
      )
      .sort((a, b) =>
        a.due! < b.due! ? -1 : a.due! > b.due! ? 1 : a.id - b.id,
      );
    const handled = new Set<number>();
    for (const dog of due) {
      if (handled.has(dog.id)) continue;
      const cl = dog.cl;
      // siblings due within 3 weeks come along on the same visit
      const party = [
        dog,
        ...cl.dogs.filter(
          (o) =>
            o !== dog &&
            !o.stopped &&
            o.due !== null &&
            o.due <= addDays(day, 21) &&
            !handled.has(o.id),
        ),
      ];
      for (const p of party) handled.add(p.id);
      let cands = free().filter((p) => p.cap - p.taken.size >= party.length);
      if (cands.length === 0) continue; // wait for another day
      if (cl.prefGrm) {
        const pref = cands.find((p) => p.grm.id === cl.prefGrm);
        if (pref) cands = [pref];
        else if (cl.strict && daysBetween(dog.due!, day) < 8) continue;
      }
      // random gaps: some vans run part-empty
      const plan = r.pick(cands);
      if (!cl.prefGrm && r.chance(0.75)) cl.prefGrm = plan.grm.id;
      const freeSlots: number[] = [];
      for (let s = 1; s <= plan.cap; s++)
        if (!plan.taken.has(s)) freeSlots.push(s);
      let startIx = r.int(0, freeSlots.length - party.length);
      for (const pdog of party) {
        const slot = freeSlots[startIx++]!;
        // booking time and channel
        let bk: string;
        let chan: string;
        const slotStart = SLOT_MIN[slot]!;
        if (cl.pending) {
          bk = ts(cl.crt, randTime(r, 480, 1260));
          chan = r.weighted([
            ["WEB", 50],
            ["PHN", 25],
            ["MSG", 25],
          ] as const);
        } else if (
          pdog.lastC &&
          r.chance(0.55) &&
          daysBetween(pdog.lastC, day) < 130
        ) {
          bk = ts(pdog.lastC, r.int(600, 1080));
          chan = "GRM";
        } else {
          const lead = r.weighted([
            [r.int(1, 4), 2],
            [r.int(5, 14), 4],
            [r.int(15, 45), 3],
          ] as const);
          bk = ts(addDays(day, -lead), randTime(r, 450, 1290));
          chan = r.weighted([
            ["WEB", day < "2025-01-01" ? 36 : 46],
            ["PHN", day < "2025-01-01" ? 36 : 26],
            ["MSG", 28],
          ] as const);
        }
        if (bk.slice(0, 10) >= day) bk = ts(addDays(day, -1), 1140);
        if (bk.slice(0, 10) < cl.crt) bk = ts(cl.crt, 1000);
        const future = day >= TODAY;
        if (future && bk.slice(0, 10) >= TODAY) {
          // not booked yet on the snapshot morning
          pdog.stopped = true;
          continue;
        }
        plan.taken.add(slot);
        const lines = pickLines(pdog, day, cl);
        const sub = lines.reduce((s, l) => s + l[3], 0);
        const disc = Math.round((sub * cl.disc) / 100);
        const tot = sub - disc;
        const bkDate = bk.slice(0, 10);
        const needDep =
          lines[0]![0] !== "NAIL" &&
          (chan === "WEB" || cl.depReq || month(day) === 12);
        const dep = needDep ? (bkDate < "2026-01-01" ? 1000 : 1500) : 0;
        // outcome
        let stat = "C";
        let cxl: string | null = null;
        const lead = daysBetween(bkDate, day);
        const u = r.next();
        const pX = 0.055;
        const pL = 0.03 * (cl.nsProp > 3 ? 2 : 1);
        const pN = 0.02 * cl.nsProp;
        if (!future) {
          if (u < pX && lead >= 5) {
            stat = "X";
            cxl = ts(
              r.date(addDays(bkDate, 1), addDays(day, -3)),
              randTime(r, 420, 1320),
            );
          } else if (u >= pX && u < pX + pL) {
            stat = "L";
            const cd = r.chance(0.6) ? addDays(day, -1) : day;
            cxl = ts(
              cd,
              cd === day ? r.int(360, slotStart - 20) : r.int(480, 1320),
            );
            if (cxl <= bk) {
              stat = "C";
              cxl = null;
            }
          } else if (u >= pX + pL && u < pX + pL + pN) stat = "N";
        } else {
          stat = "B";
          if (u < 0.05 && lead >= 5) {
            const cd = r.date(
              addDays(bkDate, 1),
              LAST < addDays(day, -3) ? LAST : addDays(day, -3),
            );
            if (cd > bkDate && cd <= LAST) {
              stat = "X";
              cxl = ts(cd, randTime(r, 420, 1320));
            }
          }
        }
        let fee: number | null = null;
        let wvd = "N";
        if (stat === "N" || stat === "L") {
          if (r.chance(0.16)) {
            fee = 0;
            wvd = "Y";
          } else fee = stat === "N" ? tot : Math.max(Math.round(tot / 2), dep);
        }
        const comm =
          stat === "C" ? Math.round((tot * rateOn(plan.grm, day)) / 100) : null;
        let arr: string | null = null;
        if (stat === "C") {
          let delta = Math.round((r.next() - 0.6) * 16);
          if (r.chance(0.035 * plan.grm.late)) delta = r.int(16, 55);
          arr = hm(slotStart + delta);
        }
        appts.push({
          no: 0,
          cl,
          dog: pdog,
          grm: plan.grm,
          van: plan.van,
          dt: day,
          slot,
          bk,
          chan,
          stat,
          cxl,
          lines,
          sub,
          disc,
          tot,
          dep,
          fee,
          wvd,
          comm,
          arr,
        });
        // next due date
        if (stat === "C" || stat === "B") {
          pdog.lastC = stat === "C" ? day : pdog.lastC;
          let next = addDays(
            day,
            Math.round(pdog.interval * (0.85 + r.next() * 0.35)),
          );
          const m = month(next);
          if ((m === 1 || m === 2) && r.chance(0.35))
            next = addDays(next, r.int(10, 25));
          if (m === 11 && r.chance(0.25)) next = addDays(next, r.int(10, 25)); // held back for a Christmas groom
          // a groom before Christmas instead of one just after
          const y = Number(next.slice(0, 4));
          const xmasY = m === 1 ? y - 1 : y;
          if (
            ((m === 12 && next.slice(5) >= "12-20") ||
              (m === 1 && next.slice(5) <= "01-20")) &&
            r.chance(0.5) &&
            addDays(day, 21) <= `${xmasY}-12-18`
          )
            next = r.date(`${xmasY}-12-01`, `${xmasY}-12-18`);
          pdog.due = next;
          if (stat === "C" && r.chance(0.028)) {
            pdog.stopped = true;
            if (r.chance(0.45)) pdog.act = "N";
          }
        } else if (stat === "X" || stat === "L") {
          pdog.due = addDays(day, r.int(5, 21));
        } else {
          cl.depReq = true;
          if (r.chance(0.55)) pdog.due = addDays(day, r.int(10, 35));
          else pdog.stopped = true;
        }
      }
      cl.pending = false;
    }
  }
  appts.sort((a, b) =>
    a.dt !== b.dt
      ? a.dt < b.dt
        ? -1
        : 1
      : a.van.id !== b.van.id
        ? a.van.id - b.van.id
        : a.slot - b.slot,
  );
  appts.forEach((a) => (a.no = apptNo++));
  void newClientsOn;

  // clients with no dogs ever groomed after a no-show: depReq stays as set
  // ------------------------------------------------------------------ payments
  type Pmt = [number, number, string, string, string, number];
  const pmts: Pmt[] = [];
  const slotEnd = (a: Appt) => SLOT_MIN[a.slot]! + r.int(80, 100);
  for (const a of appts) {
    if (a.dep > 0)
      pmts.push([0, a.no, addMinutes(a.bk, r.int(0, 3)), "DEP", "CARD", a.dep]);
    if (a.stat === "C") {
      const bal = a.tot - a.dep;
      if (bal > 0 && !r.chance(0.008)) {
        let when: string;
        let meth = a.cl.pay;
        if (r.chance(0.08)) meth = r.pick(["CARD", "CASH", "BACS"]);
        if (meth === "BACS")
          when = ts(addDays(a.dt, r.int(0, 6)), r.int(480, 1320));
        else when = ts(a.dt, slotEnd(a));
        if (when.slice(0, 10) <= LAST)
          pmts.push([0, a.no, when, "BAL", meth, bal]);
      }
    } else if (a.stat === "X") {
      if (a.dep > 0)
        pmts.push([
          0,
          a.no,
          addMinutes(a.cxl!, r.int(1, 30)),
          "REF",
          "CARD",
          -a.dep,
        ]);
    } else if (a.stat === "N" || a.stat === "L") {
      if (a.wvd === "Y") {
        if (a.dep > 0) {
          const d = addDays(a.dt, r.int(0, 3));
          if (d <= LAST)
            pmts.push([
              0,
              a.no,
              ts(d, r.int(540, 1080)),
              "REF",
              "CARD",
              -a.dep,
            ]);
        }
      } else if (a.fee! > a.dep && r.chance(0.68)) {
        const d = addDays(a.dt, r.int(1, 12));
        if (d <= LAST)
          pmts.push([
            0,
            a.no,
            ts(d, r.int(540, 1260)),
            "FEE",
            r.chance(0.85) ? "CARD" : "BACS",
            a.fee! - a.dep,
          ]);
      }
    }
  }
  pmts.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : a[1] - b[1]));
  pmts.forEach((p, k) => (p[0] = 700001 + k));

  // ------------------------------------------------------------------ van days
  const vanDays: [
    number,
    string,
    string,
    number,
    number,
    number | null,
    number | null,
  ][] = [];
  const byVanDay = new Map<string, Appt[]>();
  for (const a of appts) {
    if (a.stat !== "C") continue;
    const k = `${a.dt}|${a.van.id}`;
    const l = byVanDay.get(k) ?? [];
    l.push(a);
    byVanDay.set(k, l);
  }
  const odo = new Map(VANS.map((v) => [v.id, v.odo]));
  const sinceFill = new Map(VANS.map((v) => [v.id, r.int(0, 200)]));
  const fillAt = new Map(VANS.map((v) => [v.id, r.int(230, 330)]));
  const ppl = (d: string) => {
    // diesel pence per litre by month
    const ym = d.slice(0, 7);
    const tbl: Record<string, number> = {
      "2024-01": 152,
      "2024-02": 154,
      "2024-03": 157,
      "2024-04": 159,
      "2024-05": 156,
      "2024-06": 152,
      "2024-07": 150,
      "2024-08": 149,
      "2024-09": 144,
      "2024-10": 142,
      "2024-11": 145,
      "2024-12": 143,
      "2025-01": 147,
      "2025-02": 149,
      "2025-03": 146,
      "2025-04": 142,
      "2025-05": 140,
      "2025-06": 140,
      "2025-07": 142,
      "2025-08": 143,
      "2025-09": 144,
      "2025-10": 145,
      "2025-11": 147,
      "2025-12": 146,
      "2026-01": 144,
      "2026-02": 143,
      "2026-03": 146,
      "2026-04": 149,
      "2026-05": 151,
      "2026-06": 150,
      "2026-07": 148,
      "2026-08": 147,
      "2026-09": 146,
      "2026-10": 148,
      "2026-11": 150,
    };
    return tbl[ym] ?? 148;
  };
  const vanDayKeys = [...byVanDay.keys()].sort();
  for (const k of vanDayKeys) {
    const list = byVanDay.get(k)!;
    const [dt, vs] = k.split("|") as [string, string];
    const vid = Number(vs);
    const v = VANS.find((x) => x.id === vid)!;
    let miles = r.int(6, 14);
    for (const a of list) miles += TOWN_MILES.get(a.cl.town)! + r.int(2, 7);
    const out = odo.get(vid)!;
    const inn = out + miles;
    odo.set(vid, inn);
    let since = sinceFill.get(vid)! + miles;
    let fl: number | null = null;
    let fp: number | null = null;
    if (since >= fillAt.get(vid)!) {
      fl = Number(
        ((since * 4.546) / (v.mpg * (0.92 + r.next() * 0.16))).toFixed(2),
      );
      fp = Math.round(fl * (ppl(dt) + r.int(-3, 4)));
      since = 0;
      fillAt.set(vid, r.int(230, 330));
    }
    sinceFill.set(vid, since);
    vanDays.push([vid, dt, list[0]!.grm.id, out, inn, fl, fp]);
  }

  // ------------------------------------------------------------------ stock
  const stk: [number, string, number, string, string, number][] = [];
  const PACK: Record<string, number> = {
    "SHP-OAT": 5,
    "SHP-WHT": 5,
    "SHP-HYP": 5,
    "SHP-FLEA": 1,
    "CND-DET": 5,
    COLOGNE: 1,
    "EAR-CLN": 0.5,
    FACIAL: 0.5,
    TOOTHP: 6,
    "PAW-BLM": 6,
    BLADE10: 2,
    BANDANA: 50,
  };
  const LOW: Record<string, number> = {
    "SHP-OAT": 1.5,
    "SHP-WHT": 0.8,
    "SHP-HYP": 0.8,
    "SHP-FLEA": 0.3,
    "CND-DET": 1.2,
    COLOGNE: 0.3,
    "EAR-CLN": 0.12,
    FACIAL: 0.12,
    TOOTHP: 2,
    "PAW-BLM": 1,
    BLADE10: 1,
    BANDANA: 15,
  };
  const held = new Map<string, number>();
  const hk = (v: number, cd: string) => `${v}|${cd}`;
  const receive = (dt: string, vid: number, cd: string, q: number) => {
    stk.push([0, dt, vid, cd, "R", q]);
    held.set(hk(vid, cd), (held.get(hk(vid, cd)) ?? 0) + q);
  };
  // opening loads
  for (const v of VANS) {
    const d0 = v.from < GO_LIVE ? GO_LIVE : v.from;
    for (const cd of Object.keys(PACK))
      receive(d0, v.id, cd, PACK[cd]! * (cd === "BANDANA" ? 2 : 1));
  }
  // weekly usage
  const weekOf = (d: string) => addDays(d, -((dayOfWeek(d) + 6) % 7)); // Monday
  const weekly = new Map<string, Appt[]>();
  for (const a of appts) {
    if (a.stat !== "C") continue;
    const k = `${weekOf(a.dt)}|${a.van.id}`;
    const l = weekly.get(k) ?? [];
    l.push(a);
    weekly.set(k, l);
  }
  const SZ_L: Record<string, number> = { S: 0.06, M: 0.1, L: 0.16, XL: 0.24 };
  const CND_L: Record<string, number> = { S: 0.03, M: 0.05, L: 0.08, XL: 0.12 };
  for (const k of [...weekly.keys()].sort()) {
    const list = weekly.get(k)!;
    const vid = Number(k.split("|")[1]);
    const lastDay = list.reduce((m, a) => (a.dt > m ? a.dt : m), list[0]!.dt);
    const use = new Map<string, number>();
    const add = (cd: string, q: number) => use.set(cd, (use.get(cd) ?? 0) + q);
    let clipped = 0;
    for (const a of list) {
      const codes = a.lines.map((l) => l[0]);
      const main = codes[0]!;
      if (main !== "NAIL") {
        const f = 0.85 + r.next() * 0.3;
        const shp = codes.includes("FLEA")
          ? "SHP-FLEA"
          : WHITE.has(a.dog.breed)
            ? "SHP-WHT"
            : a.dog.hyp
              ? "SHP-HYP"
              : "SHP-OAT";
        add(shp, SZ_L[a.dog.size]! * f);
        if (["CUR", "LNG", "DBL"].includes(a.dog.coat))
          add("CND-DET", CND_L[a.dog.size]! * f);
        add("COLOGNE", 0.012);
        if (r.chance(0.78)) add("BANDANA", 1);
        if (main === "FULL" || main === "PUP") clipped++;
      }
      if (codes.includes("EAR")) add("EAR-CLN", 0.015);
      if (codes.includes("BLUE")) add("FACIAL", 0.008);
      if (codes.includes("TEETH")) add("TOOTHP", 1 / 22);
      if (codes.includes("PAWB")) add("PAW-BLM", 1 / 18);
    }
    add("BLADE10", clipped / 90);
    for (const cd of Object.keys(PACK)) {
      let q = use.get(cd) ?? 0;
      const each = ["TOOTHP", "PAW-BLM", "BLADE10", "BANDANA"].includes(cd);
      if (each) {
        const whole = Math.floor(q);
        q = whole + (r.chance(q - whole) ? 1 : 0);
      } else q = Number(q.toFixed(2));
      if (q <= 0) continue;
      const h = held.get(hk(vid, cd)) ?? 0;
      if (q > h) q = each ? Math.floor(h) : Number(h.toFixed(2));
      if (q <= 0) continue;
      stk.push([0, lastDay, vid, cd, "U", q]);
      held.set(hk(vid, cd), h - q);
    }
    // write-offs
    if (r.chance(0.04)) {
      const cd = r.pick(["SHP-OAT", "CND-DET", "SHP-WHT", "COLOGNE"]);
      const h = held.get(hk(vid, cd)) ?? 0;
      const q = Number(Math.min(h, r.pick([0.5, 1, 0.25])).toFixed(2));
      if (q > 0) {
        stk.push([0, lastDay, vid, cd, "W", q]);
        held.set(hk(vid, cd), h - q);
      }
    }
    // restock on the next Monday when low (not for a van leaving service)
    const v = VANS.find((x) => x.id === vid)!;
    const nextMon = addDays(k.split("|")[0]!, 7);
    if (nextMon <= LAST && vanOn(v, nextMon)) {
      for (const cd of Object.keys(PACK)) {
        const h = held.get(hk(vid, cd)) ?? 0;
        if (h < LOW[cd]!)
          receive(nextMon, vid, cd, PACK[cd]! * (r.chance(0.3) ? 2 : 1));
      }
    }
  }
  stk.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]));
  stk.forEach((s, k) => (s[0] = 90001 + k));

  // ------------------------------------------------------------------ output
  const ddl = `
CREATE SCHEMA pawroute;
CREATE TABLE pawroute.grmr (
  grm_id varchar(4) PRIMARY KEY, grm_nm varchar(60) NOT NULL,
  lvl_cd varchar(3) NOT NULL CHECK (lvl_cd IN ('SNR', 'GRM', 'APP')),
  start_dt date NOT NULL, end_dt date, comm_pct numeric(4,1), own_yn char(1) NOT NULL CHECK (own_yn IN ('Y', 'N')));
CREATE TABLE pawroute.van (
  van_id smallint PRIMARY KEY, van_nm varchar(30) NOT NULL, reg_no varchar(10) NOT NULL, make_mdl varchar(60),
  in_svc_dt date NOT NULL, out_svc_dt date);
CREATE TABLE pawroute.client (
  cl_no integer PRIMARY KEY, first_nm varchar(40) NOT NULL, last_nm varchar(40) NOT NULL, town varchar(40),
  post_cd varchar(10), mob varchar(20), email varchar(80), crt_dt date NOT NULL,
  src_cd varchar(3) CHECK (src_cd IN ('FB', 'GGL', 'REF', 'LFT', 'VAN', 'OTH')),
  mkt_yn char(1) NOT NULL CHECK (mkt_yn IN ('Y', 'N')), dep_req_yn char(1) NOT NULL CHECK (dep_req_yn IN ('Y', 'N')),
  disc_pct smallint NOT NULL DEFAULT 0, del_yn char(1) NOT NULL CHECK (del_yn IN ('Y', 'N')));
CREATE TABLE pawroute.dog (
  dog_id integer PRIMARY KEY, cl_no integer NOT NULL REFERENCES pawroute.client, dog_nm varchar(30) NOT NULL,
  breed varchar(40), coat_cd varchar(3) NOT NULL CHECK (coat_cd IN ('SMO', 'DBL', 'WIR', 'CUR', 'LNG', 'CMB')),
  size_cd varchar(2) NOT NULL CHECK (size_cd IN ('S', 'M', 'L', 'XL')), dob date,
  sex_cd char(1) CHECK (sex_cd IN ('M', 'F')), nerv_yn char(1) NOT NULL CHECK (nerv_yn IN ('Y', 'N')),
  act_yn char(1) NOT NULL CHECK (act_yn IN ('Y', 'N')));
CREATE TABLE pawroute.item (
  item_cd varchar(10) PRIMARY KEY, item_nm varchar(60) NOT NULL,
  itm_typ varchar(3) NOT NULL CHECK (itm_typ IN ('SVC', 'ADD', 'PRD')),
  p_sm_p integer, p_md_p integer, p_lg_p integer, p_xl_p integer, uom varchar(6), cost_p integer,
  act_yn char(1) NOT NULL CHECK (act_yn IN ('Y', 'N')));
CREATE TABLE pawroute.appt (
  appt_no integer PRIMARY KEY, cl_no integer NOT NULL REFERENCES pawroute.client,
  dog_id integer NOT NULL REFERENCES pawroute.dog, grm_id varchar(4) NOT NULL REFERENCES pawroute.grmr,
  van_id smallint NOT NULL REFERENCES pawroute.van, appt_dt date NOT NULL,
  slot_no smallint NOT NULL CHECK (slot_no BETWEEN 1 AND 5), bk_ts timestamp NOT NULL,
  bk_chan varchar(3) NOT NULL CHECK (bk_chan IN ('WEB', 'PHN', 'MSG', 'GRM')),
  stat_cd char(1) NOT NULL CHECK (stat_cd IN ('B', 'C', 'X', 'L', 'N')), cxl_ts timestamp,
  sub_p integer NOT NULL, disc_p integer NOT NULL, tot_p integer NOT NULL, dep_p integer NOT NULL,
  fee_p integer, fee_wvd_yn char(1) NOT NULL CHECK (fee_wvd_yn IN ('Y', 'N')), comm_p integer, arr_tm time);
CREATE TABLE pawroute.appt_ln (
  appt_no integer NOT NULL REFERENCES pawroute.appt, ln_no smallint NOT NULL,
  item_cd varchar(10) NOT NULL REFERENCES pawroute.item, qty smallint NOT NULL, unit_p integer NOT NULL,
  ln_p integer NOT NULL, PRIMARY KEY (appt_no, ln_no));
CREATE TABLE pawroute.pmt (
  pmt_no integer PRIMARY KEY, appt_no integer NOT NULL REFERENCES pawroute.appt, pmt_ts timestamp NOT NULL,
  pmt_typ varchar(3) NOT NULL CHECK (pmt_typ IN ('DEP', 'BAL', 'FEE', 'REF')),
  meth_cd varchar(4) NOT NULL CHECK (meth_cd IN ('CARD', 'CASH', 'BACS')), amt_p integer NOT NULL);
CREATE TABLE pawroute.van_day (
  van_id smallint NOT NULL REFERENCES pawroute.van, run_dt date NOT NULL,
  grm_id varchar(4) NOT NULL REFERENCES pawroute.grmr, odo_out integer NOT NULL, odo_in integer NOT NULL,
  fuel_l numeric(6,2), fuel_p integer, PRIMARY KEY (van_id, run_dt));
CREATE TABLE pawroute.stk_mv (
  mv_no integer PRIMARY KEY, mv_dt date NOT NULL, van_id smallint NOT NULL REFERENCES pawroute.van,
  item_cd varchar(10) NOT NULL REFERENCES pawroute.item, mv_typ char(1) NOT NULL CHECK (mv_typ IN ('R', 'U', 'W')),
  qty numeric(8,2) NOT NULL);
`;
  const lnRows: unknown[][] = [];
  for (const a of appts)
    a.lines.forEach((l, k) =>
      lnRows.push([a.no, k + 1, l[0], l[1], l[2], l[3]]),
    );
  return [
    ddl,
    insertRows(
      "pawroute.grmr",
      [
        "grm_id",
        "grm_nm",
        "lvl_cd",
        "start_dt",
        "end_dt",
        "comm_pct",
        "own_yn",
      ],
      GRMS.map((g) => [
        g.id,
        g.nm,
        g.lvl,
        g.from,
        g.to,
        g.own ? null : g.rates[g.rates.length - 1]![1],
        g.own ? "Y" : "N",
      ]),
    ),
    insertRows(
      "pawroute.van",
      ["van_id", "van_nm", "reg_no", "make_mdl", "in_svc_dt", "out_svc_dt"],
      VANS.map((v) => [v.id, v.nm, v.reg, v.mdl, v.from, v.to]),
    ),
    insertRows(
      "pawroute.client",
      [
        "cl_no",
        "first_nm",
        "last_nm",
        "town",
        "post_cd",
        "mob",
        "email",
        "crt_dt",
        "src_cd",
        "mkt_yn",
        "dep_req_yn",
        "disc_pct",
        "del_yn",
      ],
      clients.map((c) => [
        c.no,
        c.fn,
        c.ln,
        c.town,
        c.pc,
        c.mob,
        c.email,
        c.crt,
        c.src,
        c.mkt,
        c.depReq ? "Y" : "N",
        c.disc,
        c.del,
      ]),
    ),
    insertRows(
      "pawroute.dog",
      [
        "dog_id",
        "cl_no",
        "dog_nm",
        "breed",
        "coat_cd",
        "size_cd",
        "dob",
        "sex_cd",
        "nerv_yn",
        "act_yn",
      ],
      dogs
        .slice()
        .sort((a, b) => a.id - b.id)
        .map((d) => [
          d.id,
          d.cl.no,
          d.nm,
          d.breed,
          d.coat,
          d.size,
          d.dob,
          d.sex,
          d.nerv,
          d.act,
        ]),
    ),
    insertRows(
      "pawroute.item",
      [
        "item_cd",
        "item_nm",
        "itm_typ",
        "p_sm_p",
        "p_md_p",
        "p_lg_p",
        "p_xl_p",
        "uom",
        "cost_p",
        "act_yn",
      ],
      ITEMS.map((i) => [
        i.cd,
        i.nm,
        i.typ,
        i.p ? i.p[0] : null,
        i.p ? i.p[1] : null,
        i.p ? i.p[2] : null,
        i.p ? i.p[3] : null,
        i.uom,
        i.cost,
        i.act,
      ]),
    ),
    insertRows(
      "pawroute.appt",
      [
        "appt_no",
        "cl_no",
        "dog_id",
        "grm_id",
        "van_id",
        "appt_dt",
        "slot_no",
        "bk_ts",
        "bk_chan",
        "stat_cd",
        "cxl_ts",
        "sub_p",
        "disc_p",
        "tot_p",
        "dep_p",
        "fee_p",
        "fee_wvd_yn",
        "comm_p",
        "arr_tm",
      ],
      appts.map((a) => [
        a.no,
        a.cl.no,
        a.dog.id,
        a.grm.id,
        a.van.id,
        a.dt,
        a.slot,
        a.bk,
        a.chan,
        a.stat,
        a.cxl,
        a.sub,
        a.disc,
        a.tot,
        a.dep,
        a.fee,
        a.wvd,
        a.comm,
        a.arr,
      ]),
    ),
    insertRows(
      "pawroute.appt_ln",
      ["appt_no", "ln_no", "item_cd", "qty", "unit_p", "ln_p"],
      lnRows,
    ),
    insertRows(
      "pawroute.pmt",
      ["pmt_no", "appt_no", "pmt_ts", "pmt_typ", "meth_cd", "amt_p"],
      pmts,
    ),
    insertRows(
      "pawroute.van_day",
      ["van_id", "run_dt", "grm_id", "odo_out", "odo_in", "fuel_l", "fuel_p"],
      vanDays,
    ),
    insertRows(
      "pawroute.stk_mv",
      ["mv_no", "mv_dt", "van_id", "item_cd", "mv_typ", "qty"],
      stk,
    ),
  ].join("\n");
}

function addMinutes(tsText: string, mins: number): string {
  const t = Date.parse(`${tsText.replace(" ", "T")}Z`) + mins * 60_000;
  return new Date(t).toISOString().slice(0, 19).replace("T", " ");
}
