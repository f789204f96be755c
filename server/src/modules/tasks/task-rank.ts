import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

/** Keys grow when many tasks land in one gap; past this length the neighbours get fresh, short keys. */
export const RANK_REKEY_LENGTH = 24;
/** How many neighbours on each side of the landing spot may be re-keyed. Never the whole column. */
export const REKEY_WINDOW = 8;

export interface RankedTask {
  id: number;
  rank: string;
}

export interface RankPlan {
  rank: string;
  /** Neighbours whose rank changes, with their new rank. */
  rekeyed: RankedTask[];
}

/**
 * Where a task lands in a column (sorted by rank, without the task itself), given the neighbours the client
 * saw. When both are given and other tasks now sit between them (a concurrent move got there first), the task
 * lands just before `beforeId`, after those tasks: the later move lands later. When the two are no longer in
 * that order, `afterId` wins.
 */
export function landingIndex(column: readonly RankedTask[], afterId: number | null, beforeId: number | null): number {
  const afterIndex = afterId === null ? -1 : column.findIndex((task) => task.id === afterId);
  const beforeIndex = beforeId === null ? -1 : column.findIndex((task) => task.id === beforeId);
  if (afterId !== null && beforeId !== null) return afterIndex < beforeIndex ? beforeIndex : afterIndex + 1;
  if (afterId !== null) return afterIndex + 1;
  if (beforeId !== null) return beforeIndex;
  return column.length;
}

/**
 * A key between the neighbours at `index`; if it gets long, re-keys up to REKEY_WINDOW neighbours per side.
 * Of the windows that fit (any span of at most REKEY_WINDOW neighbours on each side of the landing spot), the
 * one giving the shortest keys wins: a fixed, symmetric window keeps re-keying inside the same ever narrower
 * stretch when tasks keep landing in one gap, and its neighbours' keys then grow without bound.
 */
export function planRank(column: readonly RankedTask[], index: number): RankPlan {
  const rank = generateKeyBetween(column[index - 1]?.rank ?? null, column[index]?.rank ?? null);
  if (rank.length <= RANK_REKEY_LENGTH) return { rank, rekeyed: [] };

  let best: { start: number; end: number; keys: string[]; score: [number, number, number] } | null = null;
  for (let start = Math.max(0, index - REKEY_WINDOW); start <= index; start++) {
    for (let end = index; end <= Math.min(column.length, index + REKEY_WINDOW); end++) {
      const keys = generateNKeysBetween(column[start - 1]?.rank ?? null, column[end]?.rank ?? null, end - start + 1);
      const score: [number, number, number] = [Math.max(...keys.map((key) => key.length)), keys[index - start].length, end - start];
      if (!best || compareScores(score, best.score) < 0) best = { start, end, keys, score };
    }
  }
  // Neighbours packed too tightly for shorter keys: keep the long one rather than touch more of the column.
  if (!best || best.score[0] >= rank.length) return { rank, rekeyed: [] };
  const { start, end, keys } = best;
  const neighbours = column.slice(start, end);
  const rekeyed = neighbours.map((task, offset) => ({ id: task.id, rank: keys[offset < index - start ? offset : offset + 1] }));
  return { rank: keys[index - start], rekeyed: rekeyed.filter((task, offset) => task.rank !== neighbours[offset].rank) };
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
