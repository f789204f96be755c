/**
 * Grand Prix Championship Archive, a motor-racing results database in the style of the public "Formula 1" research
 * database used by academic text-to-SQL benchmarks: a fictional single-seater world championship of eight teams
 * (constructors) with two cars each, racing at real circuits, from the 2019 season to the 2026 season. The 2026
 * season has one race left (the Abu Dhabi Grand Prix on 2026-12-06), which is on the calendar but has no results yet.
 * All tables are in `public`; column names keep the source's camelCase (they must be double-quoted in PostgreSQL).
 *
 * - `circuits`: one row per circuit (`circuitId`; `circuitRef` a short unique reference such as 'silverstone';
 *   `name` the circuit's full name; `location` the town or city; `country`; `lat` and `lng` its coordinates in
 *   degrees; `alt` its altitude in metres). Two circuits (Mugello and Portimão) are in the table but have not hosted
 *   a race of the championship.
 * - `constructors`: one row per team (`constructorId`; `constructorRef`; `name`; `nationality` the team's nationality
 *   as an adjective, e.g. 'British'). Sterling Racing raced from 2019 to 2021; its entry was taken over by the new
 *   Halvorsen F1 Team from 2022.
 * - `drivers`: one row per driver who has started at least one race (`driverId`; `driverRef` a unique lower-case
 *   reference, usually the surname; `number` the driver's permanent car number, empty for a driver without one;
 *   `code` the three-letter abbreviation shown on timing screens, empty for a driver without one; `forename`,
 *   `surname`; `dob` the date of birth; `nationality` as an adjective, e.g. 'German').
 * - `races`: one row per championship race (`raceId`; `year` the season; `round` the race's number within the
 *   season, 1 for the opening race; `circuitId`; `name` e.g. 'British Grand Prix' — the race at Interlagos was the
 *   'Brazilian Grand Prix' in 2019 and the 'São Paulo Grand Prix' from 2021; `date` the race day; `time` the start
 *   time in UTC as text 'HH:MM:SS', empty for 2019 races, whose start times were not recorded).
 * - `status`: the finishing status vocabulary (`statusId`, `status`): 'Finished' for a driver classified on the
 *   winner's lap, '+1 Lap' and '+2 Laps' for a driver classified one or two laps down, 'Disqualified', 'Withdrew'
 *   (did not start), and for a retirement its cause ('Accident', 'Collision', 'Engine', 'Gearbox', 'Hydraulics',
 *   'Brakes', 'Suspension', 'Electrical', 'Spun off', 'Retired').
 * - `results`: one row per driver per race (`resultId`; `raceId`; `driverId`; `constructorId` the team the driver
 *   drove for in that race; `number` the car number; `grid` the starting position, 0 for a start from the pit lane;
 *   `position` the finishing position, empty for a driver who was not classified; `positionText` the position as
 *   text, or 'R' retired, 'D' disqualified, 'W' withdrew; `positionOrder` the order of all drivers in the race
 *   (classified drivers first, then retirements by laps completed, then disqualified and withdrawn drivers); `points`
 *   the championship points scored; `laps` laps completed; `time` the winner's race time as text 'H:MM:SS.sss' and,
 *   for the other drivers on the winner's lap, the gap to the winner as text '+12.345' or '+1:02.345' (empty for
 *   everybody else); `milliseconds` the race time in milliseconds for drivers with a `time`; `fastestLap` the lap on
 *   which the driver set his fastest lap; `rank` the rank of that lap among all drivers' fastest laps in the race;
 *   `fastestLapTime` as text 'M:SS.sss'; `fastestLapSpeed` the average speed of that lap in km/h as text '215.307'
 *   (the fastest-lap columns are empty for drivers who completed fewer than two laps); `statusId`).
 *   Points: 25, 18, 15, 12, 10, 8, 6, 4, 2 and 1 for the first ten; from 2019 to 2024 one more point for the driver
 *   with the fastest lap of the race if he finished in the top ten.
 * - `qualifying`: one row per driver per race, the qualifying session the day before the race (`qualifyId`;
 *   `raceId`; `driverId`; `constructorId`; `number`; `position` the qualifying position; `q1`, `q2`, `q3` the best lap
 *   time of each part as text 'M:SS.sss'). All sixteen drivers run in Q1, the fastest twelve go through to Q2
 *   (`q2` empty for the four eliminated in Q1) and the fastest eight to Q3 (`q3` empty for the others). The driver
 *   in qualifying position 1 took pole position; the starting grid can differ from the qualifying order because of
 *   grid penalties.
 * - `pitStops`: one row per pit stop (`raceId`; `driverId`; `stop` 1 for the driver's first stop of the race, 2 for
 *   the second; `lap`; `time` the local time of day of the stop as text 'HH:MM:SS'; `duration` the time spent in the
 *   pit lane as text, '23.456' seconds or '1:05.123' for a stop over a minute; `milliseconds` the same duration in
 *   milliseconds). Pit stops were recorded from the 2022 season on.
 * - `driverStandings`: the drivers' championship table after each race (`driverStandingsId`; `raceId` the race after
 *   which the table stood; `driverId`; `points` the driver's total points in that season so far; `position` and
 *   `positionText` his place in the table; `wins` his race wins in that season so far). The champion of a season is
 *   the driver in position 1 after its last race.
 */
import { insertRows, seededRandom, type SeededRandom } from "../../seeded-random";

/** [circuitRef, name, location, country, lat, lng, alt, laps, base lap ms, length km] */
const CIRCUITS: [string, string, string, string, number, number, number, number, number, number][] = [
  ["albert_park", "Albert Park Grand Prix Circuit", "Melbourne", "Australia", -37.8497, 144.968, 10, 58, 80200, 5.278],
  ["bahrain", "Bahrain International Circuit", "Sakhir", "Bahrain", 26.0325, 50.5106, 7, 57, 92100, 5.412],
  ["catalunya", "Circuit de Barcelona-Catalunya", "Montmeló", "Spain", 41.57, 2.26111, 109, 66, 78600, 4.657],
  ["monaco", "Circuit de Monaco", "Monte-Carlo", "Monaco", 43.7347, 7.42056, 7, 78, 73100, 3.337],
  ["villeneuve", "Circuit Gilles Villeneuve", "Montreal", "Canada", 45.5, -73.5228, 13, 70, 74600, 4.361],
  ["red_bull_ring", "Red Bull Ring", "Spielberg", "Austria", 47.2197, 14.7647, 678, 71, 66500, 4.318],
  ["silverstone", "Silverstone Circuit", "Silverstone", "UK", 52.0786, -1.01694, 153, 52, 89100, 5.891],
  ["hungaroring", "Hungaroring", "Budapest", "Hungary", 47.5789, 19.2486, 264, 70, 79400, 4.381],
  ["spa", "Circuit de Spa-Francorchamps", "Spa", "Belgium", 50.4372, 5.97139, 401, 44, 106900, 7.004],
  ["zandvoort", "Circuit Park Zandvoort", "Zandvoort", "Netherlands", 52.3888, 4.54092, 6, 72, 73400, 4.259],
  ["monza", "Autodromo Nazionale di Monza", "Monza", "Italy", 45.6156, 9.28111, 162, 53, 83100, 5.793],
  ["imola", "Autodromo Enzo e Dino Ferrari", "Imola", "Italy", 44.3439, 11.7167, 37, 63, 78300, 4.909],
  ["suzuka", "Suzuka Circuit", "Suzuka", "Japan", 34.8431, 136.541, 45, 53, 93300, 5.807],
  ["interlagos", "Autódromo José Carlos Pace", "São Paulo", "Brazil", -23.7036, -46.6997, 785, 71, 72300, 4.309],
  ["yas_marina", "Yas Marina Circuit", "Abu Dhabi", "UAE", 24.4672, 54.6031, 3, 58, 86500, 5.281],
  ["mugello", "Autodromo Internazionale del Mugello", "Mugello", "Italy", 43.9975, 11.3719, 255, 59, 78800, 5.245],
  ["portimao", "Autódromo Internacional do Algarve", "Portimão", "Portugal", 37.227, -8.6267, 108, 66, 80100, 4.653],
];

const RACE_NAME: Record<string, string> = {
  albert_park: "Australian Grand Prix",
  bahrain: "Bahrain Grand Prix",
  catalunya: "Spanish Grand Prix",
  monaco: "Monaco Grand Prix",
  villeneuve: "Canadian Grand Prix",
  red_bull_ring: "Austrian Grand Prix",
  silverstone: "British Grand Prix",
  hungaroring: "Hungarian Grand Prix",
  spa: "Belgian Grand Prix",
  zandvoort: "Dutch Grand Prix",
  monza: "Italian Grand Prix",
  imola: "Emilia Romagna Grand Prix",
  suzuka: "Japanese Grand Prix",
  interlagos: "São Paulo Grand Prix",
  yas_marina: "Abu Dhabi Grand Prix",
};

/** Each season's calendar: [circuitRef, race date, start time UTC]. */
const CALENDAR: Record<number, [string, string, string | null][]> = {
  2019: [
    ["albert_park", "2019-03-17", null],
    ["bahrain", "2019-03-31", null],
    ["catalunya", "2019-05-12", null],
    ["monaco", "2019-05-26", null],
    ["villeneuve", "2019-06-09", null],
    ["silverstone", "2019-07-14", null],
    ["monza", "2019-09-08", null],
    ["suzuka", "2019-10-13", null],
    ["interlagos", "2019-11-17", null],
  ],
  2020: [
    ["red_bull_ring", "2020-07-05", "13:10:00"],
    ["hungaroring", "2020-07-19", "13:10:00"],
    ["silverstone", "2020-08-02", "13:10:00"],
    ["spa", "2020-08-30", "13:10:00"],
    ["monza", "2020-09-06", "13:10:00"],
    ["imola", "2020-11-01", "12:10:00"],
    ["yas_marina", "2020-12-13", "13:10:00"],
  ],
  2021: [
    ["bahrain", "2021-03-28", "15:00:00"],
    ["imola", "2021-04-18", "13:00:00"],
    ["monaco", "2021-05-23", "13:00:00"],
    ["red_bull_ring", "2021-07-04", "13:00:00"],
    ["silverstone", "2021-07-18", "14:00:00"],
    ["zandvoort", "2021-09-05", "13:00:00"],
    ["monza", "2021-09-12", "13:00:00"],
    ["interlagos", "2021-11-14", "17:00:00"],
    ["yas_marina", "2021-12-12", "13:00:00"],
  ],
  2022: [
    ["bahrain", "2022-03-20", "15:00:00"],
    ["albert_park", "2022-04-10", "05:00:00"],
    ["imola", "2022-04-24", "13:00:00"],
    ["catalunya", "2022-05-22", "13:00:00"],
    ["villeneuve", "2022-06-19", "18:00:00"],
    ["silverstone", "2022-07-03", "14:00:00"],
    ["spa", "2022-08-28", "13:00:00"],
    ["suzuka", "2022-10-09", "05:00:00"],
    ["yas_marina", "2022-11-20", "13:00:00"],
  ],
  2023: [
    ["bahrain", "2023-03-05", "15:00:00"],
    ["albert_park", "2023-04-02", "05:00:00"],
    ["monaco", "2023-05-28", "13:00:00"],
    ["catalunya", "2023-06-04", "13:00:00"],
    ["red_bull_ring", "2023-07-02", "13:00:00"],
    ["hungaroring", "2023-07-23", "13:00:00"],
    ["zandvoort", "2023-08-27", "13:00:00"],
    ["monza", "2023-09-03", "13:00:00"],
    ["suzuka", "2023-09-24", "05:00:00"],
    ["interlagos", "2023-11-05", "17:00:00"],
  ],
  2024: [
    ["bahrain", "2024-03-02", "15:00:00"],
    ["albert_park", "2024-03-24", "04:00:00"],
    ["imola", "2024-05-19", "13:00:00"],
    ["monaco", "2024-05-26", "13:00:00"],
    ["villeneuve", "2024-06-09", "18:00:00"],
    ["silverstone", "2024-07-07", "14:00:00"],
    ["spa", "2024-07-28", "13:00:00"],
    ["monza", "2024-09-01", "13:00:00"],
    ["interlagos", "2024-11-03", "15:30:00"],
    ["yas_marina", "2024-12-08", "13:00:00"],
  ],
  2025: [
    ["albert_park", "2025-03-16", "04:00:00"],
    ["suzuka", "2025-04-06", "05:00:00"],
    ["bahrain", "2025-04-13", "15:00:00"],
    ["imola", "2025-05-18", "13:00:00"],
    ["monaco", "2025-05-25", "13:00:00"],
    ["silverstone", "2025-07-06", "14:00:00"],
    ["zandvoort", "2025-08-31", "13:00:00"],
    ["monza", "2025-09-07", "13:00:00"],
    ["interlagos", "2025-11-09", "17:00:00"],
    ["yas_marina", "2025-12-07", "13:00:00"],
  ],
  2026: [
    ["albert_park", "2026-03-08", "04:00:00"],
    ["bahrain", "2026-03-22", "15:00:00"],
    ["imola", "2026-04-26", "13:00:00"],
    ["villeneuve", "2026-05-24", "18:00:00"],
    ["monaco", "2026-06-07", "13:00:00"],
    ["silverstone", "2026-07-05", "14:00:00"],
    ["spa", "2026-07-26", "13:00:00"],
    ["zandvoort", "2026-08-30", "13:00:00"],
    ["monza", "2026-09-06", "13:00:00"],
    ["suzuka", "2026-10-11", "05:00:00"],
    ["interlagos", "2026-11-08", "17:00:00"],
    ["yas_marina", "2026-12-06", "13:00:00"],
  ],
};
/** Races on or after this day have not been run yet. */
const FIRST_UNRUN_DAY = "2026-11-25";

/** [constructorRef, name, nationality, car rating per season 2019..2026 (null when not entered)] */
const CONSTRUCTORS: [string, string, string, (number | null)[]][] = [
  ["aurora", "Aurora Racing", "British", [8.6, 9.1, 8.1, 7.0, 6.6, 8.1, 8.6, 7.6]],
  ["vela", "Scuderia Vela", "Italian", [7.6, 7.0, 8.6, 9.0, 8.0, 7.6, 7.1, 8.6]],
  ["kessler", "Kessler Motorsport", "German", [8.1, 8.1, 7.6, 8.1, 9.1, 8.6, 7.6, 8.0]],
  ["meridian", "Meridian GP", "French", [6.0, 6.1, 6.6, 6.5, 7.1, 7.0, 8.6, 7.1]],
  ["bluestone", "Bluestone Racing", "British", [5.6, 6.0, 6.0, 5.6, 6.0, 6.5, 6.0, 6.5]],
  ["takara", "Takara Racing Team", "Japanese", [5.0, 5.1, 5.5, 6.0, 5.5, 6.0, 6.6, 7.5]],
  ["sterling", "Sterling Racing", "British", [4.6, 4.5, 5.0, null, null, null, null, null]],
  ["halvorsen", "Halvorsen F1 Team", "Swiss", [null, null, null, 5.0, 5.1, 5.5, 5.0, 5.5]],
  ["redline", "Redline Autosport", "American", [4.0, 4.5, 4.6, 4.5, 5.0, 4.5, 5.5, 5.0]],
];

/** [driverRef, number, code, forename, surname, dob, nationality, skill] */
const DRIVERS: [string, number | null, string | null, string, string, string, string, number][] = [
  ["lukas_brandt", 7, "BRA", "Lukas", "Brandt", "1995-03-14", "German", 2.9],
  ["lindqvist", 19, "LIN", "Emil", "Lindqvist", "1991-01-30", "Swedish", 2.0],
  ["ortega", 14, "ORT", "Rafael", "Ortega", "1988-04-17", "Spanish", 2.3],
  ["valente", 16, "VAL", "Nico", "Valente", "1994-05-05", "Italian", 2.5],
  ["ferreira", 11, "FER", "Mateo", "Ferreira", "1993-11-21", "Brazilian", 2.6],
  ["santos", 12, "SAN", "Felipe", "Santos", "1987-12-01", "Brazilian", 1.6],
  ["dufresne", 8, "DUF", "Pierre", "Dufresne", "1989-08-25", "French", 1.7],
  ["marchand", 10, "MAR", "Theo", "Marchand", "2000-09-12", "French", 2.4],
  ["hayes", 4, "HAY", "Oliver", "Hayes", "1997-06-09", "British", 2.7],
  ["moretti", 27, "MOR", "Luca", "Moretti", "1986-02-14", "Italian", 1.3],
  ["arakawa", 22, "ARA", "Kenji", "Arakawa", "1996-12-05", "Japanese", 1.9],
  ["aalto", 77, "AAL", "Henrik", "Aalto", "1990-03-03", "Finnish", 1.8],
  ["cruz", 31, "CRU", "Sebastián", "Cruz", "1990-07-22", "Mexican", 1.9],
  ["oconnor", 55, "OCO", "Liam", "O'Connor", "1998-02-28", "Irish", 2.1],
  ["nowak", 88, "NOW", "Aleksander", "Nowak", "1992-10-10", "Polish", 1.5],
  ["reyes", 3, "REY", "Daniel", "Reyes", "1996-09-14", "Argentine", 1.6],
  ["ashby", null, null, "Tom", "Ashby", "1993-09-09", "British", 0.9],
  ["keller", 23, "KEL", "Max", "Keller", "1998-11-11", "Swiss", 2.2],
  ["jonas_brandt", 17, "BRN", "Jonas", "Brandt", "1999-08-02", "German", 2.3],
  ["whitfield", 21, "WHI", "Jack", "Whitfield", "2001-04-19", "Australian", 2.2],
  ["bellini", 30, "BEL", "Marco", "Bellini", "2002-01-07", "Italian", 2.2],
  ["whitaker", 45, "WHT", "Sam", "Whitaker", "1999-04-04", "British", 1.0],
  ["almeida", 9, "ALM", "Victor", "Almeida", "1995-07-07", "Portuguese", 1.8],
  ["tanabe", 24, "TAN", "Yuki", "Tanabe", "2003-06-30", "Japanese", 2.1],
  ["brooks", 28, "BRO", "Ethan", "Brooks", "2000-05-25", "American", 1.7],
  ["pryce", 38, "PRY", "Callum", "Pryce", "2004-02-11", "British", 2.4],
  ["fischer", 42, "FIS", "Noah", "Fischer", "2005-03-22", "German", 2.0],
];

/** Season line-ups: constructorRef -> [driverRef, driverRef]. */
const LINEUPS: Record<number, Record<string, [string, string]>> = {
  2019: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["ortega", "valente"], kessler: ["ferreira", "santos"], meridian: ["dufresne", "marchand"],
    bluestone: ["hayes", "moretti"], takara: ["arakawa", "aalto"], sterling: ["cruz", "oconnor"], redline: ["nowak", "reyes"],
  },
  2020: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["ortega", "valente"], kessler: ["ferreira", "santos"], meridian: ["dufresne", "marchand"],
    bluestone: ["hayes", "keller"], takara: ["arakawa", "aalto"], sterling: ["cruz", "oconnor"], redline: ["nowak", "reyes"],
  },
  2021: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["ortega", "valente"], kessler: ["ferreira", "jonas_brandt"], meridian: ["dufresne", "marchand"],
    bluestone: ["hayes", "keller"], takara: ["arakawa", "aalto"], sterling: ["cruz", "oconnor"], redline: ["nowak", "reyes"],
  },
  2022: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["ortega", "valente"], kessler: ["ferreira", "jonas_brandt"], meridian: ["marchand", "whitfield"],
    bluestone: ["hayes", "keller"], takara: ["arakawa", "aalto"], halvorsen: ["cruz", "oconnor"], redline: ["nowak", "reyes"],
  },
  2023: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["valente", "hayes"], kessler: ["ferreira", "jonas_brandt"], meridian: ["marchand", "whitfield"],
    bluestone: ["keller", "bellini"], takara: ["arakawa", "aalto"], halvorsen: ["cruz", "oconnor"], redline: ["nowak", "reyes"],
  },
  2024: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["valente", "hayes"], kessler: ["ferreira", "jonas_brandt"], meridian: ["marchand", "whitfield"],
    bluestone: ["keller", "bellini"], takara: ["arakawa", "aalto"], halvorsen: ["cruz", "almeida"], redline: ["oconnor", "reyes"],
  },
  2025: {
    aurora: ["lukas_brandt", "lindqvist"], vela: ["valente", "hayes"], kessler: ["ferreira", "jonas_brandt"], meridian: ["marchand", "whitfield"],
    bluestone: ["keller", "bellini"], takara: ["arakawa", "tanabe"], halvorsen: ["almeida", "brooks"], redline: ["oconnor", "reyes"],
  },
  2026: {
    aurora: ["lukas_brandt", "jonas_brandt"], vela: ["valente", "hayes"], kessler: ["ferreira", "fischer"], meridian: ["marchand", "whitfield"],
    bluestone: ["bellini", "pryce"], takara: ["arakawa", "tanabe"], halvorsen: ["almeida", "keller"], redline: ["oconnor", "brooks"],
  },
};
/** Stand-ins: [year, round, driver replaced, stand-in, car number used by the stand-in]. */
const STAND_INS: [number, number, string, string, number][] = [
  [2019, 5, "moretti", "ashby", 40],
  [2023, 6, "aalto", "whitaker", 45],
  [2023, 7, "aalto", "whitaker", 45],
];

/** [statusId, status] */
const STATUS: [number, string][] = [
  [1, "Finished"],
  [2, "Disqualified"],
  [3, "Accident"],
  [4, "Collision"],
  [5, "Engine"],
  [6, "Gearbox"],
  [9, "Hydraulics"],
  [10, "Electrical"],
  [11, "+1 Lap"],
  [12, "+2 Laps"],
  [20, "Spun off"],
  [22, "Suspension"],
  [23, "Brakes"],
  [31, "Retired"],
  [54, "Withdrew"],
];
const RETIREMENT_CAUSES: [number, number][] = [
  [3, 4], [4, 4], [5, 3], [6, 2], [9, 1.5], [10, 1], [20, 1.5], [22, 1], [23, 1], [31, 1],
];
const POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/** Roughly normal noise with mean 0 and standard deviation `sd`. */
function gauss(rng: SeededRandom, sd: number): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += rng.next();
  return (sum - 3) * Math.SQRT2 * sd;
}

/** 'M:SS.sss' */
function lapText(ms: number): string {
  const minutes = Math.floor(ms / 60000);
  const seconds = (ms - minutes * 60000) / 1000;
  return `${minutes}:${seconds.toFixed(3).padStart(6, "0")}`;
}

/** 'H:MM:SS.sss' */
function raceText(ms: number): string {
  const hours = Math.floor(ms / 3600000);
  const rest = ms - hours * 3600000;
  const minutes = Math.floor(rest / 60000);
  const seconds = (rest - minutes * 60000) / 1000;
  return `${hours}:${String(minutes).padStart(2, "0")}:${seconds.toFixed(3).padStart(6, "0")}`;
}

/** '+12.345' or '+1:02.345' */
function gapText(ms: number): string {
  return ms < 60000 ? `+${(ms / 1000).toFixed(3)}` : `+${lapText(ms)}`;
}

/** '23.456' or '1:05.123' */
function durationText(ms: number): string {
  return ms < 60000 ? (ms / 1000).toFixed(3) : lapText(ms);
}

function clockText(startUtc: string, offsetMs: number, utcOffsetHours: number): string {
  const [h, m, s] = startUtc.split(":").map(Number) as [number, number, number];
  let total = Math.floor(((h + utcOffsetHours) * 3600 + m * 60 + s) * 1000 + offsetMs) / 1000;
  total = ((Math.floor(total) % 86400) + 86400) % 86400;
  const hh = Math.floor(total / 3600);
  const mm = Math.floor((total % 3600) / 60);
  const ss = total % 60;
  return `${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}:${String(ss).padStart(2, "0")}`;
}

/** Local time zone offsets from UTC on race day, for pit stop clock times. */
const UTC_OFFSET: Record<string, number> = {
  albert_park: 11, bahrain: 3, catalunya: 2, monaco: 2, villeneuve: -4, red_bull_ring: 2, silverstone: 1, hungaroring: 2,
  spa: 2, zandvoort: 2, monza: 2, imola: 2, suzuka: 9, interlagos: -3, yas_marina: 4,
};

interface Entry {
  driverId: number;
  driverRef: string;
  constructorId: number;
  number: number;
  car: number;
  skill: number;
}

export function datasetSql(): string {
  const rng = seededRandom(20260917);

  const circuitRows = CIRCUITS.map((c, i) => [i + 1, c[0], c[1], c[2], c[3], c[4], c[5], c[6]]);
  const circuitIdByRef = new Map(CIRCUITS.map((c, i) => [c[0], i + 1]));
  const circuitByRef = new Map(CIRCUITS.map((c) => [c[0], c]));

  const constructorRows = CONSTRUCTORS.map((c, i) => [i + 1, c[0], c[1], c[2]]);
  const constructorIdByRef = new Map(CONSTRUCTORS.map((c, i) => [c[0], i + 1]));
  const carRating = new Map(CONSTRUCTORS.map((c) => [c[0], c[3]]));

  const driverRows = DRIVERS.map((d, i) => [i + 1, d[0], d[1], d[2], d[3], d[4], d[5], d[6]]);
  const driverIdByRef = new Map(DRIVERS.map((d, i) => [d[0], i + 1]));
  const driverByRef = new Map(DRIVERS.map((d) => [d[0], d]));

  const raceRows: unknown[][] = [];
  const resultRows: unknown[][] = [];
  const qualifyingRows: unknown[][] = [];
  const pitRows: unknown[][] = [];
  const standingRows: unknown[][] = [];

  let raceId = 0;
  let resultId = 0;
  let qualifyId = 0;
  let standingId = 0;

  for (const year of Object.keys(CALENDAR).map(Number).sort((a, b) => a - b)) {
    const calendar = [...(CALENDAR[year] ?? [])].sort((a, b) => a[1].localeCompare(b[1]));
    const lineup = LINEUPS[year] ?? {};
    const seasonPoints = new Map<number, number>();
    const seasonWins = new Map<number, number>();
    const seasonBest = new Map<number, number[]>();
    for (let round = 1; round <= calendar.length; round++) {
      const [circuitRef, date, startTime] = calendar[round - 1] as [string, string, string | null];
      raceId++;
      const name = circuitRef === "interlagos" && year < 2021 ? "Brazilian Grand Prix" : (RACE_NAME[circuitRef] ?? circuitRef);
      raceRows.push([raceId, year, round, circuitIdByRef.get(circuitRef), name, date, startTime]);
      if (date >= FIRST_UNRUN_DAY) continue;

      const circuit = circuitByRef.get(circuitRef)!;
      const laps = circuit[7];
      const baseLap = circuit[8] - (year - 2019) * 180;
      const lengthKm = circuit[9];

      const entries: Entry[] = [];
      for (const [constructorRef, pair] of Object.entries(lineup)) {
        const car = (carRating.get(constructorRef) ?? [])[year - 2019] ?? 5;
        for (const driverRef of pair) {
          const standIn = STAND_INS.find((s) => s[0] === year && s[1] === round && s[2] === driverRef);
          const ref = standIn ? standIn[3] : driverRef;
          const driver = driverByRef.get(ref)!;
          entries.push({
            driverId: driverIdByRef.get(ref)!,
            driverRef: ref,
            constructorId: constructorIdByRef.get(constructorRef)!,
            number: standIn ? standIn[4] : (driver[1] ?? 99),
            car,
            skill: driver[7],
          });
        }
      }

      // Qualifying: Q1 for all, the fastest 12 to Q2, the fastest 8 to Q3.
      const pace = new Map<number, number>();
      const form = new Map<number, number>();
      for (const e of entries) form.set(e.driverId, gauss(rng, 0.9));
      for (const e of entries) pace.set(e.driverId, baseLap * 0.985 - (e.car + e.skill + form.get(e.driverId)!) * 160 + gauss(rng, 90));
      const q1 = new Map<number, number>();
      const q2 = new Map<number, number>();
      const q3 = new Map<number, number>();
      for (const e of entries) q1.set(e.driverId, Math.round(pace.get(e.driverId)! + rng.int(0, 250)));
      const byQ1 = [...entries].sort((a, b) => q1.get(a.driverId)! - q1.get(b.driverId)! || a.driverId - b.driverId);
      for (const e of byQ1.slice(0, 12)) q2.set(e.driverId, Math.round(pace.get(e.driverId)! - 180 + rng.int(0, 250)));
      const byQ2 = byQ1.slice(0, 12).sort((a, b) => q2.get(a.driverId)! - q2.get(b.driverId)! || a.driverId - b.driverId);
      for (const e of byQ2.slice(0, 8)) q3.set(e.driverId, Math.round(pace.get(e.driverId)! - 350 + rng.int(0, 250)));
      const byQ3 = byQ2.slice(0, 8).sort((a, b) => q3.get(a.driverId)! - q3.get(b.driverId)! || a.driverId - b.driverId);
      const qualiOrder = [...byQ3, ...byQ2.slice(8), ...byQ1.slice(12)];
      qualiOrder.forEach((e, i) => {
        qualifyId++;
        const t1 = q1.get(e.driverId);
        const t2 = q2.get(e.driverId);
        const t3 = q3.get(e.driverId);
        qualifyingRows.push([
          qualifyId, raceId, e.driverId, e.constructorId, e.number, i + 1,
          t1 === undefined ? null : lapText(t1), t2 === undefined ? null : lapText(t2), t3 === undefined ? null : lapText(t3),
        ]);
      });

      // Grid: the qualifying order, less grid penalties and pit-lane starts.
      const gridKey = new Map<number, number>();
      const pitLane = new Set<number>();
      qualiOrder.forEach((e, i) => {
        let key = i + 1;
        if (rng.chance(0.06)) key += rng.pick([3, 5, 5, 10]) + 0.5;
        if (rng.chance(0.012)) pitLane.add(e.driverId);
        gridKey.set(e.driverId, key);
      });
      const gridOrder = qualiOrder.filter((e) => !pitLane.has(e.driverId)).sort((a, b) => gridKey.get(a.driverId)! - gridKey.get(b.driverId)!);
      const grid = new Map<number, number>();
      gridOrder.forEach((e, i) => grid.set(e.driverId, i + 1));
      for (const id of pitLane) grid.set(id, 0);

      // The race.
      type Outcome = { e: Entry; score: number; kind: "F" | "R" | "D" | "W"; laps: number; statusId: number };
      const outcomes: Outcome[] = entries.map((e) => {
        const g = grid.get(e.driverId)!;
        const score = e.car + e.skill + form.get(e.driverId)! + gauss(rng, 1.1) - (g === 0 ? 17 : g) * 0.09;
        const roll = rng.next();
        if (roll < 0.003) return { e, score, kind: "W", laps: 0, statusId: 54 };
        if (roll < 0.095) {
          const cause = rng.weighted(RETIREMENT_CAUSES);
          const lapsDone = cause === 4 || cause === 3 ? rng.weighted([[0, 2], [rng.int(1, laps - 1), 5]] as const) : rng.int(2, laps - 2);
          return { e, score, kind: "R", laps: lapsDone, statusId: cause };
        }
        if (roll < 0.099) return { e, score, kind: "D", laps, statusId: 2 };
        return { e, score, kind: "F", laps, statusId: 1 };
      });
      const finishers = outcomes.filter((o) => o.kind === "F").sort((a, b) => b.score - a.score);
      const retired = outcomes.filter((o) => o.kind === "R").sort((a, b) => b.laps - a.laps || b.score - a.score);
      const disqualified = outcomes.filter((o) => o.kind === "D");
      const withdrawn = outcomes.filter((o) => o.kind === "W");

      const winnerMs = Math.round(laps * baseLap * 1.045 + rng.int(0, 90000));
      const avgLap = winnerMs / laps;
      let gap = 0;
      const finishInfo = new Map<number, { ms: number | null; gapMs: number; lapsDown: number }>();
      finishers.forEach((o, i) => {
        if (i > 0) gap += Math.round(400 + rng.next() * rng.next() * 24000);
        const lapsDown = gap >= 2 * avgLap ? 2 : gap >= avgLap ? 1 : 0;
        o.laps = laps - lapsDown;
        o.statusId = lapsDown === 0 ? 1 : lapsDown === 1 ? 11 : 12;
        finishInfo.set(o.e.driverId, { ms: lapsDown === 0 ? winnerMs + gap : null, gapMs: gap, lapsDown });
      });
      for (const o of disqualified) o.laps = laps - rng.int(0, 1);

      // Fastest laps.
      const fastest = new Map<number, { lap: number; ms: number }>();
      for (const o of outcomes) {
        if (o.laps < 2) continue;
        const ms = Math.round(pace.get(o.e.driverId)! + 1500 + rng.int(0, 900) + (o.kind === "R" ? 300 : 0));
        fastest.set(o.e.driverId, { lap: rng.int(Math.max(2, Math.floor(o.laps * 0.4)), o.laps), ms });
      }
      const fastestRank = [...fastest.entries()].sort((a, b) => a[1].ms - b[1].ms || a[0] - b[0]).map(([id]) => id);

      const ordered = [...finishers, ...retired, ...disqualified, ...withdrawn];
      const raceWinner = finishers[0]!.e.driverId;
      ordered.forEach((o, i) => {
        resultId++;
        const id = o.e.driverId;
        const classified = o.kind === "F";
        const position = classified ? i + 1 : null;
        const fl = fastest.get(id);
        const rank = fl ? fastestRank.indexOf(id) + 1 : null;
        let points = classified && i < 10 ? (POINTS[i] ?? 0) : 0;
        if (year <= 2024 && rank === 1 && classified && i < 10) points += 1;
        const info = finishInfo.get(id);
        const ms = info?.ms ?? null;
        const timeText = ms === null ? null : i === 0 ? raceText(ms) : gapText(info!.gapMs);
        resultRows.push([
          resultId, raceId, id, o.e.constructorId, o.e.number, grid.get(id), position,
          classified ? String(i + 1) : o.kind, i + 1, points, o.laps, timeText, ms,
          fl?.lap ?? null, rank, fl ? lapText(fl.ms) : null,
          fl ? (lengthKm / (fl.ms / 3600000)).toFixed(3) : null, o.statusId,
        ]);
        seasonPoints.set(id, (seasonPoints.get(id) ?? 0) + points);
        if (id === raceWinner) seasonWins.set(id, (seasonWins.get(id) ?? 0) + 1);
        const best = seasonBest.get(id) ?? [];
        if (classified) best.push(i + 1);
        seasonBest.set(id, best);

        // Pit stops, recorded from 2022.
        if (year >= 2022 && o.kind !== "W" && o.laps >= 8) {
          const stops = o.laps < laps * 0.45 ? 1 : rng.weighted([[1, 4], [2, 5], [3, 1]] as const);
          let lap = 0;
          for (let stop = 1; stop <= stops; stop++) {
            const span = Math.floor(o.laps / (stops + 1));
            lap = Math.min(o.laps - 1, Math.max(lap + 3, span * stop + rng.int(-4, 4)));
            if (lap <= 0 || lap >= o.laps) break;
            const durationMs = rng.chance(0.02) ? rng.int(60500, 95000) : rng.int(19800, 24500) + (rng.chance(0.12) ? rng.int(1500, 9000) : 0);
            pitRows.push([
              raceId, id, stop, lap, clockText(startTime ?? "13:00:00", lap * avgLap + rng.int(0, 20000), UTC_OFFSET[circuitRef] ?? 0),
              durationText(durationMs), durationMs,
            ]);
          }
        }
      });

      // Drivers' standings after this race.
      const table = [...seasonPoints.keys()].sort((a, b) => {
        const pa = seasonPoints.get(a)!;
        const pb = seasonPoints.get(b)!;
        if (pa !== pb) return pb - pa;
        const wa = seasonWins.get(a) ?? 0;
        const wb = seasonWins.get(b) ?? 0;
        if (wa !== wb) return wb - wa;
        const ba = [...(seasonBest.get(a) ?? [])].sort((x, y) => x - y);
        const bb = [...(seasonBest.get(b) ?? [])].sort((x, y) => x - y);
        for (let k = 0; k < Math.max(ba.length, bb.length); k++) {
          const xa = ba[k] ?? 99;
          const xb = bb[k] ?? 99;
          if (xa !== xb) return xa - xb;
        }
        return a - b;
      });
      table.forEach((id, i) => {
        standingId++;
        standingRows.push([standingId, raceId, id, seasonPoints.get(id), i + 1, String(i + 1), seasonWins.get(id) ?? 0]);
      });
    }
  }

  return [
    `CREATE TABLE circuits ("circuitId" integer PRIMARY KEY, "circuitRef" text NOT NULL UNIQUE, name text NOT NULL, location text, country text,
      lat real, lng real, alt integer);`,
    `CREATE TABLE constructors ("constructorId" integer PRIMARY KEY, "constructorRef" text NOT NULL UNIQUE, name text NOT NULL UNIQUE, nationality text);`,
    `CREATE TABLE drivers ("driverId" integer PRIMARY KEY, "driverRef" text NOT NULL UNIQUE, number integer, code text, forename text NOT NULL,
      surname text NOT NULL, dob date, nationality text);`,
    `CREATE TABLE races ("raceId" integer PRIMARY KEY, year integer NOT NULL, round integer NOT NULL, "circuitId" integer NOT NULL REFERENCES circuits ("circuitId"),
      name text NOT NULL, date date NOT NULL, time text, UNIQUE (year, round));`,
    `CREATE TABLE status ("statusId" integer PRIMARY KEY, status text NOT NULL);`,
    `CREATE TABLE results ("resultId" integer PRIMARY KEY, "raceId" integer NOT NULL REFERENCES races ("raceId"), "driverId" integer NOT NULL REFERENCES drivers ("driverId"),
      "constructorId" integer NOT NULL REFERENCES constructors ("constructorId"), number integer, grid integer NOT NULL, position integer,
      "positionText" text NOT NULL, "positionOrder" integer NOT NULL, points real NOT NULL, laps integer NOT NULL, time text, milliseconds integer,
      "fastestLap" integer, rank integer, "fastestLapTime" text, "fastestLapSpeed" text, "statusId" integer NOT NULL REFERENCES status ("statusId"));`,
    `CREATE TABLE qualifying ("qualifyId" integer PRIMARY KEY, "raceId" integer NOT NULL REFERENCES races ("raceId"), "driverId" integer NOT NULL REFERENCES drivers ("driverId"),
      "constructorId" integer NOT NULL REFERENCES constructors ("constructorId"), number integer NOT NULL, position integer, q1 text, q2 text, q3 text);`,
    `CREATE TABLE "pitStops" ("raceId" integer NOT NULL REFERENCES races ("raceId"), "driverId" integer NOT NULL REFERENCES drivers ("driverId"), stop integer NOT NULL,
      lap integer NOT NULL, time text NOT NULL, duration text, milliseconds integer, PRIMARY KEY ("raceId", "driverId", stop));`,
    `CREATE TABLE "driverStandings" ("driverStandingsId" integer PRIMARY KEY, "raceId" integer NOT NULL REFERENCES races ("raceId"),
      "driverId" integer NOT NULL REFERENCES drivers ("driverId"), points real NOT NULL, position integer, "positionText" text, wins integer NOT NULL);`,
    insertRows("circuits", ['"circuitId"', '"circuitRef"', "name", "location", "country", "lat", "lng", "alt"], circuitRows),
    insertRows("constructors", ['"constructorId"', '"constructorRef"', "name", "nationality"], constructorRows),
    insertRows("drivers", ['"driverId"', '"driverRef"', "number", "code", "forename", "surname", "dob", "nationality"], driverRows),
    insertRows("races", ['"raceId"', "year", "round", '"circuitId"', "name", "date", "time"], raceRows),
    insertRows("status", ['"statusId"', "status"], STATUS),
    insertRows(
      "results",
      ['"resultId"', '"raceId"', '"driverId"', '"constructorId"', "number", "grid", "position", '"positionText"', '"positionOrder"', "points", "laps",
        "time", "milliseconds", '"fastestLap"', "rank", '"fastestLapTime"', '"fastestLapSpeed"', '"statusId"'],
      resultRows,
    ),
    insertRows("qualifying", ['"qualifyId"', '"raceId"', '"driverId"', '"constructorId"', "number", "position", "q1", "q2", "q3"], qualifyingRows),
    insertRows('"pitStops"', ['"raceId"', '"driverId"', "stop", "lap", "time", "duration", "milliseconds"], pitRows),
    insertRows('"driverStandings"', ['"driverStandingsId"', '"raceId"', '"driverId"', "points", "position", '"positionText"', "wins"], standingRows),
  ].join("\n");
}
