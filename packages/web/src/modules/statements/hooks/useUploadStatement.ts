import type { VendorStatement } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import type { StatementUploadFormValues } from '../utils/statementUploadFormSchema';
import { statementUploadQuery, type StatementVendor } from '../utils/statementUploadQuery';
import { useRefreshStatements } from './useRefreshStatements';

/** POST statement/ (spec 03 §7): the dialog's fields as the query, the file as the body. */
export function useUploadStatement(vendor: StatementVendor) {
  const refresh = useRefreshStatements();
  return useMutation({
    mutationFn: async (values: StatementUploadFormValues) => {
      const result = await apiRequest(
        `statement/?${statementUploadQuery(values, vendor)}`,
        asIs<{ data: VendorStatement }>,
        {
          method: 'POST',
          rawBody: { content: values.file.file, contentType: 'application/octet-stream' },
        },
      );
      return result.kind === 'data' ? result.data.data : null;
    },
    onSuccess: refresh,
  });
}
