import { messages } from '@spendlens/domain';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSelection } from '../../selection/hooks/useSelection';
import { pageChrome } from '../utils/pageChrome';
import { LoadingMessage } from './LoadingMessage';
import { NoSystemsWelcome } from './NoSystemsWelcome';
import { PageTitle } from './PageTitle';

/**
 * A page of a special route of spec 01 §2 (/kpis, /trends/…, /getAnalysisLists): once the
 * parameters have loaded, its title (with the scope its top bar shows) and the page.
 */
export function SpecialPageRoute({
  moduleName,
  pageName,
  moduleTitle,
  pageTitle,
  children,
}: {
  moduleName: string;
  pageName?: string;
  moduleTitle: string;
  pageTitle?: string;
  children: ReactNode;
}) {
  const selection = useSelection();
  if (selection.status === 'loading') return <LoadingMessage />;
  if (selection.status === 'no_systems') return <NoSystemsWelcome />;
  if (selection.status === 'error') {
    return (
      <Alert variant="danger" className="m-3">
        {messages.unknownError}
      </Alert>
    );
  }
  return (
    <>
      <PageTitle
        moduleTitle={moduleTitle}
        {...(pageTitle ? { pageTitle } : {})}
        chrome={pageChrome(moduleName, undefined, pageName)}
      />
      {children}
    </>
  );
}
