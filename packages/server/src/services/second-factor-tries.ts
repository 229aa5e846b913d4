import { DomainError, messages } from '@spendlens/domain';
import { sql } from 'kysely';
import type { AppStore } from '../app-store/open-app-store';
import { lockoutThreshold } from './auth-service';

/** Codes (SMS passcodes or authenticator codes) one sign-in attempt may try; the last wrong one ends it. */
export const triesPerSignIn = 5;

/**
 * The guess limits of the second factor (issue 34). Every code tried, by SMS or authenticator app,
 * takes one try of its sign-in attempt (the session that has passed only the password) and one of its
 * account, before the code is checked, so that parallel requests cannot try more:
 * - a sign-in has `triesPerSignIn`; its last wrong code ends it (the session and its SMS passcodes),
 *   and the user must give the password again;
 * - an account has `lockoutThreshold` (as for passwords) since its second factor last passed; the try
 *   that reaches it locks the second factor for the lockout time (LOCKOUT_MINUTES): no code is
 *   checked, no SMS sent, and GET authenticate answers 423 even to the right password. Once the lock
 *   is over, every further wrong code locks it again, until a right one clears the count. A right
 *   password or a password reset does not clear it (they clear the password's count only).
 */
export interface SecondFactorTries {
  /**
   * Takes a try of the sign-in and of the account before a code is checked: 401 when the sign-in
   * has none left (or is over), 423 with Retry-After while the account's second factor is locked.
   */
  take(userId: number, sessionHash: string, now: Date): Promise<void>;
  /**
   * After a wrong code: when that was the sign-in's last try, or the account is now locked, the
   * sign-in (all the account's pending ones when locked) ends; answers whether it ended.
   */
  missed(userId: number, sessionHash: string, now: Date): Promise<boolean>;
  /** After a right code: the account's tries (and the sign-in's, if it goes on) start again. */
  passed(userId: number, sessionHash: string): Promise<void>;
  /** 423 with Retry-After while the account's second factor is locked (sms/send). */
  assertUnlocked(userId: number, now: Date): Promise<void>;
}

/** The account's lock of the second factor, with the wait, as GET authenticate tells it. */
function lockedError(until: Date, now: Date): DomainError {
  return new DomainError('account_locked', messages.accountLocked, {
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
}

export function createSecondFactorTries(deps: {
  store: AppStore;
  /** LOCKOUT_MINUTES, as for passwords. */
  lockoutMs: number;
  /** Drops the session service's cached rows of a user whose sessions end here. */
  forgetUser: (userId: number) => void;
}): SecondFactorTries {
  const { store, lockoutMs, forgetUser } = deps;
  const failed = () => new DomainError('unauthorised', messages.mfaError);

  const lockOf = async (userId: number) =>
    (await store.selectFrom('users').select('mfa_locked_until').where('id', '=', userId).executeTakeFirst())
      ?.mfa_locked_until ?? null;

  /** Ends sign-in attempts of the user (one, or every pending one) and voids their SMS passcodes. */
  async function endSignIns(userId: number, now: Date, sessionHash?: string): Promise<void> {
    let sessions = store.deleteFrom('sessions').where('user_id', '=', userId).where('mfa_passed', '=', false);
    let codes = store
      .updateTable('account_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', 'sms')
      .where('used_at', 'is', null);
    if (sessionHash !== undefined) {
      sessions = sessions.where('id_hash', '=', sessionHash);
      codes = codes.where('session_hash', '=', sessionHash);
    }
    await sessions.execute();
    await codes.execute();
    forgetUser(userId);
  }

  return {
    async take(userId, sessionHash, now) {
      const signIn = await store
        .updateTable('sessions')
        .set({ mfa_tries: sql<number>`mfa_tries + 1` })
        .where('id_hash', '=', sessionHash)
        .where('user_id', '=', userId)
        .where('mfa_passed', '=', false)
        .where('mfa_tries', '<', triesPerSignIn)
        .returning('mfa_tries')
        .executeTakeFirst();
      if (!signIn) throw failed();
      const lockUntil = new Date(now.getTime() + lockoutMs);
      const account = await store
        .updateTable('users')
        .set({
          mfa_tries: sql<number>`mfa_tries + 1`,
          mfa_locked_until: sql<Date>`case when mfa_tries + 1 >= ${lockoutThreshold} then ${lockUntil}::timestamptz else mfa_locked_until end`,
        })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('mfa_locked_until', 'is', null), eb('mfa_locked_until', '<=', now)]))
        .returning('mfa_tries')
        .executeTakeFirst();
      if (!account) {
        const until = await lockOf(userId);
        throw until ? lockedError(new Date(until), now) : failed();
      }
    },

    async missed(userId, sessionHash, now) {
      const until = await lockOf(userId);
      if (until && new Date(until) > now) {
        await endSignIns(userId, now);
        return true;
      }
      const signIn = await store
        .selectFrom('sessions')
        .select('mfa_tries')
        .where('id_hash', '=', sessionHash)
        .executeTakeFirst();
      if (signIn && signIn.mfa_tries < triesPerSignIn) return false;
      await endSignIns(userId, now, sessionHash);
      return true;
    },

    async passed(userId, sessionHash) {
      await store
        .updateTable('users')
        .set({ mfa_tries: 0, mfa_locked_until: null })
        .where('id', '=', userId)
        .execute();
      await store.updateTable('sessions').set({ mfa_tries: 0 }).where('id_hash', '=', sessionHash).execute();
    },

    async assertUnlocked(userId, now) {
      const until = await lockOf(userId);
      if (until && new Date(until) > now) throw lockedError(new Date(until), now);
    },
  };
}
