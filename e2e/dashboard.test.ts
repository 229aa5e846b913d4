import {
  formatCount,
  formatCurrency,
  formatPercent,
  type DashboardWidgetData,
  type DashboardWidgetName,
} from '@spendlens/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The dashboard's key figures in Chromium: each widget shows what GET dashboard/:name/… answers for
 * the selection (the answers themselves are proven against SQL in dashboard-widgets-api.test.ts),
 * and links to its page — the backlog with the date range reset to all.
 */
describe('the dashboard key figures in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let currency: string;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 1100 } });
    await signInDemo(page, server.url);
    const system = await server.store
      .selectFrom('systems')
      .select(['id', 'currency'])
      .where('name', '=', 'SAP-DEMO')
      .executeTakeFirstOrThrow();
    systemId = system.id;
    currency = system.currency;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A widget's answer for the year, as the page asks for it. */
  async function widget<N extends DashboardWidgetName>(
    name: N,
    year: number,
  ): Promise<DashboardWidgetData<N>> {
    const answer = await apiGet<{ data: unknown }>(
      page,
      `dashboard/${name}/${systemId}/${year}?company_code=-1`,
    );
    return answer.data as DashboardWidgetData<N>;
  }

  it('shows the backlog, paid on time, due dates, top vendors and exceptions of the selection', async () => {
    // the year of the newest data: the widgets show its last months
    const { max_date } = await server.store
      .selectFrom('systems')
      .select('max_date')
      .where('id', '=', systemId)
      .executeTakeFirstOrThrow();
    const year = new Date(max_date as string | Date).getUTCFullYear();
    await page.goto(`${server.url}/dashboard?system=${systemId}&year=${year}&qualifier=Y&company_code=-1`);
    const text = (testId: string) => page.getByTestId(testId).innerText();

    const backlog = await widget('invoice_backlog', year);
    expect(backlog.current).not.toBeNull();
    const current = backlog.current!;
    await expect
      .poll(() => text('widget-backlog-current'), { timeout: 30_000 })
      .toBe(
        `${formatCount(current.number_of_invoices)} · ${formatCurrency(current.value_of_invoices, backlog.common_currency)}`,
      );
    await expect.poll(() => page.getByTestId('widget-backlog-status').count()).toBe(current.statuses.length);

    const paid = await widget('paid_on_time', year);
    expect(paid.month).not.toBeNull();
    await expect
      .poll(() => text('widget-paid-on-time-percentage'))
      .toBe(formatPercent(paid.month!.percentage_paid_on_time));
    await expect
      .poll(() => text('widget-paid-on-time-count'))
      .toBe(
        `${formatCount(paid.month!.number_paid_on_time)} of ${formatCount(paid.month!.number_of_paid_invoices)}`,
      );

    // in the system's currency, its common currency
    const money = (v: number) => formatCurrency(v, currency);
    await expect
      .poll(() => text('widget-paid-on-time-value'))
      .toBe(`${money(paid.month!.value_paid_on_time)} of ${money(paid.month!.value_of_paid_invoices)}`);

    const due = await widget('due_date', year);
    await expect
      .poll(() => text('widget-due-date-near'))
      .toBe(
        `${formatCount(due.near_or_past_due.number_of_invoices)} · ${formatCurrency(due.near_or_past_due.value_of_invoices, due.common_currency)}`,
      );
    await expect.poll(() => page.getByTestId('widget-due-date-bin').count()).toBe(due.bins.length);

    const top = await widget('top_vendors', year);
    expect(top.vendors.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('widget-top-vendor').locator('td:first-child').allInnerTexts())
      .toEqual(top.vendors.map((v) => (v.vendor_name ? `${v.vendor_id} ${v.vendor_name}` : v.vendor_id)));
    await expect
      .poll(() => page.getByTestId('widget-top-vendor').locator('td:last-child').allInnerTexts())
      .toEqual(top.vendors.map((v) => formatCurrency(v.spend, top.common_currency)));

    const exceptions = await widget('exceptions', year);
    expect(exceptions.total.exceptions).toBeGreaterThan(0);
    await expect
      .poll(() => text('widget-exceptions-total'))
      .toContain(
        `${formatCount(exceptions.total.exceptions)} of ${formatCount(exceptions.total.transactions)}`,
      );
    await expect
      .poll(() => page.getByTestId('widget-exceptions-analysis').locator('td:first-child').allInnerTexts())
      .toEqual(exceptions.analyses.map((a) => a.display_name ?? a.analysis));
    await docsScreenshot(page, 'dashboard-key-figures');

    // the backlog's page opens with the date range reset to all dates
    await page.getByTestId('widget-backlog-link').click();
    await page.waitForURL((url) => url.pathname === '/invoices/backlog');
    const params = new URL(page.url()).searchParams;
    expect([params.get('year'), params.get('qualifier')]).toEqual(['-1', '-1']);
  });
});
