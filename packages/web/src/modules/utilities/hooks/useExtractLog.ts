import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

export interface ExtractLogEntry {
  created: string;
  system_id: number;
  status: string;
}

/** GET systems/:system/extract_log (spec 01 §7), newest first. */
export function useExtractLog(systemId: number | undefined) {
  return useQuery({
    queryKey: ['extract_log', systemId],
    enabled: systemId !== undefined,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(`systems/${systemId}/extract_log`, asIs<ExtractLogEntry[]>, { signal });
      return result.kind === 'data' ? result.data : [];
    },
  });
}
