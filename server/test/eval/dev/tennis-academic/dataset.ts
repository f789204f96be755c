/**
 * A professional tennis tour database (a fictional men's tour), laid out like the public tennis match databases used
 * in text-to-SQL research: one row per player, per tournament edition, per singles match, per player per charted
 * match, and per player per weekly ranking list. All tables are in `public`. The tour runs from January to
 * mid-November; every tournament edition from January 2023 to the 2026 Tour Finals (November 2026) is in it.
 * Qualifying matches and doubles are not recorded. Prize money, attendance and serve speeds are not recorded.
 *
 * - `countries`: `country_code` the three-letter IOC code (USA, ESP, FRA, GBR, SUI, ...); `country_name`;
 *   `continent` (Europe, North America, South America, Asia, Oceania, Africa). Some countries only host tournaments
 *   and have no players.
 * - `players`: every player who has been on the tour. `player_id` (six digits, e.g. 201137); `first_name`,
 *   `last_name`; `hand` the playing hand: R right-handed, L left-handed, U unknown; `birth_date` (empty for a few
 *   players); `country_code` the IOC code the player represents (matches `countries.country_code`, no foreign key);
 *   `height_cm` height in centimetres (empty when unknown); `turned_pro` the year the player turned professional
 *   (empty when unknown); `retired` 1 for a player who has announced his retirement, 0 otherwise.
 * - `tournaments`: one row per edition of a tournament (the same event appears once a year, with the same name).
 *   `tourney_id` like '2025-0540' (year, then the event's code); `tourney_name`; `surface` Hard, Clay or Grass;
 *   `indoor` Y for an indoor event, N outdoor; `tourney_level` G Grand Slam, M Masters 1000, A other tour events
 *   (500 and 250 level), F Tour Finals (the season-ending event of the top 8); `tourney_date` the Monday the
 *   tournament starts, kept as text 'YYYYMMDD' (e.g. '20250526'); `draw_size` the number of players in the main
 *   draw (128, 64, 32, or 8 for the Tour Finals); `city`; `country_code` the host country.
 * - `matches`: one row per main-draw singles match. `tourney_id` (references tournaments); `match_num` the match
 *   number within the tournament; `winner_id`, `loser_id` (reference players.player_id); `winner_seed`,
 *   `loser_seed` the player's seed at that tournament (empty when unseeded); `winner_entry`, `loser_entry` how the player
 *   got into the main draw: Q qualifier (came through qualifying), WC wild card, LL lucky loser (lost in
 *   qualifying, got in for a withdrawal), PR protected ranking (back from a long injury); empty for a direct
 *   acceptance; `winner_rank`, `loser_rank` the player's ranking and `winner_rank_points`, `loser_rank_points` his
 *   ranking points on the ranking list of the tournament's start date (empty for unranked players); `winner_age`,
 *   `loser_age` the player's age in years at the tournament start (one decimal, empty when the birth date is
 *   unknown); `score` the score as text from the winner's point of view, set by set, e.g. '6-4 3-6 7-6(5)' (the
 *   figure in brackets is the tie-break points of the player who lost the tie-break); a score ending in 'RET' means
 *   the loser retired injured during the match (e.g. '6-3 2-1 RET'), and 'W/O' is a walkover (the loser withdrew
 *   before the match, which was not played); `best_of` 5 at Grand Slams, otherwise 3; `round` R128, R64, R32, R16
 *   (last 16), QF quarter-final, SF semi-final, F final, RR round-robin (Tour Finals group stage); `minutes` the match
 *   length (empty for walkovers and when not recorded). The winner of a tournament is the winner of its F match.
 * - `match_stats`: serve statistics, one row per player per charted match (walkovers and some matches were not
 *   charted). `tourney_id`, `match_num` (the match); `player_id` (the player the row is about); `ace` aces;
 *   `df` double faults; `svpt` serve points played; `first_in` first serves in; `first_won` points won on the first
 *   serve; `second_won` points won on the second serve; `sv_gms` service games played; `bp_saved` break points
 *   saved; `bp_faced` break points faced. No foreign keys are declared.
 * - `rankings`: the weekly ranking list, published every Monday; the table holds the top 100 of each list from
 *   2 January 2023 to 23 November 2026. `ranking_date`; `ranking` the position (1 is the world number one);
 *   `player_id`; `ranking_points`; `tours` the number of tournaments counted in the player's ranking (the last 52
 *   weeks). Points of a tournament count from the Monday after it ends and drop off 52 weeks later.
 * - `coaches`: `coach_id`; `first_name`, `last_name`; `country_code`; `player_id` the coach's own player record
 *   when he is a former tour player who is in `players` (empty otherwise).
 * - `player_coaches`: who coached whom. `player_id`; `coach_id`; `start_date`; `end_date` (empty while the coach is
 *   still working with the player). A player can work with two coaches at the same time.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const DAY = 86_400_000;
const msCache = new Map<string, number>();
const ms = (iso: string) => {
  let t = msCache.get(iso);
  if (t === undefined) {
    t = Date.parse(`${iso}T00:00:00Z`);
    msCache.set(iso, t);
  }
  return t;
};
const isoCache = new Map<number, string>();
const isoOf = (t: number) => {
  let s = isoCache.get(t);
  if (s === undefined) {
    s = new Date(t).toISOString().slice(0, 10);
    isoCache.set(t, s);
  }
  return s;
};
const addDays = (iso: string, n: number) => isoOf(ms(iso) + n * DAY);
const yearsBetween = (from: string, to: string) => (ms(to) - ms(from)) / (365.25 * DAY);
const compact = (iso: string) => iso.replace(/-/g, '');

const STORE_FROM = '2023-01-01';
const FIRST_LIST = '2023-01-02';
const LAST_LIST = '2026-11-23';

type Grp = 'EN' | 'ES' | 'FR' | 'IT' | 'DE' | 'SL' | 'NL' | 'PT' | 'JP' | 'CN' | 'GR' | 'AR' | 'IN' | 'KR';

/** [code, name, continent, name group, weight of players] */
const COUNTRIES: [string, string, string, Grp, number][] = [
  ['USA', 'United States', 'North America', 'EN', 30],
  ['ESP', 'Spain', 'Europe', 'ES', 22],
  ['FRA', 'France', 'Europe', 'FR', 22],
  ['ITA', 'Italy', 'Europe', 'IT', 20],
  ['GER', 'Germany', 'Europe', 'DE', 14],
  ['AUS', 'Australia', 'Oceania', 'EN', 14],
  ['ARG', 'Argentina', 'South America', 'ES', 14],
  ['GBR', 'Great Britain', 'Europe', 'EN', 10],
  ['SRB', 'Serbia', 'Europe', 'SL', 8],
  ['CZE', 'Czechia', 'Europe', 'SL', 8],
  ['CAN', 'Canada', 'North America', 'EN', 7],
  ['JPN', 'Japan', 'Asia', 'JP', 6],
  ['CHN', 'China', 'Asia', 'CN', 5],
  ['POL', 'Poland', 'Europe', 'SL', 5],
  ['NED', 'Netherlands', 'Europe', 'NL', 6],
  ['BEL', 'Belgium', 'Europe', 'NL', 5],
  ['SUI', 'Switzerland', 'Europe', 'DE', 4],
  ['AUT', 'Austria', 'Europe', 'DE', 5],
  ['CRO', 'Croatia', 'Europe', 'SL', 6],
  ['CHI', 'Chile', 'South America', 'ES', 5],
  ['BRA', 'Brazil', 'South America', 'PT', 6],
  ['KAZ', 'Kazakhstan', 'Asia', 'SL', 5],
  ['NOR', 'Norway', 'Europe', 'NL', 3],
  ['DEN', 'Denmark', 'Europe', 'NL', 3],
  ['SWE', 'Sweden', 'Europe', 'NL', 3],
  ['POR', 'Portugal', 'Europe', 'PT', 3],
  ['RSA', 'South Africa', 'Africa', 'EN', 2],
  ['COL', 'Colombia', 'South America', 'ES', 3],
  ['HUN', 'Hungary', 'Europe', 'SL', 3],
  ['BUL', 'Bulgaria', 'Europe', 'SL', 2],
  ['GRE', 'Greece', 'Europe', 'GR', 2],
  ['FIN', 'Finland', 'Europe', 'NL', 2],
  ['NZL', 'New Zealand', 'Oceania', 'EN', 2],
  ['MON', 'Monaco', 'Europe', 'FR', 1],
  ['TUN', 'Tunisia', 'Africa', 'AR', 1],
  ['IND', 'India', 'Asia', 'IN', 2],
  ['KOR', 'South Korea', 'Asia', 'KR', 1],
  ['QAT', 'Qatar', 'Asia', 'AR', 0],
  ['MEX', 'Mexico', 'North America', 'ES', 0],
  ['UAE', 'United Arab Emirates', 'Asia', 'AR', 0],
];

const NAMES: Record<Grp, [string[], string[]]> = {
  EN: [
    ['Ethan', 'Jack', 'Ryan', 'Tyler', 'Liam', 'Connor', 'Nathan', 'Owen', 'Brandon', 'Mason', 'Cameron', 'Riley', 'Austin',
      'Blake', 'Dylan', 'Grant', 'Hunter', 'Jordan', 'Logan', 'Marcus', 'Noah', 'Reid', 'Sean', 'Trent', 'Wyatt'],
    ['Harris', 'Collins', 'Bennett', 'Reed', 'Porter', 'Hayes', 'Walsh', 'Fletcher', 'Gibson', 'Shaw', 'Doyle', 'Palmer',
      'Barker', 'Carter', 'Dalton', 'Ellison', 'Foster', 'Garner', 'Hartley', 'Kendall', 'Lawson', 'Mercer', 'Norris',
      'Prescott', 'Sutton', 'Tanner', 'Whitfield'],
  ],
  ES: [
    ['Alejandro', 'Pablo', 'Diego', 'Javier', 'Carlos', 'Mateo', 'Tomas', 'Nicolas', 'Sebastian', 'Andres', 'Marcos',
      'Joaquin', 'Facundo', 'Santiago', 'Martin', 'Ignacio', 'Gonzalo', 'Rodrigo', 'Hernan'],
    ['Ferrer', 'Ramos', 'Navarro', 'Ortega', 'Molina', 'Delgado', 'Castro', 'Vidal', 'Serrano', 'Iglesias', 'Cabrera',
      'Rojas', 'Pizarro', 'Gutierrez', 'Medina', 'Sosa', 'Aguirre', 'Benitez', 'Carrizo', 'Dominguez', 'Escobar', 'Luna'],
  ],
  FR: [
    ['Lucas', 'Hugo', 'Arthur', 'Theo', 'Julien', 'Maxime', 'Antoine', 'Corentin', 'Benoit', 'Clement', 'Gael', 'Quentin',
      'Remi', 'Valentin'],
    ['Moreau', 'Laurent', 'Girard', 'Rousseau', 'Fontaine', 'Chevalier', 'Lambert', 'Mercier', 'Dupont', 'Garnier',
      'Lefevre', 'Bonnet', 'Marchand', 'Perrin', 'Blanchard', 'Roux'],
  ],
  IT: [
    ['Lorenzo', 'Matteo', 'Andrea', 'Luca', 'Federico', 'Giulio', 'Simone', 'Flavio', 'Marco', 'Stefano', 'Alessio',
      'Riccardo', 'Gianluca', 'Paolo'],
    ['Bianchi', 'Ferraro', 'Romano', 'Greco', 'Conti', 'Marino', 'Galli', 'Rinaldi', 'Fabbri', 'Moretti', 'Lombardi',
      'Barbieri', 'Colombo', 'Esposito', 'Caruso', 'Santoro'],
  ],
  DE: [
    ['Jan', 'Lukas', 'Felix', 'Maximilian', 'Tobias', 'Niklas', 'Dominik', 'Jonas', 'Florian', 'Moritz', 'Sebastian',
      'Matthias', 'Stefan', 'Tim'],
    ['Hoffmann', 'Kramer', 'Vogel', 'Lehmann', 'Brandt', 'Wagner', 'Keller', 'Baumann', 'Richter', 'Fuchs', 'Zimmer',
      'Schreiber', 'Hartmann', 'Krause', 'Lang', 'Weiss'],
  ],
  SL: [
    ['Marko', 'Luka', 'Filip', 'Tomas', 'Jakub', 'Dusan', 'Ivan', 'Nikola', 'Petr', 'Kamil', 'Milos', 'Borna', 'Vit',
      'Alexander', 'Dmitri', 'Hubert'],
    ['Petrovic', 'Horvat', 'Kovac', 'Dvorak', 'Nowak', 'Kowalski', 'Marinov', 'Jankovic', 'Svoboda', 'Zielinski', 'Babic',
      'Lazarevic', 'Novotny', 'Wisniewski', 'Popov', 'Kuznetsov', 'Stojanovic', 'Cerny', 'Grabowski', 'Vukovic'],
  ],
  NL: [
    ['Mikkel', 'Lars', 'Emil', 'Sander', 'Jesper', 'Ruben', 'Daan', 'Wout', 'Casper', 'Elias', 'Joris', 'Niels', 'Oskar',
      'Thijs'],
    ['Hansen', 'Lindqvist', 'Berg', 'de Vries', 'Janssens', 'Nilsson', 'Dahl', 'Peeters', 'Bakker', 'Holm', 'Visser',
      'Claes', 'Lindgren', 'Maes', 'Strand', 'Vermeulen'],
  ],
  PT: [
    ['Thiago', 'Rafael', 'Gustavo', 'Joao', 'Bruno', 'Felipe', 'Caio', 'Nuno', 'Tiago', 'Henrique'],
    ['Silva', 'Costa', 'Oliveira', 'Pereira', 'Almeida', 'Ferreira', 'Rocha', 'Monteiro', 'Cardoso', 'Teixeira'],
  ],
  JP: [['Kenta', 'Yuto', 'Haruki', 'Shota', 'Daichi', 'Ren', 'Sho', 'Yosuke'], ['Tanaka', 'Sato', 'Nakamura', 'Kobayashi', 'Watanabe', 'Yamamoto', 'Ito', 'Mori']],
  CN: [['Wei', 'Hao', 'Jun', 'Zhen', 'Yi', 'Bowen', 'Tao', 'Kai'], ['Zhang', 'Wang', 'Li', 'Chen', 'Liu', 'Zhou', 'Huang', 'Xu']],
  GR: [['Nikos', 'Giorgos', 'Dimitris', 'Kostas', 'Petros'], ['Papadakis', 'Nikolaidis', 'Georgiou', 'Antoniou', 'Vlachos']],
  AR: [['Malek', 'Aziz', 'Karim', 'Youssef'], ['Haddad', 'Mansour', 'Ben Salem', 'Trabelsi']],
  IN: [['Arjun', 'Rohan', 'Sumit', 'Karan', 'Vikram'], ['Menon', 'Sharma', 'Iyer', 'Reddy', 'Kapoor']],
  KR: [['Min-jun', 'Seong-ho', 'Ji-ho'], ['Park', 'Lee', 'Cho', 'Jung']],
};

type Level = 'G' | 'M' | 'A' | 'F';
/** [code, name, city, country, surface, indoor, level, category (500/250, 0 else), draw, ISO-ish week, first year, last year] */
type EventDef = [string, string, string, string, string, 'Y' | 'N', Level, number, number, number, number, number];
const EVENTS: EventDef[] = [
  ['0339', 'Coral Coast Classic', 'Brisbane', 'AUS', 'Hard', 'N', 'A', 250, 32, 1, 2022, 2026],
  ['0301', 'Waitemata Classic', 'Auckland', 'NZL', 'Hard', 'N', 'A', 250, 32, 2, 2022, 2026],
  ['0580', 'Antipodean Open', 'Melbourne', 'AUS', 'Hard', 'N', 'G', 0, 128, 3, 2022, 2026],
  ['0407', 'Maas Indoor Championships', 'Rotterdam', 'NED', 'Hard', 'Y', 'A', 500, 32, 6, 2022, 2026],
  ['6932', 'Copacabana Open', 'Rio de Janeiro', 'BRA', 'Clay', 'N', 'A', 500, 32, 7, 2022, 2026],
  ['0451', 'Pearl Gulf Open', 'Doha', 'QAT', 'Hard', 'N', 'A', 250, 32, 8, 2022, 2026],
  ['0807', 'Pacific Coast Open', 'Acapulco', 'MEX', 'Hard', 'N', 'A', 500, 32, 9, 2024, 2026],
  ['0404', 'Desert Masters', 'Indian Wells', 'USA', 'Hard', 'N', 'M', 0, 64, 10, 2022, 2026],
  ['0403', 'Biscayne Masters', 'Miami', 'USA', 'Hard', 'N', 'M', 0, 64, 12, 2022, 2026],
  ['0410', 'Riviera Masters', 'Monte Carlo', 'MON', 'Clay', 'N', 'M', 0, 64, 15, 2022, 2026],
  ['0425', 'Montjuic Open', 'Barcelona', 'ESP', 'Clay', 'N', 'A', 500, 32, 16, 2022, 2026],
  ['1536', 'Castilla Masters', 'Madrid', 'ESP', 'Clay', 'N', 'M', 0, 64, 18, 2022, 2026],
  ['0416', 'Foro Masters', 'Rome', 'ITA', 'Clay', 'N', 'M', 0, 64, 19, 2022, 2026],
  ['0322', 'Lac Leman Open', 'Geneva', 'SUI', 'Clay', 'N', 'A', 250, 32, 20, 2022, 2025],
  ['0520', 'Open de la Seine', 'Paris', 'FRA', 'Clay', 'N', 'G', 0, 128, 21, 2022, 2026],
  ['0311', 'Westway Grass Championships', 'London', 'GBR', 'Grass', 'N', 'A', 500, 32, 24, 2022, 2026],
  ['0500', 'Rhine Grass Open', 'Halle', 'GER', 'Grass', 'N', 'A', 500, 32, 25, 2022, 2026],
  ['0540', 'All England Championships', 'London', 'GBR', 'Grass', 'N', 'G', 0, 128, 26, 2022, 2026],
  ['0319', 'Alpine Open', 'Kitzbuhel', 'AUT', 'Clay', 'N', 'A', 250, 32, 30, 2022, 2026],
  ['0418', 'Potomac Open', 'Washington', 'USA', 'Hard', 'N', 'A', 500, 32, 31, 2022, 2026],
  ['0421', 'Maple Leaf Masters', 'Toronto', 'CAN', 'Hard', 'N', 'M', 0, 64, 32, 2022, 2026],
  ['0422', 'Ohio Valley Masters', 'Cincinnati', 'USA', 'Hard', 'N', 'M', 0, 64, 33, 2022, 2026],
  ['0560', 'Atlantic Open', 'New York', 'USA', 'Hard', 'N', 'G', 0, 128, 35, 2022, 2026],
  ['0329', 'Kanto Open', 'Tokyo', 'JPN', 'Hard', 'N', 'A', 500, 32, 39, 2022, 2026],
  ['0747', 'Great Wall Open', 'Beijing', 'CHN', 'Hard', 'N', 'A', 500, 32, 39, 2022, 2026],
  ['5014', 'Huangpu Masters', 'Shanghai', 'CHN', 'Hard', 'N', 'M', 0, 64, 40, 2022, 2026],
  ['9410', 'Steppe Indoor Open', 'Astana', 'KAZ', 'Hard', 'Y', 'A', 250, 32, 41, 2024, 2026],
  ['0429', 'Nordic Indoor Open', 'Stockholm', 'SWE', 'Hard', 'Y', 'A', 250, 32, 42, 2022, 2026],
  ['0337', 'Danube Indoor', 'Vienna', 'AUT', 'Hard', 'Y', 'A', 500, 32, 43, 2022, 2026],
  ['0352', 'Bercy Indoor Masters', 'Paris', 'FRA', 'Hard', 'Y', 'M', 0, 64, 44, 2022, 2026],
  ['0605', 'Tour Finals', 'Turin', 'ITA', 'Hard', 'Y', 'F', 0, 8, 46, 2022, 2026],
];

const POINTS: Record<string, Record<string, number>> = {
  G: { W: 2000, F: 1300, SF: 800, QF: 400, R16: 200, R32: 100, R64: 50, R128: 10 },
  M: { W: 1000, F: 650, SF: 400, QF: 200, R16: 100, R32: 50, R64: 10 },
  A500: { W: 500, F: 330, SF: 200, QF: 100, R16: 50, R32: 0 },
  A250: { W: 250, F: 165, SF: 100, QF: 50, R16: 25, R32: 0 },
};

interface Player {
  id: number;
  first: string;
  last: string;
  hand: string;
  birth: string;
  birthKnown: boolean;
  ctry: string;
  height: number | null;
  heightTrue: number;
  turnedPro: number | null;
  peak: number;
  peakAge: number;
  clay: number;
  grass: number;
  indoor: number;
  debut: string;
  retire: string | null;
  load: number;
  aceRate: number;
  firstPct: number;
  serveQ: number;
  absences: [string, string][];
  busyUntil: string;
  prUses: number;
}

interface Tourney {
  id: string;
  def: EventDef;
  name: string;
  date: string;
  level: Level;
  cat: number;
  draw: number;
  surface: string;
  indoor: string;
  store: boolean;
}

interface Match {
  t: Tourney;
  num: number;
  w: Player;
  l: Player;
  wSeed: number | null;
  lSeed: number | null;
  wEntry: string | null;
  lEntry: string | null;
  round: string;
  score: string;
  minutes: number | null;
  bestOf: number;
  sets: [number, number, number | null][]; // winner games, loser games, tiebreak loser points
  ret: boolean;
  wo: boolean;
}

function ageCurve(p: Player, date: string): number {
  const age = yearsBetween(p.birth, date);
  const d = age - p.peakAge;
  return p.peak - (d < 0 ? 3.2 * d * d : 5 * d * d);
}

export function datasetSql(): string {
  const r = seededRandom(9303);
  const normal = (rr: SeededRandom) => {
    let s = 0;
    for (let i = 0; i < 6; i++) s += rr.next();
    return (s - 3) / Math.sqrt(0.5);
  };

  // ---------- players ----------
  const used = new Set<string>();
  const players: Player[] = [];
  const makePlayer = (born: string, peak: number, debut: string): Player => {
    const c = r.weighted(COUNTRIES.filter((x) => x[4] > 0).map((x) => [x, x[4]] as const));
    const [firsts, lasts] = NAMES[c[3]];
    let first = '';
    let last = '';
    for (let k = 0; k < 200; k++) {
      first = r.pick(firsts);
      last = r.pick(lasts);
      if (!used.has(`${first} ${last}`)) break;
    }
    used.add(`${first} ${last}`);
    const heightTrue = Math.round(186 + normal(r) * 6.5);
    const p: Player = {
      id: 0,
      first,
      last,
      hand: r.weighted([['R', 84], ['L', 14], ['U', 2]]),
      birth: born,
      birthKnown: true,
      ctry: c[0],
      height: heightTrue,
      heightTrue,
      turnedPro: Number(born.slice(0, 4)) + r.int(17, 20),
      peak,
      peakAge: r.float(24.5, 29, 1),
      clay: Math.round(normal(r) * 45),
      grass: Math.round(normal(r) * 45),
      indoor: Math.round(normal(r) * 20),
      debut,
      retire: null,
      load: r.float(0.7, 1.25, 2),
      aceRate: Math.max(0.02, 0.02 + (heightTrue - 175) * 0.0042 + normal(r) * 0.015),
      firstPct: r.float(0.55, 0.7, 3),
      serveQ: normal(r) * 0.03,
      absences: [],
      busyUntil: '2000-01-01',
      prUses: 0,
    };
    if (p.hand === 'U') {
      p.height = null;
      p.turnedPro = null;
    } else {
      if (r.chance(0.07)) p.height = null;
      if (r.chance(0.1)) p.turnedPro = null;
    }
    return p;
  };

  const N0 = 330;
  const peaks: number[] = [];
  for (let i = 0; i < N0; i++) peaks.push(2195 - 98 * Math.log(i + 1) + normal(r) * 30);
  const order = r.shuffle(peaks.map((_, i) => i));
  for (const i of order) {
    const ageAt2022 = r.weighted([[17, 2], [18, 4], [19, 6], [20, 8], [21, 9], [22, 10], [23, 10], [24, 10], [25, 10], [26, 10],
      [27, 9], [28, 9], [29, 8], [30, 7], [31, 6], [32, 5], [33, 4], [34, 3], [35, 2], [36, 1]] as const);
    const born = r.date(`${2022 - ageAt2022 - 1}-01-02`, `${2022 - ageAt2022 - 1}-12-31`);
    // peak adjusted so that the player's rating at his current age is about peaks[i]
    const p = makePlayer(born, peaks[i]!, '2021-01-01');
    const curve = ageCurve(p, '2022-01-01');
    p.peak += (p.peak - curve) * 0.6;
    players.push(p);
  }
  // newcomers: born 2005-2008, debut at about 17.5
  for (let i = 0; i < 42; i++) {
    const born = r.date('2005-01-01', '2008-12-31');
    const peak = i === 0 ? 2290 : i === 1 ? 2200 : i < 6 ? r.float(2050, 2150, 0) : r.float(1700, 1980, 0);
    const debut = addDays(born, r.int(6200, 6800));
    if (debut > '2026-10-01') continue;
    const p = makePlayer(born, peak, debut < '2022-01-01' ? '2022-01-01' : debut);
    p.peakAge = r.float(23, 26, 1);
    players.push(p);
  }
  // retirements and absences
  for (const p of players) {
    for (let y = 2023; y <= 2026; y++) {
      const age = yearsBetween(p.birth, `${y}-01-01`);
      if (!p.retire && age >= 31 && r.chance(0.06 + 0.05 * (age - 31))) {
        const d = r.date(`${y}-02-01`, `${y}-12-31`);
        if (d <= '2026-11-25') p.retire = d;
      }
    }
    for (let y = 2022; y <= 2026; y++) {
      if (r.chance(0.09)) {
        const s = r.date(`${y}-01-01`, `${y}-12-31`);
        p.absences.push([s, addDays(s, r.int(30, 260))]);
      }
    }
  }
  // ids
  const idOrder = r.shuffle(players);
  let nextId = 200_980;
  for (const p of idOrder) p.id = nextId += r.int(1, 9);
  players.sort((a, b) => a.id - b.id);
  for (const p of r.shuffle(players).slice(0, 7)) p.birthKnown = false;

  const surfaceAdj = (p: Player, t: Tourney) => (t.surface === 'Clay' ? p.clay : t.surface === 'Grass' ? p.grass : 0) + (t.indoor === 'Y' ? p.indoor : 0);

  // ---------- calendar ----------
  const firstMonday = (y: number) => {
    let d = `${y}-01-01`;
    while (new Date(ms(d)).getUTCDay() !== 1) d = addDays(d, 1);
    return d;
  };
  const tourneys: Tourney[] = [];
  for (let y = 2022; y <= 2026; y++) {
    for (const e of EVENTS) {
      if (y < e[10] || y > e[11]) continue;
      const date = addDays(firstMonday(y), (e[9] - 1) * 7);
      tourneys.push({ id: `${y}-${e[0]}`, def: e, name: e[1], date, level: e[6], cat: e[7], draw: e[8], surface: e[4], indoor: e[5], store: date >= STORE_FROM });
    }
  }
  tourneys.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

  // ---------- rankings machinery ----------
  interface Result { p: Player; credit: string; pts: number }
  let results: Result[] = [];
  for (const p of players) {
    const rt = ageCurve(p, '2022-01-01');
    if (p.debut <= '2022-01-01') results.push({ p, credit: '2021-12-27', pts: Math.max(1, Math.round(9 * Math.exp((rt - 1500) / 98))) });
  }
  interface RankRow { p: Player; rank: number; pts: number; tours: number }
  const rankLists = new Map<string, Map<Player, RankRow>>();
  const storedLists: [string, RankRow[]][] = [];
  const computeList = (monday: string) => {
    const from = addDays(monday, -364);
    results = results.filter((res) => res.credit > from);
    const tot = new Map<Player, { pts: number; tours: number }>();
    for (const res of results) {
      if (res.credit > monday || res.credit <= from) continue;
      const cur = tot.get(res.p) ?? { pts: 0, tours: 0 };
      cur.pts += res.pts;
      cur.tours += 1;
      tot.set(res.p, cur);
    }
    const rows = [...tot.entries()].filter(([p, v]) => v.pts > 0 && !(p.retire && p.retire <= monday)).sort((a, b) => b[1].pts - a[1].pts || b[1].tours - a[1].tours || a[0].id - b[0].id);
    const map = new Map<Player, RankRow>();
    rows.forEach(([p, v], i) => map.set(p, { p, rank: i + 1, pts: v.pts, tours: v.tours }));
    rankLists.set(monday, map);
    if (monday >= FIRST_LIST && monday <= LAST_LIST) storedLists.push([monday, [...map.values()].slice(0, 100)]);
    return map;
  };

  const absent = (p: Player, from: string, to: string) => p.absences.some(([s, e]) => s < to && e > from);
  const available = (p: Player, t: Tourney, days: number) => {
    const end = addDays(t.date, days);
    if (p.debut > t.date) return false;
    if (p.retire && p.retire <= end) return false;
    if (p.busyUntil > t.date) return false;
    if (absent(p, t.date, end)) return false;
    return true;
  };

  const matches: Match[] = [];
  const rm = seededRandom(93_031);

  const rating = (p: Player, t: Tourney, form: Map<Player, number>) => ageCurve(p, t.date) + surfaceAdj(p, t) + (form.get(p) ?? 0);

  const TB = [[0, 2], [1, 4], [2, 7], [3, 11], [4, 14], [5, 14], [6, 8], [7, 6], [8, 4], [9, 3], [10, 2], [11, 1], [12, 1]] as const;
  const playMatch = (a: Player, b: Player, t: Tourney, bestOf: number, form: Map<Player, number>) => {
    const d = rating(a, t, form) - rating(b, t, form);
    const q = 1 / (1 + 10 ** (-d / 560));
    const need = bestOf === 5 ? 3 : 2;
    const sets: [Player, number, number, number | null][] = [];
    let wa = 0;
    let wb = 0;
    while (wa < need && wb < need) {
      const aWins = rm.next() < q;
      const dom = Math.abs(q - 0.5) * 2;
      const pick = rm.weighted([['6-0', 3 * (1 + 2 * dom)], ['6-1', 8 * (1 + 2 * dom)], ['6-2', 15 * (1 + dom)], ['6-3', 20], ['6-4', 22],
        ['7-5', 12 * (1 - 0.4 * dom)], ['7-6', 17 * (1 - 0.5 * dom)]] as const);
      const [g1, g2] = pick.split('-').map(Number) as [number, number];
      const tb = g2 === 6 ? rm.weighted(TB) : null;
      sets.push([aWins ? a : b, g1, g2, tb]);
      if (aWins) wa++;
      else wb++;
    }
    return { winner: wa === need ? a : b, sets };
  };

  const recordMatch = (t: Tourney, num: number, round: string, a: Player, b: Player, bestOf: number, form: Map<Player, number>,
    seeds: Map<Player, number>, entries: Map<Player, string>): Player => {
    let w: Player;
    let l: Player;
    let score: string;
    let minutes: number | null;
    let setsOut: [number, number, number | null][] = [];
    let ret = false;
    let wo = false;
    if (rm.chance(0.005)) {
      wo = true;
      // the weaker one (or the random one) withdraws
      w = rm.chance(0.5) ? a : b;
      l = w === a ? b : a;
      score = 'W/O';
      minutes = null;
    } else {
      const res = playMatch(a, b, t, bestOf, form);
      if (rm.chance(0.022)) {
        ret = true;
        l = rm.chance(0.5) ? a : b;
        w = l === a ? b : a;
        const k = rm.int(0, res.sets.length - 1);
        const parts: string[] = [];
        for (const [sw, g1, g2, tb] of res.sets.slice(0, k)) {
          setsOut.push(sw === w ? [g1, g2, tb] : [g2, g1, tb]);
          parts.push(sw === w ? (tb !== null ? `${g1}-${g2}(${tb})` : `${g1}-${g2}`) : (tb !== null ? `${g2}-${g1}(${tb})` : `${g2}-${g1}`));
        }
        let x = rm.int(0, 5);
        let y = rm.int(0, 5);
        if (x + y === 0) x = 1;
        if (Math.abs(x - y) > 3) y = x > y ? x - 2 : y;
        setsOut.push([x, y, null]);
        parts.push(`${x}-${y}`);
        score = `${parts.join(' ')} RET`;
      } else {
        w = res.winner;
        l = w === a ? b : a;
        const parts: string[] = [];
        for (const [sw, g1, g2, tb] of res.sets) {
          setsOut.push(sw === w ? [g1, g2, tb] : [g2, g1, tb]);
          parts.push(sw === w ? (tb !== null ? `${g1}-${g2}(${tb})` : `${g1}-${g2}`) : (tb !== null ? `${g2}-${g1}(${tb})` : `${g2}-${g1}`));
        }
        score = parts.join(' ');
      }
      const games = setsOut.reduce((s, [x, y]) => s + x + y, 0);
      const tbs = setsOut.filter((s) => s[2] !== null).length;
      let mins = games * rm.float(4.3, 5.3, 2) + tbs * 6 + rm.int(-5, 8);
      if (t.surface === 'Clay') mins *= 1.08;
      if (t.surface === 'Grass') mins *= 0.93;
      minutes = rm.chance(0.03) ? null : Math.max(12, Math.round(mins));
    }
    matches.push({ t, num, w, l, wSeed: seeds.get(w) ?? null, lSeed: seeds.get(l) ?? null, wEntry: entries.get(w) ?? null,
      lEntry: entries.get(l) ?? null, round, score, minutes, bestOf, sets: setsOut, ret, wo });
    return w;
  };

  // standard seeding order for a 2^n draw
  const seedOrder = (n: number): number[] => {
    let o = [1, 2];
    while (o.length < n) {
      const size = o.length * 2;
      o = o.flatMap((s) => [s, size + 1 - s]);
    }
    return o;
  };

  const roundNames = (draw: number) => {
    const names: string[] = [];
    for (let s = draw; s >= 2; s /= 2) names.push(s === 2 ? 'F' : s === 4 ? 'SF' : s === 8 ? 'QF' : s === 16 ? 'R16' : `R${s}`);
    return names;
  };

  const runTourney = (t: Tourney, list: Map<Player, RankRow>) => {
    const days = t.level === 'G' ? 14 : 7;
    const rankOf = (p: Player) => list.get(p)?.rank ?? 9999;
    const pts = t.level === 'G' ? POINTS.G! : t.level === 'M' ? POINTS.M! : t.cat === 500 ? POINTS.A500! : POINTS.A250!;
    const credit = addDays(t.date, days);
    const form = new Map<Player, number>();
    const seeds = new Map<Player, number>();
    const entries = new Map<Player, string>();
    const bestOf = t.level === 'G' ? 5 : 3;
    let num = 0;

    if (t.level === 'F') {
      const cands = players.filter((p) => available(p, t, days) && list.has(p)).sort((a, b) => rankOf(a) - rankOf(b));
      const field = cands.slice(0, 8);
      field.forEach((p, i) => {
        seeds.set(p, i + 1);
        form.set(p, normal(rm) * 25);
      });
      const g1 = [field[0]!, ...rm.shuffle([field[2]!, field[3]!]).slice(0, 1), ...rm.shuffle([field[4]!, field[5]!]).slice(0, 1), ...rm.shuffle([field[6]!, field[7]!]).slice(0, 1)];
      const g2 = field.filter((p) => !g1.includes(p));
      const standings: Player[][] = [];
      const won = new Map<Player, number>();
      for (const g of [g1, g2]) {
        for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) {
          const w = recordMatch(t, ++num, 'RR', g[i]!, g[j]!, 3, form, seeds, entries);
          won.set(w, (won.get(w) ?? 0) + 1);
        }
        standings.push([...g].sort((a, b) => (won.get(b) ?? 0) - (won.get(a) ?? 0) || rm.next() - 0.5));
      }
      const earned = new Map<Player, number>();
      for (const p of field) {
        earned.set(p, 200 * (won.get(p) ?? 0));
        p.busyUntil = credit;
      }
      const s1 = recordMatch(t, ++num, 'SF', standings[0]![0]!, standings[1]![1]!, 3, form, seeds, entries);
      const s2 = recordMatch(t, ++num, 'SF', standings[1]![0]!, standings[0]![1]!, 3, form, seeds, entries);
      earned.set(s1, earned.get(s1)! + 400);
      earned.set(s2, earned.get(s2)! + 400);
      const champ = recordMatch(t, ++num, 'F', s1, s2, 3, form, seeds, entries);
      earned.set(champ, earned.get(champ)! + 500);
      for (const [p, v] of earned) results.push({ p, credit, pts: v });
      return;
    }

    const nQ = t.level === 'G' ? 16 : t.level === 'M' ? 8 : 4;
    const nWC = t.level === 'G' ? 8 : t.level === 'M' ? 4 : 3;
    const nDirect = t.draw - nQ - nWC;
    const host = t.def[3];
    const wants = (p: Player) => {
      const rk = rankOf(p);
      let pr: number;
      if (t.level === 'G') pr = rk <= 300 ? 0.97 : 0.6;
      else if (t.level === 'M') pr = rk <= 70 ? 0.9 : 0.55;
      else if (t.cat === 500) pr = rk <= 10 ? 0.4 : rk <= 40 ? 0.5 : 0.55;
      else pr = rk <= 10 ? 0.12 : rk <= 30 ? 0.35 : 0.55;
      if (p.ctry === host) pr = Math.min(1, pr * 1.5);
      return rm.chance(Math.min(1, pr * p.load));
    };
    const pool = players.filter((p) => available(p, t, days) && wants(p)).sort((a, b) => rankOf(a) - rankOf(b) || b.peak - a.peak);
    let direct = pool.slice(0, nDirect);
    let rest = pool.slice(nDirect);
    // protected ranking: a player back from a long absence
    const prCand = rest.find((p) => p.prUses < 6 && p.absences.some(([s, e]) => ms(e) - ms(s) >= 150 * DAY && e <= t.date && ms(t.date) - ms(e) < 270 * DAY)
      && ageCurve(p, t.date) > 1750);
    if (prCand && (t.level !== 'A' || rm.chance(0.5))) {
      const p = prCand;
      p.prUses++;
      direct = [...direct.slice(0, nDirect - 1), p];
      rest = rest.filter((x) => x !== p);
      entries.set(p, 'PR');
    }
    const wcs: Player[] = [];
    for (let k = 0; k < nWC && rest.length > 0; k++) {
      const pick = rm.weighted(rest.slice(0, 160).map((p) => [p, (p.ctry === host ? 10 : 1) * (yearsBetween(p.birth, t.date) < 21 ? 2 : 1)] as const));
      wcs.push(pick);
      rest = rest.filter((x) => x !== pick);
      entries.set(pick, 'WC');
    }
    const qs: Player[] = [];
    for (let k = 0; k < nQ && rest.length > 0; k++) {
      const cands = rest.slice(0, 90);
      const pick = rm.weighted(cands.map((p) => [p, Math.exp((ageCurve(p, t.date) + surfaceAdj(p, t) - 1650) / 70)] as const));
      qs.push(pick);
      rest = rest.filter((x) => x !== pick);
      entries.set(pick, 'Q');
    }
    // lucky loser: a late withdrawal from the direct acceptances
    if (rm.chance(0.2) && rest.length > 0) {
      const out = direct[rm.int(Math.floor(nDirect / 2), nDirect - 1)]!;
      if (!entries.has(out)) {
        direct = direct.filter((x) => x !== out);
        const ll = rest[rm.int(0, Math.min(20, rest.length - 1))]!;
        rest = rest.filter((x) => x !== ll);
        entries.set(ll, 'LL');
        direct.push(ll);
      }
    }
    const field = [...direct, ...wcs, ...qs];
    const nSeeds = t.draw === 128 ? 32 : t.draw === 64 ? 16 : 8;
    const seeded = field.filter((p) => list.has(p)).sort((a, b) => rankOf(a) - rankOf(b)).slice(0, nSeeds);
    seeded.forEach((p, i) => seeds.set(p, i + 1));
    for (const p of field) {
      form.set(p, normal(rm) * 28);
      p.busyUntil = credit;
    }
    // place the draw
    const order = seedOrder(t.draw);
    const slotOfSeed = new Map<number, number>();
    order.forEach((s, pos) => slotOfSeed.set(s, pos));
    const slots: (Player | null)[] = new Array(t.draw).fill(null);
    const groups = [[1, 1], [2, 2], [3, 4], [5, 8], [9, 16], [17, 32]];
    for (const [a, b] of groups) {
      if (a! > nSeeds) break;
      const ps = seeded.slice(a! - 1, b);
      const positions = rm.shuffle(Array.from({ length: b! - a! + 1 }, (_, i) => slotOfSeed.get(a! + i)!));
      ps.forEach((p, i) => (slots[positions[i]!] = p));
    }
    const others = rm.shuffle(field.filter((p) => !seeds.has(p)));
    let oi = 0;
    for (let i = 0; i < t.draw; i++) if (!slots[i]) slots[i] = others[oi++]!;
    let alive = slots as Player[];
    const names = roundNames(t.draw);
    for (const rn of names) {
      const next: Player[] = [];
      for (let i = 0; i < alive.length; i += 2) {
        const a = alive[i]!;
        const b = alive[i + 1]!;
        const w = recordMatch(t, ++num, rn, a, b, bestOf, form, seeds, entries);
        const l = w === a ? b : a;
        results.push({ p: l, credit, pts: pts[rn]! });
        next.push(w);
      }
      alive = next;
    }
    results.push({ p: alive[0]!, credit, pts: pts.W! });
  };

  // ---------- run the seasons week by week ----------
  let monday = '2022-01-03';
  let ti = 0;
  while (monday <= LAST_LIST) {
    const list = computeList(monday);
    while (ti < tourneys.length && tourneys[ti]!.date < addDays(monday, 7)) {
      runTourney(tourneys[ti]!, list);
      ti++;
    }
    monday = addDays(monday, 7);
  }

  // ---------- match stats ----------
  const rs = seededRandom(93_032);
  type StatRow = (string | number)[];
  const stats: StatRow[] = [];
  const stored = matches.filter((m) => m.t.store);
  for (const m of stored) {
    if (m.wo) continue;
    if (m.t.level === 'A' && m.t.cat === 250 && m.t.date < '2024-01-01') continue;
    if (rs.chance(0.02)) continue;
    const games = m.sets.reduce((s, [x, y]) => s + x + y, 0);
    if (games < 4) continue;
    // breaks each side made: roughly from the set scores
    let wBreaks = 0;
    let lBreaks = 0;
    for (const [x, y, tb] of m.sets) {
      const extra = rs.chance(0.35) ? 1 : 0;
      if (tb !== null) {
        wBreaks += extra;
        lBreaks += extra;
      } else if (x > y) {
        wBreaks += Math.max(1, Math.ceil((x - y) / 2)) + extra;
        lBreaks += extra;
      } else {
        lBreaks += Math.max(1, Math.ceil((y - x) / 2)) + extra;
        wBreaks += extra;
      }
    }
    const svW = Math.ceil(games / 2);
    const svL = games - svW;
    for (const [p, svg, brokenTimes, isW] of [[m.w, svW, lBreaks, true], [m.l, svL, wBreaks, false]] as const) {
      const svpt = Math.max(svg * 4, Math.round(svg * rs.float(5.6, 7.0, 2)));
      const firstIn = Math.round(svpt * Math.min(0.8, Math.max(0.45, p.firstPct + rs.float(-0.06, 0.06, 3))));
      const firstWon = Math.round(firstIn * Math.min(0.9, Math.max(0.5, 0.72 + p.serveQ + (isW ? 0.04 : -0.03) + rs.float(-0.06, 0.06, 3))));
      const secondWon = Math.round((svpt - firstIn) * Math.min(0.7, Math.max(0.3, 0.51 + p.serveQ / 2 + (isW ? 0.03 : -0.03) + rs.float(-0.07, 0.07, 3))));
      const ace = Math.max(0, Math.round(svpt * p.aceRate * rs.float(0.5, 1.5, 2)));
      const df = Math.max(0, Math.round(svpt * rs.float(0.01, 0.05, 3)));
      const broken = Math.min(brokenTimes, svg);
      const saved = Math.round(broken * rs.float(0.6, 2.2, 2)) + rs.int(0, 2);
      stats.push([m.t.id, m.num, p.id, ace, df, svpt, firstIn, firstWon, secondWon, svg, saved, saved + broken]);
    }
  }

  // ---------- coaches ----------
  const rc = seededRandom(93_033);
  interface Coach { id: number; first: string; last: string; ctry: string; player: Player | null; since: string }
  const coaches: Coach[] = [];
  const coachNames = new Set<string>();
  const retiredEarly = players.filter((p) => p.retire && p.retire < '2025-06-01' && ageCurve(p, '2022-06-01') > 1680);
  let cid = 300;
  for (const p of retiredEarly.slice(0, 6)) {
    coaches.push({ id: (cid += rc.int(1, 4)), first: p.first, last: p.last, ctry: p.ctry, player: p, since: addDays(p.retire!, rc.int(20, 200)) });
    coachNames.add(`${p.first} ${p.last}`);
  }
  while (coaches.length < 58) {
    const c = rc.weighted(COUNTRIES.filter((x) => x[4] > 0).map((x) => [x, x[4]] as const));
    const [firsts, lasts] = NAMES[c[3]];
    const first = rc.pick(firsts);
    const last = rc.pick(lasts);
    const nm = `${first} ${last}`;
    if (coachNames.has(nm) || used.has(nm)) continue;
    coachNames.add(nm);
    coaches.push({ id: (cid += rc.int(1, 4)), first, last, ctry: c[0], player: null, since: '2015-01-01' });
  }
  const stints: [number, number, string, string | null][] = [];
  const byPeak = [...players].sort((a, b) => b.peak - a.peak);
  for (const p of byPeak.slice(0, 200)) {
    if (rc.chance(0.13)) continue;
    let start = rc.date('2019-01-01', '2022-12-31');
    if (p.debut > start) start = p.debut;
    const n = rc.weighted([[1, 45], [2, 35], [3, 20]] as const);
    for (let k = 0; k < n; k++) {
      const sameCtry = coaches.filter((c) => c.ctry === p.ctry && c.since <= start);
      const pool = coaches.filter((c) => c.since <= start);
      const coach = sameCtry.length > 0 && rc.chance(0.55) ? rc.pick(sameCtry) : rc.pick(pool);
      let end: string | null = k === n - 1 ? null : addDays(start, rc.int(120, 900));
      if (end && end > '2026-11-20') end = null;
      if (p.retire && (!end || end > p.retire)) end = p.retire;
      if (stints.some((s) => s[0] === p.id && s[1] === coach.id)) {
        if (!end) break;
        start = addDays(end, rc.int(1, 20));
        continue;
      }
      stints.push([p.id, coach.id, start, end]);
      if (!end) break;
      // sometimes a second coach overlaps the first for a while
      start = rc.chance(0.15) ? addDays(end, -rc.int(30, 100)) : addDays(end, rc.int(1, 40));
      if (start > '2026-11-20') break;
    }
  }

  // ---------- rows ----------
  const listAt = (t: Tourney) => rankLists.get(t.date)!;
  const age = (p: Player, t: Tourney) => (p.birthKnown ? Math.round(yearsBetween(p.birth, t.date) * 10) / 10 : null);
  const matchRows = stored.map((m) => {
    const list = listAt(m.t);
    const wr = list.get(m.w);
    const lr = list.get(m.l);
    return [m.t.id, m.num, m.w.id, m.wSeed, m.wEntry, wr?.rank ?? null, wr?.pts ?? null, age(m.w, m.t), m.l.id, m.lSeed, m.lEntry,
      lr?.rank ?? null, lr?.pts ?? null, age(m.l, m.t), m.score, m.bestOf, m.round, m.minutes];
  });
  const rankRows: (string | number)[][] = [];
  for (const [d, rows] of storedLists) for (const x of rows) rankRows.push([d, x.rank, x.p.id, x.pts, x.tours]);

  return [
    `CREATE TABLE public.countries (country_code char(3) PRIMARY KEY, country_name text NOT NULL, continent text NOT NULL);`,
    `CREATE TABLE public.players (player_id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, hand char(1) NOT NULL,
      birth_date date, country_code char(3) NOT NULL, height_cm smallint, turned_pro smallint, retired smallint NOT NULL DEFAULT 0);`,
    `CREATE TABLE public.tournaments (tourney_id varchar(9) PRIMARY KEY, tourney_name text NOT NULL, surface varchar(5) NOT NULL,
      indoor char(1) NOT NULL, tourney_level char(1) NOT NULL, tourney_date varchar(8) NOT NULL, draw_size smallint NOT NULL,
      city text NOT NULL, country_code char(3) NOT NULL);`,
    `CREATE TABLE public.matches (tourney_id varchar(9) NOT NULL REFERENCES public.tournaments (tourney_id), match_num smallint NOT NULL,
      winner_id integer NOT NULL REFERENCES public.players (player_id), winner_seed smallint, winner_entry varchar(2), winner_rank integer,
      winner_rank_points integer, winner_age numeric(4,1), loser_id integer NOT NULL REFERENCES public.players (player_id), loser_seed smallint,
      loser_entry varchar(2), loser_rank integer, loser_rank_points integer, loser_age numeric(4,1), score text NOT NULL, best_of smallint NOT NULL,
      round varchar(4) NOT NULL, minutes smallint, PRIMARY KEY (tourney_id, match_num));`,
    `CREATE TABLE public.match_stats (tourney_id varchar(9) NOT NULL, match_num smallint NOT NULL, player_id integer NOT NULL, ace smallint,
      df smallint, svpt smallint, first_in smallint, first_won smallint, second_won smallint, sv_gms smallint, bp_saved smallint,
      bp_faced smallint, PRIMARY KEY (tourney_id, match_num, player_id));`,
    `CREATE TABLE public.rankings (ranking_date date NOT NULL, ranking integer NOT NULL, player_id integer NOT NULL, ranking_points integer NOT NULL,
      tours smallint NOT NULL, PRIMARY KEY (ranking_date, ranking));`,
    `CREATE TABLE public.coaches (coach_id integer PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, country_code char(3) NOT NULL,
      player_id integer REFERENCES public.players (player_id));`,
    `CREATE TABLE public.player_coaches (player_id integer NOT NULL REFERENCES public.players (player_id), coach_id integer NOT NULL
      REFERENCES public.coaches (coach_id), start_date date NOT NULL, end_date date, PRIMARY KEY (player_id, coach_id, start_date));`,
    insertRows('public.countries', ['country_code', 'country_name', 'continent'], COUNTRIES.map((c) => [c[0], c[1], c[2]])),
    insertRows('public.players', ['player_id', 'first_name', 'last_name', 'hand', 'birth_date', 'country_code', 'height_cm', 'turned_pro', 'retired'],
      players.map((p) => [p.id, p.first, p.last, p.hand, p.birthKnown ? p.birth : null, p.ctry, p.height, p.turnedPro, p.retire ? 1 : 0])),
    insertRows('public.tournaments', ['tourney_id', 'tourney_name', 'surface', 'indoor', 'tourney_level', 'tourney_date', 'draw_size', 'city', 'country_code'],
      tourneys.filter((t) => t.store).map((t) => [t.id, t.name, t.surface, t.indoor, t.level, compact(t.date), t.draw, t.def[2], t.def[3]])),
    insertRows('public.matches', ['tourney_id', 'match_num', 'winner_id', 'winner_seed', 'winner_entry', 'winner_rank', 'winner_rank_points',
      'winner_age', 'loser_id', 'loser_seed', 'loser_entry', 'loser_rank', 'loser_rank_points', 'loser_age', 'score', 'best_of', 'round', 'minutes'], matchRows),
    insertRows('public.match_stats', ['tourney_id', 'match_num', 'player_id', 'ace', 'df', 'svpt', 'first_in', 'first_won', 'second_won', 'sv_gms',
      'bp_saved', 'bp_faced'], stats),
    insertRows('public.rankings', ['ranking_date', 'ranking', 'player_id', 'ranking_points', 'tours'], rankRows),
    insertRows('public.coaches', ['coach_id', 'first_name', 'last_name', 'country_code', 'player_id'], coaches.map((c) => [c.id, c.first, c.last, c.ctry, c.player?.id ?? null])),
    insertRows('public.player_coaches', ['player_id', 'coach_id', 'start_date', 'end_date'], stints),
  ].join('\n');
}
