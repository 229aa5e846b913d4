import type { AuthenticateResponse } from '@spendlens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, asIs } from '../../../api/apiClient';
import { writeSessionId } from '../../../api/sessionCookie';
import { localStore } from '../../../storage/localStore';
import { needsSecondFactor, usesAuthenticatorApp } from '../utils/needsSecondFactor';

/**
 * The end of every sign-in (login, the automatic one after activation or reset): store the user and
 * the session, then go to / — or send the SMS passcode (not to a user with an authenticator app)
 * and go to /mfa/login (spec 01 §4).
 */
export function useCompleteSignIn(): (answer: AuthenticateResponse) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ session_id, ...user }: AuthenticateResponse) => {
      queryClient.clear();
      writeSessionId(session_id);
      localStore.setUser(user);
      localStore.setRegistrationSuccess(false);
      if (needsSecondFactor(user)) {
        // a user with an authenticator app enters its code; an SMS is sent only when asked
        if (!usesAuthenticatorApp(user)) {
          try {
            await apiRequest(`sms/send/${encodeURIComponent(session_id)}`, asIs<unknown>, {
              signOutOnUnauthorised: false,
            });
          } catch {
            // the answer is not shown (spec 01 §7); the passcode screen offers to send it again
          }
        }
        await navigate('/mfa/login', { replace: true });
      } else {
        await navigate('/', { replace: true });
      }
    },
    [navigate, queryClient],
  );
}
