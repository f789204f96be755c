/**
 * A motor-racing championship in the style of the academic text-to-SQL benchmarks (schema `racing`, every table with
 * a declared primary key and declared foreign keys): circuits, constructors, drivers, races of the 2014-2024 seasons
 * and one result per car per race. The teams and drivers are invented; the calendar follows real venues. A driver
 * who did not finish has no position (status tells why); points go 25-18-15-12-10-8-6-4-2-1 to the first ten.
 */
import { insertRows, seededRandom } from '../../seeded-random';

const rnd = seededRandom(90314);

/** Name, city, country, base lap in seconds, race name, typical date (MM-DD), seasons held. */
const CIRCUITS: [string, string, string, number, string, string, number[]][] = [
  ['Albert Park Circuit', 'Melbourne', 'Australia', 80.5, 'Australian Grand Prix', '03-16', [2014, 2015, 2016, 2017, 2018, 2019, 2022, 2023, 2024]],
  ['Bahrain International Circuit', 'Sakhir', 'Bahrain', 92.1, 'Bahrain Grand Prix', '04-02', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Shanghai International Circuit', 'Shanghai', 'China', 94.3, 'Chinese Grand Prix', '04-16', [2014, 2015, 2016, 2017, 2018, 2019, 2024]],
  ['Baku City Circuit', 'Baku', 'Azerbaijan', 103.2, 'Azerbaijan Grand Prix', '06-10', [2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024]],
  ['Circuit de Barcelona-Catalunya', 'Montmelo', 'Spain', 78.2, 'Spanish Grand Prix', '05-12', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Circuit de Monaco', 'Monte Carlo', 'Monaco', 72.4, 'Monaco Grand Prix', '05-26', [2014, 2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024]],
  ['Circuit Gilles Villeneuve', 'Montreal', 'Canada', 73.1, 'Canadian Grand Prix', '06-16', [2014, 2015, 2016, 2017, 2018, 2019, 2022, 2023, 2024]],
  ['Circuit Paul Ricard', 'Le Castellet', 'France', 93.4, 'French Grand Prix', '06-23', [2018, 2019, 2021, 2022]],
  ['Red Bull Ring', 'Spielberg', 'Austria', 65.8, 'Austrian Grand Prix', '07-01', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Silverstone Circuit', 'Silverstone', 'UK', 88.6, 'British Grand Prix', '07-08', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Hockenheimring', 'Hockenheim', 'Germany', 75.3, 'German Grand Prix', '07-21', [2014, 2016, 2018, 2019]],
  ['Hungaroring', 'Budapest', 'Hungary', 78.5, 'Hungarian Grand Prix', '07-28', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Circuit de Spa-Francorchamps', 'Spa', 'Belgium', 106.3, 'Belgian Grand Prix', '08-27', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Circuit Zandvoort', 'Zandvoort', 'Netherlands', 71.9, 'Dutch Grand Prix', '09-03', [2021, 2022, 2023, 2024]],
  ['Autodromo Nazionale Monza', 'Monza', 'Italy', 81.9, 'Italian Grand Prix', '09-08', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Autodromo del Mugello', 'Scarperia', 'Italy', 78.1, 'Tuscan Grand Prix', '09-13', [2020]],
  ['Autodromo Enzo e Dino Ferrari', 'Imola', 'Italy', 76.9, 'Emilia Romagna Grand Prix', '04-25', [2020, 2021, 2022, 2024]],
  ['Marina Bay Street Circuit', 'Singapore', 'Singapore', 100.4, 'Singapore Grand Prix', '09-20', [2014, 2015, 2016, 2017, 2018, 2019, 2022, 2023, 2024]],
  ['Sochi Autodrom', 'Sochi', 'Russia', 96.2, 'Russian Grand Prix', '09-29', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021]],
  ['Suzuka Circuit', 'Suzuka', 'Japan', 91.2, 'Japanese Grand Prix', '10-06', [2014, 2015, 2016, 2017, 2018, 2019, 2022, 2023, 2024]],
  ['Circuit of the Americas', 'Austin', 'USA', 96.7, 'United States Grand Prix', '10-22', [2014, 2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024]],
  ['Autodromo Hermanos Rodriguez', 'Mexico City', 'Mexico', 79.3, 'Mexico City Grand Prix', '10-29', [2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024]],
  ['Autodromo Jose Carlos Pace', 'Sao Paulo', 'Brazil', 71.2, 'Sao Paulo Grand Prix', '11-10', [2014, 2015, 2016, 2017, 2018, 2019, 2021, 2022, 2023, 2024]],
  ['Las Vegas Strip Circuit', 'Las Vegas', 'USA', 95.1, 'Las Vegas Grand Prix', '11-19', [2023, 2024]],
  ['Losail International Circuit', 'Lusail', 'Qatar', 84.3, 'Qatar Grand Prix', '11-26', [2021, 2023, 2024]],
  ['Yas Marina Circuit', 'Abu Dhabi', 'UAE', 86.1, 'Abu Dhabi Grand Prix', '12-04', [2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]],
  ['Jeddah Corniche Circuit', 'Jeddah', 'Saudi Arabia', 90.8, 'Saudi Arabian Grand Prix', '03-22', [2021, 2022, 2023, 2024]],
  ['Miami International Autodrome', 'Miami', 'USA', 90.9, 'Miami Grand Prix', '05-05', [2022, 2023, 2024]],
  ['Sepang International Circuit', 'Kuala Lumpur', 'Malaysia', 97.4, 'Malaysian Grand Prix', '10-01', [2014, 2015, 2016, 2017]],
  ['Algarve International Circuit', 'Portimao', 'Portugal', 80.1, 'Portuguese Grand Prix', '10-25', [2020, 2021]],
  ['Istanbul Park', 'Istanbul', 'Turkey', 86.4, 'Turkish Grand Prix', '11-15', [2020, 2021]],
  ['Nurburgring', 'Nurburg', 'Germany', 90.7, 'Eifel Grand Prix', '10-11', [2020]],
  ['Kyalami Grand Prix Circuit', 'Midrand', 'South Africa', 82.0, '', '', []],
];
/** Second races at the same venue in one season: circuit, season, race name, date. */
const EXTRA_RACES: [string, number, string, string][] = [
  ['Red Bull Ring', 2020, 'Styrian Grand Prix', '07-12'], ['Red Bull Ring', 2021, 'Styrian Grand Prix', '06-27'],
  ['Silverstone Circuit', 2020, '70th Anniversary Grand Prix', '08-09'], ['Bahrain International Circuit', 2020, 'Sakhir Grand Prix', '12-06'],
];
/** Name, nationality, seasons, base strength by season (interpolated from first to last). */
const CONSTRUCTORS: [string, string, number, number, number, number][] = [
  ['Brandt Motorsport', 'German', 2014, 2024, 3.0, 1.6],
  ['Scuderia Vesuvio', 'Italian', 2014, 2024, 2.0, 2.3],
  ['Falcon Racing', 'British', 2014, 2024, 2.3, 1.2],
  ['Orion Grand Prix', 'Austrian', 2014, 2024, 1.4, 3.1],
  ['Kestrel GP', 'British', 2014, 2024, 1.0, 1.9],
  ['Equipe Lumiere', 'French', 2014, 2024, 1.2, 1.0],
  ['Arrowline', 'British', 2014, 2024, 0.9, 0.7],
  ['Tanaka Racing', 'Japanese', 2014, 2024, 0.6, 1.1],
  ['Veloce Corse', 'Italian', 2014, 2020, 0.7, 0.5],
  ['Meridian F1', 'Indian', 2014, 2016, 0.2, 0.2],
  ['Stellar Racing', 'American', 2016, 2024, 0.4, 0.8],
  ['Nordlys Racing', 'Swiss', 2021, 2024, 0.8, 0.9],
];
const NATIONS = ['British', 'German', 'Dutch', 'Finnish', 'Spanish', 'French', 'Mexican', 'Australian', 'Canadian', 'Monegasque', 'Japanese', 'Thai', 'Danish', 'Italian', 'American', 'Chinese', 'Brazilian', 'New Zealander', 'Polish', 'Swedish', 'Belgian'];
const FORENAMES = ['Lukas', 'Oliver', 'Mateo', 'Jonas', 'Theo', 'Emil', 'Rafael', 'Nico', 'Sebastian', 'Marco', 'Kenta', 'Adrian', 'Felix', 'Hugo', 'Daniel', 'Liam', 'Max', 'Pierre', 'Carlos', 'Lars', 'Tomas', 'Yuki', 'Mikael', 'Andrea', 'Oscar', 'Logan', 'Jack', 'Valtteri', 'Esteban', 'Alex', 'Rio', 'Niklas', 'Bruno', 'Callum', 'Dario', 'Isack', 'Kimi', 'Anton', 'Jules', 'Zhou', 'Pietro', 'Frederik', 'Ethan', 'Gabriel', 'Sergio', 'Leon', 'Victor', 'Henrik'];
const SURNAMES = ['Ardent', 'Bergmann', 'Castellano', 'Dufresne', 'Eklund', 'Ferrante', 'Galloway', 'Halvorsen', 'Ishida', 'Jaramillo', 'Kovac', 'Lindgren', 'Moreno', 'Nakashima', 'Oakes', 'Pellegrini', 'Quist', 'Rademaker', 'Salvatore', 'Thornton', 'Ulrich', 'Varga', 'Whitfield', 'Xander', 'Yilmaz', 'Zeller', 'Arbuckle', 'Brennan', 'Corvino', 'Delgado', 'Everett', 'Fontana', 'Grimaldi', 'Hartmann', 'Ingram', 'Jensen', 'Kirkland', 'Laurent', 'Mancini', 'Novotny', 'Orsini', 'Prescott', 'Rocha', 'Sandberg', 'Tavares', 'Vance', 'Wexler', 'Zamora', 'Beaumont', 'Caldwell', 'Donnelly', 'Esposito'];
const POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];
const DNF = [['Accident', 4], ['Collision', 4], ['Engine', 3], ['Gearbox', 2], ['Hydraulics', 1], ['Brakes', 1], ['Power Unit', 2], ['Suspension', 1], ['Retired', 2]] as const;

const noise = () => rnd.next() + rnd.next() + rnd.next() - 1.5;

export function datasetSql(): string {
  // Drivers: a career span and a skill; the grid is filled season by season, keeping most pairings.
  type Driver = { id: number; skill: number; from: number; to: number };
  const drivers: Driver[] = [];
  const driverRows: unknown[][] = [];
  const codes = new Set<string>();
  const surnames = rnd.shuffle(SURNAMES);
  for (let i = 0; i < 46; i++) {
    const from = i < 20 ? 2014 : rnd.int(2015, 2024);
    const to = Math.min(2024, from + rnd.weighted([[rnd.int(1, 3), 4], [rnd.int(4, 8), 4], [rnd.int(9, 12), 3]] as const));
    const born = from - rnd.int(19, i < 20 ? 34 : 25);
    const surname = surnames[i]!;
    let code = surname.slice(0, 3).toUpperCase();
    if (codes.has(code)) code = (surname.slice(0, 2) + surname.slice(-1)).toUpperCase();
    codes.add(code);
    drivers.push({ id: i + 1, skill: noise() * 1.1, from, to });
    driverRows.push([i + 1, surname.toLowerCase(), rnd.pick(FORENAMES), surname, code, rnd.date(`${born}-01-01`, `${born}-12-31`), rnd.pick(NATIONS)]);
  }

  const raceRows: unknown[][] = [];
  const resultRows: unknown[][] = [];
  let raceId = 1;
  let resultId = 1;
  let seats = new Map<number, number[]>();
  for (let season = 2014; season <= 2024; season++) {
    // Seats: keep a driver with his team most years; free seats go to active drivers without one, rookies first.
    const teams = CONSTRUCTORS.map((c, i) => ({ id: i + 1, c })).filter(({ c }) => c[2] <= season && c[3] >= season);
    const next = new Map<number, number[]>();
    const taken = new Set<number>();
    for (const { id } of teams) {
      const kept = (seats.get(id) ?? []).filter((d) => drivers[d - 1]!.to >= season && rnd.chance(0.78));
      kept.forEach((d) => taken.add(d));
      next.set(id, kept);
    }
    const free = rnd.shuffle(drivers.filter((d) => d.from <= season && d.to >= season && !taken.has(d.id)));
    for (const { id } of teams) {
      while (next.get(id)!.length < 2) {
        const d = free.shift() ?? drivers.filter((x) => !taken.has(x.id)).sort((a, b) => a.from - b.from)[0]!;
        taken.add(d.id);
        d.to = Math.max(d.to, season);
        d.from = Math.min(d.from, season);
        next.get(id)!.push(d.id);
      }
    }
    seats = next;

    const calendar = [
      ...CIRCUITS.flatMap((c, i) => (c[6].includes(season) ? [[i + 1, c[4], `${season}-${c[5]}`, c[3]] as const] : [])),
      ...EXTRA_RACES.filter((e) => e[1] === season).map((e) => {
        const i = CIRCUITS.findIndex((c) => c[0] === e[0]);
        return [i + 1, e[2], `${season}-${e[3]}`, CIRCUITS[i]![3]] as const;
      }),
    ].sort((a, b) => a[2].localeCompare(b[2]));
    calendar.forEach(([circuit, name, date, lap], round) => {
      const laps = Math.round(305 / (lap * 0.06));
      const strength = (t: number) => {
        const [, , from, to, a, b] = CONSTRUCTORS[t - 1]!;
        return a + ((b - a) * (season - from)) / Math.max(1, to - from);
      };
      const cars = teams.flatMap(({ id }) => seats.get(id)!.map((d) => ({ team: id, driver: d, base: strength(id) + drivers[d - 1]!.skill * 0.6 })));
      const grid = [...cars].map((car) => ({ car, q: car.base + noise() * 0.9 })).sort((a, b) => b.q - a.q).map((x) => x.car);
      const race = cars.map((car) => ({ car, r: car.base + noise() * 1.3 + (grid.length - grid.indexOf(car)) * 0.04, out: rnd.chance(0.085) }));
      const finishers = race.filter((x) => !x.out).sort((a, b) => b.r - a.r);
      const fastestBase = lap * (1 - (season - 2014) * 0.006) * 1000;
      for (const x of race) {
        const pos = x.out ? null : finishers.indexOf(x) + 1;
        const gap = pos === null ? 0 : pos <= 10 ? 0 : pos <= 15 ? rnd.weighted([[0, 1], [1, 2]] as const) : rnd.weighted([[1, 2], [2, 1]] as const);
        const lapsDone = pos === null ? rnd.int(0, laps - 2) : laps - gap;
        const status = pos === null ? rnd.weighted(DNF) : gap === 0 ? 'Finished' : `+${gap} Lap${gap > 1 ? 's' : ''}`;
        const fastest = lapsDone >= 2 ? Math.round(fastestBase * (1.012 - x.car.base * 0.003 + rnd.next() * 0.012)) : null;
        resultRows.push([resultId++, raceId, x.car.driver, x.car.team, grid.indexOf(x.car) + 1, pos, pos !== null && pos <= 10 ? POINTS[pos - 1]! : 0, lapsDone, status, fastest]);
      }
      raceRows.push([raceId++, season, round + 1, circuit, name, date, laps]);
    });
  }

  return [
    `CREATE SCHEMA racing;
CREATE TABLE racing.circuits (circuit_id integer PRIMARY KEY, circuit_name text NOT NULL, city text, country text);
CREATE TABLE racing.constructors (constructor_id integer PRIMARY KEY, constructor_name text NOT NULL, nationality text);
CREATE TABLE racing.drivers (driver_id integer PRIMARY KEY, driver_ref text, forename text, surname text, code char(3), dob date, nationality text);
CREATE TABLE racing.races (race_id integer PRIMARY KEY, season integer NOT NULL, round integer NOT NULL, circuit_id integer REFERENCES racing.circuits, race_name text, race_date date, laps integer);
CREATE TABLE racing.results (result_id integer PRIMARY KEY, race_id integer REFERENCES racing.races, driver_id integer REFERENCES racing.drivers, constructor_id integer REFERENCES racing.constructors, grid integer, position integer, points numeric(4,1), laps integer, status text, fastest_lap_ms integer);`,
    insertRows('racing.circuits', ['circuit_id', 'circuit_name', 'city', 'country'], CIRCUITS.map((c, i) => [i + 1, c[0], c[1], c[2]])),
    insertRows('racing.constructors', ['constructor_id', 'constructor_name', 'nationality'], CONSTRUCTORS.map((c, i) => [i + 1, c[0], c[1]])),
    insertRows('racing.drivers', ['driver_id', 'driver_ref', 'forename', 'surname', 'code', 'dob', 'nationality'], driverRows),
    insertRows('racing.races', ['race_id', 'season', 'round', 'circuit_id', 'race_name', 'race_date', 'laps'], raceRows),
    insertRows('racing.results', ['result_id', 'race_id', 'driver_id', 'constructor_id', 'grid', 'position', 'points', 'laps', 'status', 'fastest_lap_ms'], resultRows),
  ].join('\n');
}
