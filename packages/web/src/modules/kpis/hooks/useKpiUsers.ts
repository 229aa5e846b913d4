import { kpiUsersSchema } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

/** GET systems/:system/kpi_users (spec 03 §2.5): the users and channels to choose from. */
export function useKpiUsers(systemId: number) {
  return useQuery({
    queryKey: ['kpi_users', systemId],
    queryFn: async ({ signal }) => {
      const result = await apiRequest(`systems/${systemId}/kpi_users`, (json) => kpiUsersSchema.parse(json), {
        signal,
      });
      return result.kind === 'data' ? result.data : { users: [], channels: [] };
    },
  });
}
