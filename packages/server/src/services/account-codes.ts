import type { AppStore } from '../app-store/open-app-store';
import type { AccountCodePurpose } from '../app-store/schema';
import { hashToken } from '../auth/session-tokens';

/** Wrong tries after which an SMS passcode is spent. */
export const maxPasscodeAttempts = 5;

export type CodeCheck = 'ok' | 'invalid' | 'expired';

/**
 * Single-use, expiring codes bound to a user (and, for SMS passcodes, to the sign-in attempt),
 * stored as their SHA-256 only. Issuing one voids the user's earlier unused codes of that purpose.
 */
export interface AccountCodes {
  issue(input: {
    userId: number;
    purpose: AccountCodePurpose;
    code: string;
    ttlMs: number;
    now: Date;
    sessionHash?: string;
  }): Promise<void>;
  /** Spends the user's code of that purpose when it matches and has not expired. */
  spend(userId: number, purpose: AccountCodePurpose, code: string, now: Date): Promise<CodeCheck>;
  /**
   * Checks the latest SMS passcode of the user (of that attempt when `sessionHash` is given): a match
   * spends it; a miss counts, and the passcode is spent after `maxPasscodeAttempts` misses.
   */
  checkPasscode(
    userId: number,
    code: string,
    now: Date,
    sessionHash?: string,
  ): Promise<{ ok: boolean; sessionHash: string | null }>;
}

export function createAccountCodes(store: AppStore): AccountCodes {
  return {
    async issue({ userId, purpose, code, ttlMs, now, sessionHash }) {
      await store
        .updateTable('account_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await store
        .insertInto('account_codes')
        .values({
          user_id: userId,
          purpose,
          code_hash: hashToken(code),
          session_hash: sessionHash ?? null,
          created_at: now,
          expires_at: new Date(now.getTime() + ttlMs),
          used_at: null,
        })
        .execute();
    },

    async spend(userId, purpose, code, now) {
      const row = await store
        .selectFrom('account_codes')
        .select(['id', 'expires_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', hashToken(code))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (!row) return 'invalid';
      if (new Date(row.expires_at) <= now) return 'expired';
      const spent = await store
        .updateTable('account_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return spent ? 'ok' : 'invalid';
    },

    async checkPasscode(userId, code, now, sessionHash) {
      let query = store
        .selectFrom('account_codes')
        .select(['id', 'code_hash', 'expires_at', 'failed_attempts', 'session_hash'])
        .where('user_id', '=', userId)
        .where('purpose', '=', 'sms')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now);
      if (sessionHash !== undefined) query = query.where('session_hash', '=', sessionHash);
      const row = await query.orderBy('id', 'desc').executeTakeFirst();
      if (!row) return { ok: false, sessionHash: null };
      if (row.code_hash !== hashToken(code)) {
        await store
          .updateTable('account_codes')
          .set({
            failed_attempts: row.failed_attempts + 1,
            ...(row.failed_attempts + 1 >= maxPasscodeAttempts ? { used_at: now } : {}),
          })
          .where('id', '=', row.id)
          .execute();
        return { ok: false, sessionHash: null };
      }
      const spent = await store
        .updateTable('account_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return { ok: spent !== undefined, sessionHash: row.session_hash };
    },
  };
}
