import { accountGroupColumnFor, type ErpType, type Row, type SummaryRequestInput } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import {
  accountGroupOption,
  accountGroupSource,
  type AccountGroupOption,
} from '../utils/accountGroupSelection';
import { selectionListLimit } from '../utils/filterCompanyCodes';

/**
 * The account groups of the system's vendor master, from the published vendor master per company
 * code, whose account-group column the system type names (spec 01 §7 vendor_type_col_name).
 */
function accountGroupsQuery(systemId: number, column: string): SummaryRequestInput {
  return {
    system_id: systemId,
    ...accountGroupSource,
    year: -1,
    qualifier: -1,
    company_code: -1,
    group_by: [column, 'account_group_name'],
    sort: { col_alias: column, order: 'asc' },
    page_rows: selectionListLimit * 10,
  } as SummaryRequestInput;
}

async function fetchAccountGroups(
  systemId: number,
  type: ErpType,
  signal: AbortSignal,
): Promise<AccountGroupOption[]> {
  const column = accountGroupColumnFor(type);
  const result = await apiRequest('summary', asIs<{ data?: Row[] } | Row[]>, {
    method: 'POST',
    body: accountGroupsQuery(systemId, column),
    signal,
  });
  if (result.kind === 'no_data') return [];
  const rows = Array.isArray(result.data) ? result.data : (result.data.data ?? []);
  const seen = new Map<string, AccountGroupOption>();
  for (const row of rows) {
    const group = row[column];
    if (typeof group !== 'string' || group === '' || seen.has(group)) continue;
    const name = row['account_group_name'];
    seen.set(group, accountGroupOption(group, typeof name === 'string' ? name : null));
  }
  return [...seen.values()];
}

/** The account groups a user may choose for a system (spec 02 §9 'Account group option'). */
export function useAccountGroups(systemId: number, type: ErpType) {
  return useQuery({
    queryKey: ['systems', systemId, 'account_groups'],
    queryFn: ({ signal }) => fetchAccountGroups(systemId, type, signal),
  });
}
