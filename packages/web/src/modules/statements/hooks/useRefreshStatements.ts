import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Refreshes what a statement change shows: the statements tabs and the summary rows, whose statement
 * columns (include_supplier_statements) the server reads afresh at every call. Resolves once the
 * shown queries have their new answers.
 */
export function useRefreshStatements(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['statements'] }),
      queryClient.invalidateQueries({ queryKey: ['summary'] }),
    ]);
  }, [queryClient]);
}
