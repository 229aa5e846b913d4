import { messages } from '@spendlens/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../api/apiClient';
import { readSessionId, writeSessionId } from '../../../api/sessionCookie';
import type { LocalUser } from '../../../storage/localStore';
import { localStore } from '../../../storage/localStore';

async function verify({ user, passcode }: { user: LocalUser; passcode: string }): Promise<string | null> {
  const code = encodeURIComponent(passcode);
  // a user with MFA proves the sign-in attempt (its session); a new user proves the mobile of the account
  const path = user.is_enabled
    ? `sms/verify/login/${code}/${encodeURIComponent(readSessionId() ?? '')}`
    : `sms/verify/new_user/${code}/${encodeURIComponent(user.uid)}`;
  try {
    const result = await apiRequest(path, (json) => (json as { session_id?: unknown }).session_id, {
      signOutOnUnauthorised: false,
    });
    return result.kind === 'data' && typeof result.data === 'string' ? result.data : null;
  } catch (error) {
    // a used-up or expired code says to send a new one, a sign-in ended by wrong codes to sign in
    // again; any other failure is the spec's message
    const told: string[] = [
      messages.passcodeUsedUp,
      messages.passcodeExpired,
      messages.secondFactorSignInAgain,
    ];
    throw new Error(
      error instanceof ApiError && error.status === 410 && told.includes(error.message)
        ? error.message
        : messages.mfaError,
      { cause: error },
    );
  }
}

/** The SMS second factor (spec 01 §7): on success the new session replaces the old, and the user goes to /. */
export function useVerifyPasscode() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verify,
    onSuccess: async (sessionId, { user }) => {
      queryClient.clear();
      if (sessionId) writeSessionId(sessionId);
      localStore.setUser({ ...user, is_enabled: true });
      await navigate('/', { replace: true });
    },
  });
}
