import { createBrowserRouter } from 'react-router';
import { ActivatePage } from '../modules/auth/components/ActivatePage';
import { AwaitingActivationPage } from '../modules/auth/components/AwaitingActivationPage';
import { LoginPage } from '../modules/auth/components/LoginPage';
import { MfaLoginPage } from '../modules/auth/components/MfaLoginPage';
import { RegisterPage } from '../modules/auth/components/RegisterPage';
import { ResetPasswordPage } from '../modules/auth/components/ResetPasswordPage';
import { ResetRequestPage } from '../modules/auth/components/ResetRequestPage';
import { RouteErrorPage } from '../modules/shell/components/RouteErrorPage';
import { lazyComponent } from './lazyComponent';
import { RootLayout } from './RootLayout';

// The account pages above load with the app; the shell and every page in it load with their own
// chunks the first time they are opened (issue 18: the sign-in page downloads no more than it shows).
const HelpPage = lazyComponent(() => import('../modules/help/components/HelpPage').then((m) => m.HelpPage));
const SignedInShell = lazyComponent(() => import('./SignedInShell').then((m) => m.SignedInShell));
const AnalysisListsPage = lazyComponent(() =>
  import('../modules/analysis-lists/components/AnalysisListsPage').then((m) => m.AnalysisListsPage),
);
const KpiPage = lazyComponent(() => import('../modules/kpis/components/KpiPage').then((m) => m.KpiPage));
const MfaEnrolPage = lazyComponent(() =>
  import('../modules/mfa/components/MfaEnrolPage').then((m) => m.MfaEnrolPage),
);
const ModulePageRoute = lazyComponent(() =>
  import('../modules/shell/components/ModulePageRoute').then((m) => m.ModulePageRoute),
);
const NoMatchPage = lazyComponent(() =>
  import('../modules/shell/components/NoMatchPage').then((m) => m.NoMatchPage),
);
const SpecialPageRoute = lazyComponent(() =>
  import('../modules/shell/components/SpecialPageRoute').then((m) => m.SpecialPageRoute),
);
const InvoiceTimingsPage = lazyComponent(() =>
  import('../modules/trends/components/InvoiceTimingsPage').then((m) => m.InvoiceTimingsPage),
);
const MaterialPricingPage = lazyComponent(() =>
  import('../modules/trends/components/MaterialPricingPage').then((m) => m.MaterialPricingPage),
);
const StatementsPage = lazyComponent(() =>
  import('../modules/statements/components/StatementsPage').then((m) => m.StatementsPage),
);
const ContactPage = lazyComponent(() =>
  import('../modules/utilities/components/ContactPage').then((m) => m.ContactPage),
);
const DisplayConfigPage = lazyComponent(() =>
  import('../modules/utilities/components/DisplayConfigPage').then((m) => m.DisplayConfigPage),
);
const DownloadsPage = lazyComponent(() =>
  import('../modules/utilities/components/DownloadsPage').then((m) => m.DownloadsPage),
);
const ExtractionStatusPage = lazyComponent(() =>
  import('../modules/utilities/components/ExtractionStatusPage').then((m) => m.ExtractionStatusPage),
);
const LoginLogPage = lazyComponent(() =>
  import('../modules/utilities/components/LoginLogPage').then((m) => m.LoginLogPage),
);
const VatCheckPage = lazyComponent(() =>
  import('../modules/vat-check/components/VatCheckPage').then((m) => m.VatCheckPage),
);
const MyCasesPage = lazyComponent(() =>
  import('../modules/cases/components/MyCasesPage').then((m) => m.MyCasesPage),
);
const ViewRoleOnly = lazyComponent(() =>
  import('../modules/utilities/components/ViewRoleOnly').then((m) => m.ViewRoleOnly),
);

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
        element: <SignedInShell />,
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
            path: 'statements',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute moduleName="statements" moduleTitle="Vendor Statements">
                  <StatementsPage />
                </SpecialPageRoute>
              </ViewRoleOnly>
            ),
          },
          {
            path: 'vat_check',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute moduleName="vat_check" moduleTitle="VAT Check">
                  <VatCheckPage />
                </SpecialPageRoute>
              </ViewRoleOnly>
            ),
          },
          {
            path: 'my_cases',
            element: (
              <ViewRoleOnly>
                <SpecialPageRoute moduleName="my_cases" moduleTitle="My Cases">
                  <MyCasesPage />
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
