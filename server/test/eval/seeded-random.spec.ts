import { seededRandom } from './seeded-random';

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
