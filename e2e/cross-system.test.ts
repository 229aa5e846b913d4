import { formatCount, formatCurrency, type DashboardWidgetData } from '@spendlens/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The cross-system pages in Chromium (issue 21 item 4), on the demo client's multi-system ALL-DEMO
 * over SAP-DEMO and NS-DEMO: the cross-system data quality page shows a vendor of both systems with
 * its conflicts, counted as SQL counts the published pairs; the multi-select system dropdown narrows
 * the page to the chosen members; the vendor summary across systems adds a vendor's records of both
 * systems up under one cross-system vendor. Sign-in lands on SAP-DEMO, not on the multi-system, whose
 * dashboard shows its members and the key figures across them.
 */
describe('cross-system pages', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let multiId: number;
  let nsId: number;
  const sent: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_NETSUITE_INVOICE_LINES: '3000' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
    page.on('request', (request) => {
      if (request.url().endsWith('/api_prd/summary') && request.method() === 'POST')
        sent.push(request.postDataJSON() as Record<string, unknown>);
    });
    await signInDemo(page, server.url);
    const id = async (name: string) =>
      (
        await server.store
          .selectFrom('systems')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    multiId = await id('ALL-DEMO');
    nsId = await id('NS-DEMO');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const scope = () => `system=${multiId}&year=-1&qualifier=-1&company_code=-1`;
  const footerTotal = async () => {
    const footer = page.locator(
      '[data-testid="detail-table"][aria-busy="false"] [data-testid="table-footer-text"]',
    );
    await footer.waitFor({ timeout: 30_000 });
    const numbers = [...((await footer.textContent()) ?? '').matchAll(/\d[\d,]*/g)].map((m) =>
      Number(m[0].replace(/,/g, '')),
    );
    return numbers[2];
  };

  it('lands a signed-in user on the dashboard of the first system with data, not on the multi-system (listed first)', async () => {
    const sapId = (
      await server.store
        .selectFrom('systems')
        .select('id')
        .where('name', '=', 'SAP-DEMO')
        .executeTakeFirstOrThrow()
    ).id;
    await expect.poll(() => new URL(page.url()).searchParams.get('system')).toBe(String(sapId));
    await expect.poll(() => page.getByTestId('system-overview').locator('h2').innerText()).toBe('SAP-DEMO');
    await expect
      .poll(() => page.getByTestId('widget-top-vendor').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
  });

  it('shows a multi-system’s dashboard: its members with their figures and the key figures across them, as the widget answers', async () => {
    await page.goto(`${server.url}/?${scope()}`);
    const answer = (
      await apiGet<{ data: DashboardWidgetData<'cross_system'> }>(
        page,
        `dashboard/cross_system/${multiId}/-1?company_code=-1`,
      )
    ).data;
    const members = await server.store
      .selectFrom('systems')
      .select(['id', 'name'])
      .where('multi_system', '=', false)
      .orderBy('name')
      .execute();
    await expect.poll(() => page.getByTestId('system-kind').innerText()).toBe('Multi-system');
    await expect
      .poll(() => page.getByTestId('member-system-link').allInnerTexts())
      .toEqual(members.map((m) => m.name));
    const figures = new Map(answer.members.map((m) => [m.system_name, m]));
    await expect
      .poll(() => page.getByTestId('member-system').locator('td:last-child').allInnerTexts(), {
        timeout: 30_000,
      })
      .toEqual(
        members.map((m) => {
          const f = figures.get(m.name);
          return formatCurrency(f?.net_value ?? 0, f?.common_currency ?? 'EUR');
        }),
      );
    expect(answer.vendor_pairs.pairs).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('vendor-pairs-pairs').innerText())
      .toBe(formatCount(answer.vendor_pairs.pairs));
    await expect
      .poll(() => page.getByTestId('vendor-pairs-with-conflicts').innerText())
      .toBe(formatCount(answer.vendor_pairs.with_conflicts));
    await expect
      .poll(() => page.getByTestId('duplicates-across-paid').locator('td').allInnerTexts())
      .toEqual(
        answer.duplicate_invoices.length === 0
          ? []
          : [
              formatCount(answer.duplicate_invoices[0]!.paid_in_both_pairs),
              formatCurrency(
                answer.duplicate_invoices[0]!.paid_in_both_value,
                answer.duplicate_invoices[0]!.common_currency,
              ),
            ],
      );
    await expect
      .poll(() => page.getByTestId('widget-shared-vendor').locator('td:first-child').allInnerTexts())
      .toEqual(answer.top_vendors.map((v) => v.vendor_name ?? v.cross_vendor_id));
    // no single-system card (they would be empty: a multi-system has no data of its own)
    expect(await page.getByTestId('key-figures').count()).toBe(0);
    await docsScreenshot(page, 'dashboard-multi-system');
    // a member opens its own dashboard
    await page.getByTestId('member-system-link').filter({ hasText: 'NS-DEMO' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('system')).toBe(String(nsId));
    await expect.poll(() => page.getByTestId('system-overview').locator('h2').innerText()).toBe('NS-DEMO');
  });

  it('shows the same vendor of SAP-DEMO and NS-DEMO with its conflicts on the cross-system data quality page', async () => {
    const pairs = await server.warehouse.query({
      sql: `select vendor_name_a, vendor_name_b, different_payment_terms, different_address, different_block
            from pub.cross_system__cross_system_data_quality where system_id = $1 order by vendor_id_a`,
      params: [multiId],
    });
    expect(pairs.length).toBeGreaterThan(0);
    const blocked = pairs.find((p) => p['different_block'] === true);
    expect(blocked).toBeDefined();
    await page.goto(`${server.url}/cross_system/cross_system_data_quality?view=detail&${scope()}`);
    await expect.poll(() => page.getByTestId('system-multi-dropdown').innerText()).toContain('All systems');
    await expect.poll(() => footerTotal()).toBe(pairs.length);
    const row = page
      .getByTestId('detail-table')
      .locator('tbody tr', { hasText: String(blocked!['vendor_name_a']) })
      .first();
    await row.waitFor();
    await expect.poll(() => row.locator('[data-col="system_name_a"]').innerText()).toBe('SAP-DEMO');
    await expect.poll(() => row.locator('[data-col="system_name_b"]').innerText()).toBe('NS-DEMO');
    await expect
      .poll(() => row.locator('[data-col="vendor_name_b"]').innerText())
      .toBe(String(blocked!['vendor_name_b']));
    // the member ids scope the rows; they are not shown
    await expect.poll(() => page.locator('[data-col="member_a"]').count()).toBe(0);
  });

  it('reads only the members chosen in the multi-select system dropdown', async () => {
    sent.length = 0;
    const toggle = page.getByTestId('system-multi-dropdown');
    await toggle.click();
    const menu = page.getByTestId('system-multi-menu');
    await menu.getByLabel('Select all').uncheck();
    await menu.getByLabel('NS-DEMO', { exact: true }).check();
    await menu.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('systems').join() === String(nsId));
    // a pair needs both of its systems: none with NS-DEMO alone
    await page.getByTestId('table-empty').waitFor({ timeout: 30_000 });
    expect(sent.some((b) => JSON.stringify(b['member_systems']) === JSON.stringify([nsId]))).toBe(true);
    await toggle.click();
    await menu.getByLabel('Select all').check();
    await menu.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('systems').length === 0);
  });

  it('adds up a vendor across both systems on the vendor summary across systems', async () => {
    const [shared] = await server.warehouse.query({
      sql: `select cross_vendor_id, count(distinct system_name)::integer as systems, sum(net_value)::double as net
            from pub.cross_system__vendor_summary where system_id = $1
            group by 1 having count(distinct system_name) = 2 order by 3 desc limit 1`,
      params: [multiId],
    });
    expect(shared).toBeDefined();
    await page.goto(`${server.url}/cross_system/vendor_summary?view=summary&${scope()}`);
    const table = page.getByTestId('summary-table');
    const row = table.locator('tbody tr', { hasText: String(shared!['cross_vendor_id']) }).first();
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(() => row.locator('[data-col="systems"]').innerText()).toBe('2');
  });
});
