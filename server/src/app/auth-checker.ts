import type { AuthChecker } from 'type-graphql';
import { ForbiddenError, UnauthenticatedError } from './errors';
import type { Viewer } from './viewer';
import { type Permission, roleHasPermission } from '../modules/workspaces/workspace-role';

/** The one authorization point: GraphQL's @Authorized and the REST guard both end here. */
export function assertPermissions(viewer: Viewer | null, permissions: readonly Permission[]): Viewer {
  if (!viewer) throw new UnauthenticatedError();
  const missing = permissions.filter((permission) => !roleHasPermission(viewer.role, permission));
  if (missing.length > 0) throw new ForbiddenError(`Your role does not allow this (${missing.join(', ')}).`);
  return viewer;
}

export const authChecker: AuthChecker<{ viewer: Viewer | null }, Permission> = ({ context }, permissions) => {
  assertPermissions(context.viewer, permissions);
  return true;
};
