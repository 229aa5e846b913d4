import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeHttp, type FakeHttp } from '../packages/server/test/fake-http';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** A LibreTranslate stand-in on 127.0.0.1: the demo's German payment method names in English, else the text. */
const english: Record<string, string> = {
  'Überweisung (SEPA)': 'Bank transfer (SEPA)',
  Lastschrift: 'Direct debit',
};

/**
 * Spec 01 §7: hovering a text cell sends POST external/translate; a translation that differs is shown
 * as a tooltip. The server translates through TRANSLATION=http against the stand-in.
 */
describe('translation tooltip of text cells in Chromium (TRANSLATION=http)', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let translator: FakeHttp;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  /** The texts the page asked to translate, in order. */
  const asked: string[] = [];
  const detail = () => page.getByTestId('detail-table');
  const tooltip = () => page.getByRole('tooltip');
  /** Waits until the page has asked (and been answered) for `count` translations in all. */
  const answered = (count: number) =>
    expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);

  beforeAll(async () => {
    translator = await startFakeHttp((body) => {
      const { q } = JSON.parse(body) as { q: string };
      return { status: 200, json: { translatedText: english[q] ?? q } };
    });
    server = await startE2eServer({
      DEMO_INVOICE_LINES: '3000',
      TRANSLATION: 'http',
      TRANSLATION_URL: `${translator.url}translate`,
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1500, height: 900 } });
    page.on('response', (response) => {
      if (!response.url().endsWith('/api_prd/external/translate')) return;
      asked.push((JSON.parse(response.request().postData() ?? '{}') as { text: string }).text);
    });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
    // the German company code: its payment methods have German names
    await page.goto(
      `${server.url}/payments/payment_methods_used?view=detail&system=${system!.id}&year=-1&qualifier=-1&company_code=DE01`,
    );
    await detail().getByTestId('table-row').first().waitFor({ timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await translator?.close();
  });

  it('shows the translation of a hovered German text as a tooltip describing the cell, and hides it on leaving', async () => {
    const cell = detail()
      .locator('td[data-col="payment_method_name"]', { hasText: /^(Überweisung \(SEPA\)|Lastschrift)$/ })
      .first();
    const text = await cell.innerText();
    await cell.hover();
    await tooltip().waitFor();
    await expect.poll(() => tooltip().innerText()).toBe(english[text]);
    await expect.poll(() => cell.getAttribute('aria-describedby')).toBe(await tooltip().getAttribute('id'));
    expect(asked).toEqual([text]);
    expect(JSON.parse(translator.requests.at(-1)!.body)).toMatchObject({ q: text, target: 'en' });

    await page.mouse.move(5, 5);
    await tooltip().waitFor({ state: 'detached' });
    await expect.poll(() => cell.getAttribute('aria-describedby')).toBeNull();
    // hovered again: the translation is kept per text, so no second call
    await cell.hover();
    await tooltip().waitFor();
    expect(asked).toEqual([text]);
    await page.mouse.move(5, 5);
  });

  it('shows no tooltip when the translation equals the text (a vendor name)', async () => {
    const cell = detail().locator('td[data-col="vendor_name"]').first();
    const text = await cell.innerText();
    expect(text).not.toBe('');
    const before = asked.length;
    await cell.hover();
    await answered(before + 1);
    expect(asked.at(-1)).toBe(text);
    // the answer is in: a tooltip would be drawn now
    await page.waitForTimeout(300);
    await expect.poll(() => tooltip().count()).toBe(0);
    await expect.poll(() => cell.getAttribute('aria-describedby')).toBeNull();
    await page.mouse.move(5, 5);
  });

  it('asks nothing for numbers and dates, nor for the text cells a sweeping pointer only crosses', async () => {
    const before = asked.length;
    await detail().locator('td[data-col="common_amount"]').first().hover();
    await detail().locator('td[data-col="payment_date"]').first().hover();
    await page.waitForTimeout(1000);
    expect(asked.length).toBe(before);

    // down the payment id column (DE01-…: text with letters, one per row) from row 2 to row 16,
    // without resting on a cell
    const names = detail().locator('td[data-col="payment_id"]');
    const texts = await names.allInnerTexts();
    const end = 15;
    expect(new Set(texts.slice(1, end + 1)).size).toBe(end);
    expect(texts.slice(1, end + 1).filter((t) => asked.includes(t))).toEqual([]);
    await names.nth(end).scrollIntoViewIfNeeded();
    await names.nth(1).scrollIntoViewIfNeeded();
    const from = (await names.nth(1).boundingBox())!;
    const to = (await names.nth(end).boundingBox())!;
    const x = from.x + from.width / 2;
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.move(x, to.y + to.height / 2, { steps: end - 1 });
    // resting on the last one asks for it, and for nothing the pointer crossed
    await answered(before + 1);
    await page.waitForTimeout(1000);
    expect(asked.slice(before)).toEqual([texts[end]]);
    await page.mouse.move(5, 5);
  });

  it('shows the translation of the vendor name in the vendor profile’s master data (spec 03 §2.2) when hovered', async () => {
    const [vendor] = await server.warehouse.query({
      sql: `select vendor_id, vendor_name from canon.vendors where system_id = $1 and vendor_name like '%GmbH%'
            order by vendor_id desc limit 1`,
      params: [systemId],
    });
    const id = String(vendor!['vendor_id']);
    const name = String(vendor!['vendor_name']);
    english[name] = `${name} (translated)`;
    await page.getByTestId('vendor-search').click();
    await page.getByTestId('vendor-search-input').fill(id);
    await page
      .getByTestId('vendor-search-result')
      .filter({ hasText: new RegExp(`^${id} `) })
      .click();
    const master = page.getByTestId('vendor-master-data');
    await master.waitFor({ timeout: 30_000 });
    const before = asked.length;
    await master.locator('[data-field="vendor_name"]').getByTestId('translated-name').hover();
    await tooltip().waitFor();
    await expect.poll(() => tooltip().innerText()).toBe(`${name} (translated)`);
    expect(asked.slice(before)).toEqual([name]);
    await page.mouse.move(5, 5);
  });
});
