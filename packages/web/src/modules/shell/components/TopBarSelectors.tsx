import { VendorSearchDropdown } from '../../profiles/components/VendorSearchDropdown';
import { AccountGroupDropdown } from '../../selection/components/AccountGroupDropdown';
import { CrossSystemDropdown } from '../../selection/components/CrossSystemDropdown';
import { CompanyCodeDropdown } from '../../selection/components/CompanyCodeDropdown';
import { DateRangeDropdown } from '../../selection/components/DateRangeDropdown';
import { SystemDropdown } from '../../selection/components/SystemDropdown';
import { useSelection } from '../../selection/hooks/useSelection';
import { accountGroupSource } from '../../selection/utils/accountGroupSelection';
import { useCurrentPage } from '../hooks/useCurrentPage';
import { hasAnalysis } from '../utils/navModules';

/**
 * The parameter dropdowns the page takes, in the order of spec 01 §2: account group,
 * company code, date range, system — and on a cross-system page the systems it reads; before them
 * the vendor search of a single system (it opens a vendor's profile, spec 03 §2.2).
 */
export function TopBarSelectors() {
  const selection = useSelection();
  const { chrome, legacyDates } = useCurrentPage();
  const ready = selection.status === 'ready';
  return (
    <>
      {ready && !selection.system.multi_system && (
        <VendorSearchDropdown key={selection.system.id} systemId={selection.system.id} />
      )}
      {ready &&
        chrome.accountGroup &&
        hasAnalysis(selection.displayConfig, selection.system, accountGroupSource) && (
          <AccountGroupDropdown key={selection.system.id} />
        )}
      {ready && chrome.companyCode && <CompanyCodeDropdown />}
      {ready && chrome.dateRange && <DateRangeDropdown key={selection.system.id} legacy={legacyDates} />}
      {ready && chrome.systems && <CrossSystemDropdown />}
      {chrome.system && <SystemDropdown />}
    </>
  );
}
