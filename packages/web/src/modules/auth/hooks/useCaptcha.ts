import { useCallback, useState } from 'react';
import type { CaptchaAdapter } from '../utils/captchaAdapter';
import { recaptchaAdapter } from '../utils/captchaAdapter';
import { useCaptchaConfig } from './useCaptchaConfig';

export interface Captcha {
  /** False when the captcha is off by configuration: the step is skipped. */
  required: boolean;
  /** The widget's site key; null when the captcha is on but no key is configured (the check then fails). */
  siteKey: string | null;
  adapter: CaptchaAdapter;
  /** The single-use token of a passed check, not yet spent. */
  token: string | null;
  setToken(token: string | null): void;
  /** Changes after each spent token, so the widget is drawn afresh. */
  round: number;
  /** Hands the token to one guarded call and asks for a new check before the next. */
  spend(): string | null;
  /** Whether a guarded call may be made now (the configuration is known, the check passed if on). */
  ready: boolean;
}

/** The human-verification step of spec 01 §5 for one form. */
export function useCaptcha(adapter: CaptchaAdapter = recaptchaAdapter): Captcha {
  const config = useCaptchaConfig();
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const required = config.data?.enabled ?? false;
  const spend = useCallback(() => {
    if (!required) return null;
    setToken(null);
    setRound((r) => r + 1);
    return token;
  }, [required, token]);
  return {
    required,
    siteKey: config.data?.site_key ?? null,
    adapter,
    token,
    setToken,
    round,
    spend,
    ready: config.isSuccess && (!required || token !== null),
  };
}
