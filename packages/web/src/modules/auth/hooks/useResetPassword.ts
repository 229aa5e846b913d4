import { authenticateResponseSchema } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/apiClient';
import { captchaHeaders } from '../utils/captchaHeaders';
import type { ResetPasswordFormValues } from '../utils/resetPasswordFormSchema';
import { useCompleteSignIn } from './useCompleteSignIn';

interface ResetInput extends ResetPasswordFormValues {
  email: string;
  token: string;
  captchaToken: string | null;
}

async function resetPassword({ captchaToken, ...body }: ResetInput) {
  const result = await apiRequest('resetpassword', (json) => authenticateResponseSchema.parse(json), {
    method: 'POST',
    body,
    headers: captchaHeaders(captchaToken),
    signOutOnUnauthorised: false,
  });
  if (result.kind === 'no_data') throw new ApiError('http', 204, 'resetpassword answered no content');
  return result.data;
}

/** POST resetpassword, then the automatic login (spec 01 §4) with the session it answers. */
export function useResetPassword() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({ mutationFn: resetPassword, onSuccess: completeSignIn });
}
