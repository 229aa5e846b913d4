import type { CaseChange, FindingCase } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** GET cases/:system/:finding_key and its history: the finding's case as it stands, and every change. */
export function useFindingCase(systemId: number, findingKey: string) {
  const path = `cases/${systemId}/${encodeURIComponent(findingKey)}`;
  return useQuery({
    queryKey: ['cases', systemId, findingKey],
    queryFn: async ({ signal }) => {
      const [current, history] = await Promise.all([
        apiRequest(path, asIs<{ data: FindingCase }>, { signal }),
        apiRequest(`${path}/history`, asIs<{ data: CaseChange[] }>, { signal }),
      ]);
      if (current.kind !== 'data' || history.kind !== 'data') throw new Error('No case');
      return { current: current.data.data, history: history.data.data };
    },
  });
}
