import { registerEnumType } from 'type-graphql';

/** SPEC §4: the board columns, in this order; a new task starts in the first. */
export enum TaskStatus {
  BACKLOG = 'Backlog',
  TO_DO = 'To Do',
  IN_PROGRESS = 'In Progress',
  REVIEW = 'Review',
  DONE = 'Done',
}

export const TASK_STATUSES: readonly TaskStatus[] = Object.values(TaskStatus);

registerEnumType(TaskStatus, { name: 'TaskStatus', description: 'A task board column. REST uses the values (e.g. "To Do").' });

export enum TaskPriority {
  LOW = 'Low',
  MEDIUM = 'Medium',
  HIGH = 'High',
}

export const TASK_PRIORITIES: readonly TaskPriority[] = Object.values(TaskPriority);

registerEnumType(TaskPriority, { name: 'TaskPriority' });
