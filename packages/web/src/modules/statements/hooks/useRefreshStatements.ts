import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { hasStatementColumns } from '../utils/hasStatementColumns';

/**
 * Refreshes what a statement change shows: the statements tabs and the summary rows with statement
 * columns (include_supplier_statements, read afresh by the server at every call) — not the other
 * summaries of the page behind. Resolves once the shown queries have their new answers.
 */
export function useRefreshStatements(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['statements'] }),
      queryClient.invalidateQueries({ predicate: (query) => hasStatementColumns(query.queryKey) }),
    ]);
  }, [queryClient]);
}
