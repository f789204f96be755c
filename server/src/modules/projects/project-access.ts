import type { DataSource, EntityManager } from 'typeorm';
import { ForbiddenError, NotFoundError } from '../../app/errors';
import type { Viewer } from '../../app/viewer';
import { Permission, roleHasPermission, type WorkspaceRole } from '../workspaces/workspace-role';

/** Tables whose rows reach a project through a project_id column. */
export type ProjectScopedTable = 'projects' | 'epics' | 'user_stories' | 'tasks';

export type AccessMode = 'read' | 'write';

export interface ProjectGrant {
  projectId: number;
  workspaceId: number;
  role: WorkspaceRole;
}

/** Ids are PostgreSQL integers; anything else cannot name a row (and must not reach SQL as a type error). */
export function isDatabaseId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
}

const PROJECT_ID_COLUMN: Record<ProjectScopedTable, string> = {
  projects: 'x.id',
  epics: 'x.project_id',
  user_stories: 'x.project_id',
  tasks: 'x.project_id',
};

/**
 * The one place that decides who may touch a project's items. Membership is looked up in the item's own
 * workspace, so an id from a workspace the viewer is not in is simply "not found" and existence never leaks.
 * Viewers may read; every other role may also write.
 */
export class ProjectAccess {
  constructor(private readonly dataSource: DataSource) {}

  async grantFor(
    viewer: Viewer,
    table: ProjectScopedTable,
    id: number,
    mode: AccessMode,
    notFound: () => NotFoundError,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProjectGrant> {
    if (!isDatabaseId(id)) throw notFound();
    const rows: { project_id: number; workspace_id: number; role: WorkspaceRole }[] = await manager.query(
      `SELECT p.id AS project_id, p.workspace_id, m.role
         FROM ${table} x
         JOIN projects p ON p.id = ${PROJECT_ID_COLUMN[table]}
         JOIN workspace_members m ON m.workspace_id = p.workspace_id AND m.user_id = $2
        WHERE x.id = $1`,
      [id, viewer.userId],
    );
    const row = rows[0];
    if (!row) throw notFound();
    const grant = { projectId: row.project_id, workspaceId: row.workspace_id, role: row.role };
    if (mode === 'write') assertCanEdit(grant.role);
    return grant;
  }
}

export function assertCanEdit(role: WorkspaceRole): void {
  if (!roleHasPermission(role, Permission.EDIT_PROJECTS)) {
    throw new ForbiddenError('Viewers can read projects but not change them.');
  }
}
