import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

/** Activation errors of spec 01 §5: 410 offers a new code, other client errors, server errors. */
export function activationFailureFor(error: unknown): { message: string; expired: boolean } {
  if (error instanceof ApiError && error.status === 410)
    return { message: messages.activationExpired, expired: true };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { message: messages.invalidActivation, expired: false };
  return { message: messages.activationServerError, expired: false };
}
