import type { Row, SummaryRequestInput } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import { accountGroupOption, type AccountGroupOption } from '../utils/accountGroupSelection';
import { selectionListLimit } from '../utils/filterCompanyCodes';

/** The account groups of the system's vendor master, from the published vendor master per company code. */
function accountGroupsQuery(systemId: number): SummaryRequestInput {
  return {
    system_id: systemId,
    module: 'vendor_master_company_code',
    analysis: 'vendor_company_code',
    year: -1,
    qualifier: -1,
    company_code: -1,
    group_by: ['account_group', 'account_group_name'],
    sort: { col_alias: 'account_group', order: 'asc' },
    page_rows: selectionListLimit * 10,
  } as SummaryRequestInput;
}

async function fetchAccountGroups(systemId: number, signal: AbortSignal): Promise<AccountGroupOption[]> {
  const result = await apiRequest('summary', asIs<{ data?: Row[] } | Row[]>, {
    method: 'POST',
    body: accountGroupsQuery(systemId),
    signal,
  });
  if (result.kind === 'no_data') return [];
  const rows = Array.isArray(result.data) ? result.data : (result.data.data ?? []);
  const seen = new Map<string, AccountGroupOption>();
  for (const row of rows) {
    const group = row['account_group'];
    if (typeof group !== 'string' || group === '' || seen.has(group)) continue;
    const name = row['account_group_name'];
    seen.set(group, accountGroupOption(group, typeof name === 'string' ? name : null));
  }
  return [...seen.values()];
}

/** The account groups a user may choose for a system (spec 02 §9 'Account group option'). */
export function useAccountGroups(systemId: number) {
  return useQuery({
    queryKey: ['systems', systemId, 'account_groups'],
    queryFn: ({ signal }) => fetchAccountGroups(systemId, signal),
  });
}
