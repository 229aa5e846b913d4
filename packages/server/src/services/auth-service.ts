import { DomainError, messages, type AuthenticateResponse, type Role } from '@spendlens/domain';
import { sql } from 'kysely';
import type { AppStore } from '../app-store/open-app-store';
import type { UserRow } from '../app-store/schema';
import { verifyPassword } from '../auth/passwords';
import type { SessionService } from './session-service';

/** Consecutive failures per account before it is locked, and the cool-down. */
export const lockoutThreshold = 10;
export const lockoutMs = 15 * 60_000;

export interface AuthService {
  authenticate(username: string, password: string, now: Date): Promise<AuthenticateResponse>;
}

export function createAuthService(deps: { store: AppStore; sessions: SessionService }): AuthService {
  const { store, sessions } = deps;

  async function log(uid: string, status: string, now: Date): Promise<void> {
    await store.insertInto('login_log').values({ ts: now, uid, status }).execute();
  }

  return {
    async authenticate(username, password, now) {
      const uid = username.trim().toLowerCase();
      const user = await store.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
      const ok = await verifyPassword(user?.password_hash, password);
      // an account not yet activated by its e-mailed code cannot sign in (activateuser signs it in)
      if (!user || !ok || user.activation_pending) {
        if (user && !ok) {
          await store
            .updateTable('users')
            .set({
              failed_logins: sql`failed_logins + 1`,
              locked_until: sql`case when failed_logins + 1 >= ${lockoutThreshold} then ${new Date(now.getTime() + lockoutMs)}::timestamptz else locked_until end`,
            })
            .where('id', '=', user.id)
            .execute();
          await log(uid, 'failed', now);
        }
        throw new DomainError('invalid_credentials', messages.invalidCredentials);
      }
      // The states below are told only to someone who knows the password.
      if (user.locked_until && new Date(user.locked_until) > now) {
        await log(uid, 'locked', now);
        throw new DomainError('account_locked', messages.accountLocked);
      }
      if (user.expires_at && new Date(user.expires_at) <= now) {
        await log(uid, 'expired', now);
        throw new DomainError('account_expired', messages.accountExpired);
      }
      if (user.disabled_at) {
        await log(uid, 'disabled', now);
        throw new DomainError('account_disabled', messages.accountDisabled);
      }
      await store
        .updateTable('users')
        .set({ failed_logins: 0, locked_until: null })
        .where('id', '=', user.id)
        .execute();
      const sessionId = await sessions.open(user, now);
      await log(uid, 'success', now);
      // a user with MFA or not yet enabled gets a session that has passed only the password: it
      // reaches sms/send and the verify calls, no data, until the second factor renews it
      return authenticateAnswer(user, sessionId);
    },
  };
}

/** The answer of GET authenticate (spec 01 §7), also of the automatic sign-in after activation or reset. */
export function authenticateAnswer(user: UserRow, sessionId: string): AuthenticateResponse {
  return {
    session_id: sessionId,
    username: user.uid,
    uid: user.uid,
    fname: user.fname,
    lname: user.lname,
    company: user.company,
    roles: user.roles as Role[],
    is_enabled: user.is_enabled,
    has_mfa: user.has_mfa,
    ttl: user.ttl_seconds,
  };
}
