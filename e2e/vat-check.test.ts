import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttp, type FakeHttp } from '../packages/server/test/fake-http';
import { docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser, screenshot } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** What the VIES stand-in on 127.0.0.1 answers for every number while it is up. */
const register = {
  name: 'MUSTER HANDELS GMBH',
  address: 'MUSTERSTRASSE 1\n10115 BERLIN',
  requestIdentifier: 'WAPIAAAAZ9Y8X7W6',
};

/**
 * Spec 03 §2.6, §4: the VAT check page in Chromium — the Tools link, the search box (Search enabled
 * only with text, Enter searches), the vendors found against SQL, "No vendors were found", and the
 * modal "Vat No. Check": a check with VIES (VAT_CHECK=vies against a stand-in), kept in the app
 * store, then, with VIES down, "could not be checked now" and the kept answer as its proof.
 */
describe('VAT check in Chromium (VAT_CHECK=vies against a stand-in)', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let vies: FakeHttp;
  let viesUp = true;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let vendor: { vendor_id: string; vendor_name: string; vat_id: string };

  beforeAll(async () => {
    vies = await startFakeHttp((body) => {
      const { countryCode, vatNumber } = JSON.parse(body) as { countryCode: string; vatNumber: string };
      return viesUp
        ? {
            status: 200,
            json: { countryCode, vatNumber, valid: true, requestDate: '2026-01-15', ...register },
          }
        : { status: 200, json: { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] } };
    });
    server = await startE2eServer({
      DEMO_INVOICE_LINES: '500',
      VAT_CHECK: 'vies',
      VIES_URL: `${vies.url}rest-api`,
      VIES_TIMEOUT_SECONDS: '5',
    });
    const [system] = await server.store
      .selectFrom('systems')
      .select('id')
      .where('name', '=', 'SAP-DEMO')
      .execute();
    systemId = system!.id;
    // a demo vendor with a German VAT number, read from the warehouse
    const [row] = await server.warehouse.query({
      sql: `SELECT vendor_id, vendor_name, vat_id FROM canon.vendors
            WHERE system_id = $1 AND vat_id LIKE 'DE%' AND vendor_name IS NOT NULL ORDER BY vendor_id LIMIT 1`,
      params: [systemId],
    });
    vendor = row as typeof vendor;
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    await signInDemo(page, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await vies?.close();
  });

  const modal = () => page.getByRole('dialog', { name: 'Vat No. Check' });

  it('finds the vendors whose name holds the text, as SQL does, and says when there are none', async () => {
    await page.goto(`${server.url}/vat_check?system=${systemId}`);
    // listed under Tools in the sidebar, as the page shown
    await page.getByTestId('sidebar-toggle').click();
    const sidebarLink = page.getByTestId('sidebar').getByRole('link', { name: 'VAT Check', exact: true });
    await expect.poll(() => sidebarLink.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
    const box = page.getByPlaceholder('vendor name');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect.poll(() => search.isDisabled()).toBe(true);
    await box.fill('   ');
    await expect.poll(() => search.isDisabled()).toBe(true);

    // a word of the vendor's name, in another case: Enter searches
    const word = vendor.vendor_name.split(/\s+/).find((w) => w.length >= 4) ?? vendor.vendor_name;
    await box.fill(word.toUpperCase());
    await expect.poll(() => search.isEnabled()).toBe(true);
    await box.press('Enter');
    const rows = page.getByTestId('vat-check-vendor');
    await rows.first().waitFor();
    const expected = await server.warehouse.query({
      sql: `SELECT vendor_id FROM canon.vendors WHERE system_id = $1 AND lower(vendor_name) LIKE '%' || lower($2) || '%'
            ORDER BY vendor_name, vendor_id`,
      params: [systemId, word],
    });
    await expect
      .poll(() => rows.locator('td:first-child').allInnerTexts())
      .toEqual(expected.map((r) => String(r['vendor_id'])));
    const headers = await page.getByTestId('vat-check-vendors').locator('thead th').allInnerTexts();
    expect(headers).toEqual(['Vendor Id', 'Vendor Name', 'VAT No.', 'Tax Id', 'Tax Id 2']);

    await box.fill('zz no such vendor zz');
    await search.click();
    await page.getByText('No vendors were found').waitFor();
  });

  it('checks a VAT number with VIES, keeps the answer, and shows it as the proof when VIES is down', async () => {
    await page.getByPlaceholder('vendor name').fill(vendor.vendor_name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('vat-check-vendor').filter({ hasText: vendor.vendor_id });
    await row.getByRole('button', { name: vendor.vat_id }).click();

    const result = modal().getByTestId('vat-check-result');
    await result.waitFor();
    await expect.poll(() => result.getByTestId('vat-check-number').innerText()).toBe(vendor.vat_id);
    await expect.poll(() => result.getByTestId('vat-check-valid').innerText()).toBe('Yes');
    await expect.poll(() => result.getByTestId('vat-check-name').innerText()).toBe(register.name);
    await expect
      .poll(() => result.getByTestId('vat-check-address').locator('span').allInnerTexts())
      .toEqual(['MUSTERSTRASSE 1', '10115 BERLIN']);
    await expect
      .poll(() => result.getByTestId('vat-check-source').innerText())
      .toBe('VIES (EU VAT register)');
    await expect
      .poll(() => result.getByTestId('vat-check-request-id').innerText())
      .toBe(register.requestIdentifier);
    const checkedAt = await result.getByTestId('vat-check-date').innerText();
    expect(checkedAt).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(vies.requests.at(-1)!.body)).toEqual({
      countryCode: 'DE',
      vatNumber: vendor.vat_id.slice(2),
    });
    const kept = await server.store
      .selectFrom('vat_checks')
      .selectAll()
      .where('vat_number', '=', vendor.vat_id)
      .execute();
    expect(kept).toMatchObject([
      { valid: true, name: register.name, request_identifier: register.requestIdentifier },
    ]);
    await docsScreenshot(page, 'vat-check');
    // the page with its table and the modal open: no serious or critical axe-core violation
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
    await modal().getByRole('button', { name: 'Close', exact: true }).last().click();
    await modal().waitFor({ state: 'detached' });

    viesUp = false;
    await row.getByRole('button', { name: vendor.vat_id }).click();
    await modal().getByTestId('vat-check-notice').waitFor();
    await expect
      .poll(() => modal().getByTestId('vat-check-notice').innerText())
      .toBe(
        'The VAT number could not be checked now: the member state’s service is unavailable (VIES MS_UNAVAILABLE). The last check is shown.',
      );
    const stored = modal().getByTestId('vat-check-stored');
    await expect.poll(() => stored.getByTestId('vat-check-valid').innerText()).toBe('Yes');
    await expect
      .poll(() => stored.getByTestId('vat-check-request-id').innerText())
      .toBe(register.requestIdentifier);
    await expect.poll(() => stored.getByTestId('vat-check-date').innerText()).toBe(checkedAt);
    await expect
      .poll(() => stored.getByTestId('vat-check-source').innerText())
      .toBe('VIES (EU VAT register)');
    await screenshot(page, 'vat-check-unavailable');
    // the header's close
    await modal().locator('.modal-header').getByRole('button', { name: 'Close' }).click();
    await modal().waitFor({ state: 'detached' });

    // a British vendor's number: VIES holds none, the server says why
    const [british] = await server.warehouse.query({
      sql: `SELECT vendor_id, vendor_name, vat_id FROM canon.vendors
            WHERE system_id = $1 AND vat_id LIKE 'GB%' AND vendor_name IS NOT NULL ORDER BY vendor_id LIMIT 1`,
      params: [systemId],
    });
    await page.getByPlaceholder('vendor name').fill(String(british!['vendor_name']));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByTestId('vat-check-vendor')
      .filter({ hasText: String(british!['vendor_id']) })
      .getByRole('button', { name: String(british!['vat_id']) })
      .click();
    const error = modal().getByTestId('vat-check-error');
    await error.waitFor();
    await expect
      .poll(() => error.innerText())
      .toBe(
        'Error loading data\nparams.vatNumber: GB: VAT numbers of Great Britain are not checked by VIES since 2021; only those of Northern Ireland (XI) are',
      );
    await page.keyboard.press('Escape');
    await modal().waitFor({ state: 'detached' });
  });
});
