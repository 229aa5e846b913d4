import type { Role } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { UserRow } from '../app-store/schema';
import { hashToken, newSessionId } from '../auth/session-tokens';
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
  /** Reads the user's sessions from the store again at their next use (roles, password or state changed). */
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

/** Whether the session may no longer be used at `now`: idle past the ttl, past its lifetime, or its user blocked. */
function refused(row: SessionRow, now: Date): boolean {
  const idleExpired = now.getTime() - new Date(row.last_seen_at).getTime() > row.ttl_seconds * 1000;
  const lifetimeExpired = now.getTime() >= new Date(row.expires_at).getTime();
  const userBlocked =
    row.disabled_at !== null || (row.user_expires_at !== null && new Date(row.user_expires_at) <= now);
  return idleExpired || lifetimeExpired || userBlocked;
}

/**
 * Sessions in the app store. A session's row (with its user's roles and state) read from the store
 * is trusted for `cacheMs` (AUTH_CACHE_SECONDS, at most 5 s) by later calls of the same session, so
 * a data call does not wait for the store each time — only to let the session in: every check (idle
 * time-out, lifetime, user disabled or expired) still runs on each call, and a session the cached row
 * would refuse is read again before it is refused. Sign-out (`close`) and `forgetUser` drop the
 * cached rows at once; a change made outside this process (another server on the same DATABASE_URL,
 * an administrator's tool) is seen within `cacheMs`.
 */
export function createSessionService(deps: {
  store: AppStore;
  absoluteLifetimeMs: number;
  cacheMs?: number;
}): SessionService {
  const { store, absoluteLifetimeMs } = deps;
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
        })
        .execute();
      return token;
    },

    async resolve(token, now) {
      if (!token || token.length > 200) return undefined;
      const idHash = hashToken(token);
      let row = cache.get(idHash, now.getTime());
      // a cached row only lets a session in; a refusal is decided on a fresh read
      if (row && refused(row, now)) row = undefined;
      if (!row) {
        row = await readSession(store, idHash);
        if (!row || refused(row, now)) {
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
