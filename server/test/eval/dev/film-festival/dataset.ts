/**
 * The Blue Ridge Independent Film Festival (BRIFF) is a non-profit festival of independent film held for ten days
 * every August in Asheville, North Carolina. Filmmakers submit their films (mostly through FilmFreeway, some
 * directly by e-mail) against an entry fee that rises through three deadlines; the programming team watches every
 * entry and decides in May/June which films are selected. Selected features are shown twice (the opening and
 * closing night galas once each, at the Orpheum); selected shorts are shown in shorts programmes ("blocks").
 * Competition films are scored by three juries (features, documentaries, shorts); the festival gives jury awards,
 * a student award and an audience award on the closing night. Local businesses sponsor each edition with cash
 * and/or in-kind support. Tickets are sold per screening online, by phone and at the venue box offices.
 *
 * This is an export of the festival's own database "reelbase" (schema `fest`), taken on the morning of Thursday
 * 2026-09-03 with everything up to the end of Wednesday 2026-09-02. It holds the 2023 to 2026 editions (the 11th
 * to 14th festivals) and the first entries for the 2027 edition, whose call for entries opened on 2026-08-25.
 * Festival dates: 2023-08-10..19, 2024-08-15..24, 2025-08-14..23, 2026-08-13..22.
 *
 * An edition is identified everywhere by its integer year `ed_yr` (2026 = the 2026 festival, the 14th). Entries
 * for edition Y are taken from late August of Y-1 to mid-April of Y, so an entry for the 2026 festival may have
 * been submitted in 2025. Money is in US dollars (numeric, dollars and cents). Timestamps are local (Eastern) time,
 * without time zone.
 *
 * Tables and columns
 * - `venue`: the places films are shown.
 *   `venue_cd` short code (PK); `venue_nm` name; `addr` street address; `seats` seating capacity;
 *   `venue_typ` CIN cinema screen, THR theatre / concert hall, LIB library auditorium, OUT outdoor screen;
 *   `active` false for a venue the festival no longer uses (the Arcade Hall, last used in 2024).
 * - `film_sub`: one film entry (a submission) to one edition, and, when selected, the film in the programme.
 *   `sub_id` (PK); `ed_yr` edition year; `trk_no` the FilmFreeway tracking number (NULL unless `src` = FFW);
 *   `src` how the film came in: FFW FilmFreeway, DIR direct (e-mailed screener link), INV invited by the
 *   programmers (no fee, always selected, shown out of competition);
 *   `title`; `dir_nm` the director's full name; `ctry` ISO 3166 two-letter country of production;
 *   `cat_cd` category: NF narrative feature, DF documentary feature, NS narrative short, DS documentary short,
 *   ANI animated short, STU student short; `rt_min` running time in minutes;
 *   `debut_yn` Y when a feature is the director's first feature, N otherwise (NULL for shorts);
 *   `submitted_at` when the entry was made (invited films: when the invitation was accepted);
 *   `fee_tier` the deadline the entry was made under: E early-bird, R regular, L late, W fee waived (waiver code
 *   given to some filmmakers); NULL for invited films;
 *   `entry_fee` the fee paid (0 for waivers and invited films);
 *   `decision` S selected, D declined, W withdrawn by the filmmaker, NULL = not decided yet;
 *   `decided_on` the date the decision was sent (for W: the date the film was withdrawn);
 *   `comp_yn` for selected films: Y in competition (judged by a jury), N out of competition; NULL otherwise;
 *   `prem_sts` for selected films, the premiere the festival holds: W world premiere, N North American premiere,
 *   S Southeast (regional) premiere, NULL = no premiere;
 *   `is_deleted` true for an entry deleted as a duplicate or test entry (not a real entry; ignore it).
 * - `screening`: one showing in the programme.
 *   `scr_id` (PK); `ed_yr`; `film_id` the film shown (a `film_sub.sub_id`) for a feature screening, NULL for a
 *   shorts programme; `prog_nm` the programme name for galas ("Opening Night Gala", "Closing Night Gala") and shorts
 *   programmes, NULL for ordinary feature screenings; `venue` the venue (`venue.venue_cd`); `starts_at` start time;
 *   `scr_typ` REG regular feature screening, GALA opening or closing night gala, SHRT shorts programme;
 *   `base_px` the full (general admission) ticket price; `qa_yn` Y when the filmmakers did a Q&A after it;
 *   `cxl` true when the screening was cancelled (all its tickets were refunded).
 * - `tkt_sale`: one ticket order line: some tickets of one type for one screening.
 *   `sale_no` (PK, in order of sale); `scr_id` the screening; `sold_at` when; `chan` WEB website, BOX venue box
 *   office, PHN phone line; `tkt_typ` GA general admission, CON concession (student / senior), MEM festival
 *   member price, COMP complimentary (free, price 0); `qty` number of tickets; `unit_px` price per ticket;
 *   `amt` = qty * unit_px; `refund_dt` the date the order was refunded (NULL = not refunded). Refunded orders
 *   bring no revenue and their seats were released.
 * - `juror`: one juror serving on one edition's jury (a person who serves again has a new row each year).
 *   `juror_id` (PK); `ed_yr`; `full_nm`; `affil` profession / affiliation; `panel_cd` FEAT narrative feature jury,
 *   DOC documentary feature jury, SHRT shorts jury (judges NS, DS and STU competition shorts); `is_chair` true for
 *   the panel's chair; `hon_amt` honorarium paid (NULL = waived).
 * - `jury_score`: one juror's score for one competition film. `score_id` (PK); `juror_id`; `sub_ref` the film
 *   (`film_sub.sub_id`); `score` 1.0 to 10.0 in half points; `scored_at` when it was entered.
 * - `award`: one award given at an edition. `award_id` (PK); `ed_yr`; `award_cd` BNF Best Narrative Feature,
 *   BDF Best Documentary Feature, BSF Best Short Film, BST Best Student Film, SJM Special Jury Mention, AUD Audience
 *   Award; `award_nm` the award's full name as announced; `win_sub` the winning film (`film_sub.sub_id`);
 *   `prize_amt` the cash prize (NULL = no cash prize); `deal_no` the sponsorship deal that presents the award
 *   (`spons_deal.deal_id`, NULL when not presented by a sponsor).
 * - `spons_deal`: one sponsor's deal for one edition. `deal_id` (PK); `ed_yr`; `sponsor` the sponsor's name;
 *   `sector` BANK, BEV (brewery, distillery, coffee), MEDIA, FOUND (foundation), HOTEL, FOOD, FILM (film services),
 *   LAW, TECH, HEALTH, RETAIL; `tier` P presenting sponsor, G gold, S silver, B bronze, K in-kind partner;
 *   `cash_amt` cash committed; `inkind_val` the agreed value of goods/services given in kind (0 when none);
 *   `stat` C confirmed (contract signed), P proposed (in negotiation), X cancelled; `signed_on` date the contract
 *   was signed (NULL unless confirmed or later cancelled); `paid_on` date the cash was received (NULL = not
 *   received yet, or no cash in the deal).
 *
 * Not recorded here: festival passes and badges (only single tickets are in `tkt_sale`); audience ballots and
 *   vote counts for the audience award; the shorts in each shorts programme (which short was shown in which
 *   block); directors' gender, age or contact details; screeners' / pre-screeners' notes; festival costs (venue
 *   hire, travel and hotels for guests, staff pay, marketing); volunteers; grants and individual donations;
 *   attendance head counts beyond tickets (walk-ins for free events); FilmFreeway's commission on fees; refunds of
 *   entry fees; concessions (popcorn, bar) sales; ticket buyers' identities.
 */
import {
  addDays,
  daysBetween,
  insertRows,
  pad,
  seededRandom,
} from "../../seeded-random";

const r = seededRandom(1403_2026);
const TODAY_EXPORT_END = "2026-09-02";

const EDITIONS: { yr: number; start: string }[] = [
  { yr: 2023, start: "2023-08-10" },
  { yr: 2024, start: "2024-08-15" },
  { yr: 2025, start: "2025-08-14" },
  { yr: 2026, start: "2026-08-13" },
];

// ------------------------------------------------------------------ venues
type Venue = {
  cd: string;
  nm: string;
  addr: string;
  seats: number;
  typ: string;
  active: boolean;
  years: number[];
};
const VENUES: Venue[] = [
  {
    cd: "ORP",
    nm: "Orpheum Theatre",
    addr: "52 Haywood St",
    seats: 480,
    typ: "THR",
    active: true,
    years: [2023, 2024, 2025, 2026],
  },
  {
    cd: "BIJ1",
    nm: "Bijou Cinema - Screen 1",
    addr: "18 Wall St",
    seats: 150,
    typ: "CIN",
    active: true,
    years: [2023, 2024, 2025, 2026],
  },
  {
    cd: "BIJ2",
    nm: "Bijou Cinema - Screen 2",
    addr: "18 Wall St",
    seats: 80,
    typ: "CIN",
    active: true,
    years: [2023, 2024, 2025, 2026],
  },
  {
    cd: "LIB",
    nm: "Pack Memorial Library Auditorium",
    addr: "67 Haywood St",
    seats: 120,
    typ: "LIB",
    active: true,
    years: [2023, 2024, 2025, 2026],
  },
  {
    cd: "ARC",
    nm: "Arcade Hall",
    addr: "1 Page Ave",
    seats: 220,
    typ: "THR",
    active: false,
    years: [2023, 2024],
  },
  {
    cd: "MILL",
    nm: "Riverside Mill Screening Room",
    addr: "170 Lyman St",
    seats: 100,
    typ: "CIN",
    active: true,
    years: [2025, 2026],
  },
  {
    cd: "PARK",
    nm: "Pritchard Park Outdoor Screen",
    addr: "4 College St",
    seats: 300,
    typ: "OUT",
    active: true,
    years: [2023, 2024, 2025, 2026],
  },
];
const venueByCd = new Map(VENUES.map((v) => [v.cd, v]));

// ------------------------------------------------------------------ names and titles
const FIRST = [
  "Ava",
  "Ben",
  "Camila",
  "Dmitri",
  "Elena",
  "Farid",
  "Grace",
  "Hiro",
  "Isla",
  "Jonah",
  "Kofi",
  "Lucia",
  "Mateo",
  "Nadia",
  "Owen",
  "Paloma",
  "Quinn",
  "Rosa",
  "Samuel",
  "Tessa",
  "Uma",
  "Victor",
  "Willa",
  "Xavier",
  "Yara",
  "Zane",
  "Amara",
  "Bruno",
  "Clara",
  "Diego",
  "Esther",
  "Felix",
  "Gemma",
  "Hector",
  "Ines",
  "Jasper",
  "Keiko",
  "Liam",
  "Maya",
  "Nico",
  "Olga",
  "Pablo",
  "Ruth",
  "Sofia",
  "Tariq",
  "Vera",
  "Wyatt",
  "Anouk",
  "Carmen",
  "Declan",
  "Freya",
  "Gideon",
  "Hannah",
  "Ivan",
  "Joelle",
  "Kai",
  "Leila",
  "Marcus",
  "Noor",
  "Oscar",
];
const LAST = [
  "Abernathy",
  "Baptiste",
  "Castillo",
  "Dubois",
  "Eriksen",
  "Fitzgerald",
  "Galloway",
  "Hartley",
  "Ishikawa",
  "Jablonski",
  "Kowalczyk",
  "Lindqvist",
  "Moreau",
  "Nakamura",
  "Okonkwo",
  "Pellegrini",
  "Quintero",
  "Rasmussen",
  "Santoro",
  "Takahashi",
  "Underwood",
  "Valencia",
  "Whitfield",
  "Yilmaz",
  "Zielinski",
  "Adeyemi",
  "Brennan",
  "Carvalho",
  "Delacroix",
  "Esposito",
  "Ferreira",
  "Gutierrez",
  "Holloway",
  "Iwasaki",
  "Jovanovic",
  "Kaplan",
  "Lachance",
  "Mbeki",
  "Novak",
  "Oyelaran",
  "Petrov",
  "Reinholt",
  "Sandoval",
  "Thornbury",
  "Vasquez",
  "Winslow",
  "Ashworth",
  "Blackwood",
  "Cormier",
  "Drummond",
  "Ellison",
  "Fairbanks",
  "Greenleaf",
  "Harrow",
  "Kessler",
  "Lindgren",
  "McAllister",
  "Northcott",
  "Pruitt",
  "Sorensen",
];
const ADJ = [
  "Quiet",
  "Last",
  "Hollow",
  "Paper",
  "Silver",
  "Broken",
  "Wild",
  "Salt",
  "Hidden",
  "Burning",
  "Distant",
  "Little",
  "Northern",
  "Long",
  "Blue",
  "Crooked",
  "Bright",
  "Empty",
  "Sleeping",
  "Golden",
  "Winter",
  "Red",
  "Open",
  "Shallow",
  "Borrowed",
  "Lonely",
  "Iron",
  "Tender",
  "Restless",
  "Faded",
  "Secret",
  "Green",
];
const NOUN = [
  "River",
  "Harvest",
  "Summer",
  "Orchard",
  "Lantern",
  "Highway",
  "Kingdom",
  "Garden",
  "Season",
  "Island",
  "Mountain",
  "Shore",
  "Country",
  "Hours",
  "Bones",
  "Light",
  "Ghosts",
  "Fields",
  "Machine",
  "Radio",
  "Sister",
  "Daughter",
  "Motel",
  "Choir",
  "Frontier",
  "Tide",
  "Winter",
  "Houses",
  "Hands",
  "Birds",
  "Water",
  "Ridge",
  "Fever",
  "Letters",
  "Dogs",
  "Ferry",
];
const OF = [
  "Ashes",
  "the Valley",
  "Glass",
  "Tomorrow",
  "Small Things",
  "the Deep",
  "Strangers",
  "Dust",
  "Home",
  "Smoke",
  "the Hollow",
  "Salt",
];
const usedTitles = new Set<string>();
function makeTitle(): string {
  for (;;) {
    const p = r.weighted<number>([
      [0, 4],
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    let t: string;
    if (p === 0) t = `The ${r.pick(ADJ)} ${r.pick(NOUN)}`;
    else if (p === 1) t = `${r.pick(ADJ)} ${r.pick(NOUN)}`;
    else if (p === 2) t = `${r.pick(NOUN)} of ${r.pick(OF)}`;
    else if (p === 3) t = `Before the ${r.pick(NOUN)}`;
    else if (p === 4) t = `${r.pick(FIRST)}'s ${r.pick(NOUN)}`;
    else t = `After the ${r.pick(NOUN)}`;
    if (!usedTitles.has(t)) {
      usedTitles.add(t);
      return t;
    }
  }
}
const usedNames = new Set<string>();
const directorsSoFar: string[] = [];
function newDirector(): string {
  for (;;) {
    const n = `${r.pick(FIRST)} ${r.pick(LAST)}`;
    if (!usedNames.has(n)) {
      usedNames.add(n);
      directorsSoFar.push(n);
      return n;
    }
  }
}

const COUNTRIES: [string, number][] = [
  ["US", 52],
  ["CA", 8],
  ["GB", 6],
  ["FR", 4],
  ["MX", 3],
  ["DE", 3],
  ["IE", 2],
  ["KR", 2],
  ["JP", 2],
  ["IN", 3],
  ["BR", 2],
  ["AR", 2],
  ["AU", 2],
  ["NG", 1],
  ["ES", 2],
  ["IT", 2],
  ["SE", 1],
  ["ZA", 1],
  ["CO", 1],
  ["IR", 1],
];
const CATS: [string, number][] = [
  ["NS", 38],
  ["DS", 14],
  ["NF", 16],
  ["DF", 12],
  ["ANI", 11],
  ["STU", 9],
];

// ------------------------------------------------------------------ helpers
const ts = (date: string, min: number): string =>
  `${date} ${pad(Math.floor(min / 60), 2)}:${pad(min % 60, 2)}:${pad(r.int(0, 59), 2)}`;
const money = (n: number): number => Math.round(n * 100) / 100;

function fee(yr: number, cat: string, tier: string): number {
  if (tier === "W") return 0;
  const idx = tier === "E" ? 0 : tier === "R" ? 1 : 2;
  if (cat === "STU") return [10, 15, 20][idx] as number;
  const feat = cat === "NF" || cat === "DF";
  if (yr <= 2024) return (feat ? [40, 55, 70] : [20, 30, 40])[idx] as number;
  return (feat ? [45, 60, 75] : [25, 35, 45])[idx] as number;
}
function runtime(cat: string): number {
  if (cat === "NF") return r.int(78, 128);
  if (cat === "DF") return r.int(62, 112);
  if (cat === "ANI") return r.int(3, 14);
  if (cat === "STU") return r.int(6, 24);
  return r.int(5, 32);
}

// ------------------------------------------------------------------ submissions
type Sub = {
  id: number;
  yr: number;
  trk: string | null;
  src: string;
  title: string;
  dir: string;
  ctry: string;
  cat: string;
  rt: number;
  debut: string | null;
  at: string;
  tier: string | null;
  fee: number;
  decision: string | null;
  decided: string | null;
  comp: string | null;
  prem: string | null;
  del: boolean;
  q: number;
};
const subs: Sub[] = [];
let nextSubId = 40101;
const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const trk = (): string =>
  `FFW-${Array.from({ length: 7 }, () => r.pick(ALNUM.split(""))).join("")}`;

function makeSub(yr: number, tier: string, date: string): Sub {
  const cat = r.weighted(CATS);
  const src = r.chance(0.92) ? "FFW" : "DIR";
  const repeat = directorsSoFar.length > 50 && r.chance(0.12);
  const dir = repeat ? r.pick(directorsSoFar) : newDirector();
  const feat = cat === "NF" || cat === "DF";
  return {
    id: nextSubId++,
    yr,
    trk: src === "FFW" ? trk() : null,
    src,
    title: makeTitle(),
    dir,
    ctry:
      cat === "STU"
        ? r.weighted<string>([
            ["US", 7],
            ["CA", 1],
            ["GB", 1],
          ])
        : r.weighted(COUNTRIES),
    cat,
    rt: runtime(cat),
    debut: feat ? (r.chance(0.35) ? "Y" : "N") : null,
    at: ts(date, r.int(6 * 60, 23 * 60 + 58)),
    tier,
    fee: fee(yr, cat, tier),
    decision: null,
    decided: null,
    comp: null,
    prem: null,
    del: false,
    q: r.next(),
  };
}

const SUB_COUNTS: Record<number, number> = {
  2023: 236,
  2024: 271,
  2025: 309,
  2026: 347,
};
const QUOTA: Record<string, number> = {
  NF: 8,
  DF: 7,
  NS: 12,
  DS: 5,
  ANI: 5,
  STU: 4,
};
const COMP_FEAT: Record<string, number> = { NF: 6, DF: 5 };

for (const { yr } of EDITIONS) {
  const open = `${yr - 1}-08-25`;
  const early = `${yr - 1}-11-30`;
  const reg = `${yr}-02-15`;
  const late = `${yr}-04-15`;
  const windows: Record<string, [string, string]> = {
    E: [open, early],
    R: [addDays(early, 1), reg],
    L: [addDays(reg, 1), late],
    W: [open, late],
  };
  const these: Sub[] = [];
  for (let i = 0; i < SUB_COUNTS[yr]!; i++) {
    const tier = r.weighted<string>([
      ["E", 30],
      ["R", 42],
      ["L", 22],
      ["W", 6],
    ]);
    const [from, to] = windows[tier]!;
    const len = daysBetween(from, to);
    const date =
      tier === "W"
        ? r.date(from, to)
        : addDays(to, -Math.floor(len * r.next() ** 2));
    these.push(makeSub(yr, tier, date));
  }
  // duplicates deleted by staff
  for (const s of these) if (r.chance(0.012)) s.del = true;
  // withdrawals
  for (const s of these) {
    if (s.del || !r.chance(0.022)) continue;
    s.decision = "W";
    s.decided = r.date(addDays(s.at.slice(0, 10), 3), `${yr}-05-20`);
  }
  // selection by category
  for (const [cat, n] of Object.entries(QUOTA)) {
    const pool = these
      .filter((s) => s.cat === cat && !s.del && s.decision === null)
      .map((s) => ({ s, k: s.q + r.next() * 0.25 }))
      .sort((a, b) => b.k - a.k);
    pool.forEach(({ s }, i) => {
      if (i < n) {
        s.decision = "S";
        s.decided = r.date(`${yr}-05-18`, `${yr}-06-05`);
        if (cat === "NF" || cat === "DF")
          s.comp = i < COMP_FEAT[cat]! ? "Y" : "N";
        else s.comp = cat === "ANI" ? "N" : "Y";
        s.prem =
          cat === "NF" || cat === "DF"
            ? r.weighted<string | null>([
                ["W", 3],
                ["N", 3],
                ["S", 3],
                [null, 2],
              ])
            : r.weighted<string | null>([
                ["W", 3],
                ["N", 2],
                ["S", 2],
                [null, 4],
              ]);
      } else {
        s.decision = "D";
        s.decided = r.date(`${yr}-05-25`, `${yr}-06-10`);
      }
    });
  }
  // invited features: two galas, two showcases, out of competition
  for (const cat of ["NF", "NF", "NF", "DF"]) {
    const s = makeSub(yr, "E", r.date(`${yr}-03-01`, `${yr}-05-15`));
    s.cat = cat;
    s.rt = runtime(cat);
    s.debut = r.chance(0.2) ? "Y" : "N";
    s.src = "INV";
    s.trk = null;
    s.tier = null;
    s.fee = 0;
    s.decision = "S";
    s.decided = r.date(s.at.slice(0, 10), `${yr}-06-01`);
    s.comp = "N";
    s.prem = r.weighted<string | null>([
      ["N", 2],
      ["S", 3],
      [null, 1],
    ]);
    s.q = 0.6 + r.next() * 0.4;
    s.ctry = r.weighted<string>([
      ["US", 5],
      ["GB", 1],
      ["FR", 1],
      ["CA", 1],
    ]);
    these.push(s);
  }
  subs.push(...these);
}
// 2027 call for entries, open since 2026-08-25
for (let i = 0; i < 23; i++) {
  const date = r.date("2026-08-25", TODAY_EXPORT_END);
  subs.push(makeSub(2027, r.chance(0.92) ? "E" : "W", date));
}
subs.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
subs.forEach((s, i) => (s.id = 40101 + i));

// ------------------------------------------------------------------ screenings
type Scr = {
  id: number;
  yr: number;
  film: number | null;
  prog: string | null;
  venue: string;
  at: string;
  typ: string;
  px: number;
  qa: string;
  cxl: boolean;
  demand: number;
};
const scrs: Scr[] = [];
const SLOTS = [11 * 60, 13 * 60 + 30, 16 * 60, 18 * 60 + 45, 21 * 60 + 15];
const hhmm = (min: number): string =>
  `${pad(Math.floor(min / 60), 2)}:${pad(min % 60, 2)}:00`;
for (const { yr, start } of EDITIONS) {
  const regPx = yr <= 2024 ? 12 : yr === 2025 ? 13 : 14;
  const galaPx = yr <= 2024 ? 25 : 30;
  const sel = subs.filter((s) => s.yr === yr && s.decision === "S");
  const invited = r.shuffle(
    sel.filter((s) => s.src === "INV" && s.cat === "NF"),
  );
  const galaFilms = invited.slice(0, 2);
  const feats = sel.filter(
    (s) => (s.cat === "NF" || s.cat === "DF") && !galaFilms.includes(s),
  );
  const rooms = VENUES.filter(
    (v) => v.years.includes(yr) && v.cd !== "ORP" && v.cd !== "PARK",
  ).map((v) => v.cd);
  const free: { day: number; min: number; venue: string }[] = [];
  for (let day = 0; day < 10; day++)
    for (const min of SLOTS)
      for (const venue of rooms) {
        if (day === 0 && min < 18 * 60) continue; // opening day starts in the evening
        free.push({ day, min, venue });
      }
  const slots = r.shuffle(free);
  const local: Scr[] = [];
  const add = (
    film: Sub | null,
    prog: string | null,
    venue: string,
    day: number,
    min: number,
    typ: string,
    demand: number,
  ) => {
    const px =
      typ === "GALA"
        ? galaPx
        : venue === "PARK"
          ? 5
          : min < 17 * 60
            ? regPx - 3
            : regPx;
    local.push({
      id: 0,
      yr,
      film: film ? film.id : null,
      prog,
      venue,
      at: `${addDays(start, day)} ${hhmm(min)}`,
      typ,
      px,
      qa:
        typ === "SHRT"
          ? r.chance(0.5)
            ? "Y"
            : "N"
          : r.chance(0.62)
            ? "Y"
            : "N",
      cxl: false,
      demand,
    });
  };
  add(galaFilms[0]!, "Opening Night Gala", "ORP", 0, 19 * 60 + 30, "GALA", 1);
  add(galaFilms[1]!, "Closing Night Gala", "ORP", 9, 19 * 60, "GALA", 1);
  const popular = [...feats].sort((a, b) => b.q - a.q).slice(0, 2);
  for (const f of feats) {
    const demand = Math.min(1, f.q * 0.7 + r.next() * 0.4);
    let firstDay = -1;
    let n = 2;
    if (popular.includes(f)) {
      firstDay = popular.indexOf(f) === 0 ? 3 : 6;
      add(f, null, "ORP", firstDay, 18 * 60 + 45, "REG", demand * 0.8);
      n = 1;
    }
    for (let k = 0; k < n; k++) {
      const i = slots.findIndex((s) => s.day !== firstDay);
      const s = slots.splice(i, 1)[0]!;
      firstDay = s.day;
      add(f, null, s.venue, s.day, s.min, "REG", demand);
    }
  }
  const blocks = [
    "Shorts Block A: Southern Voices",
    "Shorts Block B: Strange Days",
    "Docs in Short",
    "Student Showcase",
  ];
  for (const b of blocks)
    for (let k = 0; k < 2; k++) {
      const s = slots.splice(r.int(0, slots.length - 1), 1)[0]!;
      add(null, b, s.venue, s.day, s.min, "SHRT", 0.45 + r.next() * 0.4);
    }
  add(null, "Animation Under the Stars", "PARK", 2, 20 * 60 + 30, "SHRT", 0.7);
  local.sort((a, b) =>
    a.at < b.at ? -1 : a.at > b.at ? 1 : a.venue < b.venue ? -1 : 1,
  );
  scrs.push(...local);
}
scrs.forEach((s, i) => (s.id = 801 + i));
// two cancelled screenings: the 2024 outdoor show (thunderstorm) and a 2026 projector failure
scrs.find((s) => s.yr === 2024 && s.venue === "PARK")!.cxl = true;
scrs.find(
  (s) =>
    s.yr === 2026 &&
    s.venue === "BIJ2" &&
    s.typ === "REG" &&
    s.at.slice(0, 10) >= "2026-08-18",
)!.cxl = true;

// ------------------------------------------------------------------ ticket sales
type Sale = {
  scr: number;
  at: string;
  chan: string;
  typ: string;
  qty: number;
  px: number;
  refund: string | null;
};
const sales: Sale[] = [];
for (const s of scrs) {
  const cap = venueByCd.get(s.venue)!.seats;
  const fill =
    s.typ === "GALA"
      ? 0.78 + r.next() * 0.2
      : Math.min(
          1,
          Math.max(0.12, 0.08 + 0.55 * s.demand + (r.next() - 0.5) * 0.2),
        );
  let left = Math.round(cap * fill);
  const date = s.at.slice(0, 10);
  const startMin = Number(s.at.slice(11, 13)) * 60 + Number(s.at.slice(14, 16));
  const onSale = `${s.yr}-07-20`;
  while (left > 0) {
    const typ =
      s.venue === "PARK"
        ? r.weighted<string>([
            ["GA", 80],
            ["COMP", 4],
          ])
        : r.weighted<string>([
            ["GA", 58],
            ["CON", 21],
            ["MEM", 16],
            ["COMP", 5],
          ]);
    let qty =
      typ === "COMP"
        ? r.weighted<number>([
            [1, 3],
            [2, 5],
          ])
        : r.weighted<number>([
            [1, 35],
            [2, 45],
            [3, 10],
            [4, 10],
          ]);
    qty = Math.min(qty, left);
    left -= qty;
    const chan =
      typ === "COMP"
        ? "BOX"
        : r.weighted<string>([
            ["WEB", 68],
            ["BOX", 27],
            ["PHN", 5],
          ]);
    let at: string;
    if (chan === "BOX") {
      at = ts(date, r.int(Math.max(9 * 60, startMin - 180), startMin - 1));
    } else {
      const back = Math.min(
        Math.floor(-Math.log(1 - r.next()) * 7),
        daysBetween(onSale, date),
      );
      const d = addDays(date, -back);
      const hiMin = back === 0 ? startMin - 1 : 23 * 60 + 59;
      at =
        chan === "PHN"
          ? ts(d, r.int(9 * 60, Math.min(17 * 60, hiMin)))
          : ts(d, r.int(7 * 60, hiMin));
    }
    let px: number;
    if (typ === "COMP") px = 0;
    else if (s.venue === "PARK") px = 5;
    else if (typ === "GA") px = s.px;
    else if (s.typ === "GALA") px = s.px - 5;
    else px = typ === "CON" ? s.px - 3 : s.px - 2;
    let refund: string | null = null;
    if (s.cxl) refund = date;
    else if (
      typ !== "COMP" &&
      chan !== "BOX" &&
      at.slice(0, 10) < date &&
      r.chance(0.015)
    )
      refund = r.date(addDays(at.slice(0, 10), 1), date);
    sales.push({ scr: s.id, at, chan, typ, qty, px, refund });
  }
}
sales.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.scr - b.scr));

// ------------------------------------------------------------------ jurors and scores
const JURY_POOL: [string, string][] = [
  ["Marisol Ortega", "Programmer, Southern Lights Film Society"],
  ["Dennis Okafor", "Film critic, The Carolina Review"],
  ["Priya Raman", "Documentary producer"],
  ["Gus Halvorsen", "Cinematographer"],
  ["Leah Birnbaum", "Distribution executive, Tallgrass Pictures"],
  ["Theo Marchetti", "Director"],
  ["Ada Kwan", "Film editor"],
  ["Rosalind Pryce", "Professor of Film, Blue Ridge State University"],
  ["Julian Ashby", "Actor"],
  ["Naomi Feld", "Festival director, Lakeshore Film Festival"],
  ["Carlos Medeiros", "Animator"],
  ["Bettina Strand", "Screenwriter"],
  ["Omar Haddad", "Documentary director"],
  ["Hollis Greer", "Casting director"],
  ["Wen Li", "Sales agent, Eastbridge Films"],
  ["Sadie Colquitt", "Programmer, Atlanta Shorts Week"],
  ["Raymond Tull", "Arts reporter, Mountain Public Radio"],
  ["Ingrid Solberg", "Producer"],
  ["Tomas Reyes", "Composer"],
  ["Keisha Dunmore", "Film educator"],
];
type Juror = {
  id: number;
  yr: number;
  nm: string;
  affil: string;
  panel: string;
  chair: boolean;
  hon: number | null;
  bias: number;
};
const jurors: Juror[] = [];
const bias = new Map(JURY_POOL.map(([n]) => [n, (r.next() - 0.5) * 1.6]));
for (const { yr } of EDITIONS) {
  const fixed: Record<string, string[]> = {
    FEAT: ["Marisol Ortega"],
    DOC: yr === 2023 ? [] : ["Priya Raman"],
    SHRT: [],
  };
  const others = r.shuffle(
    JURY_POOL.map(([n]) => n).filter(
      (n) => n !== "Marisol Ortega" && n !== "Priya Raman",
    ),
  );
  for (const panel of ["FEAT", "DOC", "SHRT"]) {
    const names = [...fixed[panel]!];
    while (names.length < 3) names.push(others.shift()!);
    const chairAt = r.int(0, 2);
    names.forEach((nm, i) => {
      jurors.push({
        id: 0,
        yr,
        nm,
        affil: JURY_POOL.find(([n]) => n === nm)![1],
        panel,
        chair: i === chairAt,
        hon: r.chance(0.15) ? null : yr <= 2024 ? 500 : 750,
        bias: bias.get(nm)!,
      });
    });
  }
}
jurors.forEach((j, i) => (j.id = 101 + i));

type Score = { juror: number; sub: number; score: number; at: string };
const scores: Score[] = [];
const PANEL_CATS: Record<string, string[]> = {
  FEAT: ["NF"],
  DOC: ["DF"],
  SHRT: ["NS", "DS", "STU"],
};
for (const { yr, start } of EDITIONS) {
  for (const j of jurors.filter((x) => x.yr === yr)) {
    const films = subs.filter(
      (s) =>
        s.yr === yr &&
        s.decision === "S" &&
        s.comp === "Y" &&
        PANEL_CATS[j.panel]!.includes(s.cat),
    );
    for (const f of films) {
      if (r.chance(0.03)) continue;
      const raw = 3.5 + f.q * 5.5 + j.bias + (r.next() - 0.5) * 2.4;
      const score = Math.min(10, Math.max(1, Math.round(raw * 2) / 2));
      scores.push({
        juror: j.id,
        sub: f.id,
        score,
        at: ts(r.date(start, addDays(start, 8)), r.int(9 * 60, 23 * 60 + 30)),
      });
    }
  }
}
scores.sort((a, b) => (a.at < b.at ? -1 : 1));

// ------------------------------------------------------------------ sponsorship deals
type Deal = {
  id: number;
  yr: number;
  sponsor: string;
  sector: string;
  tier: string;
  cash: number;
  inkind: number;
  stat: string;
  signed: string | null;
  paid: string | null;
};
const deals: Deal[] = [];
const SPONSORS: Record<string, string> = {
  "Blue Ridge Savings Bank": "BANK",
  "Mountain Public Radio": "MEDIA",
  "Highland Ale Works": "BEV",
  "Grove Arcade Hotel": "HOTEL",
  "Carraway Foundation for the Arts": "FOUND",
  "French Broad Brewing Co.": "BEV",
  "The Asheville Ledger": "MEDIA",
  "Pisgah Outdoor Supply": "RETAIL",
  "Summit Coffee Roasters": "BEV",
  "Vance & Whitlock LLP": "LAW",
  "Ridgeline Software": "TECH",
  "Biltmore Avenue Bistro": "FOOD",
  "Appalachian Film Lab": "FILM",
  "Copperline Camera Rentals": "FILM",
  "Haywood Regional Health": "HEALTH",
  "Tar Heel Credit Union": "BANK",
  "Riverbend Hotel & Spa": "HOTEL",
  "Laurel Creek Distillery": "BEV",
};
const CASH: Record<string, [number, number]> = {
  P: [40000, 50000],
  G: [15000, 20000],
  S: [6000, 10000],
  B: [1500, 4000],
  K: [0, 0],
};
const LINEUP: Record<number, [string, string][]> = {
  2023: [
    ["Blue Ridge Savings Bank", "P"],
    ["Carraway Foundation for the Arts", "G"],
    ["Mountain Public Radio", "S"],
    ["Highland Ale Works", "S"],
    ["Vance & Whitlock LLP", "B"],
    ["Biltmore Avenue Bistro", "B"],
    ["Pisgah Outdoor Supply", "B"],
    ["Grove Arcade Hotel", "K"],
    ["Appalachian Film Lab", "K"],
    ["Summit Coffee Roasters", "K"],
  ],
  2024: [
    ["Blue Ridge Savings Bank", "P"],
    ["Carraway Foundation for the Arts", "G"],
    ["Ridgeline Software", "G"],
    ["Mountain Public Radio", "S"],
    ["Highland Ale Works", "S"],
    ["The Asheville Ledger", "S"],
    ["Vance & Whitlock LLP", "B"],
    ["Tar Heel Credit Union", "B"],
    ["Grove Arcade Hotel", "K"],
    ["Appalachian Film Lab", "K"],
    ["Summit Coffee Roasters", "K"],
  ],
  2025: [
    ["Blue Ridge Savings Bank", "P"],
    ["Carraway Foundation for the Arts", "G"],
    ["Haywood Regional Health", "G"],
    ["Mountain Public Radio", "S"],
    ["Highland Ale Works", "S"],
    ["French Broad Brewing Co.", "S"],
    ["Tar Heel Credit Union", "B"],
    ["Biltmore Avenue Bistro", "B"],
    ["Laurel Creek Distillery", "B"],
    ["Grove Arcade Hotel", "K"],
    ["Copperline Camera Rentals", "K"],
    ["Summit Coffee Roasters", "K"],
  ],
  2026: [
    ["Blue Ridge Savings Bank", "P"],
    ["Haywood Regional Health", "G"],
    ["Tar Heel Credit Union", "G"],
    ["Mountain Public Radio", "S"],
    ["Highland Ale Works", "S"],
    ["The Asheville Ledger", "S"],
    ["French Broad Brewing Co.", "B"],
    ["Laurel Creek Distillery", "B"],
    ["Vance & Whitlock LLP", "B"],
    ["Pisgah Outdoor Supply", "B"],
    ["Grove Arcade Hotel", "K"],
    ["Copperline Camera Rentals", "K"],
    ["Riverbend Hotel & Spa", "K"],
  ],
  2027: [
    ["Blue Ridge Savings Bank", "P"],
    ["Carraway Foundation for the Arts", "G"],
    ["Riverbend Hotel & Spa", "K"],
  ],
};
for (const [yrStr, lineup] of Object.entries(LINEUP)) {
  const yr = Number(yrStr);
  for (const [sponsor, tier] of lineup) {
    const [lo, hi] = CASH[tier]!;
    let cash = tier === "K" ? 0 : Math.round(r.int(lo, hi) / 250) * 250;
    let inkind = tier === "K" ? Math.round(r.int(2000, 14000) / 100) * 100 : 0;
    if (sponsor === "Mountain Public Radio")
      inkind = Math.round(r.int(5000, 9000) / 100) * 100; // on-air spots
    if (tier === "K" && sponsor === "Grove Arcade Hotel" && yr >= 2025)
      cash = 1000;
    let stat = "C";
    let signed: string | null = r.date(`${yr}-01-10`, `${yr}-06-30`);
    let paid: string | null = cash > 0 ? addDays(signed, r.int(12, 75)) : null;
    if (yr === 2027) {
      stat = sponsor === "Blue Ridge Savings Bank" ? "C" : "P";
      signed = stat === "C" ? "2026-08-28" : null;
      paid = null;
    }
    if (yr === 2024 && sponsor === "Ridgeline Software") {
      stat = "X";
      paid = null;
    }
    if (paid && paid > TODAY_EXPORT_END) paid = null;
    deals.push({
      id: 0,
      yr,
      sponsor,
      sector: SPONSORS[sponsor]!,
      tier,
      cash,
      inkind,
      stat,
      signed,
      paid,
    });
  }
}
// late payers this year
for (const sp of [
  "Tar Heel Credit Union",
  "Laurel Creek Distillery",
  "Pisgah Outdoor Supply",
]) {
  const d = deals.find((x) => x.yr === 2026 && x.sponsor === sp)!;
  d.paid = null;
}
deals.forEach((d, i) => (d.id = 301 + i));

// ------------------------------------------------------------------ awards
type Award = {
  yr: number;
  cd: string;
  nm: string;
  sub: number;
  prize: number | null;
  deal: number | null;
};
const awards: Award[] = [];
const avgScore = (subId: number): number => {
  const xs = scores.filter((s) => s.sub === subId).map((s) => s.score);
  return xs.reduce((a, b) => a + b, 0) / xs.length;
};
for (const { yr } of EDITIONS) {
  const comp = (cats: string[]) =>
    subs
      .filter(
        (s) =>
          s.yr === yr &&
          s.decision === "S" &&
          s.comp === "Y" &&
          cats.includes(s.cat),
      )
      .sort((a, b) => avgScore(b.id) - avgScore(a.id));
  const dealOf = (sp: string): number | null =>
    deals.find((d) => d.yr === yr && d.sponsor === sp && d.stat === "C")?.id ??
    null;
  const nf = comp(["NF"]);
  const df = comp(["DF"]);
  const sh = comp(["NS", "DS", "STU"]);
  const stu = comp(["STU"]);
  const big = yr === 2023 ? 4000 : 5000;
  awards.push({
    yr,
    cd: "BNF",
    nm: "Jury Award for Best Narrative Feature",
    sub: nf[0]!.id,
    prize: big,
    deal: dealOf("Blue Ridge Savings Bank"),
  });
  awards.push({
    yr,
    cd: "BDF",
    nm: "Jury Award for Best Documentary Feature",
    sub: df[0]!.id,
    prize: big,
    deal:
      dealOf("Carraway Foundation for the Arts") ??
      dealOf("Haywood Regional Health"),
  });
  awards.push({
    yr,
    cd: "BSF",
    nm: "Jury Award for Best Short Film",
    sub: sh.find((s) => s.cat !== "STU")!.id,
    prize: yr === 2026 ? 2000 : 1500,
    deal: null,
  });
  awards.push({
    yr,
    cd: "BST",
    nm: "Best Student Film",
    sub: stu[0]!.id,
    prize: 500,
    deal: null,
  });
  const sjm = r.chance(0.5) ? nf[1]! : df[1]!;
  awards.push({
    yr,
    cd: "SJM",
    nm: "Special Jury Mention",
    sub: sjm.id,
    prize: null,
    deal: null,
  });
  const feats = subs.filter(
    (s) =>
      s.yr === yr &&
      s.decision === "S" &&
      (s.cat === "NF" || s.cat === "DF") &&
      s.id !== nf[0]!.id &&
      s.id !== df[0]!.id,
  );
  const aud = [...feats].sort((a, b) => b.q - a.q)[r.int(0, 2)]!;
  awards.push({
    yr,
    cd: "AUD",
    nm: "Audience Award",
    sub: aud.id,
    prize: 1000,
    deal: dealOf("Mountain Public Radio"),
  });
}

// ------------------------------------------------------------------ SQL
export function datasetSql(): string {
  return [
    "CREATE SCHEMA fest;",
    `CREATE TABLE fest.venue (
  venue_cd text PRIMARY KEY,
  venue_nm text NOT NULL,
  addr text,
  seats integer NOT NULL,
  venue_typ text NOT NULL,
  active boolean NOT NULL DEFAULT true
);`,
    `CREATE TABLE fest.film_sub (
  sub_id integer PRIMARY KEY,
  ed_yr integer NOT NULL,
  trk_no text,
  src text NOT NULL,
  title text NOT NULL,
  dir_nm text NOT NULL,
  ctry char(2),
  cat_cd text NOT NULL,
  rt_min integer,
  debut_yn char(1),
  submitted_at timestamp NOT NULL,
  fee_tier char(1),
  entry_fee numeric(6,2) NOT NULL DEFAULT 0,
  decision char(1),
  decided_on date,
  comp_yn char(1),
  prem_sts char(1),
  is_deleted boolean NOT NULL DEFAULT false
);`,
    `CREATE TABLE fest.screening (
  scr_id integer PRIMARY KEY,
  ed_yr integer NOT NULL,
  film_id integer REFERENCES fest.film_sub (sub_id),
  prog_nm text,
  venue text NOT NULL REFERENCES fest.venue (venue_cd),
  starts_at timestamp NOT NULL,
  scr_typ text NOT NULL,
  base_px numeric(5,2) NOT NULL,
  qa_yn char(1) NOT NULL DEFAULT 'N',
  cxl boolean NOT NULL DEFAULT false
);`,
    `CREATE TABLE fest.tkt_sale (
  sale_no integer PRIMARY KEY,
  scr_id integer NOT NULL REFERENCES fest.screening (scr_id),
  sold_at timestamp NOT NULL,
  chan text NOT NULL,
  tkt_typ text NOT NULL,
  qty smallint NOT NULL,
  unit_px numeric(5,2) NOT NULL,
  amt numeric(8,2) NOT NULL,
  refund_dt date
);`,
    `CREATE TABLE fest.juror (
  juror_id integer PRIMARY KEY,
  ed_yr integer NOT NULL,
  full_nm text NOT NULL,
  affil text,
  panel_cd text NOT NULL,
  is_chair boolean NOT NULL DEFAULT false,
  hon_amt numeric(7,2)
);`,
    `CREATE TABLE fest.jury_score (
  score_id integer PRIMARY KEY,
  juror_id integer NOT NULL REFERENCES fest.juror (juror_id),
  sub_ref integer NOT NULL REFERENCES fest.film_sub (sub_id),
  score numeric(3,1) NOT NULL,
  scored_at timestamp NOT NULL
);`,
    `CREATE TABLE fest.spons_deal (
  deal_id integer PRIMARY KEY,
  ed_yr integer NOT NULL,
  sponsor text NOT NULL,
  sector text,
  tier char(1) NOT NULL,
  cash_amt numeric(9,2) NOT NULL DEFAULT 0,
  inkind_val numeric(9,2) NOT NULL DEFAULT 0,
  stat char(1) NOT NULL,
  signed_on date,
  paid_on date
);`,
    `CREATE TABLE fest.award (
  award_id integer PRIMARY KEY,
  ed_yr integer NOT NULL,
  award_cd text NOT NULL,
  award_nm text NOT NULL,
  win_sub integer NOT NULL REFERENCES fest.film_sub (sub_id),
  prize_amt numeric(8,2),
  deal_no integer REFERENCES fest.spons_deal (deal_id)
);`,
    insertRows(
      "fest.venue",
      ["venue_cd", "venue_nm", "addr", "seats", "venue_typ", "active"],
      VENUES.map((v) => [v.cd, v.nm, v.addr, v.seats, v.typ, v.active]),
    ),
    insertRows(
      "fest.film_sub",
      [
        "sub_id",
        "ed_yr",
        "trk_no",
        "src",
        "title",
        "dir_nm",
        "ctry",
        "cat_cd",
        "rt_min",
        "debut_yn",
        "submitted_at",
        "fee_tier",
        "entry_fee",
        "decision",
        "decided_on",
        "comp_yn",
        "prem_sts",
        "is_deleted",
      ],
      subs.map((s) => [
        s.id,
        s.yr,
        s.trk,
        s.src,
        s.title,
        s.dir,
        s.ctry,
        s.cat,
        s.rt,
        s.debut,
        s.at,
        s.tier,
        s.fee,
        s.decision,
        s.decided,
        s.comp,
        s.prem,
        s.del,
      ]),
    ),
    insertRows(
      "fest.screening",
      [
        "scr_id",
        "ed_yr",
        "film_id",
        "prog_nm",
        "venue",
        "starts_at",
        "scr_typ",
        "base_px",
        "qa_yn",
        "cxl",
      ],
      scrs.map((s) => [
        s.id,
        s.yr,
        s.film,
        s.prog,
        s.venue,
        s.at,
        s.typ,
        s.px,
        s.qa,
        s.cxl,
      ]),
    ),
    insertRows(
      "fest.tkt_sale",
      [
        "sale_no",
        "scr_id",
        "sold_at",
        "chan",
        "tkt_typ",
        "qty",
        "unit_px",
        "amt",
        "refund_dt",
      ],
      sales.map((s, i) => [
        100001 + i,
        s.scr,
        s.at,
        s.chan,
        s.typ,
        s.qty,
        s.px,
        money(s.qty * s.px),
        s.refund,
      ]),
    ),
    insertRows(
      "fest.juror",
      [
        "juror_id",
        "ed_yr",
        "full_nm",
        "affil",
        "panel_cd",
        "is_chair",
        "hon_amt",
      ],
      jurors.map((j) => [j.id, j.yr, j.nm, j.affil, j.panel, j.chair, j.hon]),
    ),
    insertRows(
      "fest.jury_score",
      ["score_id", "juror_id", "sub_ref", "score", "scored_at"],
      scores.map((s, i) => [5001 + i, s.juror, s.sub, s.score, s.at]),
    ),
    insertRows(
      "fest.spons_deal",
      [
        "deal_id",
        "ed_yr",
        "sponsor",
        "sector",
        "tier",
        "cash_amt",
        "inkind_val",
        "stat",
        "signed_on",
        "paid_on",
      ],
      deals.map((d) => [
        d.id,
        d.yr,
        d.sponsor,
        d.sector,
        d.tier,
        d.cash,
        d.inkind,
        d.stat,
        d.signed,
        d.paid,
      ]),
    ),
    insertRows(
      "fest.award",
      [
        "award_id",
        "ed_yr",
        "award_cd",
        "award_nm",
        "win_sub",
        "prize_amt",
        "deal_no",
      ],
      awards.map((a, i) => [71 + i, a.yr, a.cd, a.nm, a.sub, a.prize, a.deal]),
    ),
  ].join("\n\n");
}
