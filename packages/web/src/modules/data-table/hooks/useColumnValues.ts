import type { Row, SummaryRequestInput } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchSummary } from '../../summary/hooks/useSummaries';

type Value = Row[string];

/** The distinct values of a column for its value list (first 1000, as the server sorts them). */
export function useColumnValues(payload: SummaryRequestInput, col: string, enabled: boolean) {
  return useQuery({
    queryKey: ['summary', 'values', col, payload],
    enabled,
    queryFn: async ({ signal }): Promise<Value[]> => {
      const answer = await fetchSummary(payload, signal);
      const values = (answer?.data ?? []).map((row) => row[col] ?? null);
      return [...new Set(values)];
    },
  });
}
