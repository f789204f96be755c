import type { DataSource } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { ActivityItemType } from '../activity/activity-event.entity';
import type { ActivityService } from '../activity/activity.service';
import { Epic } from '../epics/epic.entity';
import { EpicNotFoundError } from '../epics/epic.errors';
import type { ProjectAccess } from '../projects/project-access';
import { ProjectNotFoundError } from '../projects/project.errors';
import type { DeletionSummary } from '../projects/project.inputs';
import { isGiven, optionalText, requiredText, ValidationFailedError } from '../projects/text-fields';
import { BoardEventKind } from '../tasks/board-event';
import type { BoardEvents } from '../tasks/board-events';
import { UserStory, UserStoryStatus } from './user-story.entity';
import { UserStoryNotFoundError } from './user-story.errors';
import type { UserStoryCreateInput, UserStoryUpdateInput } from './user-story.inputs';

export const USER_STORY_TITLE_REQUIRED = 'User story title is required.';
export const USER_STORY_EPIC_MISSING = 'Epic context is missing.';
const TRACKED_FIELDS = ['title', 'description', 'status'] as const;

export class UserStoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: ProjectAccess,
    private readonly activity: ActivityService,
    private readonly events: BoardEvents,
  ) {}

  async listForProject(viewer: Viewer, projectId: number): Promise<UserStory[]> {
    await this.access.grantFor(viewer, 'projects', projectId, 'read', () => new ProjectNotFoundError());
    return this.dataSource.getRepository(UserStory).find({ where: { projectId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async listForEpic(viewer: Viewer, epicId: number): Promise<UserStory[]> {
    await this.access.grantFor(viewer, 'epics', epicId, 'read', () => new EpicNotFoundError());
    return this.dataSource.getRepository(UserStory).find({ where: { epicId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer, id: number): Promise<UserStory> {
    await this.access.grantFor(viewer, 'user_stories', id, 'read', () => new UserStoryNotFoundError());
    return this.dataSource.getRepository(UserStory).findOneByOrFail({ id });
  }

  async create(viewer: Viewer, input: UserStoryCreateInput): Promise<UserStory> {
    if (input.epicId === undefined || input.epicId === null) throw new ValidationFailedError(USER_STORY_EPIC_MISSING);
    const title = requiredText(input.title, USER_STORY_TITLE_REQUIRED, 300, 'User story title');
    const epicId = input.epicId;
    const story = await this.dataSource.transaction(async (manager) => {
      await this.access.grantFor(viewer, 'epics', epicId, 'write', () => new EpicNotFoundError(), manager);
      const epic = await manager.findOneByOrFail(Epic, { id: epicId });
      const saved = await manager.save(
        manager.create(UserStory, {
          title,
          description: optionalText(input.description),
          status: input.status ?? UserStoryStatus.TO_DO,
          epicId,
          projectId: epic.projectId,
        }),
      );
      await this.activity.created(manager, { projectId: epic.projectId, itemType: ActivityItemType.USER_STORY, itemId: saved.id }, viewer.userId);
      return saved;
    });
    this.events.publish(viewer, { kind: BoardEventKind.USER_STORY_CREATED, projectId: story.projectId, itemId: story.id, userStory: story });
    return story;
  }

  async update(viewer: Viewer, id: number, input: UserStoryUpdateInput): Promise<UserStory> {
    const story = await this.dataSource.transaction(async (manager) => {
      await this.access.grantFor(viewer, 'user_stories', id, 'write', () => new UserStoryNotFoundError(), manager);
      const before = await manager.findOneOrFail(UserStory, { where: { id }, lock: { mode: 'pessimistic_write' } });
      const after = manager.merge(UserStory, manager.create(UserStory, { ...before }), {
        ...(isGiven(input.title) ? { title: requiredText(input.title, USER_STORY_TITLE_REQUIRED, 300, 'User story title') } : {}),
        ...(isGiven(input.description) ? { description: optionalText(input.description) } : {}),
        ...(input.status != null ? { status: input.status } : {}),
      });
      const saved = await manager.save(after);
      const item = { projectId: before.projectId, itemType: ActivityItemType.USER_STORY, itemId: id };
      await this.activity.changed(manager, item, viewer.userId, before, saved, TRACKED_FIELDS);
      return saved;
    });
    this.events.publish(viewer, { kind: BoardEventKind.USER_STORY_UPDATED, projectId: story.projectId, itemId: id, userStory: story });
    return story;
  }

  /** Deletes the story; its tasks stay on the board, unlinked (user_story_id becomes null). One transaction. */
  async delete(viewer: Viewer, id: number): Promise<DeletionSummary> {
    const { projectId, summary } = await this.dataSource.transaction(async (manager) => {
      const grant = await this.access.grantFor(viewer, 'user_stories', id, 'write', () => new UserStoryNotFoundError(), manager);
      // Wrapped in SELECT: TypeORM returns bare rows for a SELECT, but [rows, count] for an UPDATE.
      const unlinked: { id: number }[] = await manager.query(
        'WITH gone AS (UPDATE tasks SET user_story_id = NULL, updated_at = now() WHERE user_story_id = $1 RETURNING id) SELECT id FROM gone',
        [id],
      );
      await manager.delete(UserStory, { id });
      for (const task of unlinked) {
        const item = { projectId: grant.projectId, itemType: ActivityItemType.TASK, itemId: task.id };
        await this.activity.changed(manager, item, viewer.userId, { userStoryId: id }, { userStoryId: null }, ['userStoryId']);
      }
      await this.activity.deleted(manager, [{ projectId: grant.projectId, itemType: ActivityItemType.USER_STORY, itemId: id }], viewer.userId);
      return { projectId: grant.projectId, summary: { id, epics: 0, userStories: 1, tasks: 0, unlinkedTasks: unlinked.length } };
    });
    this.events.publish(viewer, { kind: BoardEventKind.USER_STORY_DELETED, projectId, itemId: id });
    return summary;
  }
}
