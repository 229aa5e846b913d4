import type { AlertSubscription, AlertSubscriptionInput, FindingKind } from '@spendlens/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

const alertsKey = ['cases', 'alerts'];

/** GET alerts: the user's subscriptions and the kinds of finding there are. */
export function useAlerts() {
  return useQuery({
    queryKey: alertsKey,
    queryFn: async ({ signal }) => {
      const result = await apiRequest('alerts', asIs<{ data: AlertSubscription[]; kinds: FindingKind[] }>, {
        signal,
      });
      return result.kind === 'data' ? result.data : { data: [], kinds: [] };
    },
  });
}

/** POST alerts and DELETE alerts/:id, each followed by the list read again. */
export function useAlertChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertsKey });
  const subscribe = useMutation({
    mutationFn: (input: AlertSubscriptionInput) =>
      apiRequest('alerts', asIs<{ data: AlertSubscription }>, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const unsubscribe = useMutation({
    mutationFn: (id: number) => apiRequest(`alerts/${id}`, asIs<unknown>, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { subscribe, unsubscribe };
}
