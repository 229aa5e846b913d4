import { CompanyCodeDropdown } from '../../selection/components/CompanyCodeDropdown';
import { DateRangeDropdown } from '../../selection/components/DateRangeDropdown';
import { SystemDropdown } from '../../selection/components/SystemDropdown';
import { useSelection } from '../../selection/hooks/useSelection';

/** The parameter dropdowns in the order of spec 01 §2: company code, date range, system. */
export function TopBarSelectors() {
  const selection = useSelection();
  return (
    <>
      {selection.status === 'ready' && <CompanyCodeDropdown />}
      {selection.status === 'ready' && <DateRangeDropdown key={selection.system.id} />}
      <SystemDropdown />
    </>
  );
}
