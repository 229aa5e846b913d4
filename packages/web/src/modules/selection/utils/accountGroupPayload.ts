import { accountGroupColumnFor } from '@spendlens/domain';
import type { ReadySelection } from '../types/Selection';

/**
 * The account-group scope of a data query (spec 01 §6, §7 vendor_type and vendor_type_col_name);
 * nothing when no group is chosen. Dashboards do not send it.
 */
export function accountGroupPayload(selection: Pick<ReadySelection, 'system' | 'accountGroups'>): {
  vendor_type?: string[];
  vendor_type_col_name?: string;
} {
  if (selection.accountGroups.length === 0) return {};
  return {
    vendor_type: [...selection.accountGroups],
    vendor_type_col_name: accountGroupColumnFor(selection.system.type),
  };
}
