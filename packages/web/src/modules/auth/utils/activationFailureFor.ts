import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

/** Activation errors of spec 01 §5: 410 (expired) and 409 (replaced) offer a new code, other client errors, server errors. */
export function activationFailureFor(error: unknown): { message: string; expired: boolean } {
  if (error instanceof ApiError && error.status === 410)
    return { message: messages.activationExpired, expired: true };
  // a link replaced by a newer e-mail: the newest link works, or a new code can be sent
  if (error instanceof ApiError && error.status === 409)
    return { message: messages.activationReplaced, expired: true };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { message: messages.invalidActivation, expired: false };
  return { message: messages.activationServerError, expired: false };
}
