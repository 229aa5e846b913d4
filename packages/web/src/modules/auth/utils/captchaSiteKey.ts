/**
 * The reCAPTCHA site key of this build (VITE_RECAPTCHA_SITE_KEY). Unset means the captcha is off by
 * configuration (the server's CAPTCHA=off): the human-verification step of spec 01 §5 is skipped.
 */
export const captchaSiteKey: string | undefined =
  (import.meta.env['VITE_RECAPTCHA_SITE_KEY'] as string | undefined) || undefined;
