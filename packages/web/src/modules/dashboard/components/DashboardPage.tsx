import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { useSelectionSearch } from '../../selection/hooks/useSelectionSearch';
import { navModules } from '../../shell/utils/navModules';
import { ModuleCard } from './ModuleCard';
import { SystemOverviewCard } from './SystemOverviewCard';

/** The dashboard for now: the chosen system at a glance and every module and page it offers. */
export function DashboardPage() {
  const { system, companyCodes, displayConfig } = useReadySelection();
  const search = useSelectionSearch();
  const items = navModules(displayConfig, system);
  return (
    <div className="dashboard-page" data-testid="dashboard">
      <SystemOverviewCard system={system} companyCodes={companyCodes} />
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
