import { NotFoundError, UnauthenticatedError } from './errors';
import type { TokenService } from '../modules/auth/token.service';
import { bearerTokenFrom } from '../modules/auth/token.service';
import type { WorkspaceService } from '../modules/workspaces/workspace.service';
import type { WorkspaceRole } from '../modules/workspaces/workspace-role';

/** Who is asking, and in which workspace with which role. */
export interface Viewer {
  userId: number;
  workspaceId: number;
  role: WorkspaceRole;
}

export interface ViewerSources {
  tokens: TokenService;
  workspaces: WorkspaceService;
}

function parseWorkspaceHeader(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new NotFoundError('Workspace not found.');
  return id;
}

/**
 * Turns the Authorization header (and optional X-Workspace-Id) into a Viewer. No header means anonymous;
 * a bad, expired or orphaned token is an error, never a silent downgrade to anonymous.
 */
export async function resolveViewer(
  sources: ViewerSources,
  authorization: unknown,
  workspaceHeader?: unknown,
): Promise<Viewer | null> {
  const token = bearerTokenFrom(authorization);
  if (!token) return null;
  const { userId } = await sources.tokens.verify(token);
  const membership = await sources.workspaces.activeMembership(userId, parseWorkspaceHeader(workspaceHeader));
  if (!membership) {
    if (workspaceHeader !== undefined && workspaceHeader !== '') throw new NotFoundError('Workspace not found.');
    throw new UnauthenticatedError('This account no longer exists.');
  }
  return { userId, workspaceId: membership.workspaceId, role: membership.role };
}
