import type { VendorStatement } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFileRequest } from '../../../api/apiClient';
import { downloadBlob } from '../../export/utils/downloadBlob';
import { statementDownloadName } from '../utils/statementDownloadName';

/** GET statement/{filename} (spec 03 §7): the file, saved as a vendor statement with its extension. */
export function useDownloadStatement() {
  return useMutation({
    mutationFn: async (statement: VendorStatement) => {
      const file = await apiFileRequest(`statement/${encodeURIComponent(statement.filename)}`);
      downloadBlob(statementDownloadName(statement), file);
    },
  });
}
