import type { Row } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

/** Shortest text a vendor search is asked for. */
export const minVendorSearchLength = 2;

/**
 * GET search/:system/:text (spec 03 §7): the vendors of the user's scope whose name or ids hold the
 * text (vendor_id, vendor_name, account_group, vat_id, tax_id, tax_id_2); [] for no match (204).
 */
export function useVendorSearch(systemId: number | undefined, text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['search', systemId, trimmed],
    enabled: systemId !== undefined && trimmed.length >= minVendorSearchLength,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `search/${systemId}/${encodeURIComponent(trimmed)}`,
        (json) => json as Row[],
        { signal },
      );
      return result.kind === 'data' ? result.data : [];
    },
  });
}
