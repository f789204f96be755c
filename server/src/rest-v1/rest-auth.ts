import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { assertPermissions } from '../app/auth-checker';
import type { Services } from '../app/services';
import { resolveViewer, type Viewer } from '../app/viewer';
import type { Permission } from '../modules/workspaces/workspace-role';

/** Reads the bearer token (if any) into res.locals.viewer; a bad token ends the request with 401. */
export function authenticate(services: Services): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.locals.viewer = await resolveViewer(services, req.headers.authorization, req.headers['x-workspace-id']);
    next();
  };
}

/** The REST guard: the same check as GraphQL's @Authorized. */
export function viewerOf(res: Response, ...permissions: Permission[]): Viewer {
  return assertPermissions((res.locals.viewer as Viewer | null | undefined) ?? null, permissions);
}
