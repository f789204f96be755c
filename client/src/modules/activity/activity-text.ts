import type { RecentActivityQuery } from './graphql/activity.generated';

export type ActivityEntry = RecentActivityQuery['recentActivity'][number];

const THINGS: Record<ActivityEntry['itemType'], string> = { EPIC: 'epic', USER_STORY: 'user story', TASK: 'task' };
const FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  status: 'status',
  priority: 'priority',
  dueDate: 'due date',
  userStoryId: 'user story',
  assigneeIds: 'assignees',
};

/** One line for the notifications menu, e.g. 'Ada moved task "Write copy" to In Progress'. */
export function describeActivity(entry: ActivityEntry, viewerId: number | null): string {
  const actor = entry.actorId !== null && entry.actorId === viewerId ? 'You' : (entry.actorName ?? 'Someone');
  const thing = THINGS[entry.itemType];
  const named = entry.itemTitle ? `${thing} "${entry.itemTitle}"` : `a ${thing}`;
  switch (entry.action) {
    case 'CREATED':
      return `${actor} created ${named}`;
    case 'DELETED':
      return `${actor} deleted a ${thing}`;
    case 'MOVED':
      return entry.field === 'status' && entry.newValue ? `${actor} moved ${named} to ${entry.newValue}` : `${actor} reordered ${named}`;
    case 'UPDATED': {
      const field = FIELDS[entry.field ?? ''] ?? 'details';
      const shortValue = entry.newValue && entry.newValue.length <= 40 && ['status', 'priority', 'dueDate'].includes(entry.field ?? '');
      return `${actor} changed the ${field} of ${named}${shortValue ? ` to ${entry.newValue}` : ''}`;
    }
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '3 minutes ago', or 'just now' under a minute. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
