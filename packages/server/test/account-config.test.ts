import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('account configuration (config.ts)', () => {
  it('defaults to the offline adapters: outbox mail and SMS, captcha off outside production', () => {
    const { accounts } = loadConfig({ NODE_ENV: 'test', PORT: '8080' });
    expect(accounts.mail).toEqual({ transport: 'outbox' });
    expect(accounts.sms).toEqual({ transport: 'outbox' });
    expect(accounts.captcha).toEqual({ mode: 'off' });
    expect(accounts.publicUrl).toBe('http://127.0.0.1:8080');
    expect(accounts.encryptionKey).toBeUndefined();
  });

  it('chooses the real adapters by configuration', () => {
    const { accounts } = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      SMS_HTTP_TOKEN: 't',
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET_KEY: 'k',
      PUBLIC_URL: 'https://spendlens.example.com/',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(accounts.mail).toEqual({ transport: 'smtp', smtpUrl: 'smtp://u:p@127.0.0.1:2525' });
    expect(accounts.sms).toMatchObject({ transport: 'http', url: 'http://127.0.0.1:9/sms', token: 't' });
    expect(accounts.captcha).toMatchObject({ mode: 'recaptcha', secretKey: 'k' });
    expect(accounts.publicUrl).toBe('https://spendlens.example.com');
    expect(accounts.encryptionKey).toEqual(Buffer.alloc(32, 7));
  });

  it('refuses incomplete settings at start', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'http' })).toThrow(/SMS_HTTP_URL/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'abcd' })).toThrow(/ENCRYPTION_KEY must be 32 bytes/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CAPTCHA: 'off',
        APP_SECRET: 'qaFyoYuf7frYVmGhlhzlAkytBRIGbJUg',
        DEMO: 'off',
      }),
    ).toThrow(/ENCRYPTION_KEY is required/);
  });

  it('SMS passcode sends: 3 per sign-in and 10 per account per hour unless set; a bad value refuses to start', () => {
    expect(loadConfig({}).limits).toMatchObject({ smsSendsPerSignIn: 3, smsSendsPerAccountPerHour: 10 });
    expect(
      loadConfig({ SMS_SENDS_PER_SIGN_IN: '2', SMS_SENDS_PER_ACCOUNT_PER_HOUR: '6' }).limits,
    ).toMatchObject({ smsSendsPerSignIn: 2, smsSendsPerAccountPerHour: 6 });
    expect(() => loadConfig({ SMS_SENDS_PER_SIGN_IN: '0' })).toThrow(/SMS_SENDS_PER_SIGN_IN/);
    expect(() => loadConfig({ SMS_SENDS_PER_ACCOUNT_PER_HOUR: 'many' })).toThrow(
      /SMS_SENDS_PER_ACCOUNT_PER_HOUR/,
    );
  });
});
