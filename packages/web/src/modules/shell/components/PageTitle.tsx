import type { ModulePage } from '@spendlens/domain';
import Button from 'react-bootstrap/Button';
import { useCrossSystems } from '../../selection/hooks/useCrossSystems';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { accountGroupsLabel } from '../../selection/utils/accountGroupSelection';
import { companyCodeLabel } from '../../selection/utils/companyCodeLabel';
import { systemsLabel } from '../../selection/utils/systemsLabel';
import { useHelpHidden } from '../hooks/useHelpHidden';
import { useUsageEvent } from '../hooks/useUsageEvent';
import type { PageChrome } from '../utils/pageChrome';
import { PageHelpAlert } from './PageHelpAlert';

interface PageTitleProps {
  moduleTitle: string;
  pageTitle?: string;
  /** What the page shows; the title parts of hidden dropdowns are left out. */
  chrome?: Pick<PageChrome, 'companyCode' | 'dateRange' | 'accountGroup' | 'title'> &
    Partial<Pick<PageChrome, 'systems'>>;
  /** The route names of an analysis page: a 'Guidelines for Action' link and its help alert. */
  route?: { moduleName: string; pageName: string; page?: ModulePage };
}

/**
 * The page title of spec 01 §2: 'module > page', then the system name (a cross-system page: the
 * systems it reads, 'All systems' or their names), company code and date range and account group
 * separated by bars, with the show/hide help toggle and the help link. Also names the browser tab
 * and reports the page and its parameters as a usage event.
 */
export function PageTitle({ moduleTitle, pageTitle, chrome, route }: PageTitleProps) {
  const { system, companyCodes, companyCode, dateRange, accountGroups } = useReadySelection();
  const cross = useCrossSystems();
  const entry = companyCodes.find((e) => e.company_code === companyCode);
  const company = companyCode === '-1' || !entry ? 'All company codes' : companyCodeLabel(entry);
  const [helpHidden, setHelpHidden] = useHelpHidden(route?.moduleName ?? '', route?.pageName ?? '');
  useUsageEvent({ m: moduleTitle, pg: pageTitle, s: system.name, cc: company, dr: dateRange.displayName });

  const showCompany = chrome?.companyCode ?? true;
  const showDates = chrome?.dateRange ?? true;
  const heading = pageTitle ? `${moduleTitle} > ${pageTitle}` : moduleTitle;
  const groups =
    chrome?.accountGroup && accountGroups.length > 0
      ? `Account group: ${accountGroupsLabel(accountGroups)}`
      : null;
  const scope = [
    chrome?.systems ? systemsLabel(cross.members, cross.chosen) : system.name,
    showCompany ? company : null,
    showDates ? dateRange.displayName : null,
    groups,
  ].filter((part): part is string => part !== null);
  const help = route?.page?.helpAlert;
  const tabTitle = <title>{`${pageTitle ?? moduleTitle} - Spendlens`}</title>;
  if (chrome && !chrome.title) return tabTitle;

  return (
    <div className="page-title" data-testid="page-title">
      {tabTitle}
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div className="me-auto">
          <h1 className="h4 mb-1">{heading}</h1>
          <p className="page-title-scope mb-0" data-testid="page-title-scope">
            {scope.map((part, index) => (
              <span key={index}>
                {index > 0 && (
                  <span className="page-title-bar" aria-hidden="true">
                    |
                  </span>
                )}
                {part}
              </span>
            ))}
          </p>
        </div>
        {help && (
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={() => setHelpHidden(!helpHidden)}
            aria-pressed={!helpHidden}
            data-testid="help-toggle"
          >
            {helpHidden ? 'Show help' : 'Hide help'}
          </Button>
        )}
        {route && (
          <Button
            as="a"
            variant="outline-primary"
            size="sm"
            href={`/help/${encodeURIComponent(route.moduleName)}/${encodeURIComponent(route.pageName)}`}
            target="_blank"
            rel="noopener"
          >
            Guidelines for Action
          </Button>
        )}
      </div>
      {help && !helpHidden && (
        <PageHelpAlert text={help.text} variant={help.variant} onDismiss={() => setHelpHidden(true)} />
      )}
    </div>
  );
}
