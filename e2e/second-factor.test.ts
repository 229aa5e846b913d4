import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, totpStep } from '../packages/server/src/auth/totp';
import { lastPasscode, outbox } from '../packages/server/test/outbox';
import { launchBrowser } from './support/browser';
import { copyDemoUser } from './support/demo-user-copy';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The second factor in Chromium (spec 01 §4, 03 §2.4) as a user lives it: enrolling an authenticator
 * app (the key to type under the QR code, a reload in step 2, the word after confirming), signing in
 * with the app's code and no SMS, the SMS on request, and the words when a sign-in's codes run out or
 * a code expires.
 */
describe('the second factor in Chromium: authenticator app and SMS passcodes', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  const uid = 'app.user@spendlens.test';
  const password = 'Spendlens#2026';
  const mobile = '+447911000111';
  let key = '';
  const smsSent = async () =>
    (await outbox(server.dataDir)).filter(
      (m) => m.name.endsWith('.sms.txt') && m.text.startsWith(`To: ${mobile}\n`),
    ).length;
  const signIn = async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(uid);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    // a viewer of the demo client with a mobile and no second factor yet
    await copyDemoUser(server, uid, { mobile, has_mfa: false });
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('enrols: the key to type under the QR code, the same code after a reload in step 2, a word after confirming', async () => {
    await signIn();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.url}/mfa`);
    await page.getByRole('button', { name: 'Next' }).click();
    const typed = page.getByTestId('mfa-typed-key').locator('code');
    await typed.waitFor();
    key = (await typed.innerText()).replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const qr = await page
      .getByRole('img', { name: 'QR code to scan with the authenticator app' })
      .getAttribute('src');

    // a reload keeps step 2, with the secret already scanned
    await page.reload();
    await typed.waitFor();
    await expect.poll(async () => (await typed.innerText()).replace(/\s/g, '')).toBe(key);
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'QR code to scan with the authenticator app' }).getAttribute('src'),
      )
      .toBe(qr);

    await page.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code shown in the app').fill(hotp(base32Decode(key), totpStep(new Date())));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/login$/);
    await page
      .getByTestId('signed-out-reason')
      .getByText(
        '2-factor authentication is set up. Sign in again: after your password, enter the code your authenticator app shows.',
      )
      .waitFor();
  });

  it('asks an app user for the app code and sends no SMS; /mfa says the account uses the app', async () => {
    const before = await smsSent();
    await signIn();
    await page.waitForURL(/\/mfa\/login$/);
    const field = page.getByLabel('Enter the 6-digit code your authenticator app shows');
    await field.waitFor();
    await expect.poll(() => smsSent()).toBe(before);
    // the step after the one spent by the confirmation (codes are accepted one step either side)
    await field.fill(hotp(base32Decode(key), totpStep(new Date()) + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.url}/mfa`);
    await page
      .getByTestId('mfa-enrolled')
      .getByText(/uses the code of your authenticator app/)
      .waitFor();
    await page.evaluate(() => window.localStorage.clear());
    await page.context().clearCookies();
  });

  it('sends an SMS when the app user asks; the fifth wrong code ends the sign-in, and an expired code says to send a new one', async () => {
    await signIn();
    await page.waitForURL(/\/mfa\/login$/);
    await page.getByRole('button', { name: 'Send me a code by SMS instead' }).click();
    await page.getByRole('button', { name: 'A new code was sent' }).waitFor();
    const field = page.getByLabel('Enter the code you received by SMS');
    const passcode = await lastPasscode(server.dataDir, mobile);
    const wrong = passcode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Error authenticating. Please Try again!').waitFor();
    }
    // the fifth wrong code of a sign-in ends it (issue 34)
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Too many wrong codes: this sign-in has ended. Please sign in again.').waitFor();
    // the right code no longer works either
    await field.fill(passcode);
    const answer = page.waitForResponse((r) => r.url().includes('/sms/verify/login/'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(async () => (await answer).status()).toBe(401);
    await page.getByText('Error authenticating. Please Try again!').waitFor();

    // a new sign-in and a new code: expired before it is entered, it says so
    await page.evaluate(() => window.localStorage.clear());
    await page.context().clearCookies();
    await signIn();
    await page.waitForURL(/\/mfa\/login$/);
    await page.getByRole('button', { name: 'Send me a code by SMS instead' }).click();
    await page.getByRole('button', { name: 'A new code was sent' }).waitFor();
    const fresh = await lastPasscode(server.dataDir, mobile);
    await server.store
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('purpose', '=', 'sms')
      .where('used_at', 'is', null)
      .execute();
    await page.getByLabel('Enter the code you received by SMS').fill(fresh);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('This code has expired. Use Send a new code, then enter the new one.').waitFor();
  });
});
