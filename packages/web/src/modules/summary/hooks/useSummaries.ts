import type { Row, SummaryRequestInput, SummaryResponse } from '@spendlens/domain';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

/** The answer of POST /summary; 'some cases the rows come directly' (spec 01 §7) is normalised here. */
function parseSummary(json: unknown): SummaryResponse {
  if (Array.isArray(json)) {
    return { data: json as Row[], meta: { row_count: json.length, subset_row_count: json.length } };
  }
  if (json && typeof json === 'object' && Array.isArray((json as { data?: unknown }).data)) {
    const { data, meta } = json as { data: Row[]; meta?: Partial<SummaryResponse['meta']> };
    return {
      data,
      meta: {
        ...meta,
        row_count: meta?.row_count ?? data.length,
        subset_row_count: meta?.subset_row_count ?? meta?.row_count ?? data.length,
      },
    };
  }
  throw new Error('POST /summary answered an unexpected shape');
}

/** POST /summary; null means 204, no data (spec 01 §8). */
export async function fetchSummary(
  payload: SummaryRequestInput,
  signal: AbortSignal,
): Promise<SummaryResponse | null> {
  const result = await apiRequest('summary', parseSummary, { method: 'POST', body: payload, signal });
  return result.kind === 'data' ? result.data : null;
}

export interface SummariesResult {
  /** One answer per payload, in order (null for no data), once all of them have arrived. */
  data: (SummaryResponse | null)[] | undefined;
  /** The first failure, if any. */
  error: Error | null;
  isPending: boolean;
}

function combine(results: UseQueryResult<SummaryResponse | null, Error>[]): SummariesResult {
  const error = results.find((r) => r.error)?.error ?? null;
  const done = results.every((r) => r.isSuccess);
  return {
    data: done ? results.map((r) => r.data ?? null) : undefined,
    error,
    isPending: !error && !done,
  };
}

/** Several POST /summary queries run side by side and read as one result. */
export function useSummaries(payloads: SummaryRequestInput[]): SummariesResult {
  return useQueries({
    queries: payloads.map((payload) => ({
      queryKey: ['summary', payload] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchSummary(payload, signal),
    })),
    combine,
  });
}
