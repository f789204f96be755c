import { Avatar, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { CalendarDays, Link2 } from 'lucide-react';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { initials } from '../../auth/display-name';
import { enumLabel } from '../../dev-dashboard/messages';
import type { TaskCardFragment } from '../graphql/tasks.generated';
import { PRIORITY_COLOR } from '../task-status';
import classes from './TaskBoard.module.css';

export const TASK_DRAG_TYPE = 'TASK';

export interface DraggedTask {
  id: number;
}

export type MoveDirection = 'left' | 'right' | 'up' | 'down';

const KEY_DIRECTIONS: Record<string, MoveDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

interface TaskCardProps {
  task: TaskCardFragment;
  index: number;
  storyTitle: string | null;
  hintId: string;
  /** 'before' or 'after' draws the drop line on that edge while a card hovers here. */
  dropEdge: 'before' | 'after' | null;
  focusRequested: boolean;
  onFocused: () => void;
  onOpen: (task: TaskCardFragment) => void;
  onKeyMove: (task: TaskCardFragment, direction: MoveDirection) => void;
  onHoverIndex: (index: number) => void;
  onDropAt: (taskId: number, index: number) => void;
}

function personName(person: TaskCardFragment['assignees'][number]): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username || person.email;
}

/** A draggable card; Alt + arrow keys move it for people who don't drag. */
export const TaskCard = memo(function TaskCard(props: TaskCardProps) {
  const { task, index, onHoverIndex, onDropAt } = props;
  const ref = useRef<HTMLDivElement | null>(null);

  const [{ isDragging }, drag] = useDrag(
    () => ({ type: TASK_DRAG_TYPE, item: (): DraggedTask => ({ id: task.id }), collect: (monitor) => ({ isDragging: monitor.isDragging() }) }),
    [task.id],
  );
  const [, drop] = useDrop<DraggedTask>(
    () => ({
      accept: TASK_DRAG_TYPE,
      hover: (_item, monitor) => onHoverIndex(landingIndex(ref.current, monitor.getClientOffset()?.y, index)),
      drop: (item, monitor) => onDropAt(item.id, landingIndex(ref.current, monitor.getClientOffset()?.y, index)),
    }),
    [index, onHoverIndex, onDropAt],
  );
  drag(drop(ref));

  const { focusRequested, onFocused } = props;
  useEffect(() => {
    if (focusRequested && ref.current) {
      ref.current.focus();
      onFocused();
    }
  }, [focusRequested, onFocused]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const direction = KEY_DIRECTIONS[event.key];
    if (direction && event.altKey) {
      event.preventDefault();
      props.onKeyMove(task, direction);
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onOpen(task);
    }
  }

  return (
    <div className={classes.cardSlot} data-drop={props.dropEdge ?? undefined}>
      <Paper
        ref={ref}
        className={classes.card}
        withBorder
        radius="md"
        role="button"
        tabIndex={0}
        aria-roledescription="task card"
        aria-describedby={props.hintId}
        data-task-id={task.id}
        data-dragging={isDragging || undefined}
        style={{ borderLeftColor: `var(--mantine-color-${PRIORITY_COLOR[task.priority]}-6)` }}
        onClick={() => props.onOpen(task)}
        onKeyDown={handleKeyDown}
      >
        <Text fz="sm" fw={500} lineClamp={3} className={classes.cardTitle} data-task-title>
          {task.title}
        </Text>
        <Group gap={6} mt={8} wrap="wrap">
          <Badge size="xs" variant="light" color={PRIORITY_COLOR[task.priority]}>
            {enumLabel(task.priority)}
          </Badge>
          {task.dueDate ? (
            <Group gap={3} wrap="nowrap" className={classes.meta}>
              <CalendarDays size={12} aria-hidden />
              <Text fz={11} c="dimmed">
                {task.dueDate}
              </Text>
            </Group>
          ) : null}
          {props.storyTitle ? (
            <Group gap={3} wrap="nowrap" className={classes.meta} maw="100%">
              <Link2 size={12} aria-hidden />
              <Text fz={11} c="dimmed" truncate maw={150}>
                {props.storyTitle}
              </Text>
            </Group>
          ) : null}
          {task.assignees.length > 0 ? (
            <Avatar.Group spacing={6} ml="auto">
              {task.assignees.slice(0, 3).map((person) => (
                <Tooltip key={person.id} label={personName(person)}>
                  <Avatar size={20} radius="xl" color="quarry" alt={personName(person)}>
                    {initials(personName(person))}
                  </Avatar>
                </Tooltip>
              ))}
            </Avatar.Group>
          ) : null}
        </Group>
      </Paper>
    </div>
  );
});

/** Above the card's middle lands before it, below lands after it. */
function landingIndex(element: HTMLElement | null, clientY: number | undefined, index: number): number {
  if (!element || clientY === undefined) return index;
  const rect = element.getBoundingClientRect();
  return clientY < rect.top + rect.height / 2 ? index : index + 1;
}
