import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../ui/CenteredLoader';

export function RootLayout() {
  return (
    <Suspense fallback={<CenteredLoader label="Loading page" fullScreen />}>
      <Outlet />
    </Suspense>
  );
}
