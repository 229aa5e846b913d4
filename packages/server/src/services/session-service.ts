import type { Role } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { UserRow } from '../app-store/schema';
import { newSessionId, passwordFingerprint, sessionIdHash } from '../auth/session-tokens';
import { accountUsable } from './account-standing';
import { createTtlCache } from './ttl-cache';

export interface SessionUser {
  sessionHash: string;
  userId: number;
  uid: string;
  roles: Role[];
  clientId: number | null;
  mfaPassed: boolean;
  ttlSeconds: number;
}

/**
 * Writes of last_seen_at are throttled to one per this many ms per session, so a session's idle
 * time-out (the user's ttl) may end up to this long early — never late.
 */
const touchEveryMs = 15_000;

export interface SessionService {
  open(user: UserRow, now: Date): Promise<string>;
  /** The session's user, or undefined when the token is unknown, idle past the ttl or past its lifetime. */
  resolve(token: string, now: Date): Promise<SessionUser | undefined>;
  close(token: string): Promise<void>;
  /** Reads the user's sessions from the store again at their next use (roles, password, state or client changed). */
  forgetUser(userId: number): void;
}

function readSession(store: AppStore, idHash: string) {
  return store
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id_hash',
      'sessions.user_id',
      'sessions.client_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.mfa_passed',
      'sessions.password_fingerprint',
      'users.password_hash',
      'users.uid',
      'users.roles',
      'users.ttl_seconds',
      'users.disabled_at',
      'users.expires_at as user_expires_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof readSession>>>;

/**
 * Whether the session may no longer be used at `now`: idle past the ttl, past its lifetime, its user
 * disabled or expired, or the user's password changed since it was opened.
 */
function refused(row: SessionRow, now: Date, secret: string): boolean {
  const idleExpired = now.getTime() - new Date(row.last_seen_at).getTime() > row.ttl_seconds * 1000;
  const lifetimeExpired = now.getTime() >= new Date(row.expires_at).getTime();
  const userBlocked = !accountUsable({ disabled_at: row.disabled_at, expires_at: row.user_expires_at }, now);
  const passwordChanged = row.password_fingerprint !== passwordFingerprint(secret, row.password_hash);
  return idleExpired || lifetimeExpired || userBlocked || passwordChanged;
}

/**
 * Sessions (spec 01 §4): a new 256-bit id at every login, stored only as its keyed hash; ended by
 * logout, by idling past the user's ttl, by the absolute lifetime, by the user being disabled or
 * expired, and by a change of the user's password.
 *
 * A session's row (with its user's roles and state) read from the store is trusted for `cacheMs`
 * (AUTH_CACHE_SECONDS, at most 5 s) by later calls of the same session, so a data call does not wait
 * for the store each time — only to let the session in: every check still runs on each call, and a
 * session the cached row would refuse is read again before it is refused. Sign-out (`close`) and
 * `forgetUser` (called by whatever in this process changes a user's sessions, password, state or
 * client) drop the cached rows at once; a change made outside this process (another server on the
 * same DATABASE_URL, the admin CLI) is seen within `cacheMs`.
 */
export function createSessionService(deps: {
  store: AppStore;
  absoluteLifetimeMs: number;
  /** The server's secret (APP_SECRET): the key of the stored hashes. */
  secret: string;
  cacheMs?: number;
}): SessionService {
  const { store, absoluteLifetimeMs, secret } = deps;
  const hashToken = (token: string) => sessionIdHash(secret, token);
  const cache = createTtlCache<SessionRow>(deps.cacheMs ?? 0);
  return {
    async open(user, now) {
      const token = newSessionId();
      await store
        .insertInto('sessions')
        .values({
          id_hash: hashToken(token),
          user_id: user.id,
          client_id: user.current_client_id,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + absoluteLifetimeMs),
          mfa_passed: user.is_enabled && !user.has_mfa,
          password_fingerprint: passwordFingerprint(secret, user.password_hash),
        })
        .execute();
      return token;
    },

    async resolve(token, now) {
      if (!token || token.length > 200) return undefined;
      const idHash = hashToken(token);
      let row = cache.get(idHash, now.getTime());
      // a cached row only lets a session in; a refusal is decided on a fresh read
      if (row && refused(row, now, secret)) row = undefined;
      if (!row) {
        row = await readSession(store, idHash);
        if (!row || refused(row, now, secret)) {
          cache.delete(idHash);
          if (row) await store.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
          return undefined;
        }
        cache.set(idHash, row, now.getTime());
      }
      if (now.getTime() - new Date(row.last_seen_at).getTime() > touchEveryMs) {
        await store
          .updateTable('sessions')
          .set({ last_seen_at: now })
          .where('id_hash', '=', idHash)
          .execute();
        // the cached row follows the store, without being trusted any longer
        row.last_seen_at = now;
      }
      return {
        sessionHash: idHash,
        userId: row.user_id,
        uid: row.uid,
        roles: row.roles as Role[],
        clientId: row.client_id,
        mfaPassed: row.mfa_passed,
        ttlSeconds: row.ttl_seconds,
      };
    },

    async close(token) {
      const idHash = hashToken(token);
      cache.delete(idHash);
      await store.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },

    forgetUser(userId) {
      cache.deleteWhere((row) => row.user_id === userId);
    },
  };
}
