import { captchaTokenHeader } from '@spendlens/domain';

/** The header of a guarded call: the single-use captcha token, or nothing when the captcha is off. */
export function captchaHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { [captchaTokenHeader]: token } : {};
}
