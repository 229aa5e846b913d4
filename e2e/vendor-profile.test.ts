import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

type Row = Record<string, unknown>;
const count = (n: unknown) => Number(n).toLocaleString('en-GB');

/**
 * Spec 03 §2.2 in Chromium: the first column of the vendor ranking opens the vendor profile, whose
 * tabs show the figures SQL has on the warehouse; the company code ranking opens the company code
 * profile; the vendor search of the top bar opens a profile too.
 */
describe('vendor and company code profiles in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  const sql = async (text: string, params: unknown[]) =>
    (await server.warehouse.query({ sql: text, params: params as never })) as Row[];
  const modal = () => page.getByRole('dialog');
  /** The footer's Close button of a modal (the header has a close control of the same name). */
  const close = (dialog = modal()) => dialog.locator('.modal-footer').getByRole('button', { name: 'Close' });

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
    await signInDemo(page, server.url);
    const [system] = await server.store
      .selectFrom('systems')
      .select('id')
      .where('name', '=', 'SAP-DEMO')
      .execute();
    systemId = system!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;

  it('opens the vendor profile from the first column of the vendor ranking: master data, transactions and exceptions as SQL has them', async () => {
    await page.goto(`${server.url}/ranking/vendor?view=summary&${scope()}`);
    const first = page.getByTestId('summary-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 60_000 });
    const vendorId = await first.locator('td[data-col="vendor_id"]').innerText();
    const [vendor] = await sql(
      'select vendor_name from canon.vendors where system_id = $1 and vendor_id = $2',
      [systemId, vendorId],
    );
    await first.locator('td[data-col="vendor_id"]').getByRole('button').click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Vendor Profile > ${vendorId}: ${String(vendor!['vendor_name'])}`);

    // Master Data: company codes and invoice documents
    const [counts] = await sql(
      `select (select count(*) from canon.vendor_company_codes where system_id = $1 and vendor_id = $2) as codes,
              (select count(*) from canon.invoices where system_id = $1 and vendor_id = $2) as invoices`,
      [systemId, vendorId],
    );
    const master = modal().getByTestId('vendor-master-data');
    await master.waitFor();
    // the tab list is data (vendorProfileTabs): Master Data, Transactions, Exceptions, then Statements
    const tabs = await modal().getByRole('tablist').first().getByRole('tab').allInnerTexts();
    expect(tabs.slice(0, 3)).toEqual(['Master Data', 'Transactions', 'Exceptions']);
    expect(await master.locator('[data-count="number_company_codes"] .fs-5').innerText()).toBe(
      count(counts!['codes']),
    );
    expect(await master.locator('[data-count="number_invoices"] .fs-5').innerText()).toBe(
      count(counts!['invoices']),
    );
    expect(await master.getByTestId('vendor-company-codes').getByTestId('record-row').count()).toBe(
      Number(counts!['codes']),
    );
    await docsScreenshot(page, 'vendor-profile');

    // Transactions > Invoices: the summary and the list with its options
    await modal().getByTestId('profile-tab-transactions').click();
    await modal().getByTestId('transactions-tab-invoices').click();
    const summary = modal().getByTestId('invoice-summary');
    await summary.waitFor({ timeout: 30_000 });
    const [invoices] = await sql(
      `select count(*) as n, sum(common_amount)::double as total from canon.invoices
       where system_id = $1 and vendor_id = $2 and derived_document_type in ('PO-INVOICE', 'NON-PO-INVOICE')
         and not coalesce(is_reversed, false) and common_currency = 'EUR'`,
      [systemId, vendorId],
    );
    const eur = summary.locator('tr[data-currency="EUR"]');
    expect(await eur.locator('[data-figure="number_of_documents"]').innerText()).toBe(count(invoices!['n']));
    expect(await eur.locator('[data-figure="total"]').innerText()).toBe(
      `€${Number(invoices!['total']).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    const list = modal().getByTestId('profile-list-invoices');
    await list.waitFor({ timeout: 30_000 });
    const [documents] = await sql(
      `with latest as (select * from canon.invoices where system_id = $1 and vendor_id = $2
                       order by posting_date desc nulls last, internal_invoice_id desc nulls last limit 1000)
       select (select count(*) from canon.invoices where system_id = $1 and vendor_id = $2) as total,
              count(*) as listed,
              count(*) filter (where coalesce(is_reversed, false) or derived_document_type = 'REVERSAL') as reversed,
              count(*) filter (where upper(trim(tcode)) = 'MRRL' and not coalesce(is_reversed, false)
                               and derived_document_type <> 'REVERSAL') as ers
       from latest`,
      [systemId, vendorId],
    );
    expect(Number(await list.getAttribute('data-total'))).toBe(Number(documents!['total']));
    const rows = list.getByTestId('table-row');
    // by default the reversed invoices and reversals are left out (low priority)
    expect(await rows.count()).toBe(Number(documents!['listed']) - Number(documents!['reversed']));
    await modal().getByLabel('Show reversed invoices').check();
    expect(await rows.count()).toBe(Number(documents!['listed']));
    await modal().getByLabel('Show reversed invoices').uncheck();
    await modal().getByLabel('Hide ERS invoices (MRRL)').check();
    expect(await rows.count()).toBe(
      Number(documents!['listed']) - Number(documents!['reversed']) - Number(documents!['ers']),
    );
    expect(await list.locator('td[data-col="tcode"]', { hasText: /^MRRL$/ }).count()).toBe(0);

    // Transactions > Last Activity: one row per company code, the sap/hana columns
    await modal().getByTestId('transactions-tab-last_activity').click();
    const activity = modal().getByTestId('profile-list-last_activity');
    await activity.waitFor({ timeout: 30_000 });
    expect(await activity.getByTestId('table-row').count()).toBeGreaterThan(0);
    const headers = await activity.locator('th').allInnerTexts();
    expect(headers).toContain('Last PO Number');
    expect(headers).not.toContain('Last Purchase Date');

    // Exceptions: the monthly exceptions of every analysis, the last 7 months with a brush
    await modal().getByTestId('profile-tab-exceptions').click();
    const exceptions = modal().getByTestId('profile-exceptions');
    await exceptions.waitFor();
    const [fact] = await sql(
      `select sum(exception_count)::integer as n, count(distinct year_month)::integer as months,
              min(year_month) as first, max(year_month) as last
       from pub.weighted_exceptions__exceptions where system_id = $1 and vendor_id = $2 and year_month is not null`,
      [systemId, vendorId],
    );
    expect(Number(await exceptions.getAttribute('data-total'))).toBe(fact!['n']);
    const [y0, m0] = String(fact!['first']).split('-').map(Number) as [number, number];
    const [y1, m1] = String(fact!['last']).split('-').map(Number) as [number, number];
    const months = (y1 - y0) * 12 + (m1 - m0) + 1;
    expect(Number(await exceptions.getAttribute('data-months'))).toBe(months);
    await exceptions.locator('.recharts-bar-rectangle').first().waitFor();
    if (months > 6) expect(await exceptions.locator('.recharts-brush').count()).toBe(1);

    await close().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('opens the company code profile from the company code ranking, with its counts as SQL has them', async () => {
    await page.goto(`${server.url}/ranking/company_code?view=summary&${scope()}`);
    const first = page.getByTestId('summary-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 60_000 });
    const code = await first.locator('td[data-col="company_code"]').innerText();
    await first.locator('td[data-col="company_code"]').getByRole('button').click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Company Code Profile > ${code}`);
    const [counts] = await sql(
      `select (select count(distinct vendor_id) from canon.vendor_company_codes where system_id = $1 and company_code = $2) as vendors,
              (select count(*) from canon.invoices where system_id = $1 and company_code = $2) as invoices`,
      [systemId, code],
    );
    const master = modal().getByTestId('company-code-master-data');
    await master.waitFor();
    const tabs = await modal().getByRole('tablist').first().getByRole('tab').allInnerTexts();
    expect(tabs).toEqual(['Master Data', 'Transactions', 'Exceptions']);
    expect(await master.locator('[data-count="number_vendors"] .fs-5').innerText()).toBe(
      count(counts!['vendors']),
    );
    expect(await master.locator('[data-count="number_invoices"] .fs-5').innerText()).toBe(
      count(counts!['invoices']),
    );
    // its purchase orders: the latest 1000 of all, each vendor id opening that vendor's profile above
    await modal().getByTestId('profile-tab-transactions').click();
    const pos = modal().getByTestId('profile-list-purchase_orders');
    await pos.waitFor({ timeout: 30_000 });
    const [orders] = await sql(
      'select count(*)::integer as n from canon.purchase_orders where system_id = $1 and company_code = $2',
      [systemId, code],
    );
    expect(Number(await pos.getAttribute('data-total'))).toBe(orders!['n']);
    expect(await pos.getByTestId('table-row').count()).toBe(Math.min(1000, Number(orders!['n'])));
    const vendorCell = pos.locator('td[data-col="vendor_id"]').first();
    const vendorId = await vendorCell.innerText();
    await vendorCell.getByRole('button').click();
    await expect
      .poll(() => modal().last().getByTestId('profile-title').innerText())
      .toMatch(new RegExp(`^Vendor Profile > ${vendorId}: `));
    await close(modal().last()).click();
    await expect.poll(() => modal().count()).toBe(1);
    await close().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('opens a vendor’s profile from the vendor search of the top bar', async () => {
    const [vendor] = await sql(
      `select vendor_id, vendor_name from canon.vendors where system_id = $1 and vendor_name ilike '%catering%'
       order by vendor_name, vendor_id limit 1`,
      [systemId],
    );
    await page.getByTestId('vendor-search').click();
    await page.getByTestId('vendor-search-input').fill('catering');
    const result = page.getByTestId('vendor-search-result').first();
    await result.waitFor({ timeout: 30_000 });
    expect(await result.innerText()).toBe(
      `${String(vendor!['vendor_id'])} ${String(vendor!['vendor_name'])}`,
    );
    await result.click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Vendor Profile > ${String(vendor!['vendor_id'])}: ${String(vendor!['vendor_name'])}`);
    await close().click();
    await modal().waitFor({ state: 'detached' });
  });
});
