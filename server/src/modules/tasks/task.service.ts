import type { DataSource, EntityManager } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { ActivityAction, ActivityItemType } from '../activity/activity-event.entity';
import type { ActivityService } from '../activity/activity.service';
import { isDatabaseId, type ProjectGrant, type ProjectAccess } from '../projects/project-access';
import { ProjectNotFoundError } from '../projects/project.errors';
import { isGiven, optionalText, requiredText, ValidationFailedError } from '../projects/text-fields';
import { WipEnforcement, type WipLimit } from '../projects/wip-limit';
import { UserStoryNotFoundError } from '../user-stories/user-story.errors';
import { BoardEventKind } from './board-event';
import type { BoardEvents } from './board-events';
import { TaskNotFoundError, WipLimitExceededError } from './task.errors';
import { Task, TaskAssignment } from './task.entity';
import type { MoveTaskResult, TaskCreateInput, TaskUpdateInput } from './task.inputs';
import { landingIndex, planRank, type RankedTask } from './task-rank';
import { readProjectTasks, readTasksByIds } from './task-reader';
import { TaskPriority, TaskStatus } from './task-status';

export const TASK_TITLE_REQUIRED = 'Task title is required.';
export const TASK_PROJECT_MISSING = 'Project ID is missing.';
export const ASSIGNEES_NOT_MEMBERS = 'Assignees must be members of this workspace.';
const TRACKED_FIELDS = ['title', 'description', 'status', 'priority', 'dueDate', 'userStoryId', 'assigneeIds'] as const;

interface TaskRow {
  id: number;
  project_id: number;
  status: TaskStatus;
  rank: string;
}

type TrackedTask = Pick<Task, 'title' | 'description' | 'status' | 'priority' | 'dueDate' | 'userStoryId'> & { assigneeIds: number[] };

function tracked(task: Task): TrackedTask {
  return { ...task, assigneeIds: task.assignees.map((assignee) => assignee.id) };
}

export class TaskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: ProjectAccess,
    private readonly activity: ActivityService,
    private readonly events: BoardEvents,
  ) {}

  async listForProject(viewer: Viewer, projectId: number): Promise<Task[]> {
    await this.access.grantFor(viewer, 'projects', projectId, 'read', () => new ProjectNotFoundError());
    return readProjectTasks(this.dataSource.manager, projectId);
  }

  async get(viewer: Viewer, id: number): Promise<Task> {
    await this.access.grantFor(viewer, 'tasks', id, 'read', () => new TaskNotFoundError());
    return this.readOne(this.dataSource.manager, id);
  }

  async create(viewer: Viewer, input: TaskCreateInput): Promise<Task> {
    if (input.projectId === undefined || input.projectId === null) throw new ValidationFailedError(TASK_PROJECT_MISSING);
    const title = requiredText(input.title, TASK_TITLE_REQUIRED, 300, 'Task title');
    const projectId = input.projectId;
    const status = input.status ?? TaskStatus.BACKLOG;
    const { task, warnings } = await this.dataSource.transaction(async (manager) => {
      const grant = await this.access.grantFor(viewer, 'projects', projectId, 'write', () => new ProjectNotFoundError(), manager);
      const wipLimits = await this.lockBoard(manager, projectId);
      const warnings = await this.checkWipLimit(manager, projectId, wipLimits, status);
      const userStoryId = await this.checkUserStory(manager, grant, input.userStoryId ?? null);
      const assigneeIds = await this.checkAssignees(manager, grant, input.assigneeIds ?? []);
      const column = await this.column(manager, projectId, status);
      const { rank } = planRank(column, column.length);
      const saved = await manager.save(
        manager.create(Task, {
          title,
          description: optionalText(input.description),
          status,
          priority: input.priority ?? TaskPriority.MEDIUM,
          dueDate: input.dueDate ?? null,
          userStoryId,
          projectId,
          rank,
        }),
      );
      await this.replaceAssignees(manager, saved.id, assigneeIds);
      await this.activity.created(manager, { projectId, itemType: ActivityItemType.TASK, itemId: saved.id }, viewer.userId);
      return { task: await this.readOne(manager, saved.id), warnings };
    });
    this.events.publish(viewer, { kind: BoardEventKind.TASK_CREATED, projectId, itemId: task.id, task, warnings });
    return task;
  }

  async update(viewer: Viewer, id: number, input: TaskUpdateInput): Promise<Task> {
    const { task, warnings } = await this.dataSource.transaction(async (manager) => {
      const grant = await this.access.grantFor(viewer, 'tasks', id, 'write', () => new TaskNotFoundError(), manager);
      const wipLimits = await this.lockBoard(manager, grant.projectId);
      const before = await this.readOne(manager, id);
      const changes: Partial<Task> = {};
      if (isGiven(input.title)) changes.title = requiredText(input.title, TASK_TITLE_REQUIRED, 300, 'Task title');
      if (isGiven(input.description)) changes.description = optionalText(input.description);
      if (input.priority != null) changes.priority = input.priority;
      if (isGiven(input.dueDate)) changes.dueDate = input.dueDate || null;
      if (isGiven(input.userStoryId)) changes.userStoryId = await this.checkUserStory(manager, grant, input.userStoryId);
      let warnings: string[] = [];
      const status = input.status ?? before.status;
      if (isGiven(input.status) && status !== before.status) {
        warnings = await this.checkWipLimit(manager, grant.projectId, wipLimits, status);
        const column = await this.column(manager, grant.projectId, status);
        changes.status = status;
        changes.rank = planRank(column, column.length).rank;
      }
      if (Object.keys(changes).length > 0) await manager.update(Task, { id }, changes);
      if (isGiven(input.assigneeIds)) await this.replaceAssignees(manager, id, await this.checkAssignees(manager, grant, input.assigneeIds ?? []));
      const after = await this.readOne(manager, id);
      const item = { projectId: grant.projectId, itemType: ActivityItemType.TASK, itemId: id };
      await this.activity.changed(manager, item, viewer.userId, tracked(before), tracked(after), TRACKED_FIELDS);
      return { task: after, warnings };
    });
    this.events.publish(viewer, { kind: BoardEventKind.TASK_UPDATED, projectId: task.projectId, itemId: id, task, warnings });
    return task;
  }

  /**
   * Puts a task in a column between the neighbours the client saw. Moves on one board are serialised by a
   * lock on the project row, so two moves into the same gap both land, the later one after the earlier.
   */
  async move(viewer: Viewer, id: number, status: TaskStatus, afterId: number | null, beforeId: number | null): Promise<MoveTaskResult> {
    const result = await this.dataSource.transaction(async (manager) => {
      const grant = await this.access.grantFor(viewer, 'tasks', id, 'write', () => new TaskNotFoundError(), manager);
      const wipLimits = await this.lockBoard(manager, grant.projectId);
      const [current]: TaskRow[] = await manager.query('SELECT id, project_id, status, rank FROM tasks WHERE id = $1', [id]);
      const column = (await this.column(manager, grant.projectId, status)).filter((task) => task.id !== id);
      for (const neighbourId of [afterId, beforeId]) {
        if (neighbourId !== null && !column.some((task) => task.id === neighbourId)) {
          throw new ValidationFailedError('afterId and beforeId must be other tasks in the target column.');
        }
      }
      const warnings = status === current.status ? [] : await this.checkWipLimit(manager, grant.projectId, wipLimits, status);
      const plan = planRank(column, landingIndex(column, afterId, beforeId));
      for (const neighbour of plan.rekeyed) await manager.update(Task, { id: neighbour.id }, { rank: neighbour.rank });
      await manager.update(Task, { id }, { status, rank: plan.rank });
      const item = { projectId: grant.projectId, itemType: ActivityItemType.TASK, itemId: id };
      const from = { status: current.status, rank: current.rank };
      await this.activity.changed(manager, item, viewer.userId, from, { status, rank: plan.rank }, ['status', 'rank'], ActivityAction.MOVED);
      return { task: await this.readOne(manager, id), warnings };
    });
    this.events.publish(viewer, {
      kind: BoardEventKind.TASK_MOVED,
      projectId: result.task.projectId,
      itemId: id,
      task: result.task,
      warnings: result.warnings,
    });
    return result;
  }

  async delete(viewer: Viewer, id: number): Promise<number> {
    const projectId = await this.dataSource.transaction(async (manager) => {
      const grant = await this.access.grantFor(viewer, 'tasks', id, 'write', () => new TaskNotFoundError(), manager);
      await manager.delete(Task, { id });
      await this.activity.deleted(manager, [{ projectId: grant.projectId, itemType: ActivityItemType.TASK, itemId: id }], viewer.userId);
      return grant.projectId;
    });
    this.events.publish(viewer, { kind: BoardEventKind.TASK_DELETED, projectId, itemId: id });
    return id;
  }

  private async readOne(manager: EntityManager, id: number): Promise<Task> {
    const [task] = await readTasksByIds(manager, [id]);
    if (!task) throw new TaskNotFoundError();
    return task;
  }

  /** Serialises writes to one board (ranks and WIP counts) and returns its WIP limits. */
  private async lockBoard(manager: EntityManager, projectId: number): Promise<WipLimit[]> {
    const [project]: { wip_limits: WipLimit[] }[] = await manager.query('SELECT wip_limits FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
    return project?.wip_limits ?? [];
  }

  private async column(manager: EntityManager, projectId: number, status: TaskStatus): Promise<RankedTask[]> {
    return manager.query('SELECT id, rank FROM tasks WHERE project_id = $1 AND status = $2 ORDER BY rank', [projectId, status]);
  }

  /** A task arriving in `status`: refused over a hard limit, warned about over a soft one. */
  private async checkWipLimit(manager: EntityManager, projectId: number, limits: WipLimit[], status: TaskStatus): Promise<string[]> {
    const limit = limits.find((candidate) => candidate.status === status);
    if (!limit) return [];
    const [{ count }]: { count: number }[] = await manager.query(
      'SELECT count(*)::int AS count FROM tasks WHERE project_id = $1 AND status = $2',
      [projectId, status],
    );
    if (count + 1 <= limit.limit) return [];
    if (limit.enforcement === WipEnforcement.HARD) throw new WipLimitExceededError(status, limit.limit);
    return [`The ${status} column is over its WIP limit of ${limit.limit} (${count + 1} tasks).`];
  }

  private async checkUserStory(manager: EntityManager, grant: ProjectGrant, userStoryId: number | null): Promise<number | null> {
    if (userStoryId === null) return null;
    if (!isDatabaseId(userStoryId)) throw new UserStoryNotFoundError();
    const rows: unknown[] = await manager.query('SELECT 1 FROM user_stories WHERE id = $1 AND project_id = $2', [userStoryId, grant.projectId]);
    if (rows.length === 0) throw new UserStoryNotFoundError();
    return userStoryId;
  }

  /** Assignees must be members of the project's workspace. */
  private async checkAssignees(manager: EntityManager, grant: ProjectGrant, assigneeIds: number[]): Promise<number[]> {
    const unique = [...new Set(assigneeIds)];
    if (unique.length === 0) return [];
    if (!unique.every(isDatabaseId)) throw new ValidationFailedError(ASSIGNEES_NOT_MEMBERS);
    const members: { user_id: number }[] = await manager.query(
      'SELECT user_id FROM workspace_members WHERE workspace_id = $1 AND user_id = ANY($2)',
      [grant.workspaceId, unique],
    );
    if (members.length !== unique.length) throw new ValidationFailedError(ASSIGNEES_NOT_MEMBERS);
    return unique;
  }

  private async replaceAssignees(manager: EntityManager, taskId: number, assigneeIds: number[]): Promise<void> {
    await manager.delete(TaskAssignment, { taskId });
    if (assigneeIds.length > 0) await manager.insert(TaskAssignment, assigneeIds.map((userId) => ({ taskId, userId })));
  }
}
