import { messages, tooManySignInAttempts } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

export interface LoginFailure {
  /** Shown under the field when set; otherwise above the form. */
  field?: 'password';
  message: string;
  /** Whether a link to the contact page follows the message. */
  contactLink: boolean;
}

/** The login error catalogue of spec 01 §8. */
export function loginFailureFor(error: unknown): LoginFailure {
  if (error instanceof ApiError) {
    if (error.status === 401)
      return { field: 'password', message: messages.invalidCredentials, contactLink: false };
    if (error.status === 402) return { message: messages.accountExpired, contactLink: true };
    if (error.status === 409) return { message: messages.accountDisabled, contactLink: true };
    if (error.status === 423) return { message: messages.accountLocked, contactLink: true };
    if (error.status === 429)
      return { message: tooManySignInAttempts(error.retryAfterSeconds), contactLink: false };
    if (error.status === 400 && error.message === messages.recaptchaError)
      return { message: messages.recaptchaError, contactLink: false };
  }
  return { message: messages.loginServerError, contactLink: false };
}
