import { DomainError, messages } from '@spendlens/domain';
import QRCode from 'qrcode';
import type { AppStore } from '../app-store/open-app-store';
import type { SmsSender } from '../adapters/sms-sender';
import { newPasscode } from '../auth/one-time-codes';
import type { SecretBox } from '../auth/secret-box';
import { base32Decode, matchTotp, newTotpSecret, otpauthUri } from '../auth/totp';
import type { AccountCodes, PasscodeCheck, PasscodeSendLimits } from './account-codes';
import type { SecondFactorTries } from './second-factor-tries';
import type { SessionRenewal } from './session-renewal';
import type { SessionUser, SessionService } from './session-service';

export const passcodeMs = 10 * 60_000;
const issuer = 'Spendlens';

/**
 * The second factor (spec 01 §4, spec 03 §2.4): an SMS passcode after the password for a user with MFA
 * or not yet enabled; a TOTP authenticator app as the alternative for a user who enrolled one. Passing
 * it renews the session id. Every code tried counts against the sign-in's and the account's tries
 * (second-factor-tries.ts); the SMS passcodes sent are limited per sign-in and per account per hour.
 */
export interface SecondFactorService {
  sendSms(sessionId: string, now: Date): Promise<void>;
  verifyLogin(passcode: string, sessionId: string, now: Date): Promise<{ session_id: string }>;
  verifyNewUser(passcode: string, uid: string, now: Date): Promise<{ session_id?: string }>;
  /**
   * The QR code and the key (to type in when the code cannot be scanned) of the user's authenticator
   * secret: the one waiting for confirmation if there is one (a reload of step 2 shows the same), a
   * new one otherwise.
   */
  enrollTotp(user: SessionUser): Promise<{ qrCodeUrl: string; secret: string }>;
  confirmTotp(user: SessionUser, code: string, now: Date): Promise<void>;
}

export function createSecondFactorService(deps: {
  store: AppStore;
  sessions: SessionService;
  renewal: SessionRenewal;
  codes: AccountCodes;
  sms: SmsSender;
  secrets: SecretBox;
  tries: SecondFactorTries;
  smsLimits: PasscodeSendLimits;
}): SecondFactorService {
  const { store, sessions, renewal, codes, sms, secrets, tries } = deps;
  const failed = () => new DomainError('unauthorised', messages.mfaError);
  const signInEnded = () => new DomainError('gone', messages.secondFactorSignInAgain);
  /** The failure of a passcode check: a used-up or expired code says to send a new one. */
  const failedBy = (check: PasscodeCheck) =>
    check === 'used_up'
      ? new DomainError('gone', messages.passcodeUsedUp)
      : check === 'expired'
        ? new DomainError('gone', messages.passcodeExpired)
        : failed();
  const userById = (id: number) =>
    store.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A TOTP code of the user's confirmed (or, with `pending`, unconfirmed) secret; spends its step. */
  async function spendTotp(userId: number, code: string, now: Date, pending: boolean): Promise<boolean> {
    const row = await store
      .selectFrom('totp_secrets')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row || (row.confirmed_at === null) !== pending || !/^\d{6}$/.test(code)) return false;
    const step = matchTotp(base32Decode(secrets.open(row.secret_enc)), code, now, row.last_step);
    if (step === undefined) return false;
    // only a later step may follow, also when two requests race with the same code
    const spent = await store
      .updateTable('totp_secrets')
      .set({ last_step: step, ...(pending ? { confirmed_at: now } : {}) })
      .where('user_id', '=', userId)
      .where('last_step', '<', step)
      .returning('user_id')
      .executeTakeFirst();
    return spent !== undefined;
  }

  return {
    async sendSms(sessionId, now) {
      const session = await sessions.resolve(sessionId, now);
      if (!session) throw new DomainError('unauthorised', 'This sign-in attempt has ended; sign in again');
      if (session.mfaPassed)
        throw new DomainError('bad_request', 'This session has passed the second factor');
      const user = await userById(session.userId);
      if (!user.mobile)
        throw new DomainError('bad_request', 'No mobile number is registered for this account');
      await tries.assertUnlocked(user.id, now);
      const passcode = newPasscode();
      const issued = await codes.issuePasscode(
        { userId: user.id, code: passcode, ttlMs: passcodeMs, now, sessionHash: session.sessionHash },
        deps.smsLimits,
      );
      if (!issued.issued)
        throw issued.limit === 'sign_in'
          ? new DomainError('rate_limited', messages.smsSendsPerSignInUsed)
          : new DomainError('rate_limited', messages.smsSendsPerAccountUsed, {
              retryAfterSeconds: issued.retryAfterSeconds,
            });
      await sms.send(user.mobile, `Your Spendlens passcode is ${passcode}. It expires in 10 minutes.`);
    },

    async verifyLogin(passcode, sessionId, now) {
      const session = await sessions.resolve(sessionId, now);
      if (!session || session.mfaPassed) throw failed();
      const user = await userById(session.userId);
      if (!user.has_mfa) throw failed();
      await tries.take(user.id, session.sessionHash, now);
      const bySms = await codes.checkPasscode(user.id, passcode, now, session.sessionHash);
      if (bySms.status !== 'ok' && !(await spendTotp(user.id, passcode, now, false))) {
        if (await tries.missed(user.id, session.sessionHash, now)) throw signInEnded();
        throw failedBy(bySms.status);
      }
      await tries.passed(user.id, session.sessionHash);
      const renewed = await renewal.promote(session.sessionHash, now);
      if (!renewed) throw failed();
      return { session_id: renewed };
    },

    async verifyNewUser(passcode, uid, now) {
      const user = await store
        .selectFrom('users')
        .selectAll()
        .where('uid', '=', uid.trim().toLowerCase())
        .executeTakeFirst();
      if (!user || user.is_enabled || user.activation_pending) throw failed();
      // the passcode proves the sign-in attempt it was sent for: its tries and the account's count
      const signIn = await codes.latestPasscodeSignIn(user.id);
      if (signIn === null) throw failed();
      // the caller gave no password: a locked second factor answers as a wrong code
      await tries.take(user.id, signIn, now).catch((error: unknown) => {
        throw error instanceof DomainError && error.code === 'account_locked' ? failed() : error;
      });
      const check = await codes.checkPasscode(user.id, passcode, now, signIn);
      if (check.status !== 'ok') {
        if (await tries.missed(user.id, signIn, now)) throw signInEnded();
        throw failedBy(check.status);
      }
      await tries.passed(user.id, signIn);
      await store.updateTable('users').set({ is_enabled: true }).where('id', '=', user.id).execute();
      // the attempt the passcode was sent for goes on, renewed; a user with MFA as well keeps it for
      // the login verification
      if (!check.sessionHash || user.has_mfa) return {};
      const renewed = await renewal.promote(check.sessionHash, now);
      return renewed ? { session_id: renewed } : {};
    },

    async enrollTotp(user) {
      if (!user.mfaPassed) throw new DomainError('unauthorised', 'The second factor is required');
      const row = await userById(user.userId);
      const existing = await store
        .selectFrom('totp_secrets')
        .select(['confirmed_at', 'secret_enc'])
        .where('user_id', '=', user.userId)
        .executeTakeFirst();
      if (row.has_mfa || existing?.confirmed_at) throw new DomainError('forbidden', messages.mfaNotAvailable);
      let secret: string;
      if (existing) {
        secret = secrets.open(existing.secret_enc);
      } else {
        secret = newTotpSecret();
        const sealed = secrets.seal(secret);
        await store
          .insertInto('totp_secrets')
          .values({ user_id: user.userId, secret_enc: sealed, confirmed_at: null, last_step: 0 })
          .onConflict((c) =>
            c.column('user_id').doUpdateSet({ secret_enc: sealed, confirmed_at: null, last_step: 0 }),
          )
          .execute();
      }
      return {
        qrCodeUrl: await QRCode.toDataURL(otpauthUri(secret, row.uid, issuer)),
        secret,
      };
    },

    async confirmTotp(user, code, now) {
      if (!user.mfaPassed) throw new DomainError('unauthorised', 'The second factor is required');
      if (!(await spendTotp(user.userId, code, now, true)))
        throw new DomainError('bad_request', messages.mfaConfirmError);
      await store.updateTable('users').set({ has_mfa: true }).where('id', '=', user.userId).execute();
    },
  };
}
