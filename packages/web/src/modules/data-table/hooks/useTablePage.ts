import type { SummaryRequestInput, SummaryResponse } from '@spendlens/domain';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchSummary } from '../../summary/hooks/useSummaries';

/**
 * One page of a data table (POST /summary); the previous page stays on screen while the next loads
 * (the paging flag of spec 01 §4 is `isPlaceholderData`). null is 204, no data.
 */
export function useTablePage(payload: SummaryRequestInput): UseQueryResult<SummaryResponse | null, Error> {
  return useQuery({
    queryKey: ['summary', payload],
    queryFn: ({ signal }) => fetchSummary(payload, signal),
    placeholderData: keepPreviousData,
  });
}
