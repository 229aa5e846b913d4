import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/** GET captcha_config tells the web app whether to show the captcha step, and with which site key. */
describe('GET captcha_config', () => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    [off, on] = await Promise.all([
      startTestServer({ DEMO: 'off' }),
      startTestServer({
        DEMO: 'off',
        CAPTCHA: 'recaptcha',
        RECAPTCHA_SECRET_KEY: 'never-shown',
        RECAPTCHA_SITE_KEY: 'public-site-key',
      }),
    ]);
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('answers off by default in test, without a session', async () => {
    const response = await off.api('captcha_config');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: false, site_key: null });
  });

  it('answers the public site key when on, never the secret', async () => {
    const response = await on.api('captcha_config');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ enabled: true, site_key: 'public-site-key' });
    expect(text).not.toContain('never-shown');
  });

  it('lets the page load the reCAPTCHA widget only when the captcha is on (CSP)', async () => {
    const policyOn = (await on.api('captcha_config')).headers.get('content-security-policy') ?? '';
    expect(policyOn).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(policyOn).toContain('frame-src https://www.google.com/recaptcha/');
    const policyOff = (await off.api('captcha_config')).headers.get('content-security-policy') ?? '';
    expect(policyOff).toContain("script-src 'self';");
    expect(policyOff).not.toContain('google');
  });
});
