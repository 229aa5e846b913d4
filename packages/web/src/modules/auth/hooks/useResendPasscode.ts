import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';
import { readSessionId } from '../../../api/sessionCookie';

/** GET sms/send/:session_id again, when the first text did not arrive. */
export function useResendPasscode() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest(`sms/send/${encodeURIComponent(readSessionId() ?? '')}`, asIs<unknown>, {
        signOutOnUnauthorised: false,
      });
    },
  });
}
