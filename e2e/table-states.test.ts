import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** The table's too-much-data and empty states with the spec's texts (spec 01 §8). */
describe('data table states in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let scope = '';

  beforeAll(async () => {
    // a data call may answer at most 50 rows: a page of 100 is too much data
    server = await startE2eServer({ MAX_QUERY_ROWS: '50' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    scope = `system=${system!.id}&year=-1&qualifier=-1&company_code=-1`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the too-much-data text when the page asks more rows than the server allows', async () => {
    await page.goto(`${server.url}/purchase_orders/purchase_orders?view=detail&${scope}`);
    const error = page.getByTestId('detail-table').getByTestId('table-error');
    await error.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => error.innerText())
      .toBe(
        'Error! Too much data to load results. Try reducing scope by changing date range or company code',
      );
  });

  it('shows rows with 25 a page, then No results to show for a filter that matches nothing', async () => {
    await page.evaluate(() => window.localStorage.setItem('rows_per_page', '25'));
    await page.reload();
    const detail = page.getByTestId('detail-table');
    await detail.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => detail.getByTestId('table-row').count()).toBe(25);
    await page.getByTestId('column-header-po_number').click();
    await page.getByText('Custom Filter...').click();
    const modal = page.getByTestId('custom-filter-modal');
    await modal.getByLabel('Filter value').fill('no-such-po');
    await modal.getByRole('button', { name: 'Apply Filters' }).click();
    await detail.getByTestId('table-empty').waitFor({ timeout: 30_000 });
    await expect.poll(() => detail.getByTestId('table-empty').innerText()).toBe('No results to show');
    await expect
      .poll(() => detail.getByTestId('table-footer-text').innerText())
      .toMatch(/^Showing 0 to 0 of 0/);
  });
});
