import type { AppStore } from '../app-store/open-app-store';
import { newSessionId, sessionIdHash } from '../auth/session-tokens';

/** The account flows' changes to sessions (session-service.ts opens, resolves and closes them). */
export interface SessionRenewal {
  /**
   * After the second factor: the session is replaced by a new id that has passed every factor (same
   * user, client and absolute expiry); the old id stops working. Takes the stored hash of the id
   * (SessionUser.sessionHash); undefined when there is no such session.
   */
  promote(sessionHash: string, now: Date): Promise<string | undefined>;
  /** Ends every session of a user (password reset). */
  closeAllOf(userId: number): Promise<void>;
  /** Points a session at another client of its user; nothing else of the session changes. */
  setClient(sessionHash: string, clientId: number): Promise<void>;
}

/**
 * `secret` is the server's (APP_SECRET): session ids are stored as sessionIdHash, as session-service.ts
 * does. `forgetUser` drops the session service's cached rows of a user whose sessions change here, so
 * an ended or re-pointed session takes effect at its next call.
 */
export function createSessionRenewal(
  store: AppStore,
  secret: string,
  forgetUser: (userId: number) => void,
): SessionRenewal {
  return {
    async promote(sessionHash, now) {
      const old = await store
        .deleteFrom('sessions')
        .where('id_hash', '=', sessionHash)
        .returningAll()
        .executeTakeFirst();
      if (!old) return undefined;
      forgetUser(old.user_id);
      const renewed = newSessionId();
      await store
        .insertInto('sessions')
        .values({
          id_hash: sessionIdHash(secret, renewed),
          user_id: old.user_id,
          client_id: old.client_id,
          created_at: now,
          last_seen_at: now,
          expires_at: old.expires_at,
          mfa_passed: true,
          // the password the session was opened with: a later change still ends the renewed one
          password_fingerprint: old.password_fingerprint,
        })
        .execute();
      return renewed;
    },

    async closeAllOf(userId) {
      await store.deleteFrom('sessions').where('user_id', '=', userId).execute();
      forgetUser(userId);
    },

    async setClient(sessionHash, clientId) {
      const changed = await store
        .updateTable('sessions')
        .set({ client_id: clientId })
        .where('id_hash', '=', sessionHash)
        .returning('user_id')
        .executeTakeFirst();
      if (changed) forgetUser(changed.user_id);
    },
  };
}
