import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, asIs } from '../../../api/apiClient';

/** PUT systems/:system/display_config: a new saved version; the shell then reads it. */
export function useSaveDisplayConfig(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (config: Record<string, unknown>) => {
      try {
        const result = await apiRequest(`systems/${systemId}/display_config`, asIs<{ version: number }>, {
          method: 'PUT',
          body: config,
        });
        return result.kind === 'data' ? result.data.version : null;
      } catch (error) {
        throw new Error(
          error instanceof ApiError && error.status === 400
            ? `The server refused this configuration: ${error.message}`
            : 'Error saving the display configuration. Please try again.',
          { cause: error },
        );
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['systems', systemId, 'display_config'] }),
  });
}
