import {
  CAMPAIGN_TYPES,
  type CampaignChannel,
  type CountryInfo,
  FIRST_NAMES,
  INDUSTRIES,
  LAST_NAMES,
  NAME_PREFIXES,
  NAME_ROOTS,
  NAME_WORDS,
  PLACE_WORDS,
  PRODUCTS,
  type ProductInfo,
  REGIONS,
  type Segment,
} from './demo-vocabulary';
import { DAY_COUNT, END_DAY, START_DAY, dayOf, isoDate, monthOf, weekday, yearOf } from './demo-calendar';
import type { SeededRandom } from './seeded-random';

/**
 * The small tables of the demo data set (regions, sales reps, customers, products, campaigns). They are held in
 * memory because the large tables refer to them; the large tables are streamed.
 */

export interface Region {
  id: number;
  name: string;
  countries: readonly CountryInfo[];
}

export interface SalesRep {
  id: number;
  name: string;
  regionId: number;
  hireDay: number;
  manager: string;
  /** Above 1 wins more deals than average. */
  skill: number;
}

export interface Customer {
  id: number;
  companyName: string;
  industry: string;
  country: string;
  city: string;
  segment: Segment;
  regionId: number;
  createdDay: number;
  /** How much the account buys, relative to others. */
  activity: number;
}

export interface Product extends ProductInfo {
  id: number;
}

export interface Campaign {
  id: number;
  name: string;
  channel: CampaignChannel;
  startDay: number;
  endDay: number;
  budget: number;
}

export function buildRegions(): Region[] {
  return REGIONS.map((region, i) => ({ id: i + 1, name: region.name, countries: region.countries }));
}

export function buildProducts(): Product[] {
  return PRODUCTS.map((product, i) => ({ ...product, id: i + 1 }));
}

/** Reps per region (in REGIONS order) and the manager each region's reps report to. */
const REP_TEAMS: readonly (readonly [reps: number, manager: string])[] = [
  [6, 'Dana Whitfield'],
  [2, 'Dana Whitfield'],
  [5, 'Rolf Becker'],
  [3, 'Amara Nwosu'],
  [4, 'Kenji Mori'],
];

/** About 20 reps; in every region the first one was hired before the data starts, a few join during it. */
export function buildSalesReps(rng: SeededRandom, regions: readonly Region[]): SalesRep[] {
  const names = new Set<string>();
  const drafts: Omit<SalesRep, 'id'>[] = [];
  regions.forEach((region, r) => {
    const [count, manager] = REP_TEAMS[r] ?? [2, 'Dana Whitfield'];
    for (let i = 0; i < count; i++) {
      let name: string;
      do name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      while (names.has(name));
      names.add(name);
      // One in six joins during the two years; the rest between 2016 and the start.
      const joinsLater = i > 0 && rng.chance(1 / 6);
      const hireDay = joinsLater
        ? START_DAY + rng.int(60, DAY_COUNT - 120)
        : rng.int(dayOf('2016-01-04'), START_DAY - 30);
      drafts.push({ name, regionId: region.id, hireDay, manager, skill: rng.between(0.8, 1.2) });
    }
  });
  drafts.sort((a, b) => a.hireDay - b.hireDay);
  return drafts.map((draft, i) => ({ ...draft, id: i + 1 }));
}

const SEGMENT_SHARES: readonly (readonly [Segment, number])[] = [
  ['SMB', 0.58],
  ['Mid-Market', 0.3],
  ['Enterprise', 0.12],
];
/** How much more a larger account orders than a small one. */
export const SEGMENT_WEIGHT: Readonly<Record<Segment, number>> = { SMB: 1, 'Mid-Market': 2.2, Enterprise: 4.5 };

/** Builds company names and keeps them unique. */
export class CompanyNames {
  private readonly taken = new Set<string>();

  constructor(private readonly rng: SeededRandom) {}

  next(industryWords: readonly string[], suffixes: readonly string[]): string {
    const rng = this.rng;
    let base = '';
    for (let attempt = 0; attempt < 50 && (base === '' || this.taken.has(base)); attempt++) {
      const compound = `${rng.pick(NAME_PREFIXES)}${rng.pick(NAME_ROOTS)}`;
      switch (rng.weighted<number>([[0, 3], [1, 3], [2, 1.2], [3, 1.5], [4, 1.3]])) {
        case 0:
          base = `${compound} ${rng.pick(industryWords)}`;
          break;
        case 1:
          base = `${rng.chance(0.5) ? rng.pick(PLACE_WORDS) : rng.pick(NAME_WORDS)} ${rng.pick(industryWords)}`;
          break;
        case 2:
          base = `${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)}`;
          break;
        case 3:
          base = `${rng.pick(LAST_NAMES)} ${rng.pick(industryWords)}`;
          break;
        default:
          base = compound;
      }
      if (attempt >= 40) base = `${base} ${rng.pick(PLACE_WORDS)}`;
    }
    this.taken.add(base);
    const suffix = rng.pick(suffixes);
    return suffix !== '' && rng.chance(0.75) ? `${base} ${suffix}` : base;
  }
}

/** A customer as drawn, before its id is known (ids follow the order in which accounts were created). */
export function drawCustomer(rng: SeededRandom, names: CompanyNames, regions: readonly Region[], createdDay: number): Omit<Customer, 'id'> {
  const region = rng.weighted(regions.map((candidate, i) => [candidate, REGIONS[i]?.weight ?? 0] as const));
  const country = rng.weighted(region.countries.map((candidate) => [candidate, candidate.weight] as const));
  const [industry, , words] = rng.weighted(INDUSTRIES.map((entry) => [entry, entry[1]] as const));
  return {
    companyName: names.next(words, country.suffixes),
    industry,
    country: country.name,
    city: rng.pick(country.cities),
    segment: rng.weighted(SEGMENT_SHARES),
    regionId: region.id,
    createdDay,
    activity: rng.between(0.3, 1.7),
  };
}

/** The day an account that existed before the data starts was created: 2018 onwards, more of them recently. */
export function existingAccountDay(rng: SeededRandom): number {
  const first = dayOf('2018-01-02');
  const span = START_DAY - 1 - first;
  return START_DAY - 1 - Math.floor(span * (1 - Math.sqrt(rng.next())));
}

function quarterLabel(day: number): string {
  const month = monthOf(day);
  const year = yearOf(day);
  if (month >= 11) return `Holiday ${year}`;
  return `Q${Math.ceil(month / 3)} ${year}`;
}

/** About 60 campaigns spread over the two years, ids in order of their start. */
export function buildCampaigns(rng: SeededRandom, count: number): Campaign[] {
  const names = new Set<string>();
  const drafts: Omit<Campaign, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const type = rng.weighted(CAMPAIGN_TYPES.map((candidate) => [candidate, candidate.weight] as const));
    let startDay = START_DAY + Math.floor(((i + rng.next()) * (DAY_COUNT - 3)) / count);
    if (type.channel === 'Events') {
      // Nobody holds a conference over the holidays or on a weekend.
      const monthDay = isoDate(startDay).slice(5);
      if (monthDay >= '12-15' || monthDay <= '01-06') startDay += 21;
      while (weekday(startDay) === 0 || weekday(startDay) === 6) startDay++;
      startDay = Math.min(startDay, END_DAY - 5);
    }
    const endDay = Math.min(END_DAY, startDay + rng.int(type.days[0], type.days[1]) - 1);
    let name = '';
    for (let attempt = 0; name === '' || names.has(name); attempt++) {
      const theme = rng.pick(type.names);
      const where = type.channel === 'Events' ? ` ${rng.pick(rng.pick(rng.pick(REGIONS).countries).cities)}` : '';
      name = type.channel === 'Events' ? `${theme}${where} ${yearOf(startDay)}` : `${theme} ${quarterLabel(startDay)}`;
      if (attempt > 10) name = `${name} (${attempt - 9})`;
    }
    names.add(name);
    const budget = Math.round(rng.between(type.budget[0], type.budget[1]) / 500) * 500;
    drafts.push({ name, channel: type.channel, startDay, endDay, budget });
  }
  drafts.sort((a, b) => a.startDay - b.startDay || a.endDay - b.endDay);
  return drafts.map((draft, i) => ({ ...draft, id: i + 1 }));
}
