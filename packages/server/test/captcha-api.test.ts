import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startFakeHttp, type FakeHttp } from './fake-http';
import { lastMailedToken } from './outbox';
import { basic, startTestServer, type TestServer } from './start-test-server';

const recaptchaError = 'Recaptcha error. Please refresh the screen and try again.';

describe('captcha (CAPTCHA=recaptcha against a fake siteverify on 127.0.0.1)', () => {
  let server: TestServer;
  let siteverify: FakeHttp;
  beforeAll(async () => {
    // the provider passes the answer 'human' and fails any other
    siteverify = await startFakeHttp((body) => ({
      status: 200,
      json: { success: new URLSearchParams(body).get('response') === 'human' },
    }));
    server = await startTestServer({
      DEMO_INVOICE_LINES: '500',
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET_KEY: 'test-secret',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
  });
  afterAll(async () => {
    await server?.close();
    await siteverify?.close();
  });

  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
  async function captcha(): Promise<string> {
    const response = await server.api('recaptcha_ex', { body: { 'g-recaptcha-response': 'human' } });
    expect(response.status).toBe(200);
    return String((await json(response))['captcha_token']);
  }
  const withCaptcha = (token: string) => ({ 'x-captcha-token': token });

  it('recaptcha_ex: the provider checks the answer with our secret; a failed answer is 400 with the spec message', async () => {
    const token = await captcha();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sent = new URLSearchParams(siteverify.requests.at(-1)!.body);
    expect(sent.get('secret')).toBe('test-secret');
    expect(sent.get('response')).toBe('human');
    const failed = await server.api('recaptcha_ex', { body: { 'g-recaptcha-response': 'robot' } });
    expect(failed.status).toBe(400);
    expect((await json(failed))['message']).toBe(recaptchaError);
  });

  it('login needs a captcha token, and a replayed token is refused', async () => {
    const none = await server.api('authenticate', {
      headers: basic('demo@spendlens.test', 'Spendlens#2026'),
    });
    expect(none.status).toBe(400);
    expect((await json(none))['message']).toBe(recaptchaError);
    const token = await captcha();
    const ok = await server.api('authenticate', {
      headers: { ...basic('demo@spendlens.test', 'Spendlens#2026'), ...withCaptcha(token) },
    });
    expect(ok.status).toBe(200);
    const replay = await server.api('authenticate', {
      headers: { ...basic('demo@spendlens.test', 'Spendlens#2026'), ...withCaptcha(token) },
    });
    expect(replay.status).toBe(400);
    expect((await json(replay))['message']).toBe(recaptchaError);
  });

  it('registration, resend of activation, reset request and reset each need a fresh captcha token', async () => {
    const uid = 'captcha@example.com';
    const body = {
      uid,
      firstname: 'C',
      lastname: 'P',
      company: 'Acme',
      mobile: '+447911123456',
      password: 'Tr1cky#Orchid',
    };
    expect((await server.api('createuser', { body })).status).toBe(400);
    const token = await captcha();
    expect((await server.api('createuser', { body, headers: withCaptcha(token) })).status).toBe(200);
    expect(
      (
        await server.api('createuser', {
          body: { ...body, uid: 'b@example.com' },
          headers: withCaptcha(token),
        })
      ).status,
    ).toBe(400);

    expect((await server.api(`resendactivateuser/${uid}`)).status).toBe(400);
    expect(
      (await server.api(`resendactivateuser/${uid}`, { headers: withCaptcha(await captcha()) })).status,
    ).toBe(200);
    // activation itself is no guarded call, and signs in without one (spec 01 §5)
    const code = await lastMailedToken(server.dataDir, uid, 'activate');
    expect(
      (await server.api('activateuser', { body: { uid, password: 'Tr1cky#Orchid', activationcode: code } }))
        .status,
    ).toBe(200);

    expect((await server.api('sendpasswordreset/demo@spendlens.test')).status).toBe(400);
    expect(
      (await server.api('sendpasswordreset/demo@spendlens.test', { headers: withCaptcha(await captcha()) }))
        .status,
    ).toBe(200);
    const reset = await lastMailedToken(server.dataDir, 'demo@spendlens.test', 'passwordreset');
    const resetBody = {
      email: 'demo@spendlens.test',
      token: reset,
      password: 'New#Lantern9',
      confirmPassword: 'New#Lantern9',
    };
    expect((await server.api('resetpassword', { body: resetBody })).status).toBe(400);
    const done = await server.api('resetpassword', {
      body: resetBody,
      headers: withCaptcha(await captcha()),
    });
    expect(done.status).toBe(200);
    expect((await json(done))['uid']).toBe('demo@spendlens.test');
  });

  it('captcha is off only when configured so: production without a reCAPTCHA secret does not start', () => {
    const production = {
      NODE_ENV: 'production',
      ENCRYPTION_KEY: 'a'.repeat(64),
      APP_SECRET: 'qaFyoYuf7frYVmGhlhzlAkytBRIGbJUg',
      DEMO: 'off',
    };
    expect(() => loadConfig(production)).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(loadConfig({ ...production, CAPTCHA: 'off' }).accounts.captcha).toEqual({ mode: 'off' });
    expect(() => loadConfig({ CAPTCHA: 'recaptcha' })).toThrow(/RECAPTCHA_SECRET_KEY/);
  });
});
