import type { SystemInfo } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

async function fetchSystems(signal: AbortSignal): Promise<SystemInfo[]> {
  const result = await apiRequest('systems', asIs<SystemInfo[]>, { signal });
  return result.kind === 'data' && Array.isArray(result.data) ? result.data : [];
}

/** GET systems: the systems the user may see (spec 01 §7). */
export function useSystems(enabled = true) {
  return useQuery({ queryKey: ['systems'], queryFn: ({ signal }) => fetchSystems(signal), enabled });
}
