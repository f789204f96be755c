import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { displayName } from '../modules/auth/display-name';
import { useLogout } from '../modules/auth/hooks/useLogout';
import { CenteredLoader } from '../ui/CenteredLoader';
import { PageShell, type NavItem } from '../ui/PageShell';
import { getStoredUser } from './auth';
import { productName } from './theme';

const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Projects', to: '/dev' },
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Settings', to: '/settings' },
];

/** The signed-in frame of most protected pages (the token check is RequireSession's). */
export function ProtectedLayout() {
  const logout = useLogout();
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
