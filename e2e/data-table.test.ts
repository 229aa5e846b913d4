import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSummary, docsScreenshot, footerNumbers, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** The fields of one CSV line (RFC 4180 quoting). */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .slice(0, -1)
    .map((m) => (m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!));
}

/** The shared data table on the Purchase Orders detail, checked against SQL on the published table. */
describe('data table in Chromium: sort, filters, paging, CSV, drill-down', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  /** The payment term chosen in the value filter, kept by the later tests. */
  let chosen = '';
  const table = 'pub.pos__purchase_orders';
  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;
  const count = async (where = 'true', params: unknown[] = []) => {
    const [row] = await server.warehouse.query({
      sql: `select count(*)::integer as n from ${table} where system_id = $1 and (${where})`,
      params: [systemId, ...params],
    });
    return Number(row!['n']);
  };
  const detail = () => page.getByTestId('detail-table');
  const footer = async () => footerNumbers(await detail().getByTestId('table-footer-text').innerText());
  const waitIdle = async () => {
    await page.waitForFunction(
      () => document.querySelector('[data-testid="detail-table"]')?.getAttribute('aria-busy') === 'false',
    );
  };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1500, height: 900 }, acceptDownloads: true });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the detail from ?view=detail with the footer SQL gives, 100 rows a page and the legend', async () => {
    await page.goto(`${server.url}/purchase_orders/purchase_orders?view=detail&${scope()}`);
    await detail().getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    const total = await count();
    expect(total).toBeGreaterThan(100);
    await expect
      .poll(() => detail().getByTestId('table-footer-text').innerText())
      .toBe(`Showing 1 to 100 of ${total.toLocaleString('en-GB')}`);
    await expect.poll(() => detail().getByTestId('table-row').count()).toBe(100);
    await page.getByTestId('table-legend').getByText('= data quality issue').waitFor();
    await detail().getByTestId('total-row').getByText('Total').waitFor();
  });

  it('sorts on the server by a header click', async () => {
    await page.getByTestId('column-header-po_number').click();
    await page.getByText('Sort Descending').click();
    await waitIdle();
    const expected = await apiSummary(page, {
      system_id: systemId,
      module: 'pos',
      analysis: 'purchase_orders',
      sort: { col_alias: 'po_number', order: 'desc' },
      page_rows: 3,
      include_columns: ['po_number'],
    });
    const shown = await detail()
      .locator('[data-testid="table-row"] td[data-col="po_number"]')
      .allInnerTexts();
    expect(shown.slice(0, 3)).toEqual(expected.data.map((r) => String(r['po_number'])));
    await expect.poll(() => page.getByTestId('column-header-po_number').innerText()).toContain('▼');
  });

  it('filters by selected values from the server list', async () => {
    await page.getByTestId('column-header-payment_term').click();
    await page.getByText('Select Values...').click();
    const items = page.getByTestId('value-filter-item');
    await items.first().waitFor();
    const labels = await items.allInnerTexts();
    const values = await server.warehouse.query({
      sql: `select distinct payment_term from ${table} where system_id = $1 order by 1`,
      params: [systemId],
    });
    expect(values.length).toBeGreaterThan(1);
    expect(labels.length).toBe(values.length);
    await page.getByLabel('(Select All)').uncheck();
    chosen = labels.map((l) => l.trim()).find((l) => l !== '(blank)')!;
    await page.getByTestId('value-filter').getByLabel(chosen, { exact: true }).check();
    await page.getByTestId('value-filter').getByRole('button', { name: 'OK' }).click();
    await waitIdle();
    const filtered = await count('payment_term = $2', [chosen]);
    const [from, to, n, f, total] = await footer();
    expect([from, to, n, f, total]).toEqual([1, Math.min(100, filtered), filtered, filtered, await count()]);
    await page.getByTestId('filter-icon-payment_term').waitFor();
  });

  it('adds a custom filter with only the types of the column, groups and a dd/MM/yyyy date', async () => {
    await page.getByTestId('column-header-document_amount').click();
    await page.getByText('Custom Filter...').click();
    const modal = page.getByTestId('custom-filter-modal');
    const types = await modal.getByLabel('Filter type').first().locator('option').allInnerTexts();
    expect(types).toContain('Greater than or After');
    expect(types).not.toContain('Contains');
    await modal.getByLabel('Filter type').first().selectOption('Greater than or After');
    await modal.getByLabel('Filter value').first().fill('1000');
    await modal.getByRole('button', { name: 'Add group' }).click();
    const second = modal.getByTestId('custom-filter-group').nth(1);
    await second.getByRole('button', { name: 'or' }).first().click();
    await second.getByLabel('Filter type').selectOption('Less than or Before');
    await second.getByLabel('Filter value').fill('10');
    await modal.getByRole('button', { name: 'Apply Filters' }).click();
    await waitIdle();
    const expected = await count('(document_amount > 1000 or document_amount < 10) and payment_term = $2', [
      chosen,
    ]);
    await expect.poll(async () => (await footer())[2]).toBe(expected);

    // a date column offers the dd/MM/yyyy picker and no text operators
    await page.getByTestId('column-header-created_date').click();
    await page.getByText('Custom Filter...').click();
    const dateModal = page.getByTestId('custom-filter-modal');
    await expect
      .poll(() => dateModal.getByLabel('Filter type').locator('option').allInnerTexts())
      .not.toContain('Contains');
    await dateModal.getByLabel('Filter type').selectOption('Greater than or equal to');
    await dateModal.getByLabel('Filter value', { exact: true }).fill('01/01/2020');
    await dateModal.getByRole('button', { name: 'Apply Filters' }).click();
    await waitIdle();
    const withDate = await count(
      "(document_amount > 1000 or document_amount < 10) and payment_term = $2 and created_date >= date '2020-01-01'",
      [chosen],
    );
    await expect.poll(async () => (await footer())[2]).toBe(withDate);
    await detail()
      .locator('.table-responsive')
      .evaluate((el) => el.scrollTo({ left: 0 }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await docsScreenshot(page, 'detail-table-filtered');
  });

  it('pages with rows per page 10, Previous and Next', async () => {
    const n = (await footer())[2]!;
    await detail().getByTestId('rows-per-page').selectOption('10');
    await waitIdle();
    await expect.poll(() => detail().getByTestId('table-row').count()).toBe(Math.min(10, n));
    if (n > 10) {
      await detail().getByRole('button', { name: 'Next' }).click();
      await waitIdle();
      await expect.poll(async () => (await footer()).slice(0, 2)).toEqual([11, Math.min(20, n)]);
      await detail().getByRole('button', { name: 'Previous' }).click();
      await waitIdle();
      await expect.poll(async () => (await footer()).slice(0, 2)).toEqual([1, 10]);
    }
    await expect
      .poll(() => detail().getByTestId('rows-per-page').locator('option').allInnerTexts())
      .toEqual(['10', '25', '50', '100']);
    // the select-all column
    await detail().getByLabel('Select all rows').check();
    await expect
      .poll(() =>
        detail()
          .getByLabel('Select row')
          .evaluateAll((boxes) => boxes.every((b) => (b as HTMLInputElement).checked)),
      )
      .toBe(true);
    await detail().getByLabel('Select all rows').uncheck();
    await expect
      .poll(() =>
        detail()
          .getByLabel('Select row')
          .evaluateAll((boxes) => boxes.some((b) => (b as HTMLInputElement).checked)),
      )
      .toBe(false);
  });

  it('exports every filtered row to CSV, the same rows the API gives', async () => {
    const n = (await footer())[2]!;
    await detail().getByRole('button', { name: 'Export CSV' }).click();
    const link = page.getByRole('link', { name: 'Download CSV' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csvFields(lines[0]!).slice(0, 3)).toEqual(['Company Code', 'Company Name', 'Vendor ID']);
    expect(lines.length - 1).toBe(n);
    const poColumn = csvFields(lines[0]!).indexOf('PO Number');
    expect(lines.slice(1).every((l) => csvFields(l).length === csvFields(lines[0]!).length)).toBe(true);
    const csvPos = lines.slice(1).map((l) => csvFields(l)[poColumn]);
    const rows = await server.warehouse.query({
      sql: `select po_number from ${table} where system_id = $1 and payment_term = $2 and (document_amount > 1000 or document_amount < 10) and created_date >= date '2020-01-01'`,
      params: [systemId, chosen],
    });
    expect(new Set(csvPos)).toEqual(new Set(rows.map((r) => String(r['po_number']))));
    await page.getByTestId('csv-export-modal').waitFor({ state: 'detached' });
  });

  it('opens the detail of a summary row, filtered by its group values', async () => {
    await page.goto(`${server.url}/purchase_orders/purchase_orders?view=summary&${scope()}`);
    const summary = page.getByTestId('summary-table');
    await summary.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await docsScreenshot(page, 'summary-table');
    // the total row: 'Total', then the server's totals over every group (No. of POs = every PO)
    const totals = await summary.getByTestId('total-row').locator('td').allInnerTexts();
    expect(totals[0]).toBe('Total');
    // the vendor's name beside its id, then the figures
    const headers = await summary.locator('thead th').allInnerTexts();
    expect(headers.slice(0, 2).map((h) => h.trim())).toEqual(['Vendor', 'Vendor Name']);
    expect(totals[1]).toBe('');
    expect(Number(totals[2]!.replace(/,/g, ''))).toBe(await count());
    const vendor = (
      await summary.locator('[data-testid="table-row"] td[data-col="vendor_id"]').first().innerText()
    ).trim();
    await summary.getByTestId('table-row').first().click();
    await page.getByTestId('drill-down').getByText(`Details for: ${vendor}`).waitFor();
    await detail().getByTestId('table-row').first().waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('detail');
    await expect.poll(async () => (await footer())[2]).toBe(await count('vendor_id = $2', [vendor]));
    const vendors = await detail().locator('td[data-col="vendor_id"]').allInnerTexts();
    expect(new Set(vendors.map((v) => v.trim()))).toEqual(new Set([vendor]));
  });

  it('caps the value list at 1000 with its note, and a search selects all its results', async () => {
    await page.goto(`${server.url}/purchase_orders/purchase_orders?view=detail&${scope()}`);
    await detail().getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => count()).toBeGreaterThan(1000);
    await page.getByTestId('column-header-po_number').click();
    await page.getByText('Select Values...').click();
    const note = page.getByTestId('value-filter-cap');
    await note.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => note.innerText())
      .toBe('Only the first 1000 items are shown. Use the search to find others.');
    await expect.poll(() => page.getByTestId('value-filter-item').count()).toBe(1000);
    await page.getByLabel('Search values').fill('450000123');
    await page.waitForFunction(() => {
      const n = document.querySelectorAll('[data-testid="value-filter-item"]').length;
      return n > 0 && n < 1000;
    });
    await page.getByTestId('value-filter-cap').waitFor({ state: 'detached' });
    const items = page.getByTestId('value-filter-item');
    const shown = await items.allInnerTexts();
    expect(shown.every((v) => v.includes('450000123'))).toBe(true);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('[data-testid="value-filter-item"] input')].every(
        (i) => i.checked,
      ),
    );
    await page.getByTestId('value-filter').getByRole('button', { name: 'OK' }).click();
    await waitIdle();
    const expected = await count("po_number like '%450000123%'");
    expect(expected).toBe(shown.length);
    await expect.poll(async () => (await footer())[2]).toBe(expected);
  });
});
