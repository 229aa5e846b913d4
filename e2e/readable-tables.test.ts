import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * Readable tables in Chromium (issue 18 item 4): a vendor is shown with its name beside its id
 * wherever a summary groups by it (the ranking included), and the wide finding tables show their
 * match evidence within the first screen width.
 */
describe('readable tables: vendor names beside ids, match evidence first', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let scope = '';
  const width = 1280;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width, height: 900 } });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
    scope = `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the vendor name beside the vendor id in the vendor ranking summary, as the vendor master has it', async () => {
    await page.goto(`${server.url}/ranking/vendor?view=summary&${scope}`);
    const summary = page.getByTestId('summary-table');
    const row = summary.getByTestId('table-row').first();
    await row.waitFor({ timeout: 30_000 });
    const headers = (await summary.locator('thead th').allInnerTexts()).map((h) => h.trim());
    expect(headers.slice(0, 2)).toEqual(['Vendor', 'Vendor Name']);
    const id = (await row.locator('td[data-col="vendor_id"]').innerText()).trim();
    const name = (await row.locator('td[data-col="vendor_name"]').innerText()).trim();
    const [vendor] = await server.warehouse.query({
      sql: 'select vendor_name from canon.vendors where system_id = $1 and vendor_id = $2',
      params: [systemId, id],
    });
    expect(name).toBe(String(vendor!['vendor_name']));
  });

  it('shows the match evidence of the OFAC and duplicate-invoice details within the first screen width', async () => {
    for (const [path, evidence] of [
      ['/vendors/ofac', ['Vendor Name', 'SDN Name', 'Match Score', 'Rule']],
      ['/invoices/duplicates', ['Vendor Name', 'Invoice Number', 'Score', 'Rule', 'Why']],
    ] as const) {
      await page.goto(`${server.url}${path}?view=detail&${scope}`);
      const table = page.getByTestId('detail-table');
      await table.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
      const headers = table.locator('thead th');
      const texts = (await headers.allInnerTexts()).map((h) => h.trim());
      for (const name of evidence) {
        const at = texts.indexOf(name);
        expect(at, `${path}: ${name}`).toBeGreaterThanOrEqual(0);
        const box = await headers.nth(at).boundingBox();
        expect(box!.x + box!.width, `${path}: ${name}`).toBeLessThanOrEqual(width);
      }
    }
  });
});
