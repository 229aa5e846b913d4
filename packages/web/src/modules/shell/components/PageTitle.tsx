import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { companyCodeLabel } from '../../selection/utils/companyCodeLabel';

/**
 * The page title of spec 01 §2: 'module > page', then the system name, company code and date range
 * separated by bars. Also names the browser tab.
 */
export function PageTitle({ moduleTitle, pageTitle }: { moduleTitle: string; pageTitle?: string }) {
  const { system, companyCodes, companyCode, dateRange } = useReadySelection();
  const entry = companyCodes.find((e) => e.company_code === companyCode);
  const company = companyCode === '-1' || !entry ? 'All company codes' : companyCodeLabel(entry);
  const heading = pageTitle ? `${moduleTitle} > ${pageTitle}` : moduleTitle;
  const scope = [system.name, company, dateRange.displayName];
  return (
    <div className="page-title" data-testid="page-title">
      <title>{`${pageTitle ?? moduleTitle} - Spendlens`}</title>
      <h1 className="h4 mb-1">{heading}</h1>
      <p className="page-title-scope mb-0">
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
  );
}
