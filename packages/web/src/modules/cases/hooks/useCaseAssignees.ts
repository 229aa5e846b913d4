import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

/** GET case_assignees/:system: the client's users a case of the system may be assigned to. */
export function useCaseAssignees(systemId: number) {
  return useQuery({
    queryKey: ['cases', systemId, 'assignees'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `case_assignees/${systemId}`,
        asIs<{ data: { uid: string; name: string }[] }>,
        {
          signal,
        },
      );
      return result.kind === 'data' ? result.data.data : [];
    },
  });
}
