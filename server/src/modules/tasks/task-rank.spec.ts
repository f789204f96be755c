import { generateNKeysBetween } from 'fractional-indexing';
import { landingIndex, planRank, RANK_REKEY_LENGTH, REKEY_WINDOW, type RankedTask } from './task-rank';

/** A column of `n` tasks with ids 1..n and fresh, evenly spread keys. */
function columnOf(n: number): RankedTask[] {
  return generateNKeysBetween(null, null, n).map((rank, i) => ({ id: i + 1, rank }));
}

function expectStrictlyIncreasing(column: readonly RankedTask[]): void {
  for (let i = 1; i < column.length; i++) {
    // Byte order, as the database compares ranks (collation "C").
    expect(Buffer.compare(Buffer.from(column[i - 1].rank), Buffer.from(column[i].rank))).toBeLessThan(0);
  }
}

/** Applies a plan the way TaskService.move does: re-keys neighbours, then inserts the task at `index`. */
function apply(column: RankedTask[], index: number, id: number): { column: RankedTask[]; rekeyed: number } {
  const plan = planRank(column, index);
  const updates = new Map(plan.rekeyed.map((task) => [task.id, task.rank]));
  const next = column.map((task) => (updates.has(task.id) ? { id: task.id, rank: updates.get(task.id)! } : task));
  next.splice(index, 0, { id, rank: plan.rank });
  return { column: next, rekeyed: plan.rekeyed.length };
}

describe('landingIndex', () => {
  const column = columnOf(5); // ids 1..5 at indexes 0..4

  it('appends when no neighbour is given', () => {
    expect(landingIndex(column, null, null)).toBe(5);
    expect(landingIndex([], null, null)).toBe(0);
  });

  it('prepends before the first task', () => {
    expect(landingIndex(column, null, 1)).toBe(0);
  });

  it('lands right after afterId, or right before beforeId', () => {
    expect(landingIndex(column, 2, null)).toBe(2);
    expect(landingIndex(column, 5, null)).toBe(5);
    expect(landingIndex(column, null, 4)).toBe(3);
  });

  it('lands between adjacent neighbours', () => {
    expect(landingIndex(column, 2, 3)).toBe(2);
  });

  it('lands just before beforeId when other tasks now sit between the neighbours', () => {
    // The client saw 1 and 4 adjacent; 2 and 3 arrived in between since.
    expect(landingIndex(column, 1, 4)).toBe(3);
  });

  it('lets afterId win when the neighbours are inverted', () => {
    expect(landingIndex(column, 4, 2)).toBe(4);
    expect(landingIndex(column, 5, 1)).toBe(5);
  });
});

describe('planRank', () => {
  it('appends, prepends and inserts between with short keys and no re-keying', () => {
    const column = columnOf(3);
    for (const index of [0, 1, 2, 3]) {
      const plan = planRank(column, index);
      expect(plan.rekeyed).toEqual([]);
      expect(plan.rank.length).toBeLessThanOrEqual(RANK_REKEY_LENGTH);
      const next = [...column];
      next.splice(index, 0, { id: 99, rank: plan.rank });
      expectStrictlyIncreasing(next);
    }
    expect(planRank([], 0)).toEqual({ rank: expect.any(String), rekeyed: [] });
  });

  it('keeps appending and prepending short', () => {
    let column: RankedTask[] = [];
    for (let i = 0; i < 500; i++) column = apply(column, i % 2 === 0 ? column.length : 0, i + 1).column;
    expectStrictlyIncreasing(column);
    expect(Math.max(...column.map((task) => task.rank.length))).toBeLessThanOrEqual(4);
  });

  it.each([
    ['right after a fixed task', (column: RankedTask[]) => column.findIndex((task) => task.id === 50) + 1],
    ['right before a fixed task', (column: RankedTask[]) => column.findIndex((task) => task.id === 51)],
    ['at a fixed position', () => 50],
    ['second from the top', () => 1],
  ])('re-keys at most REKEY_WINDOW neighbours per side when tasks keep landing %s', (_label, pick) => {
    let column = columnOf(100);
    let rekeys = 0;
    for (let i = 0; i < 3000; i++) {
      const index = pick(column);
      const before = column;
      const plan = planRank(before, index);
      if (plan.rekeyed.length > 0) {
        rekeys++;
        // Only neighbours within the window around the landing spot, never more than REKEY_WINDOW per side.
        const positions = plan.rekeyed.map((task) => before.findIndex((candidate) => candidate.id === task.id));
        expect(positions.filter((position) => position < index).length).toBeLessThanOrEqual(REKEY_WINDOW);
        expect(positions.filter((position) => position >= index).length).toBeLessThanOrEqual(REKEY_WINDOW);
        for (const position of positions) expect(position >= index - REKEY_WINDOW && position < index + REKEY_WINDOW).toBe(true);
      }
      column = apply(before, index, 1000 + i).column;
      expect(column[index].id).toBe(1000 + i);
    }
    expect(rekeys).toBeGreaterThan(0); // the repeated gap really did force re-keying
    expectStrictlyIncreasing(column);
    expect(new Set(column.map((task) => task.rank)).size).toBe(column.length);
    expect(Math.max(...column.map((task) => task.rank.length))).toBeLessThanOrEqual(RANK_REKEY_LENGTH);
  });

  it('keeps keys bounded over a long run into one gap (a fixed symmetric window let them grow past 200)', () => {
    let column = columnOf(100);
    let longest = 0;
    for (let i = 0; i < 12_000; i++) {
      const index = column.findIndex((task) => task.id === 51);
      const plan = planRank(column, index);
      longest = Math.max(longest, plan.rank.length, ...plan.rekeyed.map((task) => task.rank.length));
      const updates = new Map(plan.rekeyed.map((task) => [task.id, task.rank]));
      for (const task of column) if (updates.has(task.id)) task.rank = updates.get(task.id)!;
      column.splice(index, 0, { id: 1000 + i, rank: plan.rank });
    }
    expect(longest).toBeLessThanOrEqual(RANK_REKEY_LENGTH);
    expectStrictlyIncreasing(column);
  });

  it('never re-keys the whole column: a crowded gap in a 100-task column touches at most 16 tasks per move', () => {
    let column = columnOf(100);
    const originalIds = new Set(column.map((task) => task.id));
    let largest = 0;
    for (let i = 0; i < 1500; i++) {
      const index = column.findIndex((task) => task.id === 50) + 1;
      const plan = planRank(column, index);
      largest = Math.max(largest, plan.rekeyed.length);
      expect(plan.rekeyed.length).toBeLessThanOrEqual(16);
      column = apply(column, index, 1000 + i).column;
    }
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThanOrEqual(2 * REKEY_WINDOW);
    // Tasks far from the gap keep their keys: the top of the column is exactly as it was created.
    expect(column.slice(0, 30)).toEqual(columnOf(100).slice(0, 30));
    expect(column.filter((task) => originalIds.has(task.id))).toHaveLength(100);
  });
});
