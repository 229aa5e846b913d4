import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

export interface HelpText {
  module: string;
  analysis: string;
  moduleDisplayName: string;
  displayName: string;
  description: string;
  helpAlert: string | null;
}

async function fetchHelpText(
  module: string,
  analysis: string,
  signal: AbortSignal,
): Promise<HelpText | null> {
  const path = `help/${encodeURIComponent(module)}/${encodeURIComponent(analysis)}`;
  const result = await apiRequest(path, asIs<HelpText>, { signal });
  return result.kind === 'data' ? result.data : null;
}

/** GET help/:module/:analysis: the description and help text of an analysis (spec 01 §2). */
export function useHelpText(module: string, analysis: string) {
  return useQuery({
    queryKey: ['help', module, analysis],
    queryFn: ({ signal }) => fetchHelpText(module, analysis, signal),
    retry: false,
  });
}
