import { useLocation } from 'react-router';
import { useSelection } from '../../selection/hooks/useSelection';
import { legacyDateMode } from '../../selection/utils/legacyDateMode';
import { findModulePage } from '../utils/navModules';
import { pageChrome, routeNames, type PageChrome } from '../utils/pageChrome';

/** The route's module and page names, what its top bar shows and whether its dates are in legacy mode. */
export function useCurrentPage(): {
  moduleName: string;
  pageName: string;
  chrome: PageChrome;
  legacyDates: boolean;
} {
  const { pathname } = useLocation();
  const selection = useSelection();
  const { moduleName, pageName } = routeNames(pathname);
  const found =
    selection.status === 'ready'
      ? findModulePage(selection.displayConfig, selection.system, moduleName, pageName)
      : undefined;
  const legacyDates = selection.status === 'ready' && legacyDateMode(selection.displayConfig, found?.page);
  return { moduleName, pageName, chrome: pageChrome(moduleName, found, pageName), legacyDates };
}
