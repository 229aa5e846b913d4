import fs from 'node:fs/promises';
import path from 'node:path';
import { formatDate } from '@spendlens/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** A small real PDF (one page with a line of text), its cross-reference offsets computed. */
function statementPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 14 Tf 72 770 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Vendor statements in Chromium (spec 03 §2.3, §4, §5, §8): the /statements list under Tools —
 * requesting statements of two vendors, deleting a request, a bulk upload with an unknown vendor — and
 * a vendor's Statements tab — upload, download, edits saved and cancelled, a flag, delete — each step
 * checked against the app store (and the statement files on disk), not only the screen.
 */
describe('vendor statements: the list and the Statements tab', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let systemName: string;
  let demoUserId: number;
  let table: Locator;
  const vendors: string[] = [];

  const requests = async () =>
    (
      await server.store
        .selectFrom('statement_requests')
        .select(['vendor_id', 'statement_request_date', 'requested_by'])
        .where('system_id', '=', systemId)
        .orderBy('vendor_id')
        .execute()
    ).map((r) => ({ ...r, statement_request_date: new Date(r.statement_request_date) }));
  const statements = () =>
    server.store.selectFrom('vendor_statements').selectAll().where('system_id', '=', systemId).execute();
  const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const row = (vendorId: string) =>
    table
      .getByTestId('table-row')
      .filter({ has: page.locator('td[data-col="vendor_id"]', { hasText: exactly(vendorId) }) });
  const cell = (vendorId: string, col: string) => row(vendorId).locator(`td[data-col="${col}"]`);
  const selectRow = (vendorId: string, on = true) =>
    row(vendorId).getByRole('checkbox', { name: 'Select row' }).setChecked(on);

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({
      viewport: { width: 1500, height: 950 },
      timezoneId: 'UTC',
      acceptDownloads: true,
    });
    const system = await server.store
      .selectFrom('systems')
      .select(['id', 'name'])
      .where('name', '=', 'SAP-DEMO')
      .executeTakeFirstOrThrow();
    systemId = system.id;
    systemName = system.name;
    demoUserId = (
      await server.store
        .selectFrom('users')
        .select('id')
        .where('uid', '=', 'demo@spendlens.test')
        .executeTakeFirstOrThrow()
    ).id;
    await signInDemo(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens from Tools in the sidebar and lists the vendors of the scope with their statement columns', async () => {
    await page.getByTestId('sidebar-toggle').click();
    await page.locator('.offcanvas.show:not(.showing)').waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Vendor Statements', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/statements');
    await page.getByTestId('statements-page').waitFor();
    await expect.poll(() => page.getByTestId('page-title').innerText()).toContain('Vendor Statements');

    // all dates and company codes: every vendor of the vendor summary
    await page.goto(`${server.url}/statements?system=${systemId}&year=-1&qualifier=-1&company_code=-1`);
    table = page.getByTestId('statements-table');
    await table.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    const shown = await table.locator('td[data-col="vendor_id"]').allInnerTexts();
    const [{ count }] = (await server.warehouse.query({
      sql: 'select count(distinct vendor_id)::integer as count from pub.vendors__vendor_summary where system_id = $1',
      params: [systemId],
    })) as [{ count: number }];
    await expect
      .poll(() => page.getByTestId('table-footer-text').innerText())
      .toContain(`of ${count.toLocaleString('en-GB')}`);
    expect(shown).toEqual([...shown].sort());
    vendors.push(...shown.slice(0, 4));
    await expect
      .poll(() => table.locator('thead').innerText())
      .toMatch(/Statement Request Date[\s\S]*Statement Status/);
    // nothing requested yet: no dates, and the actions need a selection
    await expect.poll(() => requests()).toEqual([]);
    await expect.poll(() => cell(vendors[0]!, 'statement_request_date').innerText()).toBe('-');
    await expect.poll(() => page.getByRole('button', { name: 'Request Statements' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Delete Requests' }).isDisabled()).toBe(true);
  });

  it('requests statements of two vendors, then deletes one request (only when every selected vendor has one)', async () => {
    // a refused request shows the error in red
    const upsert = (url: URL) =>
      url.pathname === '/api_prd/statement/vendor_request' && url.searchParams.get('action') === 'upsert';
    await page.route(upsert, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"error":"bad_request","message":"refused for the test"}',
      }),
    );
    await selectRow(vendors[0]!);
    await page.getByRole('button', { name: 'Request Statements' }).click();
    const error = page.getByTestId('statement-request-error');
    await error.waitFor();
    await expect.poll(() => error.innerText()).toBe('Error: refused for the test');
    await expect.poll(() => error.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(220, 53, 69)');
    await page.unroute(upsert);
    await expect.poll(() => requests()).toEqual([]);

    await selectRow(vendors[1]!);
    await page.getByRole('button', { name: 'Request Statements' }).click();
    await cell(vendors[1]!, 'statement_request_date').filter({ hasNotText: /^-$/ }).waitFor();
    const made = await requests();
    expect(made.map((r) => r.vendor_id)).toEqual([vendors[0], vendors[1]]);
    expect(made.every((r) => r.requested_by === demoUserId)).toBe(true);
    for (const r of made)
      await expect
        .poll(() => cell(r.vendor_id, 'statement_request_date').innerText())
        .toBe(formatDate(r.statement_request_date));
    // the table refreshed and the selection was cleared
    await expect
      .poll(() => table.getByRole('checkbox', { name: 'Select row', checked: true }).count())
      .toBe(0);

    const deleteButton = page.getByRole('button', { name: 'Delete Requests' });
    await selectRow(vendors[0]!);
    await selectRow(vendors[2]!);
    await expect.poll(() => deleteButton.isDisabled()).toBe(true);
    await selectRow(vendors[2]!, false);
    await expect.poll(() => deleteButton.isEnabled()).toBe(true);
    await docsScreenshot(page, 'statements-list');
    await deleteButton.click();
    await cell(vendors[0]!, 'statement_request_date').filter({ hasText: /^-$/ }).waitFor();
    await expect.poll(async () => (await requests()).map((r) => r.vendor_id)).toEqual([vendors[1]]);
    await expect.poll(() => cell(vendors[1]!, 'statement_request_date').innerText()).not.toBe('-');
  });

  it('bulk-uploads requests from a CSV: a missing file, a bad file, then the result with the unknown vendor', async () => {
    await page.getByRole('button', { name: 'Bulk Upload Requests' }).click();
    const dialog = page.getByTestId('request-upload-dialog');
    await dialog.getByRole('heading', { name: 'Upload Requested From List' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('You must choose a file').waitFor();

    const input = dialog.getByLabel('CSV file with the columns vendor_id and system_id');
    await input.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('vendor,system\n1,2\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Error uploading file. Please check file format and try again.').waitFor();
    await expect.poll(async () => (await requests()).map((r) => r.vendor_id)).toEqual([vendors[1]]);

    // by system id and by system name, a duplicate line, and an id no system has
    const csv = [
      'vendor_id,system_id',
      `${vendors[2]},${systemId}`,
      `${vendors[3]},${systemName}`,
      `${vendors[3]},${systemId}`,
      `NO-SUCH-VENDOR,${systemId}`,
    ].join('\r\n');
    await input.setInputFiles({ name: 'requests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const result = dialog.getByTestId('request-upload-result');
    await result.waitFor();
    await result.getByText('Successfully marked 2 vendors as Statement Requested').waitFor();
    await result.getByText('Warning!').waitFor();
    await result.getByText('1 vendor id(s) could not be found:').waitFor();
    const unknown = dialog.getByTestId('request-upload-unknown');
    await expect.poll(() => unknown.locator('th').allInnerTexts()).toEqual(['Vendor Id', 'System']);
    await expect
      .poll(() => unknown.locator('tbody td').allInnerTexts())
      .toEqual(['NO-SUCH-VENDOR', systemName]);
    await expect
      .poll(async () => (await requests()).map((r) => r.vendor_id))
      .toEqual([vendors[1], vendors[2], vendors[3]].sort());
    await docsScreenshot(page, 'statements-bulk-upload');

    await dialog.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // closing after the result refreshes the list
    await cell(vendors[3]!, 'statement_request_date').filter({ hasNotText: /^-$/ }).waitFor();
    await expect.poll(() => cell(vendors[2]!, 'statement_request_date').innerText()).not.toBe('-');
  });

  it('uploads, downloads, edits (Save Changes and Cancel), flags and deletes a statement in the vendor’s Statements tab', async () => {
    // each read after an action polls: on a busy machine a form renders a step after the action
    const settled = { timeout: 10_000 };
    const vendorId = vendors[0]!;
    const vendorName = await cell(vendorId, 'vendor_name').innerText();
    await cell(vendorId, 'vendor_id').getByRole('button', { name: vendorId, exact: true }).click();
    const modal = page.getByTestId('vendor-statements-modal');
    await modal.getByRole('heading', { name: `Vendor Statements > ${vendorId}: ${vendorName}` }).waitFor();
    await modal.getByText('No statements found for this Vendor').waitFor();

    // the upload dialog: the spec's messages, a failed save, then the saved statement
    await modal.getByRole('button', { name: 'Upload new statement' }).click();
    const upload = page.getByTestId('statement-upload-dialog');
    await upload.getByRole('heading', { name: 'Upload new statement' }).waitFor();
    await expect.poll(() => upload.getByLabel('Status').inputValue(), settled).toBe('awaiting review');
    await upload.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'You must choose a file',
      'Sent from name is required',
      'A valid Sent from email address is required',
      'Company Code/Country is required',
      'Statement date is required',
    ])
      await upload.getByText(message, { exact: true }).waitFor();
    await docsScreenshot(page, 'statements-upload-dialog');
    const pdf = statementPdf('Statement of account, February 2026');
    await upload
      .getByLabel('Statement file')
      .setInputFiles({ name: 'February.pdf', mimeType: 'application/pdf', buffer: pdf });
    await upload.getByLabel('Sent from name').fill('Ann Vendor');
    await upload.getByLabel('Sent from email').fill('ann@vendor.test');
    await upload.getByLabel('Company Code/Country').fill('1000');
    await upload.getByLabel('Statement date', { exact: true }).fill('28/02/2026');
    await upload.getByLabel('Credits').check();
    const newStatement = (url: URL) => url.pathname === '/api_prd/statement/';
    await page.route(newStatement, (route) => route.fulfill({ status: 500, body: '' }));
    await upload.getByRole('button', { name: 'Save' }).click();
    await upload
      .getByText('Error saving upload. Try again. If problem persists, contact administrator')
      .waitFor();
    await page.unroute(newStatement);
    await expect.poll(() => statements()).toEqual([]);
    await upload.getByRole('button', { name: 'Save' }).click();
    await upload.waitFor({ state: 'detached' });

    const tab = modal.getByTestId('vendor-statements-table');
    const statementRow = tab.getByTestId('statement-row');
    await statementRow.waitFor();
    const [saved] = await statements();
    expect(saved).toMatchObject({
      vendor_id: vendorId,
      vendor_name: vendorName,
      file_ext: 'pdf',
      statement_date: '2026-02-28',
      status: 'awaiting review',
      is_clean: false,
      has_grni: false,
      has_credits: true,
      received_from_name: 'Ann Vendor',
      received_from_email: 'ann@vendor.test',
      business_unit: '1000',
      comments: '',
      uploaded_by: demoUserId,
    });
    const stored = path.join(server.dataDir, 'statements', saved!.filename);
    await expect.poll(() => fs.readFile(stored)).toEqual(pdf);
    await expect.poll(() => statementRow.getAttribute('data-filename'), settled).toBe(saved!.filename);
    await expect
      .poll(() => statementRow.getByRole('checkbox', { name: 'Credits' }).isChecked(), settled)
      .toBe(true);

    // the download is the file, saved as a vendor statement with its extension
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statementRow.getByRole('button', { name: saved!.filename }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vendor_statement_${vendorId}_2026-02-28.pdf`);
    await expect.poll(async () => fs.readFile((await download.path())!)).toEqual(pdf);

    // text edits wait 1000 ms before they count, then Cancel drops them
    const saveChanges = modal.getByRole('button', { name: 'Save Changes' });
    const unsaved = modal.getByTestId('statement-unsaved');
    await statementRow.getByLabel('Received from name').fill('');
    await expect.poll(() => unsaved.count(), settled).toBe(0);
    await modal.getByText('Sent from name is required').waitFor();
    await unsaved.waitFor();
    await expect.poll(() => saveChanges.isDisabled(), settled).toBe(true);
    await statementRow.getByLabel('Comments').fill('to be dropped');
    await modal.getByRole('button', { name: 'Cancel', exact: true }).click();
    await unsaved.waitFor({ state: 'detached' });
    await expect
      .poll(() => statementRow.getByLabel('Received from name').inputValue(), settled)
      .toBe('Ann Vendor');
    await expect.poll(() => statementRow.getByLabel('Comments').inputValue(), settled).toBe('');
    await expect
      .poll(async () => (await statements())[0])
      .toMatchObject({
        received_from_name: 'Ann Vendor',
        comments: '',
        updated_by: null,
      });

    // Save Changes sends them together
    await statementRow.getByLabel('Comments').fill('Agreed with the ledger');
    await statementRow.getByLabel('Status').fill('review completed');
    await statementRow.getByLabel('Received from email').fill('accounts@vendor.test');
    const statementDate = statementRow.getByLabel('Statement date', { exact: true });
    await expect.poll(() => statementDate.inputValue(), settled).toBe('28/02/2026');
    await statementDate.fill('31/01/2026');
    await unsaved.waitFor();
    await docsScreenshot(page, 'statements-tab');
    await saveChanges.click();
    await unsaved.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await statements())[0])
      .toMatchObject({
        comments: 'Agreed with the ledger',
        status: 'review completed',
        received_from_email: 'accounts@vendor.test',
        received_from_name: 'Ann Vendor',
        statement_date: '2026-01-31',
        updated_by: demoUserId,
      });
    await expect.poll(() => statementRow.getByLabel('Status').inputValue()).toBe('review completed');

    // a flag saves at once
    const grni = statementRow.getByRole('checkbox', { name: 'GRNI' });
    await grni.check();
    await expect.poll(async () => (await statements())[0]!.has_grni).toBe(true);
    await grni.and(page.locator(':enabled')).waitFor();
    await expect.poll(() => grni.isChecked()).toBe(true);

    // the list shows the vendor's latest statement once the tab is closed
    await modal.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await cell(vendorId, 'statement_status').filter({ hasText: 'review completed' }).waitFor();
    await expect.poll(() => cell(vendorId, 'statement_count').innerText()).toBe('1');
    await expect.poll(() => cell(vendorId, 'statement_date').innerText()).toBe('31 Jan 2026');

    // delete after a confirmation: the row and its file go
    await cell(vendorId, 'vendor_id').getByRole('button', { name: vendorId, exact: true }).click();
    await modal.getByTestId('statement-row').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByTestId('delete-statement-dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => statements()).toHaveLength(1);
    await modal.getByTestId('statement-row').getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await modal.getByText('No statements found for this Vendor').waitFor();
    await expect.poll(() => statements()).toEqual([]);
    await expect(fs.stat(stored)).rejects.toThrow();
    await modal.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();
    await cell(vendorId, 'statement_count').filter({ hasText: /^0$/ }).waitFor();
  });
});
