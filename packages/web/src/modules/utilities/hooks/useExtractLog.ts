import { useQuery } from '@tanstack/react-query';
import { extractLogEntrySchema } from '@spendlens/domain';
import { z } from 'zod';
import { apiRequest } from '../../../api/apiClient';

const extractLogSchema = z.array(extractLogEntrySchema);

/** GET systems/:system/extract_log (spec 01 §7), newest first, each failure with its reason. */
export function useExtractLog(systemId: number | undefined) {
  return useQuery({
    queryKey: ['extract_log', systemId],
    enabled: systemId !== undefined,
    queryFn: async ({ signal }) => {
      const result = await apiRequest(
        `systems/${systemId}/extract_log`,
        (json) => extractLogSchema.parse(json),
        { signal },
      );
      return result.kind === 'data' ? result.data : [];
    },
  });
}
