import { authenticateResponseSchema } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api/apiClient';
import type { ActivateFormValues } from '../utils/activateFormSchema';
import { useCompleteSignIn } from './useCompleteSignIn';

async function activate(values: ActivateFormValues) {
  const result = await apiRequest('activateuser', (json) => authenticateResponseSchema.parse(json), {
    method: 'POST',
    body: values,
    signOutOnUnauthorised: false,
  });
  if (result.kind === 'no_data') throw new ApiError('http', 204, 'activateuser answered no content');
  return result.data;
}

/** POST activateuser, then the automatic login (spec 01 §4) with the session it answers. */
export function useActivate() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({ mutationFn: activate, onSuccess: completeSignIn });
}
