import type { DisplayConfigVersion } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** GET systems/:system/display_config/versions: every saved version, newest first. */
export function useDisplayConfigVersions(systemId: number) {
  return useQuery({
    queryKey: ['systems', systemId, 'display_config', 'versions'],
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `systems/${systemId}/display_config/versions`,
        asIs<DisplayConfigVersion[]>,
        { signal },
      );
      return result.kind === 'data' ? result.data : [];
    },
  });
}
