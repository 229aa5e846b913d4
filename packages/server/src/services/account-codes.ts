import type { AppStore } from '../app-store/open-app-store';
import type { AccountCodePurpose } from '../app-store/schema';
import { hashToken } from '../auth/session-tokens';

/** Wrong tries after which an SMS passcode is spent. */
export const maxPasscodeAttempts = 5;

/** A code's check: 'replaced' when it matches a code that a newer one voided (or that was spent). */
export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'replaced';

/**
 * An SMS passcode's check: 'wrong' counts a miss; 'used_up' when this or an earlier miss was the
 * last allowed (a new code must be sent); 'expired' when the latest code's time is over; 'none' when
 * no code was sent for the attempt.
 */
export type PasscodeCheck = 'ok' | 'wrong' | 'used_up' | 'expired' | 'none';

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
  /**
   * Spends the user's code of that purpose when it matches and has not expired; a match of a code
   * already spent or voided is 'replaced'.
   */
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
  ): Promise<{ status: PasscodeCheck; sessionHash: string | null }>;
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
        .select(['id', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('code_hash', '=', hashToken(code))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!row) return 'invalid';
      if (row.used_at !== null) return 'replaced';
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
      // the latest passcode of the attempt, spent or not: issuing one voids the earlier ones
      let query = store
        .selectFrom('account_codes')
        .select(['id', 'code_hash', 'expires_at', 'failed_attempts', 'session_hash', 'used_at'])
        .where('user_id', '=', userId)
        .where('purpose', '=', 'sms');
      if (sessionHash !== undefined) query = query.where('session_hash', '=', sessionHash);
      const row = await query.orderBy('id', 'desc').executeTakeFirst();
      const none = { sessionHash: null };
      if (!row) return { status: 'none', ...none };
      if (row.used_at !== null)
        return { status: row.failed_attempts >= maxPasscodeAttempts ? 'used_up' : 'none', ...none };
      if (new Date(row.expires_at) <= now) return { status: 'expired', ...none };
      if (row.code_hash !== hashToken(code)) {
        const usedUp = row.failed_attempts + 1 >= maxPasscodeAttempts;
        await store
          .updateTable('account_codes')
          .set({ failed_attempts: row.failed_attempts + 1, ...(usedUp ? { used_at: now } : {}) })
          .where('id', '=', row.id)
          .execute();
        return { status: usedUp ? 'used_up' : 'wrong', ...none };
      }
      const spent = await store
        .updateTable('account_codes')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return spent ? { status: 'ok', sessionHash: row.session_hash } : { status: 'none', ...none };
    },
  };
}
