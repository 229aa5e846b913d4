import type { UserRow } from '../app-store/schema';

/**
 * Whether an account may still be used at `now`: neither disabled nor past its expiry. Sessions are
 * refused (session-service.ts) and mails withheld (issue 34) by this one rule.
 */
export function accountUsable(user: Pick<UserRow, 'disabled_at' | 'expires_at'>, now: Date): boolean {
  return user.disabled_at === null && (user.expires_at === null || new Date(user.expires_at) > now);
}

/**
 * Whether an account may be mailed data (the alert digests): usable, activated by its e-mailed code
 * and enabled by its first second factor — a user who could sign in and read the same on the pages.
 */
export function accountActive(
  user: Pick<UserRow, 'disabled_at' | 'expires_at' | 'is_enabled' | 'activation_pending'>,
  now: Date,
): boolean {
  return accountUsable(user, now) && user.is_enabled && !user.activation_pending;
}
