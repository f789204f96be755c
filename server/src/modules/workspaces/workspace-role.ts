import { registerEnumType } from 'type-graphql';

export enum WorkspaceRole {
  OWNER = 'OWNER',
  ADMIN = 'ADMIN',
  ANALYST = 'ANALYST',
  VIEWER = 'VIEWER',
}

registerEnumType(WorkspaceRole, { name: 'WorkspaceRole', description: 'A member’s role within a workspace.' });

/** The named capabilities of SPEC §6, plus project editing. */
export enum Permission {
  VIEW_REPORTS = 'VIEW_REPORTS',
  CREATE_REPORTS = 'CREATE_REPORTS',
  MANAGE_DATA_SOURCES = 'MANAGE_DATA_SOURCES',
  INVITE_MEMBERS = 'INVITE_MEMBERS',
  MANAGE_BILLING = 'MANAGE_BILLING',
  /** Create, change and delete projects, epics, stories and tasks (every role but Viewer). */
  EDIT_PROJECTS = 'EDIT_PROJECTS',
}

registerEnumType(Permission, { name: 'Permission', description: 'A capability granted by a workspace role.' });

/** SPEC §6's permission table, row by row. */
const GRANTS: Record<Permission, readonly WorkspaceRole[]> = {
  [Permission.VIEW_REPORTS]: [WorkspaceRole.OWNER, WorkspaceRole.ADMIN, WorkspaceRole.ANALYST, WorkspaceRole.VIEWER],
  [Permission.CREATE_REPORTS]: [WorkspaceRole.OWNER, WorkspaceRole.ADMIN, WorkspaceRole.ANALYST],
  [Permission.MANAGE_DATA_SOURCES]: [WorkspaceRole.OWNER, WorkspaceRole.ADMIN],
  [Permission.INVITE_MEMBERS]: [WorkspaceRole.OWNER, WorkspaceRole.ADMIN],
  [Permission.MANAGE_BILLING]: [WorkspaceRole.OWNER],
  [Permission.EDIT_PROJECTS]: [WorkspaceRole.OWNER, WorkspaceRole.ADMIN, WorkspaceRole.ANALYST],
};

export function roleHasPermission(role: WorkspaceRole, permission: Permission): boolean {
  return GRANTS[permission].includes(role);
}

export function permissionsOf(role: WorkspaceRole): Permission[] {
  return Object.values(Permission).filter((permission) => roleHasPermission(role, permission));
}
