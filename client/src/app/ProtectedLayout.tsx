import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { displayName } from '../modules/auth/display-name';
import { useLogout } from '../modules/auth/hooks/useLogout';
import { CenteredLoader } from '../ui/CenteredLoader';
import { PageShell, type NavItem } from '../ui/PageShell';
import { getStoredUser, isSignedIn } from './auth';
import { productName } from './theme';

const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Projects', to: '/dev' },
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Settings', to: '/settings' },
];

/** SPEC §6: a protected route without a stored token redirects to /login. */
export function ProtectedLayout() {
  const logout = useLogout();
  // Subscribing to the location re-runs the check on every navigation, so a logout in another tab takes
  // effect on the next route change.
  useLocation();

  if (!isSignedIn()) {
    return <Navigate to="/login" replace />;
  }

  const user = getStoredUser();
  return (
    <PageShell
      productName={productName}
      homePath="/dashboard"
      navItems={NAV_ITEMS}
      userLabel={user ? displayName(user) : null}
      onLogout={logout}
    >
      <Suspense fallback={<CenteredLoader label="Loading page" />}>
        <Outlet />
      </Suspense>
    </PageShell>
  );
}
