import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/apiClient';

/** Retries only what a retry can fix: no answer, or a server fault; never a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});
