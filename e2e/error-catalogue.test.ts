import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

interface SummaryBody {
  module?: string;
  analysis?: string;
  group_by?: string[];
  page_rows?: number;
}

const tableLoadError = 'Error loading data. If problem persists please contact support.';
const chartLoadError = 'Error loading data for chart. If problem persists please contact support.';
const unknownError = 'Oops. There was an error loading results. Please try again';

/**
 * The data-call rows of spec 01 §8 'Error catalogue' in the production build: the POST /summary calls
 * a test names fail with the server's own 500 envelope (the page's other calls reach the real server
 * with the demo data), and each place shows the text the catalogue gives it. A 500 is retried once
 * (app/queryClient.ts), so every failing query is answered twice before its text shows.
 */
describe('the error catalogue of the data calls in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let scope = '';
  /** Which POST /summary bodies fail; null lets every call through. */
  let failing: ((body: SummaryBody) => boolean) | null = null;
  /** The bodies answered with 500 since the test began. */
  const failed: SummaryBody[] = [];

  const failFrom = (which: (body: SummaryBody) => boolean) => {
    failed.length = 0;
    failing = which;
  };
  const purchaseOrders = (view: string) =>
    `${server.url}/purchase_orders/purchase_orders?view=${view}&${scope}`;
  /** Waits until `n` calls have been answered with 500 (a query and its retry). */
  const failures = (n: number) =>
    expect.poll(() => failed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(n);

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '3000' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.route('**/api_prd/summary', async (route: Route) => {
      const body = route.request().postDataJSON() as SummaryBody | null;
      if (body && failing?.(body)) {
        failed.push(body);
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'internal', message: 'Internal error', correlation_id: 'e2e' }),
        });
        return;
      }
      await route.fallback();
    });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    scope = `system=${system!.id}&year=-1&qualifier=-1&company_code=-1`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('Tables: the detail and the summary table whose page fails to load show the table text', async () => {
    failFrom((body) => body.analysis === 'purchase_orders');
    await page.goto(purchaseOrders('detail'));
    const detailError = page.getByTestId('detail-table').getByTestId('table-error');
    await detailError.waitFor({ timeout: 30_000 });
    await expect.poll(() => detailError.innerText()).toBe(tableLoadError);

    await page.getByTestId('tab-summary').click();
    const summaryError = page.getByTestId('summary-table').getByTestId('table-error');
    await summaryError.waitFor({ timeout: 30_000 });
    await expect.poll(() => summaryError.innerText()).toBe(tableLoadError);
    expect(failed.some((b) => (b.group_by ?? []).length > 0)).toBe(true);
    await expect.poll(() => page.getByText(unknownError).count()).toBe(0);
  });

  it('Charts: a chart whose data fails to load shows the chart text', async () => {
    failFrom((body) => body.analysis === 'top_vendors');
    await page.goto(`${server.url}/vendors/top_25_vendors?view=chart&${scope}`);
    const error = page.getByTestId('chart-error');
    await error.waitFor({ timeout: 30_000 });
    await expect.poll(() => error.innerText()).toBe(chartLoadError);
    await expect.poll(() => page.getByTestId('analysis-chart').count()).toBe(0);
  });

  it('Summary calls, other error: the KPI figures that fail show the unknown state', async () => {
    failFrom((body) => body.analysis === 'kpi_percentage_of_invoices_paid_on_time');
    await page.goto(`${server.url}/kpis?${scope}`);
    await page.getByLabel('FTEs in Accounts Payable').fill('2');
    const error = page.getByTestId('kpis-error');
    await error.waitFor({ timeout: 30_000 });
    await expect.poll(() => error.innerText()).toBe(unknownError);
    await expect.poll(() => page.getByTestId('kpi-cards').count()).toBe(0);
  });

  it('Summary calls, other error: a CSV export that fails shows the unknown state; the table stays', async () => {
    failing = null;
    await page.goto(purchaseOrders('detail'));
    const detail = page.getByTestId('detail-table');
    await detail.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    failFrom((body) => body.analysis === 'purchase_orders');
    await detail.getByRole('button', { name: 'Export CSV' }).click();
    const error = page.getByTestId('csv-export-modal').getByTestId('csv-export-error');
    await error.waitFor({ timeout: 30_000 });
    await expect.poll(() => error.innerText()).toBe(unknownError);
    await expect.poll(() => page.getByRole('link', { name: 'Download CSV' }).count()).toBe(0);
    await expect.poll(() => detail.getByTestId('table-row').count()).toBeGreaterThan(0);
    await expect.poll(() => detail.getByTestId('table-error').count()).toBe(0);
  });

  it('Selection lists: a column value list that fails stops loading and shows no message', async () => {
    failing = null;
    await page.goto(purchaseOrders('detail'));
    const detail = page.getByTestId('detail-table');
    await detail.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    // the value list asks the column's distinct values: a list of 1000 grouped by the column
    failFrom(
      (body) =>
        body.analysis === 'purchase_orders' &&
        body.page_rows === 1000 &&
        body.group_by?.[0] === 'payment_term',
    );
    await page.getByTestId('column-header-payment_term').click();
    await page.getByText('Select Values...').click();
    const panel = page.getByTestId('value-filter');
    await panel.waitFor();
    await failures(2);
    await panel.getByText('Loading...').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => panel.getByTestId('value-filter-item').count()).toBe(0);
    // nothing but the panel's own controls: no error, empty or loading text
    await expect.poll(() => panel.innerText()).toBe('(Select All)\nCancel\nOK');
    await expect.poll(() => panel.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => detail.getByTestId('table-row').count()).toBeGreaterThan(0);
  });

  it('Selection lists: an account group list that fails stops loading and shows no message', async () => {
    failFrom((body) => body.module === 'vendor_master_company_code');
    await page.goto(purchaseOrders('detail'));
    await page.getByTestId('detail-table').getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await failures(2);
    await page.getByTestId('account-group-dropdown').click();
    const menu = page.getByTestId('account-group-menu');
    const list = menu.locator('[data-testid="account-group-list"][aria-busy="false"]');
    // an empty list has no size: attached, not visible
    await list.waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => list.textContent()).toBe('');
    await expect.poll(() => menu.getByRole('button', { name: 'Ok' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByText(unknownError).count()).toBe(0);
  });
  it('Selection lists: the material and vendor list of Material Pricing that fails shows no message', async () => {
    failFrom((body) => body.module === 'material_pricing' && body.group_by?.[0] === 'material_number');
    await page.goto(`${server.url}/trends/material_pricing?${scope}`);
    await page.getByTestId('tab-detailedAnalysis').click();
    const section = page.getByTestId('detailed-analysis');
    await section.waitFor();
    await failures(2);
    const state = section.getByTestId('material-series-state');
    // loading stops, and nothing takes its place
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('');
    const select = section.getByRole('combobox', { name: 'Material and vendor' });
    await expect.poll(() => select.locator('option').first().textContent()).toBe('');
    await expect.poll(() => section.getByText('No results found').count()).toBe(0);
    await expect.poll(() => section.getByText('No results to show').count()).toBe(0);
    await expect.poll(() => page.getByText(unknownError).count()).toBe(0);
  });
});
