import { Text } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import type { TaskStatus } from '../../../gql/graphql.generated';
import { matchesSearch } from '../../dev-dashboard/DashboardContext';
import { neighboursAt, type Board } from '../board-cache';
import type { TaskCardFragment } from '../graphql/tasks.generated';
import { useMoveTask } from '../hooks/useMoveTask';
import { BoardColumn } from './BoardColumn';
import type { MoveDirection } from './TaskCard';
import classes from './TaskBoard.module.css';

export interface FocusTarget {
  id: number;
  status: TaskStatus;
  index: number;
}

export const KEYBOARD_HINT =
  'Drag a card to move it, or focus it and press Alt with an arrow key: left or right to change its column, up or down to reorder it. Enter opens it.';

interface TaskBoardProps {
  board: Board;
  search: string;
  storyTitles: ReadonlyMap<number, string>;
  onOpenTask: (task: TaskCardFragment) => void;
  /** Columns are taller on the full-screen board. */
  height: string;
  /** Narrower columns, so all five fit in the dashboard widget. */
  compact?: boolean;
}

/** The columns of a project's board, in SPEC order, with drag and drop and keyboard moves. */
export function TaskBoard({ board, search, storyTitles, onOpenTask, height, compact = false }: TaskBoardProps) {
  const move = useMoveTask(board.projectId);
  const hintId = useId();
  // Where a keyboard-moved card should take focus once it is there.
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  const visible = useMemo(
    () => board.columns.map((column) => ({ column, tasks: column.tasks.filter((task) => matchesSearch(task.title, search)) })),
    [board, search],
  );

  const moveTo = useCallback(
    (task: TaskCardFragment, status: TaskStatus, list: readonly TaskCardFragment[], index: number) => {
      const { after, before } = neighboursAt(list, task.id, index);
      const current = visible.find((entry) => entry.column.status === task.status)?.tasks ?? [];
      const position = current.findIndex((candidate) => candidate.id === task.id);
      const unchanged = task.status === status && current[position - 1]?.id === after?.id && current[position + 1]?.id === before?.id;
      if (unchanged) return;
      void move({ task, status, after, before }).then((moved) => {
        if (!moved) setFocusTarget(null);
      });
    },
    [visible, move],
  );

  const dropAt = useCallback(
    (taskId: number, status: TaskStatus, index: number) => {
      const task = board.columns.flatMap((column) => column.tasks).find((candidate) => candidate.id === taskId);
      const list = visible.find((entry) => entry.column.status === status)?.tasks ?? [];
      if (task) moveTo(task, status, list, index);
    },
    [board, visible, moveTo],
  );

  const keyMove = useCallback(
    (task: TaskCardFragment, direction: MoveDirection) => {
      const columnIndex = visible.findIndex((entry) => entry.column.status === task.status);
      const own = visible[columnIndex];
      if (!own) return;
      const index = own.tasks.findIndex((candidate) => candidate.id === task.id);
      if (direction === 'up' && index > 0) {
        setFocusTarget({ id: task.id, status: task.status, index: index - 1 });
        moveTo(task, task.status, own.tasks, index - 1);
      }
      if (direction === 'down' && index < own.tasks.length - 1) {
        setFocusTarget({ id: task.id, status: task.status, index: index + 1 });
        moveTo(task, task.status, own.tasks, index + 2);
      }
      if (direction === 'left' || direction === 'right') {
        const target = visible[columnIndex + (direction === 'left' ? -1 : 1)];
        if (!target) return;
        const at = Math.min(index, target.tasks.length);
        setFocusTarget({ id: task.id, status: target.column.status, index: at });
        moveTo(task, target.column.status, target.tasks, at);
      }
    },
    [visible, moveTo],
  );

  const clearFocus = useCallback(() => setFocusTarget(null), []);

  return (
    <div className={classes.wrapper} style={{ height }}>
      <Text id={hintId} fz="xs" c="dimmed" className={classes.hint}>
        {KEYBOARD_HINT}
      </Text>
      <div
        className={classes.board}
        role="group"
        aria-label="Task board columns"
        style={compact ? { ['--board-column-min' as string]: '168px' } : undefined}
      >
        {visible.map(({ column, tasks }) => (
          <BoardColumn
            key={column.status}
            column={column}
            tasks={tasks}
            storyTitles={storyTitles}
            hintId={hintId}
            focusTarget={focusTarget?.status === column.status ? focusTarget : null}
            onFocused={clearFocus}
            onOpen={onOpenTask}
            onKeyMove={keyMove}
            onDropAt={dropAt}
          />
        ))}
      </div>
    </div>
  );
}
