import type { DataSource } from 'typeorm';
import type { Viewer } from '../../app/viewer';
import { BoardEventKind } from '../tasks/board-event';
import type { BoardEvents } from '../tasks/board-events';
import { assertCanEdit, type ProjectAccess } from './project-access';
import { ProjectNotFoundError } from './project.errors';
import { Project } from './project.entity';
import type { DeletionSummary, ProjectInput } from './project.inputs';
import { isGiven, optionalText, requiredText, ValidationFailedError } from './text-fields';
import type { WipLimit, WipLimitInput } from './wip-limit';

export const PROJECT_NAME_REQUIRED = 'Project name is required.';

export class ProjectService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: ProjectAccess,
    private readonly events: BoardEvents,
  ) {}

  /** The projects of the viewer's active workspace, oldest first (SPEC: the first one is selected on load). */
  list(viewer: Viewer): Promise<Project[]> {
    return this.dataSource.getRepository(Project).find({ where: { workspaceId: viewer.workspaceId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer, id: number): Promise<Project> {
    await this.access.grantFor(viewer, 'projects', id, 'read', () => new ProjectNotFoundError());
    return this.dataSource.getRepository(Project).findOneByOrFail({ id });
  }

  async create(viewer: Viewer, input: ProjectInput): Promise<Project> {
    assertCanEdit(viewer.role);
    const repository = this.dataSource.getRepository(Project);
    return repository.save(
      repository.create({
        name: requiredText(input.name, PROJECT_NAME_REQUIRED, 200, 'Project name'),
        description: optionalText(input.description),
        workspaceId: viewer.workspaceId,
        createdById: viewer.userId,
        wipLimits: [],
      }),
    );
  }

  async update(viewer: Viewer, id: number, input: ProjectInput): Promise<Project> {
    await this.access.grantFor(viewer, 'projects', id, 'write', () => new ProjectNotFoundError());
    const repository = this.dataSource.getRepository(Project);
    const project = await repository.findOneByOrFail({ id });
    if (isGiven(input.name)) project.name = requiredText(input.name, PROJECT_NAME_REQUIRED, 200, 'Project name');
    if (isGiven(input.description)) project.description = optionalText(input.description);
    const saved = await repository.save(project);
    this.events.publish(viewer, { kind: BoardEventKind.PROJECT_UPDATED, projectId: id, itemId: id });
    return saved;
  }

  /** Replaces the board's WIP limits; a status may appear once. */
  async setWipLimits(viewer: Viewer, id: number, limits: WipLimitInput[]): Promise<Project> {
    await this.access.grantFor(viewer, 'projects', id, 'write', () => new ProjectNotFoundError());
    const statuses = new Set(limits.map((limit) => limit.status));
    if (statuses.size !== limits.length) throw new ValidationFailedError('Each status may have only one WIP limit.');
    const repository = this.dataSource.getRepository(Project);
    const project = await repository.findOneByOrFail({ id });
    project.wipLimits = limits.map((limit): WipLimit => ({ status: limit.status, limit: limit.limit, enforcement: limit.enforcement }));
    const saved = await repository.save(project);
    this.events.publish(viewer, { kind: BoardEventKind.PROJECT_UPDATED, projectId: id, itemId: id });
    return saved;
  }

  /** Deletes the project with its epics, stories and tasks (database cascades), in one transaction. */
  async delete(viewer: Viewer, id: number): Promise<DeletionSummary> {
    const summary = await this.dataSource.transaction(async (manager) => {
      await this.access.grantFor(viewer, 'projects', id, 'write', () => new ProjectNotFoundError(), manager);
      const [counts]: { epics: number; user_stories: number; tasks: number }[] = await manager.query(
        `SELECT (SELECT count(*)::int FROM epics WHERE project_id = $1) AS epics,
                (SELECT count(*)::int FROM user_stories WHERE project_id = $1) AS user_stories,
                (SELECT count(*)::int FROM tasks WHERE project_id = $1) AS tasks`,
        [id],
      );
      await manager.delete(Project, { id });
      return { id, epics: counts.epics, userStories: counts.user_stories, tasks: counts.tasks, unlinkedTasks: 0 };
    });
    this.events.publish(viewer, { kind: BoardEventKind.PROJECT_DELETED, projectId: id, itemId: id });
    return summary;
  }
}
