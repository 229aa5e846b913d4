import { DomainError, messages, type AuthenticateResponse, type Role } from '@spendlens/domain';
import { sql } from 'kysely';
import type { AppStore } from '../app-store/open-app-store';
import type { UserRow } from '../app-store/schema';
import { verifyPassword } from '../auth/passwords';
import { createRateLimiter } from '../security/rate-limiter';
import type { SessionService } from './session-service';

/** Consecutive failures per account before it is locked (spec 01 §8, 423). */
export const lockoutThreshold = 10;

export interface AuthService {
  authenticate(username: string, password: string, now: Date): Promise<AuthenticateResponse>;
}

export interface LoginLimits {
  /** Failed logins per account per minute; beyond them 429 with Retry-After, before any verification. */
  loginFailuresPerMinute: number;
  /** How long an account stays locked after `lockoutThreshold` consecutive failures. */
  lockoutMs: number;
}

function retryAfter(until: Date, now: Date): { retryAfterSeconds: number } {
  return { retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) };
}

/**
 * GET authenticate. Guesses are stopped before they cost an argon2 verification: a user name (known
 * or not) over its per-minute failure budget answers 429 with Retry-After, whatever the password.
 * Locked (423, with Retry-After; by wrong passwords or by wrong second-factor codes), expired (402)
 * and disabled (409) are told only to someone who knows the password (spec 01 §4); a wrong password
 * answers 401 from any account, locked or unknown, so the answers never tell whether an account
 * exists or is locked.
 */
export function createAuthService(deps: {
  store: AppStore;
  sessions: SessionService;
  limits: LoginLimits;
  /** Told after each row of the login log is written (the Login Log page publishes it). */
  onLogged?: (uid: string) => void;
}): AuthService {
  const { store, sessions, limits, onLogged } = deps;
  const failures = createRateLimiter({ limit: limits.loginFailuresPerMinute, windowMs: 60_000 });

  async function log(uid: string, status: string, now: Date): Promise<void> {
    await store.insertInto('login_log').values({ ts: now, uid, status }).execute();
    onLogged?.(uid);
  }

  return {
    async authenticate(username, password, now) {
      const uid = username.trim().toLowerCase();
      const wait = failures.retryAfterSeconds(uid, now);
      if (wait > 0) {
        throw new DomainError('rate_limited', 'Too many failed logins; try again later', {
          retryAfterSeconds: wait,
        });
      }
      const user = await store.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirst();
      const ok = await verifyPassword(user?.password_hash, password);
      // an account not yet activated by its e-mailed code cannot sign in (activateuser signs it in)
      if (!user || !ok || user.activation_pending) {
        if (!ok) failures.hit(uid, now);
        if (user && !ok) {
          await store
            .updateTable('users')
            .set({
              failed_logins: sql`failed_logins + 1`,
              locked_until: sql`case when failed_logins + 1 >= ${lockoutThreshold} then ${new Date(now.getTime() + limits.lockoutMs)}::timestamptz else locked_until end`,
            })
            .where('id', '=', user.id)
            .execute();
          await log(uid, 'failed', now);
        }
        throw new DomainError('invalid_credentials', messages.invalidCredentials);
      }
      // The states below are told only to someone who knows the password (spec 01 §4): a wrong one
      // gets 401 from a locked account as from an unknown name, so neither the lock nor the
      // account's existence shows; the per-account budget above bounds the guesses verified.
      // locked by wrong passwords, or by wrong second-factor codes (second-factor-tries.ts)
      const lockedUntil = [user.locked_until, user.mfa_locked_until]
        .map((until) => (until ? new Date(until) : undefined))
        .filter((until): until is Date => until !== undefined && until > now)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (lockedUntil) {
        await log(uid, 'locked', now);
        throw new DomainError('account_locked', messages.accountLocked, retryAfter(lockedUntil, now));
      }
      if (user.expires_at && new Date(user.expires_at) <= now) {
        await log(uid, 'expired', now);
        throw new DomainError('account_expired', messages.accountExpired);
      }
      if (user.disabled_at) {
        await log(uid, 'disabled', now);
        throw new DomainError('account_disabled', messages.accountDisabled);
      }
      failures.reset(uid);
      await store
        .updateTable('users')
        .set({ failed_logins: 0, locked_until: null })
        .where('id', '=', user.id)
        .execute();
      const sessionId = await sessions.open(user, now);
      await log(uid, 'success', now);
      // a user with MFA or not yet enabled gets a session that has passed only the password: it
      // reaches sms/send and the verify calls, no data, until the second factor renews it
      return authenticateAnswer(store, user, sessionId);
    },
  };
}

/** The answer of GET authenticate (spec 01 §7), also of the automatic sign-in after activation or reset. */
export async function authenticateAnswer(
  store: AppStore,
  user: UserRow,
  sessionId: string,
): Promise<AuthenticateResponse> {
  const app = await store
    .selectFrom('totp_secrets')
    .select('user_id')
    .where('user_id', '=', user.id)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
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
    second_factor: app ? 'app' : 'sms',
    ttl: user.ttl_seconds,
  };
}
