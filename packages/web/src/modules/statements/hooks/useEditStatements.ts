import type { VendorStatement } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import { statementEditQuery, type StatementDraft } from '../utils/statementEdits';
import { useRefreshStatements } from './useRefreshStatements';

/** One statement's changes: text fields as typed, or a flag. */
export interface StatementEdit {
  filename: string;
  changes: StatementDraft | Partial<Record<'is_clean' | 'has_grni' | 'has_credits', boolean>>;
}

/**
 * PATCH statement/{filename}?field=value (spec 03 §7) for each edit in turn, then the statements are
 * read again (also after a failure: the edits before it were saved).
 */
export function useEditStatements() {
  const refresh = useRefreshStatements();
  return useMutation({
    mutationFn: async (edits: readonly StatementEdit[]) => {
      for (const { filename, changes } of edits)
        await apiRequest(
          `statement/${encodeURIComponent(filename)}?${statementEditQuery(changes)}`,
          asIs<{ data: VendorStatement }>,
          { method: 'PATCH' },
        );
    },
    onSettled: refresh,
  });
}
