import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, asIs } from '../../../api/apiClient';
import { captchaHeaders } from '../utils/captchaHeaders';
import { resendFailureFor } from '../utils/resendFailureFor';

async function resend({ email, captchaToken }: { email: string; captchaToken: string | null }) {
  try {
    await apiRequest(`resendactivateuser/${encodeURIComponent(email)}`, asIs<unknown>, {
      headers: captchaHeaders(captchaToken),
      signOutOnUnauthorised: false,
    });
  } catch (error) {
    throw new Error(resendFailureFor(error), { cause: error });
  }
}

/** GET resendactivateuser/:email, then the awaiting-activation screen (spec 01 §2). */
export function useResendActivation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resend,
    onSuccess: async (_answer, { email }) => {
      await navigate('/awaitingactivation', { state: { email } });
    },
  });
}
