import type { CaseUpdate, FindingCase } from '@spendlens/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** What a case's change may alter on screen: the finding rows, the exceptions and rankings, the cases. */
const changedBy = ['summary', 'dashboard', 'profile', 'chart', 'cases'];

/**
 * PUT cases/:system/:finding_key: changes the case; then every query that shows finding rows, counts
 * exceptions or lists cases is read again (the server has published the change).
 */
export function useUpdateCase(systemId: number, findingKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: CaseUpdate) => {
      const result = await apiRequest(
        `cases/${systemId}/${encodeURIComponent(findingKey)}`,
        asIs<{ data: FindingCase }>,
        { method: 'PUT', body: update },
      );
      if (result.kind !== 'data') throw new Error('No answer');
      return result.data.data;
    },
    onSuccess: () =>
      Promise.all(changedBy.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).then(
        () => undefined,
      ),
  });
}
