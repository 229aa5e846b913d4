import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSummary, docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * Spec 01 §2 special routes, spec 03 §2.5, §2.7, §2.8: the KPIs, invoice timings, material pricing
 * and analysis-list pages on the demo data.
 */
describe('the special pages in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '3000' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInDemo(page, server.url);
    const system = await server.store
      .selectFrom('systems')
      .select('id')
      .where('name', '=', 'SAP-DEMO')
      .executeTakeFirstOrThrow();
    systemId = system.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const colourOf = (name: string) => page.getByTestId(`kpi-card-${name}`).getAttribute('data-colour');

  it('KPIs: asks for the inputs, then shows the cards of the period, coloured, and remembers the inputs', async () => {
    await page.goto(`${server.url}/kpis?year=-1&qualifier=-1&company_code=-1`);
    await page.getByText('Select/Enter Parameters above to display KPIs').waitFor();
    await page.getByTestId('kpis-period').getByText('Period: All dates').waitFor();

    await page.getByLabel('FTEs in Accounts Payable').fill('2');
    const processed = page.getByTestId('kpi-card-invoices_processed').getByTestId('kpi-value');
    await processed.waitFor();
    // the invoices of the period, as POST /summary counts them
    const all = await apiSummary(page, {
      system_id: systemId,
      module: 'invoices',
      analysis: 'kpi_users',
      year: -1,
      qualifier: -1,
      aggregate: [{ col: 'number_of_invoices', fn: ['sum'], alias: ['n'] }],
    });
    const invoices = Number(all.data[0]!['n']);
    expect(invoices).toBeGreaterThan(0);
    await expect.poll(async () => Number((await processed.textContent())!.replace(/,/g, ''))).toBe(invoices);
    expect(['red', 'amber', 'green']).toContain(await colourOf('invoices_per_fte'));
    // a KPI whose input is missing says so and stays light
    const cost = page.getByTestId('kpi-card-cost_per_invoice');
    await cost
      .getByText('To display select a value for FTEs, Total Yearly Cost, Users or Channels')
      .waitFor();
    await expect.poll(() => colourOf('cost_per_invoice')).toBe('light');

    // a huge AP cost per invoice is red, a tiny one green
    await page.getByLabel('Total yearly cost of AP').fill('100000');
    await cost.getByTestId('kpi-value').waitFor();
    await expect.poll(() => colourOf('cost_per_invoice')).toBe('red');
    await page.getByLabel('Total yearly cost of AP').fill('1');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="kpi-card-cost_per_invoice"]')?.getAttribute('data-colour') ===
        'green',
    );

    // the users come from kpi_users: choosing the busiest one gives the electronic share
    await page.getByLabel('Type or choose').click();
    const option = page.getByRole('listbox').getByRole('option').first();
    const user = (await option.locator('span').first().textContent())!;
    await option.click();
    await page.getByTestId('kpi-choices').getByText(user).waitFor();
    await page.getByTestId('kpi-card-electronic_invoices').getByTestId('kpi-value').waitFor();
    expect(['red', 'amber', 'green']).toContain(await colourOf('electronic_invoices'));
    await page.getByTestId('kpi-card-paid_on_time').getByTestId('kpi-value').waitFor();
    await docsScreenshot(page, 'kpis');

    // remembered locally: a new visit shows the same inputs and cards
    await page.goto(`${server.url}/kpis?year=-1&qualifier=-1&company_code=-1`);
    await expect.poll(() => page.getByLabel('FTEs in Accounts Payable').inputValue()).toBe('2');
    await expect.poll(() => page.getByLabel('Total yearly cost of AP').inputValue()).toBe('1');
    await page.getByTestId('kpi-choices').getByText(user).waitFor();
    await page.getByTestId('kpi-card-cost_per_invoice').getByTestId('kpi-value').waitFor();
    // Channels are offered (the demo system has the vim add-on), Origins are not (no readsoft)
    const types = await page.getByLabel('Type', { exact: true }).locator('option').allTextContents();
    expect(types).toEqual(['Users', 'Channels']);
  });

  it('KPIs: a year is replaced by the second most recent month of the date list', async () => {
    const systems = await page.evaluate(async () => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('session_id='))
          ?.slice('session_id='.length) ?? '',
      );
      const response = await fetch('/api_prd/systems', { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as { name: string; max_date: string }[];
    });
    const max = new Date(`${systems.find((s) => s.name === 'SAP-DEMO')!.max_date.slice(0, 10)}T00:00:00Z`);
    const second = new Date(Date.UTC(max.getUTCFullYear(), max.getUTCMonth() - 1, 1));
    const label = `${second.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${second.getUTCFullYear()}`;
    await page.goto(`${server.url}/kpis?year=${max.getUTCFullYear()}&qualifier=Y&company_code=-1`);
    await page.getByTestId('kpis-period').getByText(`Period: ${label}`).waitFor();
    await page.getByTestId('kpi-card-invoices_processed').getByTestId('kpi-value').waitFor();
  });

  it('Invoice timings: the trend with five toggled lines, processing days, bubbles and clearing vs due', async () => {
    await page.goto(`${server.url}/trends/invoice_timings`);
    const trend = page.getByTestId('timings-trend');
    await trend.locator('.recharts-line').first().waitFor();
    await expect.poll(() => trend.locator('.recharts-line').count()).toBe(5);
    await page.getByLabel('Due Date to Clearing (clearing_date_due_date)').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="timings-trend"] .recharts-line').length === 4,
    );
    await page.getByLabel('Entry to Posting (posting_date_created_date)').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="timings-trend"] .recharts-line').length === 3,
    );
    await page.getByLabel('Due Date to Clearing (clearing_date_due_date)').click();
    await page.getByLabel('Entry to Posting (posting_date_created_date)').click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="timings-trend"] .recharts-line').length === 5,
    );
    // no company-code or date selector on this page
    await expect.poll(() => page.getByTestId('page-title-scope').textContent()).toBe('SAP-DEMO');

    const processing = page.getByTestId('processing-days');
    await processing.getByTestId('processing-company').waitFor();
    await processing.locator('.recharts-bar-rectangle').first().waitFor();
    await processing.getByRole('button', { name: '10 slowest invoice creators' }).click();
    const slowest = page.getByTestId('processing-view-slowest_creators');
    await slowest.locator('.recharts-bar-rectangle').first().waitFor();
    const bars = await slowest.locator('.recharts-bar-rectangle').count();
    expect(bars).toBeGreaterThan(0);
    expect(bars).toBeLessThanOrEqual(10);
    await processing.getByRole('button', { name: '10 fastest invoice processors' }).click();
    await page
      .getByTestId('processing-view-fastest_processors')
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor();

    await expect
      .poll(() => page.getByTestId('processing-bubbles').locator('.recharts-scatter-symbol').count())
      .toBeGreaterThan(0);
    await page.getByTestId('processing-bubbles').getByText('Invoice value').click();
    await expect
      .poll(() => page.getByTestId('clearing-due-date').locator('.recharts-bar-rectangle').count())
      .toBeGreaterThan(0);
    await page.getByTestId('timings-trend').scrollIntoViewIfNeeded();
    await docsScreenshot(page, 'invoice-timings');
  });

  it('Material pricing: the offenders with sparklines; choosing one opens its trend', async () => {
    await page.goto(`${server.url}/trends/material_pricing?year=-1&qualifier=-1&company_code=-1`);
    await page.getByRole('heading', { name: 'Recent price increases greater than 5%' }).waitFor();
    const table = page.getByTestId('offenders-table');
    await table.getByTestId('table-row').first().waitFor();
    await table.getByTestId('sparkline').first().waitFor();
    const expected = await apiSummary(page, {
      system_id: systemId,
      module: 'material_pricing',
      analysis: 'price_increases',
      year: -1,
      qualifier: -1,
      sort: { col_alias: 'max_pct_change', order: 'desc' },
      page_number: 0,
      page_rows: 1,
    });
    const top = expected.data[0]!;
    const first = table.getByTestId('table-row').first();
    await expect
      .poll(() => first.locator('td[data-col="material_number"]').textContent())
      .toBe(String(top['material_number']));
    await docsScreenshot(page, 'material-pricing-offenders');

    await first.click();
    await page.getByTestId('detailed-analysis').waitFor();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Detailed Analysis' }).getAttribute('aria-selected'))
      .toBe('true');
    const trend = page.getByTestId('material-trend').first();
    await trend.locator('.recharts-line').first().waitFor();
    await expect
      .poll(() => trend.locator('h3').textContent())
      .toContain(`${String(top['material_number'])} / ${String(top['vendor_id'])}`);

    // the searchable select: another material and vendor
    const select = page.getByLabel('Material and vendor', { exact: true });
    const options = await select.locator('option:not([disabled])').allTextContents();
    expect(options.length).toBeGreaterThan(0);
    const other = options.find((o) => !o.startsWith(String(top['material_number']))) ?? options[0]!;
    const material = other.split(' ')[0]!;
    await page.getByPlaceholder('Search material or vendor').fill(material);
    await select.selectOption({ label: other });
    await page.waitForFunction(
      (m) => document.querySelector('[data-testid="material-trend"] h3')?.textContent?.startsWith(m) === true,
      material,
    );
    await docsScreenshot(page, 'material-pricing-detail');
  });

  it('the analysis list: every analysis by module, with counts and links that open it', async () => {
    await page.goto(`${server.url}/getAnalysisLists`);
    const list = page.getByTestId('analysis-lists');
    await list.getByTestId('analysis-list-module').first().waitFor();
    await expect.poll(() => list.getByTestId('analysis-list-module').count()).toBeGreaterThan(3);
    await list.getByRole('link', { name: 'KPIs' }).waitFor();
    await list.getByRole('link', { name: 'Invoice Timings' }).first().waitFor();
    await page.getByLabel('Search analyses').fill('distribution');
    await docsScreenshot(page, 'analysis-lists');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect.poll(async () => (await download).suggestedFilename()).toBe('analysis-list-SAP-DEMO.csv');
    await list.getByRole('link', { name: 'Invoice Distribution' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/invoice_distribution'));
    await page.getByTestId('page-title').getByText('Invoice Distribution').waitFor();
  });
});
