import type { UiEventRequest } from '@spendlens/domain';
import { useEffect } from 'react';
import { apiRequest, asIs } from '../../../api/apiClient';

/**
 * POST event/ui whenever the page or one of its parameters changes (spec 01 §4 'Parameter
 * loading'); errors are ignored (spec 01 §7).
 */
export function useUsageEvent({ m, pg, s, cc, dr }: UiEventRequest): void {
  useEffect(() => {
    apiRequest('event/ui', asIs<unknown>, { method: 'POST', body: { m, pg, s, cc, dr } }).catch(
      () => undefined,
    );
  }, [m, pg, s, cc, dr]);
}
