import { useCallback, useState } from 'react';
import type { CaptchaAdapter } from '../utils/captchaAdapter';
import { recaptchaAdapter } from '../utils/captchaAdapter';
import { captchaSiteKey } from '../utils/captchaSiteKey';

export interface Captcha {
  /** False when the captcha is off by configuration: the step is skipped. */
  required: boolean;
  siteKey: string | undefined;
  adapter: CaptchaAdapter;
  /** The single-use token of a passed check, not yet spent. */
  token: string | null;
  setToken(token: string | null): void;
  /** Changes after each spent token, so the widget is drawn afresh. */
  round: number;
  /** Hands the token to one guarded call and asks for a new check before the next. */
  spend(): string | null;
  /** Whether a guarded call may be made now. */
  ready: boolean;
}

/** The human-verification step of spec 01 §5 for one form. */
export function useCaptcha(
  siteKey: string | undefined = captchaSiteKey,
  adapter: CaptchaAdapter = recaptchaAdapter,
): Captcha {
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const required = siteKey !== undefined;
  const spend = useCallback(() => {
    if (!required) return null;
    setToken(null);
    setRound((r) => r + 1);
    return token;
  }, [required, token]);
  return { required, siteKey, adapter, token, setToken, round, spend, ready: !required || token !== null };
}
