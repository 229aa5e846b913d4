import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

/**
 * GET chart/:system/:chartName[?query] (spec 03 §7): charts[0].data, read by `parse`; null for no
 * data (204).
 */
export function useChartData<T>(
  systemId: number,
  chartName: string,
  parse: (data: unknown) => T,
  query = '',
  enabled = true,
) {
  return useQuery({
    queryKey: ['chart', systemId, chartName, query],
    enabled,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `chart/${systemId}/${chartName}${query}`,
        (json) => parse((json as { charts?: { data?: unknown }[] }).charts?.[0]?.data),
        { signal },
      );
      return result.kind === 'data' ? result.data : null;
    },
  });
}
