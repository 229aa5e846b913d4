import { Outlet } from 'react-router';
import { UnauthorisedSignOut } from '../modules/auth/components/UnauthorisedSignOut';

export function RootLayout() {
  return (
    <>
      <UnauthorisedSignOut />
      <Outlet />
    </>
  );
}
