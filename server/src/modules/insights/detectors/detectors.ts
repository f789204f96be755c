/**
 * The insight engine's detectors: pure functions over numbers, so they are tested on synthetic series with planted
 * anomalies. The scanner (insight-scanner.ts) feeds them series read from each data source.
 */

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median absolute deviation from the median. */
export function medianAbsoluteDeviation(values: readonly number[], center = median(values)): number {
  return median(values.map((value) => Math.abs(value - center)));
}

/**
 * The robust (modified) z-score of `value` against `peers`: 0.6745 · (x − median) / MAD (Iglewicz and Hoaglin).
 * A MAD of zero falls back to the mean absolute deviation; peers that are all equal make any other value infinite.
 */
export function robustZ(value: number, peers: readonly number[]): number {
  const center = median(peers);
  const mad = medianAbsoluteDeviation(peers, center);
  if (mad > 0) return (0.6745 * (value - center)) / mad;
  const meanDeviation = peers.reduce((sum, peer) => sum + Math.abs(peer - center), 0) / Math.max(1, peers.length);
  if (meanDeviation > 0) return (value - center) / (1.253314 * meanDeviation);
  return value === center ? 0 : value > center ? Infinity : -Infinity;
}

// --- Period over period ---------------------------------------------------------------------------------------

export interface PeriodChange {
  current: number;
  previous: number;
  /** (current − previous) / |previous|: 0.25 is 25% up. */
  change: number;
  direction: 'up' | 'down';
}

export interface PeriodChangeOptions {
  /** The smallest relative change reported (0.2 = 20%). */
  threshold: number;
  /** A previous period below this is too small to compare against. */
  minBase?: number;
}

/** A change between two consecutive periods beyond the threshold, or null. */
export function periodOverPeriod(current: number, previous: number, options: PeriodChangeOptions): PeriodChange | null {
  const base = Math.abs(previous);
  if (base === 0 || base < (options.minBase ?? 0) || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const change = (current - previous) / base;
  if (Math.abs(change) < options.threshold) return null;
  return { current, previous, change, direction: change > 0 ? 'up' : 'down' };
}

// --- Outliers by robust z-score -------------------------------------------------------------------------------

export interface Outlier {
  index: number;
  value: number;
  /** What the point was compared with: the median of its peers. */
  expected: number;
  score: number;
}

export interface OutlierOptions {
  /** |modified z| at or above this is an outlier; 3.5 is the usual cut. */
  threshold?: number;
  /** A seasonal period (7 for days of the week), used when the series holds at least three of them. */
  season?: number;
  /** Fewer other points than this and nothing is judged. */
  minPeers?: number;
}

/** A robust straight line through the points (Theil–Sen: the median of the pairwise slopes). */
function robustTrend(values: readonly number[]): (index: number) => number {
  const slopes: number[] = [];
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) slopes.push(((values[j] ?? 0) - (values[i] ?? 0)) / (j - i));
  }
  const slope = median(slopes);
  const intercept = median(values.map((value, index) => value - slope * index));
  return (index) => intercept + slope * index;
}

/**
 * Splits a series into a seasonal pattern (each phase's median against the overall median; multiplicative when
 * every phase's median is positive, else additive), a robust linear trend, and what is left. Returns what is left
 * (the residuals) and each point's expected value (trend and season).
 */
function decompose(values: readonly number[], season: number): { residuals: number[]; expected: number[] } {
  const overall = median(values);
  const phase = Array.from({ length: season }, (_unused, p) => median(values.filter((_value, index) => index % season === p)));
  const multiplicative = season > 1 && overall > 0 && phase.every((value) => value > 0);
  const seasonal = (index: number) => (season > 1 ? (phase[index % season] ?? overall) : overall);
  const adjusted = values.map((value, index) => (multiplicative ? (value / seasonal(index)) * overall : value - seasonal(index) + overall));
  const trend = robustTrend(adjusted);
  const residuals = adjusted.map((value, index) => value - trend(index));
  const expected = values.map((_value, index) => (multiplicative ? (trend(index) * seasonal(index)) / overall : trend(index) + seasonal(index) - overall));
  return { residuals, expected };
}

/**
 * Points of a series whose robust z-score is extreme once its trend (and season, when given) is taken out, so a
 * quiet Sunday is not an outlier among weekdays and a growing business is not a string of records.
 */
export function robustOutliers(values: readonly number[], options: OutlierOptions = {}): Outlier[] {
  const threshold = options.threshold ?? 3.5;
  const minPeers = options.minPeers ?? 6;
  if (values.length < minPeers + 1) return [];
  const season = options.season !== undefined && options.season > 1 && values.length >= options.season * 3 ? options.season : 1;
  const { residuals, expected } = decompose(values, season);
  const outliers: Outlier[] = [];
  residuals.forEach((residual, index) => {
    const score = robustZ(residual, residuals.filter((_peer, j) => j !== index));
    if (Math.abs(score) >= threshold) outliers.push({ index, value: values[index] ?? 0, expected: expected[index] ?? 0, score });
  });
  return outliers;
}

// --- New maximum or minimum -----------------------------------------------------------------------------------

export interface Extreme {
  kind: 'max' | 'min';
  value: number;
  /** The previous record it beat. */
  previous: number;
  /** How many earlier points it was compared with. */
  history: number;
}

/** The last point is above (or below) every earlier one, with at least `minHistory` of them. */
export function newExtreme(values: readonly number[], minHistory = 6): Extreme | null {
  if (values.length < minHistory + 1) return null;
  const last = values[values.length - 1] ?? 0;
  const earlier = values.slice(0, -1);
  const high = Math.max(...earlier);
  const low = Math.min(...earlier);
  if (high === low) return last === high ? null : { kind: last > high ? 'max' : 'min', value: last, previous: high, history: earlier.length };
  if (last > high) return { kind: 'max', value: last, previous: high, history: earlier.length };
  if (last < low) return { kind: 'min', value: last, previous: low, history: earlier.length };
  return null;
}

// --- Top contributors to a change -----------------------------------------------------------------------------

export interface Contribution {
  category: string;
  current: number;
  previous: number;
  delta: number;
  /** This category's delta as a share of the total change (0.6 = 60% of it). */
  shareOfChange: number;
}

/** The categories that moved most in the direction of the total change, largest first. */
export function topContributors(current: ReadonlyMap<string, number>, previous: ReadonlyMap<string, number>, limit = 3): Contribution[] {
  const categories = new Set([...current.keys(), ...previous.keys()]);
  const rows = [...categories].map((category) => {
    const now = current.get(category) ?? 0;
    const before = previous.get(category) ?? 0;
    return { category, current: now, previous: before, delta: now - before };
  });
  const total = rows.reduce((sum, row) => sum + row.delta, 0);
  if (total === 0) return [];
  return rows
    .filter((row) => Math.sign(row.delta) === Math.sign(total))
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || a.category.localeCompare(b.category))
    .slice(0, limit)
    .map((row) => ({ ...row, shareOfChange: row.delta / total }));
}

// --- Share shift between categories ---------------------------------------------------------------------------

export interface ShareShift {
  category: string;
  /** Shares in percent of the total. */
  currentShare: number;
  previousShare: number;
  /** Percentage points, current minus previous. */
  shift: number;
}

export interface ShareShiftOptions {
  /** The smallest shift reported, in percentage points. */
  minShift?: number;
  /** Totals below this in either period are too small to judge. */
  minTotal?: number;
}

function shares(values: ReadonlyMap<string, number>): { total: number; of: (category: string) => number } {
  const total = [...values.values()].reduce((sum, value) => sum + Math.max(0, value), 0);
  return { total, of: (category) => (total > 0 ? (100 * Math.max(0, values.get(category) ?? 0)) / total : 0) };
}

/** Categories whose share of the total moved by at least `minShift` points between two periods, largest shift first. */
export function shareShifts(current: ReadonlyMap<string, number>, previous: ReadonlyMap<string, number>, options: ShareShiftOptions = {}): ShareShift[] {
  const minShift = options.minShift ?? 5;
  const now = shares(current);
  const before = shares(previous);
  if (now.total <= 0 || before.total <= 0 || Math.min(now.total, before.total) < (options.minTotal ?? 0)) return [];
  const categories = new Set([...current.keys(), ...previous.keys()]);
  return [...categories]
    .map((category) => ({ category, currentShare: now.of(category), previousShare: before.of(category), shift: now.of(category) - before.of(category) }))
    .filter((row) => Math.abs(row.shift) >= minShift)
    .sort((a, b) => Math.abs(b.shift) - Math.abs(a.shift) || a.category.localeCompare(b.category));
}
