import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import {
  knownRequestItems,
  unknownRequestLines,
  type RequestUploadOutcome,
  type ValidatedRequestLine,
} from '../utils/requestUploadOutcome';
import { postVendorRequests } from './useVendorRequests';

/**
 * The bulk request upload (spec 03 §2.3, §7): the CSV is checked by POST
 * statement/vendor_request?validate=true, then the vendors found are marked as requested
 * (action=upsert); the outcome names how many were and which lines could not be found. The list
 * refreshes when the dialog closes after it.
 */
export function useRequestUpload() {
  return useMutation({
    mutationFn: async (file: File): Promise<RequestUploadOutcome> => {
      const validated = await apiRequest(
        'statement/vendor_request?validate=true',
        asIs<{ result: ValidatedRequestLine[] }>,
        { method: 'POST', rawBody: { content: await file.text(), contentType: 'text/csv' } },
      );
      const lines = validated.kind === 'data' ? validated.data.result : [];
      const items = knownRequestItems(lines);
      const marked = items.length > 0 ? (await postVendorRequests('upsert', items)).count : 0;
      return { marked, unknown: unknownRequestLines(lines) };
    },
  });
}
