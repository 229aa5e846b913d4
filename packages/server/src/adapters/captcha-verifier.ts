/** Checks a human-verification answer with the provider (reCAPTCHA siteverify). */
export interface CaptchaVerifier {
  verify(response: string, remoteIp: string | undefined): Promise<boolean>;
}

/** reCAPTCHA's siteverify: a form POST of secret, response and remoteip; `success` in the JSON answer. */
export function createRecaptchaVerifier(deps: {
  secretKey: string;
  verifyUrl: string;
  timeoutMs?: number;
}): CaptchaVerifier {
  return {
    async verify(response, remoteIp) {
      const form = new URLSearchParams({ secret: deps.secretKey, response });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const answer = await fetch(deps.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
        if (!answer.ok) return false;
        const body = (await answer.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}
