import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The NetSuite pages of spec 02 in Chromium (issue 21 item 2), on the demo client's NetSuite system
 * NS-DEMO: the On or After Invoice Trend by month and brand with its ranges (3m, 6m, 1y, all; 6m by
 * default), and vendor data quality with 'hide vendors marked as inactive' (on by default) and the
 * account-group column named Category — each against SQL on the published rows.
 */
describe('NetSuite pages', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_NETSUITE_INVOICE_LINES: '3000' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
    await signInDemo(page, server.url);
    const system = await server.store
      .selectFrom('systems')
      .select('id')
      .where('name', '=', 'NS-DEMO')
      .executeTakeFirstOrThrow();
    systemId = system.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;

  it('draws the On or After Invoice Trend as one line per brand over the last 6 months, and the other ranges', async () => {
    const brands = (
      await server.warehouse.query({
        sql: `select distinct brand from pub.pos__on_or_after_invoice where system_id = $1 order by 1`,
        params: [systemId],
      })
    ).map((r) => String(r['brand']));
    expect(brands.length).toBeGreaterThan(1);
    await page.goto(`${server.url}/purchase_orders/on_or_after_invoice?view=chart&${scope()}`);
    const ranges = page.getByTestId('chart-ranges');
    await ranges.waitFor({ timeout: 30_000 });
    await expect.poll(() => ranges.getByRole('button').allTextContents()).toEqual(['3m', '6m', '1y', 'all']);
    await expect
      .poll(() => ranges.getByRole('button', { name: '6m' }).getAttribute('aria-pressed'))
      .toBe('true');
    const chart = page.getByTestId('analysis-chart');
    await chart.locator('.recharts-legend-item').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await chart.locator('.recharts-legend-item-text').allTextContents()).sort())
      .toEqual(brands);
    // the x axis: at most the 6 months up to the latest, then every month with 'all'
    const [span] = await server.warehouse.query({
      sql: `select count(distinct year_month)::integer as months from pub.pos__on_or_after_invoice where system_id = $1`,
      params: [systemId],
    });
    const ticks = async () => chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count();
    await expect.poll(() => ticks()).toBeLessThanOrEqual(6);
    await ranges.getByRole('button', { name: 'all' }).click();
    await page.waitForFunction(
      (months) =>
        document.querySelectorAll(
          '[data-testid="analysis-chart"] .recharts-xAxis .recharts-cartesian-axis-tick',
        ).length === Math.min(months, 12),
      Number(span!['months']),
      { timeout: 30_000 },
    );
  });

  it('hides the vendors marked as inactive in vendor data quality by default, and names the account group Category', async () => {
    await page.goto(`${server.url}/vendors/data_quality?view=detail&${scope()}`);
    const detail = page.getByTestId('detail-table');
    await detail.locator('[data-testid="table-row"]').first().waitFor({ timeout: 30_000 });
    const count = async (where: string) => {
      const [row] = await server.warehouse.query({
        sql: `select count(*)::integer as n from pub.vendor_data_quality__sap where system_id = $1 and ${where}`,
        params: [systemId],
      });
      return Number(row!['n']);
    };
    const shows = (n: number) =>
      page.waitForFunction(
        (expected) =>
          (
            document.querySelector('[data-testid="detail-table"] [data-testid="table-footer-text"]')
              ?.textContent ?? ''
          ).includes(` of ${expected.toLocaleString('en-GB')}`),
        n,
        { timeout: 30_000 },
      );
    const option = page.getByLabel('hide vendors marked as inactive');
    await expect.poll(() => option.isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('hide blocked vendors').count()).toBe(0);
    await expect.poll(() => count('marked_for_deletion')).toBeGreaterThan(0);
    await shows(await count('not marked_for_deletion'));
    await option.uncheck();
    await shows(await count('true'));
    await expect.poll(() => detail.locator('thead').getByText('Category', { exact: true }).count()).toBe(1);
  });
});
