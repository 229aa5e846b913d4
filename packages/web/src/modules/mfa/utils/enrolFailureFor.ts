import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

/** Enrolment errors of spec 03 §8: 403 means two-factor is not available for the account. */
export function enrolFailureFor(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return messages.mfaNotAvailable;
  return messages.mfaEnrolServerError;
}
