import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** Spec 01 §2 'Landing messages' and the not-found route, as a signed-in user of each role sees them. */
describe('role landings and the not-found page in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function signIn(uid: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(uid);
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    return page;
  }

  it('shows the upload account its landing, and signs out from it', async () => {
    const page = await signIn('upload@spendlens.test');
    await page.getByText('Data Upload Account').waitFor();
    expect(await page.getByText('Admin Account').count()).toBe(0);
    await screenshot(page, 'landing-upload');
    await page.getByRole('button', { name: 'Sign is as different user' }).click();
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('shows the admin account its landing', async () => {
    const page = await signIn('admin@spendlens.test');
    await page.getByText('Admin Account').waitFor();
    expect(await page.getByText('Data Upload Account').count()).toBe(0);
    await page.close();
  });

  it('shows the not-found text on an unmatched path and sends unknown pages to /', async () => {
    const page = await signIn('demo@spendlens.test');
    await page.goto(`${server.url}/invoices/invoice_distribution/extra`);
    await page.getByText('No Match - There is no component defined for this route yet').waitFor();
    await page.goto(`${server.url}/invoices/no_such_page`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });

  it('sends a visitor without a session to the login page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/invoices/invoice_distribution`);
    await page.waitForURL(/\/login/);
    await page.close();
  });
});
