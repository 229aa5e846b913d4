import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

/**
 * Resend of the activation link (spec 01 §5). The server answers alike whether or not the address has
 * an account (issue 34), so no answer says 'No account with this email address'.
 */
export function resendFailureFor(error: unknown): string {
  if (error instanceof ApiError && error.message === messages.recaptchaError) return messages.recaptchaError;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return messages.activationServerError;
}
