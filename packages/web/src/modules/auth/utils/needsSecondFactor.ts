import type { AuthenticateResponse } from '@spendlens/domain';

/** Whether a signed-in user still has to pass the second factor (spec 01 §4, §6). */
export function needsSecondFactor(user: Pick<AuthenticateResponse, 'has_mfa' | 'is_enabled'>): boolean {
  return user.has_mfa || !user.is_enabled;
}

/**
 * Whether the second factor is the code of an authenticator app: an enabled user who enrolled one (a
 * user not yet enabled proves the mobile by SMS).
 */
export function usesAuthenticatorApp(
  user: Pick<AuthenticateResponse, 'is_enabled'> & { second_factor?: 'sms' | 'app' },
): boolean {
  return user.is_enabled && user.second_factor === 'app';
}
