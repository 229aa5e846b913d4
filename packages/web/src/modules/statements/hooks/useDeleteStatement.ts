import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import { useRefreshStatements } from './useRefreshStatements';

/** DELETE statement/{filename} (spec 03 §7): the statement and its file. */
export function useDeleteStatement() {
  const refresh = useRefreshStatements();
  return useMutation({
    mutationFn: async (filename: string) => {
      await apiRequest(`statement/${encodeURIComponent(filename)}`, asIs<{ ok: boolean }>, {
        method: 'DELETE',
      });
    },
    onSuccess: refresh,
  });
}
