/**
 * The North Bristol & District Sunday Football League is an amateur, volunteer-run, open-age (16 and over) men's
 * Sunday morning football league affiliated to the county FA. It has three divisions of ten clubs (Premier, Division
 * One, Division Two); each club fields one team, so "club" and "team" mean the same thing here. Every team plays
 * every other team in its division twice a season (once at home, once away): 18 league games. Games are on Sunday
 * mornings, usually kicking off at 10:30, at the home club's pitch. The season runs from early September to the end
 * of May; the league has a break over Christmas and New Year, and some Sundays are kept free for county cup rounds
 * and for rearranged games. At the end of a season the top two of Division One and of Division Two go up and the
 * bottom two of the Premier and of Division One go down. A win is worth 3 points, a draw 1. A walkover counts as a
 * win for the club it is awarded to (3 points; no goals are recorded).
 *
 * The league's officers (secretary, fixtures secretary, referees' secretary, disciplinary secretary, treasurer) run
 * it with the small hosted package "LeagueDesk Grassroots" (schema `league`). The home club's secretary enters the
 * score online after the game; the referees' secretary appoints referees (and, for some Premier games, two
 * assistant referees); the league pays officials' match fees and travel expenses by bank transfer on the 5th of the
 * month after the game. Cautions and sendings-off reported by referees become disciplinary records with a fine the
 * player's club must pay to the league; a sending-off also carries a match suspension. Clubs pay an annual
 * affiliation fee to the league for each season, set by the division they play in that season.
 *
 * This is an export taken on the morning of Monday 2026-03-16, with everything up to the end of Sunday 2026-03-15.
 * It holds the 2024/25 season (complete, September 2024 to May 2025) and the 2025/26 season (in progress; its
 * fixtures after 2026-03-15 are scheduled but not played yet). "This season" is 2025/26, "last season" 2024/25.
 *
 * UNITS: money in pounds sterling (GBP) as numeric with 2 decimals: `affil_fee`, `ref_fee`, `ar_fee`, `fee`,
 * `exp_amt`, `fine_amt`, `amt`. Dates are UK calendar dates; timestamptz columns (`res_entered_at`, `appointed_at`,
 * `issued_at`, `recorded_at`) are when somebody keyed the record in.
 *
 * Tables and columns:
 * - `division`: the league's divisions. `div_cd` PREM Premier Division, D1 Division One, D2 Division Two, D3
 *   Division Three (discontinued in 2023 and kept only for history: `active` false; it has no clubs or fixtures in
 *   this export). `div_name` the name, `tier` 1 = top. `affil_fee` the annual affiliation fee a club in this
 *   division pays for a season. `ref_fee` the referee's match fee and `ar_fee` an assistant referee's match fee in
 *   this division (NULL where assistants are never appointed).
 * - `club`: one row per club (= team). `club_id`, `club_name`, `short_nm` (the abbreviation used on the fixture
 *   list). `div_cd` the division the club plays in THIS season (2025/26); NULL for a club that has folded. The
 *   division a club played in last season is the `div_cd` of its fixtures of season '2024/25'. `home_ground` the
 *   pitch it plays home games on. `sec_name`, `sec_phone` the club secretary. `founded` the year the club was
 *   founded. `joined_dt` when it joined this league. `is_active` false for a club that has folded / withdrawn
 *   (soft delete: its history is kept).
 * - `player`: one registration of a player with a club. `reg_no` the league registration number, `fan` the
 *   player's FA Number. `club_id` the club he is registered with (players do not move between clubs in this
 *   export). `first_nm`, `last_nm`, `dob` date of birth, `reg_dt` the date he was registered with the league.
 *   `susp_yn` 'Y' while the player is suspended and may not play: serving a ban for a sending-off in the last three
 *   weeks, or having a fine unpaid for more than 28 days; 'N' otherwise. `is_deleted` true when the registration
 *   was cancelled (the player left the club, or the club folded); the row is kept for disciplinary history and the
 *   player is no longer registered. "Registered players" means rows with `is_deleted` false.
 * - `fixture`: one scheduled league game. `fix_id`; `season` '2024/25' or '2025/26'; `div_cd` the division it
 *   belongs to; `home_club`, `away_club` (club ids). `sched_dt` the Sunday it is (or was) scheduled for, `ko_tm`
 *   kick-off time, `venue` where it is played (normally the home club's ground). `stat` the status code:
 *   SC scheduled, not played yet; PL played (result in `hm_gls` and `aw_gls`); PP postponed (pitch waterlogged or
 *   frozen, etc.), never played on that date; AB abandoned, started but not finished (the result does not stand);
 *   WO walkover, awarded without being played to `wo_club` because the other team could not raise a side or had
 *   folded. A postponed or abandoned game is replayed as a NEW fixture row whose `orig_fix` points at the postponed
 *   or abandoned one (NULL for a fixture in the original fixture list). So the 18 games a team has each season are
 *   the fixtures whose status is PL or WO (plus SC ones still to come this season). `hm_gls` / `aw_gls` home and
 *   away goals, only for PL (NULL otherwise). `wo_club` the club awarded a walkover (NULL unless WO).
 *   `res_entered_at` when the home secretary entered the result (PL only).
 * - `referee`: the referees on the league's panel. `ref_id`, `first_nm`, `last_nm`, `fa_lvl` the county FA
 *   referee level (4 county senior, 5 county, 6 junior, 7 trainee; a lower number is a more senior referee),
 *   `mob` mobile number, `active` false for a referee who has left the panel.
 * - `ref_appt`: one appointment of an official to a fixture. `role` R referee, AR assistant referee (Premier only).
 *   `appt_stat` C confirmed (the official did, or will do, the game), D declined by the official (another official
 *   was then appointed in a new row), X cancelled because the game did not go ahead (postponed or walkover).
 *   `fee` the match fee due and `exp_amt` the travel expenses claimed, only for confirmed appointments (NULL for D
 *   and X); the official's total pay for a game is `fee` + `exp_amt`. `paid_dt` when the league paid the official
 *   (NULL = not paid yet; games up to the end of February 2026 have all been paid). `appointed_at` when the
 *   appointment was made. A few Division Two games had no referee available and have no appointment at all (a club
 *   official refereed them).
 * - `discipline`: one disciplinary record. Most are against a player in a fixture: `reg_no` and `fix_id` set,
 *   `club_id` the player's club. Club offences have `reg_no` NULL; `fix_id` is also NULL for offences not tied to a
 *   game. `card` Y yellow card (caution), R red card (sending-off), NULL for club offences. `offence_cd`: CAU
 *   caution; SO2 sent off for a second caution (recorded as one red-card row; the first caution is not recorded
 *   separately); SOF sent off for serious foul play; SOV sent off for violent conduct; SOL sent off for offensive,
 *   insulting or abusive language; and for clubs LRS result entered late (after 18:00 on the Monday after the
 *   game), FTF failure to fulfil a fixture (the club gave a walkover), TMC team misconduct (five or more cautions
 *   for one team in one game), AGM failure to send a representative to the league's annual general meeting (June).
 *   `fine_amt` the fine; `paid_dt` when it was paid (NULL = unpaid / outstanding). `susp_games` the number of
 *   matches of the suspension (0 for cautions and club offences). `issued_at` when the disciplinary secretary
 *   issued it.
 * - `affil_pmt`: one payment a club made towards its affiliation fee for a season (`season`). A club may pay in
 *   instalments. `amt` the amount, `rcvd_dt` when the league received it, `method_cd` BACS bank transfer, CHQ
 *   cheque, CASH cash at a league meeting. `void_flg` true for a payment that was reversed (a bounced cheque): it
 *   counts for nothing. `recorded_at` when the treasurer entered it. A club's fee for a season is the `affil_fee` of
 *   the division it plays in that season; what it still owes is that fee less its payments (not voided).
 *
 * Not recorded here: who scored the goals, assists, or any player's appearances or team sheets (only team scores
 *   are kept); attendances or crowd sizes; players' positions, shirt numbers, heights or injuries; transfers of
 *   players between clubs; why a game was postponed or abandoned (weather or otherwise); county cup and other cup
 *   competitions; referees' marks or ratings from clubs and assessors, and referees' ages; pitch hire costs, club
 *   finances, sponsorship and the league's own bank balance; points deductions; the Saturday league; the weather;
 *   player or club contact e-mail addresses.
 *
 * Tables
 * - `division`: `div_cd`, `div_name`, `tier`, `affil_fee`, `ref_fee`, `ar_fee`, `active`.
 * - `club`: `club_id`, `club_name`, `short_nm`, `div_cd`, `home_ground`, `sec_name`, `sec_phone`, `founded`,
 *   `joined_dt`, `is_active`.
 * - `player`: `reg_no`, `fan`, `club_id`, `first_nm`, `last_nm`, `dob`, `reg_dt`, `susp_yn`, `is_deleted`.
 * - `fixture`: `fix_id`, `season`, `div_cd`, `home_club`, `away_club`, `sched_dt`, `ko_tm`, `venue`, `stat`,
 *   `hm_gls`, `aw_gls`, `wo_club`, `orig_fix`, `res_entered_at`.
 * - `referee`: `ref_id`, `first_nm`, `last_nm`, `fa_lvl`, `mob`, `active`.
 * - `ref_appt`: `appt_id`, `fix_id`, `ref_id`, `role`, `appt_stat`, `fee`, `exp_amt`, `paid_dt`, `appointed_at`.
 * - `discipline`: `disc_id`, `reg_no`, `club_id`, `fix_id`, `card`, `offence_cd`, `fine_amt`, `susp_games`,
 *   `paid_dt`, `issued_at`.
 * - `affil_pmt`: `pmt_id`, `club_id`, `season`, `amt`, `rcvd_dt`, `method_cd`, `void_flg`, `recorded_at`.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
  uniqueNames,
} from "../../seeded-random";

const LAST = "2026-03-15";
const r = seededRandom(5120_2026);

type Div = "PREM" | "D1" | "D2";
const DIVS: Div[] = ["PREM", "D1", "D2"];
const DIV_INFO: Record<
  Div,
  { name: string; tier: number; affil: number; ref: number; ar: number | null }
> = {
  PREM: { name: "Premier Division", tier: 1, affil: 180, ref: 40, ar: 25 },
  D1: { name: "Division One", tier: 2, affil: 160, ref: 35, ar: null },
  D2: { name: "Division Two", tier: 3, affil: 140, ref: 30, ar: null },
};

// ------------------------------------------------------------------ clubs
type Club = {
  id: number;
  name: string;
  short: string;
  ground: string;
  founded: number;
  joined: string;
  strength: number;
  active: boolean;
  div2425: Div | null;
  div2526: Div | null;
};
const CLUB_DEFS: [string, string, string, number, string][] = [
  // name, short, ground, founded, joined
  ["Horfield Rangers", "HORF", "Horfield Common Pitch 1", 1987, "1994-06-15"],
  ["Filton Town Sunday", "FILT", "Filton Playing Fields", 1979, "1985-06-20"],
  ["Southmead Athletic", "STHM", "Greystoke Avenue Rec", 2001, "2003-06-18"],
  ["Lockleaze United", "LOCK", "Lockleaze Sports Centre", 1995, "1998-06-17"],
  ["Henleaze Wanderers", "HENL", "Golden Hill Pitch 2", 2008, "2010-06-16"],
  ["Westbury Park", "WBYP", "Canford Park", 1990, "1992-06-24"],
  ["Patchway Sports", "PTCH", "Scott Park", 1983, "1989-06-21"],
  ["Bradley Stoke Albion", "BSAL", "Jubilee Centre 3G", 2004, "2006-06-14"],
  ["Stoke Gifford FC", "STGF", "Little Stoke Park", 1998, "2000-06-21"],
  ["Frenchay Rovers", "FRNC", "Frenchay Common", 1976, "1982-06-16"],
  ["Downend Celtic", "DOWN", "Cossham Street Rec", 2011, "2012-06-20"],
  ["Fishponds Old Boys", "FPOB", "Vassall Road Fields", 1969, "1978-06-14"],
  ["Eastville Athletic", "EVIL", "Eastville Park Pitch 4", 2014, "2015-06-17"],
  ["Red Lion Stapleton", "REDL", "Snuff Mills Field", 2009, "2009-06-24"],
  ["Hambrook Harriers", "HAMB", "Hambrook Lane", 1993, "1996-06-19"],
  ["Winterbourne Dynamo", "WNTB", "Winterbourne Rec", 2016, "2017-06-14"],
  [
    "Almondsbury Plough",
    "ALMP",
    "Almondsbury Sports Field",
    2005,
    "2007-06-20",
  ],
  ["Kingswood Crown", "KGWC", "Kings Chase Park", 1999, "2001-06-20"],
  ["Staple Hill Swan", "SHSW", "Page Park", 2012, "2013-06-19"],
  [
    "Emersons Green Rovers",
    "EMGR",
    "Emersons Green Village Hall Field",
    2010,
    "2011-06-15",
  ],
  ["Mangotsfield Sunday", "MANG", "Cossham Street Rec", 1985, "1990-06-20"],
  [
    "Coalpit Heath Colliers",
    "COAL",
    "Coalpit Heath Cricket & FC",
    2002,
    "2004-06-16",
  ],
  ["Bristol Greek Cypriots", "BGCY", "Begbrook Park", 2013, "2014-06-18"],
  [
    "Cribbs Causeway Rangers",
    "CRIB",
    "Cribbs Causeway Fields",
    2017,
    "2018-06-20",
  ],
  [
    "Severn Beach Mariners",
    "SEVB",
    "Severn Beach Playing Field",
    2006,
    "2008-06-18",
  ],
  ["Pilning Athletic", "PILN", "Pilning Village Field", 2019, "2020-06-17"],
  ["Hanham Highwaymen", "HANH", "Hanham Common", 2000, "2002-06-19"],
  ["Mytholm Sports", "MYTH", "Broomhill Road Pitch", 2018, "2021-06-16"],
  [
    "Oldbury Court Athletic",
    "OLDC",
    "Oldbury Court Estate",
    2015,
    "2016-06-15",
  ],
  ["Brentry Black Horse", "BRBH", "Brentry Fields", 2020, "2022-06-15"],
  ["Cheswick Village FC", "CHSV", "Cheswick Village Green", 2024, "2025-06-18"],
];
const clubs: Club[] = CLUB_DEFS.map(
  ([name, short, ground, founded, joined], i) => ({
    id: 101 + i,
    name,
    short,
    ground,
    founded,
    joined,
    strength: 0,
    active: true,
    div2425: i < 30 ? DIVS[Math.floor(i / 10)]! : null,
    div2526: null,
  }),
);
for (const c of clubs) {
  const tierBase =
    c.div2425 === "PREM" ? 1.55 : c.div2425 === "D1" ? 1.35 : 1.2;
  c.strength = r.float(tierBase - 0.45, tierBase + 0.45, 3);
}
const FOLDED = clubs[27]!; // Mytholm Sports folds in January 2025
const FOLD_DT = "2025-01-20";
FOLDED.active = false;
const NEWCLUB = clubs[30]!;
NEWCLUB.strength = 1.55;

// ------------------------------------------------------------------ referees
const FIRST = [
  "James",
  "Jack",
  "Tom",
  "Dan",
  "Ben",
  "Sam",
  "Josh",
  "Luke",
  "Ryan",
  "Callum",
  "Liam",
  "Jordan",
  "Matt",
  "Chris",
  "Lewis",
  "Kieran",
  "Aaron",
  "Jamie",
  "Adam",
  "Connor",
  "Nathan",
  "Scott",
  "Craig",
  "Lee",
  "Dean",
  "Mark",
  "Paul",
  "Kyle",
  "Jake",
  "Harry",
  "Alfie",
  "Charlie",
  "George",
  "Ollie",
  "Reece",
  "Brandon",
  "Ashley",
  "Ricky",
  "Wayne",
  "Gareth",
  "Rhys",
  "Owen",
  "Ethan",
  "Joe",
  "Will",
  "Alex",
  "Sean",
  "Darren",
  "Stuart",
  "Kai",
  "Tyler",
  "Mo",
  "Nikos",
  "Andreas",
  "Marek",
  "Tomasz",
  "Kwame",
  "Dev",
  "Arjun",
  "Yusuf",
];
const LASTN = [
  "Smith",
  "Jones",
  "Williams",
  "Taylor",
  "Brown",
  "Davies",
  "Evans",
  "Wilson",
  "Thomas",
  "Johnson",
  "Roberts",
  "Robinson",
  "Thompson",
  "Wright",
  "Walker",
  "White",
  "Edwards",
  "Hughes",
  "Green",
  "Hall",
  "Lewis",
  "Harris",
  "Clarke",
  "Patel",
  "Jackson",
  "Wood",
  "Turner",
  "Martin",
  "Cooper",
  "Hill",
  "Ward",
  "Morris",
  "Moore",
  "Clark",
  "Lee",
  "King",
  "Baker",
  "Harrison",
  "Morgan",
  "Allen",
  "James",
  "Scott",
  "Phillips",
  "Watson",
  "Davis",
  "Parker",
  "Price",
  "Bennett",
  "Young",
  "Griffiths",
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
  "Khan",
  "Marshall",
  "Anderson",
  "Simpson",
  "Ellis",
  "Adams",
  "Singh",
  "Begum",
  "Wilkinson",
  "Foster",
  "Chapman",
  "Powell",
  "Webb",
  "Rogers",
  "Gray",
  "Mason",
  "Ali",
  "Hunt",
  "Hussain",
  "Campbell",
  "Matthews",
  "Owen",
  "Palmer",
  "Holmes",
  "Mills",
  "Barnes",
  "Knight",
  "Lloyd",
  "Butler",
  "Russell",
  "Barker",
  "Fisher",
  "Stevens",
  "Jenkins",
  "Dixon",
  "Fletcher",
  "Howard",
  "Georgiou",
  "Christodoulou",
  "Nowak",
  "Kowalski",
  "Mensah",
  "Okafor",
  "Pearce",
  "Tucker",
  "Hobbs",
  "Sheppard",
];
const usedNames = new Set<string>();
const refName = uniqueNames(r, FIRST, LASTN, usedNames);
type Ref = {
  id: number;
  first: string;
  last: string;
  lvl: number;
  mob: string;
  active: boolean;
};
const refs: Ref[] = [];
for (let i = 0; i < 26; i++) {
  const [first, last] = refName();
  refs.push({
    id: 1 + i,
    first,
    last,
    lvl: i < 5 ? 4 : i < 12 ? 5 : i < 21 ? 6 : 7,
    mob: `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`,
    active: true,
  });
}
// three referees left the panel after last season
for (const i of [3, 14, 19]) refs[i]!.active = false;

// ------------------------------------------------------------------ players
type Player = {
  reg: number;
  fan: number;
  club: Club;
  first: string;
  last: string;
  dob: string;
  regDt: string;
  deleted: boolean;
  susp: boolean;
};
const players: Player[] = [];
const playerName = uniqueNames(r, FIRST, LASTN, usedNames);
let regSeq = 20417;
for (const c of clubs) {
  const n = r.int(17, 25);
  for (let k = 0; k < n; k++) {
    const [first, last] = playerName();
    let regDt: string;
    let deleted = false;
    if (c === NEWCLUB) regDt = r.date("2025-07-01", "2025-09-05");
    else {
      const roll = r.next();
      if (roll < 0.55)
        regDt = r.date(
          addDays(c.joined, 30) > "2018-07-01"
            ? addDays(c.joined, 30)
            : "2018-07-01",
          "2024-06-30",
        );
      else if (roll < 0.72) regDt = r.date("2024-07-01", "2024-12-31");
      else if (roll < 0.88) regDt = r.date("2025-07-01", "2025-10-31");
      else if (roll < 0.96) regDt = r.date("2025-11-01", "2026-03-12");
      else regDt = r.date("2025-01-01", "2025-03-31");
      if (regDt < "2025-07-01" && r.chance(0.16)) deleted = true;
    }
    if (c === FOLDED) deleted = true;
    const age = r.weighted([
      [r.int(16, 19), 2],
      [r.int(20, 29), 6],
      [r.int(30, 36), 3],
      [r.int(37, 46), 1],
    ] as const);
    const dob = r.date(
      addDays("2025-09-01", -Math.round(365.25 * (age + 1)) + 1),
      addDays("2025-09-01", -Math.round(365.25 * age)),
    );
    players.push({
      reg: regSeq,
      fan: r.int(50_000_000, 99_999_999),
      club: c,
      first,
      last,
      dob,
      regDt,
      deleted,
      susp: false,
    });
    regSeq += r.int(1, 3);
  }
}
const rosterOf = new Map<number, Player[]>();
for (const p of players) {
  const list = rosterOf.get(p.club.id) ?? [];
  list.push(p);
  rosterOf.set(p.club.id, list);
}
const eligible = (c: Club, date: string, season: string): Player[] =>
  (rosterOf.get(c.id) ?? []).filter(
    (p) =>
      p.regDt <= addDays(date, -2) &&
      (season === "2024/25" || !p.deleted || p.club === FOLDED),
  );

// ------------------------------------------------------------------ fixtures
type Fixture = {
  id: number;
  season: string;
  div: Div;
  home: Club;
  away: Club;
  date: string;
  ko: string;
  venue: string;
  stat: string;
  hg: number | null;
  ag: number | null;
  wo: Club | null;
  orig: number | null;
  entered: string | null;
  late: boolean;
  randomWo: boolean;
};
const fixtures: Fixture[] = [];
let fixSeq = 5001;

function sundays(from: string, to: string): string[] {
  const out: string[] = [];
  let d = from;
  while (dayOfWeek(d) !== 0) d = addDays(d, 1);
  for (; d <= to; d = addDays(d, 7)) out.push(d);
  return out;
}

function utcStamp(date: string, minutesAfterMidnight: number): string {
  const days = Math.floor(minutesAfterMidnight / 1440);
  const m = minutesAfterMidnight - days * 1440;
  return `${addDays(date, days)} ${pad(Math.floor(m / 60), 2)}:${pad(m % 60, 2)}:00+00`;
}

function playSeason(
  season: string,
  first: string,
  lastRound: string,
  seasonEnd: string,
  divTeams: Record<Div, Club[]>,
) {
  const xmas =
    season === "2024/25"
      ? ["2024-12-22", "2024-12-29", "2025-01-05"]
      : ["2025-12-21", "2025-12-28", "2026-01-04"];
  const avail = sundays(first, lastRound).filter((d) => !xmas.includes(d));
  const roundDates: string[] = [];
  for (let i = 0; i < 18; i++)
    roundDates.push(avail[Math.floor((i * (avail.length - 1)) / 17)]!);
  const allSundays = sundays(first, seasonEnd).filter((d) => !xmas.includes(d));
  const busy = new Map<string, Set<number>>();
  const markBusy = (d: string, c: Club) => {
    const s = busy.get(d) ?? new Set<number>();
    s.add(c.id);
    busy.set(d, s);
  };
  const pending: Fixture[] = [];
  for (const div of DIVS) {
    const teams = r.shuffle(divTeams[div]);
    const n = teams.length;
    const rot = teams.slice();
    const rounds: [Club, Club][][] = [];
    for (let rd = 0; rd < n - 1; rd++) {
      const games: [Club, Club][] = [];
      for (let k = 0; k < n / 2; k++) {
        const a = rot[k]!;
        const b = rot[n - 1 - k]!;
        games.push(rd % 2 === 0 ? [a, b] : [b, a]);
      }
      rounds.push(games);
      rot.splice(1, 0, rot.pop()!);
    }
    const all = [
      ...rounds,
      ...rounds.map((g) => g.map(([a, b]) => [b, a] as [Club, Club])),
    ];
    all.forEach((games, rd) => {
      for (const [h, a] of games) {
        const f: Fixture = {
          id: fixSeq++,
          season,
          div,
          home: h,
          away: a,
          date: roundDates[rd]!,
          ko: "10:30",
          venue: h.ground,
          stat: "SC",
          hg: null,
          ag: null,
          wo: null,
          orig: null,
          entered: null,
          late: false,
          randomWo: false,
        };
        if (r.chance(0.06)) f.ko = r.pick(["10:00", "11:00", "14:00"]);
        if (r.chance(0.04))
          f.venue = r.pick([
            "Jubilee Centre 3G",
            "SGS College 3G",
            "Begbrook Park",
          ]);
        markBusy(f.date, h);
        markBusy(f.date, a);
        pending.push(f);
      }
    });
  }
  // process in date order
  while (pending.length > 0) {
    pending.sort((x, y) =>
      x.date < y.date ? -1 : x.date > y.date ? 1 : x.id - y.id,
    );
    const f = pending.shift()!;
    fixtures.push(f);
    if (f.date > LAST) {
      f.stat = "SC";
      continue;
    }
    const folded = f.home === FOLDED || f.away === FOLDED;
    if (folded && f.date > FOLD_DT) {
      f.stat = "WO";
      f.wo = f.home === FOLDED ? f.away : f.home;
      continue;
    }
    const month = Number(f.date.slice(5, 7));
    const winter = month >= 11 || month <= 2;
    const ppP = f.orig ? 0.05 : winter ? 0.13 : 0.03;
    const roll = r.next();
    let reschedule = false;
    if (roll < ppP) {
      f.stat = "PP";
      reschedule = true;
    } else if (roll < ppP + 0.014) {
      f.stat = "AB";
      reschedule = true;
    } else if (roll < ppP + 0.014 + (f.div === "D2" ? 0.035 : 0.015)) {
      f.stat = "WO";
      f.randomWo = true;
      f.wo = r.chance(0.5) ? f.home : f.away;
    } else {
      f.stat = "PL";
      const hs = f.home.strength * 1.08;
      const as = f.away.strength * 0.95;
      f.hg = r.poisson(hs * (1.6 / (hs + as)) * 2.05);
      f.ag = r.poisson(as * (1.6 / (hs + as)) * 2.05);
      if (r.chance(0.06)) {
        f.late = true;
        f.entered = utcStamp(f.date, 1440 + 18 * 60 + r.int(5, 60 * 30));
      } else {
        f.entered = utcStamp(f.date, 12 * 60 + r.int(40, 60 * 16));
      }
    }
    if (reschedule) {
      const from = addDays(f.date, 7);
      const slot = allSundays.find(
        (d) =>
          d >= from &&
          !(busy.get(d)?.has(f.home.id) ?? false) &&
          !(busy.get(d)?.has(f.away.id) ?? false),
      );
      if (!slot) throw new Error(`no slot for ${f.id}`);
      markBusy(slot, f.home);
      markBusy(slot, f.away);
      pending.push({
        ...f,
        id: fixSeq++,
        date: slot,
        stat: "SC",
        orig: f.id,
        ko: r.chance(0.85) ? "10:30" : "10:00",
        venue: r.chance(0.9) ? f.home.ground : "Jubilee Centre 3G",
        hg: null,
        ag: null,
        wo: null,
        entered: null,
        late: false,
        randomWo: false,
      });
    }
  }
}

function standings(season: string, div: Div): Club[] {
  const pts = new Map<number, { c: Club; p: number; gd: number; gf: number }>();
  for (const f of fixtures) {
    if (f.season !== season || f.div !== div) continue;
    for (const c of [f.home, f.away])
      if (!pts.has(c.id)) pts.set(c.id, { c, p: 0, gd: 0, gf: 0 });
    const h = pts.get(f.home.id)!;
    const a = pts.get(f.away.id)!;
    if (f.stat === "WO") pts.get(f.wo!.id)!.p += 3;
    if (f.stat !== "PL") continue;
    h.gf += f.hg!;
    a.gf += f.ag!;
    h.gd += f.hg! - f.ag!;
    a.gd += f.ag! - f.hg!;
    if (f.hg! > f.ag!) h.p += 3;
    else if (f.hg! < f.ag!) a.p += 3;
    else {
      h.p += 1;
      a.p += 1;
    }
  }
  return [...pts.values()]
    .sort((x, y) => y.p - x.p || y.gd - x.gd || y.gf - x.gf || x.c.id - y.c.id)
    .map((x) => x.c);
}

const div2425: Record<Div, Club[]> = {
  PREM: clubs.filter((c) => c.div2425 === "PREM"),
  D1: clubs.filter((c) => c.div2425 === "D1"),
  D2: clubs.filter((c) => c.div2425 === "D2"),
};
playSeason("2024/25", "2024-09-08", "2025-04-13", "2025-05-25", div2425);
{
  const prem = standings("2024/25", "PREM");
  const d1 = standings("2024/25", "D1");
  const d2 = standings("2024/25", "D2").filter((c) => c !== FOLDED);
  const newPrem = [...prem.slice(0, 8), ...d1.slice(0, 2)];
  const newD1 = [...prem.slice(8), ...d1.slice(2, 8), ...d2.slice(0, 2)];
  const newD2 = [...d1.slice(8), ...d2.slice(2), NEWCLUB];
  for (const c of newPrem) c.div2526 = "PREM";
  for (const c of newD1) c.div2526 = "D1";
  for (const c of newD2) c.div2526 = "D2";
  playSeason("2025/26", "2025-09-07", "2026-04-19", "2026-05-31", {
    PREM: newPrem,
    D1: newD1,
    D2: newD2,
  });
}
fixtures.sort((a, b) => a.id - b.id);

// ------------------------------------------------------------------ referee appointments
type Appt = {
  fix: Fixture;
  ref: Ref;
  role: string;
  stat: string;
  fee: number | null;
  exp: number | null;
  paid: string | null;
  at: string;
};
const appts: Appt[] = [];
const refBusy = new Map<string, Set<number>>();
const byDate = [...fixtures].sort((a, b) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id,
);
const paidDate = (d: string): string | null => {
  if (d >= "2026-03-01") return null;
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return m === 12 ? `${y + 1}-01-05` : `${y}-${pad(m + 1, 2)}-05`;
};
for (const f of byDate) {
  if (f.stat === "WO" && !f.randomWo) continue; // folded club: games cancelled before appointments
  const used = refBusy.get(f.date) ?? new Set<number>();
  refBusy.set(f.date, used);
  const poolFor = (maxLvl: number) =>
    refs.filter(
      (x) =>
        x.lvl <= maxLvl &&
        !used.has(x.id) &&
        (f.season === "2024/25" || x.active),
    );
  const wantsRef = !(f.div === "D2" && r.chance(0.07));
  if (!wantsRef) continue;
  const maxLvl = f.div === "PREM" ? 5 : f.div === "D1" ? 6 : 7;
  const roles: string[] = ["R"];
  if (f.div === "PREM" && r.chance(0.3)) roles.push("AR", "AR");
  for (const role of roles) {
    let pool = poolFor(role === "R" ? maxLvl : 7);
    if (pool.length === 0) pool = poolFor(7);
    if (pool.length === 0) continue;
    const at = utcStamp(addDays(f.date, -r.int(6, 20)), r.int(8 * 60, 22 * 60));
    if (r.chance(0.06) && pool.length > 1) {
      const dec = r.pick(pool);
      appts.push({
        fix: f,
        ref: dec,
        role,
        stat: "D",
        fee: null,
        exp: null,
        paid: null,
        at,
      });
      pool = pool.filter((x) => x !== dec);
    }
    const ref = r.pick(pool);
    used.add(ref.id);
    const atC = utcStamp(addDays(f.date, -r.int(2, 5)), r.int(8 * 60, 22 * 60));
    if (f.stat === "PP" || f.stat === "WO") {
      appts.push({
        fix: f,
        ref,
        role,
        stat: "X",
        fee: null,
        exp: null,
        paid: null,
        at: atC,
      });
      continue;
    }
    const fee = role === "R" ? DIV_INFO[f.div].ref : DIV_INFO[f.div].ar!;
    const exp = r.chance(0.35) ? r.float(3, 18, 1) : 0;
    appts.push({
      fix: f,
      ref,
      role,
      stat: "C",
      fee,
      exp,
      paid: f.stat === "SC" ? null : paidDate(f.date),
      at: atC,
    });
  }
}

// ------------------------------------------------------------------ discipline
type Disc = {
  player: Player | null;
  club: Club;
  fix: Fixture | null;
  card: string | null;
  off: string;
  fine: number;
  susp: number;
  paid: string | null;
  issued: string;
};
const discs: Disc[] = [];
const FINE: Record<string, [number, number]> = {
  CAU: [12, 0],
  SO2: [20, 1],
  SOF: [30, 3],
  SOV: [40, 5],
  SOL: [25, 2],
  LRS: [10, 0],
  FTF: [40, 0],
  TMC: [25, 0],
  AGM: [25, 0],
};
const payFor = (issued: string): string | null => {
  const d = issued.slice(0, 10);
  const p =
    d < "2025-07-01"
      ? 0.997
      : d < "2026-01-15"
        ? 0.975
        : d < "2026-02-15"
          ? 0.85
          : 0.5;
  if (!r.chance(p)) return null;
  const pd = addDays(d, r.int(2, 35));
  return pd <= LAST ? pd : null;
};
const addDisc = (d: Omit<Disc, "fine" | "susp" | "paid">) => {
  const [fine, susp] = FINE[d.off]!;
  discs.push({ ...d, fine, susp, paid: payFor(d.issued) });
};
for (const f of byDate) {
  if (f.stat === "PL" || f.stat === "AB") {
    for (const [team, lam] of [
      [f.home, 1.05],
      [f.away, 1.2],
    ] as const) {
      const squad = eligible(team, f.date, f.season);
      if (squad.length === 0) continue;
      const picked = r.shuffle(squad);
      let at = 0;
      const yellows = Math.min(r.poisson(f.stat === "AB" ? lam * 1.8 : lam), 7);
      for (let k = 0; k < yellows; k++) {
        addDisc({
          player: picked[at++ % picked.length]!,
          club: team,
          fix: f,
          card: "Y",
          off: "CAU",
          issued: utcStamp(
            addDays(f.date, r.int(1, 4)),
            r.int(9 * 60, 21 * 60),
          ),
        });
      }
      const reds = r.chance(f.stat === "AB" ? 0.4 : 0.055) ? 1 : 0;
      for (let k = 0; k < reds; k++) {
        addDisc({
          player: picked[at++ % picked.length]!,
          club: team,
          fix: f,
          card: "R",
          off: r.weighted([
            ["SO2", 5],
            ["SOF", 2],
            ["SOV", 1],
            ["SOL", 3],
          ] as const),
          issued: utcStamp(
            addDays(f.date, r.int(1, 4)),
            r.int(9 * 60, 21 * 60),
          ),
        });
      }
      if (yellows >= 5) {
        addDisc({
          player: null,
          club: team,
          fix: f,
          card: null,
          off: "TMC",
          issued: utcStamp(
            addDays(f.date, r.int(3, 8)),
            r.int(9 * 60, 21 * 60),
          ),
        });
      }
    }
    if (f.late) {
      addDisc({
        player: null,
        club: f.home,
        fix: f,
        card: null,
        off: "LRS",
        issued: utcStamp(addDays(f.date, r.int(3, 6)), r.int(9 * 60, 21 * 60)),
      });
    }
  }
  if (f.stat === "WO" && f.randomWo) {
    addDisc({
      player: null,
      club: f.wo === f.home ? f.away : f.home,
      fix: f,
      card: null,
      off: "FTF",
      issued: utcStamp(addDays(f.date, r.int(2, 6)), r.int(9 * 60, 21 * 60)),
    });
  }
}
// AGM non-attendance fines
for (const [agm, pool] of [
  ["2024-06-20", clubs.slice(0, 30)],
  ["2025-06-19", clubs.filter((c) => c.active)],
] as const) {
  for (const c of r.shuffle(pool).slice(0, agm === "2024-06-20" ? 3 : 4)) {
    addDisc({
      player: null,
      club: c,
      fix: null,
      card: null,
      off: "AGM",
      issued: utcStamp(addDays(agm, r.int(5, 12)), r.int(9 * 60, 21 * 60)),
    });
  }
}
discs.sort((a, b) => (a.issued < b.issued ? -1 : a.issued > b.issued ? 1 : 0));
// suspended flag
for (const d of discs) {
  if (!d.player || d.player.deleted) continue;
  const day = d.issued.slice(0, 10);
  if (d.card === "R" && day >= "2026-02-23") d.player.susp = true;
  if (d.paid === null && daysBetween(day, "2026-03-16") > 28)
    d.player.susp = true;
}

// ------------------------------------------------------------------ affiliation payments
type Pmt = {
  club: Club;
  season: string;
  amt: number;
  rcvd: string;
  method: string;
  void: boolean;
  at: string;
};
const pmts: Pmt[] = [];
const stampAfter = (d: string) =>
  utcStamp(addDays(d, r.int(0, 3)), r.int(8 * 60, 22 * 60));
for (const season of ["2024/25", "2025/26"]) {
  const y = Number(season.slice(0, 4));
  const list = clubs.filter(
    (c) => (season === "2024/25" ? c.div2425 : c.div2526) !== null,
  );
  for (const c of list) {
    const div = (season === "2024/25" ? c.div2425 : c.div2526)!;
    const fee = DIV_INFO[div].affil;
    const method = () =>
      r.weighted([
        ["BACS", 7],
        ["CHQ", 2],
        ["CASH", 1],
      ] as const);
    const roll = r.next();
    if (c === FOLDED && season === "2024/25") {
      pmts.push({
        club: c,
        season,
        amt: fee / 2,
        rcvd: `${y}-07-11`,
        method: "BACS",
        void: false,
        at: stampAfter(`${y}-07-11`),
      });
      continue;
    }
    if (season === "2025/26" && roll > 0.88) {
      // still owes: part paid or nothing
      if (r.chance(0.6)) {
        const d = r.date(`${y}-08-01`, `${y}-10-15`);
        pmts.push({
          club: c,
          season,
          amt: fee / 2,
          rcvd: d,
          method: method(),
          void: false,
          at: stampAfter(d),
        });
      }
      continue;
    }
    if (roll < 0.75) {
      const d = r.date(`${y}-06-20`, `${y}-09-10`);
      const m = method();
      if (m === "CHQ" && r.chance(0.3)) {
        pmts.push({
          club: c,
          season,
          amt: fee,
          rcvd: d,
          method: m,
          void: true,
          at: stampAfter(d),
        });
        const d2 = addDays(d, r.int(14, 30));
        pmts.push({
          club: c,
          season,
          amt: fee,
          rcvd: d2,
          method: "BACS",
          void: false,
          at: stampAfter(d2),
        });
      } else
        pmts.push({
          club: c,
          season,
          amt: fee,
          rcvd: d,
          method: m,
          void: false,
          at: stampAfter(d),
        });
    } else {
      const d1 = r.date(`${y}-07-01`, `${y}-09-05`);
      const d2 = r.date(`${y}-10-20`, `${y}-12-20`);
      pmts.push({
        club: c,
        season,
        amt: fee / 2,
        rcvd: d1,
        method: method(),
        void: false,
        at: stampAfter(d1),
      });
      pmts.push({
        club: c,
        season,
        amt: fee / 2,
        rcvd: d2,
        method: method(),
        void: false,
        at: stampAfter(d2),
      });
    }
  }
}
pmts.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

// ------------------------------------------------------------------ SQL
const SEC_FIRST = [
  "Dave",
  "Steve",
  "Gary",
  "Kev",
  "Pete",
  "Nige",
  "Rob",
  "Andy",
  "Ian",
  "Mike",
  "Tony",
  "Sue",
  "Karen",
  "Julie",
  "Neil",
];
const secName = uniqueNames(r, SEC_FIRST, LASTN, new Set(usedNames));
const clubSec = clubs.map(() => {
  const [sf, sl] = secName();
  return [
    `${sf} ${sl}`,
    `07${r.int(700, 999)} ${pad(r.int(0, 999999), 6)}`,
  ] as const;
});

export function datasetSql(): string {
  const parts: string[] = [];
  parts.push(`
CREATE SCHEMA league;

CREATE TABLE league.division (
  div_cd varchar(4) PRIMARY KEY,
  div_name varchar(40) NOT NULL,
  tier smallint NOT NULL,
  affil_fee numeric(6,2) NOT NULL,
  ref_fee numeric(5,2) NOT NULL,
  ar_fee numeric(5,2),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE league.club (
  club_id integer PRIMARY KEY,
  club_name varchar(60) NOT NULL,
  short_nm varchar(6) NOT NULL,
  div_cd varchar(4) REFERENCES league.division(div_cd),
  home_ground varchar(60) NOT NULL,
  sec_name varchar(60),
  sec_phone varchar(20),
  founded smallint,
  joined_dt date NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE league.player (
  reg_no integer PRIMARY KEY,
  fan bigint,
  club_id integer NOT NULL REFERENCES league.club(club_id),
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  dob date NOT NULL,
  reg_dt date NOT NULL,
  susp_yn char(1) NOT NULL DEFAULT 'N',
  is_deleted boolean NOT NULL DEFAULT false
);

CREATE TABLE league.fixture (
  fix_id integer PRIMARY KEY,
  season varchar(7) NOT NULL,
  div_cd varchar(4) NOT NULL REFERENCES league.division(div_cd),
  home_club integer NOT NULL REFERENCES league.club(club_id),
  away_club integer NOT NULL REFERENCES league.club(club_id),
  sched_dt date NOT NULL,
  ko_tm time NOT NULL DEFAULT '10:30',
  venue varchar(60),
  stat char(2) NOT NULL DEFAULT 'SC',
  hm_gls smallint,
  aw_gls smallint,
  wo_club integer REFERENCES league.club(club_id),
  orig_fix integer REFERENCES league.fixture(fix_id),
  res_entered_at timestamptz
);

CREATE TABLE league.referee (
  ref_id integer PRIMARY KEY,
  first_nm varchar(40) NOT NULL,
  last_nm varchar(40) NOT NULL,
  fa_lvl smallint NOT NULL,
  mob varchar(20),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE league.ref_appt (
  appt_id integer PRIMARY KEY,
  fix_id integer NOT NULL REFERENCES league.fixture(fix_id),
  ref_id integer NOT NULL REFERENCES league.referee(ref_id),
  role varchar(2) NOT NULL,
  appt_stat char(1) NOT NULL,
  fee numeric(5,2),
  exp_amt numeric(5,2),
  paid_dt date,
  appointed_at timestamptz NOT NULL
);

CREATE TABLE league.discipline (
  disc_id integer PRIMARY KEY,
  reg_no integer REFERENCES league.player(reg_no),
  club_id integer NOT NULL REFERENCES league.club(club_id),
  fix_id integer REFERENCES league.fixture(fix_id),
  card char(1),
  offence_cd varchar(3) NOT NULL,
  fine_amt numeric(6,2) NOT NULL,
  susp_games smallint NOT NULL DEFAULT 0,
  paid_dt date,
  issued_at timestamptz NOT NULL
);

CREATE TABLE league.affil_pmt (
  pmt_id integer PRIMARY KEY,
  club_id integer NOT NULL REFERENCES league.club(club_id),
  season varchar(7) NOT NULL,
  amt numeric(7,2) NOT NULL,
  rcvd_dt date NOT NULL,
  method_cd varchar(4) NOT NULL,
  void_flg boolean NOT NULL DEFAULT false,
  recorded_at timestamptz NOT NULL
);
`);
  parts.push(
    insertRows(
      "league.division",
      [
        "div_cd",
        "div_name",
        "tier",
        "affil_fee",
        "ref_fee",
        "ar_fee",
        "active",
      ],
      [
        ...DIVS.map((d) => [
          d,
          DIV_INFO[d].name,
          DIV_INFO[d].tier,
          DIV_INFO[d].affil,
          DIV_INFO[d].ref,
          DIV_INFO[d].ar,
          true,
        ]),
        ["D3", "Division Three", 4, 120, 30, null, false],
      ],
    ),
  );
  parts.push(
    insertRows(
      "league.club",
      [
        "club_id",
        "club_name",
        "short_nm",
        "div_cd",
        "home_ground",
        "sec_name",
        "sec_phone",
        "founded",
        "joined_dt",
        "is_active",
      ],
      clubs.map((c, i) => [
        c.id,
        c.name,
        c.short,
        c.div2526,
        c.ground,
        clubSec[i]![0],
        clubSec[i]![1],
        c.founded,
        c.joined,
        c.active,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "league.player",
      [
        "reg_no",
        "fan",
        "club_id",
        "first_nm",
        "last_nm",
        "dob",
        "reg_dt",
        "susp_yn",
        "is_deleted",
      ],
      players.map((p) => [
        p.reg,
        p.fan,
        p.club.id,
        p.first,
        p.last,
        p.dob,
        p.regDt,
        p.susp ? "Y" : "N",
        p.deleted,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "league.fixture",
      [
        "fix_id",
        "season",
        "div_cd",
        "home_club",
        "away_club",
        "sched_dt",
        "ko_tm",
        "venue",
        "stat",
        "hm_gls",
        "aw_gls",
        "wo_club",
        "orig_fix",
        "res_entered_at",
      ],
      fixtures.map((f) => [
        f.id,
        f.season,
        f.div,
        f.home.id,
        f.away.id,
        f.date,
        f.ko,
        f.venue,
        f.stat,
        f.hg,
        f.ag,
        f.wo?.id ?? null,
        f.orig,
        f.entered,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "league.referee",
      ["ref_id", "first_nm", "last_nm", "fa_lvl", "mob", "active"],
      refs.map((x) => [x.id, x.first, x.last, x.lvl, x.mob, x.active]),
    ),
  );
  parts.push(
    insertRows(
      "league.ref_appt",
      [
        "appt_id",
        "fix_id",
        "ref_id",
        "role",
        "appt_stat",
        "fee",
        "exp_amt",
        "paid_dt",
        "appointed_at",
      ],
      appts.map((a, i) => [
        30001 + i,
        a.fix.id,
        a.ref.id,
        a.role,
        a.stat,
        a.fee,
        a.exp,
        a.paid,
        a.at,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "league.discipline",
      [
        "disc_id",
        "reg_no",
        "club_id",
        "fix_id",
        "card",
        "offence_cd",
        "fine_amt",
        "susp_games",
        "paid_dt",
        "issued_at",
      ],
      discs.map((d, i) => [
        7001 + i,
        d.player?.reg ?? null,
        d.club.id,
        d.fix?.id ?? null,
        d.card,
        d.off,
        d.fine,
        d.susp,
        d.paid,
        d.issued,
      ]),
    ),
  );
  parts.push(
    insertRows(
      "league.affil_pmt",
      [
        "pmt_id",
        "club_id",
        "season",
        "amt",
        "rcvd_dt",
        "method_cd",
        "void_flg",
        "recorded_at",
      ],
      pmts.map((p, i) => [
        901 + i,
        p.club.id,
        p.season,
        p.amt,
        p.rcvd,
        p.method,
        p.void,
        p.at,
      ]),
    ),
  );
  return parts.join("\n\n") + "\n";
}
