import { messages } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, asIs } from '../../../api/apiClient';
import { captchaHeaders } from '../utils/captchaHeaders';

async function sendPasswordReset({ email, captchaToken }: { email: string; captchaToken: string | null }) {
  try {
    await apiRequest(`sendpasswordreset/${encodeURIComponent(email)}`, asIs<unknown>, {
      headers: captchaHeaders(captchaToken),
      signOutOnUnauthorised: false,
    });
  } catch (error) {
    // spec 01 §7: the error body is shown as the message
    throw new Error(
      error instanceof ApiError && error.kind !== 'network' ? error.message : messages.loginServerError,
      {
        cause: error,
      },
    );
  }
}

/** GET sendpasswordreset/:email (spec 01 §7). */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
