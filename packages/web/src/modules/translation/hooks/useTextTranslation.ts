import { translateResponseSchema } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/apiClient';

/** POST external/translate (spec 01 §7); the text itself when the server answers no body. */
async function fetchTranslation(text: string, signal: AbortSignal): Promise<string> {
  const result = await apiRequest('external/translate', (json) => translateResponseSchema.parse(json), {
    method: 'POST',
    body: { text },
    signal,
  });
  return result.kind === 'data' ? result.data.translation : text;
}

/**
 * The translation of a hovered text, asked once per text and kept for the session's lifetime in the
 * page (a translation does not change); undefined while it loads, when it failed or without a text.
 */
export function useTextTranslation(text: string | undefined) {
  return useQuery({
    queryKey: ['external', 'translate', text],
    enabled: text !== undefined,
    staleTime: Infinity,
    gcTime: 60 * 60_000,
    retry: false,
    queryFn: ({ signal }) => fetchTranslation(text!, signal),
  });
}
