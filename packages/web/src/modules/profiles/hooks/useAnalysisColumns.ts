import type { ColumnDefinition } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

/**
 * GET schema/:system/:module/:analysis: the columns of an analysis as the system's type presents it
 * (a column its source cannot fill is left out), each with the modal its cells open. Asked once per
 * analysis and system.
 */
export function useAnalysisColumns(systemId: number, module: string, analysis: string) {
  return useQuery({
    queryKey: ['schema', systemId, module, analysis],
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `schema/${systemId}/${module}/${analysis}`,
        (json) => (json as { columns: ColumnDefinition[] }).columns,
        { signal },
      );
      return result.kind === 'data' ? result.data : [];
    },
  });
}
