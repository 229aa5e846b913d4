import type { FindingCase } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** GET my_cases: the user's open and investigating cases in every system of the client. */
export function useMyCases() {
  return useQuery({
    queryKey: ['cases', 'mine'],
    queryFn: async ({ signal }) => {
      const result = await apiRequest('my_cases', asIs<{ data: (FindingCase & { system_name: string })[] }>, {
        signal,
      });
      return result.kind === 'data' ? result.data.data : [];
    },
  });
}
