import { vendorSearchRowSchema } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/apiClient';

const parseRows = (json: unknown) => z.array(vendorSearchRowSchema).parse(json);

/** GET search/:system/:searchText (spec 03 §7): the vendors found for a text; none when no text was searched. */
export function useVendorSearch(systemId: number, text: string | null) {
  return useQuery({
    queryKey: ['vendor_search', systemId, text],
    enabled: text !== null,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(`search/${systemId}/${encodeURIComponent(text ?? '')}`, parseRows, {
        signal,
      });
      return result.kind === 'data' ? result.data : [];
    },
  });
}
