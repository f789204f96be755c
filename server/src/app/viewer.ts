import { NotFoundError, UnauthenticatedError } from './errors';
import type { ApiKeyService } from '../modules/api-keys/api-key.service';
import { isApiKey } from '../modules/api-keys/api-key.service';
import type { SessionService } from '../modules/auth/session.service';
import { bearerTokenFrom } from '../modules/auth/token.service';
import type { WorkspaceService } from '../modules/workspaces/workspace.service';
import type { WorkspaceRole } from '../modules/workspaces/workspace-role';

/** Who is asking, and in which workspace with which role. */
export interface Viewer {
  userId: number;
  workspaceId: number;
  role: WorkspaceRole;
  /** The session behind a signed-in token. */
  sessionId?: string;
  /** Set when the request came with an API key instead of a session token. */
  apiKeyId?: number;
  /** The browser tab that sent the request (X-Quarry-Tab), named in the live events it causes. */
  clientTab?: string;
}

const CLIENT_TAB_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A tab id from the X-Quarry-Tab header, or nothing when it is absent or not one. */
export function clientTabFrom(header: unknown): string | undefined {
  return typeof header === 'string' && CLIENT_TAB_PATTERN.test(header) ? header : undefined;
}

export interface ViewerSources {
  sessions: Pick<SessionService, 'authenticate'>;
  apiKeys: Pick<ApiKeyService, 'authenticate'>;
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
 * a bad, expired, revoked or orphaned credential is an error, never a silent downgrade to anonymous.
 * A session token acts in the requested (or preferred) workspace; an API key only in its own, with its creator's
 * current role there.
 */
export async function resolveViewer(
  sources: ViewerSources,
  authorization: unknown,
  workspaceHeader?: unknown,
): Promise<Viewer | null> {
  const token = bearerTokenFrom(authorization);
  if (!token) return null;
  const requestedWorkspaceId = parseWorkspaceHeader(workspaceHeader);
  if (isApiKey(token)) {
    const key = await sources.apiKeys.authenticate(token);
    if (requestedWorkspaceId !== undefined && requestedWorkspaceId !== key.workspaceId) throw new NotFoundError('Workspace not found.');
    const membership = await sources.workspaces.activeMembership(key.userId, key.workspaceId);
    if (!membership) throw new UnauthenticatedError('This API key’s owner is no longer a member of its workspace.');
    return { userId: key.userId, workspaceId: key.workspaceId, role: membership.role, apiKeyId: key.apiKeyId };
  }
  const { userId, sessionId } = await sources.sessions.authenticate(token);
  const membership = await sources.workspaces.activeMembership(userId, requestedWorkspaceId);
  if (!membership) {
    if (requestedWorkspaceId !== undefined) throw new NotFoundError('Workspace not found.');
    throw new UnauthenticatedError('This account no longer exists.');
  }
  return { userId, workspaceId: membership.workspaceId, role: membership.role, sessionId };
}
