import type { VendorRequestItem } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import { useRefreshStatements } from './useRefreshStatements';

/** The answer of POST statement/vendor_request?action=…. */
export interface VendorRequestAnswer {
  action: 'upsert' | 'delete';
  count: number;
  statement_request_date: string | null;
}

/** POST statement/vendor_request?format=json&action=upsert|delete (spec 03 §7) with `{data: items}`. */
export async function postVendorRequests(
  action: 'upsert' | 'delete',
  items: readonly VendorRequestItem[],
): Promise<VendorRequestAnswer> {
  const result = await apiRequest(
    `statement/vendor_request?format=json&action=${action}`,
    asIs<{ data: VendorRequestAnswer }>,
    { method: 'POST', body: { data: items } },
  );
  if (result.kind !== 'data') throw new Error('The server answered no data');
  return result.data.data;
}

/** Requests statements of vendors, or deletes their requests; the list then refreshes (spec 03 §4). */
export function useVendorRequests() {
  const refresh = useRefreshStatements();
  return useMutation({
    mutationFn: ({ action, items }: { action: 'upsert' | 'delete'; items: readonly VendorRequestItem[] }) =>
      postVendorRequests(action, items),
    onSuccess: refresh,
  });
}
