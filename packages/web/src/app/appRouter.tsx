import { createBrowserRouter } from 'react-router';
import { HelpPage } from '../modules/help/components/HelpPage';
import { LoginPage } from '../modules/auth/components/LoginPage';
import { PublicNoMatchPage } from '../modules/auth/components/PublicNoMatchPage';
import { RequireUser } from '../modules/auth/components/RequireUser';
import { AppShell } from '../modules/shell/components/AppShell';
import { ModulePageRoute } from '../modules/shell/components/ModulePageRoute';
import { NoMatchPage } from '../modules/shell/components/NoMatchPage';
import { RouteErrorPage } from '../modules/shell/components/RouteErrorPage';
import { RootLayout } from './RootLayout';

/** Top-level account screens of spec 01 §2 that later work fills in; they need no signed-in user. */
const pendingPublicPaths = [
  'mfa/login',
  'register',
  'resetpassword',
  'awaitingactivation',
  'activate/:activationcode?/:email?',
  'passwordreset/:resetpasswordtoken/:email',
];

export const appRouter = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'help/:module/:analysis', element: <HelpPage /> },
      ...pendingPublicPaths.map((path) => ({ path, element: <PublicNoMatchPage /> })),
      {
        element: (
          <RequireUser>
            <AppShell />
          </RequireUser>
        ),
        children: [
          { path: ':moduleName?/:pageName?', element: <ModulePageRoute /> },
          { path: '*', element: <NoMatchPage /> },
        ],
      },
    ],
  },
]);
