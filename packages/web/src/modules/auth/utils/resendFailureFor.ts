import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

/** Resend of the activation link (spec 01 §5): 400 is 'No account with this email address'. */
export function resendFailureFor(error: unknown): string {
  if (error instanceof ApiError && error.message === messages.recaptchaError) return messages.recaptchaError;
  if (error instanceof ApiError && error.status === 400) return messages.noAccountWithEmail;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return messages.activationServerError;
}
