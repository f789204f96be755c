import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Services } from '../src/app/services';
import { resolveViewer } from '../src/app/viewer';
import { WorkspaceMember } from '../src/modules/workspaces/workspace-member.entity';
import type { WorkspaceRole } from '../src/modules/workspaces/workspace-role';

export const STRONG_PASSWORD = 'Quarry!2026pass';

/** A fresh address per call, so tests never depend on each other's rows. */
export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.com`;
}

export async function registerUser(services: Services, overrides: { email?: string; password?: string; firstName?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const session = await services.users.register({ email, password, firstName: overrides.firstName ?? 'Test' });
  return { ...session, email, password };
}

/** Smallest valid images of each accepted kind, and a few that must be refused. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1f5d50000000049454e44ae426082', 'hex');
export const GIF_BYTES = Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex');
export const JPEG_BYTES = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);

/** Adds an existing user to a workspace with a role (there is no invitation flow yet; tests need the row). */
export async function addWorkspaceMember(dataSource: DataSource, workspaceId: number, userId: number, role: WorkspaceRole): Promise<void> {
  await dataSource.getRepository(WorkspaceMember).insert({ workspaceId, userId, role });
}

/** A registered owner, their Viewer identity (for calling services), their workspace and a project in it. */
export async function seedProject(services: Services, name = 'Apollo') {
  const owner = await registerUser(services);
  const viewer = await resolveViewer(services, `Bearer ${owner.token}`);
  if (!viewer) throw new Error('a fresh token must resolve to a viewer');
  const project = await services.projects.create(viewer, { name });
  return { owner, viewer, workspaceId: viewer.workspaceId, project };
}
