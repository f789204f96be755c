import type { TaskPriority, TaskStatus } from '../../gql/graphql.generated';
import { priorityColors } from '../../app/theme';

/** SPEC §9: the board's columns, in this order; a new task starts in the first. */
export const TASK_STATUSES: readonly TaskStatus[] = ['BACKLOG', 'TO_DO', 'IN_PROGRESS', 'REVIEW', 'DONE'];

/** SPEC §4: Low, Medium (default), High. */
export const TASK_PRIORITIES: readonly TaskPriority[] = ['LOW', 'MEDIUM', 'HIGH'];

/** SPEC §9 priority colours: high red, medium amber, low blue. */
export const PRIORITY_COLOR: Record<TaskPriority, string> = {
  HIGH: priorityColors.High,
  MEDIUM: priorityColors.Medium,
  LOW: priorityColors.Low,
};
