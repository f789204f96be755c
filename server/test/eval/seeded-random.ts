/**
 * A seeded pseudo-random generator (mulberry32) for the evaluation data sets: the same seed gives the same data on
 * every machine, so gold rows computed once stay right.
 */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max), rounded to `decimals` places. */
  float(min: number, max: number, decimals?: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** An ISO date (YYYY-MM-DD) uniformly between two ISO dates, both included. */
  date(from: string, to: string): string;
  shuffle<T>(items: readonly T[]): T[];
  /** A count of events with mean `lambda` (Knuth's method: one draw per event, and one more). */
  poisson(lambda: number): number;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: SeededRandom = {
    next,
    int,
    float: (min, max, decimals = 2) => Number((min + next() * (max - min)).toFixed(decimals)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    chance: (p) => next() < p,
    date: (from, to) => {
      const start = Date.parse(`${from}T00:00:00Z`);
      const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000);
      return new Date(start + int(0, days) * 86_400_000).toISOString().slice(0, 10);
    },
    poisson: (lambda) => {
      const limit = Math.exp(-lambda);
      let count = -1;
      let product = 1;
      do {
        count++;
        product *= next();
      } while (product > limit);
      return count;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
  return random;
}

/** SQL text for a value in a generated INSERT: NULL, numbers as they are, booleans, everything else quoted. */
/** A maker of first and last name pairs, none given twice nor any already in `used`, drawn from `first` and `last`. */
export function uniqueNames(random: SeededRandom, first: readonly string[], last: readonly string[], used = new Set<string>()): () => [string, string] {
  return () => {
    for (;;) {
      const f = random.pick(first);
      const l = random.pick(last);
      if (!used.has(`${f} ${l}`)) {
        used.add(`${f} ${l}`);
        return [f, l];
      }
    }
  };
}

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** One multi-row INSERT per 500 rows: `insertRows('hr.staff', ['badge_no', 'name'], rows)`. */
export function insertRows(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const statements: string[] = [];
  for (let at = 0; at < rows.length; at += 500) {
    const chunk = rows.slice(at, at + 500).map((row) => `(${row.map(sqlLiteral).join(', ')})`);
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${chunk.join(',\n')};`);
  }
  return statements.join('\n');
}

/** The ISO date `days` after (or before, when negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day of the week of an ISO date: 0 Sunday to 6 Saturday. */
export function dayOfWeek(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The ISO date `months` after an ISO date, on the same day of the month or the month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The earlier and the later of two ISO dates. */
export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}
export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** A number written with leading zeros to `width` digits. */
export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Bank holidays in England and Wales, 2024 to 2026, for generators of English businesses' working days. */
export const ENGLAND_BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  '2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26',
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
]);
