import { useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { ApiError, apiRequest } from '../../../api/apiClient';

/** A profile's answer: the profile, or unavailable (404 outside the user's grant, or 204). */
export type ProfileAnswer<T> = { kind: 'profile'; profile: T } | { kind: 'unavailable' };

/**
 * GET profile/<entity>/:system/:id (spec 03 §2.2), parsed by the domain schema. A 404 (not found,
 * or outside the user's scope) and a 204 are 'unavailable'; any other failure is an error.
 */
export function useProfile<T>(
  entity: 'vendor' | 'company_code',
  systemId: number,
  id: string,
  schema: ZodType<T>,
) {
  return useQuery({
    queryKey: ['profile', entity, systemId, id],
    queryFn: async ({ signal }): Promise<ProfileAnswer<T>> => {
      try {
        const result = await apiRequest(
          `profile/${entity}/${systemId}/${encodeURIComponent(id)}`,
          (json) => schema.parse(json),
          { signal },
        );
        return result.kind === 'data' ? { kind: 'profile', profile: result.data } : { kind: 'unavailable' };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { kind: 'unavailable' };
        throw error;
      }
    },
  });
}
