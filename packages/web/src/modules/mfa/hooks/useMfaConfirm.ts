import { messages } from '@spendlens/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

async function confirm(code: string): Promise<void> {
  try {
    await apiRequest('mfa/confirm', asIs<unknown>, { method: 'POST', body: { code } });
  } catch {
    throw new Error(messages.mfaConfirmError);
  }
}

/** POST mfa/confirm with the code the authenticator app shows (spec 03 §7). */
export function useMfaConfirm() {
  return useMutation({ mutationFn: confirm });
}
