import type { AuthenticateResponse } from '@spendlens/domain';
import { authenticateResponseSchema } from '@spendlens/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../api/apiClient';
import { writeSessionId } from '../../../api/sessionCookie';
import { localStore } from '../../../storage/localStore';
import { basicAuthorization } from '../utils/basicAuthorization';
import type { LoginFormValues } from '../utils/loginFormSchema';

async function authenticate({ username, password }: LoginFormValues): Promise<AuthenticateResponse> {
  const result = await apiRequest('authenticate', (json) => authenticateResponseSchema.parse(json), {
    authorization: basicAuthorization(username, password),
    signOutOnUnauthorised: false,
  });
  if (result.kind === 'no_data') throw new ApiError('http', 204, 'authenticate answered no content');
  return result.data;
}

/**
 * Sign in (spec 01 §4): on success store the user locally and the session id in its cookie, then go
 * to / — or to /mfa/login when the user has a second factor or is not yet enabled.
 */
export function useLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    onSuccess: async ({ session_id, ...user }) => {
      queryClient.clear();
      writeSessionId(session_id);
      localStore.setUser(user);
      localStore.setRegistrationSuccess(false);
      await navigate(user.has_mfa || !user.is_enabled ? '/mfa/login' : '/', { replace: true });
    },
  });
}
