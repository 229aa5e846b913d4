import type { VendorStatement } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** The query key of a vendor's statements in one system (the statement hooks refresh it). */
export const vendorStatementsKey = (systemId: number, vendorId: string) =>
  ['statements', systemId, vendorId] as const;

/** GET statement/search?vendor_id&system_id (spec 03 §7): the vendor's statements in the system. */
export async function fetchVendorStatements(
  systemId: number,
  vendorId: string,
  signal?: AbortSignal,
): Promise<VendorStatement[]> {
  const query = new URLSearchParams({ vendor_id: vendorId, system_id: String(systemId) });
  const result = await apiRequest(`statement/search?${query}`, asIs<{ data: VendorStatement[] }>, { signal });
  return result.kind === 'data' ? result.data.data : [];
}

/** A vendor's statements (a 401 signs out through the API client; other errors are the query's). */
export function useVendorStatements(systemId: number, vendorId: string) {
  return useQuery({
    queryKey: vendorStatementsKey(systemId, vendorId),
    queryFn: ({ signal }) => fetchVendorStatements(systemId, vendorId, signal),
  });
}
