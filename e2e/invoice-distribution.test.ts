import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

describe('walking skeleton in Chromium: sign in, Invoice Distribution, sign out', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the login page and refuses wrong credentials with the field message', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email address').fill('demo@spendlens.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.getByText('Invalid username/password').waitFor({ state: 'visible' });
    await screenshot(page, 'login');
  });

  it('signs in and shows the Invoice Distribution with the count SQL gives', async () => {
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    await page.goto(
      `${server.url}/invoices/invoice_distribution?system=${system!.id}&year=-1&qualifier=-1&company_code=-1`,
    );
    const allRow = page.getByTestId('dist-row-ALL');
    await allRow.waitFor({ state: 'visible', timeout: 30_000 });
    const shown = Number((await allRow.getByTestId('dist-count').innerText()).replace(/[^0-9]/g, ''));
    const [expected] = await server.warehouse.query({
      sql: "select count(*)::integer as n from canon.invoices where system_id = $1 and derived_document_type in ('PO-INVOICE', 'NON-PO-INVOICE')",
      params: [system!.id],
    });
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBe(expected!['n']);
    expect(new URL(page.url()).searchParams.get('system')).toBe(String(system!.id));
    await screenshot(page, 'invoice-distribution-table');
  });

  it('draws the histogram on the Chart tab', async () => {
    await page.getByRole('tab', { name: 'Chart' }).click();
    await page.locator('.recharts-bar-rectangle').first().waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(page, 'invoice-distribution-chart');
  });

  it('signs out through the user menu', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByText('Sign Out').click();
    await page.waitForURL(/\/login/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'session_id')?.value ?? '').toBe('');
  });
});
