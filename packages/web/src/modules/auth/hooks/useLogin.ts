import type { AuthenticateResponse } from '@spendlens/domain';
import { authenticateResponseSchema } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/apiClient';
import { basicAuthorization } from '../utils/basicAuthorization';
import { captchaHeaders } from '../utils/captchaHeaders';
import type { LoginFormValues } from '../utils/loginFormSchema';
import { useCompleteSignIn } from './useCompleteSignIn';

async function authenticate({
  username,
  password,
  captchaToken,
}: LoginFormValues & { captchaToken: string | null }): Promise<AuthenticateResponse> {
  const result = await apiRequest('authenticate', (json) => authenticateResponseSchema.parse(json), {
    authorization: basicAuthorization(username, password),
    signOutOnUnauthorised: false,
    headers: captchaHeaders(captchaToken),
  });
  if (result.kind === 'no_data') throw new ApiError('http', 204, 'authenticate answered no content');
  return result.data;
}

/**
 * Sign in (spec 01 §4): on success store the user locally and the session id in its cookie, then go
 * to / — or to /mfa/login when the user has a second factor or is not yet enabled.
 */
export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({ mutationFn: authenticate, onSuccess: completeSignIn });
}
