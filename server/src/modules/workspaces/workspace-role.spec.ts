import { Permission, WorkspaceRole, permissionsOf, roleHasPermission } from './workspace-role';

describe('SPEC §6 permission table', () => {
  const table: [Permission, Record<WorkspaceRole, boolean>][] = [
    [Permission.VIEW_REPORTS, { OWNER: true, ADMIN: true, ANALYST: true, VIEWER: true }],
    [Permission.CREATE_REPORTS, { OWNER: true, ADMIN: true, ANALYST: true, VIEWER: false }],
    [Permission.MANAGE_DATA_SOURCES, { OWNER: true, ADMIN: true, ANALYST: false, VIEWER: false }],
    [Permission.INVITE_MEMBERS, { OWNER: true, ADMIN: true, ANALYST: false, VIEWER: false }],
    [Permission.MANAGE_BILLING, { OWNER: true, ADMIN: false, ANALYST: false, VIEWER: false }],
    [Permission.EDIT_PROJECTS, { OWNER: true, ADMIN: true, ANALYST: true, VIEWER: false }],
  ];

  it.each(table)('%s', (permission, expected) => {
    for (const role of Object.values(WorkspaceRole)) expect(roleHasPermission(role, permission)).toBe(expected[role]);
  });

  it('lists a viewer’s permissions', () => {
    expect(permissionsOf(WorkspaceRole.VIEWER)).toEqual([Permission.VIEW_REPORTS]);
  });
});
