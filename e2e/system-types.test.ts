import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * Issue 36 item 5: a system type's pages read only what the type can have. DocuWare has no payment
 * clearing, due dates, weighted exceptions or vendor master per company code: its dashboard draws
 * the key figures it has, and neither it nor an analysis page makes a call the server answers 'not
 * available for this system'.
 */
describe('a DocuWare system in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let scope = '';
  const refused: string[] = [];

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500', DEMO_DOCUWARE_INVOICE_LINES: '500' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    page.on('response', (r) => {
      if (r.status() >= 400 && r.url().includes('/api_prd/')) refused.push(`${r.status()} ${r.url()}`);
    });
    await signInDemo(page, server.url);
    const [dw] = await server.store
      .selectFrom('systems')
      .select('id')
      .where('name', '=', 'DW-DEMO')
      .execute();
    scope = `system=${dw!.id}&year=-1&qualifier=-1&company_code=-1`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('draws the key figures the type has, and no call is refused', async () => {
    refused.length = 0;
    await page.goto(`${server.url}/?${scope}`);
    await page.getByTestId('key-figures').waitFor();
    await page.waitForLoadState('networkidle');
    const titles = await page.getByTestId('key-figures').locator('.card-title, h3').allInnerTexts();
    expect(titles.join(' | ')).toContain('Invoice Backlog');
    expect(titles.join(' | ')).not.toContain('Paid on Time');
    expect(titles.join(' | ')).not.toContain('Exceptions');
    await expect.poll(() => page.getByText('Not available for this system.').count()).toBe(0);
    expect(refused).toEqual([]);
  });

  it('an analysis page offers no account-group dropdown (no vendor master per company code) and no call is refused', async () => {
    refused.length = 0;
    await page.goto(`${server.url}/invoices/backlog?view=summary&${scope}`);
    await page.getByTestId('summary-table').getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.getByTestId('company-code-dropdown').waitFor();
    await expect.poll(() => page.getByTestId('account-group-dropdown').count()).toBe(0);
    expect(refused).toEqual([]);
  });
});
