import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** GET systems/:system/display_config as the server has it, for the editor (no normalising). */
export function useRawDisplayConfig(systemId: number) {
  return useQuery({
    queryKey: ['systems', systemId, 'display_config', 'raw'],
    queryFn: async ({ signal }) => {
      const result = await apiRequest(`systems/${systemId}/display_config`, asIs<unknown>, { signal });
      return result.kind === 'data' ? result.data : {};
    },
    staleTime: 0,
  });
}
