import {
  DomainError,
  messages,
  type ActivateUserRequest,
  type AuthenticateResponse,
  type CreateUserRequest,
  type ResetPasswordRequest,
} from '@spendlens/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { AppStore } from '../app-store/open-app-store';
import type { Mailer } from '../adapters/mailer';
import { isCommonPassword } from '../auth/common-passwords';
import { newLinkToken } from '../auth/one-time-codes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AccountCodes } from './account-codes';
import { accountUsable } from './account-standing';
import { authenticateAnswer } from './auth-service';
import type { SessionRenewal } from './session-renewal';
import type { SessionService } from './session-service';

export const activationCodeMs = 48 * 3_600_000;
export const resetTokenMs = 60 * 60_000;

/**
 * A mobile number in E.164 when it is a valid mobile (or fixed-or-mobile) number of its country,
 * by libphonenumber's metadata; the web app sends it with a '+' prefix.
 */
export function validMobile(mobile: string): string | undefined {
  const text = mobile.trim();
  const phone = parsePhoneNumberFromString(text.startsWith('+') ? text : `+${text}`);
  if (!phone?.isValid()) return undefined;
  const type = phone.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return phone.number;
}

/** Self-service registration, activation and password reset (spec 01 §4, §5). */
export interface AccountService {
  register(request: CreateUserRequest, now: Date): Promise<void>;
  activate(request: ActivateUserRequest, now: Date): Promise<AuthenticateResponse>;
  resendActivation(email: string, now: Date): Promise<void>;
  sendPasswordReset(email: string, now: Date): Promise<void>;
  resetPassword(request: ResetPasswordRequest, now: Date): Promise<AuthenticateResponse>;
}

export function createAccountService(deps: {
  store: AppStore;
  sessions: SessionService;
  renewal: SessionRenewal;
  codes: AccountCodes;
  mailer: Mailer;
  publicUrl: string;
  defaultTtlSeconds: number;
}): AccountService {
  const { store, sessions, renewal, codes, mailer, publicUrl } = deps;
  const findUser = (email: string) =>
    store.selectFrom('users').selectAll().where('uid', '=', email.trim().toLowerCase()).executeTakeFirst();

  async function mailActivation(user: { id: number; uid: string; fname: string }, now: Date): Promise<void> {
    const code = newLinkToken();
    await codes.issue({ userId: user.id, purpose: 'activation', code, ttlMs: activationCodeMs, now });
    const link = `${publicUrl}/activate/${code}/${encodeURIComponent(user.uid)}`;
    await mailer.send({
      to: user.uid,
      subject: 'Activate your Spendlens account',
      text: `Hello ${user.fname},\n\nplease activate your Spendlens account by opening this link within 48 hours:\n\n${link}\n\nIf you did not register, ignore this message.\n`,
      operatorHint: `activation link ${link}`,
    });
  }

  /** Asked to resend the activation of an account already activated: it says so, to the owner only. */
  async function mailAlreadyActivated(user: { uid: string; fname: string }): Promise<void> {
    await mailer.send({
      to: user.uid,
      subject: 'Your Spendlens account is already activated',
      text: `Hello ${user.fname},\n\nsomeone asked for a new activation link for this address, but your Spendlens account is already activated. Sign in at ${publicUrl}/login, or reset your password there if you have forgotten it.\n\nIf you did not ask, ignore this message.\n`,
      operatorHint: 'already activated',
    });
  }

  return {
    async register(request, now) {
      const mobile = validMobile(request.mobile);
      if (!mobile) throw new DomainError('bad_request', messages.invalidMobile, { key: 'mobile' });
      if (isCommonPassword(request.password))
        throw new DomainError('bad_request', messages.commonPassword, { key: 'password' });
      if (await findUser(request.uid))
        throw new DomainError('conflict', messages.accountExists, { key: 'uid' });
      const created = await store
        .insertInto('users')
        .values({
          uid: request.uid,
          password_hash: await hashPassword(request.password),
          fname: request.firstname,
          lname: request.lastname,
          company: request.company,
          mobile,
          // data still needs a client the provider connects (the welcome message of spec 01 §2)
          roles: JSON.stringify(['view']),
          is_enabled: false,
          has_mfa: false,
          ttl_seconds: deps.defaultTtlSeconds,
          expires_at: null,
          disabled_at: null,
          locked_until: null,
          current_client_id: null,
          activation_pending: true,
        })
        .onConflict((c) => c.column('uid').doNothing())
        .returning(['id', 'uid', 'fname'])
        .executeTakeFirst();
      if (!created) throw new DomainError('conflict', messages.accountExists, { key: 'uid' });
      await mailActivation(created, now);
    },

    async activate(request, now) {
      const user = await findUser(request.uid);
      const invalid = new DomainError('bad_request', messages.invalidActivation);
      if (!user?.activation_pending) {
        await verifyPassword(undefined, request.password);
        throw invalid;
      }
      if (!(await verifyPassword(user.password_hash, request.password))) throw invalid;
      const check = await codes.spend(user.id, 'activation', request.activationcode, now);
      if (check === 'expired') throw new DomainError('gone', messages.activationExpired);
      // the password is right: a link that a newer e-mail replaced is told as such
      if (check === 'replaced') throw new DomainError('conflict', messages.activationReplaced);
      if (check !== 'ok') throw invalid;
      const activated = await store
        .updateTable('users')
        .set({ activation_pending: false })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // the automatic sign-in; not yet enabled, so the SMS passcode comes next
      return authenticateAnswer(store, activated, await sessions.open(activated, now));
    },

    async resendActivation(email, now) {
      const user = await findUser(email);
      // the same answer whether or not the address has an account, activated or not (issue 34): the
      // mail tells the owner of the address what the answer may not tell the caller
      if (!user || !accountUsable(user, now)) return;
      if (user.activation_pending) await mailActivation(user, now);
      else await mailAlreadyActivated(user);
    },

    async sendPasswordReset(email, now) {
      const user = await findUser(email);
      // the same answer whether or not the address has an account: the call tells no one who is registered
      if (!user || user.activation_pending || !accountUsable(user, now)) return;
      const token = newLinkToken();
      await codes.issue({ userId: user.id, purpose: 'reset', code: token, ttlMs: resetTokenMs, now });
      const link = `${publicUrl}/passwordreset/${token}/${encodeURIComponent(user.uid)}`;
      await mailer.send({
        to: user.uid,
        subject: 'Reset your Spendlens password',
        text: `Hello ${user.fname},\n\nto choose a new password, open this link within an hour:\n\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
        operatorHint: `password reset link ${link}`,
      });
    },

    async resetPassword(request, now) {
      // the password's own rules first, the same for every address: an unknown one is not told apart
      // from a known one (issue 34)
      if (isCommonPassword(request.password))
        throw new DomainError('bad_request', messages.commonPassword, { key: 'password' });
      const user = await findUser(request.email);
      if (!user || user.activation_pending)
        throw new DomainError('bad_request', messages.resetTokenInvalid, { key: 'confirmPassword' });
      const check = await codes.spend(user.id, 'reset', request.token, now);
      if (check === 'expired')
        throw new DomainError('gone', messages.resetTokenExpired, { key: 'confirmPassword' });
      if (check !== 'ok')
        throw new DomainError('bad_request', messages.resetTokenInvalid, { key: 'confirmPassword' });
      const updated = await store
        .updateTable('users')
        .set({ password_hash: await hashPassword(request.password), failed_logins: 0, locked_until: null })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // every session of the user ends; the automatic sign-in opens the only one
      await renewal.closeAllOf(user.id);
      return authenticateAnswer(store, updated, await sessions.open(updated, now));
    },
  };
}
