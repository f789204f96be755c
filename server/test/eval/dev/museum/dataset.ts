/**
 * Castlegate Museum & Art Gallery Trust is a small independent museum and gallery charity in Knaresborough, North
 * Yorkshire, housed in a Georgian town house with a Victorian gallery wing behind it. It has permanent galleries of
 * local history and a fine-art collection, and puts on temporary exhibitions in three spaces: the Long Gallery (LG),
 * the Print Room (PR) and the Garden Studio (GS). General admission is charged (the museum has no council funding);
 * temporary exhibitions cost a supplement on top of admission. Visitors can pay a voluntary 10% more for a "Gift Aid
 * admission", which makes the whole admission a donation the Trust can claim Gift Aid on. The museum holds free entry
 * days: the first Sunday of every month, International Museum Day (18 May, when the museum is open that day) and the
 * Heritage Open Days weekend (the second Saturday and Sunday of September); on a free entry day general admission is
 * free for everybody but exhibition supplements are still charged. Annual members get in free (general admission and
 * exhibitions) on their membership card and have 10% off in the shop. Schools book group visits, either with a
 * taught workshop, a guided tour, or self-guided. Donations come through donation boxes, a contactless donation
 * kiosk, the website, by post, with membership payments and, now and then, as legacies; in 2025-26 the Trust ran a
 * Roof Appeal to repair the gallery wing roof. The museum shop sells books, prints, cards, jewellery, toys and gifts
 * from one till at the front desk.
 *
 * This is an export of the museum's ticketing, membership and EPOS package "Curio Venue Manager" (schema `curio`),
 * taken on the morning of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24, plus online
 * tickets already sold for future dates and school visits already booked for future dates. The data starts on
 * Tuesday 2024-01-02. The museum is open Tuesday to Sunday, 10:00 to 17:00; it is closed on Mondays (except bank
 * holiday Mondays), on 24, 25 and 26 December and on 1 January.
 *
 * UNITS: money is in PENCE (GBP; divide by 100 for pounds) in every column ending `_p`: `adm.amt_p`,
 * `exhib.supp_p`, `till_ln.unit_p`, `till_ln.disc_p`, `till_ln.gross_p`. Money is in POUNDS (GBP, two decimals) in
 * every column ending `_gbp`: `prod.price_gbp`, `exhib.budget_gbp`, `mbr.fee_gbp`, `sch_bkg.fee_gbp`,
 * `dntn.amt_gbp`. All amounts include VAT where VAT applies. Dates are UK calendar dates; `till_ln.txn_ts` is UK local
 * time.
 *
 * Business terms:
 * - A "visitor" is one person admitted through the admissions desk (the sum of `adm.qty`), whether they paid or came
 *   in free; school pupils and teachers on school visits are not admitted through the desk and are counted only in
 *   `sch_bkg`. Visitor figures are by visit date (`adm.vis_dt`), not by the date an online ticket was bought.
 * - "Admissions income" is the sum of `adm.amt_p` (general admission, exhibition supplements and the Gift Aid
 *   donation on Gift Aid admissions together).
 * - Gift Aid: the Trust claims 25% of a Gift Aided amount from HMRC (25p per £1). On admissions, the whole `amt_p`
 *   of a Gift Aid admission (`adm.ga_yn` = Y) is Gift Aidable; the desk system claims admission Gift Aid by itself
 *   and its claims are not in this export. On donations, `dntn.amt_gbp` is Gift Aidable when `dntn.ga_yn` = Y, and
 *   the claim it went on is `dntn.ga_clm_ref`.
 * - An "active" or "current" member is a membership row with `cncl_dt` NULL and `exp_dt` on or after the day asked
 *   about.
 * - Shop "sales" or "takings" are the sum of `till_ln.gross_p` over lines that are not voided (`void_yn` = N).
 *
 * Tables and columns
 * - `prod` (lookup, the package's price list for admissions, memberships and school programmes): `prod_cd` the code;
 *   `prod_grp` ADM admission ticket type, MBR membership tier, SCH school visit programme; `prod_desc` the name;
 *   `price_gbp` the CURRENT price in pounds (per person, per family ticket, per membership year or per pupil, as
 *   `unit_txt` says); `actv_yn` Y when still on sale (N = discontinued; old rows still use the code). Prices went up
 *   on 2025-04-01 (admissions and memberships) and 2025-09-01 (school workshops); what was actually paid is in
 *   `adm.amt_p`, `mbr.fee_gbp` and `sch_bkg.fee_gbp`. Admission codes: ADT adult, CON concession (students,
 *   jobseekers and, from 2025-04-01, over-65s), SEN senior 65+ (discontinued on 2025-04-01, merged into CON), CHD
 *   child 5-17, U5 under 5 (free), FAM family ticket (one ticket for up to 2 adults and 3 children), ART Art Fund
 *   National Art Pass holder (free general admission, half-price exhibition supplement), MEM member entry on a
 *   membership card (free), CMP complimentary (free: press, lenders, staff guests). Membership codes: M-IND
 *   individual, M-JNT joint (two adults at one address), M-FAM family (two adults and their children), M-PAT patron.
 *   School codes: S-WKS taught workshop, S-SG self-guided visit, S-TOUR guided tour (discontinued at the end of
 *   August 2025).
 * - `exhib` (temporary exhibitions): `exh_cd` the code; `exh_ttl` the title; `gal_cd` the space (LG Long Gallery, PR
 *   Print Room, GS Garden Studio); `open_dt` the first day open to the public; `close_dt` the last day (NULL = the
 *   run has been extended "until further notice" and no closing date is set yet); `supp_p` the exhibition
 *   supplement per adult in pence (children pay half, members, under-5s and complimentary tickets nothing, Art Fund
 *   pass holders half); `loan_yn` Y when the show includes works borrowed from other collections, `lender_nm` the
 *   main lender; `spons_nm` the sponsor (NULL = unsponsored); `budget_gbp` the exhibition's approved budget in
 *   pounds. Exhibitions announced for the future are listed too.
 * - `adm` (admissions): one row per ticket line sold at the desk or online: one ticket type, for `qty` people (for a
 *   FAM ticket `qty` is the number of people in the family group, 2 to 5, on one ticket). `adm_no` the line number;
 *   `vis_dt` the date of the visit; `chan_cd` DSK bought at the front desk on the day, WEB bought online in advance;
 *   `bkd_dt` when an online ticket was bought (NULL for desk sales); `tt_cd` the ticket type (`prod.prod_cd`);
 *   `exh_cd` the temporary exhibition the ticket includes (NULL = general admission only); `amt_p` the total paid for
 *   the line in pence; `ga_yn` Y for a Gift Aid admission (the visitor paid the 10% extra and gave a Gift Aid
 *   declaration); `free_dy` Y when the visit date was a free entry day (general admission then costs nothing and
 *   `amt_p` is only any exhibition supplement); `mem_no` the membership card scanned (MEM tickets only; members do not book online, they show their card at the
 *   desk);
 *   `pc_dist` the visitor's postcode district (the part before the space, e.g. HG5), asked at the desk for the Arts
 *   Council survey, NULL when not given.
 * - `mbr` (memberships): one row per membership (memberships that lapsed or were cancelled before 2024 have been
 *   archived out of the package). `mem_no` the membership number; `fnm` and `snm` the lead member's
 *   first name and surname; `tier_cd` the tier (`prod.prod_cd`); `join_dt` the date first joined; `rnw_dt` the start
 *   of the current (or last) membership year, the join date or the last renewal; `exp_dt` the last day of that
 *   membership year (a year after `rnw_dt`, less a day); `fee_gbp` the fee paid for that year in pounds; `dd_yn` Y
 *   when paying by Direct Debit (renews automatically), N when the member renews by hand (a membership that was not
 *   renewed simply lapses: `exp_dt` in the past and `cncl_dt` NULL); `cncl_dt` the date the member cancelled
 *   (moved away, died, asked to stop); the membership ends on that date, whatever `exp_dt` says; NULL = not
 *   cancelled; `ga_yn` Y when the member has given a Gift Aid declaration; `pc_dist` the member's postcode district.
 * - `sch_bkg` (school group visits): `bkg_ref` the booking reference; `school_nm` the school; `la_cd` its local
 *   authority (NYC North Yorkshire, LDS Leeds, BRD Bradford, YRK City of York); `ks_cd` the key stage of the group
 *   (EYFS, KS1, KS2, KS3, KS4, KS5); `prog_cd` the programme (`prod.prod_cd`); `wks_topic` the workshop or tour topic
 *   (NULL for self-guided visits); `bkd_dt` when booked; `vis_dt` the visit date; `n_pup` pupils (booked, then
 *   corrected to the number who came); `n_adl` accompanying teachers and helpers (always free); `bur_yn` Y when the
 *   visit is paid for by the Learning Bursary (fee 0); `fee_gbp` the fee in pounds (0 for bursary visits and for
 *   cancelled bookings); `stat_cd` PRV provisional (held, not confirmed), CNF confirmed, ATT attended, NSH no-show
 *   (the school did not come or cancelled too late; charged in full), CXL cancelled in time (not charged); `inv_no`
 *   the invoice raised after an ATT or NSH visit with a fee (NULL otherwise); `inv_pd_dt` the date the school paid
 *   it (NULL = not paid yet, or nothing invoiced).
 * - `dntn` (donations): one gift. `don_no`; `don_dt` the date received (for boxes, the date they were emptied and
 *   counted); `src_cd` BOX donation boxes in the galleries (counted about weekly, anonymous), CTL the contactless
 *   donation kiosk by the door (one tap each, anonymous), ONL online through the website, PST by post (cheque or
 *   cash), MEM an extra gift added to a membership payment, LEG a legacy from a will; `donor_nm` the donor as
 *   "Surname, First name" (legacies as "Estate of ..."; NULL when anonymous); `mem_no` the membership for MEM gifts;
 *   `amt_gbp` the gift in pounds (never including Gift Aid); `ga_yn` Y when a Gift Aid declaration covers the gift;
 *   `ga_clm_ref` the quarterly Gift Aid claim it was claimed on (GAyyQn, submitted to HMRC about a month after the
 *   quarter ends); NULL = not claimed (yet); `restr_cd` the fund: GEN unrestricted, ROOF the Roof Appeal, ACQ the
 *   acquisitions fund, LRN learning and schools.
 * - `till_ln` (museum shop till): one line of a shop sale. `txn_no` the sale; `ln_no` the line in the sale; `txn_ts`
 *   when it was rung up; `sku`; `item_desc` the product; `cat_cd` BK books, PR prints & posters, ST cards &
 *   stationery, JW jewellery, KD children's toys, GF gifts & homeware, EX exhibition catalogues; `qty`; `unit_p` the
 *   shelf price each; `disc_p` the member discount on the line (10%; 0 for non-members); `gross_p` what the line took
 *   (qty x unit price less discount); `pay_cd` CRD card or contactless, CSH cash; `void_yn` Y when the sale was voided
 *   at the till (all its lines are Y and it counts for nothing).
 *
 * Not recorded here: the café (run by an outside caterer) and its takings; venue hire, weddings and evening events;
 *   the collection itself (objects, acquisitions, conservation, loans out to other museums); grants (Arts Council,
 *   National Lottery Heritage Fund) and the Trust's accounts; staff, volunteers, wages and rotas; the shop's stock
 *   levels and cost prices (so no margins); visitor ages, genders, satisfaction or reviews; people who came into
 *   the shop or café without an admission ticket (there is no door counter); the Gift Aid claimed on admissions; the
 *   names or contact details of non-member visitors; and marketing or email campaigns.
 *
 * Tables
 * - `prod`: `prod_cd`, `prod_grp`, `prod_desc`, `unit_txt`, `price_gbp`, `actv_yn`.
 * - `exhib`: `exh_cd`, `exh_ttl`, `gal_cd`, `open_dt`, `close_dt`, `supp_p`, `loan_yn`, `lender_nm`, `spons_nm`,
 *   `budget_gbp`.
 * - `mbr`: `mem_no`, `fnm`, `snm`, `tier_cd`, `join_dt`, `rnw_dt`, `exp_dt`, `fee_gbp`, `dd_yn`, `cncl_dt`, `ga_yn`,
 *   `pc_dist`.
 * - `adm`: `adm_no`, `vis_dt`, `chan_cd`, `bkd_dt`, `tt_cd`, `qty`, `exh_cd`, `amt_p`, `ga_yn`, `free_dy`, `mem_no`,
 *   `pc_dist`.
 * - `sch_bkg`: `bkg_ref`, `school_nm`, `la_cd`, `ks_cd`, `prog_cd`, `wks_topic`, `bkd_dt`, `vis_dt`, `n_pup`,
 *   `n_adl`, `bur_yn`, `fee_gbp`, `stat_cd`, `inv_no`, `inv_pd_dt`.
 * - `dntn`: `don_no`, `don_dt`, `src_cd`, `donor_nm`, `mem_no`, `amt_gbp`, `ga_yn`, `ga_clm_ref`, `restr_cd`.
 * - `till_ln`: `txn_no`, `ln_no`, `txn_ts`, `sku`, `item_desc`, `cat_cd`, `qty`, `unit_p`, `disc_p`, `gross_p`,
 *   `pay_cd`, `void_yn`.
 */
import {
  addDays,
  addMonths,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const FUTURE_END = "2027-03-31";
const r = seededRandom(7_232_2026);

const CLOSED = new Set(["12-24", "12-25", "12-26", "01-01"]);
const isOpen = (d: string): boolean => {
  if (CLOSED.has(d.slice(5))) return false;
  if (dayOfWeek(d) === 1) return ENGLAND_BANK_HOLIDAYS.has(d);
  return true;
};
const isFreeDay = (d: string): boolean => {
  if (!isOpen(d)) return false;
  const day = Number(d.slice(8));
  const month = d.slice(5, 7);
  if (dayOfWeek(d) === 0 && day <= 7) return true;
  if (month === "05" && day === 18) return true;
  if (month === "09" && (dayOfWeek(d) === 6 || dayOfWeek(d) === 0)) {
    // Heritage Open Days: the second Saturday of September and the Sunday after it.
    const sat = dayOfWeek(d) === 6 ? d : addDays(d, -1);
    const satDay = Number(sat.slice(8));
    if (sat.slice(5, 7) === "09" && satDay >= 8 && satDay <= 14) return true;
  }
  return false;
};
const daysFrom = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
};
const money = (x: number): number => Math.round(x * 100) / 100;

// ------------------------------------------------------------------ price list
type Prod = {
  cd: string;
  grp: string;
  desc: string;
  unit: string;
  old: number;
  now: number;
  actv: boolean;
};
const PRODS: Prod[] = [
  {
    cd: "ADT",
    grp: "ADM",
    desc: "Adult",
    unit: "per person",
    old: 9,
    now: 10,
    actv: true,
  },
  {
    cd: "CON",
    grp: "ADM",
    desc: "Concession",
    unit: "per person",
    old: 7,
    now: 8,
    actv: true,
  },
  {
    cd: "SEN",
    grp: "ADM",
    desc: "Senior 65+",
    unit: "per person",
    old: 7.5,
    now: 7.5,
    actv: false,
  },
  {
    cd: "CHD",
    grp: "ADM",
    desc: "Child (5-17)",
    unit: "per person",
    old: 4,
    now: 4.5,
    actv: true,
  },
  {
    cd: "U5",
    grp: "ADM",
    desc: "Under 5",
    unit: "per person",
    old: 0,
    now: 0,
    actv: true,
  },
  {
    cd: "FAM",
    grp: "ADM",
    desc: "Family ticket",
    unit: "per ticket",
    old: 22,
    now: 24,
    actv: true,
  },
  {
    cd: "ART",
    grp: "ADM",
    desc: "National Art Pass",
    unit: "per person",
    old: 0,
    now: 0,
    actv: true,
  },
  {
    cd: "MEM",
    grp: "ADM",
    desc: "Member entry",
    unit: "per person",
    old: 0,
    now: 0,
    actv: true,
  },
  {
    cd: "CMP",
    grp: "ADM",
    desc: "Complimentary",
    unit: "per person",
    old: 0,
    now: 0,
    actv: true,
  },
  {
    cd: "M-IND",
    grp: "MBR",
    desc: "Individual membership",
    unit: "per year",
    old: 36,
    now: 40,
    actv: true,
  },
  {
    cd: "M-JNT",
    grp: "MBR",
    desc: "Joint membership",
    unit: "per year",
    old: 60,
    now: 65,
    actv: true,
  },
  {
    cd: "M-FAM",
    grp: "MBR",
    desc: "Family membership",
    unit: "per year",
    old: 70,
    now: 75,
    actv: true,
  },
  {
    cd: "M-PAT",
    grp: "MBR",
    desc: "Patron",
    unit: "per year",
    old: 250,
    now: 250,
    actv: true,
  },
  {
    cd: "S-WKS",
    grp: "SCH",
    desc: "Taught workshop",
    unit: "per pupil",
    old: 5,
    now: 5.5,
    actv: true,
  },
  {
    cd: "S-SG",
    grp: "SCH",
    desc: "Self-guided visit",
    unit: "per pupil",
    old: 2.5,
    now: 2.5,
    actv: true,
  },
  {
    cd: "S-TOUR",
    grp: "SCH",
    desc: "Guided tour",
    unit: "per pupil",
    old: 3.5,
    now: 3.5,
    actv: false,
  },
];
const PROD = new Map(PRODS.map((p) => [p.cd, p]));
const price = (cd: string, d: string): number => {
  const p = PROD.get(cd);
  if (!p) throw new Error(cd);
  const change = p.grp === "SCH" ? "2025-09-01" : "2025-04-01";
  return d < change ? p.old : p.now;
};

// ------------------------------------------------------------------ exhibitions
type Exh = {
  cd: string;
  ttl: string;
  gal: string;
  open: string;
  close: string | null;
  supp: number;
  lender: string | null;
  spons: string | null;
  budget: number;
  pull: number; // how strongly it draws visitors
};
const EXHS: Exh[] = [
  {
    cd: "E24-01",
    ttl: "Wool and Water: The Mills of the Nidd",
    gal: "LG",
    open: "2024-01-20",
    close: "2024-04-14",
    supp: 300,
    lender: null,
    spons: null,
    budget: 14500,
    pull: 0.8,
  },
  {
    cd: "E24-02",
    ttl: "Floating World: Japanese Woodblock Prints",
    gal: "PR",
    open: "2024-02-10",
    close: "2024-06-02",
    supp: 250,
    lender: "Leeds Museums & Galleries",
    spons: null,
    budget: 9800,
    pull: 0.9,
  },
  {
    cd: "E24-03",
    ttl: "Barbara Hepworth: Drawings from the Studio",
    gal: "LG",
    open: "2024-05-11",
    close: "2024-09-08",
    supp: 500,
    lender: "The Hepworth Wakefield",
    spons: "Nidd Valley Building Society",
    budget: 42000,
    pull: 1.4,
  },
  {
    cd: "E24-04",
    ttl: "The Knaresborough Hoard",
    gal: "GS",
    open: "2024-07-06",
    close: "2025-01-05",
    supp: 250,
    lender: "Yorkshire Museum",
    spons: null,
    budget: 21000,
    pull: 1.1,
  },
  {
    cd: "E24-05",
    ttl: "Frost Fair: Winter in Yorkshire Painting",
    gal: "LG",
    open: "2024-10-12",
    close: "2025-02-23",
    supp: 400,
    lender: null,
    spons: null,
    budget: 16000,
    pull: 0.9,
  },
  {
    cd: "E25-01",
    ttl: "Mother Shipton: Myth and Marketing",
    gal: "GS",
    open: "2025-03-15",
    close: "2025-09-28",
    supp: 300,
    lender: null,
    spons: "Harrogate Spring Water",
    budget: 12500,
    pull: 1.0,
  },
  {
    cd: "E25-02",
    ttl: "Women of the Dales: Photographs 1890-1950",
    gal: "LG",
    open: "2025-04-05",
    close: "2025-08-31",
    supp: 450,
    lender: "Dales Countryside Museum",
    spons: null,
    budget: 18500,
    pull: 1.0,
  },
  {
    cd: "E25-03",
    ttl: "Turner in Yorkshire",
    gal: "LG",
    open: "2025-10-04",
    close: "2026-02-22",
    supp: 700,
    lender: "Tate",
    spons: "Nidd Valley Building Society",
    budget: 96000,
    pull: 2.0,
  },
  {
    cd: "E26-01",
    ttl: "Speed to the North: LNER Railway Posters",
    gal: "PR",
    open: "2026-03-14",
    close: "2026-07-05",
    supp: 300,
    lender: "National Railway Museum",
    spons: null,
    budget: 11000,
    pull: 1.0,
  },
  {
    cd: "E26-02",
    ttl: "Stitched Stories: Quilts of the North",
    gal: "LG",
    open: "2026-04-18",
    close: "2026-09-06",
    supp: 450,
    lender: "The Quilters' Guild",
    spons: null,
    budget: 23000,
    pull: 0.9,
  },
  {
    cd: "E26-03",
    ttl: "Sea Dragons of the Yorkshire Coast",
    gal: "GS",
    open: "2026-06-20",
    close: null,
    supp: 350,
    lender: "Whitby Museum",
    spons: "Castle Hill Dental Practice",
    budget: 27500,
    pull: 1.3,
  },
  {
    cd: "E26-04",
    ttl: "L. S. Lowry and the Northern Town",
    gal: "LG",
    open: "2026-10-10",
    close: "2027-02-28",
    supp: 600,
    lender: "The Lowry, Salford",
    spons: "Nidd Valley Building Society",
    budget: 74000,
    pull: 1.7,
  },
  {
    cd: "E27-01",
    ttl: "Cut and Press: Contemporary Printmakers",
    gal: "PR",
    open: "2027-03-13",
    close: "2027-06-27",
    supp: 300,
    lender: null,
    spons: null,
    budget: 8500,
    pull: 0.8,
  },
];
const exhOn = (d: string): Exh[] =>
  EXHS.filter((e) => e.open <= d && (e.close === null || d <= e.close));

// ------------------------------------------------------------------ names
const FIRST = [
  "Ann",
  "Barbara",
  "Carol",
  "Christine",
  "Claire",
  "David",
  "Elaine",
  "Emma",
  "Fiona",
  "Gillian",
  "Graham",
  "Helen",
  "Ian",
  "Janet",
  "Jean",
  "John",
  "Judith",
  "Julie",
  "Karen",
  "Kathryn",
  "Keith",
  "Linda",
  "Malcolm",
  "Margaret",
  "Mark",
  "Martin",
  "Michael",
  "Nicola",
  "Patricia",
  "Paul",
  "Peter",
  "Philip",
  "Rachel",
  "Richard",
  "Robert",
  "Ruth",
  "Sarah",
  "Stephen",
  "Susan",
  "Tom",
  "Valerie",
  "Wendy",
  "Alison",
  "Andrew",
  "Catherine",
  "Geoffrey",
  "Hannah",
  "Jonathan",
  "Lucy",
  "Neil",
  "Oliver",
  "Pauline",
  "Rebecca",
  "Simon",
  "Sophie",
  "Trevor",
];
const LASTN = [
  "Ackroyd",
  "Atkinson",
  "Bairstow",
  "Barker",
  "Binns",
  "Booth",
  "Bramley",
  "Brayshaw",
  "Calvert",
  "Clough",
  "Dawson",
  "Dent",
  "Ellis",
  "Fawcett",
  "Firth",
  "Garside",
  "Greenwood",
  "Haigh",
  "Hartley",
  "Holmes",
  "Hirst",
  "Ibbotson",
  "Jowett",
  "Kitching",
  "Lister",
  "Metcalfe",
  "Mitchell",
  "Naylor",
  "Outhwaite",
  "Pickles",
  "Raistrick",
  "Rhodes",
  "Robinson",
  "Scaife",
  "Shackleton",
  "Sowerby",
  "Spence",
  "Sutcliffe",
  "Teale",
  "Thackray",
  "Thwaite",
  "Verity",
  "Walker",
  "Whiteley",
  "Wilkinson",
  "Wood",
  "Wormald",
  "Yeadon",
];
const usedNames = new Set<string>();
const nextName = uniqueNames(r, FIRST, LASTN, usedNames);

const PC_NEAR: (readonly [string, number])[] = [
  ["HG5", 30],
  ["HG1", 14],
  ["HG2", 12],
  ["HG3", 8],
  ["LS22", 7],
  ["YO26", 6],
  ["YO51", 5],
  ["LS17", 4],
  ["YO1", 3],
  ["LS6", 3],
  ["BD23", 3],
  ["LS1", 2],
  ["YO31", 2],
  ["DL8", 1],
  ["M20", 1],
  ["NE2", 1],
  ["SW11", 1],
];

// ------------------------------------------------------------------ members
type Mbr = {
  no: string;
  fnm: string;
  snm: string;
  tier: string;
  join: string;
  rnw: string;
  exp: string;
  fee: number;
  dd: boolean;
  cncl: string | null;
  ga: boolean;
  pc: string;
  renewals: string[]; // every join or renewal date from 2024 on
};
const TODAY = "2026-11-25";
const rawMembers: Omit<Mbr, "no">[] = [];
for (let i = 0; i < 760; i++) {
  const join = r.chance(0.5)
    ? r.date("2016-01-05", "2023-12-31")
    : r.date("2024-01-02", LAST);
  const tier = r.weighted([
    ["M-IND", 40],
    ["M-JNT", 30],
    ["M-FAM", 24],
    ["M-PAT", 6],
  ] as const);
  const dd = r.chance(0.55);
  let start = join;
  let cncl: string | null = null;
  const renewals: string[] = [];
  let exp = "";
  for (;;) {
    if (start >= START) renewals.push(start);
    exp = addDays(addMonths(start, 12), -1);
    if (r.chance(0.035)) {
      const c = r.date(start, exp);
      if (c <= LAST) {
        cncl = c;
        break;
      }
    }
    if (exp >= TODAY) break;
    if (!r.chance(dd ? 0.9 : 0.68)) break;
    start = addMonths(start, 12);
  }
  const end = cncl ?? exp;
  if (end < START) continue; // archived
  const [fnm, snm] = nextName();
  rawMembers.push({
    fnm,
    snm,
    tier,
    join,
    rnw: start,
    exp,
    fee: tier === "M-PAT" ? 250 : price(tier, start),
    dd,
    cncl,
    ga: r.chance(0.46),
    pc: r.weighted(PC_NEAR),
    renewals,
  });
}
rawMembers.sort((a, b) => (a.join < b.join ? -1 : a.join > b.join ? 1 : 0));
const MEMBERS: Mbr[] = rawMembers.map((m, i) => ({
  ...m,
  no: `M${pad(10_041 + i * 3, 5)}`,
}));
const activeOn = (m: Mbr, d: string): boolean =>
  m.join <= d && d <= m.exp && (m.cncl === null || d < m.cncl);

// ------------------------------------------------------------------ admissions
type Adm = [
  number,
  string,
  string,
  string | null,
  string,
  number,
  string | null,
  number,
  string,
  string,
  string | null,
  string | null,
];
const admRows: Adm[] = [];
let admNo = 100_000;
const season = (d: string): number => {
  const m = Number(d.slice(5, 7));
  return (
    [0, 0.65, 0.75, 0.9, 1.1, 1.1, 1.0, 1.35, 1.45, 0.95, 1.05, 0.85, 0.9][m] ??
    1
  );
};
const memberWeights = (d: string): Mbr[] =>
  MEMBERS.filter((m) => activeOn(m, d));

const addAdmission = (
  d: string,
  chan: "DSK" | "WEB",
  bkd: string | null,
): void => {
  const free = isFreeDay(d);
  const members = memberWeights(d);
  let tt = r.weighted([
    ["ADT", 34],
    ["CON", d < "2025-04-01" ? 9 : 16],
    ["SEN", d < "2025-04-01" ? 8 : 0],
    ["CHD", 6],
    ["U5", 3],
    ["FAM", 11],
    ["ART", 6],
    ["MEM", chan === "WEB" ? 0 : 16],
    ["CMP", chan === "WEB" ? 0 : 2],
  ] as const) as string;
  let mem: Mbr | null = null;
  if (tt === "MEM") {
    if (members.length === 0) tt = "ADT";
    else mem = r.pick(members);
  }
  let qty: number;
  switch (tt) {
    case "ADT":
      qty = r.weighted([
        [1, 50],
        [2, 38],
        [3, 7],
        [4, 5],
      ] as const);
      break;
    case "FAM":
      qty = r.weighted([
        [2, 8],
        [3, 30],
        [4, 42],
        [5, 20],
      ] as const);
      break;
    case "CHD":
      qty = r.weighted([
        [1, 45],
        [2, 35],
        [3, 20],
      ] as const);
      break;
    case "MEM": {
      const t = mem?.tier ?? "M-IND";
      qty =
        t === "M-IND"
          ? 1
          : t === "M-FAM"
            ? r.int(2, 5)
            : r.weighted([
                [1, 35],
                [2, 65],
              ] as const);
      break;
    }
    default:
      qty = r.weighted([
        [1, 60],
        [2, 40],
      ] as const);
  }
  const running = exhOn(d);
  let exh: Exh | null = null;
  if (running.length > 0) {
    const want = chan === "WEB" ? 0.75 : tt === "MEM" ? 0.55 : 0.42;
    if (r.chance(Math.min(0.9, want * (free ? 1.2 : 1)))) {
      exh = r.weighted(running.map((e) => [e, e.pull] as const));
    }
  }
  let gen = 0;
  if (!free) {
    if (tt === "FAM") gen = price("FAM", d) * 100;
    else gen = price(tt, d) * 100 * qty;
  }
  let ga = false;
  if (gen > 0 && r.chance(chan === "WEB" ? 0.4 : 0.3)) {
    ga = true;
    gen = Math.round(gen * 1.1);
  }
  let supp = 0;
  if (exh) {
    if (tt === "ADT" || tt === "CON" || tt === "SEN") supp = exh.supp * qty;
    else if (tt === "CHD" || tt === "ART")
      supp = Math.round(exh.supp / 2) * qty;
    else if (tt === "FAM") {
      const adults = Math.min(2, qty - 1);
      supp = exh.supp * adults + Math.round(exh.supp / 2) * (qty - adults);
    }
  }
  const pc = r.chance(0.42) ? null : mem ? mem.pc : r.weighted(PC_NEAR);
  admRows.push([
    admNo++,
    d,
    chan,
    bkd,
    tt,
    qty,
    exh ? exh.cd : null,
    gen + supp,
    ga ? "Y" : "N",
    free ? "Y" : "N",
    mem ? mem.no : null,
    pc,
  ]);
};

for (const d of daysFrom(START, LAST)) {
  if (!isOpen(d)) continue;
  const dow = dayOfWeek(d);
  const weekend = dow === 0 || dow === 6 || ENGLAND_BANK_HOLIDAYS.has(d);
  let lambda = (weekend ? 6.2 : 3.4) * season(d);
  const running = exhOn(d);
  lambda *= 1 + 0.25 * running.reduce((s, e) => s + e.pull - 0.8, 0);
  if (isFreeDay(d)) lambda *= 3.2;
  const n = r.poisson(lambda);
  for (let i = 0; i < n; i++) {
    const web = r.chance(0.2);
    addAdmission(
      d,
      web ? "WEB" : "DSK",
      web ? addDays(d, -r.int(0, 24)) : null,
    );
  }
}
// Online tickets already sold for visits from today on.
for (const d of daysFrom(TODAY, "2027-01-31")) {
  if (!isOpen(d)) continue;
  const ahead = Math.round((Date.parse(d) - Date.parse(TODAY)) / 86_400_000);
  const n = r.poisson(Math.max(0.15, 1.4 - ahead * 0.02));
  for (let i = 0; i < n; i++) {
    const bkd = addDays(LAST, -r.int(0, Math.min(40, 20 + ahead)));
    addAdmission(d, "WEB", bkd);
  }
}
admRows.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[0] - b[0]));
admRows.forEach((row, i) => {
  row[0] = 100_001 + i;
});

// ------------------------------------------------------------------ school visits
const SCHOOLS: (readonly [string, string])[] = [
  ["Aspin Park Academy", "NYC"],
  ["Knaresborough St John's CE Primary", "NYC"],
  ["Meadowside Academy", "NYC"],
  ["Goldsborough CE Primary", "NYC"],
  ["Scotton Lingerfield Primary", "NYC"],
  ["Boroughbridge Primary", "NYC"],
  ["Ferrensby Community Primary", "NYC"],
  ["Starbeck Primary Academy", "NYC"],
  ["Oatlands Junior School", "NYC"],
  ["Richard Taylor CE Primary", "NYC"],
  ["Pannal Primary", "NYC"],
  ["Killinghall CE Primary", "NYC"],
  ["King James's School", "NYC"],
  ["Rossett Acre Primary", "NYC"],
  ["Ripon Cathedral CE Primary", "NYC"],
  ["Skipton Water Street Primary", "NYC"],
  ["Wetherby Deighton Gates Primary", "LDS"],
  ["Collingham Lady Elizabeth Hastings CE", "LDS"],
  ["Bramham Primary", "LDS"],
  ["Boston Spa Academy", "LDS"],
  ["Alwoodley Primary", "LDS"],
  ["Horsforth Featherbank Primary", "LDS"],
  ["Otley All Saints CE Primary", "LDS"],
  ["Roundhay St John's Primary", "LDS"],
  ["Ilkley Ben Rhydding Primary", "BRD"],
  ["Baildon CE Primary", "BRD"],
  ["Shipley Wycliffe CE Primary", "BRD"],
  ["Menston Primary", "BRD"],
  ["Poppleton Ousebank Primary", "YRK"],
  ["York Knavesmire Primary", "YRK"],
  ["Haxby Road Primary", "YRK"],
  ["Manor CE Academy", "YRK"],
  ["Huntington School", "YRK"],
  ["Harrogate Grammar School", "NYC"],
];
const SCHOOL_W = SCHOOLS.map(
  (s, i) => [s, i < 6 ? 4 : i % 5 === 0 ? 2.5 : 1] as const,
);
const isTermDay = (d: string): boolean => {
  const md = d.slice(5);
  const dow = dayOfWeek(d);
  if (dow < 2 || dow > 5) return false;
  if (!isOpen(d)) return false;
  if (md >= "07-20" && md <= "09-03") return false;
  if (md >= "12-18" || md <= "01-06") return false;
  if (md >= "02-14" && md <= "02-21") return false;
  if (md >= "03-30" && md <= "04-12") return false;
  if (md >= "05-26" && md <= "05-30") return false;
  if (md >= "10-24" && md <= "10-31") return false;
  return true;
};
const TOPICS_WKS = [
  "Romans in Yorkshire",
  "Victorian Schoolroom",
  "Stone Age to Iron Age",
  "Printmaking",
  "Mother Shipton and Myths",
];
const schRows: unknown[][] = [];
let bkgSeq = 0;
let invSeq = 0;
for (const d of daysFrom(START, FUTURE_END)) {
  if (!isTermDay(d)) continue;
  const n = r.chance(0.38) ? (r.chance(0.15) ? 2 : 1) : 0;
  for (let i = 0; i < n; i++) {
    const bkd = addDays(d, -r.int(12, 150));
    if (bkd > LAST) continue;
    const [school, la] = r.weighted(SCHOOL_W);
    const secondary =
      /School$|Academy$|Grammar/.test(school) &&
      !/Primary/.test(school) &&
      school !== "Aspin Park Academy" &&
      school !== "Meadowside Academy" &&
      school !== "Starbeck Primary Academy";
    const ks = secondary
      ? r.weighted([
          ["KS3", 60],
          ["KS4", 25],
          ["KS5", 15],
        ] as const)
      : r.weighted([
          ["EYFS", 8],
          ["KS1", 32],
          ["KS2", 60],
        ] as const);
    const prog =
      d < "2025-09-01"
        ? r.weighted([
            ["S-WKS", 58],
            ["S-SG", 30],
            ["S-TOUR", 12],
          ] as const)
        : r.weighted([
            ["S-WKS", 66],
            ["S-SG", 34],
          ] as const);
    let topic: string | null = null;
    if (prog === "S-WKS") {
      const topics =
        d >= "2026-06-20" ? [...TOPICS_WKS, "Fossil Hunters"] : TOPICS_WKS;
      topic = ks === "KS4" || ks === "KS5" ? "Printmaking" : r.pick(topics);
    } else if (prog === "S-TOUR")
      topic = r.pick(["Highlights of the Collection", "Current Exhibition"]);
    const nPup =
      ks === "EYFS"
        ? r.int(12, 30)
        : ks === "KS5"
          ? r.int(8, 24)
          : r.int(18, 62);
    const nAdl =
      Math.ceil(nPup / (ks === "EYFS" || ks === "KS1" ? 5 : 9)) + r.int(0, 1);
    const bur = la === "NYC" && r.chance(0.16);
    let stat: string;
    if (d <= LAST)
      stat = r.weighted([
        ["ATT", 86],
        ["CXL", 10],
        ["NSH", 4],
      ] as const);
    else
      stat = r.weighted([
        ["CNF", 62],
        ["PRV", 32],
        ["CXL", 6],
      ] as const);
    const fee = bur || stat === "CXL" ? 0 : money(nPup * price(prog, d));
    let inv: string | null = null;
    let paid: string | null = null;
    if ((stat === "ATT" || stat === "NSH") && fee > 0) {
      invSeq++;
      inv = `INV${pad(4100 + invSeq, 5)}`;
      const p = addDays(d, r.int(6, 62));
      if (p <= LAST && !r.chance(0.05)) paid = p;
    }
    bkgSeq++;
    schRows.push([
      `SB${d.slice(2, 4)}-${pad(bkgSeq, 4)}`,
      school,
      la,
      ks,
      prog,
      topic,
      bkd,
      d,
      nPup,
      nAdl,
      bur ? "Y" : "N",
      fee,
      stat,
      inv,
      paid,
    ]);
  }
}

// ------------------------------------------------------------------ donations
type Don = [
  number,
  string,
  string,
  string | null,
  string | null,
  number,
  string,
  string | null,
  string,
];
const donRows: Don[] = [];
const ROOF_FROM = "2025-06-01";
const ROOF_TO = "2026-09-30";
const restrFor = (d: string): string => {
  const roof = d >= ROOF_FROM && d <= ROOF_TO;
  return r.weighted([
    ["GEN", 60],
    ["ROOF", roof ? 45 : 0],
    ["ACQ", 6],
    ["LRN", 6],
  ] as const);
};
const DONORS: { nm: string; ga: boolean; big: number }[] = [];
for (let i = 0; i < 150; i++) {
  const [f, l] = nextName();
  DONORS.push({
    nm: `${l}, ${f}`,
    ga: r.chance(0.62),
    big: r.weighted([
      [1, 70],
      [3, 22],
      [12, 8],
    ] as const),
  });
}
for (const d of daysFrom(START, LAST)) {
  const open = isOpen(d);
  if (open && dayOfWeek(d) === 2) {
    donRows.push([
      0,
      d,
      "BOX",
      null,
      null,
      money(r.float(25, 160) * season(d)),
      "N",
      null,
      "GEN",
    ]);
  }
  if (open) {
    const taps = r.poisson(0.9 * season(d));
    for (let i = 0; i < taps; i++) {
      donRows.push([
        0,
        d,
        "CTL",
        null,
        null,
        r.weighted([
          [3, 40],
          [5, 45],
          [10, 15],
        ] as const),
        "N",
        null,
        d >= ROOF_FROM && d <= ROOF_TO ? "ROOF" : "GEN",
      ]);
    }
  }
  const roofBoost = d >= ROOF_FROM && d <= ROOF_TO ? 1.8 : 1;
  const onl = r.poisson(0.22 * roofBoost);
  for (let i = 0; i < onl; i++) {
    const dn = r.pick(DONORS);
    const amt =
      dn.big > 1
        ? money(r.int(2, 40) * 5 * dn.big)
        : r.weighted([
            [10, 30],
            [20, 25],
            [25, 15],
            [50, 15],
            [100, 10],
            [250, 4],
            [500, 1],
          ] as const);
    donRows.push([
      0,
      d,
      "ONL",
      dn.nm,
      null,
      amt,
      dn.ga ? "Y" : "N",
      null,
      restrFor(d),
    ]);
  }
  if (dayOfWeek(d) !== 0 && dayOfWeek(d) !== 6 && r.chance(0.06 * roofBoost)) {
    const dn = r.pick(DONORS);
    const amt = money(
      r.weighted([
        [15, 20],
        [20, 25],
        [30, 15],
        [50, 20],
        [100, 15],
        [200, 5],
      ] as const) * dn.big,
    );
    donRows.push([
      0,
      d,
      "PST",
      dn.nm,
      null,
      amt,
      dn.ga ? "Y" : "N",
      null,
      restrFor(d),
    ]);
  }
}
for (const m of MEMBERS) {
  for (const rd of m.renewals) {
    if (rd > LAST) continue;
    if (r.chance(m.tier === "M-PAT" ? 0.6 : 0.2)) {
      const amt =
        m.tier === "M-PAT"
          ? r.pick([50, 100, 150, 250])
          : r.pick([5, 10, 10, 15, 20, 25]);
      donRows.push([
        0,
        rd,
        "MEM",
        `${m.snm}, ${m.fnm}`,
        m.no,
        amt,
        m.ga ? "Y" : "N",
        null,
        rd >= ROOF_FROM && rd <= ROOF_TO && r.chance(0.5) ? "ROOF" : "GEN",
      ]);
    }
  }
}
donRows.push([
  0,
  "2024-06-18",
  "LEG",
  "Estate of the late Dorothy Pickersgill",
  null,
  25000,
  "N",
  null,
  "ACQ",
]);
donRows.push([
  0,
  "2025-02-11",
  "LEG",
  "Estate of the late Harold Wainwright",
  null,
  8250,
  "N",
  null,
  "GEN",
]);
donRows.push([
  0,
  "2026-03-24",
  "LEG",
  "Estate of the late Mary Eastwood",
  null,
  40000,
  "N",
  null,
  "ROOF",
]);
donRows.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
const quarterRef = (d: string): string =>
  `GA${d.slice(2, 4)}Q${Math.floor((Number(d.slice(5, 7)) - 1) / 3) + 1}`;
donRows.forEach((row, i) => {
  row[0] = 5001 + i;
  if (row[6] === "Y" && row[1] < "2026-10-01" && !r.chance(0.04))
    row[7] = quarterRef(row[1]);
});

// ------------------------------------------------------------------ shop till
type Sku = {
  sku: string;
  desc: string;
  cat: string;
  p: number;
  w: number;
  from?: string;
  to?: string | null;
  seasonal?: boolean;
};
const SKUS: Sku[] = [
  {
    sku: "978185",
    desc: "Castlegate Museum Guidebook",
    cat: "BK",
    p: 595,
    w: 5,
  },
  { sku: "978190", desc: "Walks in Nidderdale", cat: "BK", p: 999, w: 3 },
  {
    sku: "978203",
    desc: "Mother Shipton's Prophecies",
    cat: "BK",
    p: 799,
    w: 3,
  },
  { sku: "978211", desc: "Children's Activity Book", cat: "BK", p: 399, w: 3 },
  {
    sku: "978226",
    desc: "A History of Knaresborough Castle",
    cat: "BK",
    p: 1299,
    w: 2,
  },
  {
    sku: "PR0101",
    desc: "A3 Print: Knaresborough Viaduct",
    cat: "PR",
    p: 1200,
    w: 3,
  },
  { sku: "PR0102", desc: "Framed Print: Nidd Gorge", cat: "PR", p: 4500, w: 1 },
  {
    sku: "PR0203",
    desc: "Poster: LNER Knaresborough",
    cat: "PR",
    p: 1500,
    w: 2,
    from: "2026-03-14",
  },
  { sku: "ST0001", desc: "Greeting Card", cat: "ST", p: 295, w: 9 },
  { sku: "ST0002", desc: "Postcard", cat: "ST", p: 75, w: 8 },
  {
    sku: "ST0010",
    desc: "Christmas Cards (pack of 6)",
    cat: "ST",
    p: 550,
    w: 6,
    seasonal: true,
  },
  { sku: "ST0020", desc: "A5 Notebook", cat: "ST", p: 650, w: 3 },
  { sku: "ST0021", desc: "Pencil Set", cat: "ST", p: 350, w: 3 },
  { sku: "JW0005", desc: "Silver Ammonite Pendant", cat: "JW", p: 3500, w: 1 },
  { sku: "JW0011", desc: "Enamel Brooch", cat: "JW", p: 1400, w: 2 },
  { sku: "JW0017", desc: "Whitby Jet Earrings", cat: "JW", p: 2800, w: 1 },
  { sku: "KD0100", desc: "Fossil Dig Kit", cat: "KD", p: 899, w: 3 },
  { sku: "KD0104", desc: "Knight Dressing-up Set", cat: "KD", p: 1299, w: 2 },
  { sku: "KD0120", desc: "Pocket Money Toy", cat: "KD", p: 150, w: 7 },
  { sku: "KD0131", desc: "Soft Toy Owl", cat: "KD", p: 799, w: 3 },
  { sku: "GF0200", desc: "Tea Towel", cat: "GF", p: 850, w: 3 },
  { sku: "GF0201", desc: "Tote Bag", cat: "GF", p: 995, w: 3 },
  { sku: "GF0202", desc: "Castlegate Mug", cat: "GF", p: 1000, w: 3 },
  { sku: "GF0210", desc: "Fridge Magnet", cat: "GF", p: 350, w: 5 },
  ...EXHS.filter((e) => e.open <= LAST).map((e, i) => ({
    sku: `EX${pad(i + 1, 4)}`,
    desc: `Catalogue: ${e.ttl}`,
    cat: "EX",
    p: e.budget > 40_000 ? 2495 : e.budget > 15_000 ? 1695 : 1295,
    w: 2.5 * e.pull,
    from: e.open,
    to: e.close,
  })),
];
const tillRows: unknown[][] = [];
let txnNo = 300_000;
for (const d of daysFrom(START, LAST)) {
  if (!isOpen(d)) continue;
  const dow = dayOfWeek(d);
  const weekend = dow === 0 || dow === 6;
  const xmas = d.slice(5) >= "11-01";
  const n = r.poisson((weekend ? 4.2 : 2.4) * season(d) * (xmas ? 1.4 : 1));
  const avail = SKUS.filter(
    (s) =>
      (!s.from || s.from <= d) &&
      (s.to === undefined || s.to === null || d <= s.to) &&
      (!s.seasonal || d.slice(5) >= "10-15"),
  );
  for (let t = 0; t < n; t++) {
    txnNo++;
    const mins = r.int(10 * 60 + 5, 16 * 60 + 58);
    const ts = `${d} ${pad(Math.floor(mins / 60), 2)}:${pad(mins % 60, 2)}:${pad(r.int(0, 59), 2)}`;
    const member = r.chance(0.17);
    const pay = r.chance(0.84) ? "CRD" : "CSH";
    const voided = r.chance(0.012);
    const lines = r.weighted([
      [1, 55],
      [2, 30],
      [3, 12],
      [4, 3],
    ] as const);
    const seen = new Set<string>();
    let ln = 0;
    for (let l = 0; l < lines; l++) {
      const s = r.weighted(avail.map((x) => [x, x.w] as const));
      if (seen.has(s.sku)) continue;
      seen.add(s.sku);
      const qty =
        s.p < 400
          ? r.weighted([
              [1, 50],
              [2, 25],
              [3, 10],
              [4, 8],
              [6, 7],
            ] as const)
          : r.weighted([
              [1, 88],
              [2, 12],
            ] as const);
      const disc = member ? Math.round(s.p * qty * 0.1) : 0;
      ln++;
      tillRows.push([
        txnNo,
        ln,
        ts,
        s.sku,
        s.desc,
        s.cat,
        qty,
        s.p,
        disc,
        s.p * qty - disc,
        pay,
        voided ? "Y" : "N",
      ]);
    }
  }
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA curio;
CREATE TABLE curio.prod (
  prod_cd varchar(8) PRIMARY KEY,
  prod_grp char(3) NOT NULL,
  prod_desc varchar(60) NOT NULL,
  unit_txt varchar(20) NOT NULL,
  price_gbp numeric(8,2) NOT NULL,
  actv_yn char(1) NOT NULL
);
CREATE TABLE curio.exhib (
  exh_cd varchar(8) PRIMARY KEY,
  exh_ttl varchar(120) NOT NULL,
  gal_cd char(2) NOT NULL,
  open_dt date NOT NULL,
  close_dt date,
  supp_p integer NOT NULL,
  loan_yn char(1) NOT NULL,
  lender_nm varchar(80),
  spons_nm varchar(80),
  budget_gbp integer NOT NULL
);
CREATE TABLE curio.mbr (
  mem_no varchar(8) PRIMARY KEY,
  fnm varchar(40) NOT NULL,
  snm varchar(40) NOT NULL,
  tier_cd varchar(8) NOT NULL REFERENCES curio.prod(prod_cd),
  join_dt date NOT NULL,
  rnw_dt date NOT NULL,
  exp_dt date NOT NULL,
  fee_gbp numeric(8,2) NOT NULL,
  dd_yn char(1) NOT NULL,
  cncl_dt date,
  ga_yn char(1) NOT NULL,
  pc_dist varchar(5)
);
CREATE TABLE curio.adm (
  adm_no integer PRIMARY KEY,
  vis_dt date NOT NULL,
  chan_cd char(3) NOT NULL,
  bkd_dt date,
  tt_cd varchar(8) NOT NULL REFERENCES curio.prod(prod_cd),
  qty smallint NOT NULL,
  exh_cd varchar(8) REFERENCES curio.exhib(exh_cd),
  amt_p integer NOT NULL,
  ga_yn char(1) NOT NULL,
  free_dy char(1) NOT NULL,
  mem_no varchar(8) REFERENCES curio.mbr(mem_no),
  pc_dist varchar(5)
);
CREATE TABLE curio.sch_bkg (
  bkg_ref varchar(12) PRIMARY KEY,
  school_nm varchar(80) NOT NULL,
  la_cd char(3) NOT NULL,
  ks_cd varchar(4) NOT NULL,
  prog_cd varchar(8) NOT NULL REFERENCES curio.prod(prod_cd),
  wks_topic varchar(60),
  bkd_dt date NOT NULL,
  vis_dt date NOT NULL,
  n_pup smallint NOT NULL,
  n_adl smallint NOT NULL,
  bur_yn char(1) NOT NULL,
  fee_gbp numeric(8,2) NOT NULL,
  stat_cd char(3) NOT NULL,
  inv_no varchar(10),
  inv_pd_dt date
);
CREATE TABLE curio.dntn (
  don_no integer PRIMARY KEY,
  don_dt date NOT NULL,
  src_cd char(3) NOT NULL,
  donor_nm varchar(80),
  mem_no varchar(8) REFERENCES curio.mbr(mem_no),
  amt_gbp numeric(10,2) NOT NULL,
  ga_yn char(1) NOT NULL,
  ga_clm_ref varchar(8),
  restr_cd varchar(4) NOT NULL
);
CREATE TABLE curio.till_ln (
  txn_no integer NOT NULL,
  ln_no smallint NOT NULL,
  txn_ts timestamp NOT NULL,
  sku varchar(10) NOT NULL,
  item_desc varchar(120) NOT NULL,
  cat_cd char(2) NOT NULL,
  qty smallint NOT NULL,
  unit_p integer NOT NULL,
  disc_p integer NOT NULL,
  gross_p integer NOT NULL,
  pay_cd char(3) NOT NULL,
  void_yn char(1) NOT NULL,
  PRIMARY KEY (txn_no, ln_no)
);
`;
  return [
    ddl,
    insertRows(
      "curio.prod",
      ["prod_cd", "prod_grp", "prod_desc", "unit_txt", "price_gbp", "actv_yn"],
      PRODS.map((p) => [
        p.cd,
        p.grp,
        p.desc,
        p.unit,
        p.now,
        p.actv ? "Y" : "N",
      ]),
    ),
    insertRows(
      "curio.exhib",
      [
        "exh_cd",
        "exh_ttl",
        "gal_cd",
        "open_dt",
        "close_dt",
        "supp_p",
        "loan_yn",
        "lender_nm",
        "spons_nm",
        "budget_gbp",
      ],
      EXHS.map((e) => [
        e.cd,
        e.ttl,
        e.gal,
        e.open,
        e.close,
        e.supp,
        e.lender ? "Y" : "N",
        e.lender,
        e.spons,
        e.budget,
      ]),
    ),
    insertRows(
      "curio.mbr",
      [
        "mem_no",
        "fnm",
        "snm",
        "tier_cd",
        "join_dt",
        "rnw_dt",
        "exp_dt",
        "fee_gbp",
        "dd_yn",
        "cncl_dt",
        "ga_yn",
        "pc_dist",
      ],
      MEMBERS.map((m) => [
        m.no,
        m.fnm,
        m.snm,
        m.tier,
        m.join,
        m.rnw,
        m.exp,
        m.fee,
        m.dd ? "Y" : "N",
        m.cncl,
        m.ga ? "Y" : "N",
        m.pc,
      ]),
    ),
    insertRows(
      "curio.adm",
      [
        "adm_no",
        "vis_dt",
        "chan_cd",
        "bkd_dt",
        "tt_cd",
        "qty",
        "exh_cd",
        "amt_p",
        "ga_yn",
        "free_dy",
        "mem_no",
        "pc_dist",
      ],
      admRows,
    ),
    insertRows(
      "curio.sch_bkg",
      [
        "bkg_ref",
        "school_nm",
        "la_cd",
        "ks_cd",
        "prog_cd",
        "wks_topic",
        "bkd_dt",
        "vis_dt",
        "n_pup",
        "n_adl",
        "bur_yn",
        "fee_gbp",
        "stat_cd",
        "inv_no",
        "inv_pd_dt",
      ],
      schRows,
    ),
    insertRows(
      "curio.dntn",
      [
        "don_no",
        "don_dt",
        "src_cd",
        "donor_nm",
        "mem_no",
        "amt_gbp",
        "ga_yn",
        "ga_clm_ref",
        "restr_cd",
      ],
      donRows,
    ),
    insertRows(
      "curio.till_ln",
      [
        "txn_no",
        "ln_no",
        "txn_ts",
        "sku",
        "item_desc",
        "cat_cd",
        "qty",
        "unit_p",
        "disc_p",
        "gross_p",
        "pay_cd",
        "void_yn",
      ],
      tillRows,
    ),
  ].join("\n");
}
