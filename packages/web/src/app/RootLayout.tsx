import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingMessage } from '../modules/shell/components/LoadingMessage';
import { UnauthorisedSignOut } from '../modules/auth/components/UnauthorisedSignOut';

export function RootLayout() {
  return (
    <>
      <UnauthorisedSignOut />
      <Suspense fallback={<LoadingMessage />}>
        <Outlet />
      </Suspense>
    </>
  );
}
