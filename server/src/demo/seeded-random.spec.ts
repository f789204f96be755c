import { SeededRandom } from './seeded-random';

const draw = (rng: SeededRandom, n: number): number[] => Array.from({ length: n }, () => rng.next());

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed, and another for another seed or label', () => {
    expect(draw(new SeededRandom(42), 5)).toEqual(draw(new SeededRandom(42), 5));
    expect(draw(new SeededRandom(42), 5)).not.toEqual(draw(new SeededRandom(43), 5));
    expect(draw(SeededRandom.derive(42, 'orders'), 5)).toEqual(draw(SeededRandom.derive(42, 'orders'), 5));
    expect(draw(SeededRandom.derive(42, 'orders'), 5)).not.toEqual(draw(SeededRandom.derive(42, 'leads'), 5));
  });

  it('is mulberry32', () => {
    // Reference values of mulberry32 for seed 1.
    const rng = new SeededRandom(1);
    expect(draw(rng, 3).map((x) => Math.round(x * 4294967296))).toEqual([2693262067, 11749833, 2265367787]);
  });

  it('stays in range and is roughly uniform', () => {
    const rng = new SeededRandom(7);
    const values = draw(rng, 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
    const ints = Array.from({ length: 5_000 }, () => rng.int(3, 6));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5, 6]));
  });

  it('draws weighted items, Poisson counts and exponential values with the right means', () => {
    const rng = new SeededRandom(11);
    const n = 20_000;
    const heavy = Array.from({ length: n }, () => rng.weighted([['a', 3], ['b', 1]])).filter((x) => x === 'a').length;
    expect(heavy / n).toBeGreaterThan(0.73);
    expect(heavy / n).toBeLessThan(0.77);
    const poisson = Array.from({ length: n }, () => rng.poisson(20)).reduce((a, b) => a + b, 0) / n;
    expect(poisson).toBeGreaterThan(19.8);
    expect(poisson).toBeLessThan(20.2);
    const exponential = Array.from({ length: n }, () => rng.exponential(9)).reduce((a, b) => a + b, 0) / n;
    expect(exponential).toBeGreaterThan(8.7);
    expect(exponential).toBeLessThan(9.3);
  });
});
