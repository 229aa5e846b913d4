import { useQuery } from '@tanstack/react-query';
import { apiRequest, asIs } from '../../../api/apiClient';

export interface CaptchaConfig {
  /** False when the server runs with CAPTCHA=off: the step is skipped. */
  enabled: boolean;
  /** The reCAPTCHA site key (RECAPTCHA_SITE_KEY), public. */
  site_key: string | null;
}

/** GET captcha_config: whether the human-verification step of spec 01 §5 applies, and its site key. */
export function useCaptchaConfig() {
  return useQuery({
    queryKey: ['captcha_config'],
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const result = await apiRequest('captcha_config', asIs<CaptchaConfig>, {
        signal,
        signOutOnUnauthorised: false,
      });
      return result.kind === 'data' ? result.data : { enabled: false, site_key: null };
    },
  });
}
