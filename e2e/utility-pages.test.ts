import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { copyDemoUser } from './support/demo-user-copy';
import { startE2eServer } from './support/start-e2e-server';

/** Spec 03 §2.4, §2.9, §2.10: two-factor enrolment and the utility pages, as the demo user sees them. */
describe('two-factor enrolment and the utility pages in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill('demo@spendlens.test');
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const shot = (name: string) => docsScreenshot(page, name, true);

  it('enrols step by step: get the app, the QR code, the confirmation dialog and its error', async () => {
    await page.goto(`${server.url}/mfa`);
    await page.getByRole('heading', { name: 'Step 1: Get the authenticator app' }).waitFor();
    await page.getByRole('link', { name: 'App Store' }).first().waitFor();
    await shot('mfa-enrol-get-app');
    await page.getByRole('button', { name: 'Next' }).click();
    const qr = page.getByRole('img', { name: 'QR code to scan with the authenticator app' });
    await qr.waitFor();
    await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await shot('mfa-enrol-qr-code');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await qr.waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Code shown in the app').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Error confirming QR code. Please try again, or contact us.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows the already-enrolled panel to a user with a second factor', async () => {
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('user', JSON.stringify({ ...user, has_mfa: true }));
    });
    await page.goto(`${server.url}/mfa`);
    await page.getByTestId('mfa-enrolled').getByRole('link', { name: 'contact us' }).waitFor();
    await page.evaluate(() => {
      const user = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
      window.localStorage.setItem('user', JSON.stringify({ ...user, has_mfa: false }));
    });
  });

  it('sends a Contact Us message', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Enter a message', { exact: true }).nth(1).waitFor();
    await page.getByLabel('Enter a message').fill('Please add our second SAP system.');
    await shot('contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you! Message Sent.').waitFor();
    await page.getByText('We will be in touch shortly.').waitFor();
  });

  it('lists the extractors, SAP first, and downloads each kit as a zip', async () => {
    await page.goto(`${server.url}/downloads`);
    const table = page.getByTestId('downloads');
    await table.getByText('SAP ECC / S/4HANA').waitFor();
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.first().getAttribute('data-testid')).toBe('download-sap');
    const downloadButton = (erp: string) =>
      table.getByTestId(`download-${erp}`).getByRole('button', { name: 'Download' });
    for (const [erp, row, file] of [
      ['sap', 'SAP ECC / S/4HANA', 'extractors/sap/ZSPENDLENS_EXTRACT.abap'],
      ['oracle-ebs', 'Oracle E-Business Suite (R12 and 11i)', 'extractors/oracle-ebs/extract-r12.sql'],
      ['jde', 'JD Edwards EnterpriseOne', 'extractors/jde/extract-oracle.sql'],
      ['netsuite', 'NetSuite', 'extractors/netsuite/extract-netsuite.mjs'],
      ['docuware', 'DocuWare', 'extractors/docuware/manifest.template.json'],
    ] as const) {
      await table.getByTestId(`download-${erp}`).getByText(row, { exact: true }).waitFor();
      await expect.poll(() => downloadButton(erp).isEnabled()).toBe(true);
      const [download] = await Promise.all([page.waitForEvent('download'), downloadButton(erp).click()]);
      expect(download.suggestedFilename()).toBe(`spendlens-extractor-${erp}.zip`);
      const zip = unzipSync(new Uint8Array(await fs.readFile(await download.path())));
      expect(Object.keys(zip), erp).toEqual(
        expect.arrayContaining([file, `extractors/${erp}/README.md`, 'extractors/make-manifest.sh']),
      );
    }
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The download failed' }).count())
      .toBe(0);
    await shot('downloads');
  });

  it('shows the extraction log of the system', async () => {
    await page.goto(`${server.url}/extraction_status`);
    const table = page.getByTestId('extraction-status');
    await table.getByText('complete').first().waitFor();
    await table.getByText('SAP-DEMO').first().waitFor();
    await expect
      .poll(() => table.locator('tbody tr td:nth-child(2)').first().textContent())
      .toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
    await shot('extraction-status');
  });

  it('shows each sign-in in the Login Log as it happens, without an ingest: help alert, Date, Status and User ID', async () => {
    // this session's sign-in came after the demo ingest; a failed attempt of the admin comes now
    const wrong = await fetch(`${server.url}/api_prd/authenticate`, {
      headers: { Authorization: `Basic ${Buffer.from('admin@spendlens.test:wrong').toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
    await server.ingest.signInsSettled();
    await page.goto(`${server.url}/login_log`);
    await page.getByText('this log shows each sign-in as it happens').waitFor();
    const table = page.getByTestId('login-log');
    await table.getByText('demo@spendlens.test').first().waitFor();
    await table.getByText('admin@spendlens.test').first().waitFor();
    await expect
      .poll(() => table.locator('tbody tr', { hasText: 'admin@spendlens.test' }).first().innerText())
      .toMatch(/failed/);
    await expect
      .poll(() => table.locator('thead th').allTextContents())
      .toEqual(['Date', 'Status', 'User ID']);
    const dates = await table.locator('tbody tr td:first-child').allTextContents();
    expect(dates[0]).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
    await shot('login-log');
    await page.getByRole('button', { name: 'Close alert' }).click();
    await page.getByRole('button', { name: 'Show help' }).click();
    await page.getByText('this log shows each sign-in as it happens').waitFor();
  });

  it('edits the display configuration: refuses invalid JSON by line, saves versions, undoes', async () => {
    // the demo viewer reads it but may not save it: that changes every user's navigation
    await page.goto(`${server.url}/display_config`);
    await page.getByTestId('display-config-read-only').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.close();
    // an editor: the view role and data_browser, in the demo client
    await copyDemoUser(server, 'editor@spendlens.test', { roles: ['view', 'data_browser'] });
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill('editor@spendlens.test');
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${server.url}/display_config`);
    const editor = page.getByLabel('Display configuration (JSON)');
    await editor.waitFor();
    const original = await editor.inputValue();
    // a 200 kB text: set it as a paste would, in one input event (fill types it too slowly)
    const setText = (text: string) =>
      editor.evaluate((element, value) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        setter.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }, text);
    expect(JSON.parse(original)).toHaveProperty('modules');

    // an error on line 1 of a long text is reported on line 1
    await setText(`x${original}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByTestId('display-config-error')
      .getByText(/^Invalid JSON on line 1:/)
      .waitFor();
    await editor.fill('{\n  "modules": [],\n  "dashboard": {\n}\n,,\n}');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByTestId('display-config-error')
      .getByText(/^Invalid JSON on line 5/)
      .waitFor();

    await setText(original);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // version 1 is the generated configuration, kept so that this first save can be undone
    await page.getByText('Saved as version 2.').waitFor();
    const renamed = JSON.parse(original) as { modules: { displayName: string }[] };
    renamed.modules[0]!.displayName = 'Renamed in the editor';
    await setText(JSON.stringify(renamed, null, 2));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved as version 3.').waitFor();
    await page.getByTestId('display-config-versions').getByText('3 (current)').waitFor();
    await shot('display-config');

    await page.getByRole('button', { name: 'Undo last save' }).click();
    await page.waitForFunction(
      () => !document.querySelector('textarea')?.value.includes('Renamed in the editor'),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved as version 4.').waitFor();
    const versions = page.getByTestId('display-config-versions');
    await versions.getByText('4 (current)').waitFor();
    await expect.poll(() => versions.locator('tbody tr').count()).toBe(4);
    await versions.getByText('generated (before the first save)').waitFor();
    await expect.poll(() => editor.inputValue()).not.toContain('Renamed in the editor');
  });
});
