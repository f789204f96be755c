import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { NotFoundError } from '../../app/errors';
import { ActivityAction, ActivityEvent, type ActivityItemType } from './activity-event.entity';
import type { RecentActivity } from './recent-activity';

export const RECENT_ACTIVITY_DEFAULT = 20;
export const RECENT_ACTIVITY_MAX = 50;

interface RecentRow {
  id: string;
  project_id: number;
  project_name: string;
  item_type: ActivityItemType;
  item_id: number;
  item_title: string | null;
  action: ActivityAction;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  actor_id: number | null;
  actor_name: string | null;
  created_at: Date;
}

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

  /**
   * The newest changes on the projects of the viewer's active workspace, newest first. A move writes one row
   * per field (status, rank); only one is kept, so a move is one notification.
   */
  async recent(viewer: Viewer, limit: number): Promise<RecentActivity[]> {
    const take = Math.min(Math.max(Math.trunc(limit) || 1, 1), RECENT_ACTIVITY_MAX);
    const rows: RecentRow[] = await this.dataSource.query(
      `SELECT e.id, e.project_id, p.name AS project_name, e.item_type, e.item_id,
              COALESCE(t.title, s.title, ep.title) AS item_title,
              e.action, e.field, e.old_value, e.new_value, e.actor_id,
              COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username, u.email) AS actor_name,
              e.created_at
         FROM activity_events e
         JOIN projects p ON p.id = e.project_id
         JOIN workspace_members m ON m.workspace_id = p.workspace_id AND m.user_id = $1
         LEFT JOIN users u ON u.id = e.actor_id
         LEFT JOIN tasks t ON e.item_type = 'task' AND t.id = e.item_id
         LEFT JOIN user_stories s ON e.item_type = 'user_story' AND s.id = e.item_id
         LEFT JOIN epics ep ON e.item_type = 'epic' AND ep.id = e.item_id
        WHERE p.workspace_id = $2
          AND NOT (e.action = 'moved' AND e.field = 'rank' AND EXISTS (
                SELECT 1 FROM activity_events twin
                 WHERE twin.item_type = e.item_type AND twin.item_id = e.item_id AND twin.action = 'moved'
                   AND twin.field = 'status' AND twin.created_at = e.created_at))
        ORDER BY e.id DESC
        LIMIT $3`,
      [viewer.userId, viewer.workspaceId, take],
    );
    return rows.map((row) => ({
      id: String(row.id),
      projectId: row.project_id,
      projectName: row.project_name,
      itemType: row.item_type,
      itemId: row.item_id,
      itemTitle: row.item_title,
      action: row.action,
      field: row.field,
      oldValue: row.old_value,
      newValue: row.new_value,
      actorId: row.actor_id,
      actorName: row.actor_name,
      createdAt: row.created_at,
    }));
  }
}
