import { DomainError, messages } from '@spendlens/domain';
import type { AppStore } from '../app-store/open-app-store';
import type { CaptchaVerifier } from '../adapters/captcha-verifier';
import { newLinkToken } from '../auth/one-time-codes';
import { hashToken } from '../auth/session-tokens';

/** How long the token of a passed captcha may wait for its call. */
export const captchaTokenMs = 5 * 60_000;

/**
 * The human check before login, registration, resend of activation, reset request and reset (spec 01
 * §5): POST recaptcha_ex hands the provider's answer over and receives a single-use token, which the
 * guarded call then carries (header x-captcha-token). With the captcha off (CAPTCHA=off) no call needs one.
 */
export interface CaptchaService {
  readonly enabled: boolean;
  /** The reCAPTCHA site key the web app draws the widget with (public). */
  readonly siteKey: string | undefined;
  exchange(response: string, remoteIp: string | undefined, now: Date): Promise<string>;
  /** Spends the token, or refuses the call with the spec's message (400). */
  spend(token: string | undefined, now: Date): Promise<void>;
}

export function createCaptchaService(deps: {
  store: AppStore;
  verifier: CaptchaVerifier | undefined;
  siteKey?: string | undefined;
}): CaptchaService {
  const { store, verifier } = deps;
  const refuse = () => new DomainError('bad_request', messages.recaptchaError);
  return {
    enabled: verifier !== undefined,
    siteKey: deps.siteKey,

    async exchange(response, remoteIp, now) {
      if (verifier && !(await verifier.verify(response, remoteIp))) throw refuse();
      const token = newLinkToken();
      await store.deleteFrom('captcha_tokens').where('expires_at', '<', now).execute();
      await store
        .insertInto('captcha_tokens')
        .values({
          token_hash: hashToken(token),
          expires_at: new Date(now.getTime() + captchaTokenMs),
          used_at: null,
        })
        .execute();
      return token;
    },

    async spend(token, now) {
      if (!verifier) return;
      if (!token || token.length > 200) throw refuse();
      // one statement, so two calls racing with the same token cannot both spend it
      const spent = await store
        .updateTable('captcha_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('token_hash')
        .executeTakeFirst();
      if (!spent) throw refuse();
    },
  };
}
