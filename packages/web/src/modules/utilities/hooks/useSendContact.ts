import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, asIs } from '../../../api/apiClient';

async function sendContact(message: string): Promise<void> {
  try {
    await apiRequest('contact', asIs<unknown>, { method: 'POST', body: { message } });
  } catch (error) {
    // spec 03 §8: the response body is shown as a general error under the message box
    throw new Error(error instanceof ApiError ? error.message : String(error), { cause: error });
  }
}

/** POST contact (spec 03 §7). */
export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
