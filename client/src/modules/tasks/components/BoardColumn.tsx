import { Badge, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDrop } from 'react-dnd';
import { enumLabel, TEXT } from '../../dev-dashboard/messages';
import type { BoardColumnData } from '../board-cache';
import type { TaskCardFragment } from '../graphql/tasks.generated';
import { TASK_DRAG_TYPE, TaskCard, type DraggedTask, type MoveDirection } from './TaskCard';
import classes from './TaskBoard.module.css';

/** Columns longer than this render only the cards in view, so a 1,000-task board stays smooth. */
export const VIRTUALIZE_AFTER = 40;
const ESTIMATED_CARD_HEIGHT = 84;
const CARD_GAP = 8;

interface BoardColumnProps {
  column: BoardColumnData;
  /** The column's tasks that match the search, in rank order. */
  tasks: readonly TaskCardFragment[];
  storyTitles: ReadonlyMap<number, string>;
  hintId: string;
  /** A keyboard-moved card to focus once it sits at this index of this column. */
  focusTarget: { id: number; index: number } | null;
  onFocused: () => void;
  onOpen: (task: TaskCardFragment) => void;
  onKeyMove: (task: TaskCardFragment, direction: MoveDirection) => void;
  onDropAt: (taskId: number, status: BoardColumnData['status'], index: number) => void;
}

/** One status column: header with status and count, then its cards (virtualised when long). */
export function BoardColumn({ column, tasks, storyTitles, hintId, focusTarget, onFocused, onOpen, onKeyMove, onDropAt }: BoardColumnProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const dropIndexRef = useRef<number | null>(null);
  const { status } = column;

  const hoverIndex = useCallback((index: number) => {
    if (dropIndexRef.current === index) return;
    dropIndexRef.current = index;
    setDropIndex(index);
  }, []);
  const dropAt = useCallback(
    (taskId: number, index: number) => {
      dropIndexRef.current = null;
      setDropIndex(null);
      onDropAt(taskId, status, index);
    },
    [onDropAt, status],
  );

  const [{ isOver }, drop] = useDrop<DraggedTask, void, { isOver: boolean }>(
    () => ({
      accept: TASK_DRAG_TYPE,
      // Over the column but not over a card (empty space below the cards): the card goes to the end.
      hover: (_item, monitor) => {
        if (monitor.isOver({ shallow: true })) hoverIndex(tasks.length);
      },
      drop: (item, monitor) => {
        if (monitor.didDrop()) return;
        dropAt(item.id, dropIndexRef.current ?? tasks.length);
      },
      collect: (monitor) => ({ isOver: monitor.isOver() }),
    }),
    [tasks.length, hoverIndex, dropAt],
  );
  useEffect(() => {
    if (!isOver) {
      dropIndexRef.current = null;
      setDropIndex(null);
    }
  }, [isOver]);

  const virtual = tasks.length > VIRTUALIZE_AFTER;
  const virtualizer = useVirtualizer({
    count: virtual ? tasks.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => tasks[index]?.id ?? index,
    overscan: 6,
    gap: CARD_GAP,
  });

  // A card moved by keyboard into a long column may be outside the rendered window: scroll to it first.
  const focusIndex = focusTarget === null ? -1 : tasks.findIndex((task) => task.id === focusTarget.id);
  useEffect(() => {
    if (virtual && focusIndex >= 0) virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
  }, [virtual, focusIndex, virtualizer]);

  const over = column.wipLimit !== null && column.count > column.wipLimit.limit;
  const headingId = `column-${status}-heading`;

  function card(task: TaskCardFragment, index: number) {
    const edge = dropIndex === index ? 'before' : dropIndex === index + 1 && index === tasks.length - 1 ? 'after' : null;
    return (
      <TaskCard
        task={task}
        index={index}
        storyTitle={task.userStoryId === null ? null : (storyTitles.get(task.userStoryId) ?? null)}
        hintId={hintId}
        dropEdge={edge}
        focusRequested={focusTarget !== null && task.id === focusTarget.id && index === focusTarget.index}
        onFocused={onFocused}
        onOpen={onOpen}
        onKeyMove={onKeyMove}
        onHoverIndex={hoverIndex}
        onDropAt={dropAt}
      />
    );
  }

  return (
    <section ref={(node) => void drop(node)} className={classes.column} data-over={isOver || undefined} aria-labelledby={headingId} data-status={status}>
      <Group justify="space-between" wrap="nowrap" className={classes.columnHeader}>
        <Text component="h3" fz="sm" fw={650} id={headingId} m={0}>
          {enumLabel(status)}
        </Text>
        <Badge variant={over ? 'filled' : 'light'} color={over ? 'red' : 'gray'} size="sm" aria-label={`${column.count} tasks`}>
          {column.wipLimit ? `${column.count} / ${column.wipLimit.limit}` : column.count}
        </Badge>
      </Group>
      <div ref={scrollRef} className={classes.columnBody}>
        {tasks.length === 0 ? (
          <div className={classes.emptyColumn} data-drop={dropIndex !== null ? 'before' : undefined}>
            <Text fz="sm" c="dimmed">
              {TEXT.noTasksInColumn}
            </Text>
          </div>
        ) : null}
        {!virtual && tasks.length > 0 ? (
          <div className={classes.cardList} role="list" aria-labelledby={headingId}>
            {tasks.map((task, index) => (
              <div role="listitem" key={task.id}>
                {card(task, index)}
              </div>
            ))}
          </div>
        ) : null}
        {virtual ? (
          <div role="list" aria-labelledby={headingId} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const task = tasks[item.index];
              if (!task) return null;
              return (
                <div
                  role="listitem"
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={classes.virtualRow}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {card(task, item.index)}
                </div>
              );
            })}
          </div>
        ) : null}
      </div>
    </section>
  );
}
