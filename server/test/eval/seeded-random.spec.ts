import { addMonths, daysBetween, maxDate, minDate, pad, seededRandom } from './seeded-random';

describe('seededRandom.poisson', () => {
  it('gives the same counts for the same seed, with the mean it was asked for', () => {
    const draws = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => random.poisson(2));
    };
    expect(draws(11)).toEqual(draws(11));
    const random = seededRandom(7);
    const counts = Array.from({ length: 20000 }, () => random.poisson(3));
    expect(counts.every((count) => Number.isInteger(count) && count >= 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0) / counts.length).toBeCloseTo(3, 1);
  });

  // The data sets' gold rows were computed with Knuth's method drawn inline: the shared one must draw the same.
  it('draws as Knuth\'s method does, one draw per event and one more', () => {
    const shared = seededRandom(42);
    const inline = seededRandom(42);
    for (let i = 0; i < 500; i++) {
      const lambda = 0.5 + (i % 7);
      const limit = Math.exp(-lambda);
      let k = 0;
      let p = 1;
      do {
        k++;
        p *= inline.next();
      } while (p > limit);
      expect(shared.poisson(lambda)).toBe(k - 1);
    }
  });
});

describe('date helpers of the data generators', () => {
  it('adds months on the same day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('counts whole days between two dates, and picks the earlier or later one', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
    expect(minDate('2026-01-02', '2025-12-31')).toBe('2025-12-31');
    expect(maxDate('2026-01-02', '2025-12-31')).toBe('2026-01-02');
    expect(pad(7, 3)).toBe('007');
  });
});
