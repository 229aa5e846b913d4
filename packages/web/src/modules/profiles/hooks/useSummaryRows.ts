import type { SummaryRequestInput } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchSummary } from '../../summary/hooks/useSummaries';

/** One POST /summary of a profile (a list or a summary), asked once `payload` is known; null is 204. */
export function useSummaryRows(payload: SummaryRequestInput | undefined) {
  return useQuery({
    queryKey: ['summary', payload],
    queryFn: ({ signal }) => fetchSummary(payload!, signal),
    enabled: payload !== undefined,
  });
}
