import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

interface SummaryBody {
  system_id?: number;
  analysis?: string;
  year?: number;
  qualifier?: string | number;
  vendor_type?: string[];
  vendor_type_col_name?: string;
  group_by?: string[];
  page_rows?: number;
}

/**
 * The scope of a generic analysis page in Chromium (spec 01 §3, §4, §6, 02 §6): the chosen account
 * groups on every data call of the page, the groups suffix of a summary footer, the legacy date mode
 * switched on by the display configuration, and a cross-system page's multi-select system dropdown —
 * each checked against SQL on the published table.
 */
describe('analysis page scope in Chromium: account groups, groups footer, legacy dates, systems', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let maxDate: string;
  /** The POST /summary bodies the page sent since the last `sent.length = 0`. */
  const sent: SummaryBody[] = [];
  const table = 'pub.pos__purchase_orders';
  const count = async (where = 'true', params: unknown[] = []) => {
    const [row] = await server.warehouse.query({
      sql: `select count(*)::integer as n from ${table} where system_id = $1 and (${where})`,
      params: [systemId, ...params],
    });
    return Number(row!['n']);
  };
  /** The calls of the Purchase Orders page (not the account-group list, which is not scoped by itself). */
  const pageCalls = () => sent.filter((b) => b.analysis === 'purchase_orders');
  const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const firstOfMonth = (year: number, month: number) =>
    `${year + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, '0')}-01`;
  const detail = () => page.getByTestId('detail-table');
  const summary = () => page.getByTestId('summary-table');
  const footerOf = async (testId: string) =>
    page.getByTestId(testId).getByTestId('table-footer-text').innerText();
  /** Waits until the table's footer count (N of 'Showing X to Y of N') is `n`. */
  const waitForCount = (testId: string, n: number) =>
    page.waitForFunction(
      ([id, expected]) => {
        const text = document.querySelector(
          `[data-testid="${id}"][aria-busy="false"] [data-testid="table-footer-text"]`,
        )?.textContent;
        const numbers = [...(text ?? '').matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));
        return numbers[2] === expected;
      },
      [testId, n] as const,
      { timeout: 30_000 },
    );
  const api = (path: string, method = 'GET', body?: unknown) =>
    page.evaluate(
      async ([p, m, b]) => {
        const token =
          document.cookie
            .split('; ')
            .find((c) => c.startsWith('session_id='))
            ?.slice('session_id='.length) ?? '';
        const response = await fetch(`/api_prd/${p}`, {
          method: m,
          headers: {
            Authorization: `Bearer ${decodeURIComponent(token)}`,
            ...(b === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          ...(b === undefined ? {} : { body: JSON.stringify(b) }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      [path, method, body] as const,
    );

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1500, height: 900 }, acceptDownloads: true });
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api_prd/summary')) {
        sent.push(request.postDataJSON() as SummaryBody);
      }
    });
    // the display configuration is saved below, which needs the data_browser role beside view
    await server.store
      .updateTable('users')
      .set({ roles: JSON.stringify(['view', 'data_browser']) })
      .where('uid', '=', 'demo@spendlens.test')
      .execute();
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
    const systems = (await api('systems')).body as { id: number; max_date: string }[];
    maxDate = systems.find((s) => s.id === systemId)!.max_date.slice(0, 10);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  let group = '';

  it('sends the chosen account group on the detail, its value lists and CSV export: counts equal SQL for the group', async () => {
    await page.goto(
      `${server.url}/purchase_orders/purchase_orders?view=detail&system=${systemId}&year=-1&qualifier=-1&company_code=-1`,
    );
    await detail().getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    const all = await count();
    await waitForCount('detail-table', all);

    // the group with the fewest purchase orders, so the count surely changes
    const [smallest] = await server.warehouse.query({
      sql: `select account_group, count(*)::integer as n from ${table} where system_id = $1 and account_group is not null
            group by 1 order by 2, 1 limit 1`,
      params: [systemId],
    });
    group = String(smallest!['account_group']);
    const inGroup = await count('account_group = $2', [group]);
    expect(inGroup).toBeGreaterThan(0);
    expect(inGroup).toBeLessThan(all);

    await page.getByTestId('account-group-dropdown').click();
    const menu = page.getByTestId('account-group-menu');
    await menu.locator('.selection-menu-list input[type=checkbox]').first().waitFor();
    await menu.getByLabel('Select all').uncheck();
    const labels = await menu.locator('.selection-menu-list label').allInnerTexts();
    const label = labels.find((l) => l.split(' - ')[0] === group);
    expect(label).toBeDefined();
    await menu.getByLabel(label!, { exact: true }).check();
    sent.length = 0;
    await menu.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('account_group').join() === group);
    await waitForCount('detail-table', inGroup);
    await expect
      .poll(
        async () =>
          new Set(
            (await detail().locator('td[data-col="account_group"]').allInnerTexts()).map((s) => s.trim()),
          ),
      )
      .toEqual(new Set([group]));

    // the value list of a column lists only the group's values
    await page.getByTestId('column-header-payment_term').click();
    await page.getByText('Select Values...').click();
    await page.getByTestId('value-filter-item').first().waitFor();
    const terms = await server.warehouse.query({
      sql: `select distinct payment_term from ${table} where system_id = $1 and account_group = $2`,
      params: [systemId, group],
    });
    await expect.poll(() => page.getByTestId('value-filter-item').count()).toBe(terms.length);
    // the right-most column's panel stays inside the window: its Cancel button can be clicked
    await page.getByTestId('value-filter').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('value-filter').waitFor({ state: 'detached' });

    // the CSV export re-sends the query with the group: one line per purchase order of the group
    await detail().getByRole('button', { name: 'Export CSV' }).click();
    const link = page.getByRole('link', { name: 'Download CSV' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
    expect(
      text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n').length - 1,
    ).toBe(inGroup);

    const calls = pageCalls();
    expect(calls.length).toBeGreaterThanOrEqual(3); // the table, the value list, the export
    expect(
      calls.every((b) => b.vendor_type?.join() === group && b.vendor_type_col_name === 'account_group'),
    ).toBe(true);
    expect(calls.some((b) => b.page_rows === -1)).toBe(true); // the export
  });

  it('counts groups in the summary footer, and drills down within the account group', async () => {
    sent.length = 0;
    await page.getByTestId('tab-summary').click();
    const [vendors] = await server.warehouse.query({
      sql: `select count(distinct vendor_id)::integer as n from ${table} where system_id = $1 and account_group = $2`,
      params: [systemId, group],
    });
    const groups = Number(vendors!['n']);
    await waitForCount('summary-table', groups);
    await expect
      .poll(() => footerOf('summary-table'))
      .toBe(
        `Showing 1 to ${Math.min(100, groups)} of ${groups.toLocaleString('en-GB')} ${groups === 1 ? 'group' : 'groups'}`,
      );
    // the total row counts the group's purchase orders
    const totals = await summary().getByTestId('total-row').locator('td').allInnerTexts();
    // totals[1] is the vendor name's column
    expect(Number(totals[2]!.replace(/,/g, ''))).toBe(await count('account_group = $2', [group]));

    const vendor = (
      await summary().locator('[data-testid="table-row"] td[data-col="vendor_id"]').first().innerText()
    ).trim();
    await summary().getByTestId('table-row').first().click();
    await page.getByTestId('drill-down').waitFor();
    await waitForCount('detail-table', await count('account_group = $2 and vendor_id = $3', [group, vendor]));
    // the detail footer has no groups suffix
    await expect.poll(() => footerOf('detail-table')).not.toContain('group');
    expect(pageCalls().every((b) => b.vendor_type?.join() === group)).toBe(true);
    expect(pageCalls().some((b) => (b.group_by ?? []).length > 0)).toBe(true);
  });

  it('sends the account group on a chart page', async () => {
    sent.length = 0;
    await page.goto(
      `${server.url}/vendors/dormant_vendors?view=chart&system=${systemId}&year=-1&qualifier=-1&company_code=-1&account_group=${encodeURIComponent(group)}`,
    );
    await page
      .getByTestId('analysis-chart')
      .or(page.getByTestId('chart-empty'))
      .first()
      .waitFor({ timeout: 30_000 });
    const chartCalls = sent.filter((b) => b.analysis === 'dormant_vendors');
    expect(chartCalls.length).toBeGreaterThan(0);
    expect(chartCalls.some((b) => (b.group_by ?? []).includes('dormant_period'))).toBe(true);
    expect(chartCalls.every((b) => b.vendor_type?.join() === group)).toBe(true);
  });

  it('puts a page flagged legacyDateFilter in the legacy date mode: a year or a month, sent as legacy values', async () => {
    const config = (await api(`systems/${systemId}/display_config`)).body as {
      modules: { name: string; pages: { name: string; legacyDateFilter?: boolean }[] }[];
    };
    const flagged = {
      ...config,
      modules: config.modules.map((m) => ({
        ...m,
        pages: m.pages.map((p) =>
          m.name === 'purchase_orders' && p.name === 'purchase_orders' ? { ...p, legacyDateFilter: true } : p,
        ),
      })),
    };
    expect((await api(`systems/${systemId}/display_config`, 'PUT', flagged)).status).toBe(200);
    const [y, m] = maxDate.split('-').map(Number) as [number, number];

    // a quarter has no legacy value: the page reads, shows and addresses its whole year
    sent.length = 0;
    await page.goto(
      `${server.url}/purchase_orders/purchase_orders?view=detail&system=${systemId}&year=${y}&qualifier=Q1&company_code=-1`,
    );
    await page.waitForURL((url) => url.searchParams.get('qualifier') === 'Y');
    expect(new URL(page.url()).searchParams.get('year')).toBe(String(y));
    await waitForCount(
      'detail-table',
      await count('document_date >= $2::date and document_date < $3::date', [`${y}-01-01`, `${y + 1}-01-01`]),
    );
    await expect.poll(() => page.getByTestId('page-title-scope').innerText()).toContain(String(y));

    // the dropdown offers a year or a month only, and a month is sent as YYYYMM
    await page.getByTestId('date-range-dropdown').click();
    const menu = page.getByTestId('date-range-menu');
    await expect
      .poll(() => menu.getByRole('group', { name: 'Kind of date range' }).getByRole('button').allInnerTexts())
      .toEqual(['Year', 'Month']);
    await menu.getByRole('button', { name: 'Month', exact: true }).click();
    await menu.getByLabel('Year').selectOption(String(y));
    await menu
      .getByRole('group', { name: 'Period' })
      .getByRole('button', { name: monthNames[m - 1]!, exact: true })
      .click();
    sent.length = 0;
    await menu.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL((url) => url.searchParams.get('qualifier') === `M${m}`);
    const inMonth = await count('document_date >= $2::date and document_date < $3::date', [
      firstOfMonth(y, m),
      firstOfMonth(y, m + 1),
    ]);
    await waitForCount('detail-table', inMonth);
    const legacyMonth = `${y}${String(m).padStart(2, '0')}`;
    expect(pageCalls().length).toBeGreaterThan(0);
    expect(pageCalls().every((b) => b.year === y && b.qualifier === legacyMonth)).toBe(true);

    // the last 7 days are sent as the day count 7
    sent.length = 0;
    await page.getByTestId('date-range-dropdown').click();
    await menu.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('qualifier') === '7');
    const last7 = await count('document_date > $2::date - interval 7 day and document_date <= $2::date', [
      maxDate,
    ]);
    await waitForCount('detail-table', last7);
    expect(pageCalls().length).toBeGreaterThan(0);
    expect(pageCalls().every((b) => b.qualifier === '7')).toBe(true);

    // a page without the flag keeps every kind and the spec's qualifiers
    sent.length = 0;
    await page.goto(
      `${server.url}/goods_receipts/goods_receipts?view=detail&system=${systemId}&year=${y}&qualifier=M${m}&company_code=-1`,
    );
    await page.getByTestId('detail-table').getByTestId('table-footer-text').waitFor({ timeout: 30_000 });
    expect(sent.some((b) => b.year === y && b.qualifier === `M${m}`)).toBe(true);
    await page.getByTestId('date-range-dropdown').click();
    await expect
      .poll(() => menu.getByRole('group', { name: 'Kind of date range' }).getByRole('button').allInnerTexts())
      .toEqual(['Last n months', 'Year', 'Quarter', 'Month', 'Range']);
    await page.keyboard.press('Escape');
  });

  it('puts every page in the legacy date mode by ui_params.legacy_date_dropdown', async () => {
    const config = (await api(`systems/${systemId}/display_config`)).body as {
      ui_params: Record<string, unknown>;
    };
    const on = { ...config, ui_params: { ...config.ui_params, legacy_date_dropdown: true } };
    expect((await api(`systems/${systemId}/display_config`, 'PUT', on)).status).toBe(200);
    const [y, m] = maxDate.split('-').map(Number) as [number, number];
    sent.length = 0;
    await page.goto(
      `${server.url}/goods_receipts/goods_receipts?view=detail&system=${systemId}&year=${y}&qualifier=M${m}&company_code=-1`,
    );
    await page.getByTestId('detail-table').getByTestId('table-footer-text').waitFor({ timeout: 30_000 });
    expect(sent.some((b) => b.qualifier === `${y}${String(m).padStart(2, '0')}`)).toBe(true);
    expect(sent.some((b) => b.qualifier === `M${m}`)).toBe(false);
    await page.getByTestId('date-range-dropdown').click();
    const menu = page.getByTestId('date-range-menu');
    await expect
      .poll(() => menu.getByRole('group', { name: 'Kind of date range' }).getByRole('button').allInnerTexts())
      .toEqual(['Year', 'Month']);
  });
});
