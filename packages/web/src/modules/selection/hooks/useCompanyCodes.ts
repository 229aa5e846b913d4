import type { CompanyCodeEntry } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

async function fetchCompanyCodes(systemId: number, signal: AbortSignal): Promise<CompanyCodeEntry[]> {
  const result = await apiRequest(`systems/${systemId}/company_codes`, asIs<CompanyCodeEntry[]>, { signal });
  return result.kind === 'data' && Array.isArray(result.data) ? result.data : [];
}

/** GET systems/:id/company_codes: company codes and regions (type 'region') of a system. */
export function useCompanyCodes(systemId: number | undefined) {
  return useQuery({
    queryKey: ['systems', systemId, 'company_codes'],
    queryFn: ({ signal }) => fetchCompanyCodes(systemId ?? -1, signal),
    enabled: systemId !== undefined,
  });
}
