import { formatCurrency, formatPercent } from '@spendlens/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

type Row = Record<string, unknown>;
const duplicates = 'pub.invoice_duplicates__duplicate_invoices';
const recovered = 'pub.invoice_duplicates__recovered_value';

/**
 * Issue 23 item 4 in Chromium: the demo user confirms a duplicate-invoice finding with the amount
 * recovered through its case; the dashboard's Duplicate Payments widget and the KPIs page show it,
 * as SQL over the published recovered value has it. The tests run in order: the first confirms the
 * finding, the others read it.
 */
describe('recovered value of duplicate payments in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let currency: string;
  /** The amount recovered entered on the confirmed case, and the finding's value at risk. */
  let amount = 0;
  let confirmedValue = 0;
  const sql = async (text: string, params: unknown[] = [systemId]) =>
    (await server.warehouse.query({ sql: text, params: params as never })) as Row[];
  const modal = () => page.getByRole('dialog');
  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '3000' });
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

  it('confirms a duplicate finding with the amount recovered; the published recovered value has it', async () => {
    // a finding of the newest month (shown by the widget), worth something
    const [finding] = await sql(
      `select finding_key, max(posting_date) as d from ${duplicates}
       where system_id = $1 and finding_key is not null
       group by 1 having count(*) > 1 and sum(common_amount) > 0 order by d desc, finding_key limit 1`,
    );
    const key = String(finding!['finding_key']);
    // its value at risk: its members but the earliest; half of it was recovered
    const [risk] = await sql(
      `select sum(common_amount)::double as v from (select common_amount, row_number() over
         (order by posting_date, internal_invoice_id) as i from ${duplicates}
         where system_id = $1 and finding_key = $2) where i > 1`,
      [systemId, key],
    );
    amount = Math.round(Number(risk!['v']) * 50) / 100;
    expect(amount).toBeGreaterThan(0);
    const before = await sql(
      `select count(*)::integer as n from canon.finding_cases where system_id = $1 and status = 'confirmed'`,
    );
    expect(before[0]!['n']).toBe(0);

    await page.goto(
      `${server.url}/invoices/duplicates?view=detail&${scope()}&finding=${encodeURIComponent(key)}`,
    );
    const first = page.getByTestId('detail-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 30_000 });
    await first.getByTestId('open-finding_case').click();
    await modal().getByTestId('case-history-empty').waitFor();
    // the amount is asked for once the finding is confirmed
    await expect.poll(() => modal().getByTestId('case-amount').count()).toBe(0);
    await modal().getByTestId('case-status').selectOption('confirmed');
    await modal().getByTestId('case-amount').fill(amount.toFixed(2));
    await modal().getByTestId('case-save').click();
    await expect.poll(() => modal().getByTestId('case-current-status').innerText()).toBe('Confirmed');
    await modal().locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await modal().waitFor({ state: 'detached' });

    // the warehouse has the amount, and the analysis the confirmed finding and its recovery
    await expect
      .poll(
        async () =>
          (await sql(`select sum(recovered_value)::double as v from ${recovered} where system_id = $1`))[0]![
            'v'
          ],
        {
          timeout: 30_000,
        },
      )
      .toBe(amount);
    const [confirmed] = await sql(
      `select sum(confirmed_value)::double as v, sum(confirmed_findings)::integer as n from ${recovered} where system_id = $1`,
    );
    expect(confirmed!['n']).toBe(1);
    expect(confirmed!['v']).toBeCloseTo(Number(risk!['v']), 6);
    confirmedValue = Number(confirmed!['v']);
  });

  it("shows the recovered amount, and the found and confirmed values, on the dashboard's Duplicate Payments widget", async () => {
    expect(amount).toBeGreaterThan(0);
    // the dashboard: the months shown are the newest 12 with findings
    await page.goto(`${server.url}/?${scope()}`);
    const widget = page.getByTestId('duplicate-payments');
    const shownRecovered = widget.getByTestId('duplicate-payments-recovered');
    await shownRecovered.waitFor({ timeout: 30_000 });
    await expect.poll(() => shownRecovered.innerText()).toBe(formatCurrency(amount, currency));
    await expect
      .poll(() => widget.getByTestId('duplicate-payments-currency').innerText())
      .toContain(`in ${currency}`);
    const months = await sql(
      `select year_month from ${recovered} where system_id = $1 and year_month is not null
       group by 1 order by 1 desc limit 12`,
    );
    const [found] = await sql(
      `select sum(found_value)::double as v from ${recovered} where system_id = $1 and year_month >= $2`,
      [systemId, months.at(-1)!['year_month']],
    );
    await expect
      .poll(() => widget.getByTestId('duplicate-payments-found').innerText())
      .toBe(formatCurrency(Number(found!['v']), currency));
    await expect
      .poll(() => widget.getByTestId('duplicate-payments-confirmed').innerText())
      .toBe(formatCurrency(confirmedValue, currency));
    // one bar per month and figure, and the company codes
    await widget.locator('.recharts-bar-rectangle').first().waitFor();
    await expect
      .poll(() => widget.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count())
      .toBe(months.length);
    await expect.poll(() => widget.getByTestId('duplicate-payments-company-code').count()).toBeGreaterThan(0);
    await widget.scrollIntoViewIfNeeded();
    await docsScreenshot(page, 'duplicate-payments');
  });

  it('shows the share of the confirmed value recovered, and the amount, on the KPIs page', async () => {
    expect(amount).toBeGreaterThan(0);
    // the KPIs of all dates: the share of the confirmed value recovered, and the amount
    await page.goto(`${server.url}/kpis?${scope()}`);
    await page.getByLabel('FTEs in Accounts Payable').fill('2');
    const share = page.getByTestId('kpi-card-duplicate_value_recovered');
    await share.getByTestId('kpi-value').waitFor({ timeout: 30_000 });
    const rate = (100 * amount) / confirmedValue;
    await expect.poll(() => share.getByTestId('kpi-value').innerText()).toBe(formatPercent(rate));
    await expect
      .poll(() => share.getAttribute('data-colour'))
      .toBe(rate >= 80 ? 'green' : rate >= 50 ? 'amber' : 'red');
    await expect
      .poll(() => page.getByTestId('kpi-card-duplicates_recovered').getByTestId('kpi-value').innerText())
      .toBe(formatCurrency(amount, currency));
  });
});
