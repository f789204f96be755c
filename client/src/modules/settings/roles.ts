import type { Permission, WorkspaceRole } from '../../gql/graphql.generated';

export const ROLE_LABELS: Record<WorkspaceRole, string> = { OWNER: 'Owner', ADMIN: 'Admin', ANALYST: 'Analyst', VIEWER: 'Viewer' };

export function roleLabel(role: WorkspaceRole): string {
  return ROLE_LABELS[role];
}

/** SPEC §3: the roles an invitation offers, in order. */
export const INVITE_ROLES = [
  { value: 'ADMIN', label: 'admin' },
  { value: 'ANALYST', label: 'analyst' },
  { value: 'VIEWER', label: 'viewer' },
] as const satisfies readonly { value: WorkspaceRole; label: string }[];

export const ROLE_COLORS: Record<WorkspaceRole, string> = { OWNER: 'grape', ADMIN: 'quarry', ANALYST: 'teal', VIEWER: 'gray' };

/** SPEC §6's permission table, row by row, as the server enforces it. */
export const PERMISSION_ROWS: readonly { label: string; permission: Permission; roles: readonly WorkspaceRole[] }[] = [
  { label: 'View Reports', permission: 'VIEW_REPORTS', roles: ['OWNER', 'ADMIN', 'ANALYST', 'VIEWER'] },
  { label: 'Create Reports', permission: 'CREATE_REPORTS', roles: ['OWNER', 'ADMIN', 'ANALYST'] },
  { label: 'Manage Data Sources', permission: 'MANAGE_DATA_SOURCES', roles: ['OWNER', 'ADMIN'] },
  { label: 'Invite Team Members', permission: 'INVITE_MEMBERS', roles: ['OWNER', 'ADMIN'] },
  { label: 'Manage Billing', permission: 'MANAGE_BILLING', roles: ['OWNER'] },
];

export const TABLE_ROLES: readonly WorkspaceRole[] = ['OWNER', 'ADMIN', 'ANALYST', 'VIEWER'];
