import { task } from '../../../test/fixtures';
import { neighboursAt, optimisticRank, withTaskPlaced, withTaskRemoved, type Board } from '../board-cache';

const a = task(1, 'A', { rank: 'a0' });
const b = task(2, 'B', { rank: 'a1' });
const c = task(3, 'C', { rank: 'a2' });

function board(): Board {
  return {
    projectId: 1,
    projectName: 'Apollo',
    columns: [
      { status: 'BACKLOG', count: 3, wipLimit: null, tasks: [a, b, c] },
      { status: 'TO_DO', count: 0, wipLimit: null, tasks: [] },
    ],
  };
}

describe('board cache', () => {
  it('places a task in its status column by rank and removes it from everywhere else', () => {
    const moved = withTaskPlaced(board(), { ...a, status: 'TO_DO' });
    expect(moved.columns.map((column) => [column.status, column.count, column.tasks.map((t) => t.title)])).toEqual([
      ['BACKLOG', 2, ['B', 'C']],
      ['TO_DO', 1, ['A']],
    ]);
    const reordered = withTaskPlaced(board(), { ...a, rank: 'a1V' });
    expect(reordered.columns[0]?.tasks.map((t) => t.title)).toEqual(['B', 'A', 'C']);
  });

  it('is idempotent, so a repeated event changes nothing', () => {
    const once = withTaskPlaced(board(), { ...c, status: 'TO_DO' });
    expect(withTaskPlaced(once, { ...c, status: 'TO_DO' })).toEqual(once);
  });

  it('removes a deleted task and recounts', () => {
    expect(withTaskRemoved(board(), 2).columns[0]).toMatchObject({ count: 2, tasks: [a, c] });
  });

  it('finds the neighbours of a drop, skipping the dragged card itself', () => {
    expect(neighboursAt([a, b, c], 1, 3)).toEqual({ after: c, before: null });
    expect(neighboursAt([a, b, c], 3, 0)).toEqual({ after: null, before: a });
    expect(neighboursAt([a, b, c], 1, 2)).toEqual({ after: b, before: c });
  });

  it('makes a rank between neighbours for the optimistic board', () => {
    const rank = optimisticRank('a0', 'a1');
    expect(rank > 'a0' && rank < 'a1').toBe(true);
    expect(optimisticRank(null, null)).toBe('a0');
  });
});
