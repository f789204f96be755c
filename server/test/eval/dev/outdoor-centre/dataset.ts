/**
 * Cwm Hebog Outdoor Centre is an independent outdoor activity centre in the Conwy valley, North Wales. It runs
 * instructed sessions on its indoor climbing wall, kayaking and open canoeing on the lake and the river, gorge
 * walking in the Afon Hebog gorge, archery, a high ropes course and bushcraft in the woods. Its customers are
 * schools (day visits and residential trips, mostly in term time), youth groups (Scouts, Guides, cadets, youth
 * clubs, DofE groups; mostly weekends), corporate team-building days, and members of the public (families and
 * individuals, mostly weekends and school holidays). Residential groups sleep in the centre's bunkhouse. The
 * centre also hires out outdoor kit (paddleboards, mountain bikes, wetsuits, tents, boots, waterproofs, sleeping
 * bags), both to its booked groups and to walk-in members of the public. Instructors must hold an in-date
 * qualification for each activity they lead; qualifications expire and have to be revalidated. The water, gorge,
 * ropes and archery sessions depend on the weather and the river level, and the duty senior instructor calls a
 * session off ("weather call-off") when conditions are outside the centre's limits; paid-for sessions lost to
 * weather are refunded.
 *
 * This is an export of the centre-management package "BaseCamp OCS" (schema `bcamp`), taken on the morning of
 * Wednesday 2026-11-25 with everything up to the end of Tuesday 2026-11-24. Data starts with visits on
 * 2024-01-02 (some of those bookings were made in late 2023). Bookings already taken for future dates (up to
 * mid-2027) are included. The centre is closed 24-26 December and 31 December-1 January.
 *
 * UNITS: all money is in whole PENCE (GBP; divide by 100 for pounds): `pp_p`, `day_rate_p`, `price_p`, `tot_p`,
 * `dep_p`, `rate_p`, `day_p`, `repl_p`, `fee_p`, `dmg_p`, `amt_p`. Wind in mph, rain in mm, river level in metres
 * on the centre's gauge, temperature in degrees C. Dates are UK calendar dates.
 *
 * Business terms:
 * - A "booking" is one customer's visit (one day, or several days for a residential). A booking is split into
 *   "sessions": one activity for one group in one slot of the day, led by one instructor. Big groups are split
 *   into sub-groups of up to 15 who go round the activities in a "carousel", so one slot can have several
 *   sessions for the same booking.
 * - "Participants" (pax) are the people doing the activities (for schools, "pupils"). Accompanying adults
 *   (teachers, group leaders) are counted separately in `n_adults`, do not take part and are not charged.
 * - A "residential" is a booking with nights in the bunkhouse. "Bed nights" = occupants x nights of each stay.
 * - A "weather call-off" (or weather cancellation) is a session (or a whole booking) cancelled by the centre
 *   because of the wind, rain or river level. A "customer cancellation" is one made by the customer.
 * - "Takings" are the money actually received (deposits, balances and payments in full) less refunds paid out.
 *   The "booking value" is `tot_p` as booked.
 * - Kit "on hire" = out and not yet returned (kit reported lost is written off and is not on hire); "overdue" =
 *   on hire past its due-back date.
 * - "In date" / "current" qualification: `exp_dt` on or after the day in question, or no expiry.
 *
 * Tables and codes:
 * - `activity`: the activities. `act_cd` CLMB climbing wall (indoor), KAYK kayaking, CANO open canoeing, GRGE
 *   gorge walking, ARCH archery, HROP high ropes, BUSH bushcraft. `act_nm` the name. `qual_cd` the
 *   qualification a lead instructor needs (NULL for bushcraft: any instructor may lead it). `ratio` the most
 *   participants one instructor may take (a session over the ratio also has an assistant instructor).
 *   `min_age` the youngest age allowed. `pp_p` the standard (public) price per participant per session.
 *   `wx_yn` Y when the activity can be called off for weather. `water_yn` Y for activities on the water.
 * - `instr`: instructors. `grade_cd` SNR senior instructor, INS instructor, AST assistant instructor, TRN trainee.
 *   `emp_cd` FT full-time (salaried; `day_rate_p` NULL), SEA seasonal (April to October), FRL freelance;
 *   `day_rate_p` the day rate paid to seasonal and freelance staff. `start_dt` joined; `leave_dt` left (NULL =
 *   still with the centre, a "current" instructor). `mentor_no` the senior instructor who mentors them (a
 *   self-reference to `instr.instr_no`; NULL for those without a mentor).
 * - `instr_qual`: one qualification certificate held by an instructor. `qual_cd` FAW outdoor first aid (16 hour,
 *   valid 3 years), SAFE safeguarding (3 years), CWI Mountain Training Climbing Wall Instructor (no expiry), PSI
 *   Paddle UK paddlesport instructor (kayak and canoe, 3 years), WWSR white water safety and rescue (3 years), GWL
 *   gorge walking leader (3 years), AGB Archery GB instructor (no expiry), HRO high ropes operator (in-house
 *   annual sign-off, 1 year). `awd_dt` the date awarded or revalidated, `exp_dt` the expiry date (NULL = does not
 *   expire). A revalidation is a new row; the old certificate keeps its own (past) expiry date. `cert_ref` the
 *   certificate number.
 * - `cust`: customers. `cust_typ` SCH school, YTH youth group, CORP corporate (company team days), PUB member
 *   of the public. `cust_nm` the school, group or company name, or the person's full name for PUB. `contact_nm`
 *   the organiser for organisations (NULL for PUB). `town`, `pcode`. "dfeNo" the school's DfE / Welsh Government
 *   school number (schools only). `cre_dt` when the customer record was created.
 * - `bkg`: bookings. `made_dt` when the booking was made; `visit_dt` the first day and `end_dt` the last day of
 *   the visit (= `visit_dt` for a day visit). `res_yn` Y for a residential. `n_pax` participants, `n_adults`
 *   accompanying adults. `stat_cd` PROV provisional (dates held, no deposit yet), CONF confirmed (deposit paid, or
 *   paid in full), COMP completed (the visit took place, even if some sessions were called off), CUST cancelled by
 *   the customer, WX called off by the centre for weather (the whole booking). `cncl_dt` the date of the
 *   cancellation (NULL unless CUST or WX). `tot_p` the booking value as booked (sessions plus bunkhouse). `dep_p`
 *   the deposit asked for (the whole value for PUB, who pay in full when booking). `acad_yr` the school (academic)
 *   year of the visit, September to August, named by the year it starts (2025 = Sept 2025 to Aug 2026).
 *   "poRef" the customer's purchase order number (schools and companies, when given). `rebook_of` for a booking
 *   made to replace one that was called off for weather, the booking it replaces (self-reference to
 *   `bkg.bkg_no`).
 * - `bkg_sess`: sessions. `sess_dt`, `slot_cd` AM morning, PM afternoon, EVE evening (residentials only).
 *   `n_pax` participants in the session. `lead_instr` the instructor leading (NULL while not yet rostered; the
 *   rota is published four weeks ahead), `asst_instr` the assistant (NULL when none). `stat_cd` BKD booked (still
 *   to come), RUN ran, WX called off for weather, CXL cancelled because the booking was cancelled by the customer.
 *   `price_p` the price of the session (participants x the per-person rate for the customer type: schools 70%,
 *   youth groups 65%, companies 140% of `pp_p`).
 * - `room`: bunkhouse rooms. `beds`, `ensuite_yn`, `staff_yn` Y for the small leaders' rooms.
 * - `bunk_stay`: a booking's use of one bunkhouse room. `arr_dt` arrival, `dep_dt` departure (nights = `dep_dt` -
 *   `arr_dt`). `n_occ` occupants. `board_cd` FB full board, SC self-catering. `rate_p` per occupant per night.
 *   Stays of bookings cancelled by the customer are deleted (the rooms are released).
 * - `kit`: hire kit. `kit_cd` SUPB stand-up paddleboard, BIKE mountain bike, WSUI wetsuit, TENT two-person tent,
 *   BOOT walking boots, CAG waterproof jacket, SLBG sleeping bag. `day_p` hire per day (or night), `repl_p` the
 *   replacement cost, `stock_qty` units owned.
 * - `kit_hire`: one hire. `cust_no` the hirer; `bkg_no` the booking, for kit hired by a booked group for its visit (NULL for
 *   walk-in hires by the public and expedition kit hired by youth groups for their own camps). `out_dt` taken out, `due_dt` due back, `ret_dt` returned (NULL = not back). `qty` units.
 *   `fee_p` the hire fee, `dmg_p` damage or loss charge (0 when none). `lost_yn` Y when the kit was reported lost
 *   and written off (never coming back).
 * - `pmt`: money in and out for bookings. `typ_cd` DEP deposit, BAL balance (schools are invoiced the balance
 *   after the visit, other groups pay it before), FUL paid in full when booking (public), REF refund paid out.
 *   All `amt_p` are positive; refunds are money going out. `meth_cd` CARD, BACS bank transfer, CHQ cheque.
 *   `rsn_cd` for refunds: WX weather call-off, CUST customer cancellation, ILL illness or injury, GW goodwill.
 *   `sess_no` the session a weather refund is for (NULL for other payments). Weather-cancelled sessions of a
 *   school not yet invoiced are left off the balance invoice rather than refunded. Deposits are not refunded on
 *   customer cancellations; public customers cancelling 7 or more days ahead get their money back less a 1000p
 *   admin fee.
 * - `wx_log`: the duty senior instructor's morning weather reading, one row per day up to 2026-11-24. `gust_mph`
 *   the forecast maximum gust, `rain_mm` the rain in the last 24 hours, `river_m` the river gauge level, `temp_c`
 *   the temperature at 9am. `water_flag` G green (normal), A amber (caution, experienced groups only), R red (no
 *   water or gorge sessions). Limits: kayaking and canoeing are called off on red; gorge walking when the river is
 *   at 0.95 m or more or on red; high ropes at gusts of 42 mph or more; archery at gusts of 35 mph or more or 15 mm
 *   of rain; the climbing wall and bushcraft are never called off.
 *
 * Not recorded here: participants' names, ages, dates of birth or medical and dietary details; accident and
 *   incident reports; customer feedback, reviews or satisfaction scores; how customers heard about the centre
 *   (marketing source) or enquiries that never became bookings; instructors' salaries, timesheets and the actual
 *   days worked by freelancers (only their day rate); catering and food costs, or any other running costs
 *   (fuel, maintenance, utilities); the minibus and transport; kit purchases and servicing; VAT; gift vouchers;
 *   the centre's opening hours and session start times.
 *
 * Tables
 * - `activity`: `act_cd`, `act_nm`, `qual_cd`, `ratio`, `min_age`, `pp_p`, `wx_yn`, `water_yn`.
 * - `instr`: `instr_no`, `first_nm`, `last_nm`, `grade_cd`, `emp_cd`, `day_rate_p`, `start_dt`, `leave_dt`,
 *   `mentor_no`.
 * - `instr_qual`: `iq_no`, `instr_no`, `qual_cd`, `awd_dt`, `exp_dt`, `cert_ref`.
 * - `cust`: `cust_no`, `cust_typ`, `cust_nm`, `contact_nm`, `town`, `pcode`, "dfeNo", `cre_dt`.
 * - `bkg`: `bkg_no`, `cust_no`, `made_dt`, `visit_dt`, `end_dt`, `res_yn`, `n_pax`, `n_adults`, `stat_cd`,
 *   `cncl_dt`, `tot_p`, `dep_p`, `acad_yr`, "poRef", `rebook_of`.
 * - `bkg_sess`: `sess_no`, `bkg_no`, `act_cd`, `sess_dt`, `slot_cd`, `n_pax`, `lead_instr`, `asst_instr`,
 *   `stat_cd`, `price_p`.
 * - `room`: `room_cd`, `room_nm`, `beds`, `ensuite_yn`, `staff_yn`.
 * - `bunk_stay`: `stay_no`, `bkg_no`, `room_cd`, `arr_dt`, `dep_dt`, `n_occ`, `board_cd`, `rate_p`.
 * - `kit`: `kit_cd`, `kit_nm`, `day_p`, `repl_p`, `stock_qty`.
 * - `kit_hire`: `hire_no`, `kit_cd`, `cust_no`, `bkg_no`, `out_dt`, `due_dt`, `ret_dt`, `qty`, `fee_p`, `dmg_p`,
 *   `lost_yn`.
 * - `pmt`: `pmt_no`, `bkg_no`, `pmt_dt`, `typ_cd`, `meth_cd`, `amt_p`, `rsn_cd`, `sess_no`.
 * - `wx_log`: `obs_dt`, `gust_mph`, `rain_mm`, `river_m`, `temp_c`, `water_flag`.
 */
import {
  addDays,
  daysBetween,
  dayOfWeek,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const START = "2024-01-02";
const LAST = "2026-11-24";
const HORIZON = "2027-07-23";
const r = seededRandom(7306_2411);

const month = (d: string): number => Number(d.slice(5, 7));
const md = (d: string): string => d.slice(5);
const isWeekend = (d: string): boolean => {
  const w = dayOfWeek(d);
  return w === 0 || w === 6;
};
const CLOSED = new Set(["12-24", "12-25", "12-26", "12-31", "01-01"]);
const isOpen = (d: string): boolean => !CLOSED.has(md(d));
const isSchoolHoliday = (d: string): boolean => {
  const x = md(d);
  return (
    x <= "01-05" ||
    x >= "12-20" ||
    (x >= "02-10" && x <= "02-16") ||
    (x >= "04-01" && x <= "04-14") ||
    (x >= "05-26" && x <= "05-31") ||
    (x >= "07-21" && x <= "09-03") ||
    (x >= "10-27" && x <= "10-31")
  );
};
const isTermDay = (d: string): boolean => !isWeekend(d) && !isSchoolHoliday(d);
/** 1 in January, 0 in July. */
const winterness = (d: string): number =>
  (Math.cos(((month(d) - 1) / 12) * 2 * Math.PI) + 1) / 2;

// ------------------------------------------------------------------ weather
type Wx = {
  dt: string;
  gust: number;
  rain: number;
  river: number;
  temp: number;
  flag: string;
};
const weather = new Map<string, Wx>();
{
  let river = 0.45;
  for (let d = "2024-01-01"; d <= LAST; d = addDays(d, 1)) {
    const w = winterness(d);
    const storm = r.chance(0.015 + 0.05 * w);
    const gust = Math.round(
      12 + 13 * w + r.float(0, 14) + (storm ? r.int(14, 34) : 0),
    );
    let rain = 0;
    if (r.chance(0.33 + 0.3 * w)) {
      rain = Math.min(
        62,
        Number(
          (
            -Math.log(1 - r.next()) * (3.5 + 5 * w) +
            (storm ? r.float(5, 20) : 0)
          ).toFixed(1),
        ),
      );
    }
    river =
      0.3 +
      0.72 * (river - 0.3) +
      rain * 0.028 +
      (rain > 18 ? 0.25 : 0) +
      r.float(-0.02, 0.03);
    river = Math.max(0.22, Number(river.toFixed(2)));
    const temp = Number((4 + 12 * (1 - w) + r.float(-4, 4)).toFixed(1));
    const flag =
      river >= 1.2 || gust >= 48
        ? "R"
        : river >= 0.85 || gust >= 35
          ? "A"
          : "G";
    weather.set(d, { dt: d, gust, rain, river, temp, flag });
  }
}

// ------------------------------------------------------------------ activities
type Act = {
  cd: string;
  nm: string;
  qual: string | null;
  ratio: number;
  minAge: number;
  pp: number;
  wx: string;
  water: string;
  eve: boolean;
};
const ACTS: Act[] = [
  {
    cd: "CLMB",
    nm: "Climbing wall",
    qual: "CWI",
    ratio: 12,
    minAge: 5,
    pp: 2200,
    wx: "N",
    water: "N",
    eve: true,
  },
  {
    cd: "KAYK",
    nm: "Kayaking",
    qual: "PSI",
    ratio: 8,
    minAge: 8,
    pp: 3500,
    wx: "Y",
    water: "Y",
    eve: false,
  },
  {
    cd: "CANO",
    nm: "Open canoeing",
    qual: "PSI",
    ratio: 10,
    minAge: 6,
    pp: 3200,
    wx: "Y",
    water: "Y",
    eve: false,
  },
  {
    cd: "GRGE",
    nm: "Gorge walking",
    qual: "GWL",
    ratio: 10,
    minAge: 8,
    pp: 3800,
    wx: "Y",
    water: "Y",
    eve: false,
  },
  {
    cd: "ARCH",
    nm: "Archery",
    qual: "AGB",
    ratio: 15,
    minAge: 8,
    pp: 2000,
    wx: "Y",
    water: "N",
    eve: true,
  },
  {
    cd: "HROP",
    nm: "High ropes",
    qual: "HRO",
    ratio: 12,
    minAge: 8,
    pp: 2800,
    wx: "Y",
    water: "N",
    eve: false,
  },
  {
    cd: "BUSH",
    nm: "Bushcraft",
    qual: null,
    ratio: 15,
    minAge: 5,
    pp: 2400,
    wx: "N",
    water: "N",
    eve: true,
  },
];
const actBy = new Map(ACTS.map((a) => [a.cd, a]));
const calledOff = (act: string, d: string): boolean => {
  const w = weather.get(d);
  if (!w) return false;
  switch (act) {
    case "KAYK":
    case "CANO":
      return w.flag === "R";
    case "GRGE":
      return w.flag === "R" || w.river >= 0.95;
    case "HROP":
      return w.gust >= 42;
    case "ARCH":
      return w.gust >= 35 || w.rain >= 15;
    default:
      return false;
  }
};

// ------------------------------------------------------------------ instructors
type Instr = {
  no: number;
  first: string;
  last: string;
  grade: string;
  emp: string;
  rate: number | null;
  start: string;
  leave: string | null;
  mentor: number | null;
  quals: string[];
};
// first, last, grade, emp, start, leave, quals
const INSTR_SPEC: [
  string,
  string,
  string,
  string,
  string,
  string | null,
  string[],
][] = [
  [
    "Gethin",
    "Morgan",
    "SNR",
    "FT",
    "2011-03-14",
    null,
    ["FAW", "SAFE", "CWI", "PSI", "WWSR", "GWL", "HRO"],
  ],
  [
    "Ffion",
    "Pritchard",
    "SNR",
    "FT",
    "2014-02-03",
    null,
    ["FAW", "SAFE", "PSI", "WWSR", "GWL", "AGB"],
  ],
  [
    "Rhys",
    "Evans",
    "SNR",
    "FT",
    "2012-09-01",
    null,
    ["FAW", "SAFE", "CWI", "HRO", "AGB", "GWL"],
  ],
  [
    "Cerys",
    "Hughes",
    "SNR",
    "FT",
    "2016-04-11",
    "2025-08-29",
    ["FAW", "SAFE", "PSI", "WWSR", "CWI"],
  ],
  [
    "Owain",
    "Jones",
    "SNR",
    "FT",
    "2017-03-06",
    null,
    ["FAW", "SAFE", "CWI", "HRO", "PSI"],
  ],
  [
    "Siân",
    "Roberts",
    "INS",
    "FT",
    "2018-05-21",
    null,
    ["FAW", "SAFE", "GWL", "AGB", "HRO"],
  ],
  [
    "Tom",
    "Whitfield",
    "INS",
    "FT",
    "2019-02-25",
    null,
    ["FAW", "SAFE", "CWI", "PSI", "WWSR"],
  ],
  [
    "Megan",
    "Lloyd",
    "INS",
    "FT",
    "2020-03-02",
    null,
    ["FAW", "SAFE", "AGB", "HRO", "CWI"],
  ],
  [
    "Dafydd",
    "Parry",
    "INS",
    "FT",
    "2019-09-09",
    "2024-10-31",
    ["FAW", "SAFE", "PSI", "GWL", "WWSR"],
  ],
  [
    "Hannah",
    "Booth",
    "INS",
    "FT",
    "2021-04-06",
    null,
    ["FAW", "SAFE", "CWI", "GWL"],
  ],
  [
    "Iwan",
    "Williams",
    "INS",
    "FRL",
    "2015-06-01",
    null,
    ["FAW", "PSI", "WWSR", "GWL"],
  ],
  [
    "Lowri",
    "Davies",
    "INS",
    "FT",
    "2022-02-14",
    null,
    ["FAW", "SAFE", "HRO", "AGB"],
  ],
  [
    "Jack",
    "Thornton",
    "INS",
    "SEA",
    "2022-04-04",
    null,
    ["FAW", "SAFE", "PSI", "CWI"],
  ],
  [
    "Elin",
    "Griffiths",
    "INS",
    "FRL",
    "2016-05-01",
    null,
    ["FAW", "SAFE", "GWL", "WWSR", "PSI"],
  ],
  [
    "Callum",
    "Reid",
    "AST",
    "SEA",
    "2023-04-03",
    "2025-10-31",
    ["FAW", "SAFE", "HRO"],
  ],
  [
    "Nia",
    "Thomas",
    "AST",
    "FT",
    "2023-01-09",
    null,
    ["FAW", "SAFE", "CWI", "AGB"],
  ],
  [
    "Sam",
    "Ashworth",
    "INS",
    "FRL",
    "2018-07-01",
    null,
    ["FAW", "CWI", "HRO", "AGB"],
  ],
  [
    "Bethan",
    "Jenkins",
    "INS",
    "FT",
    "2023-09-04",
    null,
    ["FAW", "SAFE", "PSI", "GWL"],
  ],
  [
    "Aled",
    "Rowlands",
    "AST",
    "SEA",
    "2024-04-02",
    null,
    ["FAW", "SAFE", "AGB"],
  ],
  [
    "Katie",
    "Marsh",
    "INS",
    "SEA",
    "2024-04-02",
    "2024-10-31",
    ["FAW", "SAFE", "CWI", "HRO"],
  ],
  [
    "Huw",
    "Edwards",
    "SNR",
    "FRL",
    "2010-04-01",
    null,
    ["FAW", "PSI", "WWSR", "GWL", "CWI"],
  ],
  ["Zoe", "Hartley", "TRN", "FT", "2024-09-02", null, ["FAW", "SAFE"]],
  [
    "Osian",
    "Price",
    "AST",
    "FT",
    "2024-01-08",
    null,
    ["FAW", "SAFE", "HRO", "CWI"],
  ],
  [
    "Ellie",
    "Shaw",
    "INS",
    "SEA",
    "2025-04-01",
    null,
    ["FAW", "SAFE", "PSI", "AGB"],
  ],
  ["Ben", "Carter", "TRN", "SEA", "2025-04-01", "2025-10-31", ["FAW", "SAFE"]],
  [
    "Gwen",
    "Humphreys",
    "INS",
    "FT",
    "2025-01-06",
    null,
    ["FAW", "SAFE", "GWL", "HRO", "CWI"],
  ],
  [
    "Matt",
    "Dunn",
    "INS",
    "FRL",
    "2020-05-01",
    "2026-03-31",
    ["FAW", "PSI", "WWSR"],
  ],
  [
    "Carys",
    "Owen",
    "AST",
    "FT",
    "2025-09-01",
    null,
    ["FAW", "SAFE", "AGB", "CWI"],
  ],
  ["Liam", "Fletcher", "TRN", "FT", "2026-02-02", null, ["FAW", "SAFE"]],
  [
    "Mali",
    "Vaughan",
    "INS",
    "SEA",
    "2026-03-30",
    null,
    ["FAW", "SAFE", "PSI", "GWL"],
  ],
  [
    "Josh",
    "Pemberton",
    "AST",
    "SEA",
    "2026-03-30",
    "2026-10-30",
    ["FAW", "SAFE", "HRO"],
  ],
  [
    "Anwen",
    "Bowen",
    "INS",
    "FT",
    "2026-05-05",
    null,
    ["FAW", "SAFE", "CWI", "HRO", "AGB"],
  ],
];
const QUAL_YEARS: Record<string, number | null> = {
  FAW: 3,
  SAFE: 3,
  CWI: null,
  PSI: 3,
  WWSR: 3,
  GWL: 3,
  AGB: null,
  HRO: 1,
};
const instrs: Instr[] = INSTR_SPEC.map(
  ([first, last, grade, emp, start, leave, quals], i) => ({
    no: 101 + i,
    first,
    last,
    grade,
    emp,
    rate:
      emp === "FT"
        ? null
        : grade === "SNR"
          ? 16500
          : grade === "INS"
            ? r.pick([12500, 13000, 13500, 14000])
            : grade === "AST"
              ? r.pick([9000, 9500, 10000])
              : 8500,
    start,
    leave,
    mentor: null,
    quals,
  }),
);
{
  const seniors = instrs.filter((x) => x.grade === "SNR" && x.emp === "FT");
  for (const x of instrs) {
    if (x.grade === "SNR") continue;
    if (x.grade === "INS" && r.chance(0.45)) continue;
    const ok = seniors.filter((s) => s.leave === null || s.leave > x.start);
    x.mentor = r.pick(ok.length > 0 ? ok : seniors).no;
  }
}

type Cert = {
  no: number;
  instr: number;
  qual: string;
  awd: string;
  exp: string | null;
  ref: string;
};
const certs: Cert[] = [];
{
  const prefix: Record<string, string> = {
    FAW: "FA",
    SAFE: "SG",
    CWI: "MT-CWI-",
    PSI: "PUK-",
    WWSR: "WW",
    GWL: "GWL/",
    AGB: "AGB",
    HRO: "CHOC/HR/",
  };
  for (const x of instrs) {
    for (const q of x.quals) {
      const years = QUAL_YEARS[q] ?? null;
      // first award: before they joined for most, during the first season for some
      let awd = r.chance(0.8)
        ? addDays(x.start, -r.int(20, 900))
        : addDays(x.start, r.int(20, 160));
      if (years !== null && q !== "HRO" && awd < "2021-06-01") {
        // an old certificate has been revalidated since: start from a recent cycle
        const cycles =
          Math.floor(daysBetween(awd, "2021-06-01") / (365 * years)) + 1;
        awd = addDays(awd, cycles * 365 * years - r.int(0, 40));
      }
      if (q === "HRO" && awd < "2023-06-01")
        awd = addDays("2023-01-01", r.int(0, 150));
      for (;;) {
        if (awd > LAST) break;
        const exp = years === null ? null : addDays(awd, 365 * years - 1);
        certs.push({ no: 0, instr: x.no, qual: q, awd, exp, ref: "" });
        if (exp === null || exp > LAST) break;
        const gone = x.leave !== null && x.leave <= exp;
        if (gone) break;
        // lapsed: some certificates are not renewed on time (a gap), a few never
        if (r.chance(0.1)) {
          if (r.chance(0.5)) break;
          awd = addDays(exp, r.int(20, 150));
          if (x.leave !== null && awd >= x.leave) break;
        } else {
          awd = addDays(exp, -r.int(0, 45));
        }
      }
    }
  }
  // Hand-set lapses so "who has no current ticket" has a few answers.
  const lapse = (first: string, q: string): void => {
    const x = instrs.find((i) => i.first === first);
    if (!x) return;
    const mine = certs
      .filter((c) => c.instr === x.no && c.qual === q)
      .sort((a, b) => (a.awd < b.awd ? -1 : 1));
    const lastCert = mine[mine.length - 1];
    if (!lastCert || lastCert.exp === null) return;
    // drop certificates that would still be in date and end the last one before today
    while (
      mine.length > 1 &&
      (mine[mine.length - 1] as Cert).awd > "2026-06-30"
    ) {
      const c = mine.pop() as Cert;
      certs.splice(certs.indexOf(c), 1);
    }
    const keep = mine[mine.length - 1] as Cert;
    if (keep.exp !== null && keep.exp >= "2026-11-25") {
      keep.exp = addDays("2026-08-01", r.int(0, 100));
      keep.awd = addDays(keep.exp, -(365 * (QUAL_YEARS[q] ?? 1)) + 1);
    }
  };
  lapse("Iwan", "PSI");
  lapse("Sam", "HRO");
  lapse("Hannah", "FAW");
  certs.sort((a, b) =>
    a.awd < b.awd ? -1 : a.awd > b.awd ? 1 : a.instr - b.instr,
  );
  certs.forEach((c, i) => {
    c.no = 5001 + i;
    c.ref = `${prefix[c.qual] ?? ""}${c.awd.slice(2, 4)}${pad(r.int(1, 99999), 5)}`;
  });
}
const holds = (x: Instr, q: string | null, d: string): boolean => {
  if (q === null)
    return certs.some(
      (c) =>
        c.instr === x.no &&
        c.qual === "FAW" &&
        c.awd <= d &&
        (c.exp === null || c.exp >= d),
    );
  return certs.some(
    (c) =>
      c.instr === x.no &&
      c.qual === q &&
      c.awd <= d &&
      (c.exp === null || c.exp >= d),
  );
};
const works = (x: Instr, d: string): boolean => {
  if (x.start > d || (x.leave !== null && x.leave < d)) return false;
  if (x.emp === "SEA") {
    const m = month(d);
    return m >= 4 && m <= 10;
  }
  return true;
};

// ------------------------------------------------------------------ customers
type Cust = {
  no: number;
  typ: string;
  nm: string;
  contact: string | null;
  town: string;
  pcode: string;
  dfe: string | null;
  cre: string;
  weight: number;
};
const TOWNS: [string, string, number][] = [
  // town, postcode district, LA number
  ["Llandudno", "LL30", 662],
  ["Conwy", "LL32", 662],
  ["Colwyn Bay", "LL29", 662],
  ["Abergele", "LL22", 662],
  ["Rhyl", "LL18", 663],
  ["Prestatyn", "LL19", 663],
  ["Denbigh", "LL16", 663],
  ["Ruthin", "LL15", 663],
  ["Mold", "CH7", 664],
  ["Flint", "CH6", 664],
  ["Buckley", "CH7", 664],
  ["Wrexham", "LL11", 665],
  ["Bangor", "LL57", 661],
  ["Caernarfon", "LL55", 661],
  ["Llangefni", "LL77", 660],
  ["Holyhead", "LL65", 660],
  ["Chester", "CH2", 896],
  ["Ellesmere Port", "CH65", 896],
  ["West Kirby", "CH48", 344],
  ["Birkenhead", "CH41", 344],
  ["Liverpool", "L17", 341],
  ["Warrington", "WA4", 877],
  ["Southport", "PR8", 343],
  ["Widnes", "WA8", 876],
  ["Crewe", "CW1", 895],
  ["Manchester", "M20", 352],
];
const WELSH_LA = new Set([660, 661, 662, 663, 664, 665]);
const FIRST = [
  "Sarah",
  "James",
  "Emma",
  "David",
  "Rachel",
  "Paul",
  "Claire",
  "Mark",
  "Laura",
  "Andrew",
  "Helen",
  "Richard",
  "Nicola",
  "Gareth",
  "Kirsty",
  "Steven",
  "Joanne",
  "Alun",
  "Rhiannon",
  "Neil",
  "Louise",
  "Carl",
  "Amy",
  "Dylan",
  "Sioned",
  "Peter",
  "Vicky",
  "Chris",
  "Lisa",
  "Martin",
  "Gemma",
  "Ian",
  "Angharad",
  "Simon",
  "Kate",
  "Tomos",
  "Jenny",
  "Darren",
  "Eleri",
  "Adam",
  "Fiona",
  "Kevin",
  "Bronwen",
  "Lee",
  "Jess",
  "Graham",
  "Manon",
  "Phil",
];
const LAST_NAMES = [
  "Jones",
  "Williams",
  "Davies",
  "Evans",
  "Thomas",
  "Roberts",
  "Hughes",
  "Lewis",
  "Edwards",
  "Price",
  "Smith",
  "Taylor",
  "Brown",
  "Wilson",
  "Wright",
  "Walker",
  "Hall",
  "Clarke",
  "Jackson",
  "Wood",
  "Harris",
  "Martin",
  "Cooper",
  "Ward",
  "Turner",
  "Parry",
  "Pritchard",
  "Ellis",
  "Owen",
  "Griffiths",
  "Morris",
  "Lloyd",
  "Rogers",
  "Bennett",
  "Kelly",
  "Murphy",
  "Gibson",
  "Holmes",
  "Pearson",
  "Kennedy",
  "Mason",
  "Bailey",
  "Barker",
  "Foster",
  "Jenkins",
  "Powell",
  "Watkins",
  "Rees",
  "Moss",
  "Howell",
  "Bevan",
  "Tudor",
  "Humphreys",
];
const usedNames = new Set<string>(instrs.map((x) => `${x.first} ${x.last}`));
const newName = uniqueNames(r, FIRST, LAST_NAMES, usedNames);
const custs: Cust[] = [];
const pcodeIn = (district: string): string =>
  `${district} ${r.int(1, 9)}${r.pick(["A", "B", "D", "E", "F", "G", "H", "J", "L", "N", "P", "R", "S", "T", "W"])}${r.pick(["A", "B", "D", "E", "H", "L", "N", "P", "R", "S", "T", "U", "W", "Y"])}`;
{
  const names = new Set<string>();
  const schoolPatterns: ((t: string) => [string, boolean])[] = [
    (t) => [`Ysgol Gynradd ${t}`, true],
    (t) => [`Ysgol Uwchradd ${t}`, false],
    (t) => [`${t} High School`, false],
    (t) => [`St Mary's Catholic Primary, ${t}`, true],
    (t) => [`${t} Church in Wales Primary`, true],
    (t) => [`${t} CE Primary School`, true],
    (t) => [`${t} Academy`, false],
    (t) => [`${t} Junior School`, true],
  ];
  let n = 0;
  while (n < 62) {
    const [town, district, la] = r.pick(TOWNS);
    const welsh = WELSH_LA.has(la);
    const pat = r.pick(schoolPatterns);
    const [nm, primary] = pat(town);
    if (!welsh && (nm.startsWith("Ysgol") || nm.includes("Church in Wales")))
      continue;
    if (welsh && (nm.includes("CE Primary") || nm.includes("Academy")))
      continue;
    if (names.has(nm)) continue;
    names.add(nm);
    const [f, l] = newName();
    custs.push({
      no: 0,
      typ: "SCH",
      nm,
      contact: `${f} ${l}`,
      town,
      pcode: pcodeIn(district),
      dfe: `${la}${primary ? "2" : "4"}${pad(r.int(0, 999), 3)}`,
      cre: "",
      weight: r.weighted([
        [1, 5],
        [3, 3],
        [7, 1],
      ]),
    });
    n++;
  }
  const youthPatterns = [
    (t: string) => `1st ${t} Scouts`,
    (t: string) => `${t} Explorer Scouts`,
    (t: string) => `${t} Rangers (Girlguiding)`,
    (t: string) => `${t} Army Cadet Detachment`,
    (t: string) => `${t} Air Cadets`,
    (t: string) => `${t} Youth Club`,
    (t: string) => `${t} DofE Open Award Centre`,
    (t: string) => `2nd ${t} Guides`,
  ];
  n = 0;
  while (n < 38) {
    const [town, district] = r.pick(TOWNS);
    const nm = r.pick(youthPatterns)(town);
    if (names.has(nm)) continue;
    names.add(nm);
    const [f, l] = newName();
    custs.push({
      no: 0,
      typ: "YTH",
      nm,
      contact: `${f} ${l}`,
      town,
      pcode: pcodeIn(district),
      dfe: null,
      cre: "",
      weight: r.weighted([
        [1, 4],
        [3, 2],
      ]),
    });
    n++;
  }
  const CORP = [
    "Menai Tech Solutions Ltd",
    "Clwyd Logistics Ltd",
    "Deeside Precision Engineering",
    "Castle Street Accountants LLP",
    "Eryri Insurance Brokers",
    "Gwynedd Housing Partnership",
    "North Wales Fire Safety Ltd",
    "Mersey Freight Forwarding",
    "Cheshire Oaks Dental Group",
    "Wirral Digital Agency",
    "Llŷn Renewables Co-operative",
    "Bay Hotels Group",
    "Dee Estuary Solicitors",
    "Talacre Caravan Parks Ltd",
    "Orme Software Ltd",
    "Halkyn Quarry Products",
    "Pennant Marketing",
    "Conwy Valley Builders Merchants",
    "Anglesey Aquaculture Ltd",
    "Crewe Rail Engineering Services",
    "Warrington Data Centres Ltd",
    "Brymbo Steel Fabrications",
    "Liverpool Bay Energy Services",
    "Glaslyn Architects",
    "Snowdonia Mountain Spring Water",
    "Rhos Care Homes Ltd",
    "Marcher Vets",
    "Chester Business Park Management",
  ];
  for (const nm of CORP) {
    const [town, district] = r.pick(TOWNS);
    const [f, l] = newName();
    custs.push({
      no: 0,
      typ: "CORP",
      nm,
      contact: `${f} ${l}`,
      town,
      pcode: pcodeIn(district),
      dfe: null,
      cre: "",
      weight: r.weighted([
        [1, 4],
        [2, 1],
      ]),
    });
  }
}
const orgs = custs.slice();
const publicCusts: Cust[] = [];
const newPublic = (): Cust => {
  const [f, l] = newName();
  const [town, district] = r.weighted(TOWNS.map((t) => [t, 1] as const));
  const c: Cust = {
    no: 0,
    typ: "PUB",
    nm: `${f} ${l}`,
    contact: null,
    town,
    pcode: pcodeIn(district),
    dfe: null,
    cre: "",
    weight: 1,
  };
  custs.push(c);
  publicCusts.push(c);
  return c;
};
const pickPublic = (): Cust =>
  publicCusts.length > 20 && r.chance(0.22) ? r.pick(publicCusts) : newPublic();
const pickOrg = (typ: string): Cust =>
  r.weighted(
    orgs.filter((c) => c.typ === typ).map((c) => [c, c.weight] as const),
  );

// ------------------------------------------------------------------ rooms and kit
type Room = {
  cd: string;
  nm: string;
  beds: number;
  ensuite: string;
  staff: string;
};
const ROOMS: Room[] = [
  { cd: "TRY", nm: "Tryfan", beds: 12, ensuite: "N", staff: "N" },
  { cd: "SIA", nm: "Moel Siabod", beds: 10, ensuite: "N", staff: "N" },
  { cd: "GLY", nm: "Glyder", beds: 8, ensuite: "Y", staff: "N" },
  { cd: "CAR", nm: "Carnedd", beds: 8, ensuite: "N", staff: "N" },
  { cd: "CNI", nm: "Cnicht", beds: 6, ensuite: "Y", staff: "N" },
  { cd: "MWN", nm: "Moelwyn", beds: 6, ensuite: "N", staff: "N" },
  { cd: "LD1", nm: "Leaders 1", beds: 2, ensuite: "Y", staff: "Y" },
  { cd: "LD2", nm: "Leaders 2", beds: 2, ensuite: "Y", staff: "Y" },
  { cd: "LD3", nm: "Leaders 3", beds: 3, ensuite: "Y", staff: "Y" },
];
type Kit = { cd: string; nm: string; day: number; repl: number; stock: number };
const KIT: Kit[] = [
  { cd: "SUPB", nm: "Stand-up paddleboard", day: 3500, repl: 65000, stock: 10 },
  { cd: "BIKE", nm: "Mountain bike", day: 3000, repl: 90000, stock: 14 },
  { cd: "WSUI", nm: "Wetsuit", day: 800, repl: 12000, stock: 40 },
  { cd: "TENT", nm: "Two-person tent", day: 1500, repl: 22000, stock: 12 },
  { cd: "BOOT", nm: "Walking boots", day: 500, repl: 9000, stock: 60 },
  { cd: "CAG", nm: "Waterproof jacket", day: 400, repl: 6000, stock: 80 },
  { cd: "SLBG", nm: "Sleeping bag", day: 600, repl: 5500, stock: 50 },
];
const kitBy = new Map(KIT.map((k) => [k.cd, k]));

// ------------------------------------------------------------------ bookings
type Sess = {
  no: number;
  bkg: Bkg;
  act: string;
  dt: string;
  slot: string;
  pax: number;
  lead: number | null;
  asst: number | null;
  stat: string;
  price: number;
};
type Stay = {
  no: number;
  bkg: Bkg;
  room: string;
  arr: string;
  dep: string;
  occ: number;
  board: string;
  rate: number;
};
type Pmt = {
  no: number;
  bkg: Bkg;
  dt: string;
  typ: string;
  meth: string;
  amt: number;
  rsn: string | null;
  sess: Sess | null;
};
type Bkg = {
  no: number;
  cust: Cust;
  made: string;
  visit: string;
  end: string;
  res: boolean;
  pax: number;
  adults: number;
  stat: string;
  cncl: string | null;
  tot: number;
  dep: number;
  po: string | null;
  rebookOf: Bkg | null;
  sessions: Sess[];
};
type Hire = {
  no: number;
  kit: string;
  cust: Cust;
  bkg: Bkg | null;
  out: string;
  due: string;
  ret: string | null;
  qty: number;
  fee: number;
  dmg: number;
  lost: string;
};
const bkgs: Bkg[] = [];
const sessions: Sess[] = [];
const stays: Stay[] = [];
const pmts: Pmt[] = [];
const hires: Hire[] = [];
const rota = new Map<string, Set<number>>();
const roomNights = new Map<string, Set<string>>(); // date -> rooms taken

const RATE: Record<string, number> = { PUB: 1, SCH: 0.7, YTH: 0.65, CORP: 1.4 };
const actWeights = (
  typ: string,
  d: string,
  eve: boolean,
): [string, number][] => {
  const w = winterness(d);
  const base: Record<string, number> =
    typ === "PUB"
      ? { CLMB: 30, KAYK: 14, CANO: 6, GRGE: 11, ARCH: 14, HROP: 20, BUSH: 5 }
      : typ === "CORP"
        ? {
            CLMB: 12,
            KAYK: 14,
            CANO: 10,
            GRGE: 18,
            ARCH: 16,
            HROP: 18,
            BUSH: 12,
          }
        : {
            CLMB: 22,
            KAYK: 14,
            CANO: 14,
            GRGE: 14,
            ARCH: 14,
            HROP: 14,
            BUSH: 10,
          };
  return ACTS.filter((a) => !eve || a.eve).map((a) => [
    a.cd,
    (base[a.cd] ?? 1) *
      (a.water === "Y" ? 1 - 0.7 * w : 1) *
      (a.cd === "CLMB" ? 1 + w : 1),
  ]);
};
const assignLead = (act: string, d: string, slot: string): number | null => {
  const key = `${d}|${slot}`;
  const busy = rota.get(key) ?? new Set<number>();
  rota.set(key, busy);
  const q = actBy.get(act)?.qual ?? null;
  const able = instrs.filter(
    (x) => works(x, d) && x.grade !== "TRN" && holds(x, q, d),
  );
  const free = able.filter((x) => !busy.has(x.no));
  const pool = free.length > 0 ? free : able;
  if (pool.length === 0) return null;
  const x = r.weighted(
    pool.map(
      (i) => [i, i.emp === "FRL" ? 1 : i.grade === "SNR" ? 2 : 3] as const,
    ),
  );
  busy.add(x.no);
  return x.no;
};
const assignAsst = (
  d: string,
  slot: string,
  lead: number | null,
): number | null => {
  const key = `${d}|${slot}`;
  const busy = rota.get(key) ?? new Set<number>();
  rota.set(key, busy);
  const able = instrs.filter(
    (x) => works(x, d) && !busy.has(x.no) && x.no !== lead,
  );
  if (able.length === 0) return null;
  const x = r.weighted(
    able.map(
      (i) => [i, i.grade === "AST" || i.grade === "TRN" ? 4 : 1] as const,
    ),
  );
  busy.add(x.no);
  return x.no;
};
const methFor = (typ: string): string =>
  typ === "PUB"
    ? "CARD"
    : typ === "SCH"
      ? r.weighted([
          ["BACS", 8],
          ["CHQ", 2],
        ])
      : typ === "CORP"
        ? r.weighted([
            ["BACS", 6],
            ["CARD", 4],
          ])
        : r.weighted([
            ["BACS", 4],
            ["CARD", 4],
            ["CHQ", 2],
          ]);

type Plan = {
  typ: string;
  visit: string;
  nights: number;
  pax: number;
  cust?: Cust;
  acts?: string[];
  rebookOf?: Bkg;
};

const tryRooms = (
  visit: string,
  nights: number,
  people: number,
): Room[] | null => {
  const dates: string[] = [];
  for (let i = 0; i < nights; i++) dates.push(addDays(visit, i));
  const freeRooms = ROOMS.filter((rm) =>
    dates.every((d) => !(roomNights.get(d)?.has(rm.cd) ?? false)),
  );
  const chosen: Room[] = [];
  let beds = 0;
  const main = freeRooms
    .filter((rm) => rm.staff === "N")
    .sort((a, b) => b.beds - a.beds);
  for (const rm of main) {
    if (beds >= people) break;
    chosen.push(rm);
    beds += rm.beds;
  }
  if (beds < people) return null;
  for (const d of dates) {
    const s = roomNights.get(d) ?? new Set<string>();
    for (const rm of chosen) s.add(rm.cd);
    roomNights.set(d, s);
  }
  return chosen;
};

const makeBooking = (p: Plan): void => {
  const typ = p.typ;
  const cust = p.cust ?? (typ === "PUB" ? pickPublic() : pickOrg(typ));
  let made: string;
  if (p.rebookOf) {
    made = addDays(p.rebookOf.visit, r.int(1, 6));
  } else {
    const lead =
      typ === "PUB"
        ? r.weighted([
            [r.int(0, 6), 5],
            [r.int(7, 30), 4],
            [r.int(31, 90), 1],
          ])
        : typ === "SCH"
          ? p.nights > 0
            ? r.int(150, 420)
            : r.int(30, 300)
          : typ === "YTH"
            ? r.int(30, 240)
            : r.int(14, 120);
    made = addDays(p.visit, -lead);
    if (made < "2023-09-01")
      made = addDays(
        "2023-09-01",
        r.int(0, Math.max(0, daysBetween("2023-09-01", p.visit) - 1)),
      );
  }
  if (made > LAST) return;
  if (made > p.visit) return;
  const nights = p.nights;
  const end = addDays(p.visit, nights);
  const pax = p.pax;
  const adults =
    typ === "PUB"
      ? 0
      : typ === "CORP"
        ? 0
        : Math.max(1, Math.ceil(pax / (typ === "SCH" ? 10 : 8)));

  // customer cancellation (decided up front; only if it falls by LAST)
  let stat = "";
  let cncl: string | null = null;
  const cancelP =
    typ === "PUB" ? 0.05 : typ === "SCH" ? 0.04 : typ === "YTH" ? 0.06 : 0.08;
  if (!p.rebookOf && r.chance(cancelP)) {
    const span = daysBetween(made, p.visit);
    if (span >= 2) {
      const c = addDays(made, r.int(1, span - 1));
      if (c <= LAST) {
        stat = "CUST";
        cncl = c;
      }
    }
  }

  // rooms
  let rooms: Room[] | null = null;
  if (nights > 0 && stat !== "CUST") {
    rooms = tryRooms(p.visit, nights, pax + adults);
    if (!rooms) return;
  }

  const b: Bkg = {
    no: 0,
    cust,
    made,
    visit: p.visit,
    end,
    res: nights > 0,
    pax,
    adults,
    stat,
    cncl,
    tot: 0,
    dep: 0,
    po:
      (typ === "SCH" && r.chance(0.6)) || (typ === "CORP" && r.chance(0.5))
        ? `${typ === "SCH" ? "PO" : "P"}${pad(r.int(1000, 999999), 6)}`
        : null,
    rebookOf: p.rebookOf ?? null,
    sessions: [],
  };
  if (cust.cre === "" || made < cust.cre) cust.cre = addDays(made, 0);

  // sessions
  const groups = typ === "PUB" ? 1 : Math.min(4, Math.ceil(pax / 15));
  const sizes: number[] = [];
  for (let g = 0; g < groups; g++)
    sizes.push(Math.floor(pax / groups) + (g < pax % groups ? 1 : 0));
  const days: string[] = [];
  for (let i = 0; i <= nights; i++) days.push(addDays(p.visit, i));
  days.forEach((d, di) => {
    let slots: string[];
    if (nights === 0) {
      if (typ === "PUB")
        slots = r.chance(0.7) ? [r.pick(["AM", "PM"])] : ["AM", "PM"];
      else slots = ["AM", "PM"];
    } else if (di === 0) slots = ["PM", "EVE"];
    else if (di === nights) slots = ["AM"];
    else slots = r.chance(0.8) ? ["AM", "PM", "EVE"] : ["AM", "PM"];
    let planIdx = 0;
    for (const slot of slots) {
      const used = new Set<string>();
      for (const size of sizes) {
        let act: string;
        if (p.acts && planIdx < p.acts.length) act = p.acts[planIdx] as string;
        else {
          const options = actWeights(typ, d, slot === "EVE").filter(
            ([a]) => !used.has(a),
          );
          act = r.weighted(options);
        }
        planIdx++;
        used.add(act);
        const a = actBy.get(act) as Act;
        const s: Sess = {
          no: 0,
          bkg: b,
          act,
          dt: d,
          slot,
          pax: size,
          lead: null,
          asst: null,
          stat: "BKD",
          price: Math.round((a.pp * (RATE[typ] ?? 1)) / 10) * 10 * size,
        };
        b.sessions.push(s);
      }
    }
  });
  b.tot = b.sessions.reduce((t, s) => t + s.price, 0);
  const board = typ === "SCH" || r.chance(0.6) ? "FB" : "SC";
  const stayRate = board === "FB" ? (typ === "CORP" ? 6500 : 4200) : 2200;
  if (rooms) {
    let left = pax;
    const staffRooms = ROOMS.filter((rm) => rm.staff === "Y");
    for (const rm of rooms) {
      const occ = Math.min(rm.beds, left);
      left -= occ;
      if (occ <= 0) continue;
      stays.push({
        no: 0,
        bkg: b,
        room: rm.cd,
        arr: p.visit,
        dep: end,
        occ,
        board,
        rate: stayRate,
      });
      b.tot += occ * nights * stayRate;
    }
    // adults in the leaders' rooms (free) when free, else in the group's rooms
    let adultsLeft = adults;
    for (const rm of staffRooms) {
      if (adultsLeft <= 0) break;
      const dates = days.slice(0, nights);
      if (dates.some((d) => roomNights.get(d)?.has(rm.cd) ?? false)) continue;
      for (const d of dates) roomNights.get(d)?.add(rm.cd);
      const occ = Math.min(rm.beds, adultsLeft);
      adultsLeft -= occ;
      stays.push({
        no: 0,
        bkg: b,
        room: rm.cd,
        arr: p.visit,
        dep: end,
        occ,
        board,
        rate: 0,
      });
    }
    if (adultsLeft > 0) {
      // squeeze into the group's rooms' spare beds
      for (const st of stays.filter((x) => x.bkg === b && x.rate > 0)) {
        const rm = ROOMS.find((x) => x.cd === st.room) as Room;
        const spare = rm.beds - st.occ;
        const add = Math.min(spare, adultsLeft);
        st.occ += add;
        adultsLeft -= add;
      }
    }
  }
  b.dep =
    typ === "PUB"
      ? b.tot
      : Math.round((b.tot * (typ === "SCH" ? 0.2 : 0.25)) / 100) * 100;

  // status, session outcomes, payments
  const meth = methFor(typ);
  const pay = (
    dt: string,
    t: string,
    amt: number,
    rsn: string | null = null,
    sess: Sess | null = null,
  ): void => {
    if (dt > LAST || amt <= 0) return;
    pmts.push({ no: 0, bkg: b, dt, typ: t, meth, amt, rsn, sess });
  };
  let depDt: string;
  if (typ === "PUB") depDt = made;
  else {
    depDt = addDays(made, r.int(0, typ === "SCH" ? 75 : 30));
    if (depDt >= p.visit) depDt = addDays(made, 0);
  }
  let balDt: string | null = null;
  if (typ === "YTH" || typ === "CORP") {
    balDt = addDays(p.visit, -r.int(14, 35));
    if (balDt < depDt) balDt = depDt;
  }

  if (stat === "CUST") {
    const c = cncl as string;
    for (const s of b.sessions) s.stat = "CXL";
    if (typ === "PUB") {
      pay(made, "FUL", b.tot);
      if (daysBetween(c, p.visit) >= 7)
        pay(addDays(c, r.int(1, 6)), "REF", b.tot - 1000, "CUST");
    } else {
      if (depDt <= c) pay(depDt, "DEP", b.dep);
      if (balDt !== null && balDt <= c) {
        pay(balDt, "BAL", b.tot - b.dep);
        pay(addDays(c, r.int(2, 12)), "REF", b.tot - b.dep, "CUST");
      }
      if (depDt > c) {
        // never confirmed: cancelled while provisional
      }
    }
  } else if (p.visit > LAST) {
    stat = typ === "PUB" || depDt <= LAST ? "CONF" : "PROV";
    if (stat === "CONF") pay(depDt, typ === "PUB" ? "FUL" : "DEP", b.dep);
    if (stat === "CONF" && balDt !== null) pay(balDt, "BAL", b.tot - b.dep);
    for (const s of b.sessions) {
      if (s.dt <= addDays(LAST, 28) && stat === "CONF") {
        s.lead = assignLead(s.act, s.dt, s.slot);
        if (s.pax > (actBy.get(s.act) as Act).ratio)
          s.asst = assignAsst(s.dt, s.slot, s.lead);
      }
    }
  } else {
    // the visit is in the past
    pay(depDt, typ === "PUB" ? "FUL" : "DEP", b.dep);
    if (balDt !== null) pay(balDt, "BAL", b.tot - b.dep);
    for (const s of b.sessions) {
      s.lead = assignLead(s.act, s.dt, s.slot);
      if (s.pax > (actBy.get(s.act) as Act).ratio)
        s.asst = assignAsst(s.dt, s.slot, s.lead);
      s.stat = calledOff(s.act, s.dt) ? "WX" : "RUN";
    }
    const wxSess = b.sessions.filter((s) => s.stat === "WX");
    const allWx = nights === 0 && wxSess.length === b.sessions.length;
    if (allWx) {
      stat = "WX";
      cncl = addDays(p.visit, r.chance(0.6) ? -1 : 0);
      if (cncl < made) cncl = made;
    } else stat = "COMP";
    const refundAt = addDays(p.visit, r.int(1, 9));
    if (typ === "SCH") {
      const lost = wxSess.reduce((t, s) => t + s.price, 0);
      if (allWx) pay(refundAt, "REF", b.dep, "WX");
      else pay(addDays(b.end, r.int(6, 60)), "BAL", b.tot - b.dep - lost);
    } else {
      for (const s of wxSess) pay(refundAt, "REF", s.price, "WX", s);
    }
    if (stat === "COMP" && typ === "PUB" && r.chance(0.02) && b.pax > 1) {
      pay(
        addDays(p.visit, r.int(2, 14)),
        "REF",
        Math.round(b.tot / b.pax),
        "ILL",
      );
    }
    if (stat === "COMP" && typ !== "PUB" && r.chance(0.015)) {
      pay(
        addDays(b.end, r.int(5, 30)),
        "REF",
        r.pick([2500, 5000, 7500, 10000]),
        "GW",
      );
    }
    if (allWx && r.chance(0.55)) {
      const nv = addDays(p.visit, r.int(7, 56));
      if (isOpen(nv)) {
        makeBooking({
          typ,
          visit: nv,
          nights: 0,
          pax,
          cust,
          acts: b.sessions.map((s) => s.act),
          rebookOf: b,
        });
      }
    }
  }
  b.stat = stat;
  b.cncl = cncl;
  bkgs.push(b);
  sessions.push(...b.sessions);

  // kit hired by the group
  if (
    (stat === "COMP" || stat === "CONF") &&
    typ !== "PUB" &&
    p.visit <= LAST
  ) {
    if (r.chance(nights > 0 ? 0.35 : 0.12)) {
      const kits =
        nights > 0
          ? r.shuffle(["SLBG", "CAG", "BOOT"]).slice(0, r.int(1, 2))
          : [r.pick(["CAG", "BOOT"])];
      for (const k of kits) {
        const qty = Math.min(r.int(2, 14), pax);
        const len = Math.max(1, nights);
        hires.push({
          no: 0,
          kit: k,
          cust,
          bkg: b,
          out: p.visit,
          due: end,
          ret: end <= LAST ? end : null,
          qty,
          fee: qty * len * (kitBy.get(k) as Kit).day,
          dmg: r.chance(0.05) ? r.pick([1500, 3000, 4500]) : 0,
          lost: "N",
        });
      }
    }
  }
};

{
  const plans: Plan[] = [];
  for (let d = START; d <= HORIZON; d = addDays(d, 1)) {
    if (!isOpen(d)) continue;
    const w = winterness(d);
    const m = month(d);
    const dow = dayOfWeek(d);
    const summer = m >= 4 && m <= 9;
    // schools
    if (isTermDay(d)) {
      const lam =
        (m >= 3 && m <= 7 ? 0.95 : m >= 9 && m <= 10 ? 0.75 : 0.25) *
        (dow === 5 ? 0.6 : 1);
      for (let i = r.poisson(lam); i > 0; i--)
        plans.push({ typ: "SCH", visit: d, nights: 0, pax: r.int(14, 60) });
      const resSeason = (m >= 4 && m <= 7) || m === 9 || m === 10 || m === 3;
      if (resSeason && dow === 1 && r.chance(0.75))
        plans.push({
          typ: "SCH",
          visit: d,
          nights: r.pick([3, 4, 4]),
          pax: r.int(18, 42),
        });
      if (resSeason && dow === 3 && r.chance(0.35))
        plans.push({ typ: "SCH", visit: d, nights: 2, pax: r.int(16, 30) });
    }
    // youth groups
    if (dow === 5 && r.chance(summer ? 0.55 : 0.25))
      plans.push({ typ: "YTH", visit: d, nights: 2, pax: r.int(8, 32) });
    if (isWeekend(d) && r.chance(summer ? 0.45 : 0.2))
      plans.push({ typ: "YTH", visit: d, nights: 0, pax: r.int(8, 28) });
    if (!isWeekend(d) && isSchoolHoliday(d) && r.chance(0.15))
      plans.push({ typ: "YTH", visit: d, nights: 0, pax: r.int(8, 24) });
    // companies
    if (dow >= 2 && dow <= 4 && r.chance(0.2 - 0.08 * w))
      plans.push({ typ: "CORP", visit: d, nights: 0, pax: r.int(6, 26) });
    if (dow === 3 && r.chance(0.05))
      plans.push({ typ: "CORP", visit: d, nights: 1, pax: r.int(8, 20) });
    // public
    const lamP = isWeekend(d)
      ? 2.6 - 1.6 * w + (isSchoolHoliday(d) ? 0.8 : 0)
      : isSchoolHoliday(d)
        ? (m === 7 || m === 8 ? 3.6 : 2.2) - 0.8 * w
        : 0.5;
    for (let i = r.poisson(lamP); i > 0; i--)
      plans.push({
        typ: "PUB",
        visit: d,
        nights: 0,
        pax: r.weighted([
          [1, 2],
          [2, 4],
          [3, 3],
          [4, 4],
          [5, 2],
          [6, 1],
        ]),
      });
  }
  for (const p of plans) makeBooking(p);
}

// walk-in kit hire (public), and expedition kit hired by youth groups without a booking (DofE and camps)
const returnDate = (out: string, due: string): string => {
  const ret = r.weighted([
    [due, 76],
    [addDays(due, -1), 4],
    [addDays(due, r.int(1, 6)), 13],
    [addDays(due, r.int(7, 45)), 7],
  ]);
  return ret < out ? out : ret;
};
const addHire = (
  k: string,
  cust: Cust,
  out: string,
  qty: number,
  len: number,
): void => {
  const kit = kitBy.get(k) as Kit;
  const due = addDays(out, len);
  let ret: string | null = returnDate(out, due);
  let lost = "N";
  let dmg = r.chance(0.035) ? r.pick([1000, 2000, 3500, 5000]) : 0;
  if (r.chance(0.004)) {
    ret = null;
    lost = "Y";
    dmg = kit.repl * qty;
  }
  if (ret !== null && ret > LAST) ret = null;
  hires.push({
    no: 0,
    kit: k,
    cust,
    bkg: null,
    out,
    due,
    ret,
    qty,
    fee: qty * len * kit.day,
    dmg: ret === null && lost === "N" ? 0 : dmg,
    lost,
  });
  if (cust.cre === "" || out < cust.cre) cust.cre = out;
};
for (let d = START; d <= LAST; d = addDays(d, 1)) {
  if (!isOpen(d)) continue;
  const w = winterness(d);
  const busy = isWeekend(d) || isSchoolHoliday(d);
  const lam = (busy ? 2.4 : 0.5) * (1 - 0.6 * w);
  for (let i = r.poisson(lam); i > 0; i--) {
    const k = r.weighted([
      ["SUPB", 30 * (1 - 0.8 * w)],
      ["BIKE", 22],
      ["WSUI", 18 * (1 - 0.6 * w)],
      ["TENT", 10 * (1 - 0.7 * w)],
      ["BOOT", 12 + 10 * w],
      ["CAG", 8 + 10 * w],
    ] as const);
    const qty =
      k === "TENT"
        ? 1
        : r.weighted([
            [1, 5],
            [2, 4],
            [3, 2],
            [4, 1],
          ]);
    const len =
      k === "TENT"
        ? r.int(2, 7)
        : r.weighted([
            [1, 7],
            [2, 2],
            [3, 1],
            [7, 1],
          ]);
    addHire(k, pickPublic(), d, qty, len);
  }
  if (dayOfWeek(d) === 5 && r.chance(0.45 - 0.3 * w)) {
    const grp = pickOrg("YTH");
    const len = r.pick([2, 3, 3, 4]);
    addHire("TENT", grp, d, r.int(2, 6), len);
    if (r.chance(0.7)) addHire("SLBG", grp, d, r.int(4, 12), len);
    if (r.chance(0.3))
      addHire(r.pick(["BOOT", "CAG"]), grp, d, r.int(2, 8), len);
  }
}

// numbering
custs.forEach((c) => {
  if (c.cre === "") c.cre = addDays("2023-09-01", r.int(0, 100));
});
{
  const orgList = custs
    .filter((c) => c.typ !== "PUB")
    .sort((a, b) => (a.cre < b.cre ? -1 : a.cre > b.cre ? 1 : 0));
  const pubList = custs
    .filter((c) => c.typ === "PUB")
    .sort((a, b) => (a.cre < b.cre ? -1 : a.cre > b.cre ? 1 : 0));
  orgList.forEach((c, i) => (c.no = 1001 + i));
  pubList.forEach((c, i) => (c.no = 20001 + i));
}
bkgs.sort((a, b) =>
  a.made < b.made
    ? -1
    : a.made > b.made
      ? 1
      : a.visit < b.visit
        ? -1
        : a.visit > b.visit
          ? 1
          : 0,
);
bkgs.forEach((b, i) => (b.no = 240001 + i));
const SLOT_ORDER: Record<string, number> = { AM: 0, PM: 1, EVE: 2 };
sessions.sort((a, b) =>
  a.dt < b.dt
    ? -1
    : a.dt > b.dt
      ? 1
      : (SLOT_ORDER[a.slot] ?? 0) - (SLOT_ORDER[b.slot] ?? 0) ||
        a.bkg.no - b.bkg.no,
);
sessions.forEach((s, i) => (s.no = 700001 + i));
stays.sort((a, b) =>
  a.arr < b.arr ? -1 : a.arr > b.arr ? 1 : a.bkg.no - b.bkg.no,
);
stays.forEach((s, i) => (s.no = 3001 + i));
pmts.sort((a, b) => (a.dt < b.dt ? -1 : a.dt > b.dt ? 1 : a.bkg.no - b.bkg.no));
pmts.forEach((p, i) => (p.no = 90001 + i));
hires.sort((a, b) => (a.out < b.out ? -1 : a.out > b.out ? 1 : 0));
hires.forEach((h, i) => (h.no = 40001 + i));

export function datasetSql(): string {
  const ddl = `
CREATE SCHEMA bcamp;
CREATE TABLE bcamp.activity (
  act_cd varchar(4) PRIMARY KEY,
  act_nm text NOT NULL,
  qual_cd varchar(4),
  ratio smallint NOT NULL,
  min_age smallint NOT NULL,
  pp_p integer NOT NULL,
  wx_yn char(1) NOT NULL,
  water_yn char(1) NOT NULL
);
CREATE TABLE bcamp.instr (
  instr_no integer PRIMARY KEY,
  first_nm text NOT NULL,
  last_nm text NOT NULL,
  grade_cd varchar(3) NOT NULL,
  emp_cd varchar(3) NOT NULL,
  day_rate_p integer,
  start_dt date NOT NULL,
  leave_dt date,
  mentor_no integer REFERENCES bcamp.instr(instr_no)
);
CREATE TABLE bcamp.instr_qual (
  iq_no integer PRIMARY KEY,
  instr_no integer NOT NULL REFERENCES bcamp.instr(instr_no),
  qual_cd varchar(4) NOT NULL,
  awd_dt date NOT NULL,
  exp_dt date,
  cert_ref varchar(20)
);
CREATE TABLE bcamp.cust (
  cust_no integer PRIMARY KEY,
  cust_typ varchar(4) NOT NULL,
  cust_nm text NOT NULL,
  contact_nm text,
  town text,
  pcode varchar(8),
  "dfeNo" varchar(7),
  cre_dt date NOT NULL
);
CREATE TABLE bcamp.bkg (
  bkg_no integer PRIMARY KEY,
  cust_no integer NOT NULL REFERENCES bcamp.cust(cust_no),
  made_dt date NOT NULL,
  visit_dt date NOT NULL,
  end_dt date NOT NULL,
  res_yn char(1) NOT NULL,
  n_pax smallint NOT NULL,
  n_adults smallint NOT NULL,
  stat_cd varchar(4) NOT NULL,
  cncl_dt date,
  tot_p integer NOT NULL,
  dep_p integer NOT NULL,
  acad_yr integer NOT NULL,
  "poRef" varchar(12),
  rebook_of integer REFERENCES bcamp.bkg(bkg_no)
);
CREATE TABLE bcamp.bkg_sess (
  sess_no integer PRIMARY KEY,
  bkg_no integer NOT NULL REFERENCES bcamp.bkg(bkg_no),
  act_cd varchar(4) NOT NULL REFERENCES bcamp.activity(act_cd),
  sess_dt date NOT NULL,
  slot_cd varchar(3) NOT NULL,
  n_pax smallint NOT NULL,
  lead_instr integer REFERENCES bcamp.instr(instr_no),
  asst_instr integer REFERENCES bcamp.instr(instr_no),
  stat_cd varchar(3) NOT NULL,
  price_p integer NOT NULL
);
CREATE TABLE bcamp.room (
  room_cd varchar(3) PRIMARY KEY,
  room_nm text NOT NULL,
  beds smallint NOT NULL,
  ensuite_yn char(1) NOT NULL,
  staff_yn char(1) NOT NULL
);
CREATE TABLE bcamp.bunk_stay (
  stay_no integer PRIMARY KEY,
  bkg_no integer NOT NULL REFERENCES bcamp.bkg(bkg_no),
  room_cd varchar(3) NOT NULL REFERENCES bcamp.room(room_cd),
  arr_dt date NOT NULL,
  dep_dt date NOT NULL,
  n_occ smallint NOT NULL,
  board_cd varchar(2) NOT NULL,
  rate_p integer NOT NULL
);
CREATE TABLE bcamp.kit (
  kit_cd varchar(4) PRIMARY KEY,
  kit_nm text NOT NULL,
  day_p integer NOT NULL,
  repl_p integer NOT NULL,
  stock_qty smallint NOT NULL
);
CREATE TABLE bcamp.kit_hire (
  hire_no integer PRIMARY KEY,
  kit_cd varchar(4) NOT NULL REFERENCES bcamp.kit(kit_cd),
  cust_no integer NOT NULL REFERENCES bcamp.cust(cust_no),
  bkg_no integer REFERENCES bcamp.bkg(bkg_no),
  out_dt date NOT NULL,
  due_dt date NOT NULL,
  ret_dt date,
  qty smallint NOT NULL,
  fee_p integer NOT NULL,
  dmg_p integer NOT NULL,
  lost_yn char(1) NOT NULL
);
CREATE TABLE bcamp.pmt (
  pmt_no integer PRIMARY KEY,
  bkg_no integer NOT NULL REFERENCES bcamp.bkg(bkg_no),
  pmt_dt date NOT NULL,
  typ_cd varchar(3) NOT NULL,
  meth_cd varchar(4) NOT NULL,
  amt_p integer NOT NULL,
  rsn_cd varchar(4),
  sess_no integer REFERENCES bcamp.bkg_sess(sess_no)
);
CREATE TABLE bcamp.wx_log (
  obs_dt date PRIMARY KEY,
  gust_mph smallint NOT NULL,
  rain_mm numeric(4,1) NOT NULL,
  river_m numeric(4,2) NOT NULL,
  temp_c numeric(4,1) NOT NULL,
  water_flag char(1) NOT NULL
);
`;
  const acadYr = (d: string): number =>
    Number(d.slice(0, 4)) - (month(d) >= 9 ? 0 : 1);
  return [
    ddl,
    insertRows(
      "bcamp.activity",
      [
        "act_cd",
        "act_nm",
        "qual_cd",
        "ratio",
        "min_age",
        "pp_p",
        "wx_yn",
        "water_yn",
      ],
      ACTS.map((a) => [
        a.cd,
        a.nm,
        a.qual,
        a.ratio,
        a.minAge,
        a.pp,
        a.wx,
        a.water,
      ]),
    ),
    insertRows(
      "bcamp.instr",
      [
        "instr_no",
        "first_nm",
        "last_nm",
        "grade_cd",
        "emp_cd",
        "day_rate_p",
        "start_dt",
        "leave_dt",
        "mentor_no",
      ],
      instrs.map((x) => [
        x.no,
        x.first,
        x.last,
        x.grade,
        x.emp,
        x.rate,
        x.start,
        x.leave,
        x.mentor,
      ]),
    ),
    insertRows(
      "bcamp.instr_qual",
      ["iq_no", "instr_no", "qual_cd", "awd_dt", "exp_dt", "cert_ref"],
      certs.map((c) => [c.no, c.instr, c.qual, c.awd, c.exp, c.ref]),
    ),
    insertRows(
      "bcamp.cust",
      [
        "cust_no",
        "cust_typ",
        "cust_nm",
        "contact_nm",
        "town",
        "pcode",
        '"dfeNo"',
        "cre_dt",
      ],
      custs
        .slice()
        .sort((a, b) => a.no - b.no)
        .map((c) => [
          c.no,
          c.typ,
          c.nm,
          c.contact,
          c.town,
          c.pcode,
          c.dfe,
          c.cre,
        ]),
    ),
    insertRows(
      "bcamp.bkg",
      [
        "bkg_no",
        "cust_no",
        "made_dt",
        "visit_dt",
        "end_dt",
        "res_yn",
        "n_pax",
        "n_adults",
        "stat_cd",
        "cncl_dt",
        "tot_p",
        "dep_p",
        "acad_yr",
        '"poRef"',
        "rebook_of",
      ],
      bkgs.map((b) => [
        b.no,
        b.cust.no,
        b.made,
        b.visit,
        b.end,
        b.res ? "Y" : "N",
        b.pax,
        b.adults,
        b.stat,
        b.cncl,
        b.tot,
        b.dep,
        acadYr(b.visit),
        b.po,
        b.rebookOf ? b.rebookOf.no : null,
      ]),
    ),
    insertRows(
      "bcamp.bkg_sess",
      [
        "sess_no",
        "bkg_no",
        "act_cd",
        "sess_dt",
        "slot_cd",
        "n_pax",
        "lead_instr",
        "asst_instr",
        "stat_cd",
        "price_p",
      ],
      sessions.map((s) => [
        s.no,
        s.bkg.no,
        s.act,
        s.dt,
        s.slot,
        s.pax,
        s.lead,
        s.asst,
        s.stat,
        s.price,
      ]),
    ),
    insertRows(
      "bcamp.room",
      ["room_cd", "room_nm", "beds", "ensuite_yn", "staff_yn"],
      ROOMS.map((x) => [x.cd, x.nm, x.beds, x.ensuite, x.staff]),
    ),
    insertRows(
      "bcamp.bunk_stay",
      [
        "stay_no",
        "bkg_no",
        "room_cd",
        "arr_dt",
        "dep_dt",
        "n_occ",
        "board_cd",
        "rate_p",
      ],
      stays.map((s) => [
        s.no,
        s.bkg.no,
        s.room,
        s.arr,
        s.dep,
        s.occ,
        s.board,
        s.rate,
      ]),
    ),
    insertRows(
      "bcamp.kit",
      ["kit_cd", "kit_nm", "day_p", "repl_p", "stock_qty"],
      KIT.map((k) => [k.cd, k.nm, k.day, k.repl, k.stock]),
    ),
    insertRows(
      "bcamp.kit_hire",
      [
        "hire_no",
        "kit_cd",
        "cust_no",
        "bkg_no",
        "out_dt",
        "due_dt",
        "ret_dt",
        "qty",
        "fee_p",
        "dmg_p",
        "lost_yn",
      ],
      hires.map((h) => [
        h.no,
        h.kit,
        h.cust.no,
        h.bkg ? h.bkg.no : null,
        h.out,
        h.due,
        h.ret,
        h.qty,
        h.fee,
        h.dmg,
        h.lost,
      ]),
    ),
    insertRows(
      "bcamp.pmt",
      [
        "pmt_no",
        "bkg_no",
        "pmt_dt",
        "typ_cd",
        "meth_cd",
        "amt_p",
        "rsn_cd",
        "sess_no",
      ],
      pmts.map((p) => [
        p.no,
        p.bkg.no,
        p.dt,
        p.typ,
        p.meth,
        p.amt,
        p.rsn,
        p.sess ? p.sess.no : null,
      ]),
    ),
    insertRows(
      "bcamp.wx_log",
      ["obs_dt", "gust_mph", "rain_mm", "river_m", "temp_c", "water_flag"],
      [...weather.values()].map((w) => [
        w.dt,
        w.gust,
        w.rain,
        w.river,
        w.temp,
        w.flag,
      ]),
    ),
  ].join("\n");
}
