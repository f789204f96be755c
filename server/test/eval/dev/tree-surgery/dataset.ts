/**
 * Wealden Tree Care Ltd is an arboricultural contractor (tree surgeons) with its main yard on an industrial estate
 * outside Heathfield, East Sussex, and a small satellite yard at Pembury for the Tunbridge Wells crew. It works for
 * householders, businesses, managing agents of blocks of flats, schools, private estates and town and parish
 * councils across the Wealden, Rother, Tunbridge Wells, Lewes and Eastbourne districts and the South Downs National
 * Park. Work comes in three ways: (1) an enquiry, after which one of the arb surveyors (estimators) visits the site
 * and sends a written quote; if the customer accepts, the office checks the council's maps for Tree Preservation
 * Orders (TPOs) and conservation areas, lodges any application or notice that is needed, and books the job in for a
 * crew; (2) term-contract customers (some councils, estates, schools and managing agents) order work against an
 * agreed schedule of rates with a purchase order, without a quote; (3) emergency call-outs, mostly after storms,
 * when a crew is sent out the same day (any day of the week) to make safe a fallen or hung-up tree; these are
 * charged at the call-out rates without a quote and need no TPO consent (dangerous trees are exempt).
 *
 * Each crew is a lead climber (or, for the hedge & stump crew, a lead groundsman) with a second climber and one or
 * two groundsmen, a tipper truck and its own woodchipper. MEWPs (mobile elevating work platforms: spider lifts and
 * van-mounted cherry pickers) and stump grinders are shared between crews. Arisings (the wood and green waste from
 * a job: chip, brash, timber, stump grindings) are carried away by the crew's tipper, one load at a time, to the
 * company's own yard, to a biomass plant or to a green-waste composting site, which charges a gate fee per tonne.
 * The company is VAT registered and invoices each job once it is finished.
 *
 * This is an export of the tree-surgery job management package "ArbDesk" (schema `arbdesk`), taken on the morning
 * of Wednesday 2026-11-25 with everything entered up to the end of Tuesday 2026-11-24. The data starts on
 * 2024-01-02. Crews work Monday to Friday except bank holidays and the Christmas shutdown (24 December to
 * 1 January); emergency call-outs can fall on any day.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `net_p`, `vat_p`, `tot_p`, `fee_p`. Quote
 * and invoice `net_p` are before VAT; invoice `vat_p` is VAT at 20% and `tot_p` = `net_p` + `vat_p`, the amount
 * the customer pays. Weights are metric tonnes. Plant hours are engine hours off the machine's hour meter. Dates are
 * UK calendar dates.
 *
 * Business terms and codes:
 * - Work codes (`work_cd`, on quotes and jobs): FELL felling (whole trees, in sections where needed), CRED crown
 *   reduction, CTHN crown thin, CLFT crown lift (removing lower limbs for clearance), DWD deadwooding, POLL
 *   pollarding, HDG hedge cutting or reduction, STG stump grinding, SITE site clearance (scrub and trees cleared
 *   from a plot), EMG emergency make-safe after storm damage (call-outs only, never quoted). `n_trees` the number of
 *   trees (for STG, stumps) in the work; NULL for hedges and site clearance, which are not counted in trees.
 * - Councils (`lpa_cd`, the local planning authority that decides on protected trees): WEA Wealden District
 *   Council, RTH Rother District Council, TWB Tunbridge Wells Borough Council, LEW Lewes District Council, EBN
 *   Eastbourne Borough Council, SDNP South Downs National Park Authority.
 * - Staff (`staff`): `role_cd` MD managing director, OPS operations manager, SURV arb surveyor / estimator, ADM office
 *   and accounts, CLM climber (tree surgeon who climbs), GRD groundsman (ground worker: chipper, rigging, clearing up;
 *   the hedge & stump crew's lead is a groundsman). `crew_cd` the crew a climber or groundsman works in (NULL for
 *   office staff and surveyors). `rpt_to` the person they report to (self-reference to `staff.staff_no`): crew
 *   members report to their crew lead, crew leads to the operations manager, office staff to the office manager,
 *   surveyors, the operations manager and the office manager to the managing director. `start_dt` and `end_dt`
 *   (NULL = still employed). `ipaf_yn` Y when the person holds an IPAF card to operate MEWPs. `ar_dt` the date of the
 *   climber's last aerial rescue refresher (climbers only; NULL for everybody else).
 * - Crews (`crew`): `crew_cd`, `crew_nm`, `base_cd` the yard the crew works out of (HFD Heathfield, PBY Pembury,
 *   EBN a rented unit in Eastbourne). `lead_no` the crew lead (staff). `tipper_reg` the registration of the crew's
 *   tipper. `form_dt` when the crew was set up; `disb_dt` when it was disbanded (NULL = still working). The Eastbourne
 *   crew ran from September 2024 to March 2026.
 * - Customers (`cust`): `cust_typ` DOM domestic (householder), COM commercial (businesses, clubs, churches, holiday
 *   parks), MGT managing agent or residents' management company, LA town or parish council, EST private estate or
 *   farm, SCH school or academy. `acct_yn` Y for customers with a credit account. `terms_days` the payment terms in
 *   days from the invoice date (14 for domestic customers, 30 for others). `sor_yn` Y for term-contract customers
 *   who order work at schedule-of-rates prices without a quote. `crt_dt` when the customer was set up.
 * - Quotes (`quote`): one written quote after a site visit (`visit_dt`) by a surveyor (`surv_no`); `qt_dt` the date it
 *   was sent. `net_p` the quoted price before VAT. `site_town`, `site_pcode` where the trees are. `stat_cd` ISS
 *   sent and awaiting the customer's reply, ACC accepted, DEC declined, EXP lapsed (no reply within the 90 days a
 *   quote is valid for). `resp_dt` the date the customer accepted or declined (NULL for ISS and EXP). A quote
 *   covers one kind of work.
 * - TPO checks (`tpo_chk`): the office's check of the council's TPO and conservation-area maps for a quote's site
 *   (at most one per quote; stump and most hedge quotes are not checked). `prot_cd` TPO the tree is covered by a Tree
 *   Preservation Order (recorded as TPO even when the site is also in a conservation area), CA the site is in a
 *   conservation area (no TPO), NONE not protected. `tpo_ref` the order's reference (TPO only). When an accepted
 *   quote's tree is protected the office lodges a TPO application (TPO) or a Section 211 notice of intent (CA) with
 *   the council: `app_ref` the council's reference, `app_dt` the date it was lodged (NULL = nothing lodged: the
 *   tree is not protected or the quote was not accepted). The council should decide a TPO application within
 *   8 weeks; for a Section 211 notice it has 6 weeks to object (by making a TPO). `dec_dt` the date of the
 *   decision (NULL = still awaiting a decision) and `dec_cd` APP consent granted, PART consent for part of the work
 *   only, REF consent refused, NOB no objection to the notice, TPOM the council made a TPO (the work may not go
 *   ahead), LAPS the six weeks passed without a reply (the work may go ahead; `dec_dt` is the day the six weeks
 *   ran out).
 * - Jobs (`job`): one piece of work for a crew. `qt_no` the quote it came from (NULL for term-contract orders and
 *   emergency call-outs). `emerg_yn` Y for an emergency call-out. `ord_ref` the customer's purchase order number
 *   (contract customers; NULL otherwise). `ord_dt` when the job was won: the quote accepted, the order received, or
 *   the call-out taken. `crew_cd` the crew booked (NULL until booked). `sched_dt` the booked date (for call-outs the
 *   call-out date; NULL until booked), `start_dt` the first day on site (NULL = not started), `cmpl_dt` the day the
 *   job was finished (NULL = not finished). `stat_cd` HOLD waiting for the council's decision on a TPO application
 *   or Section 211 notice, SCH booked in, INP on site (started, not finished), CMP completed, CAN cancelled (by the
 *   customer, or because the council refused consent or made a TPO). Open (live) jobs are HOLD, SCH and INP.
 * - Plant (`equip`): the company's hour-metered plant. `equip_typ` CHIP woodchipper, MEWP mobile elevating work
 *   platform, SG stump grinder. `make_mdl` the machine's name in the fleet list (make and model). `own_cd` OWN owned,
 *   LSE on a lease, HIR on long-term hire. `acq_dt` when it joined the fleet; `disp_dt` when it left (sold,
 *   returned; NULL = still in the fleet). `loler_dt` the date of the MEWP's last LOLER thorough examination (MEWPs
 *   only; due again every 6 months).
 * - Plant use (`equip_use`): one machine on one job for one day. `eng_hrs` engine hours run that day; `op_no` the
 *   operator (staff). Each crew runs its own chipper; MEWPs and stump grinders go where they are needed.
 * - Tip tickets (`tip_tkt`): one tipper load of arisings from a job, tipped on `tip_dt`; the company's "green waste"
 *   tonnage is the total of all loads, whatever the material (timber included). `site_cd`
 *   where it went: YRD the company's own yard at Heathfield (chip stockpile and log store; no weighbridge, so the
 *   tonnage is the crew's estimate, `est_yn` Y), BIO the biomass plant at Hailsham (clean woodchip only, no charge),
 *   LTN the green-waste composting site at Laughton, PWD the composting site at Paddock Wood (used by the Tunbridge
 *   Wells crew). `mat_cd` CHIP woodchip, BRSH brash (unchipped leafy green waste and hedge cuttings), LOG timber
 *   (cordwood for logs), STMP stump grindings and roots, MIX mixed green waste from site clearances. `tonnes` the
 *   load's weight. `fee_p` the gate fee paid for the load (0 at YRD and BIO). `tkt_ref` the weighbridge ticket
 *   number (NULL at YRD). "vehReg" the tipper's registration.
 * - Invoices (`inv`): one invoice per job, raised when the job is finished. `inv_dt`, `due_dt` (`inv_dt` plus the
 *   customer's payment terms). `stat_cd` ISS issued and unpaid, PD paid (`paid_dt` the date the payment arrived),
 *   CRN cancelled in full by a credit note (raised in error; a corrected invoice was issued for the same job).
 *   Credited invoices count for nothing: invoiced totals and revenue exclude them. An invoice is overdue when it is
 *   unpaid (ISS) and its `due_dt` is before today. `paid_dt` NULL = not paid.
 *
 * Not recorded here: tree species, heights or sizes; fuel, diesel or vehicle running costs and mileage; wages, day
 *   rates or any payroll; accidents, injuries or near misses; customer reviews, ratings or complaints; income from
 *   selling logs, firewood or woodchip; arisings left on site for the customer; the date of the first enquiry or
 *   how the customer heard of the company; the weather; subcontractors and hired-in labour; the cost of buying,
 *   leasing or hiring plant.
 *
 * Tables
 * - `staff`: `staff_no`, `first_nm`, `last_nm`, `role_cd`, `crew_cd`, `rpt_to`, `start_dt`, `end_dt`, `ipaf_yn`,
 *   `ar_dt`.
 * - `crew`: `crew_cd`, `crew_nm`, `base_cd`, `lead_no`, `tipper_reg`, `form_dt`, `disb_dt`.
 * - `cust`: `cust_no`, `cust_nm`, `cust_typ`, `town`, `pcode`, `acct_yn`, `terms_days`, `sor_yn`, `crt_dt`.
 * - `quote`: `qt_no`, `cust_no`, `surv_no`, `visit_dt`, `qt_dt`, `site_town`, `site_pcode`, `work_cd`, `n_trees`,
 *   `net_p`, `stat_cd`, `resp_dt`.
 * - `tpo_chk`: `chk_no`, `qt_no`, `lpa_cd`, `chk_dt`, `prot_cd`, `tpo_ref`, `app_ref`, `app_dt`, `dec_dt`, `dec_cd`.
 * - `job`: `job_no`, `qt_no`, `cust_no`, `work_cd`, `n_trees`, `site_pcode`, `emerg_yn`, `ord_ref`, `ord_dt`,
 *   `crew_cd`, `sched_dt`, `start_dt`, `cmpl_dt`, `stat_cd`.
 * - `equip`: `equip_cd`, `equip_typ`, `make_mdl`, `own_cd`, `acq_dt`, `disp_dt`, `loler_dt`.
 * - `equip_use`: `use_no`, `job_no`, `equip_cd`, `use_dt`, `eng_hrs`, `op_no`.
 * - `tip_tkt`: `tip_no`, `job_no`, `tip_dt`, `site_cd`, `mat_cd`, `tonnes`, `fee_p`, `tkt_ref`, `est_yn`, "vehReg".
 * - `inv`: `inv_no`, `job_no`, `cust_no`, `inv_dt`, `due_dt`, `net_p`, `vat_p`, `tot_p`, `stat_cd`, `paid_dt`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
} from "../../seeded-random";

const S = "arbdesk";
const START = "2024-01-02";
const LAST = "2026-11-24";
const r = seededRandom(2611_2026);

const isWorkDay = (d: string): boolean => {
  const dow = dayOfWeek(d);
  const md = d.slice(5);
  return (
    dow !== 0 &&
    dow !== 6 &&
    !ENGLAND_BANK_HOLIDAYS.has(d) &&
    md >= "01-02" &&
    md <= "12-23"
  );
};
/** The working day `n` working days after `d` (n = 0: `d` itself, or the next working day). */
const addWorkDays = (d: string, n: number): string => {
  let day = d;
  while (!isWorkDay(day)) day = addDays(day, 1);
  for (let i = 0; i < n; i++) {
    day = addDays(day, 1);
    while (!isWorkDay(day)) day = addDays(day, 1);
  }
  return day;
};
const yearOf = (d: string): number => Number(d.slice(0, 4));
const pounds = (min: number, max: number): number =>
  Math.round(r.int(min, max) / 5) * 500;

// ------------------------------------------------------------------ places
type Place = { town: string; dist: string; lpa: string; w: number };
const PLACES: Place[] = [
  { town: "Heathfield", dist: "TN21", lpa: "WEA", w: 12 },
  { town: "Crowborough", dist: "TN6", lpa: "WEA", w: 10 },
  { town: "Uckfield", dist: "TN22", lpa: "WEA", w: 9 },
  { town: "Hailsham", dist: "BN27", lpa: "WEA", w: 7 },
  { town: "Mayfield", dist: "TN20", lpa: "WEA", w: 4 },
  { town: "Wadhurst", dist: "TN5", lpa: "WEA", w: 4 },
  { town: "Frant", dist: "TN3", lpa: "WEA", w: 2 },
  { town: "Polegate", dist: "BN26", lpa: "WEA", w: 3 },
  { town: "Burwash", dist: "TN19", lpa: "RTH", w: 3 },
  { town: "Battle", dist: "TN33", lpa: "RTH", w: 4 },
  { town: "Robertsbridge", dist: "TN32", lpa: "RTH", w: 2 },
  { town: "Bexhill-on-Sea", dist: "TN39", lpa: "RTH", w: 3 },
  { town: "Tunbridge Wells", dist: "TN2", lpa: "TWB", w: 6 },
  { town: "Tunbridge Wells", dist: "TN4", lpa: "TWB", w: 4 },
  { town: "Pembury", dist: "TN2", lpa: "TWB", w: 2 },
  { town: "Cranbrook", dist: "TN17", lpa: "TWB", w: 3 },
  { town: "Lewes", dist: "BN7", lpa: "LEW", w: 3 },
  { town: "Ringmer", dist: "BN8", lpa: "LEW", w: 2 },
  { town: "Seaford", dist: "BN25", lpa: "LEW", w: 2 },
  { town: "Eastbourne", dist: "BN20", lpa: "EBN", w: 3 },
  { town: "Eastbourne", dist: "BN21", lpa: "EBN", w: 3 },
  { town: "Eastbourne", dist: "BN22", lpa: "EBN", w: 2 },
  { town: "Alfriston", dist: "BN26", lpa: "SDNP", w: 1 },
  { town: "Ditchling", dist: "BN6", lpa: "SDNP", w: 1 },
  { town: "Jevington", dist: "BN26", lpa: "SDNP", w: 1 },
];
const placeOf = (town: string): Place => {
  const p = PLACES.find((x) => x.town === town);
  if (!p) throw new Error(`no place ${town}`);
  return p;
};
const PC_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const postcode = (dist: string): string =>
  `${dist} ${r.int(1, 9)}${r.pick(PC_LETTERS.split(""))}${r.pick(PC_LETTERS.split(""))}`;
const pickPlace = (): Place => r.weighted(PLACES.map((p) => [p, p.w] as const));

// ------------------------------------------------------------------ staff and crews
type Staff = {
  no: number;
  first: string;
  last: string;
  role: string;
  crew: string | null;
  rpt: number | null;
  start: string;
  end: string | null;
  ipaf: boolean;
  ar: string | null;
};
const st = (
  no: number,
  first: string,
  last: string,
  role: string,
  crew: string | null,
  rpt: number | null,
  start: string,
  end: string | null,
  ipaf: boolean,
  ar: string | null,
): Staff => ({ no, first, last, role, crew, rpt, start, end, ipaf, ar });
const STAFF: Staff[] = [
  st(101, "Martin", "Hollis", "MD", null, null, "2008-04-01", null, true, null),
  st(
    102,
    "Claire",
    "Hollis",
    "ADM",
    null,
    101,
    "2010-09-01",
    null,
    false,
    null,
  ),
  st(103, "Dean", "Packham", "OPS", null, 101, "2014-02-03", null, true, null),
  st(104, "Sophie", "Tull", "ADM", null, 102, "2022-06-06", null, false, null),
  st(
    105,
    "Gemma",
    "Stapley",
    "ADM",
    null,
    102,
    "2025-01-06",
    null,
    false,
    null,
  ),
  st(
    110,
    "Robert",
    "Fairhall",
    "SURV",
    null,
    101,
    "2016-03-01",
    null,
    true,
    null,
  ),
  st(
    111,
    "Helen",
    "Gorringe",
    "SURV",
    null,
    101,
    "2019-05-13",
    "2025-06-30",
    false,
    null,
  ),
  st(112, "Tom", "Verrall", "SURV", null, 101, "2024-04-15", null, false, null),
  st(
    113,
    "Priya",
    "Sandhu",
    "SURV",
    null,
    101,
    "2025-08-04",
    null,
    false,
    null,
  ),
  st(
    120,
    "Jake",
    "Funnell",
    "CLM",
    "HF1",
    103,
    "2015-04-13",
    null,
    true,
    "2025-03-12",
  ),
  st(
    121,
    "Liam",
    "Dunk",
    "CLM",
    "HF2",
    103,
    "2017-09-04",
    null,
    true,
    "2024-06-20",
  ),
  st(
    122,
    "Craig",
    "Relf",
    "CLM",
    "TW1",
    103,
    "2018-02-19",
    null,
    true,
    "2025-11-04",
  ),
  st(
    123,
    "Shaun",
    "Wickens",
    "GRD",
    "HS1",
    103,
    "2013-06-03",
    null,
    true,
    null,
  ),
  st(
    124,
    "Aaron",
    "Pettitt",
    "CLM",
    "EB1",
    103,
    "2024-08-19",
    "2026-03-27",
    true,
    "2024-09-10",
  ),
  st(
    130,
    "Josh",
    "Boorman",
    "CLM",
    "HF1",
    120,
    "2019-03-11",
    null,
    true,
    "2026-02-18",
  ),
  st(
    131,
    "Ryan",
    "Kenward",
    "CLM",
    "HF2",
    121,
    "2020-10-05",
    "2025-08-29",
    false,
    "2023-10-02",
  ),
  st(
    132,
    "Kieran",
    "Mepham",
    "CLM",
    "HF2",
    121,
    "2025-09-15",
    null,
    true,
    "2025-09-22",
  ),
  st(
    133,
    "Callum",
    "Hoad",
    "CLM",
    "TW1",
    122,
    "2021-04-12",
    null,
    true,
    "2024-02-07",
  ),
  st(
    134,
    "Owen",
    "Tester",
    "CLM",
    "EB1",
    124,
    "2024-08-27",
    "2026-03-27",
    false,
    "2024-09-10",
  ),
  st(140, "Ben", "Pelling", "GRD", "HF1", 120, "2020-01-06", null, false, null),
  st(
    141,
    "Danny",
    "Lusted",
    "GRD",
    "HF1",
    120,
    "2022-05-03",
    "2024-10-11",
    false,
    null,
  ),
  st(
    142,
    "Alfie",
    "Divall",
    "GRD",
    "HF1",
    120,
    "2024-10-28",
    null,
    false,
    null,
  ),
  st(143, "Sam", "Eastwood", "GRD", "HF2", 121, "2021-08-16", null, true, null),
  st(144, "Lewis", "Hide", "GRD", "HF2", 121, "2023-03-06", null, false, null),
  st(145, "Matt", "Catt", "GRD", "TW1", 122, "2019-07-01", null, false, null),
  st(
    146,
    "Harvey",
    "Seymour",
    "GRD",
    "TW1",
    122,
    "2025-03-03",
    null,
    false,
    null,
  ),
  st(147, "Connor", "Reed", "GRD", "HS1", 123, "2022-09-12", null, false, null),
  st(
    148,
    "Jordan",
    "Diplock",
    "GRD",
    "HS1",
    123,
    "2023-11-06",
    "2026-06-05",
    false,
    null,
  ),
  st(
    149,
    "Tyler",
    "Crouch",
    "GRD",
    "EB1",
    124,
    "2024-09-02",
    "2026-03-27",
    false,
    null,
  ),
  st(
    150,
    "Nathan",
    "Sinden",
    "GRD",
    "HS1",
    123,
    "2026-06-22",
    null,
    false,
    null,
  ),
];
const activeOn = (s: Staff, d: string): boolean =>
  s.start <= d && (s.end === null || d <= s.end);

type Crew = {
  cd: string;
  nm: string;
  base: string;
  lead: number;
  reg: string;
  form: string;
  disb: string | null;
};
const CREWS: Crew[] = [
  {
    cd: "HF1",
    nm: "Heathfield One",
    base: "HFD",
    lead: 120,
    reg: "GX19 KPU",
    form: "2012-04-02",
    disb: null,
  },
  {
    cd: "HF2",
    nm: "Heathfield Two",
    base: "HFD",
    lead: 121,
    reg: "GN21 XEA",
    form: "2017-09-04",
    disb: null,
  },
  {
    cd: "TW1",
    nm: "Tunbridge Wells",
    base: "PBY",
    lead: 122,
    reg: "KN68 ZTR",
    form: "2018-03-05",
    disb: null,
  },
  {
    cd: "HS1",
    nm: "Hedge & Stump",
    base: "HFD",
    lead: 123,
    reg: "GK17 HWD",
    form: "2016-05-03",
    disb: null,
  },
  {
    cd: "EB1",
    nm: "Eastbourne",
    base: "EBN",
    lead: 124,
    reg: "EA24 LRV",
    form: "2024-09-02",
    disb: "2026-03-27",
  },
];
const crewOn = (cd: string, d: string): boolean => {
  const c = CREWS.find((x) => x.cd === cd);
  return !!c && c.form <= d && (c.disb === null || d <= c.disb);
};
const crewReg = (cd: string): string => {
  const c = CREWS.find((x) => x.cd === cd);
  if (!c) throw new Error(cd);
  return c.reg;
};
const crewMembers = (cd: string, d: string): Staff[] =>
  STAFF.filter((s) => s.crew === cd && activeOn(s, d));

// ------------------------------------------------------------------ plant
type Equip = {
  cd: string;
  typ: string;
  mdl: string;
  own: string;
  acq: string;
  disp: string | null;
  loler: string | null;
};
const EQUIP: Equip[] = [
  {
    cd: "CH01",
    typ: "CHIP",
    mdl: "Timberwolf TW 230DHB",
    own: "OWN",
    acq: "2019-03-18",
    disp: null,
    loler: null,
  },
  {
    cd: "CH02",
    typ: "CHIP",
    mdl: "Forst ST6P",
    own: "OWN",
    acq: "2021-02-22",
    disp: null,
    loler: null,
  },
  {
    cd: "CH03",
    typ: "CHIP",
    mdl: "Greenmech Arborist 150",
    own: "OWN",
    acq: "2022-05-09",
    disp: null,
    loler: null,
  },
  {
    cd: "CH04",
    typ: "CHIP",
    mdl: "Forst ST8 Tracked",
    own: "LSE",
    acq: "2025-02-03",
    disp: null,
    loler: null,
  },
  {
    cd: "CH05",
    typ: "CHIP",
    mdl: "Timberwolf TW 280HB",
    own: "OWN",
    acq: "2017-06-12",
    disp: "2025-01-31",
    loler: null,
  },
  {
    cd: "CH06",
    typ: "CHIP",
    mdl: "Timberwolf TW 230VTR",
    own: "HIR",
    acq: "2024-09-02",
    disp: "2026-03-31",
    loler: null,
  },
  {
    cd: "MW01",
    typ: "MEWP",
    mdl: "Teupen Leo 23GT",
    own: "OWN",
    acq: "2020-04-06",
    disp: null,
    loler: "2026-08-14",
  },
  {
    cd: "MW02",
    typ: "MEWP",
    mdl: "Hinowa LightLift 17.75",
    own: "OWN",
    acq: "2019-07-15",
    disp: null,
    loler: "2026-05-06",
  },
  {
    cd: "MW03",
    typ: "MEWP",
    mdl: "Niftylift HR21 Hybrid 4x4",
    own: "LSE",
    acq: "2025-06-02",
    disp: null,
    loler: "2026-06-30",
  },
  {
    cd: "MW04",
    typ: "MEWP",
    mdl: "Versalift VTL-135 van mount",
    own: "OWN",
    acq: "2016-10-03",
    disp: "2024-10-31",
    loler: "2024-04-22",
  },
  {
    cd: "MW05",
    typ: "MEWP",
    mdl: "Platform Basket 22.10 spider",
    own: "HIR",
    acq: "2026-02-02",
    disp: null,
    loler: "2026-04-28",
  },
  {
    cd: "SG01",
    typ: "SG",
    mdl: "Predator 38 Pro",
    own: "OWN",
    acq: "2018-08-20",
    disp: null,
    loler: null,
  },
  {
    cd: "SG02",
    typ: "SG",
    mdl: "Carlton 7015 TRX",
    own: "OWN",
    acq: "2021-11-01",
    disp: null,
    loler: null,
  },
  {
    cd: "SG03",
    typ: "SG",
    mdl: "Rayco RG25",
    own: "OWN",
    acq: "2025-05-12",
    disp: null,
    loler: null,
  },
];
const inFleet = (e: Equip, d: string): boolean =>
  e.acq <= d && (e.disp === null || d <= e.disp);
const chipperFor = (crew: string, d: string): string => {
  if (crew === "HF1") return "CH01";
  if (crew === "HF2") return "CH02";
  if (crew === "HS1") return "CH03";
  if (crew === "EB1") return "CH06";
  return d <= "2025-01-31" ? "CH05" : d >= "2025-02-03" ? "CH04" : "CH02";
};

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  nm: string;
  typ: string;
  town: string;
  pcode: string;
  acct: boolean;
  terms: number;
  sor: boolean;
  crt: string;
  w: number; // weight as a repeat or contract customer
};
const CUSTS: Cust[] = [];
const custNames = new Set<string>();
let nextCust = 1001;
const addCust = (
  nm: string,
  typ: string,
  town: string,
  sor: boolean,
  crt: string,
  w: number,
): Cust => {
  if (custNames.has(nm)) throw new Error(`duplicate customer ${nm}`);
  custNames.add(nm);
  const c: Cust = {
    no: nextCust++,
    nm,
    typ,
    town,
    pcode: postcode(placeOf(town).dist),
    acct: typ !== "DOM",
    terms: typ === "DOM" ? 14 : 30,
    sor,
    crt,
    w,
  };
  CUSTS.push(c);
  return c;
};
const NAMED: [string, string, string, boolean, number][] = [
  ["Crowborough Town Council", "LA", "Crowborough", true, 9],
  ["Uckfield Town Council", "LA", "Uckfield", true, 7],
  ["Hailsham Town Council", "LA", "Hailsham", true, 6],
  ["Heathfield & Waldron Parish Council", "LA", "Heathfield", true, 5],
  ["Wadhurst Parish Council", "LA", "Wadhurst", false, 2],
  ["Ringmer Parish Council", "LA", "Ringmer", false, 2],
  ["Netherfield Place Estate", "EST", "Battle", true, 8],
  ["Cowbeech Farms LLP", "EST", "Hailsham", false, 3],
  ["Stonegate Estate Trust", "EST", "Wadhurst", true, 5],
  ["Hollybush Farm Estates", "EST", "Mayfield", false, 2],
  ["Kingsmead Property Management", "MGT", "Tunbridge Wells", true, 6],
  ["Downsview Residents Co Ltd", "MGT", "Eastbourne", false, 3],
  ["Foxhole Court RMC Ltd", "MGT", "Crowborough", false, 2],
  ["Southdown Block Management", "MGT", "Lewes", true, 4],
  ["Pantiles Lettings & Management", "MGT", "Tunbridge Wells", false, 3],
  ["Ashgrove Primary Academy", "SCH", "Uckfield", false, 2],
  ["Maresfield Park School", "SCH", "Uckfield", true, 3],
  ["Beacon Hill Academy Trust", "SCH", "Crowborough", true, 4],
  ["Wealdway Golf Club", "COM", "Uckfield", false, 4],
  ["The Old Forge Hotel Ltd", "COM", "Mayfield", false, 2],
  ["Hadlow Down Garden Centre", "COM", "Uckfield", false, 2],
  ["Bramblewick Care Homes Ltd", "COM", "Hailsham", false, 3],
  ["Sussex Oak Holiday Park", "COM", "Battle", false, 3],
  ["Heron Lakes Fishery", "COM", "Hailsham", false, 2],
  ["Crowhurst Business Park", "COM", "Battle", false, 2],
  ["High Weald Vineyards Ltd", "COM", "Robertsbridge", false, 2],
  ["Pembury Road Dental Practice", "COM", "Tunbridge Wells", false, 1],
  ["Cuckmere Valley Caravan Club", "COM", "Alfriston", false, 2],
  ["St Denys Church PCC", "COM", "Mayfield", false, 1],
];
for (const [nm, typ, town, sor, w] of NAMED)
  addCust(nm, typ, town, sor, r.date("2011-01-01", "2023-11-30"), w);

const TITLES: [string, number][] = [
  ["Mr", 10],
  ["Mrs", 9],
  ["Ms", 3],
  ["Miss", 1],
  ["Dr", 1],
  ["Mr & Mrs", 4],
];
const SURNAMES = (
  "Ashby Baker Barden Beale Bishop Blackman Brook Burgess Carter Chapman Clarke Collins Cooper Cornwell Cox Davies " +
  "Dawson Duke Edwards Ellis Evans Fenner Fisher Foster Fuller Gardner Gibbs Godden Gray Green Hall Harmer Harris " +
  "Hartley Hayward Hemsley Hobbs Holmes Hughes Hunt Jarvis Jenner Johnson Jones Kemp Kent King Knight Lamb Lane " +
  "Lawrence Lee Lewis Marchant Marsh Martin Mason Miles Mitchell Moore Morris Newman Norman Osborne Page Palmer " +
  "Parker Parsons Payne Pearce Phillips Pratt Price Reeves Richards Roberts Robinson Russell Saunders Scott Sharp " +
  "Simmons Smith Stevens Stone Taylor Thomas Thompson Turner Vine Walker Ward Watson Webb Weller West White Wood " +
  "Wright Young Akhtar Nowak Okafor Patel Rahman Singh Kowalski Murphy Kelly Byrne Campbell Stewart Fraser"
).split(" ");
const INITIALS = "ABCDEFGHJKLMNPRSTVW".split("");
const newDomestic = (town: string, d: string): Cust => {
  for (;;) {
    const nm = `${r.weighted(TITLES)} ${r.pick(INITIALS)} ${r.pick(SURNAMES)}`;
    if (!custNames.has(nm)) return addCust(nm, "DOM", town, false, d, 0);
  }
};
const BIZ = [
  "Cricket Club",
  "Bowls Club",
  "Village Hall Trust",
  "Veterinary Surgery",
  "Farm Shop",
  "Pre-School",
  "Storage Ltd",
  "Motors Ltd",
  "Nurseries",
  "Community Church",
  "Riding Centre",
  "Sports Club",
  "Fencing Ltd",
  "Medical Centre",
  "Kennels",
];
const newBusiness = (town: string, d: string): Cust => {
  for (let i = 0; i < 200; i++) {
    const nm = `${town} ${r.pick(BIZ)}`;
    if (!custNames.has(nm)) return addCust(nm, "COM", town, false, d, 1);
  }
  return newDomestic(town, d);
};

// ------------------------------------------------------------------ quotes, checks and jobs
const WORKS: [string, number][] = [
  ["FELL", 28],
  ["CRED", 24],
  ["CTHN", 6],
  ["CLFT", 9],
  ["DWD", 8],
  ["POLL", 5],
  ["HDG", 10],
  ["STG", 7],
  ["SITE", 3],
];
const treesFor = (work: string): number | null => {
  switch (work) {
    case "FELL":
      return r.weighted([
        [1, 10],
        [2, 5],
        [3, 2],
        [4, 1],
      ]);
    case "CRED":
    case "CTHN":
      return r.weighted([
        [1, 8],
        [2, 3],
        [3, 1],
      ]);
    case "CLFT":
      return r.int(1, 5);
    case "DWD":
      return r.int(1, 4);
    case "POLL":
      return r.int(1, 6);
    case "STG":
      return r.weighted([
        [1, 6],
        [2, 4],
        [3, 3],
        [4, 2],
        [6, 1],
        [8, 1],
      ]);
    case "EMG":
      return r.weighted([
        [1, 8],
        [2, 2],
        [3, 1],
      ]);
    default:
      return null;
  }
};
/** A price in pence, in whole £5. */
const priceFor = (
  work: string,
  n: number | null,
  typ: string,
  contract: boolean,
): number => {
  const k = n ?? 1;
  let p: number;
  switch (work) {
    case "FELL":
      p = pounds(450, 1600) * k;
      break;
    case "CRED":
      p = pounds(300, 900) * k;
      break;
    case "CTHN":
      p = pounds(250, 700) * k;
      break;
    case "CLFT":
      p = pounds(150, 420) * k;
      break;
    case "DWD":
      p = pounds(150, 480) * k;
      break;
    case "POLL":
      p = pounds(200, 600) * k;
      break;
    case "HDG":
      p = pounds(250, 2400);
      break;
    case "STG":
      p = Math.max(15000, pounds(90, 220) * k);
      break;
    case "SITE":
      p = pounds(1500, 9000);
      break;
    default:
      p = pounds(350, 2400);
  }
  if (typ !== "DOM") p = p * (typ === "LA" || typ === "EST" ? 1.35 : 1.2);
  if (contract) p = p * 0.9;
  return Math.round(p / 500) * 500;
};

type Quote = {
  no: number;
  cust: Cust;
  surv: number;
  visit: string;
  qt: string;
  town: string;
  pcode: string;
  lpa: string;
  work: string;
  n: number | null;
  net: number;
  stat: string;
  resp: string | null;
};
type Chk = {
  q: Quote;
  lpa: string;
  dt: string;
  prot: string;
  tpoRef: string | null;
  appRef: string | null;
  appDt: string | null;
  decDt: string | null;
  decCd: string | null;
};
type Job = {
  no: number;
  q: Quote | null;
  cust: Cust;
  work: string;
  n: number | null;
  pcode: string;
  lpa: string;
  emerg: boolean;
  ordRef: string | null;
  ord: string;
  crew: string | null;
  sched: string | null;
  start: string | null;
  cmpl: string | null;
  stat: string;
  net: number;
};
const QUOTES: Quote[] = [];
const CHKS: Chk[] = [];
const JOBS: Job[] = [];

const SURV_RATE: Record<number, number> = {
  110: 0.6,
  111: 0.5,
  112: 0.43,
  113: 0.53,
};
const season = (d: string): number =>
  [1.25, 1.2, 1.05, 0.85, 0.75, 0.8, 0.8, 0.7, 0.95, 1.2, 1.25, 0.9][
    Number(d.slice(5, 7)) - 1
  ] ?? 1;

const pickCrew = (work: string, lpa: string, d: string): string => {
  if ((work === "STG" && r.chance(0.85)) || (work === "HDG" && r.chance(0.7)))
    return "HS1";
  if (lpa === "TWB") return r.chance(0.85) ? "TW1" : r.pick(["HF1", "HF2"]);
  if (lpa === "EBN" || lpa === "LEW" || lpa === "SDNP") {
    if (crewOn("EB1", d) && r.chance(0.75)) return "EB1";
    return r.chance(0.65) ? "HF2" : "HF1";
  }
  return r.weighted([
    ["HF1", 46],
    ["HF2", 44],
    ["TW1", 10],
  ]);
};
const daysFor = (work: string, n: number | null): number => {
  const k = n ?? 1;
  switch (work) {
    case "FELL":
      return k >= 3 ? r.int(2, 3) : r.chance(0.2) ? 2 : 1;
    case "SITE":
      return r.int(2, 5);
    case "CRED":
    case "POLL":
      return k >= 2 && r.chance(0.5) ? 2 : 1;
    case "HDG":
      return r.chance(0.25) ? 2 : 1;
    default:
      return 1;
  }
};
/** Books and runs a won job: fills crew, dates and status. */
const runJob = (j: Job, from: string): void => {
  j.sched = addWorkDays(from, r.int(5, 35));
  j.crew = pickCrew(j.work, j.lpa, j.sched);
  if (r.chance(0.03)) {
    j.stat = "CAN";
    return;
  }
  if (j.sched > LAST) {
    j.stat = "SCH";
    return;
  }
  const start = r.chance(0.15) ? addWorkDays(j.sched, r.int(1, 3)) : j.sched;
  if (!crewOn(j.crew, start)) j.crew = pickCrew(j.work, "WEA", start);
  if (start > LAST) {
    j.stat = "SCH";
    return;
  }
  j.start = start;
  const cmpl = addWorkDays(start, daysFor(j.work, j.n) - 1);
  if (cmpl > LAST) {
    j.stat = "INP";
    return;
  }
  j.cmpl = cmpl;
  j.stat = "CMP";
};

const LPA_PREFIX: Record<string, string> = {
  WEA: "WD",
  RTH: "RR",
  TWB: "",
  LEW: "LW",
  EBN: "EB",
  SDNP: "SDNP",
};
const appSeq: Record<string, number> = {};
const appRef = (lpa: string, d: string, kind: string): string => {
  const key = `${lpa}${yearOf(d)}`;
  appSeq[key] = (appSeq[key] ?? r.int(100, 300)) + r.int(1, 12);
  const yy = String(yearOf(d)).slice(2);
  const seq = appSeq[key] ?? 0;
  if (lpa === "TWB")
    return `${yy}/${pad(seq * 3, 5)}/${kind === "TPO" ? "WTPO" : "WORKCA"}`;
  if (lpa === "SDNP")
    return `SDNP/${yy}/${pad(seq, 5)}/${kind === "TPO" ? "TPO" : "TCA"}`;
  return `${LPA_PREFIX[lpa] ?? lpa}/${yearOf(d)}/${pad(seq, 4)}/${kind === "TPO" ? "TPO" : "TCA"}`;
};

const STORMS = [
  "2024-01-02",
  "2024-01-21",
  "2024-03-02",
  "2024-11-23",
  "2024-12-07",
  "2025-01-24",
  "2025-02-16",
  "2025-10-19",
  "2025-12-14",
  "2026-01-18",
  "2026-02-09",
  "2026-10-31",
];
const stormBoost = (d: string): number => {
  for (const s of STORMS) {
    const dd = (Date.parse(d) - Date.parse(s)) / 86_400_000;
    if (dd >= 0 && dd <= 2) return [4.5, 2.5, 1][dd] ?? 0;
  }
  return 0;
};
const repeatCustomer = (): Cust =>
  r.weighted(
    CUSTS.filter((c) => c.typ !== "DOM").map((c) => [c, c.w] as const),
  );
const sorCustomers = (): Cust[] => CUSTS.filter((c) => c.sor);
let poSeq = 45_210;

const newJob = (
  q: Quote | null,
  cust: Cust,
  work: string,
  n: number | null,
  pcode: string,
  lpa: string,
  ord: string,
  net: number,
): Job => {
  const j: Job = {
    no: 0,
    q,
    cust,
    work,
    n,
    pcode,
    lpa,
    emerg: false,
    ordRef: null,
    ord,
    crew: null,
    sched: null,
    start: null,
    cmpl: null,
    stat: "HOLD",
    net,
  };
  JOBS.push(j);
  return j;
};

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (isWorkDay(d)) {
    // quotes from site visits
    const nq = r.poisson(5.1 * season(d));
    const survs = STAFF.filter((s) => s.role === "SURV" && activeOn(s, d));
    for (let i = 0; i < nq; i++) {
      const surv = r.pick(survs);
      const u = r.next();
      let cust: Cust;
      let place: Place;
      if (u < 0.73) {
        place = pickPlace();
        cust = newDomestic(place.town, d);
      } else if (u < 0.78) {
        place = pickPlace();
        cust = newBusiness(place.town, d);
      } else if (u < 0.9) {
        cust = repeatCustomer();
        place = placeOf(cust.town);
      } else {
        const doms = CUSTS.filter((c) => c.typ === "DOM");
        cust =
          doms.length > 0 ? r.pick(doms) : newDomestic(pickPlace().town, d);
        place = placeOf(cust.town);
      }
      const work =
        cust.typ === "DOM" || r.chance(0.5)
          ? r.weighted(WORKS)
          : r.pick(["FELL", "CRED", "DWD", "CLFT", "HDG"]);
      const n = treesFor(work);
      const net = priceFor(work, n, cust.typ, false);
      const qt = addWorkDays(
        d,
        r.weighted([
          [0, 2],
          [1, 4],
          [2, 3],
          [3, 2],
          [4, 1],
        ]),
      );
      const pcode = cust.typ === "DOM" ? cust.pcode : postcode(place.dist);
      let pAcc = SURV_RATE[surv.no] ?? 0.5;
      if (net > 300_000) pAcc *= 0.8;
      if (cust.typ !== "DOM") pAcc = Math.min(0.9, pAcc + 0.12);
      const roll = r.next();
      let stat: string;
      let resp: string | null = null;
      if (roll < pAcc) {
        stat = "ACC";
        resp = addDays(
          qt,
          r.weighted([
            [r.int(1, 7), 5],
            [r.int(8, 21), 3],
            [r.int(22, 45), 1],
          ]),
        );
      } else if (roll < pAcc + 0.22) {
        stat = "DEC";
        resp = addDays(qt, r.int(2, 30));
      } else {
        stat = addDays(qt, 90) <= LAST ? "EXP" : "ISS";
      }
      if (resp !== null && resp > LAST) {
        stat = "ISS";
        resp = null;
      }
      const q: Quote = {
        no: 0,
        cust,
        surv: surv.no,
        visit: d,
        qt,
        town: place.town,
        pcode,
        lpa: place.lpa,
        work,
        n,
        net,
        stat,
        resp,
      };
      QUOTES.push(q);

      // TPO / conservation area check
      const checked =
        work === "STG"
          ? false
          : work === "HDG"
            ? r.chance(0.3)
            : work === "EMG"
              ? false
              : r.chance(0.92);
      let chk: Chk | null = null;
      if (checked) {
        const pT =
          place.lpa === "TWB" ? 0.15 : place.lpa === "SDNP" ? 0.12 : 0.09;
        const pC =
          place.lpa === "LEW" || place.lpa === "SDNP" || place.lpa === "TWB"
            ? 0.22
            : 0.12;
        const pr = r.next();
        const prot = pr < pT ? "TPO" : pr < pT + pC ? "CA" : "NONE";
        const chkDt = r.chance(0.7) ? d : addWorkDays(d, r.int(1, 2));
        chk = {
          q,
          lpa: place.lpa,
          dt: chkDt > qt ? qt : chkDt,
          prot,
          tpoRef:
            prot === "TPO"
              ? `${place.lpa === "SDNP" ? "SDNP" : LPA_PREFIX[place.lpa] || "TW"} TPO ${r.int(1, 48)}/${r.int(1968, 2019)}`
              : null,
          appRef: null,
          appDt: null,
          decDt: null,
          decCd: null,
        };
        CHKS.push(chk);
      }

      if (stat === "ACC" && resp !== null) {
        const j = newJob(q, cust, work, n, pcode, place.lpa, resp, net);
        if (chk && chk.prot !== "NONE") {
          const appDt = addWorkDays(resp, r.int(1, 6));
          if (appDt > LAST) {
            j.stat = "HOLD";
            continue;
          }
          chk.appDt = appDt;
          chk.appRef = appRef(place.lpa, appDt, chk.prot);
          let decDt: string;
          let decCd: string;
          if (chk.prot === "TPO") {
            decDt = addDays(
              appDt,
              r.weighted([
                [r.int(28, 56), 7],
                [r.int(57, 90), 3],
              ]),
            );
            decCd = r.weighted([
              ["APP", 74],
              ["PART", 16],
              ["REF", 10],
            ]);
          } else {
            decCd = r.weighted([
              ["NOB", 78],
              ["LAPS", 16],
              ["TPOM", 6],
            ]);
            decDt =
              decCd === "LAPS"
                ? addDays(appDt, 42)
                : addDays(appDt, r.int(12, 41));
          }
          if (decDt > LAST) {
            j.stat = "HOLD";
            continue;
          }
          chk.decDt = decDt;
          chk.decCd = decCd;
          if (decCd === "REF" || decCd === "TPOM") {
            j.stat = "CAN";
            continue;
          }
          if (decCd === "PART") j.net = Math.round((j.net * 0.6) / 500) * 500;
          runJob(j, decDt);
        } else {
          runJob(j, resp);
        }
      }
    }

    // term-contract orders
    const nc = r.poisson(0.5 * season(d));
    for (let i = 0; i < nc; i++) {
      const cust = r.weighted(sorCustomers().map((c) => [c, c.w] as const));
      const place = placeOf(cust.town);
      const work = r.weighted([
        ["DWD", 5],
        ["CRED", 5],
        ["CLFT", 5],
        ["FELL", 4],
        ["HDG", 4],
        ["STG", 2],
      ]);
      const n = treesFor(work);
      const j = newJob(
        null,
        cust,
        work,
        n,
        postcode(place.dist),
        place.lpa,
        d,
        priceFor(work, n, cust.typ, true),
      );
      poSeq += r.int(3, 40);
      j.ordRef =
        cust.typ === "LA"
          ? `PO${poSeq}`
          : `${cust.nm.slice(0, 3).toUpperCase()}-${pad(r.int(1, 9999), 4)}`;
      runJob(j, d);
    }
  }

  // emergency call-outs, on any day
  const ne = r.poisson(0.07 + stormBoost(d));
  for (let i = 0; i < ne; i++) {
    let cust: Cust;
    let place: Place;
    if (r.chance(0.72)) {
      place = pickPlace();
      cust = newDomestic(place.town, d);
    } else {
      cust = repeatCustomer();
      place = placeOf(cust.town);
    }
    const n = treesFor("EMG");
    const j = newJob(
      null,
      cust,
      "EMG",
      n,
      cust.typ === "DOM" ? cust.pcode : postcode(place.dist),
      place.lpa,
      d,
      0,
    );
    j.net =
      Math.round(
        (pounds(350, 1600) + ((n ?? 1) - 1) * pounds(200, 700)) / 500,
      ) * 500;
    j.emerg = true;
    const crews = CREWS.filter((c) => c.cd !== "HS1" && crewOn(c.cd, d));
    j.crew = r.pick(crews).cd;
    j.sched = d;
    j.start = d;
    const two = r.chance(0.15) ? addDays(d, 1) : d;
    if (two > LAST) {
      j.stat = "INP";
    } else {
      j.cmpl = two;
      j.stat = "CMP";
    }
  }
}

// numbering in date order
QUOTES.sort((a, b) => (a.qt < b.qt ? -1 : a.qt > b.qt ? 1 : 0));
QUOTES.forEach((q, i) => (q.no = 240_101 + i));
CHKS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.q.no - b.q.no));
JOBS.sort((a, b) => (a.ord < b.ord ? -1 : a.ord > b.ord ? 1 : 0));
JOBS.forEach((j, i) => (j.no = 30_001 + i));

// ------------------------------------------------------------------ plant use and tip tickets
type Use = { job: number; eq: string; dt: string; hrs: number; op: number };
const USES: Use[] = [];
type Tkt = {
  job: number;
  dt: string;
  site: string;
  mat: string;
  t: number;
  fee: number;
  ref: string | null;
  est: boolean;
  reg: string;
};
const TKTS: Tkt[] = [];
const GATE: Record<string, Record<number, number>> = {
  LTN: { 2024: 3600, 2025: 3900, 2026: 4200 },
  PWD: { 2024: 4000, 2025: 4350, 2026: 4650 },
};
const tktSeq: Record<string, number> = {
  LTN: 204_311,
  PWD: 18_020,
  BIO: 70_415,
};
const workDaysOf = (j: Job): string[] => {
  const days: string[] = [];
  if (!j.start) return days;
  const end = j.cmpl ?? LAST;
  if (j.emerg) {
    for (let d = j.start; d <= end; d = addDays(d, 1)) days.push(d);
    return days;
  }
  for (let d = j.start; d <= end; d = addWorkDays(d, 1)) days.push(d);
  return days;
};
const TREE_WORK = new Set(["FELL", "CRED", "CTHN", "CLFT", "DWD", "POLL"]);
const CAP: Record<string, number> = {
  CHIP: 3.5,
  LOG: 4,
  BRSH: 2.2,
  STMP: 3,
  MIX: 3,
};

for (const j of JOBS) {
  const days = workDaysOf(j);
  if (days.length === 0 || !j.crew) continue;
  const crew = j.crew;
  const k = j.n ?? 1;
  const opFor = (d: string, pref?: (s: Staff) => boolean): number => {
    const ms = crewMembers(crew, d);
    const pool = pref ? ms.filter(pref) : ms;
    const use = pool.length > 0 ? pool : ms;
    return use.length > 0
      ? r.pick(use).no
      : (crewMembers("HF1", d)[0]?.no ?? 120);
  };
  const mewp = TREE_WORK.has(j.work) && j.work !== "FELL" && r.chance(0.2);
  const mewpEq = mewp
    ? r.pick(
        EQUIP.filter((e) => e.typ === "MEWP" && inFleet(e, days[0] ?? LAST)),
      )
    : null;
  const stump = j.work === "STG" || (j.work === "FELL" && r.chance(0.3));
  days.forEach((d, idx) => {
    const lastDay = idx === days.length - 1;
    if (j.work !== "STG" && (j.work !== "HDG" || r.chance(0.7))) {
      const hrs = j.emerg ? r.float(1, 4, 1) : r.float(1.5, 6.5, 1);
      USES.push({
        job: j.no,
        eq: chipperFor(crew, d),
        dt: d,
        hrs,
        op: opFor(d, (s) => s.role === "GRD"),
      });
    }
    if (mewpEq) {
      USES.push({
        job: j.no,
        eq: mewpEq.cd,
        dt: d,
        hrs: r.float(2, 7, 1),
        op: opFor(d, (s) => s.ipaf),
      });
    }
    if (stump && (lastDay || j.work === "STG")) {
      const sg = r.pick(EQUIP.filter((e) => e.typ === "SG" && inFleet(e, d)));
      const hrs = Math.min(
        9,
        Number(
          (
            (r.float(0.6, 1.6, 1) * (j.work === "STG" ? k : r.int(1, k))) /
            days.length
          ).toFixed(1),
        ),
      );
      USES.push({
        job: j.no,
        eq: sg.cd,
        dt: d,
        hrs: Math.max(0.5, hrs),
        op: opFor(d),
      });
    }
  });

  // arisings
  const mats: [string, number][] = [];
  switch (j.work) {
    case "FELL": {
      const t = k * r.float(1.2, 3.5);
      if (r.chance(0.65)) {
        mats.push(["CHIP", t * 0.6], ["LOG", t * 0.4]);
      } else mats.push(["CHIP", t * 0.6]);
      break;
    }
    case "CRED":
      mats.push(["CHIP", k * r.float(0.3, 1.2)]);
      break;
    case "CTHN":
      mats.push(["CHIP", k * r.float(0.2, 0.8)]);
      break;
    case "CLFT":
      mats.push(["CHIP", k * r.float(0.1, 0.4)]);
      break;
    case "DWD":
      mats.push(["CHIP", k * r.float(0.05, 0.3)]);
      break;
    case "POLL":
      mats.push(["CHIP", k * r.float(0.3, 1.0)]);
      break;
    case "HDG":
      mats.push([r.chance(0.6) ? "BRSH" : "CHIP", r.float(0.3, 2.5)]);
      break;
    case "STG":
      mats.push(["STMP", k * r.float(0.15, 0.5)]);
      break;
    case "SITE": {
      const t = r.float(3, 12);
      mats.push(["MIX", t * 0.5], ["CHIP", t * 0.3], ["LOG", t * 0.2]);
      break;
    }
    default: {
      const t = k * r.float(0.6, 4);
      if (t > 2 && r.chance(0.5))
        mats.push(["CHIP", t * 0.6], ["LOG", t * 0.4]);
      else mats.push(["CHIP", t]);
    }
  }
  for (const [mat, total] of mats) {
    const loads = Math.max(1, Math.ceil(total / (CAP[mat] ?? 3)));
    for (let i = 0; i < loads; i++) {
      const dayIdx = Math.min(
        days.length - 1,
        Math.floor((i * days.length) / loads),
      );
      const d = days[dayIdx] ?? days[0] ?? LAST;
      const share = (total / loads) * r.float(0.85, 1.15, 3);
      const compost = crew === "TW1" ? "PWD" : "LTN";
      const site =
        mat === "LOG"
          ? "YRD"
          : mat === "CHIP"
            ? r.weighted([
                ["YRD", 50],
                ["BIO", 35],
                [compost, 15],
              ])
            : compost;
      const est = site === "YRD";
      const t = est
        ? Math.max(0.25, Math.round(share * 4) / 4)
        : Math.max(0.1, Math.round(share * 50) / 50);
      const rate = GATE[site]?.[yearOf(d)] ?? 0;
      let ref: string | null = null;
      if (!est) {
        tktSeq[site] = (tktSeq[site] ?? 0) + r.int(20, 160);
        const seq = tktSeq[site] ?? 0;
        ref =
          site === "LTN"
            ? `L${seq}`
            : site === "PWD"
              ? `PW/${pad(seq, 6)}`
              : `HBP-${seq}`;
      }
      TKTS.push({
        job: j.no,
        dt: d,
        site,
        mat,
        t: Number(t.toFixed(2)),
        fee: Math.round(t * rate),
        ref,
        est,
        reg: crewReg(crew),
      });
    }
  }
}
USES.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job - b.job));
TKTS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job - b.job));

// ------------------------------------------------------------------ invoices
type Inv = {
  job: number;
  cust: number;
  dt: string;
  due: string;
  net: number;
  stat: string;
  paid: string | null;
};
const INVS: Inv[] = [];
const payLag = (typ: string): number | null => {
  if (r.chance(typ === "DOM" ? 0.02 : 0.012)) return null;
  switch (typ) {
    case "DOM":
      return r.weighted([
        [r.int(0, 14), 70],
        [r.int(15, 35), 22],
        [r.int(36, 95), 6],
      ]);
    case "LA":
      return r.int(14, 42);
    case "SCH":
      return r.int(20, 75);
    default:
      return r.weighted([
        [r.int(18, 40), 6],
        [r.int(41, 80), 3],
      ]);
  }
};
const addInvoice = (j: Job, dt: string, net: number): Inv => {
  const lag = payLag(j.cust.typ);
  const paid = lag === null ? null : addDays(dt, lag);
  const inv: Inv = {
    job: j.no,
    cust: j.cust.no,
    dt,
    due: addDays(dt, j.cust.terms),
    net,
    stat: paid !== null && paid <= LAST ? "PD" : "ISS",
    paid: paid !== null && paid <= LAST ? paid : null,
  };
  INVS.push(inv);
  return inv;
};
for (const j of JOBS) {
  if (j.stat !== "CMP" || !j.cmpl) continue;
  const invDt = addWorkDays(
    j.cmpl,
    r.weighted([
      [0, 2],
      [1, 4],
      [2, 3],
      [4, 2],
      [7, 1],
    ]),
  );
  if (invDt > LAST) continue;
  let net = j.net;
  if (j.q && r.chance(0.12))
    net = Math.max(10_000, Math.round((net * r.float(0.8, 1.3)) / 500) * 500);
  if (r.chance(0.02) && addDays(invDt, 14) <= LAST) {
    const bad = addInvoice(j, invDt, net);
    bad.stat = "CRN";
    bad.paid = null;
    addInvoice(
      j,
      addWorkDays(invDt, r.int(2, 8)),
      Math.round((net * r.float(0.9, 1.05)) / 500) * 500,
    );
  } else addInvoice(j, invDt, net);
}
INVS.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.job - b.job));

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.staff (
  staff_no integer PRIMARY KEY,
  first_nm varchar(30) NOT NULL,
  last_nm varchar(30) NOT NULL,
  role_cd varchar(4) NOT NULL,
  crew_cd varchar(3),
  rpt_to integer,
  start_dt date NOT NULL,
  end_dt date,
  ipaf_yn char(1) NOT NULL,
  ar_dt date
);
CREATE TABLE ${S}.crew (
  crew_cd varchar(3) PRIMARY KEY,
  crew_nm varchar(40) NOT NULL,
  base_cd varchar(3) NOT NULL,
  lead_no integer NOT NULL,
  tipper_reg varchar(8),
  form_dt date NOT NULL,
  disb_dt date
);
CREATE TABLE ${S}.cust (
  cust_no integer PRIMARY KEY,
  cust_nm varchar(60) NOT NULL,
  cust_typ varchar(3) NOT NULL,
  town varchar(30),
  pcode varchar(8),
  acct_yn char(1) NOT NULL,
  terms_days smallint NOT NULL,
  sor_yn char(1) NOT NULL,
  crt_dt date NOT NULL
);
CREATE TABLE ${S}.quote (
  qt_no integer PRIMARY KEY,
  cust_no integer NOT NULL,
  surv_no integer NOT NULL,
  visit_dt date NOT NULL,
  qt_dt date NOT NULL,
  site_town varchar(30),
  site_pcode varchar(8),
  work_cd varchar(4) NOT NULL,
  n_trees smallint,
  net_p integer NOT NULL,
  stat_cd varchar(3) NOT NULL,
  resp_dt date
);
CREATE TABLE ${S}.tpo_chk (
  chk_no integer PRIMARY KEY,
  qt_no integer NOT NULL,
  lpa_cd varchar(4) NOT NULL,
  chk_dt date NOT NULL,
  prot_cd varchar(4) NOT NULL,
  tpo_ref varchar(24),
  app_ref varchar(30),
  app_dt date,
  dec_dt date,
  dec_cd varchar(4)
);
CREATE TABLE ${S}.job (
  job_no integer PRIMARY KEY,
  qt_no integer,
  cust_no integer NOT NULL,
  work_cd varchar(4) NOT NULL,
  n_trees smallint,
  site_pcode varchar(8),
  emerg_yn char(1) NOT NULL,
  ord_ref varchar(20),
  ord_dt date NOT NULL,
  crew_cd varchar(3),
  sched_dt date,
  start_dt date,
  cmpl_dt date,
  stat_cd varchar(4) NOT NULL
);
CREATE TABLE ${S}.equip (
  equip_cd varchar(4) PRIMARY KEY,
  equip_typ varchar(4) NOT NULL,
  make_mdl varchar(40) NOT NULL,
  own_cd varchar(3) NOT NULL,
  acq_dt date NOT NULL,
  disp_dt date,
  loler_dt date
);
CREATE TABLE ${S}.equip_use (
  use_no integer PRIMARY KEY,
  job_no integer NOT NULL,
  equip_cd varchar(4) NOT NULL,
  use_dt date NOT NULL,
  eng_hrs numeric(4,1) NOT NULL,
  op_no integer
);
CREATE TABLE ${S}.tip_tkt (
  tip_no integer PRIMARY KEY,
  job_no integer NOT NULL,
  tip_dt date NOT NULL,
  site_cd varchar(3) NOT NULL,
  mat_cd varchar(4) NOT NULL,
  tonnes numeric(6,2) NOT NULL,
  fee_p integer NOT NULL,
  tkt_ref varchar(16),
  est_yn char(1) NOT NULL,
  "vehReg" varchar(8)
);
CREATE TABLE ${S}.inv (
  inv_no integer PRIMARY KEY,
  job_no integer NOT NULL,
  cust_no integer NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  tot_p integer NOT NULL,
  stat_cd varchar(3) NOT NULL,
  paid_dt date
);
`;
  const yn = (b: boolean): string => (b ? "Y" : "N");
  const parts = [
    ddl,
    insertRows(
      `${S}.staff`,
      [
        "staff_no",
        "first_nm",
        "last_nm",
        "role_cd",
        "crew_cd",
        "rpt_to",
        "start_dt",
        "end_dt",
        "ipaf_yn",
        "ar_dt",
      ],
      STAFF.map((s) => [
        s.no,
        s.first,
        s.last,
        s.role,
        s.crew,
        s.rpt,
        s.start,
        s.end,
        yn(s.ipaf),
        s.ar,
      ]),
    ),
    insertRows(
      `${S}.crew`,
      [
        "crew_cd",
        "crew_nm",
        "base_cd",
        "lead_no",
        "tipper_reg",
        "form_dt",
        "disb_dt",
      ],
      CREWS.map((c) => [c.cd, c.nm, c.base, c.lead, c.reg, c.form, c.disb]),
    ),
    insertRows(
      `${S}.cust`,
      [
        "cust_no",
        "cust_nm",
        "cust_typ",
        "town",
        "pcode",
        "acct_yn",
        "terms_days",
        "sor_yn",
        "crt_dt",
      ],
      CUSTS.map((c) => [
        c.no,
        c.nm,
        c.typ,
        c.town,
        c.pcode,
        yn(c.acct),
        c.terms,
        yn(c.sor),
        c.crt,
      ]),
    ),
    insertRows(
      `${S}.quote`,
      [
        "qt_no",
        "cust_no",
        "surv_no",
        "visit_dt",
        "qt_dt",
        "site_town",
        "site_pcode",
        "work_cd",
        "n_trees",
        "net_p",
        "stat_cd",
        "resp_dt",
      ],
      QUOTES.map((q) => [
        q.no,
        q.cust.no,
        q.surv,
        q.visit,
        q.qt,
        q.town,
        q.pcode,
        q.work,
        q.n,
        q.net,
        q.stat,
        q.resp,
      ]),
    ),
    insertRows(
      `${S}.tpo_chk`,
      [
        "chk_no",
        "qt_no",
        "lpa_cd",
        "chk_dt",
        "prot_cd",
        "tpo_ref",
        "app_ref",
        "app_dt",
        "dec_dt",
        "dec_cd",
      ],
      CHKS.map((c, i) => [
        i + 8_801,
        c.q.no,
        c.lpa,
        c.dt,
        c.prot,
        c.tpoRef,
        c.appRef,
        c.appDt,
        c.decDt,
        c.decCd,
      ]),
    ),
    insertRows(
      `${S}.job`,
      [
        "job_no",
        "qt_no",
        "cust_no",
        "work_cd",
        "n_trees",
        "site_pcode",
        "emerg_yn",
        "ord_ref",
        "ord_dt",
        "crew_cd",
        "sched_dt",
        "start_dt",
        "cmpl_dt",
        "stat_cd",
      ],
      JOBS.map((j) => [
        j.no,
        j.q?.no ?? null,
        j.cust.no,
        j.work,
        j.n,
        j.pcode,
        yn(j.emerg),
        j.ordRef,
        j.ord,
        j.crew,
        j.sched,
        j.start,
        j.cmpl,
        j.stat,
      ]),
    ),
    insertRows(
      `${S}.equip`,
      [
        "equip_cd",
        "equip_typ",
        "make_mdl",
        "own_cd",
        "acq_dt",
        "disp_dt",
        "loler_dt",
      ],
      EQUIP.map((e) => [e.cd, e.typ, e.mdl, e.own, e.acq, e.disp, e.loler]),
    ),
    insertRows(
      `${S}.equip_use`,
      ["use_no", "job_no", "equip_cd", "use_dt", "eng_hrs", "op_no"],
      USES.map((u, i) => [i + 1, u.job, u.eq, u.dt, u.hrs, u.op]),
    ),
    insertRows(
      `${S}.tip_tkt`,
      [
        "tip_no",
        "job_no",
        "tip_dt",
        "site_cd",
        "mat_cd",
        "tonnes",
        "fee_p",
        "tkt_ref",
        "est_yn",
        '"vehReg"',
      ],
      TKTS.map((t, i) => [
        i + 1,
        t.job,
        t.dt,
        t.site,
        t.mat,
        t.t,
        t.fee,
        t.ref,
        yn(t.est),
        t.reg,
      ]),
    ),
    insertRows(
      `${S}.inv`,
      [
        "inv_no",
        "job_no",
        "cust_no",
        "inv_dt",
        "due_dt",
        "net_p",
        "vat_p",
        "tot_p",
        "stat_cd",
        "paid_dt",
      ],
      INVS.map((v, i) => {
        const vat = Math.round(v.net * 0.2);
        return [
          i + 52_104,
          v.job,
          v.cust,
          v.dt,
          v.due,
          v.net,
          vat,
          v.net + vat,
          v.stat,
          v.paid,
        ];
      }),
    ),
  ];
  return parts.join("\n");
}
