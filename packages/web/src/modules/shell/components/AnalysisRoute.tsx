import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import { Navigate } from 'react-router';
import { GenericAnalysisPage } from '../../analysis-page/components/GenericAnalysisPage';
import { DashboardPage } from '../../dashboard/components/DashboardPage';
import { useSelection } from '../../selection/hooks/useSelection';
import { LegacyDateRangeSync } from '../../selection/components/LegacyDateRangeSync';
import { useSelectionSearch } from '../../selection/hooks/useSelectionSearch';
import { legacyDateMode } from '../../selection/utils/legacyDateMode';
import { findModulePage, pagePath } from '../utils/navModules';
import { pageChrome } from '../utils/pageChrome';
import { pageComponents } from '../utils/pageComponents';
import { LoadingMessage } from './LoadingMessage';
import { NoSystemsWelcome } from './NoSystemsWelcome';
import { PageTitle } from './PageTitle';

/**
 * A module page for a user with the view role, once the parameters have loaded. An unknown page, or
 * one that does not apply to the system, redirects to / (spec 01 §2); a page with a page of its own
 * (Invoice Timings, Material Pricing) redirects to it.
 */
export function AnalysisRoute({ moduleName, pageName }: { moduleName: string; pageName: string }) {
  const selection = useSelection();
  const search = useSelectionSearch();

  if (selection.status === 'loading') return <LoadingMessage />;
  if (selection.status === 'no_systems') return <NoSystemsWelcome />;
  if (selection.status === 'error') {
    return (
      <Alert variant="danger" className="m-3">
        {messages.unknownError}
      </Alert>
    );
  }

  if (moduleName === 'dashboard' && pageName === 'dashboard') {
    return (
      <>
        {legacyDateMode(selection.displayConfig) && <LegacyDateRangeSync />}
        <PageTitle moduleTitle="Dashboard" chrome={pageChrome('dashboard')} />
        <DashboardPage />
      </>
    );
  }

  const found = findModulePage(selection.displayConfig, selection.system, moduleName, pageName);
  if (!found) return <Navigate to={{ pathname: '/', search }} replace />;
  // a page with a page of its own (the trend pages) opens there, as from the sidebar: its generic
  // table would promise the offender and trend interactions only that page has
  const own = pagePath(moduleName, pageName);
  if (own !== `/${moduleName}/${pageName}`) return <Navigate to={{ pathname: own, search }} replace />;
  // every configured page without a page of its own opens as the generic analysis page
  const Page = pageComponents[`${found.module.name}/${found.page.name}`] ?? GenericAnalysisPage;
  return (
    <>
      {legacyDateMode(selection.displayConfig, found.page) && <LegacyDateRangeSync />}
      <PageTitle
        moduleTitle={found.module.displayName}
        pageTitle={found.page.displayName}
        chrome={pageChrome(moduleName, found)}
        route={{ moduleName, pageName, page: found.page }}
      />
      <Page key={`${found.module.name}/${found.page.name}`} module={found.module} page={found.page} />
    </>
  );
}
