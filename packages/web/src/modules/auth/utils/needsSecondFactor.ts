import type { AuthenticateResponse } from '@spendlens/domain';

/** Whether a signed-in user still has to pass the second factor (spec 01 §4, §6). */
export function needsSecondFactor(user: Pick<AuthenticateResponse, 'has_mfa' | 'is_enabled'>): boolean {
  return user.has_mfa || !user.is_enabled;
}
