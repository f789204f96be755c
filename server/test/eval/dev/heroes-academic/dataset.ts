/**
 * A reference database of comic-book superheroes and villains, kept by a fan wiki in the manner of the public
 * "superhero" database of academic text-to-SQL benchmarks (every character is made up here). All tables are in the
 * schema `comics`.
 *
 * Lookup tables:
 * - `gender` (`id`, `gender`): 1 Male, 2 Female, 3 N/A (robots, cosmic beings and others without a gender).
 * - `race` (`id`, `race`): Human, Mutant, Alien, Android, Cyborg, God / Eternal, Demi-God, Demon, Vampire, Atlantean,
 *   Inhuman, Symbiote, Animal, Zenthari (an alien people of the Apex universe), Frost Giant.
 * - `colour` (`id`, `colour`): one list of colours used for eyes, hair and skin; "No Colour" means the character has
 *   none (a bald head, eyes without iris or pupil).
 * - `alignment` (`align_cd`, `alignment`): G Good (a hero), B Bad (a villain), N Neutral (acts in its own interest or
 *   by its own moral code).
 * - `publisher` (`pub_id`, `pub_nm`, `parent_pub_id`, `founded_yr`, `actv_yn`): comic publishers; an imprint has its
 *   parent publisher in `parent_pub_id` (empty for an independent publisher); `founded_yr` the year it was founded;
 *   `actv_yn` N for a publisher that no longer publishes.
 *
 * Characters:
 * - `superhero` (`id`, `hero_nm` the superhero name, `full_nm` the character's real full name, empty when the secret
 *   identity is unknown; `gender_id`, `race_id` (empty when the race is unknown), `eye_colr_id`, `hair_colr_id` and
 *   `skin_colr_id` reference `colour.id`; the skin colour is only recorded when it is out of the ordinary and is empty
 *   otherwise; eye or hair colour are empty when unknown; `pub_ref` references `publisher.pub_id`, empty for a
 *   character with no publisher on record; `align_cd` references `alignment.align_cd`; `height_cm` and `weight_kg`
 *   empty when unknown; `debut_yr` the year of the first appearance in print; `mentor_id` the superhero (same table)
 *   who trained the character, empty if none).
 * - `superpower` (`power_id`, `power_nm`, `power_cat`: PHY physical, MEN mental, ENR energy, MYS mystic, SKL skill,
 *   SNS senses).
 * - `hero_power` (`hero_ref` references `superhero.id`, `power_id`): which character has which superpower.
 * - `attribute` (`attr_cd`, `attribute_name`): INT Intelligence, STR Strength, SPD Speed, DUR Durability, PWR Power,
 *   CMB Combat.
 * - `hero_attribute` (`hero_ref`, `attr_cd`, `attr_val`): the wiki's rating of a character on each attribute, from 1
 *   to 100; characters not yet rated have no rows.
 *
 * Publications:
 * - `issue` (`iss_id`, `pub_ref` the publisher, `series_ttl` the series title, `iss_num` the issue number within the
 *   series, `rel_dt` the release date in stores (a future date for a solicited issue, empty for a cancelled one),
 *   `cover_prc` the US cover price as text such as "$4.99", `print_qty` copies printed (empty until printed),
 *   `iss_sts` REL released, SOL solicited (announced, not out yet) or CXL cancelled).
 * - `issue_appearance` (`iss_id`, `hero_ref`, `role_typ`: LEAD the title character(s), GUEST a guest star, CAMEO a brief
 *   appearance): which characters appear in which issue.
 *
 * Issues from January 2023 to the end of November 2026, solicitations up to February 2027.
 */
import { insertRows, seededRandom, type SeededRandom } from '../../seeded-random';

const TODAY = '2026-11-25';

const GENDERS: [number, string][] = [
  [1, 'Male'],
  [2, 'Female'],
  [3, 'N/A'],
];

const RACES: [number, string][] = [
  [1, 'Human'],
  [2, 'Mutant'],
  [3, 'Alien'],
  [4, 'Android'],
  [5, 'Cyborg'],
  [6, 'God / Eternal'],
  [7, 'Demi-God'],
  [8, 'Demon'],
  [9, 'Vampire'],
  [10, 'Atlantean'],
  [11, 'Inhuman'],
  [12, 'Symbiote'],
  [13, 'Animal'],
  [14, 'Zenthari'],
  [15, 'Frost Giant'],
];

const COLOURS: [number, string][] = [
  [1, 'No Colour'],
  [2, 'Blue'],
  [3, 'Brown'],
  [4, 'Green'],
  [5, 'Black'],
  [6, 'Red'],
  [7, 'Grey'],
  [8, 'Hazel'],
  [9, 'Yellow'],
  [10, 'White'],
  [11, 'Gold'],
  [12, 'Silver'],
  [13, 'Purple'],
  [14, 'Violet'],
  [15, 'Blond'],
  [16, 'Auburn'],
  [17, 'Orange'],
  [18, 'Pink'],
  [19, 'Amber'],
  [20, 'Magenta'],
];
const C = Object.fromEntries(COLOURS.map(([id, nm]) => [nm, id])) as Record<string, number>;

const ALIGNMENTS: [string, string][] = [
  ['G', 'Good'],
  ['B', 'Bad'],
  ['N', 'Neutral'],
];

/** [pub_id, pub_nm, parent_pub_id, founded_yr, actv_yn] */
const PUBLISHERS: [number, string, number | null, number, 'Y' | 'N'][] = [
  [1, 'Apex Comics', null, 1938, 'Y'],
  [2, 'Titan Press', null, 1945, 'Y'],
  [3, 'Nightfall Comics', null, 1986, 'Y'],
  [4, 'Apex Noir', 1, 1993, 'Y'],
  [5, 'Titan Youth', 2, 2004, 'Y'],
  [6, 'Ironleaf Studios', null, 1992, 'Y'],
  [7, 'Comet Publishing', null, 1950, 'N'],
  [8, 'Starwell Media', null, 2010, 'Y'],
  [9, 'Vanguard Graphic', null, 1974, 'Y'],
  [10, 'Orchard Lane Comics', null, 2019, 'Y'],
];
const PUB_WEIGHTS: [number | null, number][] = [
  [1, 33],
  [2, 27],
  [3, 11],
  [4, 5],
  [5, 5],
  [6, 5],
  [7, 4],
  [8, 4],
  [9, 3],
  [null, 3],
];

/** [power_id, power_nm, power_cat, how common] */
const POWERS: [number, string, string, number][] = [
  [1, 'Super Strength', 'PHY', 30],
  [2, 'Flight', 'PHY', 24],
  [3, 'Agility', 'PHY', 34],
  [4, 'Stamina', 'PHY', 32],
  [5, 'Durability', 'PHY', 28],
  [6, 'Super Speed', 'PHY', 15],
  [7, 'Accelerated Healing', 'PHY', 22],
  [8, 'Reflexes', 'PHY', 25],
  [9, 'Telepathy', 'MEN', 9],
  [10, 'Telekinesis', 'MEN', 8],
  [11, 'Intellect', 'MEN', 20],
  [12, 'Precognition', 'MEN', 4],
  [13, 'Illusions', 'MEN', 4],
  [14, 'Hypnokinesis', 'MEN', 3],
  [15, 'Technopathy', 'MEN', 3],
  [16, 'Energy Blasts', 'ENR', 16],
  [17, 'Force Fields', 'ENR', 8],
  [18, 'Cryokinesis', 'ENR', 5],
  [19, 'Pyrokinesis', 'ENR', 6],
  [20, 'Electrokinesis', 'ENR', 6],
  [21, 'Energy Absorption', 'ENR', 7],
  [22, 'Weather Control', 'ENR', 3],
  [23, 'Gravity Control', 'ENR', 2],
  [24, 'Sonic Scream', 'ENR', 2],
  [25, 'Magic', 'MYS', 9],
  [26, 'Immortality', 'MYS', 7],
  [27, 'Teleportation', 'MYS', 7],
  [28, 'Death Touch', 'MYS', 2],
  [29, 'Possession', 'MYS', 2],
  [30, 'Portal Creation', 'MYS', 3],
  [31, 'Time Travel', 'MYS', 2],
  [32, 'Shapeshifting', 'MYS', 6],
  [33, 'Marksmanship', 'SKL', 14],
  [34, 'Weapons Master', 'SKL', 15],
  [35, 'Martial Arts', 'SKL', 16],
  [36, 'Stealth', 'SKL', 17],
  [37, 'Acrobatics', 'SKL', 10],
  [38, 'Night Vision', 'SNS', 8],
  [39, 'Enhanced Hearing', 'SNS', 9],
  [40, 'Enhanced Smell', 'SNS', 6],
  [41, 'Vision - X-Ray', 'SNS', 3],
  [42, 'Vision - Heat', 'SNS', 3],
  [43, 'Radar Sense', 'SNS', 2],
  [44, 'Wallcrawling', 'PHY', 4],
  [45, 'Elasticity', 'PHY', 3],
  [46, 'Size Changing', 'PHY', 4],
  [47, 'Invisibility', 'PHY', 5],
  [48, 'Phasing', 'PHY', 4],
  [49, 'Duplication', 'PHY', 2],
  [50, 'Underwater Breathing', 'PHY', 4],
  [51, 'Animal Control', 'MYS', 3],
  [52, 'Plant Control', 'MYS', 2],
  [53, 'Density Control', 'PHY', 3],
  [54, 'Toxin Resistance', 'PHY', 6],
  [55, 'Radiation Immunity', 'PHY', 4],
  [56, 'Cloaking', 'SKL', 0],
  [57, 'Bone Claws', 'PHY', 0],
];

const ATTRS: [string, string][] = [
  ['INT', 'Intelligence'],
  ['STR', 'Strength'],
  ['SPD', 'Speed'],
  ['DUR', 'Durability'],
  ['PWR', 'Power'],
  ['CMB', 'Combat'],
];

const NAME_A = [
  'Crimson', 'Shadow', 'Iron', 'Silver', 'Night', 'Storm', 'Star', 'Thunder', 'Frost', 'Blaze', 'Steel', 'Phantom',
  'Golden', 'Scarlet', 'Cobalt', 'Obsidian', 'Emerald', 'Quantum', 'Solar', 'Lunar', 'Venom', 'Void', 'Ember',
  'Arc', 'Dire', 'Grim', 'Hex', 'Nova', 'Onyx', 'Rogue', 'Tempest', 'Titanium', 'Vortex', 'Wild', 'Black', 'White',
  'Ghost', 'Mystic', 'Rune', 'Atomic',
];
const NAME_B = [
  'Hawk', 'Blade', 'Fang', 'Wolf', 'Knight', 'Sentinel', 'Specter', 'Viper', 'Falcon', 'Raven', 'Fist', 'Wraith',
  'Lancer', 'Shade', 'Hunter', 'Warden', 'Widow', 'Tiger', 'Comet', 'Spark', 'Golem', 'Oracle', 'Reaper', 'Siren',
  'Stalker', 'Mantis', 'Scorpion', 'Jackal', 'Titan', 'Vixen', 'Queen', 'King', 'Marauder', 'Cyclone', 'Lynx',
  'Kestrel', 'Paladin', 'Harbinger', 'Drifter', 'Bolt',
];
const SINGLE_NAMES = [
  'Malgorath', 'Xerxa', 'Thornax', 'Ulvenor', 'Zephra', 'Kragg', 'Morwen', 'Quillon', 'Sablecrest', 'Tzuul',
  'Vesperine', 'Orrin', 'Galvanox', 'Nyxara', 'Brontes', 'Ishkar', 'Lazuli', 'Mordecai Prime', 'Skarn', 'Ylvana',
  'Dreadmoor', 'Cinderhelm', 'Worldmaw', 'Glacius', 'Hollowjack', 'Pyrrha', 'Osmodeus', 'Kaiju Rex', 'Tessellate',
  'Azurath',
];
const FIRST_M = [
  'James', 'Robert', 'Michael', 'David', 'Thomas', 'Daniel', 'Marcus', 'Victor', 'Samuel', 'Elijah', 'Oscar', 'Felix',
  'Lucas', 'Hector', 'Ivan', 'Ravi', 'Kenji', 'Tobias', 'Adrian', 'Curtis', 'Desmond', 'Gideon', 'Nathaniel', 'Raymond',
  'Wallace', 'Julian', 'Malik', 'Dmitri', 'Connor', 'Silas',
];
const FIRST_F = [
  'Mary', 'Elena', 'Sarah', 'Diana', 'Natalie', 'Grace', 'Helena', 'Priya', 'Yuki', 'Camila', 'Rosa', 'Leah',
  'Ingrid', 'Amara', 'Beatrice', 'Claire', 'Freya', 'Jade', 'Kira', 'Lucia', 'Maya', 'Nadia', 'Olivia', 'Sienna',
  'Tamsin', 'Vera', 'Wren', 'Zara', 'Harriet', 'Ada',
];
const LAST = [
  'Calloway', 'Drummond', 'Ashford', 'Blackwood', 'Carver', 'Delacroix', 'Eastman', 'Fairbanks', 'Grayson', 'Hale',
  'Ingram', 'Jericho', 'Kessler', 'Lockhart', 'Mercer', 'Nakamura', 'Okafor', 'Pryce', 'Quinlan', 'Rourke', 'Sato',
  'Thorne', 'Underwood', 'Vance', 'Whitlock', 'Xu', 'Yardley', 'Zamora', 'Abernathy', 'Bishop', 'Castellanos',
  'Dorsey', 'Ellery', 'Fontaine', 'Galloway', 'Hargrove', 'Iverson', 'Kowalski', 'Lindqvist', 'Moreau', 'Novak',
  'Oyelaran', 'Petrov', 'Ramirez', 'Sinclair', 'Tran', 'Voss', 'Winslow',
];

interface Hero {
  id: number;
  nm: string;
  full: string | null;
  gender: number;
  race: number | null;
  eye: number | null;
  hair: number | null;
  skin: number | null;
  pub: number | null;
  align: string;
  height: number | null;
  weight: number | null;
  debut: number;
  mentor: number | null;
  powers: Set<number>;
  attrs: Map<string, number> | null;
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
const normal = (r: SeededRandom) => (r.next() + r.next() + r.next() + r.next() + r.next() + r.next() - 3) * Math.SQRT2;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const addMonths = (iso: string, months: number) => {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7)) - 1 + months;
  const d = Number(iso.slice(8, 10));
  const yy = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${yy}-${String(mm + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
};

/** Race ids with their weights, height (mean, sd) and build (kg per cm of height over 100). */
const RACE_MIX: [number | null, number][] = [
  [1, 44],
  [2, 16],
  [3, 8],
  [4, 3],
  [5, 3],
  [6, 3],
  [7, 2],
  [8, 2],
  [9, 2],
  [10, 2],
  [11, 2],
  [12, 1],
  [13, 1],
  [14, 2],
  [15, 1],
  [null, 8],
];
const RACE_BODY: Record<number, [number, number, number]> = {
  1: [178, 9, 0.95],
  2: [180, 12, 1.0],
  3: [205, 45, 1.3],
  4: [190, 18, 2.2],
  5: [188, 14, 1.9],
  6: [215, 30, 1.6],
  7: [196, 14, 1.2],
  8: [220, 40, 1.7],
  9: [180, 9, 0.85],
  10: [186, 10, 1.15],
  11: [182, 15, 1.05],
  12: [200, 25, 1.5],
  13: [120, 50, 1.1],
  14: [230, 20, 1.4],
  15: [320, 40, 2.4],
};

export function datasetSql(): string {
  const r = seededRandom(41_977);

  // Superhero names: two-word names, single names for the powerful beings, unique
  const names: string[] = [];
  const seen = new Set<string>();
  for (const a of r.shuffle(NAME_A)) {
    for (const b of r.shuffle(NAME_B).slice(0, 7)) {
      const nm = `${a} ${b}`;
      if (!seen.has(nm)) {
        seen.add(nm);
        names.push(nm);
      }
    }
  }
  const twoWord = r.shuffle(names).slice(0, 270);
  const singles = [...SINGLE_NAMES];

  const heroes: Hero[] = [];
  const usedFull = new Set<string>();
  let id = 1;
  const N = twoWord.length + singles.length;
  const order = r.shuffle([...twoWord.map((n) => [n, false] as [string, boolean]), ...singles.map((n) => [n, true] as [string, boolean])]);
  for (let i = 0; i < N; i++) {
    const [nm, cosmic] = order[i] as [string, boolean];
    const race: number | null = cosmic
      ? r.weighted<number | null>([
          [3, 30],
          [6, 25],
          [8, 20],
          [14, 10],
          [15, 8],
          [12, 7],
        ])
      : r.weighted(RACE_MIX);
    const inhumanish = race === 4 || (race !== null && [3, 6, 8, 12, 15].includes(race) && r.chance(0.25));
    const femaleNm = /(Widow|Vixen|Queen|Siren)$/.test(nm);
    const rolled = inhumanish && r.chance(0.6) ? 3 : r.chance(cosmic ? 0.2 : 0.36) ? 2 : 1;
    const gender = femaleNm ? 2 : rolled === 2 && nm.endsWith('King') ? 1 : rolled;
    const align = cosmic
      ? r.weighted<string>([
          ['B', 65],
          ['N', 25],
          ['G', 10],
        ])
      : r.weighted<string>([
          ['G', 60],
          ['B', 29],
          ['N', 11],
        ]);
    const pub = r.weighted(PUB_WEIGHTS);
    const humanLike = race === null || [1, 2, 7, 9, 10, 11].includes(race);
    let full: string | null = null;
    if (humanLike && r.chance(0.85)) {
      for (let tries = 0; tries < 20 && full === null; tries++) {
        const f = `${r.pick(gender === 2 ? FIRST_F : FIRST_M)} ${r.pick(LAST)}`;
        if (!usedFull.has(f)) {
          usedFull.add(f);
          full = f;
        }
      }
    }
    const eye = r.chance(0.05)
      ? null
      : humanLike
        ? r.weighted<number>([
            [C.Blue!, 34],
            [C.Brown!, 30],
            [C.Green!, 14],
            [C.Hazel!, 5],
            [C.Grey!, 5],
            [C.Black!, 4],
            [C.Red!, 3],
            [C.White!, 2],
            [C.Violet!, 1],
            [C.Amber!, 2],
          ])
        : r.weighted<number>([
            [C.Red!, 22],
            [C.Yellow!, 16],
            [C.White!, 14],
            [C.Black!, 12],
            [C.Gold!, 8],
            [C.Green!, 8],
            [C.Blue!, 6],
            [C['No Colour']!, 7],
            [C.Purple!, 4],
            [C.Silver!, 3],
            [C.Magenta!, 1],
          ]);
    const hair = r.chance(0.06)
      ? null
      : humanLike
        ? r.weighted<number>([
            [C.Black!, 30],
            [C.Brown!, 26],
            [C.Blond!, 16],
            [C.Red!, 7],
            [C.Auburn!, 5],
            [C.White!, 5],
            [C.Grey!, 3],
            [C['No Colour']!, 4],
            [C.Silver!, 2],
            [C.Purple!, 1],
            [C.Pink!, 1],
          ])
        : r.weighted<number>([
            [C['No Colour']!, 45],
            [C.Black!, 15],
            [C.White!, 12],
            [C.Red!, 8],
            [C.Green!, 6],
            [C.Silver!, 5],
            [C.Orange!, 4],
            [C.Gold!, 5],
          ]);
    const skin =
      humanLike && race !== 9 && !r.chance(0.08)
        ? null
        : race === 9
          ? C.White!
          : r.weighted<number>([
              [C.Green!, 20],
              [C.Grey!, 16],
              [C.Blue!, 14],
              [C.Red!, 12],
              [C.Silver!, 10],
              [C.Purple!, 8],
              [C.Gold!, 6],
              [C.Orange!, 5],
              [C.White!, 5],
              [C.Black!, 4],
              [C.Yellow!, 3],
              [C.Pink!, 2],
            ]);
    let height: number | null = null;
    let weight: number | null = null;
    const [hMean, hSd, build] = RACE_BODY[race ?? 1]!;
    if (!r.chance(cosmic ? 0.15 : 0.07)) {
      const sex = gender === 2 ? -11 : 0;
      height = Math.round(clamp(hMean + sex + normal(r) * hSd * (cosmic ? 2.5 : 1), 45, 980));
    }
    if (!r.chance(cosmic ? 0.2 : 0.09)) {
      const h = height ?? hMean;
      const w = Math.max(1, h - 100) * build * Math.exp(normal(r) * 0.16) * (gender === 2 ? 0.82 : 1);
      weight = Math.round(clamp(w, 2, 20000));
    }
    const debut = cosmic
      ? r.int(1962, 2015)
      : Math.round(
          clamp(
            r.weighted<number>([
              [1948, 10],
              [1968, 26],
              [1985, 24],
              [2002, 22],
              [2016, 18],
            ]) +
              normal(r) * 7,
            1939,
            2025,
          ),
        );
    heroes.push({
      id: id++,
      nm,
      full,
      gender,
      race,
      eye,
      hair,
      skin,
      pub,
      align,
      height,
      weight,
      debut,
      mentor: null,
      powers: new Set(),
      attrs: null,
    });
  }

  // Mentors: a sixth of the heroes were trained by an earlier character of the same publisher
  for (const h of heroes) {
    if (h.pub === null || !r.chance(0.17)) continue;
    const cands = heroes.filter(
      (m) => m.id !== h.id && m.pub === h.pub && m.debut < h.debut - 3 && m.mentor !== h.id && (h.align === 'B' ? true : m.align !== 'B'),
    );
    if (cands.length) h.mentor = r.pick(cands).id;
  }

  // Powers
  const powerWeight = (race: number | null): [number, number][] =>
    POWERS.filter((p) => p[3] > 0).map(([pid, , cat, w]) => {
      let f = 1;
      if (race !== null && [3, 6, 8, 15, 12, 14].includes(race) && (cat === 'MYS' || cat === 'ENR')) f = 2.2;
      if (race === 1 && cat === 'SKL') f = 2.5;
      if (race === 1 && (cat === 'ENR' || cat === 'MYS')) f = 0.4;
      if ((race === 4 || race === 5) && pid === 15) f = 8;
      if (race === 10 && pid === 50) f = 40;
      if (race === 9 && (pid === 26 || pid === 38)) f = 12;
      return [pid, w * f];
    });
  for (const h of heroes) {
    const cosmic = SINGLE_NAMES.includes(h.nm);
    const n = cosmic ? r.int(8, 26) : h.race === 1 ? r.int(0, 9) : r.int(1, 16);
    const pw = powerWeight(h.race);
    for (let k = 0; k < n * 2 && h.powers.size < n; k++) h.powers.add(r.weighted(pw));
  }

  // Attributes, rated for most characters
  for (const h of heroes) {
    if (r.chance(0.09)) continue;
    const cosmic = SINGLE_NAMES.includes(h.nm);
    const np = h.powers.size;
    const m = new Map<string, number>();
    const base = (mean: number, sd: number) => Math.round(clamp(mean + normal(r) * sd, 1, 100));
    const has = (pid: number) => h.powers.has(pid);
    m.set('INT', base(h.powers.has(11) ? 78 : 52, 16));
    m.set('STR', base(has(1) ? (cosmic ? 88 : 68) : h.race === 1 ? 18 : 34, 13));
    m.set('SPD', base(has(6) ? 72 : has(2) ? 44 : 27, 13));
    m.set('DUR', base(has(5) ? 74 : h.race === 1 ? 34 : 50, 14));
    m.set('PWR', base(cosmic ? 90 : 18 + np * 4.5, 12));
    m.set('CMB', base(has(35) || has(34) ? 82 : 50, 15));
    h.attrs = m;
  }

  // Series and issues
  const byPub = (pub: number) => heroes.filter((h) => h.pub === pub && h.align !== 'B');
  interface Series {
    ttl: string;
    pub: number;
    leads: Hero[];
    start: string;
    end: string | null;
    price: string;
    run: number;
    cxlLast: number;
  }
  const series: Series[] = [];
  const seriesPlan: [number, number][] = [
    [1, 7],
    [2, 6],
    [3, 3],
    [4, 2],
    [5, 2],
    [6, 1],
    [8, 1],
    [9, 1],
  ];
  const usedLead = new Set<number>();
  for (const [pub, count] of seriesPlan) {
    const pool = r.shuffle(byPub(pub)).filter((h) => !usedLead.has(h.id));
    for (let k = 0; k < count; k++) {
      const team = k === 0 && count >= 2;
      const leads = team ? pool.splice(0, 4) : pool.splice(0, 1);
      for (const l of leads) usedLead.add(l.id);
      const pubNm = PUBLISHERS.find((p) => p[0] === pub)![1];
      const ttl = team
        ? `${PUBLISHERS.find((p) => p[0] === pub)![2] ? pubNm.split(' ')[1] : pubNm.split(' ')[0]} ${r.pick(['League', 'Legion', 'Alliance', 'Vanguard'])}`
        : r.chance(0.5)
          ? `The Uncanny ${leads[0]!.nm}`
          : leads[0]!.nm;
      const start = r.date('2023-01-01', '2025-09-30').slice(0, 8) + String(r.int(1, 27)).padStart(2, '0');
      const end = r.chance(0.3) ? r.date('2024-06-01', '2026-06-30') : null;
      const price = pub === 5 ? r.pick(['$2.99', '$3.99']) : r.pick(['$3.99', '$4.99', '$4.99', '$5.99']);
      series.push({ ttl, pub, leads, start, end, price, run: r.int(9, 90) * 1000, cxlLast: end && r.chance(0.6) ? r.int(1, 2) : 0 });
    }
  }
  const issueRows: unknown[][] = [];
  const appRows: unknown[][] = [];
  let issId = 10_001;
  const LAST_SOL = '2027-02-28';
  for (const s of series) {
    const dates: string[] = [];
    for (let d = s.start; d <= (s.end ?? LAST_SOL); d = addMonths(d, 1)) {
      // a few skipped months
      if (r.chance(0.06)) continue;
      const jittered = addDays(d, r.int(-3, 3));
      if (jittered <= LAST_SOL) dates.push(jittered);
    }
    let num = 0;
    let price = s.price;
    for (let k = 0; k < dates.length; k++) {
      const d = dates[k]!;
      num++;
      if (d >= '2025-07-01' && price === '$3.99' && r.chance(0.15)) price = '$4.99';
      const cxl = s.end !== null && k >= dates.length - s.cxlLast;
      const future = d > TODAY;
      const sts = cxl ? 'CXL' : future ? 'SOL' : 'REL';
      const cover = num === 1 || num % 25 === 0 ? `$${(Number(price.slice(1)) + 2).toFixed(2)}` : price;
      const qty = sts === 'REL' ? Math.round((s.run * (num === 1 ? 2.4 : 1) * Math.exp(normal(r) * 0.12) - k * 300) / 100) * 100 : null;
      issueRows.push([issId, s.pub, s.ttl, num, cxl ? null : d, cover, qty !== null ? Math.max(qty, 3000) : null, sts]);
      const present = new Set<number>();
      for (const l of s.leads) {
        appRows.push([issId, l.id, 'LEAD']);
        present.add(l.id);
      }
      const pubHeroes = heroes.filter((h) => h.pub === s.pub || (s.pub === 4 && h.pub === 1) || (s.pub === 5 && h.pub === 2));
      const guests = r.int(0, 3);
      for (let g = 0; g < guests; g++) {
        const h = r.pick(pubHeroes);
        if (present.has(h.id)) continue;
        present.add(h.id);
        appRows.push([issId, h.id, r.chance(0.55) ? 'GUEST' : 'CAMEO']);
      }
      issId++;
    }
  }

  const heroRows = heroes.map((h) => [
    h.id,
    h.nm,
    h.full,
    h.gender,
    h.race,
    h.eye,
    h.hair,
    h.skin,
    h.pub,
    h.align,
    h.height,
    h.weight,
    h.debut,
    h.mentor,
  ]);
  const hpRows: unknown[][] = [];
  const haRows: unknown[][] = [];
  for (const h of heroes) {
    for (const p of [...h.powers].sort((a, b) => a - b)) hpRows.push([h.id, p]);
    if (h.attrs) for (const [cd, v] of h.attrs) haRows.push([h.id, cd, v]);
  }

  return [
    'CREATE SCHEMA comics;',
    'CREATE TABLE comics.gender (id smallint PRIMARY KEY, gender text NOT NULL);',
    'CREATE TABLE comics.race (id smallint PRIMARY KEY, race text NOT NULL);',
    'CREATE TABLE comics.colour (id smallint PRIMARY KEY, colour text NOT NULL);',
    'CREATE TABLE comics.alignment (align_cd char(1) PRIMARY KEY, alignment text NOT NULL);',
    `CREATE TABLE comics.publisher (pub_id integer PRIMARY KEY, pub_nm text NOT NULL, parent_pub_id integer REFERENCES comics.publisher (pub_id),
      founded_yr integer NOT NULL, actv_yn char(1) NOT NULL);`,
    `CREATE TABLE comics.superhero (id integer PRIMARY KEY, hero_nm text NOT NULL, full_nm text, gender_id smallint NOT NULL REFERENCES comics.gender (id),
      race_id smallint REFERENCES comics.race (id), eye_colr_id smallint REFERENCES comics.colour (id), hair_colr_id smallint REFERENCES comics.colour (id),
      skin_colr_id smallint REFERENCES comics.colour (id), pub_ref integer REFERENCES comics.publisher (pub_id),
      align_cd char(1) NOT NULL REFERENCES comics.alignment (align_cd), height_cm integer, weight_kg integer, debut_yr integer NOT NULL,
      mentor_id integer REFERENCES comics.superhero (id));`,
    'CREATE TABLE comics.superpower (power_id integer PRIMARY KEY, power_nm text NOT NULL, power_cat varchar(3) NOT NULL);',
    `CREATE TABLE comics.hero_power (hero_ref integer NOT NULL REFERENCES comics.superhero (id), power_id integer NOT NULL REFERENCES comics.superpower (power_id),
      PRIMARY KEY (hero_ref, power_id));`,
    'CREATE TABLE comics.attribute (attr_cd varchar(3) PRIMARY KEY, attribute_name text NOT NULL);',
    `CREATE TABLE comics.hero_attribute (hero_ref integer NOT NULL REFERENCES comics.superhero (id), attr_cd varchar(3) NOT NULL REFERENCES comics.attribute (attr_cd),
      attr_val integer NOT NULL, PRIMARY KEY (hero_ref, attr_cd));`,
    `CREATE TABLE comics.issue (iss_id integer PRIMARY KEY, pub_ref integer NOT NULL REFERENCES comics.publisher (pub_id), series_ttl text NOT NULL,
      iss_num integer NOT NULL, rel_dt date, cover_prc varchar(8) NOT NULL, print_qty integer, iss_sts varchar(3) NOT NULL);`,
    `CREATE TABLE comics.issue_appearance (iss_id integer NOT NULL REFERENCES comics.issue (iss_id), hero_ref integer NOT NULL REFERENCES comics.superhero (id),
      role_typ varchar(5) NOT NULL, PRIMARY KEY (iss_id, hero_ref));`,
    insertRows('comics.gender', ['id', 'gender'], GENDERS),
    insertRows('comics.race', ['id', 'race'], RACES),
    insertRows('comics.colour', ['id', 'colour'], COLOURS),
    insertRows('comics.alignment', ['align_cd', 'alignment'], ALIGNMENTS),
    insertRows('comics.publisher', ['pub_id', 'pub_nm', 'parent_pub_id', 'founded_yr', 'actv_yn'], PUBLISHERS),
    insertRows(
      'comics.superhero',
      [
        'id',
        'hero_nm',
        'full_nm',
        'gender_id',
        'race_id',
        'eye_colr_id',
        'hair_colr_id',
        'skin_colr_id',
        'pub_ref',
        'align_cd',
        'height_cm',
        'weight_kg',
        'debut_yr',
        'mentor_id',
      ],
      heroRows,
    ),
    insertRows('comics.superpower', ['power_id', 'power_nm', 'power_cat'], POWERS.map(([pid, nm, cat]) => [pid, nm, cat])),
    insertRows('comics.hero_power', ['hero_ref', 'power_id'], hpRows),
    insertRows('comics.attribute', ['attr_cd', 'attribute_name'], ATTRS),
    insertRows('comics.hero_attribute', ['hero_ref', 'attr_cd', 'attr_val'], haRows),
    insertRows('comics.issue', ['iss_id', 'pub_ref', 'series_ttl', 'iss_num', 'rel_dt', 'cover_prc', 'print_qty', 'iss_sts'], issueRows),
    insertRows('comics.issue_appearance', ['iss_id', 'hero_ref', 'role_typ'], appRows),
  ].join('\n');
}
