import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

type Row = Record<string, unknown>;
const count = (n: unknown) => Number(n).toLocaleString('en-GB');
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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
  /** The modal whose body has the test id (one of several stacked). */
  const dialogOf = (testId: string) => page.getByRole('dialog').filter({ has: page.getByTestId(testId) });
  /** The modal opened last (on top of the profile). */
  const top = () => modal().last();
  /** Closes the top modal and waits until only the profile is left. */
  const closeTop = async () => {
    await close(top()).click();
    await expect.poll(() => modal().count(), { timeout: 30_000 }).toBe(1);
  };
  /** Table content of a row: every field of the modal reads as the row's own cell of that column. */
  const expectTableContentOf = async (row: ReturnType<Page['locator']>, listTitle: string) => {
    await row.getByRole('button', { name: 'Show row' }).click();
    const content = dialogOf('table-content');
    await content.waitFor();
    await expect
      .poll(() => content.getByTestId('profile-title').innerText())
      .toBe(`Table content > ${listTitle}`);
    // each field as [name, value], in order: one read of the modal and one of the row
    const cells = await row
      .locator('td[data-col]')
      .evaluateAll((tds) => tds.map((td) => [td.getAttribute('data-col')!, (td as HTMLElement).innerText]));
    expect(cells.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        content
          .getByTestId('table-content-field')
          .evaluateAll((trs) =>
            trs.map((tr) => [tr.getAttribute('data-field')!, tr.querySelector('td')?.innerText ?? null]),
          ),
      )
      .toEqual(cells);
    return content;
  };

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
  /** Opens `path` unless the page shows it already with no modal open (the tests only read). */
  const show = async (path: string) => {
    const url = `${server.url}${path}`;
    if (page.url() !== url || (await modal().count()) > 0) await page.goto(url);
  };
  /**
   * Opens the profile of the first vendor of the vendor ranking from its first column (the demo's
   * first-ranked vendor has company codes, invoices, goods receipts and exceptions): its vendor id.
   */
  const openFirstVendorProfile = async () => {
    await show(`/ranking/vendor?view=summary&${scope()}`);
    const first = page.getByTestId('summary-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 30_000 });
    const vendorId = await first.locator('td[data-col="vendor_id"]').innerText();
    await first.locator('td[data-col="vendor_id"]').getByRole('button').click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toMatch(new RegExp(`^Vendor Profile > ${vendorId}: `));
    return vendorId;
  };
  /**
   * The vendor's invoices in all, and of the latest 1000 (the list's rows): how many, how many are
   * reversed or reversals, how many are ERS (MRRL) and neither.
   */
  const latestInvoices = async (vendorId: string) =>
    (
      await sql(
        `with latest as (select * from canon.invoices where system_id = $1 and vendor_id = $2
                         order by posting_date desc nulls last, internal_invoice_id desc nulls last limit 1000)
         select (select count(*) from canon.invoices where system_id = $1 and vendor_id = $2) as total,
                count(*) as listed,
                count(*) filter (where coalesce(is_reversed, false) or derived_document_type = 'REVERSAL') as reversed,
                count(*) filter (where upper(trim(tcode)) = 'MRRL' and not coalesce(is_reversed, false)
                                 and derived_document_type <> 'REVERSAL') as ers
         from latest`,
        [systemId, vendorId],
      )
    )[0];
  const closeProfile = async () => {
    await close().click();
    await modal().waitFor({ state: 'detached' });
  };
  /** A field of a modal's master fields, as shown. */
  const field = (dialog: ReturnType<Page['locator']>, name: string) =>
    dialog.getByTestId('master-fields').locator(`[data-field="${name}"] dd`).innerText();

  it("opens the vendor profile from the first column of the vendor ranking: its title, Master Data as SQL has it, a company code record's table content and company code profile", async () => {
    const vendorId = await openFirstVendorProfile();
    const [vendor] = await sql(
      'select vendor_name from canon.vendors where system_id = $1 and vendor_id = $2',
      [systemId, vendorId],
    );
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
    await expect
      .poll(() => master.locator('[data-count="number_company_codes"] .fs-5').innerText())
      .toBe(count(counts!['codes']));
    await expect
      .poll(() => master.locator('[data-count="number_invoices"] .fs-5').innerText())
      .toBe(count(counts!['invoices']));
    await expect
      .poll(() => master.getByTestId('vendor-company-codes').getByTestId('record-row').count())
      .toBe(Number(counts!['codes']));
    await docsScreenshot(page, 'vendor-profile');

    // Table content of the first company code record: every column as label and value, its link live
    // (the demo's first-ranked vendor has company code records)
    expect(Number(counts!['codes'])).toBeGreaterThan(0);
    const codeRow = master.getByTestId('vendor-company-codes').getByTestId('record-row').first();
    const content = await expectTableContentOf(codeRow, 'Company Codes');
    const code = await content.locator('[data-field="company_code"] td').innerText();
    const [record] = await sql(
      `select count(*)::integer as n from canon.vendor_company_codes
         where system_id = $1 and vendor_id = $2 and company_code = $3`,
      [systemId, vendorId, code],
    );
    expect(record!['n']).toBe(1);
    await content.locator('[data-field="company_code"]').getByRole('button').click();
    const codeProfile = dialogOf('company-code-master-data');
    await expect
      .poll(() => page.getByTestId('profile-title').last().innerText())
      .toBe(`Company Code Profile > ${code}`);
    await close(page.getByRole('dialog').last()).click();
    await codeProfile.waitFor({ state: 'detached' });
    await close(content).click();
    await content.waitFor({ state: 'detached' });
    await closeProfile();
  });

  it("shows the vendor profile's Transactions > Invoices: the summary, and the list without the reversed invoices unless asked, as SQL has them", async () => {
    const vendorId = await openFirstVendorProfile();
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
    await expect
      .poll(() => eur.locator('[data-figure="number_of_documents"]').innerText())
      .toBe(count(invoices!['n']));
    await expect
      .poll(() => eur.locator('[data-figure="total"]').innerText())
      .toBe(
        `€${Number(invoices!['total']).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
    const list = modal().getByTestId('profile-list-invoices');
    await list.waitFor({ timeout: 30_000 });
    const documents = await latestInvoices(vendorId);
    await expect
      .poll(async () => Number(await list.getAttribute('data-total')))
      .toBe(Number(documents!['total']));
    const rows = list.getByTestId('table-row');
    // by default the reversed invoices and reversals are left out (low priority)
    await expect.poll(() => rows.count()).toBe(Number(documents!['listed']) - Number(documents!['reversed']));
    await modal().getByTestId('invoice-toggles').getByLabel('Show reversed invoices').check();
    await expect.poll(() => rows.count()).toBe(Number(documents!['listed']));
    await closeProfile();
  });

  it("hides the ERS invoices (MRRL) of the vendor profile's invoices list on request", async () => {
    const vendorId = await openFirstVendorProfile();
    await modal().getByTestId('profile-tab-transactions').click();
    await modal().getByTestId('transactions-tab-invoices').click();
    const list = modal().getByTestId('profile-list-invoices');
    await list.waitFor({ timeout: 30_000 });
    const documents = await latestInvoices(vendorId);
    const rows = list.getByTestId('table-row');
    // the reversed invoices and reversals left out (by default), and the ERS invoices
    await modal().getByTestId('invoice-toggles').getByLabel('Hide ERS invoices (MRRL)').check();
    await expect
      .poll(() => rows.count())
      .toBe(Number(documents!['listed']) - Number(documents!['reversed']) - Number(documents!['ers']));
    await expect.poll(() => list.locator('td[data-col="tcode"]', { hasText: /^MRRL$/ }).count()).toBe(0);
    await closeProfile();
  });

  it("shows the table content of the vendor profile's first invoice listed: the row's cells, and the invoice SQL has", async () => {
    const vendorId = await openFirstVendorProfile();
    await modal().getByTestId('profile-tab-transactions').click();
    await modal().getByTestId('transactions-tab-invoices').click();
    const list = modal().getByTestId('profile-list-invoices');
    await list.waitFor({ timeout: 30_000 });
    const firstInvoice = list.getByTestId('table-row').first();
    const invoiceContent = await expectTableContentOf(firstInvoice, 'Invoices');
    const invoiceId = await invoiceContent.locator('[data-field="internal_invoice_id"] td').innerText();
    const [invoice] = await sql(
      `select external_invoice_id, posting_date::varchar as posting_date from canon.invoices
       where system_id = $1 and vendor_id = $2 and internal_invoice_id = $3`,
      [systemId, vendorId, invoiceId],
    );
    await expect
      .poll(() => invoiceContent.locator('[data-field="external_invoice_id"] td').innerText())
      .toBe(String(invoice!['external_invoice_id'] ?? ''));
    const [py, pm, pd] = String(invoice!['posting_date']).slice(0, 10).split('-').map(Number) as number[];
    await expect
      .poll(() => invoiceContent.locator('[data-field="posting_date"] td').innerText())
      .toBe(`${String(pd).padStart(2, '0')} ${monthNames[pm! - 1]} ${py}`);
    await close(invoiceContent).click();
    await invoiceContent.waitFor({ state: 'detached' });
    await closeProfile();
  });

  it("shows the vendor profile's Last Activity, its monthly Exceptions with a month's detail, and its Statements as the warehouse and the app store have them", async () => {
    const vendorId = await openFirstVendorProfile();
    await modal().getByTestId('profile-tab-transactions').click();
    // Transactions > Last Activity: one row per company code, the sap/hana columns
    await modal().getByTestId('transactions-tab-last_activity').click();
    const activity = modal().getByTestId('profile-list-last_activity');
    await activity.waitFor({ timeout: 30_000 });
    await expect.poll(() => activity.getByTestId('table-row').count()).toBeGreaterThan(0);
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
    await expect.poll(async () => Number(await exceptions.getAttribute('data-total'))).toBe(fact!['n']);
    const [y0, m0] = String(fact!['first']).split('-').map(Number) as [number, number];
    const [y1, m1] = String(fact!['last']).split('-').map(Number) as [number, number];
    const months = (y1 - y0) * 12 + (m1 - m0) + 1;
    await expect.poll(async () => Number(await exceptions.getAttribute('data-months'))).toBe(months);
    await exceptions.locator('.recharts-bar-rectangle').first().waitFor();
    if (months > 6) await expect.poll(() => exceptions.locator('.recharts-brush').count()).toBe(1);

    // Chart summary detail: a click on the last month's bar lists its exceptions as the fact has them
    const boxes = await exceptions
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) =>
        paths.map((p) => p.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width, h: r.height })),
      );
    const last = boxes.filter((b) => b.h > 1).sort((a, b) => b.x - a.x)[0]!;
    await page.mouse.click(last.x + last.w / 2, last.y + last.h / 2);
    const detail = dialogOf('exception-month');
    await detail.waitFor();
    const [lastMonth] = await sql(
      `select max(year_month) as ym from pub.weighted_exceptions__exceptions
       where system_id = $1 and vendor_id = $2 and exception_count > 0`,
      [systemId, vendorId],
    );
    const [ly, lm] = String(lastMonth!['ym']).split('-').map(Number) as [number, number];
    await expect
      .poll(() => detail.getByTestId('profile-title').innerText())
      .toBe(`Exceptions > ${monthNames[lm - 1]} ${ly}`);
    const monthRows = await sql(
      `select module, analysis, sum(exception_count)::integer as n from pub.weighted_exceptions__exceptions
       where system_id = $1 and vendor_id = $2 and year_month = $3
       group by module, analysis having sum(exception_count) > 0 order by n desc`,
      [systemId, vendorId, fact!['last']],
    );
    await expect
      .poll(() => detail.locator('[data-testid="exception-month-row"] td[data-col="count"]').allInnerTexts())
      .toEqual(monthRows.map((r) => count(r['n'])));
    await expect
      .poll(() => detail.locator('[data-testid="exception-month-total"] td[data-col="count"]').innerText())
      .toBe(count(monthRows.reduce((sum, r) => sum + Number(r['n']), 0)));
    await close(detail).click();
    await detail.waitFor({ state: 'detached' });

    // Statements: the vendor's statements kept in the app store (none in the demo), newest first
    await modal().getByTestId('profile-tab-statements').click();
    const kept = await server.store
      .selectFrom('vendor_statements')
      .select('filename')
      .where('system_id', '=', systemId)
      .where('vendor_id', '=', vendorId)
      .execute();
    if (kept.length === 0) await modal().getByTestId('no-statements').waitFor();
    else await expect.poll(() => modal().getByTestId('statement-row').count()).toBe(kept.length);
    await modal().getByRole('button', { name: 'Upload new statement' }).waitFor();

    await closeProfile();
  });

  it('opens the modals of the cells naming a payment term, a PO and an invoice, from the profile, with their rows as SQL has them', async () => {
    const vendorId = await openFirstVendorProfile();

    // a company-code record's payment term: its use over every invoice of the user's scope
    const termCell = modal()
      .getByTestId('vendor-company-codes')
      .locator('td[data-col="payment_term"]')
      .first();
    await termCell.waitFor({ timeout: 30_000 });
    const term = await termCell.innerText();
    await termCell.getByRole('button').click();
    await expect.poll(() => top().getByTestId('profile-title').innerText()).toBe(`Payment Term > ${term}`);
    const [used] = await sql(
      `select count(*)::integer as n, count(distinct company_code)::integer as codes
       from pub.payment_terms__payment_terms_used where system_id = $1 and payment_term = $2`,
      [systemId, term],
    );
    const termFields = top().getByTestId('master-fields');
    await termFields.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => termFields.locator('[data-field="number_of_invoices"] dd').innerText())
      .toBe(count(used!['n']));
    await expect
      .poll(() => top().getByTestId('profile-rows').getByTestId('table-row').count())
      .toBe(used!['codes']);
    await close(top()).click();
    await expect.poll(() => modal().count()).toBe(1);

    // Transactions > Purchase Orders: the newest PO with a goods receipt and an invoice, its details
    const [po] = await sql(
      `select p.po_number,
              (select count(*)::integer from pub.material_document_header_line_items__goods_receipts g
                where g.system_id = $1 and g.po_number = p.po_number) as receipts,
              (select count(*)::integer from canon.invoices i where i.system_id = $1 and i.po_number = p.po_number) as invoices
       from canon.purchase_orders p where p.system_id = $1 and p.vendor_id = $2
         and exists (select 1 from canon.invoices i where i.system_id = $1 and i.po_number = p.po_number)
         and exists (select 1 from canon.goods_receipts g where g.system_id = $1 and g.po_number = p.po_number)
       order by p.document_date desc nulls last, p.po_number desc limit 1`,
      [systemId, vendorId],
    );
    await modal().getByTestId('profile-tab-transactions').click();
    const pos = modal().getByTestId('profile-list-purchase_orders');
    await pos.waitFor({ timeout: 30_000 });
    await pos
      .locator('td[data-col="po_number"]', { hasText: String(po!['po_number']) })
      .first()
      .getByRole('button')
      .click();
    await expect
      .poll(() => top().getByTestId('profile-title').innerText())
      .toBe(`Purchase Order Details > ${String(po!['po_number'])}`);
    const receipts = top().getByTestId('rows-section-goods_receipts');
    const invoices = top().getByTestId('rows-section-invoice_documents');
    await expect
      .poll(() => receipts.getAttribute('data-rows'), { timeout: 30_000 })
      .toBe(String(po!['receipts']));
    await expect
      .poll(() => invoices.getAttribute('data-rows'), { timeout: 30_000 })
      .toBe(String(po!['invoices']));

    // one of its invoices: the invoice line items above it
    const invoiceCell = invoices.locator('td[data-col="internal_invoice_id"]').first();
    const invoiceId = await invoiceCell.innerText();
    await invoiceCell.getByRole('button').click();
    await expect
      .poll(() => top().getByTestId('profile-title').innerText())
      .toBe(`Invoice Line Items > ${invoiceId}`);
    const [lines] = await sql(
      'select count(*)::integer as n from canon.invoice_lines where system_id = $1 and internal_invoice_id = $2',
      [systemId, invoiceId],
    );
    await expect
      .poll(() => top().getByTestId('rows-section-invoice_line_items').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe(String(lines!['n']));
    await expect.poll(() => modal().count()).toBe(3);
    await close(top()).click();
    await close(top()).click();
    await close(top()).click();
    await modal().waitFor({ state: 'detached' });
  });

  it("opens the vendor company-code and payment methods modals from the profile's company code records, with their rows as SQL has them", async () => {
    const vendorId = await openFirstVendorProfile();
    const profile = dialogOf('vendor-profile');
    // Master Data > Company Codes: the company name opens the vendor's record in that company code
    const records = profile.getByTestId('vendor-company-codes');
    const codeRow = records
      .getByTestId('record-row')
      .filter({ has: page.getByTestId('open-vendor_company_code') })
      .first();
    await codeRow.waitFor({ timeout: 30_000 });
    const code = await codeRow.locator('td[data-col="company_code"]').innerText();
    await codeRow.getByTestId('open-vendor_company_code').click();
    await expect
      .poll(() => top().getByTestId('profile-title').innerText())
      .toBe(`Vendor Company Code Details > ${vendorId} / ${code}`);
    const [vcc] = await sql(
      `select count(*)::integer as n, max(payment_term) as term, max(company_name) as name
       from pub.vendor_master_company_code__vendor_company_code where system_id = $1 and vendor_id = $2 and company_code = $3`,
      [systemId, vendorId, code],
    );
    const vccDialog = dialogOf('modal-vendor_company_code');
    await expect
      .poll(() => vccDialog.getByTestId('rows-section-vendor_company_code').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe(String(vcc!['n']));
    expect(vcc!['n']).toBe(1);
    await expect.poll(() => field(vccDialog, 'vendor_id')).toBe(vendorId);
    await expect.poll(() => field(vccDialog, 'company_code')).toBe(code);
    await expect.poll(() => field(vccDialog, 'payment_term')).toBe(String(vcc!['term'] ?? '-'));
    await closeTop();

    // Master Data > Company Codes: a record's payment methods open each letter's method and use
    const [withMethods] = await sql(
      `select count(*)::integer as n from canon.vendor_company_codes
       where system_id = $1 and vendor_id = $2 and coalesce(trim(payment_methods), '') <> ''`,
      [systemId, vendorId],
    );
    const methodsButtons = records.getByTestId('open-payment_methods');
    await expect.poll(() => methodsButtons.count()).toBe(withMethods!['n']);
    const checkPaymentMethods = async (button: ReturnType<Page['locator']>) => {
      const value = await button.innerText();
      const letters = [...new Set([...value.replace(/[\s,;]/g, '')])];
      await button.click();
      await expect
        .poll(() => top().getByTestId('profile-title').innerText())
        .toBe(`Payment Methods > ${letters.join(', ')}`);
      const used = await sql(
        `select payment_method, count(payment_id)::integer as n from pub.payment_methods__payment_methods_used
         where system_id = $1 and payment_method in (${letters.map((_, i) => `$${i + 2}`).join(', ')})
         group by payment_method, payment_method_name, country order by payment_method`,
        [systemId, ...letters],
      );
      const methods = dialogOf('modal-payment_methods');
      await expect
        .poll(() => methods.getByTestId('rows-section-payment_methods_used').getAttribute('data-rows'), {
          timeout: 30_000,
        })
        .toBe(String(used.length));
      const rows = methods.getByTestId('profile-rows').getByTestId('table-row');
      await expect
        .poll(() => rows.locator('td[data-col="payment_method"]').allInnerTexts())
        .toEqual(used.map((u) => String(u['payment_method'])));
      await expect
        .poll(() => rows.locator('td[data-col="number_of_payments"]').allInnerTexts())
        .toEqual(used.map((u) => count(u['n'])));
    };
    // (the demo's first-ranked vendor has records with payment methods)
    expect(withMethods!['n']).toBeGreaterThan(0);
    await checkPaymentMethods(methodsButtons.first());
    await closeTop();
    await close(profile).click();
    await modal().waitFor({ state: 'detached' });
  });

  it("opens the last activity details and a goods receipt's lines from the profile's last activity, with their rows as SQL has them", async () => {
    const vendorId = await openFirstVendorProfile();
    const profile = dialogOf('vendor-profile');
    // Transactions > Last Activity: the date opens the record's last activity details
    await profile.getByTestId('profile-tab-transactions').click();
    await profile.getByTestId('transactions-tab-last_activity').click();
    const activity = profile.getByTestId('profile-list-last_activity');
    await activity.waitFor({ timeout: 30_000 });
    const activityRow = activity
      .getByTestId('table-row')
      .filter({ has: page.getByTestId('open-last_activity') })
      .first();
    const activityCode = await activityRow.locator('td[data-col="company_code"]').innerText();
    await activityRow.getByTestId('open-last_activity').click();
    await expect
      .poll(() => top().getByTestId('profile-title').innerText())
      .toBe(`Last Activity Details > ${vendorId} / ${activityCode}`);
    const [last] = await sql(
      `select count(*)::integer as n, max(last_activity_type) as type, max(last_po_number) as po
       from pub.vendors__last_activity_details where system_id = $1 and vendor_id = $2 and company_code = $3`,
      [systemId, vendorId, activityCode],
    );
    const details = dialogOf('modal-last_activity');
    await expect
      .poll(() => details.getByTestId('rows-section-last_activity_details').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe(String(last!['n']));
    expect(last!['n']).toBe(1);
    await expect.poll(() => field(details, 'company_code')).toBe(activityCode);
    await expect.poll(() => field(details, 'last_activity_type')).toBe(String(last!['type'] ?? '-'));
    await expect.poll(() => field(details, 'last_po_number')).toBe(String(last!['po'] ?? '-'));
    await closeTop();

    // Transactions > Last Activity: the last goods receipt number opens that material document's lines
    const grButton = activity.getByTestId('open-goods_receipts').first();
    const document = await grButton.innerText();
    await grButton.click();
    await expect
      .poll(() => top().getByTestId('profile-title').innerText())
      .toBe(`Goods Receipts > ${document}`);
    const lines = await sql(
      `select line_number::varchar as line from pub.material_document_header_line_items__goods_receipts
       where system_id = $1 and document_number = $2 order by posting_date desc, document_number desc, line_number`,
      [systemId, document],
    );
    const receipts = dialogOf('modal-goods_receipts');
    await expect
      .poll(() => receipts.getByTestId('rows-section-goods_receipts').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe(String(lines.length));
    expect(lines.length).toBeGreaterThan(0);
    const receiptRows = receipts.getByTestId('profile-rows').getByTestId('table-row');
    await expect
      .poll(() => receiptRows.locator('td[data-col="document_number"]').allInnerTexts())
      .toEqual(lines.map(() => document));
    await expect
      .poll(() => receiptRows.locator('td[data-col="line_number"]').allInnerTexts())
      .toEqual(lines.map((l) => String(l['line'])));
    await closeTop();

    await close(profile).click();
    await modal().waitFor({ state: 'detached' });
  });

  it("opens the goods receipts of a PO line from the profile's goods receipts, with their rows as SQL has them", async () => {
    await openFirstVendorProfile();
    const profile = dialogOf('vendor-profile');
    // Transactions > Goods Receipts: a line's receipt count opens the receipts of its PO line
    await profile.getByTestId('profile-tab-transactions').click();
    await profile.getByTestId('transactions-tab-goods_receipts').click();
    const grList = profile.getByTestId('profile-list-goods_receipts');
    await grList.waitFor({ timeout: 30_000 });
    const grRow = grList
      .getByTestId('table-row')
      .filter({ has: page.getByTestId('open-goods_receipts') })
      .first();
    const po = await grRow.locator('td[data-col="po_number"]').innerText();
    const poLine = await grRow.locator('td[data-col="po_line_item_number"]').innerText();
    const grCount = await grRow.locator('td[data-col="gr_count"]').innerText();
    await grRow.getByTestId('open-goods_receipts').click();
    await expect
      .poll(() => top().getByTestId('profile-title').innerText())
      .toBe(`Goods Receipts > PO ${po} line ${poLine}`);
    const [poLineReceipts] = await sql(
      `select count(*)::integer as n from pub.material_document_header_line_items__goods_receipts
       where system_id = $1 and po_number = $2 and po_line_item_number::varchar = $3`,
      [systemId, po, poLine],
    );
    const lineReceipts = dialogOf('modal-goods_receipts');
    await expect
      .poll(() => lineReceipts.getByTestId('rows-section-goods_receipts').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe(String(poLineReceipts!['n']));
    expect(count(poLineReceipts!['n'])).toBe(grCount);
    await expect
      .poll(
        async () =>
          new Set(
            await lineReceipts.getByTestId('table-row').locator('td[data-col="po_number"]').allInnerTexts(),
          ),
      )
      .toEqual(new Set([po]));
    await closeTop();
    await close(profile).click();
    await modal().waitFor({ state: 'detached' });
  });

  it("opens the vendor address details from a street of the duplicate vendors' detail, as SQL has them", async () => {
    // Duplicate vendors (detail): a street opens the vendor's address details from its master data
    await show(`/vendors/duplicates?view=detail&${scope()}`);
    const duplicates = page.getByTestId('detail-table');
    const streetRow = duplicates
      .getByTestId('table-row')
      .filter({ has: page.getByTestId('open-vendor_address') })
      .first();
    await streetRow.waitFor({ timeout: 30_000 });
    const addressVendor = await streetRow.locator('td[data-col="vendor_id"]').innerText();
    await streetRow.getByTestId('open-vendor_address').click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Vendor Address Details > ${addressVendor}`);
    const [address] = await sql(
      'select street, town, postcode, country, vat_id from canon.vendors where system_id = $1 and vendor_id = $2',
      [systemId, addressVendor],
    );
    const addressDialog = dialogOf('modal-vendor_address');
    await addressDialog.getByTestId('master-fields').waitFor({ timeout: 30_000 });
    await expect.poll(() => field(addressDialog, 'vendor_id')).toBe(addressVendor);
    for (const name of ['street', 'town', 'postcode', 'country', 'vat_id'])
      await expect.poll(() => field(addressDialog, name)).toBe(String(address![name] ?? '-'));
    await close().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('opens the cluster vendor address details from a duplicate-vendor cluster: its vendors, who is blocked and deactivated', async () => {
    const [cluster] = await sql(
      `select vendor_name_town_country_cluster_id as id, count(*)::integer as n
       from pub.vendor_duplicates__duplicate_vendors where system_id = $1 and vendor_name_town_country_cluster_id is not null
       group by 1 order by 2 desc, 1 limit 1`,
      [systemId],
    );
    const id = String(cluster!['id']);
    const flags = await sql(
      `select d.vendor_id, d.company_code,
              concat_ws(', ', case when m.is_vendor_blocked then 'Vendor' end,
                              case when m.is_vendor_company_code_blocked then 'Company Code' end) as blocked
       from pub.vendor_duplicates__duplicate_vendors d
       left join pub.vendor_master_company_code__vendor_company_code m
         on m.system_id = d.system_id and m.vendor_id = d.vendor_id and m.company_code = d.company_code
       where d.system_id = $1 and d.vendor_name_town_country_cluster_id = $2
       order by d.vendor_id, d.company_code`,
      [systemId, id],
    );
    await show(`/vendors/duplicates?view=detail&${scope()}`);
    const table = page.getByTestId('detail-table');
    await table.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await table
      .locator('td[data-col="vendor_name_town_country_cluster_id"]')
      .filter({ hasText: new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first()
      .getByRole('button')
      .click();
    const details = page.getByTestId('modal-cluster_vendor_address');
    await expect
      .poll(() => details.getByTestId('table-row').count(), { timeout: 30_000 })
      .toBe(cluster!['n']);
    await expect
      .poll(() => details.locator('td[data-col="blocked"]').allInnerTexts())
      .toEqual(flags.map((f) => String(f['blocked'] ?? '')));
    await close().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('opens the invoices of a PO from the invoice payment terms of the POs with no payment term, as SQL has them', async () => {
    // POs with no payment term (detail): the invoices' payment terms open the invoices of the PO (the
    // demo plants such POs, answers.json `pos_without_payment_term`).
    const [noTermPos] = await sql(
      `select count(*)::integer as n from pub.pos__no_payment_term where system_id = $1 and invoice_payment_terms is not null`,
      [systemId],
    );
    expect(noTermPos!['n']).toBeGreaterThan(0);
    await page.goto(`${server.url}/purchase_orders/no_payment_term?view=detail&${scope()}`);
    const noTerm = page.getByTestId('detail-table');
    const termsRow = noTerm
      .getByTestId('table-row')
      .filter({ has: page.getByTestId('open-invoice_payment_terms') })
      .first();
    await termsRow.waitFor({ timeout: 30_000 });
    const termsPo = await termsRow.locator('td[data-col="po_number"]').innerText();
    const termsCell = await termsRow.locator('td[data-col="invoice_payment_terms"]').innerText();
    await termsRow.getByTestId('open-invoice_payment_terms').click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Invoice Payment Terms > PO ${termsPo}`);
    const poInvoices = await sql(
      `select internal_invoice_id, payment_term from pub.invoices__invoice_documents
       where system_id = $1 and po_number = $2 order by posting_date desc, internal_invoice_id desc`,
      [systemId, termsPo],
    );
    const termsDialog = dialogOf('modal-invoice_payment_terms');
    await expect
      .poll(() => termsDialog.getByTestId('rows-section-invoice_documents').getAttribute('data-rows'), {
        timeout: 30_000,
      })
      .toBe(String(poInvoices.length));
    const invoiceRows = termsDialog.getByTestId('profile-rows').getByTestId('table-row');
    await expect
      .poll(() => invoiceRows.locator('td[data-col="internal_invoice_id"]').allInnerTexts())
      .toEqual(poInvoices.map((i) => String(i['internal_invoice_id'])));
    await expect
      .poll(() => invoiceRows.locator('td[data-col="payment_term"]').allInnerTexts())
      .toEqual(poInvoices.map((i) => String(i['payment_term'] ?? '')));
    // the cell lists the distinct terms of those invoices
    expect(termsCell.split(', ')).toEqual(
      [...new Set(poInvoices.map((i) => String(i['payment_term'] ?? '').trim()).filter(Boolean))].sort(),
    );
    await close().click();
    await modal().waitFor({ state: 'detached' });
  });

  it('opens the company code profile from the company code ranking, with its counts as SQL has them', async () => {
    await page.goto(`${server.url}/ranking/company_code?view=summary&${scope()}`);
    const first = page.getByTestId('summary-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 30_000 });
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
    await expect
      .poll(() => master.locator('[data-count="number_vendors"] .fs-5').innerText())
      .toBe(count(counts!['vendors']));
    await expect
      .poll(() => master.locator('[data-count="number_invoices"] .fs-5').innerText())
      .toBe(count(counts!['invoices']));
    // its purchase orders: the latest 1000 of all, each vendor id opening that vendor's profile above
    await modal().getByTestId('profile-tab-transactions').click();
    const pos = modal().getByTestId('profile-list-purchase_orders');
    await pos.waitFor({ timeout: 30_000 });
    const [orders] = await sql(
      'select count(*)::integer as n from canon.purchase_orders where system_id = $1 and company_code = $2',
      [systemId, code],
    );
    await expect.poll(async () => Number(await pos.getAttribute('data-total'))).toBe(orders!['n']);
    await expect.poll(() => pos.getByTestId('table-row').count()).toBe(Math.min(1000, Number(orders!['n'])));
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
    await expect
      .poll(() => result.innerText())
      .toBe(`${String(vendor!['vendor_id'])} ${String(vendor!['vendor_name'])}`);
    await result.click();
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Vendor Profile > ${String(vendor!['vendor_id'])}: ${String(vendor!['vendor_name'])}`);
    await close().click();
    await modal().waitFor({ state: 'detached' });
  });
});
