/**
 * Brunel Spokes Ltd, trading as "Spokes Same-Day", is a bicycle courier company in central Bristol. It carries
 * documents, samples, flowers, food and bulky parcels across the city by bicycle, e-bike and electric cargo bike for
 * business clients that hold a credit account (there are no cash or one-off customers). A client books a job by phone
 * or on the web portal; the controller on the dispatch desk allocates it to a rider, the rider collects it from the
 * pickup address and takes it to the drop address. Each job has one pickup and one (main) drop; the city is split
 * into dispatch zones, grouped into three rings by distance from the centre, and the price of a job depends on the
 * service level and on the furthest ring the job touches. Extras (waiting time, out-of-hours work, heavy items, extra
 * drops, the return leg of an undeliverable job, missing purchase-order numbers) are charged as surcharges on top.
 * Riders are self-employed or on worker contracts and are paid per drop, never by the hour. Clients are invoiced
 * once a month, in arrears, for all the jobs done in the calendar month, and pay on their account's credit terms.
 *
 * This is an export of the dispatch and billing system "DropDesk" (schema `dispatch`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24 (plus a few jobs already booked for the
 * coming days). The data starts on 2024-01-02. The desk works Monday to Friday 07:00 to 19:00, closed on English
 * bank holidays; a small Saturday service runs for a few hospitality and retail clients.
 *
 * UNITS: money is in whole PENCE (GBP; divide by 100 for pounds) in every `*_p` column: `base_p`, `ring_step_p`,
 * `drop_rt_p`, `chg_p`, `rdr_fee_p`, `amt_p`, `net_p`, `vat_p`, `paid_p`. The one exception is `acct.cr_lim_gbp`,
 * a credit limit in whole POUNDS. Prices and surcharges are net of VAT; VAT (20%) is added only on the invoice.
 * Weights in kilograms. Timestamps are local UK time without a time zone.
 *
 * Tables and columns
 * - `zone`: the dispatch zones of the city. `zn_cd` zone code; `zn_nm` zone name; `ring_no` 1 city centre, 2 inner
 *   suburbs, 3 outer areas; `caz_yn` 'Y' when the zone lies inside Bristol's Clean Air Zone; `pcode_dist` the main
 *   postcode district(s).
 * - `svc`: the service levels (lookup). `svc_cd` ECO Economy (same day, delivered by 17:30), STD Standard (within 4
 *   hours), EXP Express (within 90 minutes), DIR Direct (a dedicated rider goes straight from pickup to drop, within
 *   60 minutes), CGO Cargo (bulky or heavy goods up to 100 kg on an electric cargo bike, within 4 hours).
 *   `svc_nm` the service's name; `sla_min` the promised minutes from booking to delivery; `base_p` the current list
 *   price of a job within ring 1; `ring_step_p` the current list price added for each ring beyond ring 1 (a job's
 *   ring is the higher of its pickup and drop zones' rings); `cgo_only` TRUE when the job needs a cargo bike.
 *   List prices rose by 5% on 2025-04-01 and again on 2026-04-01; each job keeps the price it was charged.
 * - `acct`: the client accounts. `acct_no` account number (e.g. A1003); `acct_nm` the client's trading name;
 *   `sect_cd` business sector: LAW solicitors and chambers, MED medical, dental, veterinary and pharmacy, ARC
 *   architects and design studios, PRN printers, HOS hospitality (bakeries, cafes, restaurants, roasters), RET
 *   retail shops, FIN finance and accountancy, PUB public sector and museums, OTH anything else. `bill_zn` the zone
 *   of the client's own premises (a `zone.zn_cd`; most of its jobs are collected there). `ctc_nm` the accounts
 *   contact. `open_dt` the date the account was opened; `close_dt` the date it was closed (NULL = still open).
 *   `acct_stat` ACT open and trading, HLD open but "on stop" (no new bookings accepted until overdue invoices are
 *   paid), CLS closed. `terms_d` credit terms in days (the invoice is due this many days after its date);
 *   `cr_lim_gbp` the credit limit in pounds; `po_reqd` TRUE when the client requires its purchase-order number
 *   (`job.cust_ref`) on every job.
 * - `rider`: the riders. `rdr_no` rider number; `call_sgn` the radio call sign (R01...); `first_nm`, `last_nm`;
 *   `bike_cd` the rider's own machine: STD pedal bicycle, EBK e-bike, CGO electric cargo bike; `cgo_trn` TRUE when
 *   the rider is trained and insured to ride the company's cargo bikes (only these riders do CGO jobs); `ctr_cd` SE
 *   self-employed contractor, WKR worker contract; `drop_rt_p` the rider's current pay per completed drop;
 *   `start_dt` first day riding; `end_dt` the last day before leaving (NULL = still riding for us). A rider whose
 *   start date is in the future has not started yet.
 * - `job`: one delivery job. `job_no` job number; `acct_no` the client (`acct.acct_no`); `job_dt` the date the job
 *   is done (same-day service: booked and done on the same day, except a few jobs booked ahead for the coming days);
 *   `bkd_at` when it was booked; `svc_cd` the service level; `pu_zn` pickup zone and `dr_zn` drop zone
 *   (`zone.zn_cd`); `rdr` the rider it was allocated to (`rider.rdr_no`; NULL when not allocated yet, or cancelled
 *   before allocation); `stat_cd` the job status: BKD booked, not yet done (only jobs dated 2026-11-25 or later); DLV
 *   delivered; FLD failed: the rider attempted the drop but could not deliver, the item went back to our depot for the
 *   client to collect or rebook (the client is charged the job); RTS returned to sender: delivery failed and the
 *   rider took the item back to the pickup address the same day (charged the job plus an RTN surcharge); NC no
 *   collection: the rider attended the pickup but nothing was ready or the client sent the rider away (a "wasted
 *   journey", charged at half price); CXL cancelled by the client before collection (never charged).
 *   `fail_cd` why a FLD or RTS job failed: ABS recipient absent, CLS premises closed, ADR address wrong or not
 *   found, REF refused by the recipient (NULL for every other status). `pu_at` when the item was collected (NULL
 *   for BKD, NC and CXL); `done_at` when the rider finished: the delivery for DLV, the failed attempt for FLD, the
 *   hand-back to the sender for RTS, the wasted attendance for NC (NULL for BKD and CXL). `n_pcs` pieces; `wt_kg`
 *   total weight. `cust_ref` the client's own reference or purchase-order number (NULL when none was given).
 *   `sig_nm` who signed for a delivered item, as typed by the rider. `chg_p` the price charged for the job itself,
 *   before surcharges (half price for NC, 0 for CXL, the quoted price for BKD). `rdr_fee_p` what the rider was paid
 *   for the job: the rider's drop rate at the time plus a premium for EXP/DIR (150p) and CGO (200p) when
 *   delivered; twice the drop rate for RTS; half the drop rate for FLD and NC; 0 for a cancelled job that had been
 *   allocated; NULL while not done. `inv_no` the invoice the job was billed on (NULL for CXL and BKD jobs and for
 *   November 2026 jobs, which are not invoiced yet).
 * - `job_sur`: surcharges on a job, at most one row per job and code. `sur_no`; `job_no`; `sur_cd`: WT waiting time
 *   over 10 minutes at pickup or drop (350p per started 10 minutes), OOH out of hours (collected before 08:00 or
 *   finished after 18:00 on a weekday, or any Saturday job; 50% of the job price), HVY heavy (over 15 kg on a
 *   non-cargo service; 600p), XD extra drops on the same run (400p per extra drop), RTN the return leg of an RTS
 *   job (equal to the job price), POX admin fee when a client that requires purchase-order numbers booked without
 *   one (250p). `amt_p` the amount charged. Surcharges are billed on the same invoice as their job.
 * - `inv`: the monthly invoices, one per account per calendar month in which it had chargeable jobs (every status
 *   except CXL and BKD). `inv_no`; `acct_no`; `bill_mth` the first day of the month billed; `inv_dt` the invoice
 *   date (the first working day of the next month); `due_dt` = `inv_dt` + the account's terms; `n_jobs` the jobs
 *   billed; `net_p` the net amount (job prices plus surcharges); `vat_p` VAT at 20%; the invoice total is `net_p` +
 *   `vat_p`. `stat_cd` ISS issued and awaiting payment, PD paid in full, PP part paid, DSP disputed by the client
 *   (payment held until resolved), WO written off as a bad debt. `paid_dt` the date payment in full was received
 *   (NULL unless PD); `paid_p` the amount received so far (VAT included; 0 when nothing has been received). An
 *   invoice is overdue when it is ISS, PP or DSP and its due date has passed.
 *
 * Not recorded here: distances or routes ridden (no GPS tracks, no mileage or kilometres); riders' hours, shifts,
 *   rotas or availability (so no hourly earnings); tips; rider pay runs or the dates riders were paid; riders'
 *   ages, addresses or any personal details beyond their name; the company's costs (bike repairs and maintenance,
 *   insurance, rent of the depot, staff on the dispatch desk, marketing) and so its profit; any customer or
 *   recipient satisfaction scores, ratings, complaints or reviews; recipients' addresses, phone numbers or
 *   e-mails (only zones); the weather; quotes given that did not become bookings; which controller took or
 *   dispatched a job; carbon or emissions figures; sales people or account managers.
 *
 * Tables
 * - `zone`: `zn_cd`, `zn_nm`, `ring_no`, `caz_yn`, `pcode_dist`.
 * - `svc`: `svc_cd`, `svc_nm`, `sla_min`, `base_p`, `ring_step_p`, `cgo_only`.
 * - `acct`: `acct_no`, `acct_nm`, `sect_cd`, `bill_zn`, `ctc_nm`, `open_dt`, `close_dt`, `acct_stat`, `terms_d`,
 *   `cr_lim_gbp`, `po_reqd`.
 * - `rider`: `rdr_no`, `call_sgn`, `first_nm`, `last_nm`, `bike_cd`, `cgo_trn`, `ctr_cd`, `drop_rt_p`, `start_dt`,
 *   `end_dt`.
 * - `job`: `job_no`, `acct_no`, `job_dt`, `bkd_at`, `svc_cd`, `pu_zn`, `dr_zn`, `rdr`, `stat_cd`, `fail_cd`,
 *   `pu_at`, `done_at`, `n_pcs`, `wt_kg`, `cust_ref`, `sig_nm`, `chg_p`, `rdr_fee_p`, `inv_no`.
 * - `job_sur`: `sur_no`, `job_no`, `sur_cd`, `amt_p`.
 * - `inv`: `inv_no`, `acct_no`, `bill_mth`, `inv_dt`, `due_dt`, `n_jobs`, `net_p`, `vat_p`, `stat_cd`, `paid_dt`,
 *   `paid_p`.
 */
import {
  addDays,
  dayOfWeek,
  ENGLAND_BANK_HOLIDAYS,
  insertRows,
  pad,
  seededRandom,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const TODAY = "2026-11-25";
const r = seededRandom(7731_2026);

// ------------------------------------------------------------------ zones
type Zone = {
  cd: string;
  nm: string;
  ring: number;
  caz: string;
  pcode: string;
};
const ZONES: Zone[] = [
  { cd: "CEN", nm: "Old City & Broadmead", ring: 1, caz: "Y", pcode: "BS1" },
  {
    cd: "HBR",
    nm: "Harbourside & Spike Island",
    ring: 1,
    caz: "Y",
    pcode: "BS1",
  },
  {
    cd: "TQ",
    nm: "Temple Quay & Redcliffe",
    ring: 1,
    caz: "Y",
    pcode: "BS1, BS2",
  },
  { cd: "STP", nm: "Stokes Croft & St Pauls", ring: 1, caz: "N", pcode: "BS2" },
  { cd: "CLF", nm: "Clifton & Hotwells", ring: 2, caz: "N", pcode: "BS8" },
  { cd: "RED", nm: "Redland & Cotham", ring: 2, caz: "N", pcode: "BS6" },
  { cd: "BED", nm: "Bedminster & Southville", ring: 2, caz: "N", pcode: "BS3" },
  {
    cd: "EAS",
    nm: "Easton & St Philips",
    ring: 2,
    caz: "N",
    pcode: "BS2, BS5",
  },
  {
    cd: "WBY",
    nm: "Westbury Park & Henleaze",
    ring: 2,
    caz: "N",
    pcode: "BS9",
  },
  {
    cd: "SMD",
    nm: "Southmead & Horfield",
    ring: 3,
    caz: "N",
    pcode: "BS7, BS10",
  },
  { cd: "FIL", nm: "Filton & Aztec West", ring: 3, caz: "N", pcode: "BS34" },
  { cd: "BRS", nm: "Brislington & Knowle", ring: 3, caz: "N", pcode: "BS4" },
  {
    cd: "KWD",
    nm: "Kingswood & Fishponds",
    ring: 3,
    caz: "N",
    pcode: "BS15, BS16",
  },
  {
    cd: "AVN",
    nm: "Avonmouth & Shirehampton",
    ring: 3,
    caz: "N",
    pcode: "BS11",
  },
];
const ZONE = new Map(ZONES.map((z) => [z.cd, z]));
/** How often each zone is a drop, before a client's own preferences. */
const DROP_W: [string, number][] = [
  ["CEN", 14],
  ["HBR", 8],
  ["TQ", 10],
  ["STP", 6],
  ["CLF", 9],
  ["RED", 7],
  ["BED", 6],
  ["EAS", 5],
  ["WBY", 4],
  ["SMD", 4],
  ["FIL", 2],
  ["BRS", 3],
  ["KWD", 2],
  ["AVN", 1],
];

// ------------------------------------------------------------------ services
type Svc = {
  cd: string;
  nm: string;
  sla: number;
  base: number;
  step: number;
  cgo: boolean;
};
const SVCS: Svc[] = [
  { cd: "ECO", nm: "Economy", sla: 480, base: 650, step: 250, cgo: false },
  {
    cd: "STD",
    nm: "Standard 4-hour",
    sla: 240,
    base: 895,
    step: 300,
    cgo: false,
  },
  {
    cd: "EXP",
    nm: "Express 90-minute",
    sla: 90,
    base: 1450,
    step: 400,
    cgo: false,
  },
  {
    cd: "DIR",
    nm: "Direct 60-minute",
    sla: 60,
    base: 1995,
    step: 500,
    cgo: false,
  },
  { cd: "CGO", nm: "Cargo bike", sla: 240, base: 2200, step: 600, cgo: true },
];
const SVC = new Map(SVCS.map((s) => [s.cd, s]));
/** Price level of a date against the current (2026-04-01) list prices. */
const priceLevel = (d: string): number =>
  d >= "2026-04-01" ? 1 : d >= "2025-04-01" ? 1 / 1.05 : 1 / 1.05 / 1.05;

// ------------------------------------------------------------------ accounts
type Acct = {
  no: string;
  nm: string;
  sect: string;
  zn: string;
  ctc: string;
  open: string;
  close: string | null;
  stat: string;
  terms: number;
  lim: number;
  po: boolean;
  rate: number; // jobs per weekday
  svc: [string, number][];
  drops: string[]; // favoured drop zones
  sat: number; // jobs per Saturday
  early: number; // share of bookings before 08:00
  payDelay: [number, number]; // days after the due date that payment arrives
  lastJob?: string;
};
const ACCTS: Acct[] = [
  {
    no: "A1003",
    nm: "Harbour & Vane Solicitors",
    sect: "LAW",
    zn: "CEN",
    ctc: "Gillian Harcourt",
    open: "2017-03-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 6000,
    po: false,
    rate: 0.55,
    svc: [
      ["STD", 55],
      ["EXP", 30],
      ["DIR", 10],
      ["ECO", 5],
    ],
    drops: ["TQ", "CEN", "CLF"],
    sat: 0,
    early: 0,
    payDelay: [-5, 12],
  },
  {
    no: "A1011",
    nm: "Clarke Wilmot Pryce LLP",
    sect: "LAW",
    zn: "TQ",
    ctc: "Accounts Payable",
    open: "2019-06-10",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 5000,
    po: true,
    rate: 0.42,
    svc: [
      ["STD", 60],
      ["EXP", 25],
      ["DIR", 5],
      ["ECO", 10],
    ],
    drops: ["CEN", "TQ", "FIL"],
    sat: 0,
    early: 0,
    payDelay: [0, 25],
  },
  {
    no: "A1019",
    nm: "Temple Meads Chambers",
    sect: "LAW",
    zn: "TQ",
    ctc: "Senior Clerk",
    open: "2020-01-15",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 3000,
    po: false,
    rate: 0.25,
    svc: [
      ["STD", 50],
      ["EXP", 40],
      ["DIR", 10],
    ],
    drops: ["CEN", "HBR"],
    sat: 0,
    early: 0,
    payDelay: [-10, 5],
  },
  {
    no: "A1052",
    nm: "Redcliffe Legal Services",
    sect: "LAW",
    zn: "TQ",
    ctc: "Mark Osei",
    open: "2025-02-03",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 2500,
    po: false,
    rate: 0.28,
    svc: [
      ["STD", 70],
      ["EXP", 20],
      ["ECO", 10],
    ],
    drops: ["CEN", "BED"],
    sat: 0,
    early: 0,
    payDelay: [-3, 15],
  },
  {
    no: "A1007",
    nm: "Southmead Pathology Partnership",
    sect: "MED",
    zn: "SMD",
    ctc: "Finance Shared Services",
    open: "2018-09-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 12000,
    po: true,
    rate: 0.7,
    svc: [
      ["EXP", 45],
      ["DIR", 30],
      ["STD", 25],
    ],
    drops: ["CLF", "CEN", "BRS", "RED"],
    sat: 0,
    early: 0.2,
    payDelay: [5, 35],
  },
  {
    no: "A1024",
    nm: "Clifton Dental Lab",
    sect: "MED",
    zn: "CLF",
    ctc: "Rebecca Shaw",
    open: "2021-04-12",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 2000,
    po: false,
    rate: 0.36,
    svc: [
      ["STD", 60],
      ["EXP", 30],
      ["ECO", 10],
    ],
    drops: ["RED", "WBY", "CEN", "BED"],
    sat: 0,
    early: 0,
    payDelay: [-2, 10],
  },
  {
    no: "A1031",
    nm: "Avon Vet Referrals",
    sect: "MED",
    zn: "BRS",
    ctc: "Practice Manager",
    open: "2022-05-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 2000,
    po: false,
    rate: 0.18,
    svc: [
      ["EXP", 40],
      ["STD", 50],
      ["DIR", 10],
    ],
    drops: ["KWD", "BED", "CLF"],
    sat: 0,
    early: 0.05,
    payDelay: [-5, 8],
  },
  {
    no: "A1046",
    nm: "Gloucester Road Pharmacy",
    sect: "MED",
    zn: "RED",
    ctc: "Imran Chaudhry",
    open: "2024-06-03",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 1500,
    po: false,
    rate: 0.24,
    svc: [
      ["STD", 55],
      ["ECO", 35],
      ["EXP", 10],
    ],
    drops: ["RED", "SMD", "WBY", "STP"],
    sat: 0,
    early: 0,
    payDelay: [0, 9],
  },
  {
    no: "A1015",
    nm: "Lyons Hale Architects",
    sect: "ARC",
    zn: "HBR",
    ctc: "Tessa Lyons",
    open: "2019-11-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 3000,
    po: false,
    rate: 0.22,
    svc: [
      ["STD", 55],
      ["CGO", 20],
      ["EXP", 15],
      ["ECO", 10],
    ],
    drops: ["CEN", "TQ", "CLF"],
    sat: 0,
    early: 0,
    payDelay: [0, 20],
  },
  {
    no: "A1038",
    nm: "Spike Island Design Studio",
    sect: "ARC",
    zn: "HBR",
    ctc: "Noah Fielding",
    open: "2023-02-01",
    close: "2025-09-30",
    stat: "CLS",
    terms: 14,
    lim: 1500,
    po: false,
    rate: 0.15,
    svc: [
      ["STD", 60],
      ["CGO", 25],
      ["ECO", 15],
    ],
    drops: ["CEN", "STP", "EAS"],
    sat: 0,
    early: 0,
    payDelay: [5, 30],
  },
  {
    no: "A1009",
    nm: "Stokes Croft Print Co",
    sect: "PRN",
    zn: "STP",
    ctc: "Lou Barnes",
    open: "2018-03-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 5000,
    po: false,
    rate: 0.48,
    svc: [
      ["STD", 45],
      ["CGO", 35],
      ["ECO", 20],
    ],
    drops: ["CEN", "HBR", "TQ", "CLF", "EAS"],
    sat: 0,
    early: 0,
    payDelay: [-5, 15],
  },
  {
    no: "A1027",
    nm: "Inkwell Reprographics",
    sect: "PRN",
    zn: "EAS",
    ctc: "Terry Walsh",
    open: "2021-08-01",
    close: null,
    stat: "HLD",
    terms: 30,
    lim: 2500,
    po: false,
    rate: 0.34,
    svc: [
      ["STD", 50],
      ["CGO", 30],
      ["ECO", 20],
    ],
    drops: ["CEN", "TQ", "KWD"],
    sat: 0,
    early: 0,
    payDelay: [10, 45],
    lastJob: "2026-10-09",
  },
  {
    no: "A1033",
    nm: "Wapping Wharf Bakery",
    sect: "HOS",
    zn: "HBR",
    ctc: "Sofia Marchetti",
    open: "2022-09-01",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 2000,
    po: false,
    rate: 0.4,
    svc: [
      ["CGO", 40],
      ["ECO", 25],
      ["STD", 35],
    ],
    drops: ["CEN", "CLF", "BED", "TQ"],
    sat: 0.6,
    early: 0.35,
    payDelay: [-3, 6],
  },
  {
    no: "A1041",
    nm: "The Olive Shed",
    sect: "HOS",
    zn: "CLF",
    ctc: "Dimitri Kostas",
    open: "2023-10-01",
    close: "2024-11-29",
    stat: "CLS",
    terms: 14,
    lim: 1000,
    po: false,
    rate: 0.14,
    svc: [
      ["STD", 60],
      ["CGO", 40],
    ],
    drops: ["CLF", "CEN"],
    sat: 0.3,
    early: 0.2,
    payDelay: [10, 30],
  },
  {
    no: "A1049",
    nm: "Bristol Coffee Roasters",
    sect: "HOS",
    zn: "BED",
    ctc: "Amara Lewis",
    open: "2024-09-02",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 2500,
    po: false,
    rate: 0.3,
    svc: [
      ["CGO", 50],
      ["ECO", 30],
      ["STD", 20],
    ],
    drops: ["CEN", "HBR", "STP", "CLF", "RED"],
    sat: 0.4,
    early: 0.15,
    payDelay: [-2, 10],
  },
  {
    no: "A1005",
    nm: "Park Street Florist",
    sect: "RET",
    zn: "CLF",
    ctc: "Jenny Rowe",
    open: "2016-05-01",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 1500,
    po: false,
    rate: 0.36,
    svc: [
      ["STD", 50],
      ["EXP", 30],
      ["ECO", 20],
    ],
    drops: ["CLF", "RED", "WBY", "CEN", "SMD"],
    sat: 0.8,
    early: 0,
    payDelay: [-4, 7],
  },
  {
    no: "A1021",
    nm: "Cabot Books",
    sect: "RET",
    zn: "CEN",
    ctc: "Peter Lang",
    open: "2020-10-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 1500,
    po: false,
    rate: 0.18,
    svc: [
      ["ECO", 60],
      ["STD", 40],
    ],
    drops: ["CLF", "RED", "BED", "WBY"],
    sat: 0,
    early: 0,
    payDelay: [-5, 10],
  },
  {
    no: "A1055",
    nm: "Harvey's Cellars",
    sect: "RET",
    zn: "HBR",
    ctc: "Oliver Harvey",
    open: "2025-06-02",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 3000,
    po: false,
    rate: 0.16,
    svc: [
      ["CGO", 60],
      ["STD", 40],
    ],
    drops: ["CLF", "CEN", "WBY"],
    sat: 0.2,
    early: 0,
    payDelay: [-5, 10],
  },
  {
    no: "A1013",
    nm: "Queen Square Wealth",
    sect: "FIN",
    zn: "CEN",
    ctc: "Accounts",
    open: "2019-04-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 3000,
    po: true,
    rate: 0.24,
    svc: [
      ["STD", 60],
      ["EXP", 30],
      ["DIR", 10],
    ],
    drops: ["CLF", "TQ", "CEN", "FIL"],
    sat: 0,
    early: 0,
    payDelay: [-8, 5],
  },
  {
    no: "A1029",
    nm: "Corn Street Accountants",
    sect: "FIN",
    zn: "CEN",
    ctc: "Helen Moss",
    open: "2021-02-01",
    close: "2026-03-31",
    stat: "CLS",
    terms: 30,
    lim: 1500,
    po: false,
    rate: 0.18,
    svc: [
      ["STD", 70],
      ["ECO", 30],
    ],
    drops: ["TQ", "CEN", "CLF"],
    sat: 0,
    early: 0,
    payDelay: [0, 15],
    lastJob: "2026-03-27",
  },
  {
    no: "A1017",
    nm: "Bristol Museums Loans Office",
    sect: "PUB",
    zn: "HBR",
    ctc: "Collections Team",
    open: "2019-07-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 4000,
    po: true,
    rate: 0.12,
    svc: [
      ["CGO", 30],
      ["DIR", 30],
      ["STD", 40],
    ],
    drops: ["CEN", "CLF", "AVN"],
    sat: 0,
    early: 0,
    payDelay: [5, 30],
  },
  {
    no: "A1035",
    nm: "City Hall Post Room",
    sect: "PUB",
    zn: "CEN",
    ctc: "Procurement Hub",
    open: "2022-04-01",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 5000,
    po: true,
    rate: 0.3,
    svc: [
      ["ECO", 50],
      ["STD", 50],
    ],
    drops: ["CEN", "EAS", "KWD", "BRS", "AVN", "SMD"],
    sat: 0,
    early: 0,
    payDelay: [10, 30],
  },
  {
    no: "A1058",
    nm: "Bristol Eye Clinic",
    sect: "MED",
    zn: "CLF",
    ctc: "Dr Anika Shah",
    open: "2026-01-12",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 2000,
    po: false,
    rate: 0.3,
    svc: [
      ["EXP", 50],
      ["STD", 40],
      ["DIR", 10],
    ],
    drops: ["SMD", "CEN", "RED"],
    sat: 0,
    early: 0.1,
    payDelay: [-3, 8],
  },
  {
    no: "A1060",
    nm: "Floret & Fern",
    sect: "RET",
    zn: "BED",
    ctc: "Kate Ellison",
    open: "2026-09-01",
    close: null,
    stat: "ACT",
    terms: 14,
    lim: 1000,
    po: false,
    rate: 0.3,
    svc: [
      ["STD", 60],
      ["EXP", 25],
      ["ECO", 15],
    ],
    drops: ["BED", "CLF", "CEN", "BRS"],
    sat: 0.8,
    early: 0,
    payDelay: [-3, 5],
  },
  {
    no: "A1044",
    nm: "Kingswood Lettings",
    sect: "OTH",
    zn: "KWD",
    ctc: "Sandra Poole",
    open: "2024-03-04",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 1000,
    po: false,
    rate: 0,
    svc: [["STD", 1]],
    drops: [],
    sat: 0,
    early: 0,
    payDelay: [0, 0],
  },
  {
    no: "A1062",
    nm: "Aztec West Recruitment Ltd",
    sect: "OTH",
    zn: "FIL",
    ctc: "Accounts",
    open: "2026-10-19",
    close: null,
    stat: "ACT",
    terms: 30,
    lim: 2000,
    po: true,
    rate: 0,
    svc: [["STD", 1]],
    drops: [],
    sat: 0,
    early: 0,
    payDelay: [0, 0],
  },
];

// ------------------------------------------------------------------ riders
type Rider = {
  no: number;
  first: string;
  last: string;
  bike: string;
  cgo: boolean;
  ctr: string;
  rate: number; // current pay per drop, pence
  start: string;
  end: string | null;
  w: number; // share of the work when riding
};
const RIDERS: Rider[] = [
  {
    no: 101,
    first: "Jake",
    last: "Summers",
    bike: "EBK",
    cgo: true,
    ctr: "WKR",
    rate: 540,
    start: "2019-04-01",
    end: null,
    w: 1.3,
  },
  {
    no: 102,
    first: "Priya",
    last: "Nair",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 500,
    start: "2020-06-15",
    end: null,
    w: 1.1,
  },
  {
    no: 103,
    first: "Owen",
    last: "Pritchard",
    bike: "CGO",
    cgo: true,
    ctr: "WKR",
    rate: 560,
    start: "2021-03-01",
    end: null,
    w: 1.0,
  },
  {
    no: 104,
    first: "Sam",
    last: "Okafor",
    bike: "EBK",
    cgo: false,
    ctr: "SE",
    rate: 500,
    start: "2022-01-10",
    end: "2025-06-30",
    w: 1.0,
  },
  {
    no: 105,
    first: "Ellie",
    last: "Marsh",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 480,
    start: "2022-05-03",
    end: "2024-08-16",
    w: 0.9,
  },
  {
    no: 106,
    first: "Dan",
    last: "Whitlock",
    bike: "CGO",
    cgo: true,
    ctr: "SE",
    rate: 560,
    start: "2023-02-01",
    end: null,
    w: 0.9,
  },
  {
    no: 107,
    first: "Marta",
    last: "Kowalczyk",
    bike: "EBK",
    cgo: true,
    ctr: "WKR",
    rate: 520,
    start: "2023-04-17",
    end: null,
    w: 1.2,
  },
  {
    no: 108,
    first: "Callum",
    last: "Reid",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 480,
    start: "2023-09-04",
    end: "2026-02-27",
    w: 0.8,
  },
  {
    no: 109,
    first: "Aisha",
    last: "Begum",
    bike: "EBK",
    cgo: false,
    ctr: "SE",
    rate: 500,
    start: "2024-02-05",
    end: null,
    w: 1.0,
  },
  {
    no: 110,
    first: "Luca",
    last: "Romano",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 480,
    start: "2024-05-13",
    end: "2024-12-20",
    w: 0.7,
  },
  {
    no: 111,
    first: "Hannah",
    last: "Price",
    bike: "CGO",
    cgo: true,
    ctr: "WKR",
    rate: 560,
    start: "2024-09-02",
    end: null,
    w: 0.8,
  },
  {
    no: 112,
    first: "Kwame",
    last: "Mensah",
    bike: "EBK",
    cgo: false,
    ctr: "SE",
    rate: 500,
    start: "2025-01-06",
    end: null,
    w: 1.1,
  },
  {
    no: 113,
    first: "Freya",
    last: "Lund",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 480,
    start: "2025-04-14",
    end: null,
    w: 0.9,
  },
  {
    no: 114,
    first: "Josh",
    last: "Baker",
    bike: "EBK",
    cgo: false,
    ctr: "SE",
    rate: 500,
    start: "2025-07-01",
    end: "2026-07-31",
    w: 0.8,
  },
  {
    no: 115,
    first: "Nadia",
    last: "Haddad",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 480,
    start: "2025-10-06",
    end: null,
    w: 0.9,
  },
  {
    no: 116,
    first: "Ben",
    last: "Carter",
    bike: "CGO",
    cgo: true,
    ctr: "SE",
    rate: 560,
    start: "2026-03-02",
    end: null,
    w: 0.7,
  },
  {
    no: 117,
    first: "Zoe",
    last: "Fenwick",
    bike: "EBK",
    cgo: false,
    ctr: "WKR",
    rate: 520,
    start: "2026-06-01",
    end: null,
    w: 0.9,
  },
  {
    no: 118,
    first: "Ravi",
    last: "Patel",
    bike: "STD",
    cgo: false,
    ctr: "SE",
    rate: 480,
    start: "2026-10-26",
    end: null,
    w: 0.6,
  },
  {
    no: 119,
    first: "Ollie",
    last: "Grant",
    bike: "EBK",
    cgo: false,
    ctr: "SE",
    rate: 500,
    start: "2026-11-30",
    end: null,
    w: 0,
  },
];
/** Drop rates rose by 20p on 2025-04-01 and on 2026-04-01; the rider table holds the current rate. */
const rateOn = (rd: Rider, d: string): number =>
  rd.rate - (d >= "2026-04-01" ? 0 : d >= "2025-04-01" ? 20 : 40);
const riding = (rd: Rider, d: string): boolean =>
  rd.start <= d && (rd.end === null || rd.end >= d) && rd.w > 0;

// ------------------------------------------------------------------ helpers
const hhmm = (min: number): string =>
  `${pad(Math.floor(min / 60), 2)}:${pad(min % 60, 2)}:00`;
const ts = (d: string, min: number): string => `${d} ${hhmm(min)}`;
const round5 = (p: number): number => Math.round(p / 5) * 5;
const monthStart = (d: string): string => `${d.slice(0, 7)}-01`;
const nextMonth = (m: string): string => {
  const y = Number(m.slice(0, 4));
  const mo = Number(m.slice(5, 7));
  return mo === 12 ? `${y + 1}-01-01` : `${y}-${pad(mo + 1, 2)}-01`;
};
const isWorkday = (d: string): boolean => {
  const w = dayOfWeek(d);
  return w >= 1 && w <= 5 && !ENGLAND_BANK_HOLIDAYS.has(d);
};
const firstWorkday = (m: string): string => {
  let d = m;
  while (!isWorkday(d)) d = addDays(d, 1);
  return d;
};
const SEASON: Record<string, number> = {
  "01": 0.85,
  "02": 0.95,
  "03": 1.0,
  "04": 0.95,
  "05": 1.0,
  "06": 1.0,
  "07": 0.95,
  "08": 0.8,
  "09": 1.05,
  "10": 1.05,
  "11": 1.1,
  "12": 1.15,
};
const growth = (d: string): number =>
  d < "2025-01-01" ? 1 : d < "2026-01-01" ? 1.12 : 1.22;

const SURNAMES = [
  "SMITH",
  "JONES",
  "TAYLOR",
  "BROWN",
  "WILLIAMS",
  "DAVIES",
  "EVANS",
  "THOMAS",
  "KHAN",
  "PATEL",
  "WALKER",
  "HUGHES",
  "GREEN",
  "HALL",
  "WOOD",
  "MORRIS",
  "CLARKE",
  "REECE",
  "OKORO",
  "NOWAK",
];
const sigName = (): string => {
  const k = r.int(0, 9);
  if (k === 0) return "reception";
  if (k === 1) return "Reception";
  if (k === 2) return "post room";
  if (k === 3) return "left w/ neighbour";
  const s = r.pick(SURNAMES);
  return k < 7
    ? `${String.fromCharCode(65 + r.int(0, 25))}. ${s}`
    : s.charAt(0) + s.slice(1).toLowerCase();
};

// ------------------------------------------------------------------ jobs
type Job = {
  no: number;
  acct: Acct;
  dt: string;
  bkd: string;
  svc: string;
  pu: string;
  dr: string;
  rdr: number | null;
  stat: string;
  fail: string | null;
  puAt: string | null;
  doneAt: string | null;
  pcs: number;
  kg: number;
  ref: string | null;
  sig: string | null;
  chg: number;
  fee: number | null;
  inv: string | null;
  surs: [string, number][];
};
const jobs: Job[] = [];
let jobNo = 240001;
let refSeq = 1000;

function pickRider(d: string, cargo: boolean, fast: boolean): Rider | null {
  const pool = RIDERS.filter((rd) => riding(rd, d) && (!cargo || rd.cgo));
  if (pool.length === 0) return null;
  return r.weighted(
    pool.map(
      (rd) => [rd, rd.w * (fast && rd.bike === "EBK" ? 1.6 : 1)] as const,
    ),
  );
}

function makeJob(a: Acct, d: string, saturday: boolean, future: boolean): void {
  const svcCd = r.weighted(a.svc);
  const svc = SVC.get(svcCd)!;
  // pickup mostly at the client's premises; some jobs collect elsewhere and bring back
  let pu = a.zn;
  let dr =
    r.chance(0.6) && a.drops.length > 0 ? r.pick(a.drops) : r.weighted(DROP_W);
  if (r.chance(0.12)) {
    pu = dr;
    dr = a.zn;
  }
  if (pu === dr && r.chance(0.5)) dr = r.weighted(DROP_W);
  const ring = Math.max(ZONE.get(pu)!.ring, ZONE.get(dr)!.ring);
  const chgFull = round5((svc.base + svc.step * (ring - 1)) * priceLevel(d));

  // booking time
  let bk: number;
  if (r.chance(a.early)) bk = r.int(7 * 60, 7 * 60 + 55);
  else if (svcCd === "ECO") bk = r.int(8 * 60, 13 * 60);
  else if (saturday) bk = r.int(8 * 60, 13 * 60);
  else bk = r.int(8 * 60, 17 * 60 + 15);
  const bkd = future ? ts(addDays(d, -1), r.int(14 * 60, 18 * 60)) : ts(d, bk);

  const pcs =
    svcCd === "CGO"
      ? r.int(2, 24)
      : r.weighted([
          [1, 70],
          [2, 18],
          [3, 8],
          [5, 4],
        ] as const);
  const kg =
    svcCd === "CGO"
      ? r.float(8, 85, 1)
      : r.chance(0.06)
        ? r.float(15.5, 24, 1)
        : r.float(0.2, 6, 1);
  const ref = a.po
    ? r.chance(0.93)
      ? `PO${r.int(40000, 98999)}`
      : null
    : r.chance(0.3)
      ? `${a.no.slice(1)}/${refSeq++}`
      : null;

  const job: Job = {
    no: jobNo++,
    acct: a,
    dt: d,
    bkd,
    svc: svcCd,
    pu,
    dr,
    rdr: null,
    stat: "BKD",
    fail: null,
    puAt: null,
    doneAt: null,
    pcs,
    kg,
    ref,
    sig: null,
    chg: chgFull,
    fee: null,
    inv: null,
    surs: [],
  };
  jobs.push(job);
  if (future) {
    if (r.chance(0.5))
      job.rdr =
        pickRider(d, svc.cgo, svcCd === "EXP" || svcCd === "DIR")?.no ?? null;
    return;
  }

  const fast = svcCd === "EXP" || svcCd === "DIR";
  const rider = pickRider(d, svc.cgo, fast);
  const drRate = rider ? rateOn(rider, d) : 0;
  const roll = r.next();
  const cancelP = a.sect === "MED" ? 0.06 : 0.035;
  if (roll < cancelP) {
    job.stat = "CXL";
    job.chg = 0;
    if (r.chance(0.5) && rider) {
      job.rdr = rider.no;
      job.fee = 0;
    }
    return;
  }
  job.rdr = rider!.no;
  // times
  const puDelay = {
    DIR: [5, 20],
    EXP: [8, 30],
    STD: [15, 90],
    ECO: [30, 200],
    CGO: [20, 110],
  }[svcCd] as [number, number];
  const puMin = bk + r.int(puDelay[0], puDelay[1]);
  const rideBase =
    12 + 9 * (ZONE.get(pu)!.ring + ZONE.get(dr)!.ring - 2) + r.int(0, 15);
  const ride = Math.round(
    rideBase * (fast ? 0.8 : svcCd === "CGO" ? 1.25 : 1) +
      (r.chance(0.06) ? r.int(30, 90) : 0),
  );
  const doneMin = Math.min(puMin + ride, 20 * 60 + 40);
  const late = doneMin >= 18 * 60;

  const kind = r.next();
  const failP = a.sect === "RET" || a.sect === "HOS" ? 0.05 : 0.03;
  if (kind < 0.015) {
    job.stat = "NC";
    job.chg = round5(chgFull / 2);
    job.doneAt = ts(d, puMin);
    job.fee = Math.round(drRate / 2);
  } else if (kind < 0.015 + failP) {
    job.stat = r.chance(0.4) ? "RTS" : "FLD";
    job.fail = r.weighted([
      ["ABS", 50],
      ["CLS", 20],
      ["ADR", 20],
      ["REF", 10],
    ] as const);
    job.puAt = ts(d, puMin);
    job.doneAt = ts(
      d,
      Math.min(job.stat === "RTS" ? doneMin + ride : doneMin, 20 * 60 + 55),
    );
    job.fee = job.stat === "RTS" ? drRate * 2 : Math.round(drRate / 2);
  } else {
    job.stat = "DLV";
    job.puAt = ts(d, puMin);
    job.doneAt = ts(d, doneMin);
    job.sig = sigName();
    job.fee = drRate + (fast ? 150 : svcCd === "CGO" ? 200 : 0);
  }
  // surcharges
  if (job.stat !== "NC" && r.chance(0.07))
    job.surs.push([
      "WT",
      350 *
        r.weighted([
          [1, 6],
          [2, 3],
          [3, 1],
        ] as const),
    ]);
  if (job.stat !== "NC" && (saturday || puMin < 8 * 60 || late))
    job.surs.push(["OOH", round5(chgFull / 2)]);
  if (job.stat !== "NC" && kg > 15 && svcCd !== "CGO")
    job.surs.push(["HVY", 600]);
  if (job.stat === "DLV" && r.chance(0.05))
    job.surs.push(["XD", 400 * r.int(1, 3)]);
  if (job.stat === "RTS") job.surs.push(["RTN", chgFull]);
  if (a.po && ref === null) job.surs.push(["POX", 250]);
}

for (let d = START; d <= addDays(TODAY, 1); d = addDays(d, 1)) {
  const w = dayOfWeek(d);
  const sat = w === 6 && !ENGLAND_BANK_HOLIDAYS.has(d);
  if (!isWorkday(d) && !sat) continue;
  const future = d >= TODAY;
  for (const a of ACCTS) {
    if (a.rate === 0) continue;
    if (d < a.open || (a.close && d > a.close) || (a.lastJob && d > a.lastJob))
      continue;
    const lambda =
      0.7 *
      (sat ? a.sat * 0.5 : a.rate) *
      SEASON[d.slice(5, 7)]! *
      growth(d) *
      (future ? 0.6 : 1);
    const n = r.poisson(lambda);
    for (let i = 0; i < n; i++) makeJob(a, d, sat, future);
  }
}
// bookings within a day in time order
jobs.sort((x, y) =>
  x.dt === y.dt
    ? x.bkd < y.bkd
      ? -1
      : x.bkd > y.bkd
        ? 1
        : 0
    : x.dt < y.dt
      ? -1
      : 1,
);
jobs.forEach((j, i) => (j.no = 240001 + i));

// ------------------------------------------------------------------ invoices
type Inv = {
  no: string;
  acct: Acct;
  mth: string;
  invDt: string;
  due: string;
  n: number;
  net: number;
  vat: number;
  stat: string;
  paidDt: string | null;
  paid: number;
};
const invs: Inv[] = [];
const months: string[] = [];
for (let m = "2024-01-01"; m < "2026-11-01"; m = nextMonth(m)) months.push(m);
let invSeq = 1;
for (const m of months) {
  for (const a of [...ACCTS].sort((x, y) => (x.no < y.no ? -1 : 1))) {
    const billed = jobs.filter(
      (j) =>
        j.acct === a &&
        monthStart(j.dt) === m &&
        j.stat !== "CXL" &&
        j.stat !== "BKD",
    );
    if (billed.length === 0) continue;
    const invDt = firstWorkday(nextMonth(m));
    const no = `SI${m.slice(2, 4)}${pad(invSeq++, 4)}`;
    const net = billed.reduce(
      (s, j) => s + j.chg + j.surs.reduce((t, [, p]) => t + p, 0),
      0,
    );
    const vat = Math.round(net * 0.2);
    for (const j of billed) j.inv = no;
    const due = addDays(invDt, a.terms);
    let paidDt: string | null = addDays(
      due,
      r.int(a.payDelay[0], a.payDelay[1]),
    );
    if (paidDt < addDays(invDt, 2)) paidDt = addDays(invDt, 2);
    let stat = "PD";
    let paid = net + vat;
    if (paidDt > LAST) {
      stat = "ISS";
      paidDt = null;
      paid = 0;
    }
    invs.push({
      no,
      acct: a,
      mth: m,
      invDt,
      due,
      n: billed.length,
      net,
      vat,
      stat,
      paidDt,
      paid,
    });
  }
}
const setInv = (
  acctNo: string,
  mth: string,
  stat: string,
  paidFrac = 0,
): void => {
  const inv = invs.find((i) => i.acct.no === acctNo && i.mth === mth);
  if (!inv) throw new Error(`no invoice ${acctNo} ${mth}`);
  inv.stat = stat;
  inv.paidDt = null;
  inv.paid = Math.round((inv.net + inv.vat) * paidFrac);
};
// Inkwell Reprographics stopped paying in summer 2026 and was put on stop
for (const inv of invs.filter(
  (i) => i.acct.no === "A1027" && i.mth >= "2026-06-01",
))
  setInv("A1027", inv.mth, "ISS");
setInv("A1027", "2026-05-01", "PP", 0.5);
// The Olive Shed closed owing its last two months
setInv("A1041", "2024-10-01", "WO");
setInv("A1041", "2024-11-01", "WO");
// Spike Island Design Studio paid part of its final invoice
setInv("A1038", "2025-09-01", "PP", 0.6);
// disputes
setInv("A1007", "2026-09-01", "DSP");
setInv("A1003", "2026-08-01", "DSP");
setInv("A1035", "2025-12-01", "DSP");

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const S = "dispatch";
  const ddl = `
CREATE SCHEMA ${S};
CREATE TABLE ${S}.zone (
  zn_cd varchar(4) PRIMARY KEY,
  zn_nm varchar(60) NOT NULL,
  ring_no smallint NOT NULL,
  caz_yn char(1) NOT NULL,
  pcode_dist varchar(20)
);
CREATE TABLE ${S}.svc (
  svc_cd varchar(4) PRIMARY KEY,
  svc_nm varchar(40) NOT NULL,
  sla_min integer NOT NULL,
  base_p integer NOT NULL,
  ring_step_p integer NOT NULL,
  cgo_only boolean NOT NULL
);
CREATE TABLE ${S}.acct (
  acct_no varchar(6) PRIMARY KEY,
  acct_nm varchar(80) NOT NULL,
  sect_cd varchar(4) NOT NULL,
  bill_zn varchar(4) REFERENCES ${S}.zone (zn_cd),
  ctc_nm varchar(60),
  open_dt date NOT NULL,
  close_dt date,
  acct_stat varchar(4) NOT NULL,
  terms_d smallint NOT NULL,
  cr_lim_gbp integer,
  po_reqd boolean NOT NULL DEFAULT false
);
CREATE TABLE ${S}.rider (
  rdr_no integer PRIMARY KEY,
  call_sgn varchar(4) NOT NULL,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  bike_cd varchar(4) NOT NULL,
  cgo_trn boolean NOT NULL,
  ctr_cd varchar(4) NOT NULL,
  drop_rt_p integer NOT NULL,
  start_dt date NOT NULL,
  end_dt date
);
CREATE TABLE ${S}.inv (
  inv_no varchar(10) PRIMARY KEY,
  acct_no varchar(6) NOT NULL REFERENCES ${S}.acct (acct_no),
  bill_mth date NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  n_jobs integer NOT NULL,
  net_p integer NOT NULL,
  vat_p integer NOT NULL,
  stat_cd varchar(4) NOT NULL,
  paid_dt date,
  paid_p integer NOT NULL DEFAULT 0
);
CREATE TABLE ${S}.job (
  job_no integer PRIMARY KEY,
  acct_no varchar(6) NOT NULL REFERENCES ${S}.acct (acct_no),
  job_dt date NOT NULL,
  bkd_at timestamp NOT NULL,
  svc_cd varchar(4) NOT NULL REFERENCES ${S}.svc (svc_cd),
  pu_zn varchar(4) NOT NULL REFERENCES ${S}.zone (zn_cd),
  dr_zn varchar(4) NOT NULL REFERENCES ${S}.zone (zn_cd),
  rdr integer REFERENCES ${S}.rider (rdr_no),
  stat_cd varchar(4) NOT NULL,
  fail_cd varchar(4),
  pu_at timestamp,
  done_at timestamp,
  n_pcs smallint NOT NULL,
  wt_kg numeric(5,1),
  cust_ref varchar(20),
  sig_nm varchar(40),
  chg_p integer NOT NULL,
  rdr_fee_p integer,
  inv_no varchar(10) REFERENCES ${S}.inv (inv_no)
);
CREATE TABLE ${S}.job_sur (
  sur_no integer PRIMARY KEY,
  job_no integer NOT NULL REFERENCES ${S}.job (job_no),
  sur_cd varchar(4) NOT NULL,
  amt_p integer NOT NULL
);
`;
  const surRows: unknown[][] = [];
  let surNo = 1;
  for (const j of jobs)
    for (const [cd, amt] of j.surs) surRows.push([surNo++, j.no, cd, amt]);
  return [
    ddl,
    insertRows(
      `${S}.zone`,
      ["zn_cd", "zn_nm", "ring_no", "caz_yn", "pcode_dist"],
      ZONES.map((z) => [z.cd, z.nm, z.ring, z.caz, z.pcode]),
    ),
    insertRows(
      `${S}.svc`,
      ["svc_cd", "svc_nm", "sla_min", "base_p", "ring_step_p", "cgo_only"],
      SVCS.map((s) => [s.cd, s.nm, s.sla, s.base, s.step, s.cgo]),
    ),
    insertRows(
      `${S}.acct`,
      [
        "acct_no",
        "acct_nm",
        "sect_cd",
        "bill_zn",
        "ctc_nm",
        "open_dt",
        "close_dt",
        "acct_stat",
        "terms_d",
        "cr_lim_gbp",
        "po_reqd",
      ],
      ACCTS.map((a) => [
        a.no,
        a.nm,
        a.sect,
        a.zn,
        a.ctc,
        a.open,
        a.close,
        a.stat,
        a.terms,
        a.lim,
        a.po,
      ]),
    ),
    insertRows(
      `${S}.rider`,
      [
        "rdr_no",
        "call_sgn",
        "first_nm",
        "last_nm",
        "bike_cd",
        "cgo_trn",
        "ctr_cd",
        "drop_rt_p",
        "start_dt",
        "end_dt",
      ],
      RIDERS.map((rd) => [
        rd.no,
        `R${pad(rd.no - 100, 2)}`,
        rd.first,
        rd.last,
        rd.bike,
        rd.cgo,
        rd.ctr,
        rd.rate,
        rd.start,
        rd.end,
      ]),
    ),
    insertRows(
      `${S}.inv`,
      [
        "inv_no",
        "acct_no",
        "bill_mth",
        "inv_dt",
        "due_dt",
        "n_jobs",
        "net_p",
        "vat_p",
        "stat_cd",
        "paid_dt",
        "paid_p",
      ],
      invs.map((i) => [
        i.no,
        i.acct.no,
        i.mth,
        i.invDt,
        i.due,
        i.n,
        i.net,
        i.vat,
        i.stat,
        i.paidDt,
        i.paid,
      ]),
    ),
    insertRows(
      `${S}.job`,
      [
        "job_no",
        "acct_no",
        "job_dt",
        "bkd_at",
        "svc_cd",
        "pu_zn",
        "dr_zn",
        "rdr",
        "stat_cd",
        "fail_cd",
        "pu_at",
        "done_at",
        "n_pcs",
        "wt_kg",
        "cust_ref",
        "sig_nm",
        "chg_p",
        "rdr_fee_p",
        "inv_no",
      ],
      jobs.map((j) => [
        j.no,
        j.acct.no,
        j.dt,
        j.bkd,
        j.svc,
        j.pu,
        j.dr,
        j.rdr,
        j.stat,
        j.fail,
        j.puAt,
        j.doneAt,
        j.pcs,
        j.kg,
        j.ref,
        j.sig,
        j.chg,
        j.fee,
        j.inv,
      ]),
    ),
    insertRows(
      `${S}.job_sur`,
      ["sur_no", "job_no", "sur_cd", "amt_p"],
      surRows,
    ),
  ].join("\n");
}
