import type { DataSource } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { ActivityItemType } from '../activity/activity-event.entity';
import type { ActivityService } from '../activity/activity.service';
import type { ProjectAccess } from '../projects/project-access';
import { ProjectNotFoundError } from '../projects/project.errors';
import type { DeletionSummary } from '../projects/project.inputs';
import { isGiven, optionalText, requiredText, ValidationFailedError } from '../projects/text-fields';
import { BoardEventKind } from '../tasks/board-event';
import type { BoardEvents } from '../tasks/board-events';
import { Epic, EpicStatus } from './epic.entity';
import { EpicNotFoundError } from './epic.errors';
import type { EpicCreateInput, EpicUpdateInput } from './epic.inputs';

export const EPIC_TITLE_REQUIRED = 'Epic title is required.';
export const EPIC_PROJECT_MISSING = 'Project context is missing.';
const TRACKED_FIELDS = ['title', 'description', 'status'] as const;

export class EpicService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: ProjectAccess,
    private readonly activity: ActivityService,
    private readonly events: BoardEvents,
  ) {}

  async listForProject(viewer: Viewer, projectId: number): Promise<Epic[]> {
    await this.access.grantFor(viewer, 'projects', projectId, 'read', () => new ProjectNotFoundError());
    return this.dataSource.getRepository(Epic).find({ where: { projectId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer, id: number): Promise<Epic> {
    await this.access.grantFor(viewer, 'epics', id, 'read', () => new EpicNotFoundError());
    return this.dataSource.getRepository(Epic).findOneByOrFail({ id });
  }

  async create(viewer: Viewer, input: EpicCreateInput): Promise<Epic> {
    if (input.projectId === undefined || input.projectId === null) throw new ValidationFailedError(EPIC_PROJECT_MISSING);
    const title = requiredText(input.title, EPIC_TITLE_REQUIRED, 200, 'Epic title');
    const projectId = input.projectId;
    const epic = await this.dataSource.transaction(async (manager) => {
      await this.access.grantFor(viewer, 'projects', projectId, 'write', () => new ProjectNotFoundError(), manager);
      const saved = await manager.save(
        manager.create(Epic, { title, description: optionalText(input.description), status: input.status ?? EpicStatus.TO_DO, projectId }),
      );
      await this.activity.created(manager, { projectId, itemType: ActivityItemType.EPIC, itemId: saved.id }, viewer.userId);
      return saved;
    });
    this.events.publish(viewer, { kind: BoardEventKind.EPIC_CREATED, projectId, itemId: epic.id, epic });
    return epic;
  }

  async update(viewer: Viewer, id: number, input: EpicUpdateInput): Promise<Epic> {
    const epic = await this.dataSource.transaction(async (manager) => {
      await this.access.grantFor(viewer, 'epics', id, 'write', () => new EpicNotFoundError(), manager);
      const before = await manager.findOneOrFail(Epic, { where: { id }, lock: { mode: 'pessimistic_write' } });
      const after = manager.merge(Epic, manager.create(Epic, { ...before }), {
        ...(isGiven(input.title) ? { title: requiredText(input.title, EPIC_TITLE_REQUIRED, 200, 'Epic title') } : {}),
        ...(isGiven(input.description) ? { description: optionalText(input.description) } : {}),
        ...(input.status != null ? { status: input.status } : {}),
      });
      const saved = await manager.save(after);
      const item = { projectId: before.projectId, itemType: ActivityItemType.EPIC, itemId: id };
      await this.activity.changed(manager, item, viewer.userId, before, saved, TRACKED_FIELDS);
      return saved;
    });
    this.events.publish(viewer, { kind: BoardEventKind.EPIC_UPDATED, projectId: epic.projectId, itemId: id, epic });
    return epic;
  }

  /** Deletes the epic, its stories and those stories' tasks, in one transaction. */
  async delete(viewer: Viewer, id: number): Promise<DeletionSummary> {
    const { projectId, summary } = await this.dataSource.transaction(async (manager) => {
      const grant = await this.access.grantFor(viewer, 'epics', id, 'write', () => new EpicNotFoundError(), manager);
      // Wrapped in SELECT: TypeORM returns bare rows for a SELECT, but [rows, count] for a DELETE.
      const deletedTasks: { id: number }[] = await manager.query(
        'WITH gone AS (DELETE FROM tasks WHERE user_story_id IN (SELECT id FROM user_stories WHERE epic_id = $1) RETURNING id) SELECT id FROM gone',
        [id],
      );
      const deletedStories: { id: number }[] = await manager.query(
        'WITH gone AS (DELETE FROM user_stories WHERE epic_id = $1 RETURNING id) SELECT id FROM gone',
        [id],
      );
      await manager.delete(Epic, { id });
      const at = (itemType: ActivityItemType) => (row: { id: number }) => ({ projectId: grant.projectId, itemType, itemId: row.id });
      await this.activity.deleted(
        manager,
        [
          ...deletedTasks.map(at(ActivityItemType.TASK)),
          ...deletedStories.map(at(ActivityItemType.USER_STORY)),
          { projectId: grant.projectId, itemType: ActivityItemType.EPIC, itemId: id },
        ],
        viewer.userId,
      );
      return {
        projectId: grant.projectId,
        summary: { id, epics: 1, userStories: deletedStories.length, tasks: deletedTasks.length, unlinkedTasks: 0 },
      };
    });
    this.events.publish(viewer, { kind: BoardEventKind.EPIC_DELETED, projectId, itemId: id });
    return summary;
  }
}
