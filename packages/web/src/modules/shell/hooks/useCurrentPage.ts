import { useLocation } from 'react-router';
import { useSelection } from '../../selection/hooks/useSelection';
import { findModulePage } from '../utils/navModules';
import { pageChrome, routeNames, type PageChrome } from '../utils/pageChrome';

/** The route's module and page names and what its top bar shows. */
export function useCurrentPage(): { moduleName: string; pageName: string; chrome: PageChrome } {
  const { pathname } = useLocation();
  const selection = useSelection();
  const { moduleName, pageName } = routeNames(pathname);
  const found =
    selection.status === 'ready'
      ? findModulePage(selection.displayConfig, selection.system, moduleName, pageName)
      : undefined;
  return { moduleName, pageName, chrome: pageChrome(moduleName, found, pageName) };
}
