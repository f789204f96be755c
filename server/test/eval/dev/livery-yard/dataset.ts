/**
 * Low Moor Farm Livery is a family-run livery yard at Walton, near Wetherby (West Yorkshire), on the edge of the Vale
 * of York. It keeps other people's horses: the owners rent a stable (a "box") and grazing, and choose a livery
 * package that sets how much of the daily care the yard staff do. On full livery the yard does everything except
 * riding the horse; on part livery the yard turns out, brings in, mucks out and feeds, and the owner rides and grooms;
 * on assisted DIY the yard only does the morning turnout and the evening feed; on DIY the owner does everything
 * and only rents the box; grass livery horses live out in the fields all year with a field shelter and no box.
 * Competition livery is full livery plus five schooling sessions a week by the yard's rider. Anything the package
 * does not include can be bought as an extra: the yard books the farrier and recharges his price, turns out and
 * brings in DIY horses when their owners cannot get there, mucks out, covers holidays, clips, plaits, lunges and
 * hacks out, and sells hay and shavings by the bale. The yard has an indoor school and an outdoor arena that
 * liveries book by the slot; outside riders and clubs can hire them too. Owners get one invoice a month.
 *
 * This is an export of the yard-management package "EquiYard Manager" (schema `eqy`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24 (arena bookings already made for dates
 * after that are included). The transactional data (extras, arena bookings, invoices) starts on 2024-01-01; horses,
 * owners and livery agreements that were already on the yard then keep their earlier dates.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `wk_p`, `std_p`, `chg_p`, `livery_p`,
 * `xtra_p`, `arena_p`, `vat_p`, `tot_p`. Invoice amounts `livery_p`, `xtra_p` and `arena_p` are NET of VAT; the
 * yard is VAT registered and charges VAT at 20% on everything (`vat_p`); `tot_p` = `livery_p` + `xtra_p` +
 * `arena_p` + `vat_p` is the gross amount the customer owes. Extra and arena charges (`chg_p`) are net of VAT too.
 * Horse heights `ht_hh` are in hands written the horseman's way (16.2 = 16 hands 2 inches, so the part after the
 * point is inches, 0 to 3, not tenths). Arena booking lengths in minutes. Dates are UK calendar dates, times are
 * UK local clock times.
 *
 * Business terms and codes:
 * - Customers (`cust`): the yard's account holders: horse owners and people who pay for someone else's horse.
 *   `title`, `first_nm`, `last_nm`, `email`, `mob` mobile, `pcode` home postcode. `join_dt` the date the account
 *   was opened; `left_dt` the date the customer left (their last horse left); NULL while they are still a customer.
 *   `acct_cd` A active, S on stop (put on stop for arrears), L
 *   left (a customer who has left may still owe money). `pay_cd` how they pay invoices: DD direct debit (collected
 *   on the 10th of the month), BACS bank transfer, CARD card over the phone. `bill_to` the customer whose account is
 *   invoiced for this customer's horses and arena bookings (a self-reference to `cust.cust_no`, typically a parent
 *   paying for a junior rider's pony); NULL when the customer pays for themselves. A customer who only pays for
 *   someone else owns no horse.
 * - Horses (`horse`): every horse kept at the yard at any time since 2024-01-01 (including horses already there then). `stable_nm` the horse's everyday (stable)
 *   name, unique on the yard; `pass_nm` the registered name in its passport (NULL for unregistered horses); `ueln`
 *   the 15-character Universal Equine Life Number from the passport. `cust_no` the owner. `breed`, `colour`,
 *   `sex_cd` M mare, G gelding (the yard does not take stallions). `foal_yr` the year the horse was foaled; by the
 *   usual convention a horse's age goes up every 1 January, so its age is the current year minus `foal_yr`.
 *   `ht_hh` height in hands (see UNITS). `arr_dt` the day the horse arrived; `dep_dt` the day it left (NULL = still
 *   on the yard, including a horse whose owner has given notice but which has not gone yet). `dep_cd` why it left:
 *   SOLD sold, MOVE moved to another yard, HOME went home to the owner's own land, LOAN a loan ended and the horse
 *   went back to its owner, PTS put to sleep (died); NULL while on the yard.
 * - Boxes (`box`): the stables. `box_no` A1..A14 in the Main Yard, B1..B16 in the American Barn, C1..C8 in the Top
 *   Yard; `blk_nm` the block's name. `box_typ` STD standard box, LGE large box, FOAL foaling box, ISO isolation box
 *   (kept empty for sick or newly arrived horses and never let on an agreement). `sz_ft` the size in feet. `rubber_yn`
 *   Y when the floor has rubber matting. `wtr_cd` AUTO automatic drinker, BKT water buckets. `oou_yn` Y when the box
 *   is out of use (under repair) and cannot be let.
 * - Livery packages (`pkg`): FULL full livery, COMP competition livery, PART part livery, ASST assisted DIY, DIY DIY
 *   livery, GRS grass livery, WORK working livery (a horse used in a riding school's lessons for a reduced fee;
 *   withdrawn on 2024-08-31, `actv_yn` N). What each package includes: `box_yn` a stable, `to_yn` daily turnout and
 *   bringing in, `mo_yn` daily mucking out, `feed_yn` hard feed, `hay_yn` hay, `bed_yn` bedding (shavings),
 *   `exer_yn` exercise by the yard. Anything not included is charged as an extra when the yard does it.
 * - Package rates (`pkg_rate`): the weekly price `wk_p` of a package from `eff_dt` until the next rate for the same
 *   package. Rates go up on 1 April each year; rates before 2023-04-01 are not kept. Livery is charged by the day at the weekly rate divided by 7.
 * - Livery agreements (`agr`): a horse on one package in one box for a period. `box_no` NULL for grass livery.
 *   `start_dt` the first day and `end_dt` the last day charged (NULL = open-ended, still running). When a horse
 *   changes package the old agreement ends the day before the new one starts (same box). `ntc_dt` the date the
 *   owner gave notice to leave (four weeks are required; NULL when no notice was given, e.g. a horse put to sleep,
 *   and on package changes). An agreement with a notice date and an `end_dt` after 2026-11-24 is a horse working out
 *   its notice. A horse's current package is the package of its agreement running on the day.
 * - Extras (`xtra`): the price list of extras. `x_cd` the code, `x_nm` the name; `grp_cd` FAR farriery (shoeing by
 *   one of the visiting farriers, recharged at the farrier's own price), YRD yard services (turnout and bringing in,
 *   mucking out, holiday cover, rug changes), EXR exercise (lunging, hacking, schooling rides), GRM grooming and
 *   clipping, FOR forage and bedding (hay and haylage by the small bale, shavings by the bale), HLT health (holding a
 *   horse for the vet, dentist or physio; worm egg counts). Codes: FSH full set of shoes, FFR front shoes and hind
 *   trim, FTR barefoot trim, FLS refitting a lost shoe, TO turnout and bring-in (per day), MO muck out (per day), HC
 *   holiday cover (full care, per day), RUG rug change, LUNG lunging session, HACK exercise hack, SCH schooling ride
 *   by the yard rider, CLP clip, PLT plaiting, HAY hay bale, HYL haylage bale (no longer sold), SHV shavings bale,
 *   VET holding for the vet / dentist / physio, WEC worm egg count (done for every horse on the yard in March, June
 *   and September). `unit_cd` what one unit is: VIS visit, DAY day, SES session, EA each, BALE bale. `std_p` the
 *   current price of one unit (farriery: the usual farrier's price). `actv_yn` N for extras no longer offered.
 * - Extras done (`svc`): one extra done for (or sold for) one horse on one day. `qty` units (days, bales, ...);
 *   `chg_p` the net charge for the line (quantity times the price on the day). `frr_nm` the farrier who did it
 *   (farriery only, NULL otherwise). DIY owners may also book a farrier themselves, which is not recorded here.
 *   `inv_no` the invoice the line was billed on; NULL for lines not invoiced yet (November 2026).
 * - Arena bookings (`arena_bkg`): one booked slot. `arn_cd` IND the indoor school (20 x 40 m), OUT the outdoor arena
 *   (20 x 60 m, with show jumps). `bkg_dt`, `start_tm`, `mins` the slot. `use_cd` SCH schooling the owner's own horse
 *   (free for liveries), LES a lesson with an instructor the owner brings in (arena fee only), JMP a jumping session
 *   with a course set up, HIRE hire by an outside rider or club who is not a livery (`ext_nm`; `cust_no` and
 *   `hrs_no` NULL, paid by card when booking and never invoiced). `cust_no` and `hrs_no` the livery and horse.
 *   `stat_cd` BKD booked (for a past date: it took place), CXL cancelled (never charged), NS no-show (charged all
 *   the same). `chg_p` the net arena charge (0 for schooling and for cancelled slots). Liveries' arena charges go
 *   on the invoice for the month of the booking.
 * - Invoices (`inv`): one monthly invoice to a paying customer (`cust_no`, after `bill_to`) for one calendar month
 *   (`per_from` to `per_to`), issued on the 1st of the next month (`inv_dt`), due 14 days later (`due_dt`). It holds
 *   the livery for the month of all the horses billed to the account, the extras done in the month, and the arena
 *   charges of the month. The latest invoices are for October 2026; November 2026 has not been invoiced yet.
 *   `stat_cd` OPEN issued and not paid yet, PAID paid in full on `pd_dt`, VOID cancelled because it was wrong: a
 *   voided invoice counts for nothing (it was never paid and is not part of the yard's income or of what customers
 *   owe) and was replaced by a corrected invoice for the same month whose `repl_of` points at the voided one. An
 *   invoice is overdue when it is OPEN after its due date.
 *
 * Not recorded here: vaccinations, worming doses, vet treatments and any medical history (only that the yard held a
 *   horse for the vet); insurance; feed rations and diets; which field or paddock a horse is turned out in; the
 *   yard's staff, their rotas and wages; the instructors who teach lessons and what they charge (they are paid by
 *   the owners directly); the yard's own costs and purchases (hay, shavings, feed, the farriers' bills to the
 *   yard); competition entries and results; horses' weights; a waiting list of people wanting a box; riding school
 *   lessons.
 *
 * Tables
 * - `cust`: `cust_no`, `title`, `first_nm`, `last_nm`, `email`, `mob`, `pcode`, `join_dt`, `left_dt`, `acct_cd`,
 *   `pay_cd`, `bill_to`.
 * - `horse`: `hrs_no`, `stable_nm`, `pass_nm`, `ueln`, `cust_no`, `breed`, `colour`, `sex_cd`, `foal_yr`, `ht_hh`,
 *   `arr_dt`, `dep_dt`, `dep_cd`.
 * - `box`: `box_no`, `blk_nm`, `box_typ`, `sz_ft`, `rubber_yn`, `wtr_cd`, `oou_yn`.
 * - `pkg`: `pkg_cd`, `pkg_nm`, `box_yn`, `to_yn`, `mo_yn`, `feed_yn`, `hay_yn`, `bed_yn`, `exer_yn`, `actv_yn`.
 * - `pkg_rate`: `pkg_cd`, `eff_dt`, `wk_p`.
 * - `agr`: `agr_no`, `hrs_no`, `pkg_cd`, `box_no`, `start_dt`, `end_dt`, `ntc_dt`.
 * - `xtra`: `x_cd`, `x_nm`, `grp_cd`, `unit_cd`, `std_p`, `actv_yn`.
 * - `svc`: `svc_no`, `hrs_no`, `x_cd`, `svc_dt`, `qty`, `chg_p`, `frr_nm`, `inv_no`.
 * - `arena_bkg`: `bkg_no`, `arn_cd`, `bkg_dt`, `start_tm`, `mins`, `use_cd`, `cust_no`, `hrs_no`, `ext_nm`,
 *   `stat_cd`, `chg_p`.
 * - `inv`: `inv_no`, `cust_no`, `per_from`, `per_to`, `inv_dt`, `due_dt`, `livery_p`, `xtra_p`, `arena_p`, `vat_p`,
 *   `tot_p`, `stat_cd`, `pd_dt`, `repl_of`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  daysBetween,
  insertRows,
  maxDate,
  minDate,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const FIRST = "2024-01-01";
const LAST = "2026-11-24";
const BOOKED_TO = "2026-12-06";
const r = seededRandom(7301_2026);

// ------------------------------------------------------------------ packages
type Pkg = {
  cd: string;
  nm: string;
  flags: string; // box to mo feed hay bed exer
  actv: boolean;
  rates: number[]; // weekly pence from 2023-04-01, 2024-04-01, 2025-04-01, 2026-04-01
};
const PKGS: Pkg[] = [
  {
    cd: "FULL",
    nm: "Full livery",
    flags: "YYYYYYN",
    actv: true,
    rates: [19500, 20500, 21500, 22500],
  },
  {
    cd: "COMP",
    nm: "Competition livery",
    flags: "YYYYYYY",
    actv: true,
    rates: [32000, 33500, 35000, 36500],
  },
  {
    cd: "PART",
    nm: "Part livery",
    flags: "YYYYYYN",
    actv: true,
    rates: [13000, 13500, 14500, 15000],
  },
  {
    cd: "ASST",
    nm: "Assisted DIY",
    flags: "YYNYYNN",
    actv: true,
    rates: [8500, 9000, 9500, 10000],
  },
  {
    cd: "DIY",
    nm: "DIY livery",
    flags: "YNNNNNN",
    actv: true,
    rates: [5000, 5200, 5500, 5800],
  },
  {
    cd: "GRS",
    nm: "Grass livery",
    flags: "NNNNNNN",
    actv: true,
    rates: [3000, 3200, 3400, 3500],
  },
  {
    cd: "WORK",
    nm: "Working livery",
    flags: "YYYYYYY",
    actv: false,
    rates: [9000, 9500],
  },
];
const RATE_DATES = ["2023-04-01", "2024-04-01", "2025-04-01", "2026-04-01"];
const rateIdx = (d: string): number => {
  let i = 0;
  for (let k = 0; k < RATE_DATES.length; k++)
    if (d >= (RATE_DATES[k] as string)) i = k;
  return i;
};
const pkgBy = new Map(PKGS.map((p) => [p.cd, p]));
const weekly = (pkg: string, d: string): number => {
  const p = pkgBy.get(pkg) as Pkg;
  return p.rates[Math.min(rateIdx(d), p.rates.length - 1)] as number;
};

// ------------------------------------------------------------------ extras
type Xtra = {
  cd: string;
  nm: string;
  grp: string;
  unit: string;
  prices: number[];
  actv: boolean;
};
const XTRAS: Xtra[] = [
  {
    cd: "FSH",
    nm: "Farrier - full set of shoes",
    grp: "FAR",
    unit: "VIS",
    prices: [9500, 10000, 10500, 11000],
    actv: true,
  },
  {
    cd: "FFR",
    nm: "Farrier - front shoes and hind trim",
    grp: "FAR",
    unit: "VIS",
    prices: [7500, 8000, 8500, 9000],
    actv: true,
  },
  {
    cd: "FTR",
    nm: "Farrier - barefoot trim",
    grp: "FAR",
    unit: "VIS",
    prices: [3500, 3800, 4000, 4200],
    actv: true,
  },
  {
    cd: "FLS",
    nm: "Farrier - refit lost shoe",
    grp: "FAR",
    unit: "VIS",
    prices: [2000, 2200, 2500, 2500],
    actv: true,
  },
  {
    cd: "TO",
    nm: "Turnout and bring-in",
    grp: "YRD",
    unit: "DAY",
    prices: [600, 650, 700, 750],
    actv: true,
  },
  {
    cd: "MO",
    nm: "Muck out",
    grp: "YRD",
    unit: "DAY",
    prices: [1000, 1100, 1200, 1200],
    actv: true,
  },
  {
    cd: "HC",
    nm: "Holiday cover (full care)",
    grp: "YRD",
    unit: "DAY",
    prices: [2200, 2400, 2500, 2600],
    actv: true,
  },
  {
    cd: "RUG",
    nm: "Rug change",
    grp: "YRD",
    unit: "EA",
    prices: [250, 300, 300, 350],
    actv: true,
  },
  {
    cd: "LUNG",
    nm: "Lunging session",
    grp: "EXR",
    unit: "SES",
    prices: [1800, 2000, 2000, 2200],
    actv: true,
  },
  {
    cd: "HACK",
    nm: "Exercise hack",
    grp: "EXR",
    unit: "SES",
    prices: [2200, 2500, 2500, 2800],
    actv: true,
  },
  {
    cd: "SCH",
    nm: "Schooling ride by yard rider",
    grp: "EXR",
    unit: "SES",
    prices: [3000, 3200, 3500, 3500],
    actv: true,
  },
  {
    cd: "CLP",
    nm: "Clip",
    grp: "GRM",
    unit: "EA",
    prices: [5000, 5500, 5500, 6000],
    actv: true,
  },
  {
    cd: "PLT",
    nm: "Plaiting",
    grp: "GRM",
    unit: "EA",
    prices: [2000, 2200, 2500, 2500],
    actv: true,
  },
  {
    cd: "HAY",
    nm: "Hay - small bale",
    grp: "FOR",
    unit: "BALE",
    prices: [650, 700, 750, 800],
    actv: true,
  },
  {
    cd: "HYL",
    nm: "Haylage - small bale",
    grp: "FOR",
    unit: "BALE",
    prices: [1100, 1200],
    actv: false,
  },
  {
    cd: "SHV",
    nm: "Shavings bale",
    grp: "FOR",
    unit: "BALE",
    prices: [900, 950, 1000, 1050],
    actv: true,
  },
  {
    cd: "VET",
    nm: "Holding for vet / dentist / physio",
    grp: "HLT",
    unit: "VIS",
    prices: [800, 1000, 1000, 1200],
    actv: true,
  },
  {
    cd: "WEC",
    nm: "Worm egg count",
    grp: "HLT",
    unit: "EA",
    prices: [1200, 1300, 1400, 1500],
    actv: true,
  },
];
const xtraBy = new Map(XTRAS.map((x) => [x.cd, x]));
const unitPrice = (cd: string, d: string): number => {
  const x = xtraBy.get(cd) as Xtra;
  return x.prices[Math.min(rateIdx(d), x.prices.length - 1)] as number;
};
const FARRIERS: [string, number][] = [
  ["J. Wainwright DipWCF", 0],
  ["T. Hebblethwaite AWCF", 500],
  ["S. Lister DipWCF", -500],
];

// ------------------------------------------------------------------ boxes
type Box = {
  no: string;
  blk: string;
  typ: string;
  sz: string;
  rubber: string;
  wtr: string;
  oou: string;
};
const BOXES: Box[] = [];
for (let i = 1; i <= 14; i++)
  BOXES.push({
    no: `A${i}`,
    blk: "Main Yard",
    typ: i <= 2 ? "LGE" : "STD",
    sz: i <= 2 ? "12x16" : "12x12",
    rubber: "Y",
    wtr: "AUTO",
    oou: "N",
  });
for (let i = 1; i <= 16; i++)
  BOXES.push({
    no: `B${i}`,
    blk: "American Barn",
    typ: "STD",
    sz: "12x12",
    rubber: i <= 10 ? "Y" : "N",
    wtr: i <= 8 ? "AUTO" : "BKT",
    oou: "N",
  });
for (let i = 1; i <= 8; i++)
  BOXES.push({
    no: `C${i}`,
    blk: "Top Yard",
    typ: i === 7 ? "FOAL" : i === 8 ? "ISO" : i >= 5 ? "LGE" : "STD",
    sz: i === 7 ? "16x16" : i === 8 ? "12x12" : i >= 5 ? "12x14" : "12x12",
    rubber: i === 7 || i === 3 ? "Y" : "N",
    wtr: "BKT",
    oou: i === 5 ? "Y" : "N",
  });

// ------------------------------------------------------------------ stays (one horse in one box or field slot)
type Seg = { pkg: string; from: string; to: string | null; ntc: string | null };
type Stay = {
  box: string | null;
  arr: string;
  dep: string | null;
  segs: Seg[];
  hrs: number;
  cust: number;
};
const stays: Stay[] = [];
const pickPkg = (slot: string): string => {
  if (slot.startsWith("F")) return "GRS";
  if (slot.startsWith("A"))
    return r.weighted([
      ["FULL", 45],
      ["COMP", 15],
      ["PART", 40],
    ]);
  if (slot.startsWith("B"))
    return r.weighted([
      ["DIY", 45],
      ["ASST", 35],
      ["PART", 20],
    ]);
  return r.weighted([
    ["DIY", 35],
    ["ASST", 25],
    ["PART", 20],
    ["FULL", 20],
  ]);
};
const NEXT_PKG: Record<string, string[]> = {
  FULL: ["PART", "COMP"],
  COMP: ["FULL"],
  PART: ["FULL", "ASST"],
  ASST: ["DIY", "PART"],
  DIY: ["ASST"],
  GRS: ["GRS"],
};
const stayLength = (): number => {
  const [lo, hi] = r.weighted<[number, number]>([
    [[90, 365], 3],
    [[365, 1100], 4],
    [[1100, 2800], 3],
  ]);
  return r.int(lo, hi);
};

const slots = [
  ...BOXES.filter((b) => b.typ !== "ISO").map((b) => b.no),
  ...["F1", "F2", "F3", "F4", "F5", "F6", "F7"],
];
for (const slot of slots) {
  const bound = slot === "C5" ? "2026-06-20" : null;
  let arr = r.date("2015-06-01", "2023-12-20");
  let dep: string | null = addDays(arr, stayLength());
  if (dep < "2024-01-08") dep = r.date("2024-01-08", "2025-06-30");
  if (r.chance(0.08)) {
    // the box stood empty at the start of 2024
    arr = r.date("2024-01-05", "2024-04-30");
    dep = addDays(arr, stayLength());
  }
  for (;;) {
    if (dep !== null && dep > LAST) dep = null;
    if (bound !== null && (dep === null || dep > bound)) dep = bound;
    const pkg0 = slot === "A13" || slot === "A14" ? "WORK" : pickPkg(slot);
    const segs: Seg[] = [];
    const end = dep ?? LAST;
    if (pkg0 === "WORK") {
      if (arr > "2024-06-01") arr = "2022-09-05";
      if (dep !== null && dep < "2024-09-30")
        dep = r.date("2024-10-01", "2026-03-31");
      segs.push({ pkg: "WORK", from: arr, to: "2024-08-31", ntc: null });
      segs.push({ pkg: "PART", from: "2024-09-01", to: dep, ntc: null });
    } else if (pkg0 !== "GRS" && daysBetween(arr, end) > 300 && r.chance(0.3)) {
      const ch = addDays(arr, r.int(90, daysBetween(arr, end) - 90));
      const pkg1 = r.pick(NEXT_PKG[pkg0] as string[]);
      segs.push({ pkg: pkg0, from: arr, to: addDays(ch, -1), ntc: null });
      segs.push({ pkg: pkg1, from: ch, to: dep, ntc: null });
    } else {
      segs.push({ pkg: pkg0, from: arr, to: dep, ntc: null });
    }
    stays.push({
      box: slot.startsWith("F") ? null : slot,
      arr,
      dep,
      segs,
      hrs: 0,
      cust: 0,
    });
    if (dep === null || dep === bound) break;
    const next = addDays(dep, r.int(3, 75));
    if (next > LAST) break;
    arr = next;
    dep = addDays(arr, stayLength());
  }
}
// notice given on two current horses
{
  const current = stays.filter((s) => s.dep === null && s.box !== "C5");
  const noticed: [number, string, string][] = [
    [3, "2026-11-15", "2026-12-13"],
    [17, "2026-11-22", "2026-12-20"],
  ];
  for (const [i, ntc, end] of noticed) {
    const s = current[i % current.length] as Stay;
    const last = s.segs[s.segs.length - 1] as Seg;
    last.to = end;
    last.ntc = ntc;
  }
}
for (const s of stays) {
  if (s.dep === null) continue;
  const last = s.segs[s.segs.length - 1] as Seg;
  last.ntc = r.chance(0.1) ? null : addDays(s.dep, -r.int(28, 45));
}
stays.sort((a, b) => (a.arr < b.arr ? -1 : a.arr > b.arr ? 1 : 0));

// ------------------------------------------------------------------ customers
const F_FIRST = [
  "Sarah",
  "Emma",
  "Rachel",
  "Claire",
  "Joanne",
  "Helen",
  "Lucy",
  "Charlotte",
  "Hannah",
  "Rebecca",
  "Amy",
  "Laura",
  "Katie",
  "Jessica",
  "Victoria",
  "Nicola",
  "Gemma",
  "Louise",
  "Philippa",
  "Harriet",
  "Abigail",
  "Fiona",
  "Kirsty",
  "Megan",
  "Sophie",
  "Alison",
  "Jane",
  "Zoe",
  "Beth",
  "Imogen",
];
const M_FIRST = [
  "David",
  "Mark",
  "James",
  "Richard",
  "Andrew",
  "Tom",
  "Paul",
  "Simon",
  "Rob",
  "Chris",
];
const JUNIOR_FIRST = [
  "Ellie",
  "Grace",
  "Millie",
  "Poppy",
  "Isla",
  "Freya",
  "Evie",
  "Olivia",
  "Daisy",
  "Ruby",
];
const LAST_NM = [
  "Fawcett",
  "Hardcastle",
  "Oldroyd",
  "Pickersgill",
  "Sunderland",
  "Ackroyd",
  "Barraclough",
  "Brearley",
  "Crowther",
  "Dobson",
  "Exley",
  "Firth",
  "Garside",
  "Haigh",
  "Illingworth",
  "Jagger",
  "Kitching",
  "Lockwood",
  "Metcalfe",
  "Naylor",
  "Outhwaite",
  "Pollard",
  "Raistrick",
  "Shackleton",
  "Thackray",
  "Umpleby",
  "Varley",
  "Whiteley",
  "Armitage",
  "Booth",
  "Clough",
  "Dewhirst",
  "Ellison",
  "Foster",
  "Gaunt",
  "Hirst",
  "Jowett",
  "Kaye",
  "Lund",
  "Moorhouse",
  "Newsome",
  "Pearson",
  "Rhodes",
  "Stansfield",
  "Tordoff",
  "Walsh",
];
const used = new Set<string>();
const femaleName = uniqueNames(r, F_FIRST, LAST_NM, used);
const maleName = uniqueNames(r, M_FIRST, LAST_NM, used);
const POSTCODE_AREAS = [
  "LS22",
  "LS23",
  "LS22",
  "YO26",
  "HG3",
  "LS17",
  "YO23",
  "LS24",
  "HG5",
];

type Cust = {
  no: number;
  title: string;
  first: string;
  last: string;
  pcode: string;
  email: string;
  mob: string;
  join: string;
  left: string | null;
  acct: string;
  pay: string;
  billTo: number | null;
};
const custs: Cust[] = [];
let nextCust = 1041;
const newCust = (
  join: string,
  first: string,
  last: string,
  title: string,
  billTo: number | null,
): Cust => {
  const c: Cust = {
    no: nextCust++,
    title,
    first,
    last,
    pcode: `${r.pick(POSTCODE_AREAS)} ${r.int(1, 9)}${String.fromCharCode(65 + r.int(0, 25))}${String.fromCharCode(65 + r.int(0, 25))}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${r.pick(["gmail.com", "btinternet.com", "hotmail.co.uk", "outlook.com", "yahoo.co.uk"])}`,
    mob: `07${r.int(700, 999)} ${pad(r.int(0, 999_999), 6)}`,
    join,
    left: null,
    acct: "A",
    pay: r.weighted([
      ["DD", 55],
      ["BACS", 35],
      ["CARD", 10],
    ]),
    billTo,
  };
  custs.push(c);
  return c;
};
const custBy = new Map<number, Cust>();
for (const s of stays) {
  const present = stays.filter(
    (o) =>
      o !== s &&
      o.cust !== 0 &&
      o.arr <= s.arr &&
      (o.dep === null || o.dep >= s.arr),
  );
  const owners = [...new Set(present.map((o) => o.cust))];
  if (owners.length > 0 && r.chance(0.14)) {
    s.cust = r.pick(owners);
    continue;
  }
  const join = addDays(s.arr, -r.int(0, 20));
  if (r.chance(0.1)) {
    const [pf, pl] = r.chance(0.6) ? femaleName() : maleName();
    const parent = newCust(
      join,
      pf,
      pl,
      M_FIRST.includes(pf) ? "Mr" : "Mrs",
      null,
    );
    custBy.set(parent.no, parent);
    let jf = r.pick(JUNIOR_FIRST);
    while (used.has(`${jf} ${pl}`)) jf = r.pick(JUNIOR_FIRST);
    used.add(`${jf} ${pl}`);
    const junior = newCust(join, jf, pl, "Miss", parent.no);
    junior.pcode = parent.pcode;
    junior.pay = parent.pay;
    custBy.set(junior.no, junior);
    s.cust = junior.no;
  } else {
    const male = r.chance(0.15);
    const [f, l] = male ? maleName() : femaleName();
    const c = newCust(
      join,
      f,
      l,
      male
        ? r.chance(0.1)
          ? "Dr"
          : "Mr"
        : r.pick(["Mrs", "Miss", "Ms", "Mrs", "Dr"]),
      null,
    );
    custBy.set(c.no, c);
    s.cust = c.no;
  }
}
const payerOf = (custNo: number): number =>
  (custBy.get(custNo) as Cust).billTo ?? custNo;

// ------------------------------------------------------------------ horses
const HORSE_NAMES = [
  "Bramble",
  "Dotty",
  "Murphy",
  "Alfie",
  "Biscuit",
  "Toffee",
  "Jasper",
  "Rosie",
  "Ted",
  "Flynn",
  "Willow",
  "Poppy",
  "Merlin",
  "Bella",
  "Harvey",
  "Paddy",
  "Storm",
  "Luna",
  "Smudge",
  "Archie",
  "Blue",
  "Duke",
  "Misty",
  "Ollie",
  "Hector",
  "Pickle",
  "Ruby",
  "Magic",
  "Domino",
  "Fudge",
  "Kenny",
  "Sox",
  "Tilly",
  "Barney",
  "Oscar",
  "Nutmeg",
  "Pepper",
  "Rolo",
  "Monty",
  "Honey",
  "Jazz",
  "Chester",
  "Bonnie",
  "Dexter",
  "Maisie",
  "Rocco",
  "Scout",
  "Casper",
  "Daisy",
  "Frankie",
  "Gus",
  "Hattie",
  "Indie",
  "Jack",
  "Kizzy",
  "Lottie",
  "Max",
  "Nell",
  "Otis",
  "Percy",
  "Quincy",
  "Rocky",
  "Sable",
  "Tinker",
  "Violet",
  "Wilf",
  "Ziggy",
  "Bertie",
  "Cosmo",
  "Digby",
  "Elsie",
  "Finn",
  "George",
  "Herbie",
  "Ivy",
  "Juno",
  "Kit",
  "Lady",
  "Marmite",
  "Noodle",
  "Orla",
  "Piper",
  "Reggie",
  "Spud",
  "Tess",
  "Woody",
  "Arnie",
  "Bobby",
  "Cassie",
  "Dolly",
  "Eddie",
  "Fern",
  "Gatsby",
  "Hamish",
  "Inky",
  "Jigsaw",
  "Kestrel",
  "Lexi",
  "Mabel",
  "Ned",
  "Olive",
  "Pablo",
  "Rio",
  "Saffy",
  "Taz",
  "Vinnie",
  "Whisper",
  "Bailey",
  "Clover",
  "Dash",
  "Ember",
  "Fable",
  "Gizmo",
  "Hugo",
  "Jet",
  "Koko",
  "Louie",
  "Moss",
  "Nova",
  "Peanut",
  "Rufus",
  "Sunny",
  "Trigger",
  "Zara",
  "Alba",
  "Buzz",
  "Cracker",
  "Dusty",
  "Ernie",
  "Flash",
  "Ginger",
  "Henry",
  "Iggy",
  "Jolly",
  "Kip",
  "Lola",
];
const PASS_PREFIX = [
  "Kilkenny",
  "Cavalier",
  "Ballyhale",
  "Westwood",
  "Nevada",
  "Silver",
  "Moorland",
  "Clover",
  "Lord",
  "Diamond",
];
const PASS_SUFFIX = [
  "Star",
  "Flight",
  "Dancer",
  "Legacy",
  "Rose",
  "Boy",
  "Spirit",
  "Lad",
  "Quest",
  "Echo",
  "Mist",
];
const BREEDS: [string, number][] = [
  ["Irish Sport Horse", 16],
  ["Irish Draught", 6],
  ["Thoroughbred", 10],
  ["Cob", 14],
  ["Welsh Section D", 8],
  ["Connemara", 6],
  ["Warmblood", 10],
  ["Highland", 3],
  ["Fell", 3],
  ["Arab", 3],
  ["New Forest", 3],
];
const COLOURS: [string, number][] = [
  ["Bay", 30],
  ["Dark Bay", 10],
  ["Chestnut", 18],
  ["Grey", 16],
  ["Black", 6],
  ["Skewbald", 5],
  ["Piebald", 5],
  ["Dun", 4],
  ["Roan", 3],
];
const names = r.shuffle(HORSE_NAMES);
type Horse = {
  no: number;
  nm: string;
  pass: string | null;
  ueln: string;
  cust: number;
  breed: string;
  colour: string;
  sex: string;
  foal: number;
  ht: number;
  arr: string;
  dep: string | null;
  depCd: string | null;
  shoe: string | null; // FSH FFR FTR, null = owner's own farrier
  farrier: string;
};
const horses: Horse[] = [];
const usedPass = new Set<string>();
if (stays.length > HORSE_NAMES.length)
  throw new Error(`not enough horse names for ${stays.length} horses`);
stays.forEach((s, i) => {
  const breed = r.weighted(BREEDS);
  const small = [
    "Welsh Section D",
    "Connemara",
    "Highland",
    "Fell",
    "New Forest",
    "Arab",
  ].includes(breed);
  const hands = small ? r.int(13, 15) : r.int(15, 17);
  const foal = s.arr < "2024-01-01" ? r.int(2000, 2017) : r.int(2001, 2021);
  let pass: string | null = null;
  if (
    [
      "Irish Sport Horse",
      "Thoroughbred",
      "Warmblood",
      "Irish Draught",
    ].includes(breed) &&
    r.chance(0.8)
  ) {
    do pass = `${r.pick(PASS_PREFIX)} ${r.pick(PASS_SUFFIX)}`;
    while (usedPass.has(pass));
    usedPass.add(pass);
  }
  const pkg0 = (s.segs[0] as Seg).pkg;
  const diyish = pkg0 === "DIY" || pkg0 === "GRS";
  let shoe: string | null = r.weighted([
    ["FSH", 50],
    ["FFR", 25],
    ["FTR", 25],
  ]);
  if (pkg0 === "GRS") shoe = r.chance(0.8) ? "FTR" : "FFR";
  if (diyish && r.chance(0.45)) shoe = null;
  let depCd: string | null = null;
  if (s.dep !== null) {
    const old = 2026 - foal >= 20;
    depCd = r.weighted([
      ["SOLD", 35],
      ["MOVE", 35],
      ["HOME", 12],
      ["PTS", old ? 30 : 3],
      ["LOAN", 8],
    ]);
    if (depCd === "PTS") (s.segs[s.segs.length - 1] as Seg).ntc = null;
  }
  const h: Horse = {
    no: 301 + i,
    nm: names[i] as string,
    pass,
    ueln: `826${pad(r.int(1, 99), 3)}${pad(r.int(0, 999_999_999), 9)}`,
    cust: s.cust,
    breed,
    colour: r.weighted(COLOURS),
    sex: r.chance(0.45) ? "M" : "G",
    foal,
    ht: hands + r.int(0, 3) / 10,
    arr: s.arr,
    dep: s.dep,
    depCd,
    shoe,
    farrier: r.weighted([
      ["J. Wainwright DipWCF", 5],
      ["T. Hebblethwaite AWCF", 3],
      ["S. Lister DipWCF", 2],
    ]),
  };
  s.hrs = h.no;
  horses.push(h);
});

// customers who left
for (const c of custs) {
  const own = horses.filter(
    (h) => h.cust === c.no || (custBy.get(h.cust) as Cust).billTo === c.no,
  );
  if (own.length > 0 && own.every((h) => h.dep !== null)) {
    c.left = own.map((h) => h.dep as string).reduce((a, b) => (a > b ? a : b));
    c.acct = "L";
  }
}

// ------------------------------------------------------------------ agreements
const agrRows: unknown[][] = [];
let agrNo = 5001;
for (const s of stays)
  for (const g of s.segs)
    agrRows.push([agrNo++, s.hrs, g.pkg, s.box, g.from, g.to, g.ntc]);

const pkgOn = (s: Stay, d: string): string | null => {
  for (const g of s.segs)
    if (g.from <= d && (g.to === null || g.to >= d)) return g.pkg;
  return null;
};
const stayEnd = (s: Stay): string =>
  minDate((s.segs[s.segs.length - 1] as Seg).to ?? LAST, LAST);

// ------------------------------------------------------------------ extras done
type Svc = {
  hrs: number;
  cust: number;
  cd: string;
  dt: string;
  qty: number;
  chg: number;
  frr: string | null;
  inv: number | null;
};
const svcs: Svc[] = [];
const addSvc = (
  s: Stay,
  cd: string,
  dt: string,
  qty: number,
  frr: string | null = null,
  adj = 0,
) => {
  svcs.push({
    hrs: s.hrs,
    cust: s.cust,
    cd,
    dt,
    qty,
    chg: qty * (unitPrice(cd, dt) + adj),
    frr,
    inv: null,
  });
};
const WEC_DAYS = [
  "2024-03-18",
  "2024-06-17",
  "2024-09-16",
  "2025-03-17",
  "2025-06-16",
  "2025-09-15",
  "2026-03-16",
  "2026-06-15",
  "2026-09-14",
];
for (const s of stays) {
  const h = horses.find((x) => x.no === s.hrs) as Horse;
  const from = maxDate(s.arr, FIRST);
  const to = stayEnd(s);
  if (from > to) continue;
  // farrier
  if (h.shoe !== null) {
    let d = addDays(from, r.int(3, 40));
    while (d <= to) {
      const f = r.chance(0.9) ? h.farrier : r.pick(FARRIERS)[0];
      const fa = (FARRIERS.find(([n]) => n === f) as [string, number])[1];
      addSvc(s, h.shoe, d, 1, f, h.shoe === "FTR" ? 0 : fa);
      const gap = r.int(35, 56);
      if (h.shoe !== "FTR" && r.chance(0.13)) {
        const lost = addDays(d, r.int(5, gap - 3));
        if (lost <= to) addSvc(s, "FLS", lost, 1, h.farrier, 0);
      }
      d = addDays(d, gap);
    }
  }
  // worm egg counts
  for (const d of WEC_DAYS) if (d >= from && d <= to) addSvc(s, "WEC", d, 1);
  // weekly extras
  const clipped = new Set<number>();
  for (let w = from; w <= to; w = addDays(w, 7)) {
    const pkg = pkgOn(s, w);
    if (pkg === null) continue;
    const m = Number(w.slice(5, 7));
    const winter = m >= 10 || m <= 3;
    const day = () => addDays(w, r.int(0, 6));
    const maybe = (cd: string, p: number, qmin: number, qmax: number) => {
      if (!r.chance(p)) return;
      const d = day();
      if (d > to) return;
      if (cd === "HYL" && d >= "2025-04-01") return;
      addSvc(s, cd, d, r.int(qmin, qmax));
    };
    if (pkg === "DIY") {
      maybe("SHV", 0.3, 2, 5);
      maybe(
        w < "2025-04-01" && r.chance(0.3) ? "HYL" : "HAY",
        winter ? 0.35 : 0.12,
        3,
        8,
      );
      maybe("TO", 0.12, 1, 5);
      maybe("MO", 0.06, 1, 3);
      maybe("HC", 0.02, 3, 10);
      if (winter) maybe("RUG", 0.1, 2, 10);
    } else if (pkg === "ASST") {
      maybe("SHV", 0.3, 2, 5);
      maybe("MO", 0.1, 1, 4);
      maybe("HC", 0.015, 3, 10);
      if (winter) maybe("RUG", 0.05, 2, 8);
    } else if (pkg === "PART") {
      maybe("HACK", 0.07, 1, 2);
      maybe("LUNG", 0.07, 1, 2);
    } else if (pkg === "FULL") {
      maybe("SCH", 0.05, 1, 2);
      maybe("LUNG", 0.08, 1, 3);
      maybe("HACK", 0.08, 1, 3);
      if (!winter) maybe("PLT", 0.03, 1, 1);
    } else if (pkg === "COMP") {
      if (!winter) maybe("PLT", 0.15, 1, 2);
    } else if (pkg === "GRS") {
      if (winter) maybe("HAY", 0.3, 2, 6);
      maybe("HC", 0.01, 3, 7);
    }
    if (pkg !== "GRS") maybe("VET", 0.025, 1, 1);
    const season = m >= 10 ? Number(w.slice(0, 4)) : 0;
    if ((m === 10 || m === 11) && !clipped.has(season) && pkg !== "GRS") {
      const p = pkg === "DIY" ? 0.04 : 0.12;
      if (r.chance(p)) {
        const d = day();
        if (d <= to) {
          addSvc(s, "CLP", d, 1);
          clipped.add(season);
        }
      }
    }
  }
}
svcs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.hrs - b.hrs));

// ------------------------------------------------------------------ arena bookings
type Bkg = {
  arn: string;
  dt: string;
  tm: string;
  mins: number;
  use: string;
  cust: number | null;
  hrs: number | null;
  ext: string | null;
  stat: string;
  chg: number;
};
const bkgs: Bkg[] = [];
const HIRERS = [
  "Bramham Moor Pony Club",
  "Wetherby Riding Club",
  "Harewood Dressage Group",
  "Spofforth Show Jumping Club",
  "K. Oldfield (private hire)",
  "L. Pickard (private hire)",
  "N. Yeadon (private hire)",
];
const hourWeights = (weekend: boolean): [number, number][] =>
  weekend
    ? [
        [8, 6],
        [9, 10],
        [10, 12],
        [11, 11],
        [12, 8],
        [13, 8],
        [14, 9],
        [15, 8],
        [16, 6],
        [17, 4],
      ]
    : [
        [7, 5],
        [8, 4],
        [9, 3],
        [10, 3],
        [11, 3],
        [12, 3],
        [13, 3],
        [14, 3],
        [15, 4],
        [16, 7],
        [17, 13],
        [18, 17],
        [19, 12],
        [20, 4],
      ];
for (let d = FIRST; d <= BOOKED_TO; d = addDays(d, 1)) {
  const future = d > LAST;
  const dow = dayOfWeek(d);
  const weekend = dow === 0 || dow === 6;
  const m = Number(d.slice(5, 7));
  const summer = m >= 5 && m <= 9;
  const present = stays.filter(
    (s) => s.arr <= d && (s.dep === null || s.dep >= d),
  );
  const nLiv = r.poisson(future ? 0.5 : weekend ? 1.3 : 0.9);
  for (let k = 0; k < nLiv && present.length > 0; k++) {
    const s = r.pick(present);
    const use = r.weighted([
      ["SCH", 55],
      ["LES", 30],
      ["JMP", 15],
    ]);
    const arn =
      use === "JMP" ? "OUT" : r.chance(summer ? 0.55 : 0.2) ? "OUT" : "IND";
    const mins =
      use === "SCH" ? r.pick([30, 45]) : use === "LES" ? r.pick([45, 60]) : 60;
    const hr = r.weighted(hourWeights(weekend));
    const tm = `${pad(hr, 2)}:${r.chance(0.3) ? "30" : "00"}`;
    const stat = future
      ? "BKD"
      : r.weighted([
          ["BKD", 88],
          ["CXL", 8],
          ["NS", 4],
        ]);
    const fee =
      use === "LES"
        ? d >= "2026-04-01"
          ? 1200
          : 1000
        : use === "JMP"
          ? d >= "2026-04-01"
            ? 1800
            : 1500
          : 0;
    bkgs.push({
      arn,
      dt: d,
      tm,
      mins,
      use,
      cust: s.cust,
      hrs: s.hrs,
      ext: null,
      stat,
      chg: stat === "CXL" ? 0 : fee,
    });
  }
  if (r.chance(weekend ? 0.3 : 0.05) && !future) {
    const ext = r.pick(HIRERS);
    const club = !ext.includes("private");
    const mins = club ? r.pick([90, 120]) : 60;
    const arn =
      club && ext.includes("Jumping")
        ? "OUT"
        : r.chance(summer ? 0.6 : 0.25)
          ? "OUT"
          : "IND";
    const hr = r.int(9, 15);
    const stat = r.chance(0.06) ? "CXL" : "BKD";
    const perHr = d >= "2025-04-01" ? 3500 : 3000;
    bkgs.push({
      arn,
      dt: d,
      tm: `${pad(hr, 2)}:00`,
      mins,
      use: "HIRE",
      cust: null,
      hrs: null,
      ext,
      stat,
      chg: stat === "CXL" ? 0 : Math.round((perHr * mins) / 60),
    });
  }
}

// ------------------------------------------------------------------ invoices
type Inv = {
  no: number;
  cust: number;
  from: string;
  to: string;
  dt: string;
  due: string;
  livery: number;
  xtra: number;
  arena: number;
  vat: number;
  tot: number;
  stat: string;
  pd: string | null;
  repl: Inv | null;
  svcs: Svc[];
};
const invs: Inv[] = [];
const monthEnd = (m: string): string => addDays(addMonths(m, 1), -1);
for (let m = FIRST; m <= "2026-10-01"; m = addMonths(m, 1)) {
  const me = monthEnd(m);
  const byPayer = new Map<number, Inv>();
  const get = (cust: number): Inv => {
    const p = payerOf(cust);
    let inv = byPayer.get(p);
    if (!inv) {
      const dt = addMonths(m, 1);
      inv = {
        no: 0,
        cust: p,
        from: m,
        to: me,
        dt,
        due: addDays(dt, 14),
        livery: 0,
        xtra: 0,
        arena: 0,
        vat: 0,
        tot: 0,
        stat: "PAID",
        pd: null,
        repl: null,
        svcs: [],
      };
      byPayer.set(p, inv);
    }
    return inv;
  };
  for (const s of stays)
    for (const g of s.segs) {
      const a = maxDate(g.from, m);
      const b = minDate(g.to ?? me, me);
      if (a > b) continue;
      get(s.cust).livery += Math.round(
        (weekly(g.pkg, a) * (daysBetween(a, b) + 1)) / 7,
      );
    }
  for (const v of svcs)
    if (v.dt >= m && v.dt <= me) {
      const inv = get(v.cust);
      inv.xtra += v.chg;
      inv.svcs.push(v);
    }
  for (const b of bkgs)
    if (b.cust !== null && b.dt >= m && b.dt <= me && b.chg > 0)
      get(b.cust).arena += b.chg;
  for (const inv of byPayer.values()) {
    const net = inv.livery + inv.xtra + inv.arena;
    inv.vat = Math.round(net * 0.2);
    inv.tot = net + inv.vat;
    invs.push(inv);
  }
}
// payments
const slowPayers = new Set(
  custs.filter((c) => c.pay === "BACS" && r.chance(0.25)).map((c) => c.no),
);
for (const inv of invs) {
  const c = custBy.get(inv.cust) as Cust;
  let pd: string;
  if (c.pay === "DD")
    pd = r.chance(0.03) ? addDays(inv.dt, r.int(16, 30)) : addDays(inv.dt, 9);
  else if (c.pay === "CARD") pd = addDays(inv.dt, r.int(0, 10));
  else pd = addDays(inv.dt, slowPayers.has(c.no) ? r.int(8, 45) : r.int(2, 20));
  if (pd > LAST) {
    inv.stat = "OPEN";
    inv.pd = null;
  } else inv.pd = pd;
}
// two current customers in arrears, and one who left owing
{
  const currentPayers = custs.filter(
    (c) => c.acct === "A" && c.billTo === null && c.pay === "BACS",
  );
  const debtors = [
    currentPayers[2],
    currentPayers[currentPayers.length - 3],
  ] as Cust[];
  const fromDt = ["2026-08-01", "2026-09-01"];
  debtors.forEach((c, i) => {
    c.acct = "S";
    for (const inv of invs)
      if (inv.cust === c.no && inv.dt >= (fromDt[i] as string)) {
        inv.stat = "OPEN";
        inv.pd = null;
      }
  });
  const leaver = custs.find(
    (c) =>
      c.acct === "L" &&
      c.left !== null &&
      c.left >= "2026-04-01" &&
      c.left <= "2026-09-15" &&
      c.billTo === null,
  );
  if (leaver) {
    const theirs = invs
      .filter((i) => i.cust === leaver.no)
      .sort((a, b) => (a.dt < b.dt ? -1 : 1));
    for (const inv of theirs.slice(-2)) {
      inv.stat = "OPEN";
      inv.pd = null;
    }
  }
}
// voided invoices and their replacements
{
  const candidates = invs.filter(
    (i) =>
      i.dt >= "2024-03-01" &&
      i.dt <= "2026-08-01" &&
      i.stat === "PAID" &&
      i.svcs.length > 0,
  );
  const chosen = r.shuffle(candidates).slice(0, 5);
  for (const good of chosen) {
    const bad: Inv = { ...good, svcs: [], stat: "VOID", pd: null, repl: null };
    bad.xtra = good.xtra + r.pick([11000, 10500, 4000, -2500, 9500]);
    bad.vat = Math.round((bad.livery + bad.xtra + bad.arena) * 0.2);
    bad.tot = bad.livery + bad.xtra + bad.arena + bad.vat;
    good.dt = addDays(good.dt, r.int(2, 10));
    good.due = addDays(good.dt, 14);
    if (good.pd !== null && good.pd < good.dt)
      good.pd = addDays(good.dt, r.int(1, 6));
    good.repl = bad;
    invs.push(bad);
  }
}
invs.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.cust - b.cust));
invs.forEach((inv, i) => {
  inv.no = 24101 + i;
  for (const v of inv.svcs) v.inv = inv.no;
});

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA eqy;
CREATE TABLE eqy.cust (
  cust_no integer PRIMARY KEY,
  title varchar(6),
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  email varchar(80),
  mob varchar(15),
  pcode varchar(8),
  join_dt date NOT NULL,
  left_dt date,
  acct_cd char(1) NOT NULL,
  pay_cd varchar(4) NOT NULL,
  bill_to integer REFERENCES eqy.cust (cust_no)
);
CREATE TABLE eqy.horse (
  hrs_no integer PRIMARY KEY,
  stable_nm varchar(30) NOT NULL UNIQUE,
  pass_nm varchar(40),
  ueln char(15) NOT NULL,
  cust_no integer NOT NULL REFERENCES eqy.cust (cust_no),
  breed varchar(30),
  colour varchar(15),
  sex_cd char(1) NOT NULL,
  foal_yr smallint,
  ht_hh numeric(3, 1),
  arr_dt date NOT NULL,
  dep_dt date,
  dep_cd varchar(4)
);
CREATE TABLE eqy.box (
  box_no varchar(3) PRIMARY KEY,
  blk_nm varchar(20) NOT NULL,
  box_typ varchar(4) NOT NULL,
  sz_ft varchar(5),
  rubber_yn char(1) NOT NULL,
  wtr_cd varchar(4) NOT NULL,
  oou_yn char(1) NOT NULL
);
CREATE TABLE eqy.pkg (
  pkg_cd varchar(4) PRIMARY KEY,
  pkg_nm varchar(30) NOT NULL,
  box_yn char(1) NOT NULL,
  to_yn char(1) NOT NULL,
  mo_yn char(1) NOT NULL,
  feed_yn char(1) NOT NULL,
  hay_yn char(1) NOT NULL,
  bed_yn char(1) NOT NULL,
  exer_yn char(1) NOT NULL,
  actv_yn char(1) NOT NULL
);
CREATE TABLE eqy.pkg_rate (
  pkg_cd varchar(4) NOT NULL REFERENCES eqy.pkg (pkg_cd),
  eff_dt date NOT NULL,
  wk_p integer NOT NULL,
  PRIMARY KEY (pkg_cd, eff_dt)
);
CREATE TABLE eqy.agr (
  agr_no integer PRIMARY KEY,
  hrs_no integer NOT NULL REFERENCES eqy.horse (hrs_no),
  pkg_cd varchar(4) NOT NULL REFERENCES eqy.pkg (pkg_cd),
  box_no varchar(3) REFERENCES eqy.box (box_no),
  start_dt date NOT NULL,
  end_dt date,
  ntc_dt date
);
CREATE TABLE eqy.xtra (
  x_cd varchar(4) PRIMARY KEY,
  x_nm varchar(40) NOT NULL,
  grp_cd char(3) NOT NULL,
  unit_cd varchar(4) NOT NULL,
  std_p integer NOT NULL,
  actv_yn char(1) NOT NULL
);
CREATE TABLE eqy.inv (
  inv_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES eqy.cust (cust_no),
  per_from date NOT NULL,
  per_to date NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  livery_p integer NOT NULL,
  xtra_p integer NOT NULL,
  arena_p integer NOT NULL,
  vat_p integer NOT NULL,
  tot_p integer NOT NULL,
  stat_cd varchar(4) NOT NULL,
  pd_dt date,
  repl_of integer REFERENCES eqy.inv (inv_no)
);
CREATE TABLE eqy.svc (
  svc_no integer PRIMARY KEY,
  hrs_no integer NOT NULL REFERENCES eqy.horse (hrs_no),
  x_cd varchar(4) NOT NULL REFERENCES eqy.xtra (x_cd),
  svc_dt date NOT NULL,
  qty integer NOT NULL,
  chg_p integer NOT NULL,
  frr_nm varchar(30),
  inv_no integer REFERENCES eqy.inv (inv_no)
);
CREATE TABLE eqy.arena_bkg (
  bkg_no integer PRIMARY KEY,
  arn_cd varchar(3) NOT NULL,
  bkg_dt date NOT NULL,
  start_tm time NOT NULL,
  mins smallint NOT NULL,
  use_cd varchar(4) NOT NULL,
  cust_no integer REFERENCES eqy.cust (cust_no),
  hrs_no integer REFERENCES eqy.horse (hrs_no),
  ext_nm varchar(40),
  stat_cd varchar(3) NOT NULL,
  chg_p integer NOT NULL
);
`;
  const custRows = custs.map((c) => [
    c.no,
    c.title,
    c.first,
    c.last,
    c.email,
    c.mob,
    c.pcode,
    c.join,
    c.left,
    c.acct,
    c.pay,
    c.billTo,
  ]);
  // parents before juniors for the self-reference
  custRows.sort((a, b) => (a[0] as number) - (b[0] as number));
  const horseRows = horses.map((h) => [
    h.no,
    h.nm,
    h.pass,
    h.ueln,
    h.cust,
    h.breed,
    h.colour,
    h.sex,
    h.foal,
    h.ht,
    h.arr,
    h.dep,
    h.depCd,
  ]);
  const boxRows = BOXES.map((b) => [
    b.no,
    b.blk,
    b.typ,
    b.sz,
    b.rubber,
    b.wtr,
    b.oou,
  ]);
  const pkgRows = PKGS.map((p) => [
    p.cd,
    p.nm,
    ...p.flags.split(""),
    p.actv ? "Y" : "N",
  ]);
  const rateRows = PKGS.flatMap((p) =>
    p.rates.map((w, i) => [p.cd, RATE_DATES[i], w]),
  );
  const xtraRows = XTRAS.map((x) => [
    x.cd,
    x.nm,
    x.grp,
    x.unit,
    x.prices[x.prices.length - 1],
    x.actv ? "Y" : "N",
  ]);
  const invByObj = new Map(invs.map((i) => [i, i.no]));
  const invRows = [...invs]
    .sort((a, b) => a.no - b.no)
    .map((i) => [
      i.no,
      i.cust,
      i.from,
      i.to,
      i.dt,
      i.due,
      i.livery,
      i.xtra,
      i.arena,
      i.vat,
      i.tot,
      i.stat,
      i.pd,
      i.repl ? invByObj.get(i.repl) : null,
    ]);
  const svcRows = svcs.map((v, i) => [
    70001 + i,
    v.hrs,
    v.cd,
    v.dt,
    v.qty,
    v.chg,
    v.frr,
    v.inv,
  ]);
  const bkgRows = bkgs.map((b, i) => [
    40001 + i,
    b.arn,
    b.dt,
    b.tm,
    b.mins,
    b.use,
    b.cust,
    b.hrs,
    b.ext,
    b.stat,
    b.chg,
  ]);
  return [
    ddl,
    insertRows(
      "eqy.cust",
      [
        "cust_no",
        "title",
        "first_nm",
        "last_nm",
        "email",
        "mob",
        "pcode",
        "join_dt",
        "left_dt",
        "acct_cd",
        "pay_cd",
        "bill_to",
      ],
      custRows,
    ),
    insertRows(
      "eqy.horse",
      [
        "hrs_no",
        "stable_nm",
        "pass_nm",
        "ueln",
        "cust_no",
        "breed",
        "colour",
        "sex_cd",
        "foal_yr",
        "ht_hh",
        "arr_dt",
        "dep_dt",
        "dep_cd",
      ],
      horseRows,
    ),
    insertRows(
      "eqy.box",
      ["box_no", "blk_nm", "box_typ", "sz_ft", "rubber_yn", "wtr_cd", "oou_yn"],
      boxRows,
    ),
    insertRows(
      "eqy.pkg",
      [
        "pkg_cd",
        "pkg_nm",
        "box_yn",
        "to_yn",
        "mo_yn",
        "feed_yn",
        "hay_yn",
        "bed_yn",
        "exer_yn",
        "actv_yn",
      ],
      pkgRows,
    ),
    insertRows("eqy.pkg_rate", ["pkg_cd", "eff_dt", "wk_p"], rateRows),
    insertRows(
      "eqy.agr",
      ["agr_no", "hrs_no", "pkg_cd", "box_no", "start_dt", "end_dt", "ntc_dt"],
      agrRows,
    ),
    insertRows(
      "eqy.xtra",
      ["x_cd", "x_nm", "grp_cd", "unit_cd", "std_p", "actv_yn"],
      xtraRows,
    ),
    insertRows(
      "eqy.inv",
      [
        "inv_no",
        "cust_no",
        "per_from",
        "per_to",
        "inv_dt",
        "due_dt",
        "livery_p",
        "xtra_p",
        "arena_p",
        "vat_p",
        "tot_p",
        "stat_cd",
        "pd_dt",
        "repl_of",
      ],
      invRows,
    ),
    insertRows(
      "eqy.svc",
      [
        "svc_no",
        "hrs_no",
        "x_cd",
        "svc_dt",
        "qty",
        "chg_p",
        "frr_nm",
        "inv_no",
      ],
      svcRows,
    ),
    insertRows(
      "eqy.arena_bkg",
      [
        "bkg_no",
        "arn_cd",
        "bkg_dt",
        "start_tm",
        "mins",
        "use_cd",
        "cust_no",
        "hrs_no",
        "ext_nm",
        "stat_cd",
        "chg_p",
      ],
      bkgRows,
    ),
    "",
  ].join("\n");
}
