import { SeededRandom } from '../../../demo/seeded-random';
import { newExtreme, periodOverPeriod, robustOutliers, robustZ, shareShifts, topContributors } from './detectors';

/** Precision and recall of what was flagged against what was planted; printed so a run shows the figures. */
function score(label: string, flagged: ReadonlySet<string>, planted: ReadonlySet<string>) {
  const truePositives = [...flagged].filter((key) => planted.has(key)).length;
  const precision = flagged.size === 0 ? 1 : truePositives / flagged.size;
  const recall = planted.size === 0 ? 1 : truePositives / planted.size;
  process.stdout.write(`${label}: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (${truePositives} of ${planted.size} planted, ${flagged.size} flagged)\n`);
  return { precision, recall };
}

/** A daily series with a weekly pattern (quiet weekends), a slow trend and noise. */
function dailySeries(random: SeededRandom, days: number, level = 100): number[] {
  const weekday = [0.3, 1.05, 1.1, 1.1, 1.05, 1.0, 0.4];
  return Array.from({ length: days }, (_unused, day) => Math.max(0, level * (weekday[day % 7] ?? 1) * (1 + day * 0.002) * (1 + random.between(-0.08, 0.08))));
}

describe('robust z-score', () => {
  it('is 0.6745 (x − median) / MAD', () => {
    expect(robustZ(10, [1, 2, 3, 4, 5])).toBeCloseTo((0.6745 * 7) / 1, 6);
    expect(robustZ(3, [1, 2, 3, 4, 5])).toBe(0);
    expect(robustZ(5, [5, 5, 5, 5])).toBe(0);
    expect(robustZ(6, [5, 5, 5, 5])).toBe(Infinity);
  });
});

describe('outliers by robust z-score', () => {
  it('finds planted spikes and dips in seasonal daily series', () => {
    const random = SeededRandom.derive(8, 'outliers');
    const flagged = new Set<string>();
    const planted = new Set<string>();
    for (let series = 0; series < 200; series++) {
      const values = dailySeries(random, 56);
      for (let k = 0; k < 2; k++) {
        const day = random.int(0, 55);
        if (planted.has(`${series}:${day}`)) continue;
        values[day] = (values[day] ?? 0) * (random.chance(0.5) ? random.between(1.8, 3) : random.between(0.1, 0.4));
        planted.add(`${series}:${day}`);
      }
      for (const outlier of robustOutliers(values, { season: 7 })) flagged.add(`${series}:${outlier.index}`);
    }
    const { precision, recall } = score('robust z outliers (seasonal, 200 series)', flagged, planted);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.85);
  });

  it('flags nothing in flat or merely noisy series', () => {
    expect(robustOutliers(Array.from({ length: 60 }, () => 42), { season: 7 })).toEqual([]);
    expect(robustOutliers(Array.from({ length: 60 }, () => 0))).toEqual([]);
    const random = SeededRandom.derive(9, 'noise');
    const flaggedInNoise = Array.from({ length: 100 }, () => robustOutliers(dailySeries(random, 56), { season: 7 }).length).reduce((a, b) => a + b, 0);
    // Out of 5,600 clean points, a handful at most.
    expect(flaggedInNoise).toBeLessThanOrEqual(10);
  });

  it('needs enough peers', () => {
    expect(robustOutliers([1, 1, 100])).toEqual([]);
  });
});

describe('period over period', () => {
  it('reports planted level shifts beyond the threshold and not noise', () => {
    const random = SeededRandom.derive(10, 'pop');
    const flagged = new Set<string>();
    const planted = new Set<string>();
    for (let window = 0; window < 400; window++) {
      const previous = dailySeries(random, 7, 100).reduce((a, b) => a + b, 0);
      const shifted = random.chance(0.3);
      const factor = shifted ? (random.chance(0.5) ? random.between(1.35, 2) : random.between(0.4, 0.68)) : 1;
      const current = dailySeries(random, 7, 100 * factor).reduce((a, b) => a + b, 0);
      if (shifted) planted.add(String(window));
      if (periodOverPeriod(current, previous, { threshold: 0.2 })) flagged.add(String(window));
    }
    const { precision, recall } = score('period over period (400 week pairs)', flagged, planted);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });

  it('says which way and by how much, and ignores flat or empty bases', () => {
    expect(periodOverPeriod(150, 100, { threshold: 0.2 })).toEqual({ current: 150, previous: 100, change: 0.5, direction: 'up' });
    expect(periodOverPeriod(70, 100, { threshold: 0.2 })?.direction).toBe('down');
    expect(periodOverPeriod(100, 100, { threshold: 0.2 })).toBeNull();
    expect(periodOverPeriod(5, 0, { threshold: 0.2 })).toBeNull();
    expect(periodOverPeriod(30, 10, { threshold: 0.2, minBase: 50 })).toBeNull();
  });
});

describe('new maximum or minimum', () => {
  it('finds planted records at the end of a series and nothing in flat ones', () => {
    const random = SeededRandom.derive(11, 'extremes');
    const flagged = new Set<string>();
    const planted = new Set<string>();
    for (let series = 0; series < 300; series++) {
      const weeks = Array.from({ length: 8 }, () => 700 * (1 + random.between(-0.1, 0.1)));
      const kind = random.int(0, 2);
      if (kind === 1) weeks[7] = Math.max(...weeks.slice(0, 7)) * random.between(1.05, 1.4);
      if (kind === 2) weeks[7] = Math.min(...weeks.slice(0, 7)) * random.between(0.6, 0.95);
      if (kind > 0) planted.add(`${series}:${kind === 1 ? 'max' : 'min'}`);
      const found = newExtreme(weeks);
      if (found) flagged.add(`${series}:${found.kind}`);
    }
    // A clean last point is a record by chance now and then (2 in 8), so precision is lower by design than recall.
    const { recall } = score('new maximum or minimum (300 series)', flagged, planted);
    expect(recall).toBe(1);
    expect(newExtreme([5, 5, 5, 5, 5, 5, 5, 5])).toBeNull();
    expect(newExtreme([1, 2, 3])).toBeNull();
    expect(newExtreme([3, 4, 3, 4, 3, 4, 3, 9])).toEqual({ kind: 'max', value: 9, previous: 4, history: 7 });
    expect(newExtreme([3, 4, 3, 4, 3, 4, 3, 1])).toEqual({ kind: 'min', value: 1, previous: 3, history: 7 });
  });
});

describe('top contributors to a change', () => {
  it('ranks the planted driver of a change first', () => {
    const random = SeededRandom.derive(12, 'contributors');
    let hits = 0;
    const trials = 200;
    for (let trial = 0; trial < trials; trial++) {
      const categories = ['Laptops', 'Desktops', 'Monitors', 'Accessories', 'Software', 'Services'];
      const previous = new Map(categories.map((category) => [category, 1000 * (1 + random.between(-0.05, 0.05))]));
      const current = new Map(categories.map((category) => [category, (previous.get(category) ?? 0) * (1 + random.between(-0.05, 0.05))]));
      const driver = random.pick(categories);
      current.set(driver, (current.get(driver) ?? 0) + 900);
      if (topContributors(current, previous)[0]?.category === driver) hits++;
    }
    process.stdout.write(`top contributors: the planted driver ranked first in ${hits} of ${trials}\n`);
    expect(hits).toBe(trials);
  });

  it('gives each contributor’s share of the change, and nothing when nothing changed', () => {
    const previous = new Map([['A', 100], ['B', 100], ['C', 100]]);
    const current = new Map([['A', 160], ['B', 120], ['C', 90]]);
    expect(topContributors(current, previous)).toEqual([
      { category: 'A', current: 160, previous: 100, delta: 60, shareOfChange: 60 / 70 },
      { category: 'B', current: 120, previous: 100, delta: 20, shareOfChange: 20 / 70 },
    ]);
    expect(topContributors(previous, previous)).toEqual([]);
  });
});

describe('share shift between categories', () => {
  it('finds planted shifts and not sampling noise', () => {
    const random = SeededRandom.derive(13, 'shares');
    const flagged = new Set<string>();
    const planted = new Set<string>();
    for (let trial = 0; trial < 300; trial++) {
      const categories = ['Web', 'Paid Search', 'Social', 'Events', 'Referral'];
      const previous = new Map(categories.map((category) => [category, 200 * (1 + random.between(-0.1, 0.1))]));
      const current = new Map(categories.map((category) => [category, 200 * (1 + random.between(-0.1, 0.1))]));
      if (random.chance(0.4)) {
        const mover = random.pick(categories);
        current.set(mover, (current.get(mover) ?? 0) * random.between(1.8, 2.5));
        planted.add(`${trial}:${mover}`);
      }
      const top = shareShifts(current, previous, { minShift: 5 }).find((shift) => shift.shift > 0);
      if (top) flagged.add(`${trial}:${top.category}`);
    }
    const { precision, recall } = score('share shift (300 trials)', flagged, planted);
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('reports nothing for equal mixes or empty periods', () => {
    const mix = new Map([['A', 10], ['B', 30]]);
    expect(shareShifts(mix, new Map([['A', 20], ['B', 60]]))).toEqual([]);
    expect(shareShifts(mix, new Map())).toEqual([]);
    expect(shareShifts(new Map([['A', 50], ['B', 50]]), new Map([['A', 25], ['B', 75]]))).toEqual([
      { category: 'A', currentShare: 50, previousShare: 25, shift: 25 },
      { category: 'B', currentShare: 50, previousShare: 75, shift: -25 },
    ]);
  });
});
