/**
 * Continental Football Data, a statistics database in the style of the public "European football" research database:
 * five fictional-club leagues in four countries, with their teams, players, yearly player and team ratings from the
 * rating agency, squad registrations, coaching staff and every league match from the 2023/2024 season to the
 * 2026/2027 season, which is under way.
 *
 * Schema `soccer`:
 * - `country`: one row per country (`cntry_cd` a three-letter code such as ENG or ESP, `cntry_nm` the name). France
 *   and the Netherlands are in the table but have no league in the database yet.
 * - `league`: one row per league (`lg_id`; `cntry_cd` its country; `lg_nm` the name, e.g. 'England Premier League';
 *   `tier_no` 1 for a top division, 2 for the second division). Eight teams per league, who meet home and away
 *   (14 rounds) each season; the database has no promotion or relegation.
 * - `team`: one row per club (`team_api_id` the key, `team_fifa_api_id` the rating agency's id; `team_long_name` the
 *   full name and `team_short_name` a three-letter abbreviation; `home_city`; `founded_yr` the year the club was
 *   founded; `stadium_nm` and `stadium_cap`, the capacity of its stadium in seats). A team's league is the league of
 *   its matches.
 * - `team_attr`: the rating agency's tactical profile of each team, one row per team per year 2023-2026 (`team_ref`
 *   references `team.team_api_id`; `attr_yr` the year). Each aspect has a score from 20 to 80 and a class derived
 *   from it (up to 33, 34-66, 67 and more): build-up play speed (`bup_speed`, `bup_speed_cls` Slow, Balanced or
 *   Fast), build-up dribbling (`bup_dribbling`, empty where the agency did not rate it; `bup_dribbling_cls` Little,
 *   Normal or Lots), build-up passing (`bup_passing`, `bup_passing_cls` Short, Mixed or Long), chance creation
 *   passing (`cc_passing`, `cc_passing_cls` Safe, Normal or Risky), chance creation shooting (`cc_shooting`,
 *   `cc_shooting_cls` Little, Normal or Lots), defence pressure (`def_pressure`, `def_pressure_cls` Deep, Medium or
 *   High), defence aggression (`def_aggression`, `def_aggression_cls` Contain, Press or Double) and defence team width
 *   (`def_width`, `def_width_cls` Narrow, Normal or Wide).
 * - `player`: one row per player (`player_api_id` the key, `player_fifa_api_id` the rating agency's id;
 *   `player_name`; `birthday` kept as text 'YYYY-MM-DD 00:00:00'; `height` in centimetres; `weight` in pounds).
 * - `player_attr`: the rating agency's ratings of a player, at most one record per player per calendar year
 *   (`pa_id`; `player_api_id` and `player_fifa_api_id` the player; `attr_dt` the date of the rating). `overall_rating`
 *   and `potential` (the rating the player is expected to reach) run from 0 to 100, as do the skills `crossing`,
 *   `finishing`, `heading_acc` (heading accuracy), `short_pass` (short passing), `dribbling`, `ball_ctrl` (ball
 *   control), `sprint_spd` (sprint speed), `stamina`, `strength`, `penalties`, `gk_diving` and `gk_reflexes`
 *   (goalkeeping); `volleys` is empty where not rated. `pref_foot` is 'left' or 'right'; `att_work_rate` and
 *   `def_work_rate` (attacking and defensive work rate) are 'low', 'medium' or 'high', `att_work_rate` empty where
 *   unknown.
 * - `squad`: one row per spell a player spent registered with a team (`player_api_id`; `team_api_id`; `from_dt` and
 *   `to_dt`, the latter empty while the player is still registered there; `shirt_no`; `loan_yn` Y for a loan spell
 *   from another club). A player is registered with one team at a time; a player with no open spell has left the
 *   database's leagues.
 * - `staff`: the coaching staff of each team (`staff_no`; `staff_nm`; `role_cd` HC head coach, AC assistant coach or
 *   GKC goalkeeping coach; `team_ref` references `team.team_api_id`; `rpt_to_no` the `staff_no` of the head coach an
 *   assistant or goalkeeping coach reports to, empty for head coaches; `start_dt`, and `end_dt` when the person left
 *   the post, empty while in post; `interim_yn` Y for a caretaker head coach).
 * - `match`: one row per league match (`match_api_id`; `cntry_cd` and `lg_id`; `season` as text such as '2024/2025';
 *   `stage` the round, 1-14; `match_dt` the date; `home_team_api_id` and `away_team_api_id`; `home_team_goal` and
 *   `away_team_goal`, empty until the match is played; `attendance` the number of spectators, empty until played;
 *   `match_sts` FT for a played (full-time) match, SCH for a match scheduled but not played yet and PST for a
 *   postponed match still to be rescheduled).
 *
 * Seasons run from August to April. The 2026/2027 season has played its first six rounds (up to 2026-11-24).
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

const LAST_DAY = "2026-11-24";

const COUNTRIES: [string, string][] = [
  ["ENG", "England"],
  ["ESP", "Spain"],
  ["ITA", "Italy"],
  ["GER", "Germany"],
  ["FRA", "France"],
  ["NED", "Netherlands"],
];

/** [lg_id, cntry_cd, lg_nm, tier_no] */
const LEAGUES: [number, string, string, number][] = [
  [1729, "ENG", "England Premier League", 1],
  [1731, "ENG", "England Championship", 2],
  [21518, "ESP", "Spain La Liga", 1],
  [10257, "ITA", "Italy Serie A", 1],
  [7809, "GER", "Germany Bundesliga", 1],
];

/** [lg_id, long name, short name, city, founded, stadium, capacity, strength 0-1] */
const TEAMS: [number, string, string, string, number, string, number, number][] = [
  [1729, "Ashford Rovers", "ASR", "Ashford", 1884, "Mill Lane", 31250, 0.82],
  [1729, "Bramley United", "BRU", "Bramley", 1892, "Bramley Park", 42800, 0.9],
  [1729, "Carrow City", "CAC", "Carrow", 1905, "The Carrow Ground", 27400, 0.55],
  [1729, "Dunmore Athletic", "DUA", "Dunmore", 1878, "Victoria Road", 36100, 0.68],
  [1729, "Eastleigh Wanderers", "EAW", "Eastleigh", 1899, "Wanderers Way", 24900, 0.42],
  [1729, "Fenwick Town", "FEN", "Fenwick", 1910, "Fenwick Stadium", 18700, 0.3],
  [1729, "Greystone Albion", "GRA", "Greystone", 1886, "Albion Meadow", 33600, 0.62],
  [1729, "Holloway Park Rangers", "HPR", "London", 1902, "Holloway Park", 21900, 0.48],
  [1731, "Ironbridge FC", "IRO", "Ironbridge", 1921, "Foundry Lane", 15200, 0.58],
  [1731, "Kingsmere Town", "KIN", "Kingsmere", 1897, "Kingsmere Road", 12400, 0.35],
  [1731, "Langford City", "LAN", "Langford", 1912, "City Ground Langford", 19800, 0.66],
  [1731, "Millbrook United", "MIL", "Millbrook", 1889, "Brook Street", 16500, 0.5],
  [1731, "Northwold Rovers", "NOR", "Northwold", 1931, "Northwold Arena", 11000, 0.27],
  [1731, "Oakhurst Athletic", "OAK", "Oakhurst", 1904, "The Oaks", 14300, 0.44],
  [1731, "Pemberton Villa", "PEM", "Pemberton", 1893, "Villa Fields", 22100, 0.74],
  [1731, "Queensferry Town", "QUE", "Queensferry", 1946, "Harbour Road", 9800, 0.39],
  [21518, "Real Castellar", "RCA", "Castellar", 1902, "Estadio del Carmen", 68500, 0.92],
  [21518, "Atlético Montoro", "ATM", "Montoro", 1920, "Estadio Municipal de Montoro", 41200, 0.78],
  [21518, "CD Albarán", "ALB", "Albarán", 1935, "Campo de La Vega", 22300, 0.45],
  [21518, "Sporting Valdés", "SVA", "Valdés", 1926, "El Molinón Nuevo", 29800, 0.57],
  [21518, "UD Las Peñas", "UDP", "Las Peñas", 1949, "Estadio Insular", 31700, 0.4],
  [21518, "Racing Solares", "RSO", "Solares", 1913, "Los Campos", 19400, 0.33],
  [21518, "Deportivo Marín", "DMA", "Marín", 1906, "Riazor Sur", 34600, 0.64],
  [21518, "CF Torrejas", "CFT", "Torrejas", 1958, "Nuevo Torrejas", 14900, 0.5],
  [10257, "US Castelforte", "CAS", "Castelforte", 1909, "Stadio Comunale", 25600, 0.52],
  [10257, "AS Pietralunga", "PIE", "Pietralunga", 1927, "Stadio della Vittoria", 38900, 0.8],
  [10257, "FC Montebello", "MON", "Montebello", 1899, "Stadio Montebello", 54300, 0.88],
  [10257, "SS Lucerna", "LUC", "Lucerna", 1931, "Stadio del Lago", 17200, 0.36],
  [10257, "Calcio Valdoro", "VAL", "Valdoro", 1919, "Stadio San Rocco", 21400, 0.46],
  [10257, "Inter Ardenza", "ARD", "Ardenza", 1908, "Arena Ardenza", 45700, 0.7],
  [10257, "Virtus Salerio", "SAL", "Salerio", 1946, "Stadio Marittimo", 15800, 0.29],
  [10257, "AC Ravenna Nuova", "RAV", "Ravenna Nuova", 1913, "Stadio dei Pini", 19900, 0.6],
  [7809, "FC Rheinfeld", "RHE", "Rheinfeld", 1900, "Rheinstadion", 75000, 0.94],
  [7809, "SV Altenburg 04", "ALT", "Altenburg", 1904, "Glückauf-Arena", 61200, 0.76],
  [7809, "Borussia Halden", "HAL", "Halden", 1909, "Borussia-Park Halden", 52400, 0.66],
  [7809, "VfB Kornstadt", "KOR", "Kornstadt", 1893, "Kornstadt Arena", 47900, 0.55],
  [7809, "Eintracht Wessel", "WES", "Wessel", 1899, "Waldstadion Wessel", 39800, 0.47],
  [7809, "TSV Grünau", "GRU", "Grünau", 1860, "Grünwalder Straße", 24600, 0.37],
  [7809, "1. FC Lindenau", "LIN", "Lindenau", 1948, "Stadion an der Alten Försterei", 22000, 0.43],
  [7809, "SpVgg Oberhof", "OBE", "Oberhof", 1903, "Sportpark Oberhof", 15400, 0.28],
];

const NAMES: Record<string, [string[], string[]]> = {
  ENG: [
    ["Jack", "Harry", "Oliver", "George", "Callum", "Reece", "Kieran", "Mason", "Declan", "Jordan", "Tom", "Lewis", "Connor", "Ben", "Sam", "Luke", "Ryan", "Jamie", "Aaron", "Dominic", "Tyrone", "Kyle", "Nathan", "Elliot", "Owen", "Alfie", "Rhys", "Danny"],
    ["Walsh", "Hughes", "Barnes", "Fletcher", "Cole", "Pritchard", "Ashworth", "Holden", "Marsh", "Whitmore", "Dawson", "Kendrick", "Lowe", "Armitage", "Thornton", "Bellamy", "Crouch", "Hartley", "Jessop", "Radford", "Stokes", "Tennant", "Winslow", "Yardley", "Oakes", "Boyce", "Gillespie", "Mercer", "Pickering", "Sutcliffe"],
  ],
  ESP: [
    ["Sergio", "Pablo", "Álvaro", "Iker", "Dani", "Javier", "Rubén", "Marcos", "Adrián", "Hugo", "Raúl", "Unai", "Mikel", "Diego", "Íñigo", "Carlos", "Jorge", "Aitor", "Borja", "Nacho"],
    ["Gómez", "Herrera", "Navarro", "Ortega", "Castillo", "Vidal", "Iglesias", "Molina", "Rubio", "Serrano", "Delgado", "Cabrera", "Pastor", "Reyes", "Soler", "Campos", "Lozano", "Prieto", "Arrieta", "Zubiaurre"],
  ],
  ITA: [
    ["Lorenzo", "Matteo", "Federico", "Alessandro", "Davide", "Nicolò", "Gianluca", "Riccardo", "Simone", "Andrea", "Marco", "Stefano", "Tommaso", "Filippo", "Giacomo", "Luca", "Pietro", "Emanuele"],
    ["Rossi", "Bianchi", "Ferrari", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi", "Moretti", "Barbieri"],
  ],
  GER: [
    ["Lukas", "Jonas", "Leon", "Felix", "Maximilian", "Niklas", "Tim", "Julian", "Florian", "Kai", "Timo", "Jannik", "Moritz", "Paul", "Benedikt", "Marvin", "Dennis", "Yannick"],
    ["Müller", "Schneider", "Fischer", "Weber", "Wagner", "Becker", "Hoffmann", "Schäfer", "Koch", "Richter", "Klein", "Wolf", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hartmann", "Lange", "Vogt"],
  ],
  INT: [
    ["Kwame", "Moussa", "Youssef", "Takumi", "Mateo", "Thiago", "Luka", "Ivan", "Andrés", "Ibrahima", "Sander", "Mads", "Karim", "Théo", "Lucas", "Joël", "Emil", "Nuno", "Bruno", "Wilfried"],
    ["Diallo", "Mensah", "Okafor", "Silva", "Santos", "Kovačić", "Nakamura", "Haddad", "Traoré", "Petrović", "Almeida", "Jansen", "De Jong", "Dubois", "Lefèvre", "Girard", "Andersen", "Nilsson", "Camara", "Osei"],
  ],
};

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
const poisson = (r: SeededRandom, lambda: number) => r.poisson(lambda);
const ageOn = (birth: string, day: string) => {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
};

type Role = "GK" | "DEF" | "MID" | "FWD";
interface Player {
  id: number;
  fifa: number;
  name: string;
  birth: string;
  heightCm: number;
  weightLb: number;
  role: Role;
  foot: "left" | "right";
  base: number;
  growth: number;
  attWr: string | null;
  defWr: string;
}
interface Spell {
  player: Player;
  team: number;
  from: string;
  to: string | null;
  shirt: number;
  loan: boolean;
}

export function datasetSql(): string {
  const r = seededRandom(20_250_711);

  // Teams
  const teamIds: number[] = [];
  let teamApi = 8_420;
  const teamRows = TEAMS.map((t, i) => {
    teamApi += r.int(3, 90);
    teamIds.push(teamApi);
    return [teamApi, 110_000 + i * 7 + r.int(0, 6), t[1], t[2], t[3], t[4], t[5], t[6]];
  });
  const leagueOf = (ti: number) => TEAMS[ti]![0];
  const cntryOfLeague = (lg: number) => LEAGUES.find((l) => l[0] === lg)![1];
  const strength = (ti: number) => TEAMS[ti]![7];

  // Players
  const usedNames = new Set<string>();
  const players: Player[] = [];
  let playerApi = 30_100;
  let playerFifa = 150_200;
  const newPlayer = (cntry: string, role: Role, ti: number, young: boolean): Player => {
    const pool = r.chance(0.3) ? NAMES.INT! : NAMES[cntry]!;
    let name = "";
    do name = `${r.pick(pool[0])} ${r.pick(pool[1])}`;
    while (usedNames.has(name));
    usedNames.add(name);
    playerApi += r.int(2, 60);
    playerFifa += r.int(1, 40);
    const birth = young ? r.date("2003-01-01", "2008-06-30") : r.date("1989-03-01", "2005-12-31");
    const inches = clamp(71.3 + normal(r) * 2.4 + (role === "GK" ? 3 : role === "DEF" ? 1 : role === "FWD" ? 0.3 : -0.6), 65, 79);
    const heightCm = Math.round(inches * 254) / 100;
    const weightLb = clamp(168 + (inches - 71) * 5.2 + normal(r) * 9, 138, 214);
    const p: Player = {
      id: playerApi,
      fifa: playerFifa,
      name,
      birth,
      heightCm,
      weightLb,
      role,
      foot: r.chance(role === "GK" ? 0.15 : 0.27) ? "left" : "right",
      base: 56 + strength(ti) * 22 + normal(r) * 4.5 - (young ? 6 : 0),
      growth: young ? r.float(1.5, 4.5, 2) : r.float(-0.5, 2.5, 2),
      attWr: r.chance(0.04) ? null : r.weighted<string>([["high", role === "FWD" ? 5 : 2], ["medium", 5], ["low", role === "DEF" || role === "GK" ? 4 : 1]]),
      defWr: r.weighted<string>([["high", role === "DEF" ? 5 : 2], ["medium", 5], ["low", role === "FWD" ? 4 : 1]]),
    };
    players.push(p);
    return p;
  };

  const spells: Spell[] = [];
  const current = new Map<number, Spell>(); // player id -> open spell
  const openSpells = (ti: number) => [...current.values()].filter((s) => s.team === teamIds[ti]);
  const freeShirt = (ti: number, role: Role) => {
    const used = new Set(openSpells(ti).map((s) => s.shirt));
    const prefs = role === "GK" ? [1, 13, 25, 31] : role === "DEF" ? [2, 3, 4, 5, 6, 15, 22] : role === "MID" ? [6, 8, 10, 14, 16, 18, 20] : [7, 9, 11, 17, 19, 21, 29];
    const free = prefs.filter((n) => !used.has(n));
    if (free.length) return r.pick(free);
    let n = r.int(23, 49);
    while (used.has(n)) n++;
    return n;
  };
  const register = (p: Player, ti: number, from: string, loan: boolean) => {
    const s: Spell = { player: p, team: teamIds[ti]!, from, to: null, shirt: freeShirt(ti, p.role), loan };
    spells.push(s);
    current.set(p.id, s);
    return s;
  };
  const release = (p: Player, to: string) => {
    const s = current.get(p.id);
    if (s) s.to = to;
    current.delete(p.id);
  };
  const ROLES: Role[] = ["GK", "DEF", "DEF", "DEF", "MID", "MID", "MID", "FWD", "FWD"];
  TEAMS.forEach((t, ti) => {
    const cntry = cntryOfLeague(leagueOf(ti));
    for (const role of ROLES) {
      const p = newPlayer(cntry, role, ti, r.chance(0.12));
      register(p, ti, r.weighted<string>([["2017-07-01", 1], ["2018-07-01", 1], ["2019-07-01", 2], ["2020-08-01", 2], ["2021-07-01", 3], ["2022-07-01", 3], ["2023-01-15", 2]]), false);
    }
  });
  // Player with the stand-out build, so "heaviest" has one answer
  const big = players.find((p) => p.role === "DEF" && p.heightCm >= 190.5 && p.heightCm <= 193.04)!;
  big.weightLb = 231;
  // A veteran goalkeeper, the oldest player by some distance
  const veteran = players.find((p) => p.role === "GK" && p.birth < "1994-01-01")!;
  veteran.birth = "1987-09-14";

  // Transfer windows: moves, loans, departures and new signings
  const windows = ["2023-07-01", "2024-01-10", "2024-07-01", "2025-01-10", "2025-07-01", "2026-01-10", "2026-07-01"];
  const loanReturns: [Player, number, string][] = []; // player, parent team index, return day
  for (const w of windows) {
    // loans ending this summer go back to the parent club
    for (const [p, ti] of loanReturns.filter((x) => x[2] === w)) {
      release(p, addDays(w, -1));
      register(p, ti, w, false);
    }
    const summer = w.endsWith("07-01");
    const moves = summer ? r.int(9, 13) : r.int(3, 6);
    for (let m = 0; m < moves; m++) {
      const cands = [...current.values()].filter((s) => !s.loan && s.from < w);
      const s = r.pick(cands);
      const fromTi = teamIds.indexOf(s.team);
      let toTi = r.int(0, teamIds.length - 1);
      while (toTi === fromTi) toTi = r.int(0, teamIds.length - 1);
      const day = addDays(w, r.int(0, summer ? 45 : 20));
      const loan = summer && w !== "2023-07-01" && ageOn(s.player.birth, day) < 25 && r.chance(0.75);
      release(s.player, addDays(day, -1));
      register(s.player, toTi, day, loan);
      if (loan && w !== "2026-07-01") {
        const back = `${Number(w.slice(0, 4)) + 1}-07-01`;
        loanReturns.push([s.player, fromTi, back]);
      }
      // the selling club signs a youngster in the same role
      if (r.chance(summer ? 0.75 : 0.4)) {
        const np = newPlayer(cntryOfLeague(leagueOf(fromTi)), s.player.role, fromTi, r.chance(0.7));
        register(np, fromTi, addDays(day, r.int(0, 12)), false);
      }
    }
    if (summer) {
      const leaving = r.int(4, 7);
      for (let m = 0; m < leaving; m++) {
        const cands = [...current.values()].filter((s) => !s.loan && s.from < w && ageOn(s.player.birth, w) >= 30);
        if (!cands.length) break;
        const s = r.pick(cands);
        const ti = teamIds.indexOf(s.team);
        release(s.player, addDays(w, r.int(-1, 20)));
        const np = newPlayer(cntryOfLeague(leagueOf(ti)), s.player.role, ti, true);
        register(np, ti, addDays(w, r.int(5, 40)), false);
      }
    }
  }

  // Player ratings: one record a year while registered with a team
  const paRows: unknown[][] = [];
  let paId = 0;
  const spellOn = (p: Player, day: string) => spells.find((s) => s.player === p && s.from <= day && (!s.to || s.to >= day));
  for (const p of players) {
    let overall = p.base;
    for (const yr of [2023, 2024, 2025, 2026]) {
      const day = r.date(`${yr}-02-01`, `${yr}-10-31`);
      const age = ageOn(p.birth, day);
      if (yr > 2023) overall += age < 22 ? p.growth + 1.5 : age < 26 ? p.growth * 0.6 : age < 30 ? normal(r) * 0.8 : -1.2 - r.next() * 1.5;
      overall += normal(r) * 1.2;
      if (!spellOn(p, day) || r.chance(0.04)) continue;
      const ovr = clamp(overall, 45, 93);
      const pot = clamp(Math.max(ovr, ovr + (age < 21 ? r.int(6, 16) : age < 25 ? r.int(2, 9) : age < 29 ? r.int(0, 4) : r.int(0, 2))), 45, 96);
      const sk = (bias: number, spread = 6) => clamp(ovr + bias + normal(r) * spread, 8, 97);
      const gk = p.role === "GK";
      const fw = p.role === "FWD";
      const df = p.role === "DEF";
      paRows.push([
        ++paId,
        p.id,
        p.fifa,
        day,
        ovr,
        pot,
        p.foot,
        p.attWr,
        p.defWr,
        gk ? r.int(10, 20) : sk(fw ? -4 : df ? -10 : -2),
        gk ? r.int(8, 18) : sk(fw ? 6 : df ? -26 : -9),
        gk ? r.int(10, 20) : sk(fw ? 0 : df ? 2 : -12),
        gk ? r.int(20, 38) : sk(fw ? -6 : df ? -6 : 3),
        gk || (yr === 2023 && r.chance(0.35)) ? null : sk(fw ? -2 : -18, 9),
        gk ? r.int(8, 20) : sk(fw ? 2 : df ? -16 : -1),
        gk ? r.int(18, 36) : sk(fw ? 2 : df ? -8 : 1),
        gk ? r.int(30, 55) : sk(fw ? 4 : df ? -4 : -1, 8),
        gk ? r.int(30, 48) : sk(fw ? -6 : df ? 0 : 2, 8),
        gk ? sk(-4, 8) : sk(fw ? 0 : df ? 4 : -6, 8),
        gk ? r.int(12, 30) : sk(fw ? 0 : df ? -18 : -6, 9),
        gk ? sk(2, 3) : r.int(6, 16),
        gk ? sk(3, 3) : r.int(6, 16),
      ]);
    }
  }

  // Team tactical profiles
  const cls = (v: number, names: [string, string, string]) => (v <= 33 ? names[0] : v <= 66 ? names[1] : names[2]);
  const taRows: unknown[][] = [];
  let taId = 0;
  teamIds.forEach((id) => {
    const v = Array.from({ length: 8 }, () => r.int(25, 75));
    for (const yr of [2023, 2024, 2025, 2026]) {
      for (let k = 0; k < v.length; k++) v[k] = clamp(v[k]! + (yr === 2023 ? 0 : normal(r) * 7), 20, 80);
      const [speed, drib, pass, ccp, ccs, press, aggr, width] = v as [number, number, number, number, number, number, number, number];
      taRows.push([
        ++taId,
        id,
        yr,
        speed,
        cls(speed, ["Slow", "Balanced", "Fast"]),
        yr === 2023 && r.chance(0.4) ? null : drib,
        cls(drib, ["Little", "Normal", "Lots"]),
        pass,
        cls(pass, ["Short", "Mixed", "Long"]),
        ccp,
        cls(ccp, ["Safe", "Normal", "Risky"]),
        ccs,
        cls(ccs, ["Little", "Normal", "Lots"]),
        press,
        cls(press, ["Deep", "Medium", "High"]),
        aggr,
        cls(aggr, ["Contain", "Press", "Double"]),
        width,
        cls(width, ["Narrow", "Normal", "Wide"]),
      ]);
    }
  });

  // Matches: a double round robin per league per season
  const SEASONS: [string, string][] = [
    ["2023/2024", "2023-08-12"],
    ["2024/2025", "2024-08-10"],
    ["2025/2026", "2025-08-16"],
    ["2026/2027", "2026-08-15"],
  ];
  interface M {
    season: string;
    lg: number;
    stage: number;
    dt: string;
    home: number;
    away: number;
  }
  const ms: M[] = [];
  for (const [season, start] of SEASONS) {
    for (const [lg] of LEAGUES) {
      const tis = r.shuffle(TEAMS.map((_, i) => i).filter((i) => leagueOf(i) === lg));
      const n = tis.length;
      const rounds: [number, number][][] = [];
      const rot = [...tis];
      for (let k = 0; k < n - 1; k++) {
        const pairs: [number, number][] = [];
        for (let i = 0; i < n / 2; i++) {
          const a = rot[i]!;
          const b = rot[n - 1 - i]!;
          pairs.push(k % 2 === 0 || i > 0 ? [a, b] : [b, a]);
        }
        rounds.push(pairs);
        rot.splice(1, 0, rot.pop()!);
      }
      const all = [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]) => [b, a] as [number, number]))];
      all.forEach((pairs, k) => {
        const base = addDays(start, 19 * k);
        for (const [h, a] of pairs) ms.push({ season, lg, stage: k + 1, dt: addDays(base, r.pick([-1, 0, 0, 0, 1, 1, 2])), home: h, away: a });
      });
    }
  }
  ms.sort((a, b) => a.dt.localeCompare(b.dt) || a.lg - b.lg || a.home - b.home);
  const matchRows: unknown[][] = [];
  let matchApi = 4_100_300;
  const postponed = new Set<number>();
  const current2627 = ms.map((m, i) => [m, i] as const).filter(([m]) => m.season === "2026/2027" && m.dt <= LAST_DAY);
  while (postponed.size < 3) postponed.add(r.pick(current2627)[1]);
  ms.forEach((m, i) => {
    matchApi += r.int(1, 9);
    const sh = strength(m.home);
    const sa = strength(m.away);
    const played = m.dt <= LAST_DAY && !postponed.has(i);
    const hg = played ? poisson(r, 1.42 * Math.exp((sh - sa) * 1.1)) : null;
    const ag = played ? poisson(r, 1.12 * Math.exp((sa - sh) * 1.1)) : null;
    const cap = TEAMS[m.home]![6];
    const fill = Math.min(1, 0.58 + sh * 0.3 + sa * 0.12 + normal(r) * 0.06);
    matchRows.push([
      matchApi,
      cntryOfLeague(m.lg),
      m.lg,
      m.season,
      m.stage,
      m.dt,
      teamIds[m.home],
      teamIds[m.away],
      hg,
      ag,
      played ? Math.round(cap * fill) - r.int(0, 40) : null,
      played ? "FT" : m.dt <= LAST_DAY ? "PST" : "SCH",
    ]);
  });

  // Coaching staff
  const STAFF_FIRST = ["Graham", "Steve", "Neil", "Paolo", "Luis", "José", "Jürgen", "Thomas", "Roberto", "Carlo", "Marco", "Xavier", "Gary", "Frank", "Erik", "Stefan", "Alberto", "Michel", "Dieter", "Sean", "Vincenzo", "Ramón", "Uwe", "Alan", "Bernd", "Fabio", "Iñaki", "Kevin", "Martin", "Nuno"];
  const STAFF_LAST = ["Hollins", "Bradshaw", "Reddy", "Galli", "Arteaga", "Morales", "Kessler", "Baumann", "Valente", "Sartori", "Pellegrini", "Etxeberria", "McAllister", "Doyle", "van Dijkhuizen", "Lindqvist", "Ferrando", "Duchamp", "Hausmann", "O'Rourke", "Benedetti", "Larrañaga", "Brandt", "Pardew", "Stielike", "Cannavale", "Urrutia", "Whitlock", "Ostermann", "Esteves"];
  const staffNames = new Set<string>();
  const staffName = () => {
    let n = "";
    do n = `${r.pick(STAFF_FIRST)} ${r.pick(STAFF_LAST)}`;
    while (staffNames.has(n));
    staffNames.add(n);
    return n;
  };
  const staffRows: unknown[][] = [];
  let staffSeq = 100;
  const sno = () => `ST${String((staffSeq += r.int(1, 4))).padStart(4, "0")}`;
  // head coach changes: [team index, day the old coach leaves, interim spell days or 0]
  const changes: [number, string, number][] = [];
  const sackable = r.shuffle(TEAMS.map((_, i) => i));
  for (let k = 0; k < 14; k++) {
    const ti = sackable[k % sackable.length]!;
    const day = r.date("2023-09-15", "2026-11-10");
    changes.push([ti, day, r.chance(0.35) ? r.int(9, 40) : 0]);
  }
  TEAMS.forEach((_, ti) => {
    const id = teamIds[ti];
    const mine = changes.filter((c) => c[0] === ti).sort((a, b) => a[1].localeCompare(b[1]));
    let start = r.date("2019-06-01", "2023-06-30");
    const hcs: { no: string; start: string; end: string | null }[] = [];
    for (const [, day, interim] of mine) {
      if (day <= addDays(start, 60)) continue;
      const no = sno();
      staffRows.push([no, staffName(), "HC", id, null, start, day, "N"]);
      hcs.push({ no, start, end: day });
      start = addDays(day, 1);
      if (interim) {
        const ino = sno();
        const end = addDays(start, interim);
        staffRows.push([ino, staffName(), "HC", id, null, start, end, "Y"]);
        start = addDays(end, 1);
      }
    }
    const hc = sno();
    staffRows.push([hc, staffName(), "HC", id, null, start, null, "N"]);
    staffRows.push([sno(), staffName(), "AC", id, hc, addDays(start, r.int(0, 20)), null, "N"]);
    if (hcs.length && r.chance(0.6)) staffRows.push([sno(), staffName(), "AC", id, hcs[hcs.length - 1]!.no, hcs[hcs.length - 1]!.start, hcs[hcs.length - 1]!.end, "N"]);
    staffRows.push([sno(), staffName(), "GKC", id, hc, r.date("2018-07-01", "2025-07-01"), null, "N"]);
  });
  staffRows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  const playerRows = players.map((p) => [p.id, p.fifa, p.name, `${p.birth} 00:00:00`, p.heightCm, p.weightLb]);
  const squadRows = spells.map((s) => [s.player.id, s.team, s.from, s.to, s.shirt, s.loan ? "Y" : "N"]);

  return [
    "CREATE SCHEMA soccer;",
    "CREATE TABLE soccer.country (cntry_cd char(3) PRIMARY KEY, cntry_nm text NOT NULL);",
    "CREATE TABLE soccer.league (lg_id integer PRIMARY KEY, cntry_cd char(3) NOT NULL REFERENCES soccer.country (cntry_cd), lg_nm text NOT NULL, tier_no smallint NOT NULL);",
    `CREATE TABLE soccer.team (team_api_id integer PRIMARY KEY, team_fifa_api_id integer NOT NULL, team_long_name text NOT NULL, team_short_name char(3) NOT NULL,
      home_city text NOT NULL, founded_yr integer NOT NULL, stadium_nm text NOT NULL, stadium_cap integer NOT NULL);`,
    `CREATE TABLE soccer.team_attr (id integer PRIMARY KEY, team_ref integer NOT NULL REFERENCES soccer.team (team_api_id), attr_yr integer NOT NULL,
      bup_speed integer NOT NULL, bup_speed_cls text NOT NULL, bup_dribbling integer, bup_dribbling_cls text NOT NULL, bup_passing integer NOT NULL,
      bup_passing_cls text NOT NULL, cc_passing integer NOT NULL, cc_passing_cls text NOT NULL, cc_shooting integer NOT NULL, cc_shooting_cls text NOT NULL,
      def_pressure integer NOT NULL, def_pressure_cls text NOT NULL, def_aggression integer NOT NULL, def_aggression_cls text NOT NULL,
      def_width integer NOT NULL, def_width_cls text NOT NULL, UNIQUE (team_ref, attr_yr));`,
    `CREATE TABLE soccer.player (player_api_id integer PRIMARY KEY, player_fifa_api_id integer NOT NULL, player_name text NOT NULL, birthday text NOT NULL,
      height numeric(5,2) NOT NULL, weight integer NOT NULL);`,
    `CREATE TABLE soccer.player_attr (pa_id integer PRIMARY KEY, player_api_id integer NOT NULL REFERENCES soccer.player (player_api_id),
      player_fifa_api_id integer NOT NULL, attr_dt date NOT NULL, overall_rating integer NOT NULL, potential integer NOT NULL, pref_foot text NOT NULL,
      att_work_rate text, def_work_rate text NOT NULL, crossing integer, finishing integer, heading_acc integer, short_pass integer, volleys integer,
      dribbling integer, ball_ctrl integer, sprint_spd integer, stamina integer, strength integer, penalties integer, gk_diving integer,
      gk_reflexes integer);`,
    `CREATE TABLE soccer.squad (player_api_id integer NOT NULL REFERENCES soccer.player (player_api_id), team_api_id integer NOT NULL REFERENCES soccer.team (team_api_id),
      from_dt date NOT NULL, to_dt date, shirt_no smallint NOT NULL, loan_yn char(1) NOT NULL, PRIMARY KEY (player_api_id, from_dt));`,
    `CREATE TABLE soccer.staff (staff_no varchar(6) PRIMARY KEY, staff_nm text NOT NULL, role_cd varchar(3) NOT NULL, team_ref integer NOT NULL REFERENCES soccer.team (team_api_id),
      rpt_to_no varchar(6) REFERENCES soccer.staff (staff_no), start_dt date NOT NULL, end_dt date, interim_yn char(1) NOT NULL);`,
    `CREATE TABLE soccer.match (match_api_id integer PRIMARY KEY, cntry_cd char(3) NOT NULL REFERENCES soccer.country (cntry_cd), lg_id integer NOT NULL REFERENCES soccer.league (lg_id),
      season text NOT NULL, stage smallint NOT NULL, match_dt date NOT NULL, home_team_api_id integer NOT NULL REFERENCES soccer.team (team_api_id),
      away_team_api_id integer NOT NULL REFERENCES soccer.team (team_api_id), home_team_goal smallint, away_team_goal smallint, attendance integer,
      match_sts varchar(3) NOT NULL);`,
    insertRows("soccer.country", ["cntry_cd", "cntry_nm"], COUNTRIES),
    insertRows("soccer.league", ["lg_id", "cntry_cd", "lg_nm", "tier_no"], LEAGUES),
    insertRows("soccer.team", ["team_api_id", "team_fifa_api_id", "team_long_name", "team_short_name", "home_city", "founded_yr", "stadium_nm", "stadium_cap"], teamRows),
    insertRows(
      "soccer.team_attr",
      ["id", "team_ref", "attr_yr", "bup_speed", "bup_speed_cls", "bup_dribbling", "bup_dribbling_cls", "bup_passing", "bup_passing_cls", "cc_passing", "cc_passing_cls",
        "cc_shooting", "cc_shooting_cls", "def_pressure", "def_pressure_cls", "def_aggression", "def_aggression_cls", "def_width", "def_width_cls"],
      taRows,
    ),
    insertRows("soccer.player", ["player_api_id", "player_fifa_api_id", "player_name", "birthday", "height", "weight"], playerRows),
    insertRows(
      "soccer.player_attr",
      ["pa_id", "player_api_id", "player_fifa_api_id", "attr_dt", "overall_rating", "potential", "pref_foot", "att_work_rate", "def_work_rate", "crossing", "finishing",
        "heading_acc", "short_pass", "volleys", "dribbling", "ball_ctrl", "sprint_spd", "stamina", "strength", "penalties", "gk_diving", "gk_reflexes"],
      paRows,
    ),
    insertRows("soccer.squad", ["player_api_id", "team_api_id", "from_dt", "to_dt", "shirt_no", "loan_yn"], squadRows),
    insertRows("soccer.staff", ["staff_no", "staff_nm", "role_cd", "team_ref", "rpt_to_no", "start_dt", "end_dt", "interim_yn"], staffRows),
    insertRows(
      "soccer.match",
      ["match_api_id", "cntry_cd", "lg_id", "season", "stage", "match_dt", "home_team_api_id", "away_team_api_id", "home_team_goal", "away_team_goal", "attendance", "match_sts"],
      matchRows,
    ),
  ].join("\n");
}
