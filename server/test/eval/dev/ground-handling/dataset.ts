/**
 * Granite Ground Services Ltd, an independent ground-handling company at two regional airports in the north of
 * Scotland: Aberdeen (IATA ABZ) and Inverness (IATA INV). Airlines hire us under service contracts to turn their
 * aircraft round on the ground: we meet the aircraft on stand, unload and load the baggage, push jets back off
 * stand, provide ground power, de-ice aircraft in winter and, for some airlines, do the into-plane fuelling. We
 * invoice each airline once a month per airport. Passenger check-in, cargo and catering are not done by us.
 *
 * This is an export of the company's ramp operations package "RampTrax GH" (schema `rampx`), taken on the morning
 * of Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. Turnarounds, services, delays,
 * invoices, equipment maintenance and baggage reports start on 2024-01-01. The staff roster module went live on
 * 2026-06-01, so shifts exist only from 2026-06-01.
 *
 * UNITS AND MONEY: all money is pounds sterling (GBP). Columns ending in `_p` are in whole PENCE (divide by 100 for
 * pounds): contract fees, service charges and invoice amounts. `claim_amt` (baggage claims) and `parts_cost`
 * (maintenance) are in pounds. Fuel and de-icing fluid in litres. Times are local airport time (timestamp without
 * time zone). Delays and ground times are in minutes.
 *
 * Business terms and codes:
 * - A turnaround ("turn") is one aircraft visit: it arrives on an inbound flight (`arr_flt_no`), is handled on the
 *   ground and leaves on the outbound flight (`dep_flt_no`). On-block = the aircraft parked on stand (arrival);
 *   off-block = the aircraft pushed back / left the stand (departure). `sched_*` the timetable times, `act_*` the
 *   actual ones. `ops_dt` the operating date of the turn (the scheduled arrival date) - use it for "when" a turn
 *   happened. A nightstop (`nightstop_yn` = Y) arrives in the evening and leaves the next morning.
 *   Ground time = `act_off_blk - act_on_blk`. Departure delay = `act_off_blk - sched_off_blk`; arrival delay =
 *   `act_on_blk - sched_on_blk`. A departure is ON TIME when it left no more than 15 minutes after its scheduled
 *   off-block time (the D15 standard), late otherwise.
 *   `turn_stat`: CMP completed (arrived and departed), CNX cancelled by the airline (no actual times, no pax, no
 *   services, not billed), ONB aircraft on blocks now (arrived, not departed yet: `act_off_blk` NULL).
 *   "Turnarounds handled" are CMP turns.
 * - Delay codes: the standard IATA two-digit delay codes, up to two per departure: `dly1_cd`/`dly1_min` the main
 *   (largest) cause, `dly2_cd`/`dly2_min` a second cause (NULL when only one). When a departure is coded,
 *   `dly1_min + dly2_min` equals its departure delay in minutes. Departures only a minute or two late, and early
 *   ones, carry no code. Codes used: 11 late check-in, 15 boarding (missing passengers), 18 baggage processing,
 *   32 loading/unloading (bulky loads, short of loaders), 33 loading equipment (belt loader missing or broken),
 *   34 servicing equipment (GPU or tug missing or broken), 35 aircraft cleaning, 36 fuelling/defuelling,
 *   41 aircraft technical defect, 63 late crew boarding, 71 weather at the departure airport, 75 de-icing of the
 *   aircraft, 81 air traffic flow management (ATC) restriction, 89 departure airport restrictions, 93 late arrival
 *   of the aircraft from its previous flight (reactionary). Codes 11-19 and 31-39 are ground-handling delays, the
 *   ones the airline holds us responsible for.
 * - Services (`svc`) done on a turn, `svc_cd`: BAG baggage loading and unloading (every completed turn; `qty` =
 *   bags loaded, `uom_cd` BAG; included in the turnaround fee so `chg_p` is 0), PBK pushback by tug (jets only;
 *   `qty` 1, `uom_cd` EA), GPU ground power unit (`qty` minutes connected, `uom_cd` MIN), DEI de-icing (`qty`
 *   litres of de-icing fluid sprayed, `uom_cd` L), FUEL into-plane fuelling (`qty` litres of jet fuel uplifted,
 *   `uom_cd` L; only for airlines whose contract includes fuelling; the fuel itself is bought by the airline from
 *   the airport supplier, we charge only our into-plane fee). `chg_p` the amount charged for the service in pence,
 *   at the contract rates. `equip_no` the unit used (NULL for hand loading on turboprops and for fuelling, which
 *   uses the supplier's bowser). `staff_no` the agent who did it.
 * - Contracts (`ctr`): one per airline per airport per term. `eff_dt` start; `exp_dt` the agreed end date, NULL for
 *   an evergreen contract that runs until notice is given; `trm_dt` the date it was ended early (NULL unless
 *   terminated). `stat_cd` ACT active, EXP expired (ran to its end), TRM terminated early, PND signed but not
 *   started yet. Rates: `turn_fee_p` per completed turnaround, `pbk_fee_p` per pushback, `gpu_hr_p` per hour of
 *   ground power (charged by the minute), `dei_ltr_p` pence per litre of de-icing fluid, `fuel_ltr_p` pence per
 *   litre fuelled (NULL when fuelling is not in the contract). `mtt_min` the agreed minimum turnaround time in
 *   minutes. `pay_terms_d` days the airline has to pay an invoice. `auto_renew_yn` Y when it renews itself for a
 *   year at `exp_dt` unless cancelled.
 * - Airlines (`airln`): our customers. `airln_cd` the IATA airline code. `parent_airln_cd` the group parent airline
 *   (NULL for an independent or parent airline). `acct_stat` A active, S on stop (credit hold), X closed (no longer
 *   a customer; Atlantic Isles Airways ceased trading in March 2025). "acctMgr" our account manager for the
 *   airline. `ctry_cd` ISO country of the airline.
 * - Equipment (`equip`), ground support equipment (GSE), one row per unit: `equip_typ` TUG pushback tug, BLT belt
 *   loader, GPU ground power unit, DIR de-icing rig. `equip_no` our fleet number. `in_svc_dt` date it went into
 *   service with us, `retired_dt` date it was disposed of (NULL while still in the fleet). `repl_equip_no` the unit
 *   it replaced. `mfg_yr` year of manufacture. `lease_yn` Y leased, N owned. `pwr_cd` D diesel, E electric.
 * - Maintenance work orders (`equip_mnt`): `mnt_typ` PM planned service, CM corrective (a breakdown or defect
 *   repair), INS statutory thorough examination (LOLER). `open_dt` when raised, `close_dt` when the work was
 *   signed off (NULL = still open; a unit with an open CM is unserviceable, "U/S"). `labour_hrs` hours worked,
 *   `parts_cost` pounds, `vendor_nm` the outside contractor (NULL when done by our own engineers).
 * - Staff (`staff`): `role_cd` STM station manager, DM duty manager, TL team leader (turn coordinator, the "red
 *   cap"), RA ramp agent, ENG GSE engineer (mechanic). `sup_staff_no` the staff member's line manager. `hire_dt`,
 *   `term_dt` leaving date (NULL = still employed). `ft_yn` Y full time, N part time; `contr_hrs_wk` contracted
 *   hours a week. A turn's `lead_staff_no` is the team leader who coordinated it.
 * - Certifications (`staff_cert`), the current certificate per staff member and type: `cert_cd` ADP airside
 *   driving permit, PBK pushback/tug licence, DEI de-icing operator, DGR dangerous goods awareness, FUEL into-plane
 *   fuelling. `exp_dt` the expiry date (a certificate past its expiry date has lapsed).
 * - Shifts (`shift`), from 2026-06-01: `shift_cd` E early (05:00), L late (13:00). `sched_hrs` rostered hours,
 *   `wrk_hrs` hours actually worked (more than rostered = overtime; NULL when absent), `abs_cd` NULL when the person
 *   came in, SCK sick, UA unauthorised absence (no-show).
 * - Baggage mishandling reports (`bag_irr`), one per Property Irregularity Report (PIR) raised at our desk on a
 *   turn: `irr_typ` DEL delayed (bag did not arrive with the passenger), DAM damaged, PIL pilfered (items
 *   missing), LOS lost (never found). `bags_n` bags on the report. `fault_cd` GH our handling error, AL the
 *   airline or another airport, PX passenger or other. `claim_amt` the passenger claim in pounds (NULL when there is
 *   no claim). `rpt_dt` reported, `closed_dt` closed (NULL = still open).
 * - Invoices (`inv`): one per airline per airport per billing month (`bill_yr` integer year, `bill_mo` 1-12),
 *   covering the turns whose `ops_dt` is in that month: `turns_n` completed turns billed, `net_amt_p` = the
 *   turnaround fees plus the service charges, `vat_amt_p` VAT (20% for UK airlines, 0 for foreign ones), all in
 *   pence. `inv_dt` issued, `due_dt` due, `paid_dt` the date paid (NULL = unpaid). `stat_cd` ISS issued (unpaid),
 *   PD paid, DSP disputed by the airline (unpaid). An invoice is overdue when unpaid after its `due_dt`. The
 *   November 2026 invoices are not raised yet.
 *
 * Not recorded here: passenger check-in, queues or complaints; cargo and mail weights; aircraft stands or gates;
 *   fuel prices or the cost of de-icing fluid (only litres and our fees); staff pay, wages or payroll costs;
 *   equipment fuel or electricity use and emissions; baggage reclaim times (first/last bag); SLA penalties or
 *   service credits; aircraft weights and load sheets; shifts before 2026-06-01; customer satisfaction scores.
 *
 * Tables
 * - `stn`: `stn_cd`, `stn_nm`, `icao_cd`, `city`, `mgr_nm`, `ops_start_dt` the date we started handling there.
 * - `airln`: `airln_cd`, `airln_nm`, `icao_cd`, `ctry_cd`, `parent_airln_cd`, `acct_stat`, `cust_since_dt`,
 *   "acctMgr".
 * - `ctr`: `ctr_no`, `airln_cd`, `stn_cd`, `sign_dt`, `eff_dt`, `exp_dt`, `trm_dt`, `turn_fee_p`, `pbk_fee_p`,
 *   `gpu_hr_p`, `dei_ltr_p`, `fuel_ltr_p`, `mtt_min`, `pay_terms_d`, `auto_renew_yn`, `stat_cd`.
 * - `turn`: `turn_no`, `stn_cd`, `airln_cd`, `ctr_no`, `ops_dt`, `arr_flt_no`, `dep_flt_no`, `acft_typ` (ICAO type:
 *   AT76 ATR 72-600, DH8D Dash 8 Q400, SF34 Saab 340, E190 Embraer 190, A320 Airbus A320, B738 Boeing 737-800),
 *   `acft_reg` registration, `sched_on_blk`, `act_on_blk`, `sched_off_blk`, `act_off_blk`, `pax_in` passengers
 *   off, `pax_out` passengers on, `nightstop_yn`, `turn_stat`, `dly1_cd`, `dly1_min`, `dly2_cd`, `dly2_min`,
 *   `lead_staff_no`.
 * - `svc`: `svc_no`, `turn_no`, `svc_cd`, `start_ts`, `end_ts`, `qty`, `uom_cd`, `equip_no`, `staff_no`, `chg_p`.
 * - `equip`: `equip_no`, `equip_typ`, `make`, `model`, "serialNo", `stn_cd`, `mfg_yr`, `in_svc_dt`, `retired_dt`,
 *   `repl_equip_no`, `lease_yn`, `pwr_cd`.
 * - `equip_mnt`: `wo_no`, `equip_no`, `mnt_typ`, `open_dt`, `close_dt`, `labour_hrs`, `parts_cost`, `vendor_nm`,
 *   `fault_desc`.
 * - `staff`: `staff_no`, `first_nm`, `last_nm`, `stn_cd`, `role_cd`, `hire_dt`, `term_dt`, `sup_staff_no`, `ft_yn`,
 *   `contr_hrs_wk`.
 * - `staff_cert`: `staff_no`, `cert_cd`, `cert_ref`, `issue_dt`, `exp_dt`.
 * - `shift`: `shift_no`, `staff_no`, `stn_cd`, `shift_dt`, `shift_cd`, `sched_hrs`, `wrk_hrs`, `abs_cd`.
 * - `bag_irr`: `pir_no`, `turn_no`, `stn_cd`, `airln_cd`, `rpt_dt`, `irr_typ`, `bag_tag_no`, `bags_n`,
 *   `fault_cd`, `claim_amt`, `closed_dt`.
 * - `inv`: `inv_no`, `airln_cd`, `stn_cd`, `bill_yr`, `bill_mo`, `inv_dt`, `due_dt`, `turns_n`, `net_amt_p`,
 *   `vat_amt_p`, `paid_dt`, `stat_cd`.
 */
import {
  addDays,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-01";
const LAST = "2026-11-24";
const ROSTER_START = "2026-06-01";
const r = seededRandom(4_2026_1125);

// ------------------------------------------------------------------ stations
const STNS: [string, string, string, string, string, string][] = [
  [
    "ABZ",
    "Aberdeen International",
    "EGPD",
    "Aberdeen",
    "Fiona Strachan",
    "2016-04-01",
  ],
  ["INV", "Inverness", "EGPE", "Inverness", "Calum MacLeod", "2019-10-01"],
];

// ------------------------------------------------------------------ airlines
type Airln = {
  cd: string;
  nm: string;
  icao: string;
  ctry: string;
  parent: string | null;
  stat: string;
  since: string;
  mgr: string;
};
const AIRLNS: Airln[] = [
  {
    cd: "HJ",
    nm: "Highland Air",
    icao: "HLA",
    ctry: "GB",
    parent: null,
    stat: "A",
    since: "2016-04-01",
    mgr: "Morag Buchan",
  },
  {
    cd: "OX",
    nm: "Orcadia Express",
    icao: "ORX",
    ctry: "GB",
    parent: "HJ",
    stat: "A",
    since: "2023-01-01",
    mgr: "Morag Buchan",
  },
  {
    cd: "FJ",
    nm: "Fjordfly",
    icao: "FJF",
    ctry: "NO",
    parent: null,
    stat: "A",
    since: "2018-05-01",
    mgr: "Neil Gauld",
  },
  {
    cd: "FK",
    nm: "Fjordfly Regional",
    icao: "FJR",
    ctry: "NO",
    parent: "FJ",
    stat: "A",
    since: "2024-03-01",
    mgr: "Neil Gauld",
  },
  {
    cd: "BJ",
    nm: "Brightjet",
    icao: "BRJ",
    ctry: "GB",
    parent: null,
    stat: "A",
    since: "2021-03-01",
    mgr: "Neil Gauld",
  },
  {
    cd: "NL",
    nm: "Northlink Airways",
    icao: "NLK",
    ctry: "GB",
    parent: null,
    stat: "S",
    since: "2019-11-01",
    mgr: "Morag Buchan",
  },
  {
    cd: "SW",
    nm: "Sunward Holidays",
    icao: "SWH",
    ctry: "GB",
    parent: null,
    stat: "A",
    since: "2024-05-01",
    mgr: "Kirsty Ewen",
  },
  {
    cd: "AQ",
    nm: "Atlantic Isles Airways",
    icao: "AIW",
    ctry: "GB",
    parent: null,
    stat: "X",
    since: "2022-06-01",
    mgr: "Kirsty Ewen",
  },
  {
    cd: "CC",
    nm: "Celtic Connect",
    icao: "CEC",
    ctry: "IE",
    parent: null,
    stat: "A",
    since: "2025-06-01",
    mgr: "Kirsty Ewen",
  },
  {
    cd: "HC",
    nm: "Highland Air Cargo",
    icao: "HLC",
    ctry: "GB",
    parent: "HJ",
    stat: "A",
    since: "2026-11-02",
    mgr: "Morag Buchan",
  },
  {
    cd: "NV",
    nm: "Nordvik Air",
    icao: "NVK",
    ctry: "NO",
    parent: null,
    stat: "A",
    since: "2026-10-14",
    mgr: "Neil Gauld",
  },
];
const AL = new Map(AIRLNS.map((a) => [a.cd, a]));

// ------------------------------------------------------------------ contracts
type Ctr = {
  no: string;
  al: string;
  stn: string;
  sign: string;
  eff: string;
  exp: string | null;
  trm: string | null;
  turnFee: number;
  pbkFee: number;
  gpuHr: number;
  deiLtr: number;
  fuelLtr: number | null;
  mtt: number;
  terms: number;
  auto: string;
  stat: string;
};
const C = (
  no: string,
  al: string,
  stn: string,
  sign: string,
  eff: string,
  exp: string | null,
  trm: string | null,
  turnFee: number,
  pbkFee: number,
  gpuHr: number,
  deiLtr: number,
  fuelLtr: number | null,
  mtt: number,
  terms: number,
  auto: string,
  stat: string,
): Ctr => ({
  no,
  al,
  stn,
  sign,
  eff,
  exp,
  trm,
  turnFee,
  pbkFee,
  gpuHr,
  deiLtr,
  fuelLtr,
  mtt,
  terms,
  auto,
  stat,
});
const CTRS: Ctr[] = [
  C(
    "C20-002",
    "HJ",
    "INV",
    "2019-11-18",
    "2020-01-01",
    null,
    null,
    36500,
    9500,
    4800,
    298,
    null,
    30,
    30,
    "N",
    "ACT",
  ),
  C(
    "C21-004",
    "HJ",
    "ABZ",
    "2021-02-26",
    "2021-04-01",
    "2025-03-31",
    null,
    37000,
    9500,
    4800,
    291,
    null,
    30,
    30,
    "N",
    "EXP",
  ),
  C(
    "C22-007",
    "AQ",
    "ABZ",
    "2022-05-09",
    "2022-06-01",
    "2026-05-31",
    "2025-03-14",
    22500,
    9000,
    4500,
    288,
    null,
    25,
    14,
    "N",
    "TRM",
  ),
  C(
    "C22-011",
    "NL",
    "INV",
    "2022-10-03",
    "2022-11-01",
    "2024-10-31",
    null,
    52000,
    10500,
    5200,
    301,
    2.1,
    30,
    30,
    "N",
    "EXP",
  ),
  C(
    "C23-001",
    "OX",
    "ABZ",
    "2022-12-12",
    "2023-01-01",
    null,
    null,
    21500,
    9000,
    4500,
    291,
    null,
    25,
    30,
    "N",
    "ACT",
  ),
  C(
    "C23-002",
    "BJ",
    "INV",
    "2023-02-10",
    "2023-03-01",
    "2026-02-28",
    null,
    68000,
    11000,
    5400,
    307,
    1.95,
    35,
    21,
    "N",
    "EXP",
  ),
  C(
    "C23-005",
    "FJ",
    "ABZ",
    "2023-04-03",
    "2023-05-01",
    "2027-04-30",
    null,
    72500,
    11500,
    5600,
    317,
    2.4,
    40,
    30,
    "Y",
    "ACT",
  ),
  C(
    "C23-009",
    "NL",
    "ABZ",
    "2023-08-14",
    "2023-09-01",
    "2026-08-31",
    null,
    54000,
    10500,
    5200,
    301,
    2.1,
    30,
    30,
    "N",
    "EXP",
  ),
  C(
    "C24-001",
    "BJ",
    "ABZ",
    "2023-11-30",
    "2024-01-01",
    "2026-12-31",
    null,
    69500,
    11000,
    5400,
    307,
    1.95,
    35,
    21,
    "Y",
    "ACT",
  ),
  C(
    "C24-002",
    "FK",
    "ABZ",
    "2024-02-05",
    "2024-03-01",
    null,
    null,
    38000,
    9500,
    4800,
    317,
    2.4,
    25,
    30,
    "N",
    "ACT",
  ),
  C(
    "C24-004",
    "SW",
    "ABZ",
    "2024-03-22",
    "2024-05-01",
    "2024-10-31",
    null,
    76000,
    12000,
    5600,
    320,
    2.6,
    45,
    14,
    "N",
    "EXP",
  ),
  C(
    "C24-006",
    "OX",
    "INV",
    "2024-05-20",
    "2024-06-01",
    null,
    null,
    21000,
    9000,
    4500,
    298,
    null,
    25,
    30,
    "N",
    "ACT",
  ),
  C(
    "C25-002",
    "SW",
    "ABZ",
    "2025-03-18",
    "2025-05-01",
    "2025-10-31",
    null,
    78000,
    12000,
    5600,
    326,
    2.6,
    45,
    14,
    "N",
    "EXP",
  ),
  C(
    "C25-006",
    "CC",
    "INV",
    "2025-04-28",
    "2025-06-01",
    "2028-05-31",
    null,
    35500,
    9500,
    4800,
    304,
    null,
    25,
    30,
    "Y",
    "ACT",
  ),
  C(
    "C26-001",
    "BJ",
    "INV",
    "2026-01-19",
    "2026-03-01",
    "2029-02-28",
    null,
    71000,
    11500,
    5600,
    317,
    2.05,
    35,
    21,
    "N",
    "ACT",
  ),
  C(
    "C26-003",
    "SW",
    "ABZ",
    "2026-03-09",
    "2026-05-01",
    "2026-10-31",
    null,
    79500,
    12500,
    5800,
    333,
    2.7,
    45,
    14,
    "N",
    "EXP",
  ),
  C(
    "C26-005",
    "NL",
    "ABZ",
    "2026-07-27",
    "2026-09-01",
    "2029-08-31",
    null,
    57500,
    11000,
    5400,
    314,
    2.2,
    30,
    30,
    "N",
    "ACT",
  ),
  C(
    "C25-003",
    "HJ",
    "ABZ",
    "2025-03-03",
    "2025-04-01",
    null,
    null,
    39500,
    10000,
    5000,
    307,
    null,
    30,
    30,
    "N",
    "ACT",
  ),
  C(
    "C26-008",
    "NV",
    "INV",
    "2026-10-14",
    "2027-01-01",
    "2029-12-31",
    null,
    37500,
    9500,
    4800,
    317,
    2.3,
    25,
    30,
    "Y",
    "PND",
  ),
  C(
    "C26-010",
    "HC",
    "INV",
    "2026-11-02",
    "2026-12-01",
    "2027-11-30",
    null,
    29500,
    9500,
    4800,
    307,
    null,
    35,
    30,
    "Y",
    "PND",
  ),
];
const ctrEnd = (c: Ctr) => c.trm ?? c.exp ?? "2099-12-31";
const ctrFor = (al: string, stn: string, d: string): Ctr | undefined =>
  CTRS.find(
    (c) => c.al === al && c.stn === stn && c.eff <= d && ctrEnd(c) >= d,
  );

// ------------------------------------------------------------------ rotations
type Rot = {
  al: string;
  stn: string;
  arr: string;
  dep: string;
  dows: number[];
  arrMin: number;
  gnd: number;
  ns: boolean;
  types: [string, number][];
  from?: string;
  to?: string;
  extraDows?: [string, number[]];
};
const ROTS: Rot[] = [
  {
    al: "HJ",
    stn: "ABZ",
    arr: "HJ231",
    dep: "HJ232",
    dows: [1, 3, 5],
    arrMin: 7 * 60 + 40,
    gnd: 35,
    ns: false,
    types: [
      ["AT76", 7],
      ["DH8D", 3],
    ],
  },
  {
    al: "HJ",
    stn: "ABZ",
    arr: "HJ260",
    dep: "HJ261",
    dows: [2, 4],
    arrMin: 21 * 60 + 50,
    gnd: 530,
    ns: true,
    types: [
      ["AT76", 6],
      ["DH8D", 4],
    ],
  },
  {
    al: "OX",
    stn: "ABZ",
    arr: "OX401",
    dep: "OX402",
    dows: [2, 6],
    arrMin: 9 * 60 + 15,
    gnd: 30,
    ns: false,
    types: [["SF34", 1]],
  },
  {
    al: "FJ",
    stn: "ABZ",
    arr: "FJ881",
    dep: "FJ882",
    dows: [1, 5],
    arrMin: 11 * 60 + 20,
    gnd: 45,
    ns: false,
    types: [["B738", 1]],
  },
  {
    al: "FK",
    stn: "ABZ",
    arr: "FK612",
    dep: "FK613",
    dows: [4],
    arrMin: 16 * 60 + 5,
    gnd: 30,
    ns: false,
    types: [["DH8D", 1]],
  },
  {
    al: "BJ",
    stn: "ABZ",
    arr: "BJ5521",
    dep: "BJ5522",
    dows: [0, 3],
    arrMin: 10 * 60 + 5,
    gnd: 40,
    ns: false,
    types: [["A320", 1]],
    extraDows: ["2025-04-01", [0, 3, 5]],
  },
  {
    al: "NL",
    stn: "ABZ",
    arr: "NL120",
    dep: "NL121",
    dows: [2, 5],
    arrMin: 8 * 60 + 30,
    gnd: 35,
    ns: false,
    types: [["E190", 1]],
  },
  {
    al: "SW",
    stn: "ABZ",
    arr: "SW3301",
    dep: "SW3302",
    dows: [6],
    arrMin: 14 * 60,
    gnd: 60,
    ns: false,
    types: [["B738", 1]],
  },
  {
    al: "AQ",
    stn: "ABZ",
    arr: "AQ71",
    dep: "AQ72",
    dows: [1, 4],
    arrMin: 12 * 60,
    gnd: 30,
    ns: false,
    types: [["SF34", 1]],
  },
  {
    al: "HJ",
    stn: "INV",
    arr: "HJ331",
    dep: "HJ332",
    dows: [1, 3, 5, 6],
    arrMin: 8 * 60 + 10,
    gnd: 35,
    ns: false,
    types: [["AT76", 1]],
  },
  {
    al: "OX",
    stn: "INV",
    arr: "OX451",
    dep: "OX452",
    dows: [5],
    arrMin: 10 * 60 + 40,
    gnd: 30,
    ns: false,
    types: [["SF34", 1]],
  },
  {
    al: "BJ",
    stn: "INV",
    arr: "BJ5611",
    dep: "BJ5612",
    dows: [2, 6],
    arrMin: 12 * 60 + 30,
    gnd: 40,
    ns: false,
    types: [["A320", 1]],
  },
  {
    al: "CC",
    stn: "INV",
    arr: "CC801",
    dep: "CC802",
    dows: [0, 3],
    arrMin: 15 * 60 + 10,
    gnd: 30,
    ns: false,
    types: [["AT76", 1]],
  },
  {
    al: "NL",
    stn: "INV",
    arr: "NL150",
    dep: "NL151",
    dows: [1, 4],
    arrMin: 9 * 60 + 50,
    gnd: 35,
    ns: false,
    types: [["E190", 1]],
  },
];
const SEATS: Record<string, number> = {
  AT76: 70,
  DH8D: 78,
  SF34: 34,
  E190: 100,
  A320: 180,
  B738: 186,
};
const JET = new Set(["E190", "A320", "B738"]);
const REG_PREFIX: Record<string, string> = {
  HJ: "G-HL",
  OX: "G-OR",
  FJ: "LN-FJ",
  FK: "LN-FR",
  BJ: "G-BJ",
  NL: "G-NL",
  SW: "G-SW",
  AQ: "G-AQ",
  CC: "EI-CC",
};
const regsFor = new Map<string, string[]>();
const regOf = (al: string, typ: string): string => {
  const key = `${al}|${typ}`;
  let list = regsFor.get(key);
  if (!list) {
    list = [];
    const letters = "ABCDEFGHJKLMNPRSTUWXYZ";
    const n = al === "HJ" ? 5 : 3;
    const base = r.int(0, 10);
    for (let i = 0; i < n; i++) {
      const prefix = REG_PREFIX[al] ?? "G-XX";
      const tail = prefix.length === 4 ? 2 : prefix.length === 5 ? 1 : 2;
      let s = "";
      for (let k = 0; k < tail; k++)
        s +=
          letters[
            (base + i * 3 + k * 7 + (typ.charCodeAt(0) % 5) * 11) %
              letters.length
          ];
      list.push(prefix + s);
    }
    list = [...new Set(list)];
    regsFor.set(key, list);
  }
  return r.pick(list);
};

// ------------------------------------------------------------------ staff
const FIRST = [
  "Ewan",
  "Callum",
  "Ross",
  "Fraser",
  "Jamie",
  "Craig",
  "Scott",
  "Gregor",
  "Angus",
  "Hamish",
  "Kyle",
  "Lewis",
  "Euan",
  "Dougie",
  "Alasdair",
  "Kenny",
  "Stuart",
  "Rory",
  "Niall",
  "Connor",
  "Shona",
  "Eilidh",
  "Kirsty",
  "Ailsa",
  "Mhairi",
  "Catriona",
  "Lorna",
  "Isla",
  "Rhona",
  "Gemma",
  "Heather",
  "Carly",
];
const LASTN = [
  "Mackay",
  "Fraser",
  "Ross",
  "Munro",
  "Grant",
  "Robertson",
  "Duncan",
  "Forbes",
  "Cameron",
  "Sutherland",
  "Mackenzie",
  "Gordon",
  "Reid",
  "Milne",
  "Keith",
  "Shand",
  "Cruickshank",
  "Ogston",
  "Christie",
  "Gauld",
  "Mitchell",
  "Stewart",
  "Urquhart",
  "Macrae",
  "Paterson",
  "Rennie",
  "Lawson",
  "Wilson",
  "Anderson",
  "Bain",
];
type Staff = {
  no: number;
  first: string;
  last: string;
  stn: string;
  role: string;
  hire: string;
  term: string | null;
  sup: number | null;
  ft: string;
  hrs: number;
  sick: number;
};
const staff: Staff[] = [];
const mkName = uniqueNames(
  r,
  FIRST,
  LASTN,
  new Set(["Fiona Strachan", "Calum MacLeod"]),
);
let sno = 3000;
const addStaff = (
  stn: string,
  role: string,
  hire: string,
  term: string | null,
  sup: number | null,
  name?: [string, string],
): Staff => {
  sno += r.int(3, 17);
  const [first, last] = name ?? mkName();
  const ft = role === "RA" && r.chance(0.3) ? "N" : "Y";
  const s: Staff = {
    no: sno,
    first,
    last,
    stn,
    role,
    hire,
    term,
    sup,
    ft,
    hrs: ft === "Y" ? 40 : r.pick([20, 24, 30]),
    sick: r.chance(0.15) ? 0.11 : r.chance(0.2) ? 0 : 0.03,
  };
  staff.push(s);
  return s;
};
for (const [stn, , , , mgr] of STNS) {
  const [mf, ml] = mgr.split(" ") as [string, string];
  const big = stn === "ABZ";
  const stm = addStaff(
    stn,
    "STM",
    stn === "ABZ" ? "2016-02-15" : "2019-08-19",
    null,
    null,
    [mf, ml],
  );
  const dms = Array.from({ length: big ? 3 : 2 }, () =>
    addStaff(stn, "DM", r.date("2016-05-01", "2022-12-31"), null, stm.no),
  );
  const tls = Array.from({ length: big ? 4 : 3 }, () =>
    addStaff(
      stn,
      "TL",
      r.date("2017-01-01", "2023-06-30"),
      null,
      r.pick(dms).no,
    ),
  );
  for (let i = 0; i < (big ? 2 : 1); i++)
    addStaff(stn, "ENG", r.date("2016-06-01", "2023-12-31"), null, stm.no);
  const nRa = big ? 12 : 7;
  for (let i = 0; i < nRa; i++)
    addStaff(
      stn,
      "RA",
      r.date("2018-01-01", "2023-12-31"),
      null,
      r.pick(tls).no,
    );
  // leavers and their replacements
  const nLeave = big ? 5 : 3;
  for (let i = 0; i < nLeave; i++) {
    const term = r.date("2024-02-01", "2026-10-31");
    addStaff(
      stn,
      "RA",
      r.date("2019-01-01", "2023-12-31"),
      term,
      r.pick(tls).no,
    );
    const hire = addDays(term, r.int(10, 50));
    if (hire <= LAST) addStaff(stn, "RA", hire, null, r.pick(tls).no);
  }
}
// one engineer left ABZ and a new one started
{
  const eng = staff.find((s) => s.role === "ENG" && s.stn === "ABZ");
  if (eng) {
    eng.term = "2025-06-27";
    addStaff("ABZ", "ENG", "2025-07-21", null, eng.sup);
  }
}
const employed = (s: Staff, d: string) =>
  s.hire <= d && (s.term === null || s.term >= d);
const crew = (stn: string, d: string, roles: string[]) =>
  staff.filter(
    (s) => s.stn === stn && roles.includes(s.role) && employed(s, d),
  );

// ------------------------------------------------------------------ certifications
type Cert = {
  staff: number;
  cd: string;
  ref: string;
  issue: string;
  exp: string;
};
const certs: Cert[] = [];
let certSeq = 1000;
const certYears: Record<string, number> = {
  ADP: 2,
  PBK: 3,
  DEI: 1,
  DGR: 2,
  FUEL: 3,
};
const holders = new Map<string, Set<number>>();
for (const s of staff) {
  if (s.role === "STM") continue;
  const want: string[] = ["ADP"];
  if (
    s.role === "TL" ||
    s.role === "ENG" ||
    (s.role === "RA" && r.chance(0.55))
  )
    want.push("PBK");
  if (s.role !== "ENG" && (s.role === "TL" || r.chance(0.7))) want.push("DEI");
  if (s.role === "TL" || s.role === "DM") want.push("DGR");
  if (s.role === "RA" && r.chance(0.45)) want.push("FUEL");
  for (const cd of want) {
    const yrs = certYears[cd] ?? 2;
    const ref = s.term ?? LAST;
    // the latest issue before the reference date (leaving date or today)
    let issue: string;
    if (cd === "DEI") {
      const yr = Number(ref.slice(0, 4)) - (ref.slice(5) < "10-15" ? 1 : 0);
      issue = `${yr}-${pad(r.int(9, 10), 2)}-${pad(r.int(1, 28), 2)}`;
      if (issue > ref) issue = addDays(ref, -r.int(20, 60));
    } else {
      issue = addDays(ref, -r.int(5, yrs * 365 - 5));
    }
    if (issue < s.hire) issue = addDays(s.hire, r.int(3, 30));
    let exp = addDays(issue, yrs * 365);
    // a few active staff have let a certificate lapse
    if (s.term === null && r.chance(0.06)) {
      issue = addDays(issue, -yrs * 365);
      exp = addDays(issue, yrs * 365);
    }
    certSeq += r.int(1, 40);
    certs.push({
      staff: s.no,
      cd,
      ref: `${cd}-${s.stn}-${certSeq}`,
      issue,
      exp,
    });
    const set = holders.get(cd) ?? new Set<number>();
    set.add(s.no);
    holders.set(cd, set);
  }
}
const certified = (cd: string, list: Staff[]) => {
  const set = holders.get(cd);
  const ok = list.filter((s) => set?.has(s.no));
  return ok.length > 0 ? ok : list;
};

// ------------------------------------------------------------------ equipment
type Equip = {
  no: string;
  typ: string;
  make: string;
  model: string;
  serial: string;
  stn: string;
  yr: number;
  inSvc: string;
  retired: string | null;
  repl: string | null;
  lease: string;
  pwr: string;
};
const E = (
  no: string,
  typ: string,
  make: string,
  model: string,
  stn: string,
  yr: number,
  inSvc: string,
  retired: string | null,
  repl: string | null,
  lease: string,
  pwr: string,
): Equip => ({
  no,
  typ,
  make,
  model,
  serial: `${make.slice(0, 3).toUpperCase()}${yr % 100}${pad(r.int(1000, 99999), 5)}`,
  stn,
  yr,
  inSvc,
  retired,
  repl,
  lease,
  pwr,
});
const EQUIP: Equip[] = [
  E(
    "ABZ-TG01",
    "TUG",
    "TLD",
    "TMX-50",
    "ABZ",
    2008,
    "2016-04-01",
    "2024-08-16",
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-TG02",
    "TUG",
    "Douglas",
    "DC12",
    "ABZ",
    2014,
    "2016-04-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-TG03",
    "TUG",
    "Schopf",
    "F59",
    "ABZ",
    2018,
    "2018-09-10",
    null,
    null,
    "Y",
    "D",
  ),
  E(
    "ABZ-TG04",
    "TUG",
    "Mototok",
    "Twin Spacer",
    "ABZ",
    2024,
    "2024-08-19",
    null,
    "ABZ-TG01",
    "Y",
    "E",
  ),
  E(
    "ABZ-BL01",
    "BLT",
    "Charlatte",
    "CBL2000",
    "ABZ",
    2007,
    "2016-04-01",
    "2025-05-09",
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-BL02",
    "BLT",
    "TLD",
    "NBL-E",
    "ABZ",
    2015,
    "2016-04-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-BL03",
    "BLT",
    "Mulag",
    "Comet 4E",
    "ABZ",
    2019,
    "2019-05-02",
    null,
    null,
    "N",
    "E",
  ),
  E(
    "ABZ-BL04",
    "BLT",
    "TLD",
    "NBL-E",
    "ABZ",
    2025,
    "2025-05-12",
    null,
    "ABZ-BL01",
    "Y",
    "E",
  ),
  E(
    "ABZ-GP01",
    "GPU",
    "Houchin",
    "C690",
    "ABZ",
    2010,
    "2016-04-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-GP02",
    "GPU",
    "ITW AXA Power",
    "AXA 90",
    "ABZ",
    2017,
    "2017-11-20",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-GP03",
    "GPU",
    "ITW AXA Power",
    "eGPU 90",
    "ABZ",
    2023,
    "2023-10-02",
    null,
    null,
    "Y",
    "E",
  ),
  E(
    "ABZ-DI01",
    "DIR",
    "Vestergaard",
    "Elephant Beta 15",
    "ABZ",
    2012,
    "2016-04-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "ABZ-DI02",
    "DIR",
    "Vestergaard",
    "Elephant Beta 15",
    "ABZ",
    2020,
    "2020-10-19",
    null,
    null,
    "Y",
    "D",
  ),
  E(
    "INV-TG01",
    "TUG",
    "Douglas",
    "DC12",
    "INV",
    2011,
    "2019-10-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "INV-TG02",
    "TUG",
    "TLD",
    "TMX-50",
    "INV",
    2021,
    "2021-06-14",
    null,
    null,
    "Y",
    "D",
  ),
  E(
    "INV-BL01",
    "BLT",
    "Charlatte",
    "CBL2000",
    "INV",
    2012,
    "2019-10-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "INV-BL02",
    "BLT",
    "Mulag",
    "Comet 4E",
    "INV",
    2020,
    "2020-03-09",
    null,
    null,
    "N",
    "E",
  ),
  E(
    "INV-GP01",
    "GPU",
    "Houchin",
    "C690",
    "INV",
    2009,
    "2019-10-01",
    "2025-11-07",
    null,
    "N",
    "D",
  ),
  E(
    "INV-GP02",
    "GPU",
    "ITW AXA Power",
    "AXA 90",
    "INV",
    2016,
    "2019-10-01",
    null,
    null,
    "N",
    "D",
  ),
  E(
    "INV-GP03",
    "GPU",
    "ITW AXA Power",
    "eGPU 90",
    "INV",
    2025,
    "2025-11-10",
    null,
    "INV-GP01",
    "Y",
    "E",
  ),
  E(
    "INV-DI01",
    "DIR",
    "Global",
    "Ice Fighter 1800",
    "INV",
    2016,
    "2019-10-01",
    null,
    null,
    "N",
    "D",
  ),
];
const unitsFor = (stn: string, typ: string, d: string) =>
  EQUIP.filter(
    (e) =>
      e.stn === stn &&
      e.typ === typ &&
      e.inSvc <= d &&
      (e.retired === null || e.retired >= d),
  );
// favour some units over others so per-unit usage differs
const unitWeight = (e: Equip) => 1 + (e.yr % 7) / 2 + (e.pwr === "E" ? 1.5 : 0);
const pickUnit = (stn: string, typ: string, d: string): Equip | null => {
  const list = unitsFor(stn, typ, d);
  if (list.length === 0) return null;
  return r.weighted(list.map((e) => [e, unitWeight(e)] as const));
};

// ------------------------------------------------------------------ turns and services
type Svc = {
  cd: string;
  start: number;
  end: number;
  qty: number;
  uom: string;
  equip: string | null;
  staff: number;
  chg: number;
};
type Turn = {
  no: number;
  stn: string;
  al: string;
  ctr: Ctr;
  ops: string;
  arr: string;
  dep: string;
  typ: string;
  reg: string;
  schOn: number;
  actOn: number | null;
  schOff: number;
  actOff: number | null;
  paxIn: number | null;
  paxOut: number | null;
  ns: boolean;
  stat: string;
  d1: string | null;
  m1: number | null;
  d2: string | null;
  m2: number | null;
  lead: number | null;
  svcs: Svc[];
};
const turns: Turn[] = [];
const STORMS: [string, string[]][] = [
  ["2024-01-22", ["ABZ", "INV"]],
  ["2024-12-07", ["ABZ"]],
  ["2025-01-24", ["ABZ", "INV"]],
  ["2026-02-10", ["INV"]],
];
const DEI_P: Record<number, number> = {
  11: 0.12,
  12: 0.33,
  1: 0.4,
  2: 0.34,
  3: 0.12,
};
const CAUSES: [string, number][] = [
  ["11", 1],
  ["15", 2.2],
  ["18", 1],
  ["32", 3],
  ["33", 1.4],
  ["34", 1.1],
  ["35", 0.8],
  ["41", 2.4],
  ["63", 1.2],
  ["71", 0.8],
  ["81", 2.6],
  ["89", 0.5],
];
const ts = (d: string, min: number): string => {
  const day = Math.floor(min / 1440);
  const m = min - day * 1440;
  return `${addDays(d, day)} ${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}:00`;
};

for (let d = START; d <= LAST; d = addDays(d, 1)) {
  const dow = dayOfWeek(d);
  const mo = Number(d.slice(5, 7));
  for (const rot of ROTS) {
    const dows =
      rot.extraDows && d >= rot.extraDows[0] ? rot.extraDows[1] : rot.dows;
    if (!dows.includes(dow)) continue;
    const ctr = ctrFor(rot.al, rot.stn, d);
    if (!ctr) continue;
    const typ = r.weighted(rot.types);
    const schOn = rot.arrMin + (r.chance(0.1) ? r.pick([-10, -5, 5, 10]) : 0);
    const schOff = schOn + rot.gnd;
    const storm = STORMS.some(([sd, st]) => sd === d && st.includes(rot.stn));
    const t: Turn = {
      no: 0,
      stn: rot.stn,
      al: rot.al,
      ctr,
      ops: d,
      arr: rot.arr,
      dep: rot.dep,
      typ,
      reg: regOf(rot.al, typ),
      schOn,
      actOn: null,
      schOff,
      actOff: null,
      paxIn: null,
      paxOut: null,
      ns: rot.ns,
      stat: "CNX",
      d1: null,
      m1: null,
      d2: null,
      m2: null,
      lead: null,
      svcs: [],
    };
    turns.push(t);
    if (storm || r.chance(0.013)) continue;
    // arrival
    const arrDly = r.weighted<[number, number]>([
      [[-12, 5], 68],
      [[6, 25], 24],
      [[26, 110], 8],
    ]);
    t.actOn = schOn + r.int(arrDly[0], arrDly[1]);
    const seats = SEATS[typ] ?? 70;
    const summer = mo >= 5 && mo <= 9 ? 0.12 : 0;
    t.paxIn = Math.round(seats * Math.min(1, r.float(0.42, 0.88) + summer));
    t.paxOut = Math.round(seats * Math.min(1, r.float(0.42, 0.88) + summer));
    const leads = crew(rot.stn, d, ["TL"]);
    t.lead = leads.length > 0 ? r.pick(leads).no : null;
    // departure
    const deiced =
      (DEI_P[mo] ?? 0) *
        (rot.ns || schOff % 1440 < 10 * 60 ? 1.7 : 1) *
        (rot.stn === "INV" ? 1.2 : 1) >
      r.next();
    const slack = r.int(0, 6);
    const ready = rot.ns ? schOff : t.actOn + ctr.mtt + slack;
    const base = Math.max(schOff, ready);
    const R = base - schOff;
    let Dd = 0;
    if (deiced && r.chance(0.45)) Dd = r.int(3, 28);
    let cause: string | null = null;
    let Cm = 0;
    const causeP = rot.stn === "INV" ? 0.1 : 0.13;
    if (r.chance(causeP)) {
      const winter = mo === 12 || mo <= 2;
      cause = r.weighted(
        CAUSES.map(([c, w]) => [c, c === "71" && winter ? w * 4 : w] as const),
      );
      Cm =
        cause === "41"
          ? r.int(10, 95)
          : cause === "81"
            ? r.int(8, 60)
            : r.int(4, 35);
    }
    if (R > 0 && Dd > 0 && Cm > 0) {
      cause = null;
      Cm = 0;
    }
    if (R === 0 && Dd === 0 && Cm === 0) {
      t.actOff = schOff + r.int(-4, 2);
    } else {
      t.actOff = base + Dd + Cm;
      const parts: [string, number][] = [];
      if (R > 0) parts.push(["93", R]);
      if (Dd > 0) parts.push(["75", Dd]);
      if (cause && Cm > 0) parts.push([cause, Cm]);
      parts.sort((a, b) => b[1] - a[1]);
      const p1 = parts[0];
      const p2 = parts[1];
      if (p1) {
        t.d1 = p1[0];
        t.m1 = p1[1];
      }
      if (p2) {
        t.d2 = p2[0];
        t.m2 = p2[1];
      }
    }
    // still on the ground?
    if (ts(d, t.actOff).slice(0, 10) > LAST) {
      t.actOff = null;
      t.d1 = t.m1 = t.d2 = t.m2 = null;
      t.stat = "ONB";
      continue;
    }
    t.stat = "CMP";
    const onT = t.actOn;
    const offT = t.actOff;
    const ras = crew(rot.stn, d, ["RA", "TL"]);
    const jet = JET.has(typ);
    // BAG
    const bagF = jet ? r.float(0.7, 1.1) : r.float(0.4, 0.9);
    const blt = jet ? pickUnit(rot.stn, "BLT", d) : null;
    t.svcs.push({
      cd: "BAG",
      start: onT + r.int(2, 5),
      end: offT - r.int(5, 10),
      qty: Math.max(1, Math.round(t.paxOut * bagF)),
      uom: "BAG",
      equip: blt?.no ?? null,
      staff: r.pick(ras).no,
      chg: 0,
    });
    // GPU
    if (r.chance(jet ? 0.45 : 0.3)) {
      const mins = rot.ns
        ? r.int(30, 75)
        : Math.max(10, offT - onT - r.int(5, 12));
      const unit = pickUnit(rot.stn, "GPU", d);
      t.svcs.push({
        cd: "GPU",
        start: onT + r.int(1, 4),
        end: onT + r.int(1, 4) + mins,
        qty: mins,
        uom: "MIN",
        equip: unit?.no ?? null,
        staff: r.pick(ras).no,
        chg: Math.round((ctr.gpuHr * mins) / 60),
      });
    }
    // FUEL
    if (ctr.fuelLtr !== null && r.chance(0.82)) {
      const ltr =
        typ === "B738" || typ === "A320"
          ? r.int(28, 95) * 100
          : typ === "E190"
            ? r.int(18, 55) * 100
            : r.int(8, 26) * 100;
      const st = Math.max(onT + 8, offT - r.int(30, 45));
      t.svcs.push({
        cd: "FUEL",
        start: st,
        end: st + r.int(12, 22),
        qty: ltr,
        uom: "L",
        equip: null,
        staff: r.pick(certified("FUEL", ras)).no,
        chg: Math.round(ltr * ctr.fuelLtr),
      });
    }
    // DEI
    if (deiced) {
      const ltr =
        (jet ? r.int(20, 80) : r.int(8, 35)) * 10 * (mo === 1 ? 1.15 : 1);
      const l = Math.round(ltr);
      const unit = pickUnit(rot.stn, "DIR", d);
      const st = offT - Dd - r.int(12, 20);
      t.svcs.push({
        cd: "DEI",
        start: st,
        end: st + r.int(8, 16),
        qty: l,
        uom: "L",
        equip: unit?.no ?? null,
        staff: r.pick(certified("DEI", ras)).no,
        chg: Math.round(l * ctr.deiLtr),
      });
    }
    // PBK
    if (jet) {
      const unit = pickUnit(rot.stn, "TUG", d);
      t.svcs.push({
        cd: "PBK",
        start: offT,
        end: offT + r.int(3, 7),
        qty: 1,
        uom: "EA",
        equip: unit?.no ?? null,
        staff: r.pick(certified("PBK", ras)).no,
        chg: ctr.pbkFee,
      });
    }
    t.svcs.sort((a, b) => a.start - b.start);
  }
}
turns.sort((a, b) =>
  a.ops === b.ops
    ? a.schOn === b.schOn
      ? a.stn < b.stn
        ? -1
        : 1
      : a.schOn - b.schOn
    : a.ops < b.ops
      ? -1
      : 1,
);
turns.forEach((t, i) => {
  t.no = 240_001 + i;
});

// ------------------------------------------------------------------ baggage reports
type Pir = {
  no: string;
  turn: Turn;
  rpt: string;
  typ: string;
  tag: string;
  n: number;
  fault: string;
  claim: number | null;
  closed: string | null;
};
const pirs: Pir[] = [];
const pirSeq = new Map<string, number>();
for (const t of turns) {
  if (t.stat !== "CMP") continue;
  const p = JET.has(t.typ) ? 0.04 : 0.022;
  if (!r.chance(p)) continue;
  const typ = r.weighted([
    ["DEL", 58],
    ["DAM", 28],
    ["PIL", 8],
    ["LOS", 6],
  ]);
  const fault =
    typ === "DEL"
      ? r.weighted([
          ["GH", 35],
          ["AL", 55],
          ["PX", 10],
        ])
      : typ === "DAM"
        ? r.weighted([
            ["GH", 55],
            ["AL", 35],
            ["PX", 10],
          ])
        : r.weighted([
            ["GH", 30],
            ["AL", 60],
            ["PX", 10],
          ]);
  const rpt = addDays(t.ops, r.chance(0.85) ? 0 : 1);
  if (rpt > LAST) continue;
  const claim =
    typ === "DAM"
      ? r.float(35, 420)
      : typ === "PIL"
        ? r.float(60, 650)
        : typ === "LOS"
          ? r.float(350, 1600)
          : r.chance(0.45)
            ? r.float(18, 160)
            : null;
  const closeIn =
    typ === "DEL"
      ? r.int(1, 6)
      : typ === "DAM"
        ? r.int(6, 45)
        : typ === "PIL"
          ? r.int(14, 60)
          : r.int(25, 100);
  const cl = r.chance(0.05) ? null : addDays(rpt, closeIn);
  const key = `${t.stn}${t.al}`;
  const seq = (pirSeq.get(key) ?? r.int(10_000, 12_000)) + r.int(1, 30);
  pirSeq.set(key, seq);
  pirs.push({
    no: `${key}${seq}`,
    turn: t,
    rpt,
    typ,
    tag: `${r.int(0, 9)}${AL.get(t.al)?.icao.slice(0, 1) === "N" ? "2" : "1"}${pad(r.int(0, 999_999), 6)}`,
    n: r.chance(0.88) ? 1 : r.int(2, 3),
    fault,
    claim,
    closed: cl !== null && cl > LAST ? null : cl,
  });
}

// ------------------------------------------------------------------ invoices
type Inv = {
  no: string;
  al: string;
  stn: string;
  yr: number;
  mo: number;
  dt: string;
  due: string;
  n: number;
  net: number;
  vat: number;
  paid: string | null;
  stat: string;
};
const invs: Inv[] = [];
const byMonth = new Map<string, Turn[]>();
for (const t of turns) {
  if (t.stat !== "CMP") continue;
  const key = `${t.al}|${t.stn}|${t.ops.slice(0, 7)}`;
  const list = byMonth.get(key) ?? [];
  list.push(t);
  byMonth.set(key, list);
}
const PAYER: Record<string, [number, number]> = {
  HJ: [12, 34],
  OX: [10, 30],
  FJ: [18, 29],
  FK: [18, 29],
  BJ: [14, 30],
  NL: [25, 70],
  SW: [5, 14],
  AQ: [20, 60],
  CC: [8, 27],
};
for (const [key, list] of byMonth) {
  const [al, stn, ym] = key.split("|") as [string, string, string];
  const yr = Number(ym.slice(0, 4));
  const mo = Number(ym.slice(5, 7));
  const next = mo === 12 ? `${yr + 1}-01-01` : `${yr}-${pad(mo + 1, 2)}-01`;
  let dt = addDays(next, r.int(1, 4));
  while (dayOfWeek(dt) === 0 || dayOfWeek(dt) === 6) dt = addDays(dt, 1);
  if (dt > LAST) continue;
  const first = list[0];
  if (!first) continue;
  const terms = first.ctr.terms;
  const due = addDays(dt, terms);
  const net = list.reduce(
    (s, t) => s + t.ctr.turnFee + t.svcs.reduce((x, v) => x + v.chg, 0),
    0,
  );
  const vat = AL.get(al)?.ctry === "GB" ? Math.round(net * 0.2) : 0;
  const [pmin, pmax] = PAYER[al] ?? [10, 30];
  let paid: string | null = addDays(dt, r.int(pmin, pmax));
  let stat = "PD";
  if (al === "AQ" && ym >= "2025-01") paid = null;
  if (al === "NL" && ym >= "2026-08")
    paid = ym === "2026-08" && stn === "ABZ" ? paid : null;
  if (paid !== null && paid > LAST) paid = null;
  if (paid === null) stat = "ISS";
  if (paid !== null && r.chance(0.012)) {
    paid = null;
    stat = "DSP";
  }
  invs.push({
    no: "",
    al,
    stn,
    yr,
    mo,
    dt,
    due,
    n: list.length,
    net,
    vat,
    paid,
    stat,
  });
}
invs.sort((a, b) =>
  a.dt === b.dt ? (a.al + a.stn < b.al + b.stn ? -1 : 1) : a.dt < b.dt ? -1 : 1,
);
{
  const seqs = new Map<number, number>();
  for (const v of invs) {
    const y = Number(v.dt.slice(0, 4));
    const s = (seqs.get(y) ?? 0) + 1;
    seqs.set(y, s);
    v.no = `GGS${y}-${pad(s, 4)}`;
  }
}

// ------------------------------------------------------------------ maintenance
type Wo = {
  no: number;
  equip: string;
  typ: string;
  open: string;
  close: string | null;
  hrs: number;
  parts: number;
  vendor: string | null;
  desc: string;
};
const wos: Wo[] = [];
const FAULTS: Record<string, string[]> = {
  TUG: [
    "Hydraulic leak on lift cradle",
    "Tow bar pin sheared",
    "Brake judder, pads replaced",
    "Starter motor failed",
    "Battery pack fault",
    "Steering ram seal",
  ],
  BLT: [
    "Conveyor belt torn",
    "Boom lift cylinder leak",
    "Drive chain snapped",
    "Bumper pad damaged",
    "Belt motor overheating",
  ],
  GPU: [
    "No output on 28V DC",
    "Cable head damaged",
    "Engine will not start",
    "Frequency fault 400Hz",
    "Contactor burnt out",
  ],
  DIR: [
    "Heater burner fault",
    "Fluid pump failure",
    "Boom nozzle blocked",
    "Basket hydraulics slow",
    "Mixing valve faulty",
  ],
};
const VENDORS = [
  "TLD UK Service",
  "Gate GSE Ltd",
  "Northern GSE Repairs",
  "Vestergaard Service",
];
for (const e of EQUIP) {
  const from = e.inSvc > START ? e.inSvc : START;
  const to = e.retired ?? LAST;
  const age = 2026 - e.yr;
  // planned service roughly every quarter
  for (
    let d = addDays(from, r.int(20, 80));
    d <= to;
    d = addDays(d, r.int(80, 100))
  ) {
    if (
      e.typ === "DIR" &&
      Number(d.slice(5, 7)) >= 4 &&
      Number(d.slice(5, 7)) <= 8 &&
      r.chance(0.5)
    )
      continue;
    const close = addDays(d, r.int(0, 2));
    wos.push({
      no: 0,
      equip: e.no,
      typ: "PM",
      open: d,
      close: close > LAST ? null : close,
      hrs: r.float(1.5, 6, 1),
      parts: r.float(35, 380),
      vendor: null,
      desc:
        e.typ === "DIR" && Number(d.slice(5, 7)) >= 9
          ? "Pre-winter service"
          : "Quarterly service",
    });
  }
  // statutory thorough examination every six months for lifting equipment
  if (e.typ === "BLT" || e.typ === "DIR") {
    for (
      let d = addDays(from, r.int(30, 150));
      d <= to;
      d = addDays(d, r.int(175, 185))
    ) {
      const close = addDays(d, r.int(0, 1));
      wos.push({
        no: 0,
        equip: e.no,
        typ: "INS",
        open: d,
        close: close > LAST ? null : close,
        hrs: r.float(1, 3, 1),
        parts: 0,
        vendor: "Allied Engineering Inspection",
        desc: "LOLER thorough examination",
      });
    }
  }
  // breakdowns: older units more often
  const rate =
    (0.004 + age * 0.0009) *
    (e.pwr === "E" ? 0.6 : 1) *
    (e.typ === "DIR" ? 0.8 : 1);
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!r.chance(rate)) continue;
    const big = r.chance(0.25);
    const dur = big ? r.int(5, 30) : r.int(0, 4);
    const close = addDays(d, dur);
    const vend = big && r.chance(0.6) ? r.pick(VENDORS) : null;
    wos.push({
      no: 0,
      equip: e.no,
      typ: "CM",
      open: d,
      close: close > LAST ? null : close,
      hrs: big ? r.float(6, 28, 1) : r.float(0.5, 5, 1),
      parts: big ? r.float(400, 4200) : r.chance(0.3) ? 0 : r.float(15, 350),
      vendor: vend,
      desc: r.pick(FAULTS[e.typ] ?? ["General defect"]),
    });
  }
}
// units off the road right now, waiting on repairs
const OPEN_WOS: [string, string, number, number, string | null, string][] = [
  ["ABZ-GP01", "2026-11-19", 3.5, 0, null, "Engine will not start"],
  [
    "INV-TG01",
    "2026-11-12",
    6,
    1240.5,
    "TLD UK Service",
    "Hydraulic leak on lift cradle",
  ],
  [
    "ABZ-DI02",
    "2026-11-22",
    2,
    310.2,
    "Vestergaard Service",
    "Heater burner fault",
  ],
];
for (const [equip, open, hrs, parts, vendor, desc] of OPEN_WOS)
  wos.push({
    no: 0,
    equip,
    typ: "CM",
    open,
    close: null,
    hrs,
    parts,
    vendor,
    desc,
  });
wos.sort((a, b) =>
  a.open === b.open ? (a.equip < b.equip ? -1 : 1) : a.open < b.open ? -1 : 1,
);
wos.forEach((w, i) => {
  w.no = 71_001 + i;
});

// ------------------------------------------------------------------ shifts
type Shift = {
  staff: number;
  stn: string;
  dt: string;
  cd: string;
  sched: number;
  wrk: number | null;
  abs: string | null;
};
const shifts: Shift[] = [];
for (const s of staff) {
  if (s.role === "STM") continue;
  // a fixed weekly pattern per person, rotating early/late week by week
  const daysPerWeek = s.ft === "Y" ? 5 : Math.round(s.hrs / 7.5);
  const off = r.int(0, 6);
  let wk = r.int(0, 1);
  for (let d = ROSTER_START; d <= LAST; d = addDays(d, 1)) {
    const dow = dayOfWeek(d);
    if (dow === 1) wk++;
    if (!employed(s, d)) continue;
    if ((dow + off) % 7 >= daysPerWeek) continue;
    if (r.chance(0.06)) continue; // annual leave: no shift rostered
    const cd = wk % 2 === 0 ? "E" : "L";
    const sched = s.ft === "Y" ? 8 : s.hrs / daysPerWeek;
    const sickP = s.sick;
    const abs = r.chance(sickP)
      ? "SCK"
      : r.chance(s.sick > 0.05 ? 0.02 : 0.004)
        ? "UA"
        : null;
    let wrk: number | null = null;
    if (abs === null) {
      wrk = sched;
      if (r.chance(0.14)) wrk = sched + r.pick([0.5, 1, 1.5, 2, 2.5, 3]);
      else if (r.chance(0.04)) wrk = sched - r.pick([0.5, 1, 2]);
    }
    shifts.push({
      staff: s.no,
      stn: s.stn,
      dt: d,
      cd,
      sched: Number(sched.toFixed(2)),
      wrk: wrk === null ? null : Number(wrk.toFixed(2)),
      abs,
    });
  }
}
shifts.sort((a, b) =>
  a.dt === b.dt ? a.staff - b.staff : a.dt < b.dt ? -1 : 1,
);

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA rampx;
CREATE TABLE rampx.stn (
  stn_cd char(3) PRIMARY KEY,
  stn_nm text NOT NULL,
  icao_cd char(4) NOT NULL,
  city text,
  mgr_nm text,
  ops_start_dt date
);
CREATE TABLE rampx.airln (
  airln_cd varchar(2) PRIMARY KEY,
  airln_nm text NOT NULL,
  icao_cd char(3),
  ctry_cd char(2),
  parent_airln_cd varchar(2) REFERENCES rampx.airln(airln_cd),
  acct_stat char(1) NOT NULL,
  cust_since_dt date,
  "acctMgr" text
);
CREATE TABLE rampx.ctr (
  ctr_no varchar(10) PRIMARY KEY,
  airln_cd varchar(2) NOT NULL REFERENCES rampx.airln(airln_cd),
  stn_cd char(3) NOT NULL REFERENCES rampx.stn(stn_cd),
  sign_dt date,
  eff_dt date NOT NULL,
  exp_dt date,
  trm_dt date,
  turn_fee_p integer NOT NULL,
  pbk_fee_p integer NOT NULL,
  gpu_hr_p integer NOT NULL,
  dei_ltr_p numeric(6,2) NOT NULL,
  fuel_ltr_p numeric(5,2),
  mtt_min smallint NOT NULL,
  pay_terms_d smallint NOT NULL,
  auto_renew_yn char(1) NOT NULL,
  stat_cd varchar(3) NOT NULL
);
CREATE TABLE rampx.staff (
  staff_no integer PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  stn_cd char(3) NOT NULL REFERENCES rampx.stn(stn_cd),
  role_cd varchar(3) NOT NULL,
  hire_dt date NOT NULL,
  term_dt date,
  sup_staff_no integer REFERENCES rampx.staff(staff_no),
  ft_yn char(1) NOT NULL,
  contr_hrs_wk numeric(4,1)
);
CREATE TABLE rampx.turn (
  turn_no integer PRIMARY KEY,
  stn_cd char(3) NOT NULL REFERENCES rampx.stn(stn_cd),
  airln_cd varchar(2) NOT NULL REFERENCES rampx.airln(airln_cd),
  ctr_no varchar(10) NOT NULL REFERENCES rampx.ctr(ctr_no),
  ops_dt date NOT NULL,
  arr_flt_no varchar(7) NOT NULL,
  dep_flt_no varchar(7) NOT NULL,
  acft_typ varchar(4) NOT NULL,
  acft_reg varchar(7),
  sched_on_blk timestamp NOT NULL,
  act_on_blk timestamp,
  sched_off_blk timestamp NOT NULL,
  act_off_blk timestamp,
  pax_in smallint,
  pax_out smallint,
  nightstop_yn char(1) NOT NULL,
  turn_stat varchar(3) NOT NULL,
  dly1_cd varchar(2),
  dly1_min smallint,
  dly2_cd varchar(2),
  dly2_min smallint,
  lead_staff_no integer REFERENCES rampx.staff(staff_no)
);
CREATE TABLE rampx.equip (
  equip_no varchar(10) PRIMARY KEY,
  equip_typ varchar(3) NOT NULL,
  make text,
  model text,
  "serialNo" varchar(20),
  stn_cd char(3) NOT NULL REFERENCES rampx.stn(stn_cd),
  mfg_yr smallint,
  in_svc_dt date NOT NULL,
  retired_dt date,
  repl_equip_no varchar(10) REFERENCES rampx.equip(equip_no),
  lease_yn char(1) NOT NULL,
  pwr_cd char(1) NOT NULL
);
CREATE TABLE rampx.svc (
  svc_no integer PRIMARY KEY,
  turn_no integer NOT NULL REFERENCES rampx.turn(turn_no),
  svc_cd varchar(4) NOT NULL,
  start_ts timestamp NOT NULL,
  end_ts timestamp,
  qty numeric(9,1) NOT NULL,
  uom_cd varchar(3) NOT NULL,
  equip_no varchar(10) REFERENCES rampx.equip(equip_no),
  staff_no integer REFERENCES rampx.staff(staff_no),
  chg_p integer NOT NULL
);
CREATE TABLE rampx.equip_mnt (
  wo_no integer PRIMARY KEY,
  equip_no varchar(10) NOT NULL REFERENCES rampx.equip(equip_no),
  mnt_typ varchar(3) NOT NULL,
  open_dt date NOT NULL,
  close_dt date,
  labour_hrs numeric(5,1),
  parts_cost numeric(9,2),
  vendor_nm text,
  fault_desc text
);
CREATE TABLE rampx.staff_cert (
  staff_no integer NOT NULL REFERENCES rampx.staff(staff_no),
  cert_cd varchar(4) NOT NULL,
  cert_ref varchar(20),
  issue_dt date NOT NULL,
  exp_dt date NOT NULL,
  PRIMARY KEY (staff_no, cert_cd)
);
CREATE TABLE rampx.shift (
  shift_no integer PRIMARY KEY,
  staff_no integer NOT NULL REFERENCES rampx.staff(staff_no),
  stn_cd char(3) NOT NULL,
  shift_dt date NOT NULL,
  shift_cd char(1) NOT NULL,
  sched_hrs numeric(4,2) NOT NULL,
  wrk_hrs numeric(4,2),
  abs_cd varchar(3)
);
CREATE TABLE rampx.bag_irr (
  pir_no varchar(12) PRIMARY KEY,
  turn_no integer NOT NULL REFERENCES rampx.turn(turn_no),
  stn_cd char(3) NOT NULL,
  airln_cd varchar(2) NOT NULL,
  rpt_dt date NOT NULL,
  irr_typ varchar(3) NOT NULL,
  bag_tag_no varchar(10),
  bags_n smallint NOT NULL,
  fault_cd varchar(2) NOT NULL,
  claim_amt numeric(8,2),
  closed_dt date
);
CREATE TABLE rampx.inv (
  inv_no varchar(12) PRIMARY KEY,
  airln_cd varchar(2) NOT NULL REFERENCES rampx.airln(airln_cd),
  stn_cd char(3) NOT NULL,
  bill_yr integer NOT NULL,
  bill_mo smallint NOT NULL,
  inv_dt date NOT NULL,
  due_dt date NOT NULL,
  turns_n integer NOT NULL,
  net_amt_p bigint NOT NULL,
  vat_amt_p bigint NOT NULL,
  paid_dt date,
  stat_cd varchar(3) NOT NULL
);
`;
  let svcNo = 5_000_001;
  const svcRows: unknown[][] = [];
  // a unit waiting on a repair is not used: its jobs went to another unit
  const usable = (
    equip: string | null,
    stn: string,
    d: string,
  ): string | null => {
    if (equip === null) return null;
    const down = wos.find(
      (w) => w.equip === equip && w.close === null && w.open <= d,
    );
    if (!down) return equip;
    const typ = EQUIP.find((e) => e.no === equip)?.typ ?? "";
    const other = unitsFor(stn, typ, d).find(
      (e) =>
        e.no !== equip &&
        !wos.some((w) => w.equip === e.no && w.close === null && w.open <= d),
    );
    return other?.no ?? null;
  };
  for (const t of turns)
    for (const v of t.svcs)
      svcRows.push([
        svcNo++,
        t.no,
        v.cd,
        ts(t.ops, v.start),
        ts(t.ops, v.end),
        v.qty,
        v.uom,
        usable(v.equip, t.stn, t.ops),
        v.staff,
        v.chg,
      ]);
  // staff rows in an order where a manager comes before the people reporting to them
  const staffRows = [...staff].sort((a, b) => {
    const rank = (s: Staff) => ["STM", "DM", "TL", "ENG", "RA"].indexOf(s.role);
    return rank(a) - rank(b) || a.no - b.no;
  });
  const equipRows = [...EQUIP].sort(
    (a, b) => (a.repl ? 1 : 0) - (b.repl ? 1 : 0),
  );
  const airlnRows = [...AIRLNS].sort(
    (a, b) => (a.parent ? 1 : 0) - (b.parent ? 1 : 0),
  );
  return [
    ddl,
    insertRows(
      "rampx.stn",
      ["stn_cd", "stn_nm", "icao_cd", "city", "mgr_nm", "ops_start_dt"],
      STNS,
    ),
    insertRows(
      "rampx.airln",
      [
        "airln_cd",
        "airln_nm",
        "icao_cd",
        "ctry_cd",
        "parent_airln_cd",
        "acct_stat",
        "cust_since_dt",
        '"acctMgr"',
      ],
      airlnRows.map((a) => [
        a.cd,
        a.nm,
        a.icao,
        a.ctry,
        a.parent,
        a.stat,
        a.since,
        a.mgr,
      ]),
    ),
    insertRows(
      "rampx.ctr",
      [
        "ctr_no",
        "airln_cd",
        "stn_cd",
        "sign_dt",
        "eff_dt",
        "exp_dt",
        "trm_dt",
        "turn_fee_p",
        "pbk_fee_p",
        "gpu_hr_p",
        "dei_ltr_p",
        "fuel_ltr_p",
        "mtt_min",
        "pay_terms_d",
        "auto_renew_yn",
        "stat_cd",
      ],
      CTRS.map((c) => [
        c.no,
        c.al,
        c.stn,
        c.sign,
        c.eff,
        c.exp,
        c.trm,
        c.turnFee,
        c.pbkFee,
        c.gpuHr,
        c.deiLtr,
        c.fuelLtr,
        c.mtt,
        c.terms,
        c.auto,
        c.stat,
      ]),
    ),
    insertRows(
      "rampx.staff",
      [
        "staff_no",
        "first_nm",
        "last_nm",
        "stn_cd",
        "role_cd",
        "hire_dt",
        "term_dt",
        "sup_staff_no",
        "ft_yn",
        "contr_hrs_wk",
      ],
      staffRows.map((s) => [
        s.no,
        s.first,
        s.last,
        s.stn,
        s.role,
        s.hire,
        s.term,
        s.sup,
        s.ft,
        s.hrs,
      ]),
    ),
    insertRows(
      "rampx.turn",
      [
        "turn_no",
        "stn_cd",
        "airln_cd",
        "ctr_no",
        "ops_dt",
        "arr_flt_no",
        "dep_flt_no",
        "acft_typ",
        "acft_reg",
        "sched_on_blk",
        "act_on_blk",
        "sched_off_blk",
        "act_off_blk",
        "pax_in",
        "pax_out",
        "nightstop_yn",
        "turn_stat",
        "dly1_cd",
        "dly1_min",
        "dly2_cd",
        "dly2_min",
        "lead_staff_no",
      ],
      turns.map((t) => [
        t.no,
        t.stn,
        t.al,
        t.ctr.no,
        t.ops,
        t.arr,
        t.dep,
        t.typ,
        t.reg,
        ts(t.ops, t.schOn),
        t.actOn === null ? null : ts(t.ops, t.actOn),
        ts(t.ops, t.schOff),
        t.actOff === null ? null : ts(t.ops, t.actOff),
        t.paxIn,
        t.paxOut,
        t.ns ? "Y" : "N",
        t.stat,
        t.d1,
        t.m1,
        t.d2,
        t.m2,
        t.lead,
      ]),
    ),
    insertRows(
      "rampx.equip",
      [
        "equip_no",
        "equip_typ",
        "make",
        "model",
        '"serialNo"',
        "stn_cd",
        "mfg_yr",
        "in_svc_dt",
        "retired_dt",
        "repl_equip_no",
        "lease_yn",
        "pwr_cd",
      ],
      equipRows.map((e) => [
        e.no,
        e.typ,
        e.make,
        e.model,
        e.serial,
        e.stn,
        e.yr,
        e.inSvc,
        e.retired,
        e.repl,
        e.lease,
        e.pwr,
      ]),
    ),
    insertRows(
      "rampx.svc",
      [
        "svc_no",
        "turn_no",
        "svc_cd",
        "start_ts",
        "end_ts",
        "qty",
        "uom_cd",
        "equip_no",
        "staff_no",
        "chg_p",
      ],
      svcRows,
    ),
    insertRows(
      "rampx.equip_mnt",
      [
        "wo_no",
        "equip_no",
        "mnt_typ",
        "open_dt",
        "close_dt",
        "labour_hrs",
        "parts_cost",
        "vendor_nm",
        "fault_desc",
      ],
      wos.map((w) => [
        w.no,
        w.equip,
        w.typ,
        w.open,
        w.close,
        w.hrs,
        w.parts,
        w.vendor,
        w.desc,
      ]),
    ),
    insertRows(
      "rampx.staff_cert",
      ["staff_no", "cert_cd", "cert_ref", "issue_dt", "exp_dt"],
      certs.map((c) => [c.staff, c.cd, c.ref, c.issue, c.exp]),
    ),
    insertRows(
      "rampx.shift",
      [
        "shift_no",
        "staff_no",
        "stn_cd",
        "shift_dt",
        "shift_cd",
        "sched_hrs",
        "wrk_hrs",
        "abs_cd",
      ],
      shifts.map((s, i) => [
        880_001 + i,
        s.staff,
        s.stn,
        s.dt,
        s.cd,
        s.sched,
        s.wrk,
        s.abs,
      ]),
    ),
    insertRows(
      "rampx.bag_irr",
      [
        "pir_no",
        "turn_no",
        "stn_cd",
        "airln_cd",
        "rpt_dt",
        "irr_typ",
        "bag_tag_no",
        "bags_n",
        "fault_cd",
        "claim_amt",
        "closed_dt",
      ],
      pirs.map((p) => [
        p.no,
        p.turn.no,
        p.turn.stn,
        p.turn.al,
        p.rpt,
        p.typ,
        p.tag,
        p.n,
        p.fault,
        p.claim,
        p.closed,
      ]),
    ),
    insertRows(
      "rampx.inv",
      [
        "inv_no",
        "airln_cd",
        "stn_cd",
        "bill_yr",
        "bill_mo",
        "inv_dt",
        "due_dt",
        "turns_n",
        "net_amt_p",
        "vat_amt_p",
        "paid_dt",
        "stat_cd",
      ],
      invs.map((v) => [
        v.no,
        v.al,
        v.stn,
        v.yr,
        v.mo,
        v.dt,
        v.due,
        v.n,
        v.net,
        v.vat,
        v.paid,
        v.stat,
      ]),
    ),
  ].join("\n");
}
