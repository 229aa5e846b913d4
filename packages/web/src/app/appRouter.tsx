import { createBrowserRouter } from 'react-router';
import { ActivatePage } from '../modules/auth/components/ActivatePage';
import { AwaitingActivationPage } from '../modules/auth/components/AwaitingActivationPage';
import { HelpPage } from '../modules/help/components/HelpPage';
import { LoginPage } from '../modules/auth/components/LoginPage';
import { MfaLoginPage } from '../modules/auth/components/MfaLoginPage';
import { RegisterPage } from '../modules/auth/components/RegisterPage';
import { ResetPasswordPage } from '../modules/auth/components/ResetPasswordPage';
import { ResetRequestPage } from '../modules/auth/components/ResetRequestPage';
import { RequireUser } from '../modules/auth/components/RequireUser';
import { AnalysisListsPage } from '../modules/analysis-lists/components/AnalysisListsPage';
import { KpiPage } from '../modules/kpis/components/KpiPage';
import { MfaEnrolPage } from '../modules/mfa/components/MfaEnrolPage';
import { AppShell } from '../modules/shell/components/AppShell';
import { ModulePageRoute } from '../modules/shell/components/ModulePageRoute';
import { NoMatchPage } from '../modules/shell/components/NoMatchPage';
import { SpecialPageRoute } from '../modules/shell/components/SpecialPageRoute';
import { InvoiceTimingsPage } from '../modules/trends/components/InvoiceTimingsPage';
import { MaterialPricingPage } from '../modules/trends/components/MaterialPricingPage';
import { RouteErrorPage } from '../modules/shell/components/RouteErrorPage';
import { ContactPage } from '../modules/utilities/components/ContactPage';
import { DisplayConfigPage } from '../modules/utilities/components/DisplayConfigPage';
import { DownloadsPage } from '../modules/utilities/components/DownloadsPage';
import { ExtractionStatusPage } from '../modules/utilities/components/ExtractionStatusPage';
import { LoginLogPage } from '../modules/utilities/components/LoginLogPage';
import { ViewRoleOnly } from '../modules/utilities/components/ViewRoleOnly';
import { RootLayout } from './RootLayout';

export const appRouter = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'mfa/login', element: <MfaLoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'resetpassword', element: <ResetRequestPage /> },
      { path: 'awaitingactivation', element: <AwaitingActivationPage /> },
      { path: 'activate/:activationcode?/:email?', element: <ActivatePage /> },
      { path: 'passwordreset/:resetpasswordtoken/:email', element: <ResetPasswordPage /> },
      { path: 'help/:module/:analysis', element: <HelpPage /> },
      {
        element: (
          <RequireUser>
            <AppShell />
          </RequireUser>
        ),
        children: [
          // utility pages (spec 03 §2.9, §2.10); mfa, contact and downloads need no view role (spec 01 §6)
          { path: 'mfa', element: <MfaEnrolPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'downloads', element: <DownloadsPage /> },
          {
            path: 'extraction_status',
            element: (
              <ViewRoleOnly>
                <ExtractionStatusPage />
              </ViewRoleOnly>
            ),
          },
          {
            path: 'login_log',
            element: (
              <ViewRoleOnly>
                <LoginLogPage />
              </ViewRoleOnly>
            ),
          },
          {
            path: 'display_config',
            element: (
              <ViewRoleOnly>
                <DisplayConfigPage />
              </ViewRoleOnly>
            ),
          },
          // the special pages of spec 01 §2 with data of the chosen system (view role)
          {
            path: 'kpis',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute moduleName="kpis" moduleTitle="KPIs">
                  <KpiPage />
                </SpecialPageRoute>
              </ViewRoleOnly>
            ),
          },
          {
            path: 'trends/invoice_timings',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute
                  moduleName="trends"
                  pageName="invoice_timings"
                  moduleTitle="Trends"
                  pageTitle="Invoice Timings"
                >
                  <InvoiceTimingsPage />
                </SpecialPageRoute>
              </ViewRoleOnly>
            ),
          },
          {
            path: 'trends/material_pricing',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute
                  moduleName="trends"
                  pageName="material_pricing"
                  moduleTitle="Trends"
                  pageTitle="Material Pricing"
                >
                  <MaterialPricingPage />
                </SpecialPageRoute>
              </ViewRoleOnly>
            ),
          },
          {
            path: 'getAnalysisLists',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute moduleName="getAnalysisLists" moduleTitle="Analysis List">
                  <AnalysisListsPage />
                </SpecialPageRoute>
              </ViewRoleOnly>
            ),
          },
          { path: ':moduleName?/:pageName?', element: <ModulePageRoute /> },
          { path: '*', element: <NoMatchPage /> },
        ],
      },
    ],
  },
]);
