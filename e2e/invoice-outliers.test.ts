import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * Invoice Numbers out of Sequence in Chromium (spec 02, the "view outlier" link; spec 03 the
 * outlier-plot modal): each row's View outlier opens the plot of its invoice's series, which holds
 * as many points and outliers as the published plot table.
 */
describe('invoice numbers out of sequence: the outlier plot of a row', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens the plot of the row’s invoice from View outlier: its series, points and outliers as published', async () => {
    await page.goto(
      `${server.url}/invoices/late_early_id?view=detail&system=${systemId}&year=-1&qualifier=-1&company_code=-1`,
    );
    const table = page.getByTestId('detail-table');
    const firstRow = table.getByTestId('table-row').first();
    await firstRow.waitFor({ timeout: 30_000 });
    await page.getByText(/View outlier shows the invoice among its vendor’s numbers/).waitFor();
    const internalId = await firstRow.locator('td[data-col="internal_invoice_id"]').innerText();
    const external = await firstRow.locator('td[data-col="external_invoice_id"]').innerText();

    await firstRow.getByRole('button', { name: 'View outlier' }).click();
    const modal = page.getByTestId('outlier-plot');
    await modal.getByTestId('outlier-plot-selected').waitFor({ timeout: 30_000 });
    await expect
      .poll(() => modal.getByTestId('outlier-plot-selected').innerText())
      .toContain(`Invoice ${external} of`);

    const [series] = await server.warehouse.query({
      sql: `select series_id, series_size::integer as size,
                   (select count(*)::integer from pub.invoice_number_outlier_plot__outlier_plot q
                     where q.system_id = p.system_id and q.series_id = p.series_id and q.is_outlier) as outliers
            from pub.invoice_number_outlier_plot__outlier_plot p
            where system_id = $1 and invoice_id = $2`,
      params: [systemId, internalId],
    });
    const size = Number(series!['size']);
    const outliers = Number(series!['outliers']);
    await expect
      .poll(() => modal.getByTestId('outlier-plot-series').innerText())
      .toContain(
        `${size.toLocaleString('en-GB')} invoice numbers of the form ${String(series!['series_id']).split(' | ').at(-1)}, ${outliers} out of sequence`,
      );
    await modal.locator('[data-testid="outlier-point"]').first().waitFor();
    const drawn = {
      outliers: await modal.locator('[data-testid="outlier-point"]').count(),
      all:
        (await modal.locator('[data-testid="outlier-point"]').count()) +
        (await modal.locator('[data-testid="series-point"]').count()),
    };
    expect(drawn).toEqual({ outliers, all: Math.min(size, 1000) });

    // the table under the plot (spec 03 'Outlier-plot modal'): each outlier with the 3 invoices before
    // and after it; the other invoices behind '+ show more', folded again by '- hide'
    const numbers = modal.getByTestId('outlier-table');
    const rows = numbers.getByTestId('outlier-row');
    await expect
      .poll(() => numbers.locator('[data-testid="outlier-row"][data-outlier="true"]').count())
      .toBe(drawn.outliers);
    const shown = await rows.count();
    expect(shown).toBeLessThanOrEqual(drawn.outliers * 7);
    const more = numbers.getByTestId('outlier-show-more').first();
    if (shown < drawn.all) {
      const hidden = Number(/\((\d[\d,]*) invoices?\)/.exec(await more.innerText())![1]!.replace(/,/g, ''));
      await more.click();
      await expect.poll(() => rows.count()).toBe(shown + hidden);
      await numbers.getByTestId('outlier-hide').first().click();
      await expect.poll(() => rows.count()).toBe(shown);
    }
    await page.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
  });
});
