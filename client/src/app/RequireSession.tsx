import { Navigate, Outlet, useLocation } from 'react-router';
import { isSignedIn } from './auth';

/** SPEC §6: a protected route without a stored token redirects to /login. */
export function RequireSession() {
  // Subscribing to the location re-runs the check on every navigation, so a logout in another tab takes
  // effect on the next route change.
  useLocation();
  return isSignedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}
