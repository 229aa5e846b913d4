import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttp, type FakeHttp } from '../packages/server/test/fake-http';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The stand-in for Google's script: a widget with a passing and a failing answer. The browser never
 * reaches the network; the server checks the answers against a fake siteverify on 127.0.0.1.
 */
const fakeRecaptchaScript = `
window.grecaptcha = {
  ready(callback) { callback(); },
  render(container, options) {
    for (const [label, answer] of [["I'm not a robot", 'human'], ['Fail the check', 'robot']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.onclick = () => options.callback(answer);
      container.appendChild(button);
    }
    return 0;
  },
  reset() {},
};`;

/** Spec 01 §5: with CAPTCHA=recaptcha the login and registration forms pass the human check first. */
describe('the captcha step in Chromium (CAPTCHA=recaptcha)', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let siteverify: FakeHttp;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    siteverify = await startFakeHttp((body) => ({
      status: 200,
      json: { success: new URLSearchParams(body).get('response') === 'human' },
    }));
    server = await startE2eServer({
      DEMO_INVOICE_LINES: '500',
      CAPTCHA: 'recaptcha',
      RECAPTCHA_SECRET_KEY: 'test-secret',
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.route('https://www.google.com/recaptcha/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: fakeRecaptchaScript }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await siteverify?.close();
  });

  it('keeps Sign in disabled until the check passes, and shows the spec message when it fails', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill('demo@spendlens.test');
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await page.getByRole('button', { name: 'Fail the check' }).click();
    await page.getByText('Recaptcha error. Please refresh the screen and try again.').waitFor();
    await expect.poll(() => signIn.isDisabled()).toBe(true);
    await page.getByRole('button', { name: "I'm not a robot" }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some((b) => b.textContent === 'Sign in' && !b.disabled),
    );
    await signIn.click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('asks the check on the register form too', async () => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${server.url}/register`);
    await page.getByRole('button', { name: "I'm not a robot" }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true);
  });
});
