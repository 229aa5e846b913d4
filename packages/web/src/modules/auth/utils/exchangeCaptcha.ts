import { messages } from '@spendlens/domain';
import { apiRequest } from '../../../api/apiClient';

/** POST recaptcha_ex: the widget's answer for a single-use token; any failure is the spec's captcha error. */
export async function exchangeCaptcha(answer: string): Promise<string> {
  try {
    const result = await apiRequest(
      'recaptcha_ex',
      (json) => (json as { captcha_token?: unknown }).captcha_token,
      { method: 'POST', body: { 'g-recaptcha-response': answer }, signOutOnUnauthorised: false },
    );
    if (result.kind === 'data' && typeof result.data === 'string') return result.data;
  } catch {
    // the message below
  }
  throw new Error(messages.recaptchaError);
}
