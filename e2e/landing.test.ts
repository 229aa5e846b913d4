import { gzipSync } from 'node:zlib';
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

  it('loads the sign-in page with at most 300 KB of gzipped JavaScript, and no chart code until a chart shows', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() === 200)
        scripts.push({ url: response.url(), body: response.body() });
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts.map((s) => s.body));
    const gzipped = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    expect(gzipped).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(300 * 1024);
    // Recharts draws with <svg class="recharts-surface">: its code is not among the sign-in's scripts
    expect(bodies.some((b) => b.includes('recharts-surface'))).toBe(false);
    await page.close();
  });

  it('shows the upload account its landing, and signs out from it', async () => {
    const page = await signIn('upload@spendlens.test');
    await page.getByText('Data Upload Account').waitFor();
    await expect.poll(() => page.getByText('Admin Account').count()).toBe(0);
    await screenshot(page, 'landing-upload');
    await page.getByRole('button', { name: 'Sign is as different user' }).click();
    await page.waitForURL(/\/login/);
    await page.close();
  });

  it('shows the admin account its landing', async () => {
    const page = await signIn('admin@spendlens.test');
    await page.getByText('Admin Account').waitFor();
    await expect.poll(() => page.getByText('Data Upload Account').count()).toBe(0);
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
