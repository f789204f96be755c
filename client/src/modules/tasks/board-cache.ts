import { generateKeyBetween } from 'fractional-indexing';
import type { ProjectBoardQuery, TaskCardFragment } from './graphql/tasks.generated';

export type Board = ProjectBoardQuery['projectBoard'];
export type BoardColumnData = Board['columns'][number];

/**
 * The board with `task` in its status column at its rank (byte order, like the server's COLLATE "C"), and gone
 * from every other place. Applying the same task twice gives the same board, so a repeated event is harmless.
 */
export function withTaskPlaced(board: Board, task: TaskCardFragment): Board {
  const columns = board.columns.map((column) => {
    const rest = column.tasks.filter((candidate) => candidate.id !== task.id);
    if (column.status !== task.status) {
      return rest.length === column.tasks.length ? column : { ...column, tasks: rest, count: rest.length };
    }
    const index = rest.findIndex((candidate) => candidate.rank > task.rank);
    const tasks = index === -1 ? [...rest, task] : [...rest.slice(0, index), task, ...rest.slice(index)];
    return { ...column, tasks, count: tasks.length };
  });
  return { ...board, columns };
}

export function withTaskRemoved(board: Board, taskId: number): Board {
  const columns = board.columns.map((column) => {
    const tasks = column.tasks.filter((candidate) => candidate.id !== taskId);
    return tasks.length === column.tasks.length ? column : { ...column, tasks, count: tasks.length };
  });
  return { ...board, columns };
}

/**
 * A rank between two neighbours for the optimistic board. The server picks the real one (and may re-key
 * neighbours); this only has to sort the same way until the answer arrives.
 */
export function optimisticRank(after: string | null, before: string | null): string {
  try {
    return generateKeyBetween(after, before);
  } catch {
    // Neighbours out of order (a concurrent change): just after `after` is close enough for a moment.
    return `${after ?? ''}V`;
  }
}

export interface Neighbours {
  after: TaskCardFragment | null;
  before: TaskCardFragment | null;
}

/**
 * The tasks a card lands between when dropped at `index` of `list` (the column as shown, which may still
 * contain the card itself).
 */
export function neighboursAt(list: readonly TaskCardFragment[], taskId: number, index: number): Neighbours {
  const draggedBefore = list.slice(0, index).some((task) => task.id === taskId) ? 1 : 0;
  const without = list.filter((task) => task.id !== taskId);
  const at = Math.max(0, Math.min(without.length, index - draggedBefore));
  return { after: without[at - 1] ?? null, before: without[at] ?? null };
}
