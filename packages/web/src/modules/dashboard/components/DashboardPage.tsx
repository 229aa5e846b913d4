import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { useSelectionSearch } from '../../selection/hooks/useSelectionSearch';
import { selectionPayload } from '../../selection/utils/selectionPayload';
import { crossSystemMembers } from '../../selection/utils/crossSystemMembers';
import { navModules } from '../../shell/utils/navModules';
import { crossSystemLinks } from '../utils/crossSystemLinks';
import { availableKeyFigures, widgetLinks } from '../utils/widgetLinks';
import { CrossSystemFigures } from './CrossSystemFigures';
import { DuplicatePaymentsWidget } from './DuplicatePaymentsWidget';
import { KeyFigures } from './KeyFigures';
import { ModuleCard } from './ModuleCard';
import { MultiSystemOverviewCard } from './MultiSystemOverviewCard';
import { SystemOverviewCard } from './SystemOverviewCard';

/**
 * The dashboard: the chosen system at a glance, its key figures and the duplicate payments found,
 * confirmed and recovered (the date range and company code of the top bar), and every module and
 * page it offers. A multi-system (no data of its own) shows its member systems and the key figures
 * across them instead.
 */
export function DashboardPage() {
  const selection = useReadySelection();
  const { system, companyCodes, displayConfig } = selection;
  const { system_id, year, qualifier, company_code } = selectionPayload(selection);
  const search = useSelectionSearch();
  const items = navModules(displayConfig, system);
  const scope = { system_id, year, qualifier, company_code };
  const chosen = {
    year: selection.dateRange.year,
    qualifier: selection.dateRange.qualifier,
    companyCode: selection.companyCode,
  };
  const crossLinks = system.multi_system ? crossSystemLinks(displayConfig, system, chosen) : undefined;
  return (
    <div className="dashboard-page" data-testid="dashboard">
      {crossLinks ? (
        <>
          <MultiSystemOverviewCard
            system={system}
            members={crossSystemMembers(selection.systems)}
            scope={scope}
            links={crossLinks}
          />
          <CrossSystemFigures scope={scope} links={crossLinks} />
        </>
      ) : (
        <>
          <SystemOverviewCard system={system} companyCodes={companyCodes} />
          <KeyFigures
            scope={scope}
            links={widgetLinks(displayConfig, system, chosen)}
            available={availableKeyFigures(displayConfig, system)}
            currency={system.currency}
          />
          <DuplicatePaymentsWidget scope={scope} />
        </>
      )}
      <h2 className="h5 mb-3">Analyses</h2>
      {items.length === 0 ? (
        <p className="text-body-secondary">No analyses are configured for this system yet.</p>
      ) : (
        <div className="module-grid">
          {items.map((item) => (
            <ModuleCard key={item.module.name} item={item} search={search} />
          ))}
        </div>
      )}
    </div>
  );
}
