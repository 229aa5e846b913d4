import type { Kysely } from 'kysely';
import type { AppStore } from '../app-store/open-app-store';
import type { AccountCodePurpose, AppDatabase } from '../app-store/schema';
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

/** How many SMS passcodes may be sent: per sign-in attempt, and per account in any hour. */
export interface PasscodeSendLimits {
  perSignIn: number;
  perAccountPerHour: number;
}

/** An SMS passcode's issue: refused when the sign-in's or the account's sends are used up. */
export type PasscodeIssue =
  | { issued: true }
  | { issued: false; limit: 'sign_in' }
  | { issued: false; limit: 'account'; retryAfterSeconds: number };

const hourMs = 3_600_000;

interface NewCode {
  userId: number;
  purpose: AccountCodePurpose;
  code: string;
  ttlMs: number;
  now: Date;
  sessionHash?: string;
}

/** Voids the user's earlier unused codes of the purpose and stores the new one's hash. */
async function insertCode(
  db: Kysely<AppDatabase>,
  { userId, purpose, code, ttlMs, now, sessionHash }: NewCode,
): Promise<void> {
  await db
    .updateTable('account_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
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
}

/**
 * Single-use, expiring codes bound to a user (and, for SMS passcodes, to the sign-in attempt),
 * stored as their SHA-256 only. Issuing one voids the user's earlier unused codes of that purpose.
 */
export interface AccountCodes {
  issue(input: NewCode): Promise<void>;
  /**
   * Issues an SMS passcode for the sign-in attempt `sessionHash` unless the attempt has had
   * `limits.perSignIn` passcodes already, or the account `limits.perAccountPerHour` in the last hour
   * (counted from the codes stored, whatever became of them). Sends of one account are counted one
   * at a time (its user row is locked), so parallel calls cannot pass the limits.
   */
  issuePasscode(
    input: Omit<NewCode, 'purpose'> & { sessionHash: string },
    limits: PasscodeSendLimits,
  ): Promise<PasscodeIssue>;
  /** The sign-in attempt (session hash) the user's latest SMS passcode was sent for, if any. */
  latestPasscodeSignIn(userId: number): Promise<string | null>;
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
    async issue(input) {
      await insertCode(store, input);
    },

    async issuePasscode(input, limits) {
      const { userId, sessionHash, now } = input;
      return store.transaction().execute(async (tx): Promise<PasscodeIssue> => {
        await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const ofSignIn = await tx
          .selectFrom('account_codes')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .where('purpose', '=', 'sms')
          .where('session_hash', '=', sessionHash)
          .executeTakeFirstOrThrow();
        if (Number(ofSignIn.n) >= limits.perSignIn) return { issued: false, limit: 'sign_in' };
        const lastHour = await tx
          .selectFrom('account_codes')
          .select('created_at')
          .where('user_id', '=', userId)
          .where('purpose', '=', 'sms')
          .where('created_at', '>', new Date(now.getTime() - hourMs))
          .orderBy('created_at', 'desc')
          .limit(limits.perAccountPerHour)
          .execute();
        if (lastHour.length >= limits.perAccountPerHour) {
          // the oldest of the hour's sends leaves the window first
          const oldest = new Date(lastHour.at(-1)!.created_at).getTime();
          const retryAfterSeconds = Math.max(1, Math.ceil((oldest + hourMs - now.getTime()) / 1000));
          return { issued: false, limit: 'account', retryAfterSeconds };
        }
        await insertCode(tx, { ...input, purpose: 'sms' });
        return { issued: true };
      });
    },

    async latestPasscodeSignIn(userId) {
      const row = await store
        .selectFrom('account_codes')
        .select('session_hash')
        .where('user_id', '=', userId)
        .where('purpose', '=', 'sms')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.session_hash ?? null;
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
