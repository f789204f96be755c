import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { NotFoundError } from '../../app/errors';
import { ActivityAction, ActivityEvent, type ActivityItemType } from './activity-event.entity';

export interface ActivityItem {
  projectId: number;
  itemType: ActivityItemType;
  itemId: number;
}

type Recordable = string | number | boolean | Date | null | undefined | readonly (string | number)[];

function asText(value: Recordable): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // An empty list is "nothing", like null: recorded as null, not as an empty string.
  if (Array.isArray(value)) return value.length === 0 ? null : [...value].sort((a, b) => (a < b ? -1 : 1)).join(', ');
  return String(value);
}

/** The per-item change history: who changed which field from what to what, and when. */
export class ActivityService {
  constructor(private readonly dataSource: DataSource) {}

  async created(manager: EntityManager, item: ActivityItem, actorId: number): Promise<void> {
    await manager.insert(ActivityEvent, { ...item, actorId, action: ActivityAction.CREATED });
  }

  async deleted(manager: EntityManager, items: ActivityItem[], actorId: number): Promise<void> {
    if (items.length === 0) return;
    await manager.insert(
      ActivityEvent,
      items.map((item) => ({ ...item, actorId, action: ActivityAction.DELETED })),
    );
  }

  /** One row per field whose value really changed; returns how many changed. */
  async changed<T extends object>(
    manager: EntityManager,
    item: ActivityItem,
    actorId: number,
    before: T,
    after: T,
    fields: readonly (keyof T & string)[],
    action: ActivityAction = ActivityAction.UPDATED,
  ): Promise<number> {
    const rows = fields
      .map((field) => ({ field, oldValue: asText(before[field] as Recordable), newValue: asText(after[field] as Recordable) }))
      .filter((change) => change.oldValue !== change.newValue)
      .map((change) => ({ ...item, actorId, action, ...change }));
    if (rows.length > 0) await manager.insert(ActivityEvent, rows);
    return rows.length;
  }

  /** An item's history, oldest first; readable by members of its project's workspace, even after deletion. */
  async history(viewer: Viewer, itemType: ActivityItemType, itemId: number): Promise<ActivityEvent[]> {
    const events = await this.dataSource
      .getRepository(ActivityEvent)
      .createQueryBuilder('event')
      .innerJoin('projects', 'project', 'project.id = event.project_id')
      .innerJoin('workspace_members', 'member', 'member.workspace_id = project.workspace_id AND member.user_id = :userId', {
        userId: viewer.userId,
      })
      .where('event.item_type = :itemType AND event.item_id = :itemId', { itemType, itemId })
      .orderBy('event.id', 'ASC')
      .getMany();
    if (events.length === 0) throw new NotFoundError('No history found for this item.');
    return events;
  }
}
