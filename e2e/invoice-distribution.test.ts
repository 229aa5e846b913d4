import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot } from './support/analysis-session';
import { launchBrowser, screenshot } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

describe('walking skeleton in Chromium: sign in, Invoice Distribution, sign out', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the login page and refuses wrong credentials with the field message', async () => {
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/login/);
    await page.getByLabel('Email address').fill('demo@spendlens.test');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.getByText('Invalid username/password').waitFor({ state: 'visible' });
    await screenshot(page, 'login');
  });

  it('signs in and shows the Invoice Distribution with the count SQL gives', async () => {
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    await page.goto(
      `${server.url}/invoices/invoice_distribution?system=${system!.id}&year=-1&qualifier=-1&company_code=-1`,
    );
    const allRow = page.getByTestId('dist-row-ALL');
    await allRow.waitFor({ state: 'visible', timeout: 30_000 });
    const shown = Number((await allRow.getByTestId('dist-count').innerText()).replace(/[^0-9]/g, ''));
    const [expected] = await server.warehouse.query({
      sql: "select count(*)::integer as n from canon.invoices where system_id = $1 and derived_document_type in ('PO-INVOICE', 'NON-PO-INVOICE')",
      params: [system!.id],
    });
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBe(expected!['n']);
    expect(new URL(page.url()).searchParams.get('system')).toBe(String(system!.id));
    await screenshot(page, 'invoice-distribution-table');
    // the README's picture of the page
    await docsScreenshot(page, 'invoice-distribution-table');
  });

  it('draws the histogram on the Chart tab', async () => {
    await page.getByRole('tab', { name: 'Chart' }).click();
    await page.locator('.recharts-bar-rectangle').first().waitFor({ state: 'visible', timeout: 15_000 });
    await screenshot(page, 'invoice-distribution-chart');
  });

  it('zooms the histogram: max bars, click to zoom, Zoom out, Reset, refusal, Ctrl+click details', async () => {
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    const table = 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution';
    const invoices =
      "derived_document_type in ('PO-INVOICE', 'NON-PO-INVOICE') and common_amount is not null";
    const count = async (where: string, params: unknown[] = []) => {
      const [row] = await server.warehouse.query({
        sql: `select count(*)::integer as n from ${table} where system_id = $1 and ${invoices} and (${where})`,
        params: [system!.id, ...params],
      });
      return Number(row!['n']);
    };
    const [span] = await server.warehouse.query({
      sql: `select min(common_amount)::double as lo, max(common_amount)::double as hi from ${table} where system_id = $1 and ${invoices}`,
      params: [system!.id],
    });
    const lo = Number(span!['lo']);
    const hi = Number(span!['hi']);
    const card = page.getByTestId('dist-view-window');
    const cardCount = async () =>
      Number((await card.innerText()).split('No of Invoices:')[1]!.replace(/[^0-9]/g, ''));
    const bars = page.locator('.recharts-bar-rectangle');
    const waitCard = (n: number) =>
      page.waitForFunction(
        (expected) => {
          const text = document.querySelector('[data-testid="dist-view-window"]')?.textContent ?? '';
          return Number(text.split('No of Invoices:')[1]?.replace(/[^0-9]/g, '')) === expected;
        },
        n,
        { timeout: 15_000 },
      );

    // the full window: every invoice, at most 20 bars by default
    await card.waitFor({ timeout: 15_000 });
    const all = await count('true');
    await expect.poll(() => cardCount()).toBe(all);
    await expect.poll(() => page.getByTestId('dist-max-bars').inputValue()).toBe('20');
    await expect.poll(() => bars.count()).toBeLessThanOrEqual(20);
    await expect
      .poll(() => page.getByTestId('dist-max-bars').locator('option').allInnerTexts())
      .toEqual(['10', '20', '30', '40', '50']);
    await page.getByTestId('dist-max-bars').selectOption('10');
    await waitCard(all);
    await bars.first().waitFor();
    await expect.poll(() => bars.count()).toBeLessThanOrEqual(10);
    await expect.poll(() => page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);

    // a click on the first bar zooms into its range: the card counts the invoices SQL finds there
    const width = (hi - lo) / 10;
    const first = await count('common_amount >= $2 and common_amount < $3', [lo, lo + width]);
    expect(first).toBeGreaterThan(1);
    await bars.first().locator('path').click();
    await waitCard(first);
    await expect.poll(() => page.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(false);
    // and again, one level deeper
    const second = await count('common_amount >= $2 and common_amount < $3', [
      lo,
      lo + (lo + width - lo) / 10,
    ]);
    if (second > 1) {
      await bars.first().locator('path').click();
      await waitCard(second);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await waitCard(first);
    }
    await page.getByRole('button', { name: 'Reset' }).click();
    await waitCard(all);
    await expect.poll(() => page.getByRole('button', { name: 'Reset' }).isDisabled()).toBe(true);

    // the top bar: refused with an alert when it holds fewer than 2 invoices, else zoomed
    const top = await count('common_amount >= $2', [lo + 9 * width]);
    await bars.last().locator('path').click();
    if (top < 2) {
      await expect
        .poll(() => page.getByTestId('dist-zoom-alert').innerText())
        .toContain('fewer than 2 invoices');
      await expect.poll(() => cardCount()).toBe(all);
    } else {
      await waitCard(top);
      await page.getByRole('button', { name: 'Reset' }).click();
      await waitCard(all);
    }

    // Ctrl+click opens the invoices of a bar in the shared data table, without zooming
    await bars
      .first()
      .locator('path')
      .click({ modifiers: ['Control'] });
    const modal = page.getByTestId('dist-details-modal');
    await modal.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      (expected) => {
        const text = document.querySelector(
          '[data-testid="dist-details-table"][aria-busy="false"] [data-testid="table-footer-text"]',
        )?.textContent;
        return (
          [...(text ?? '').matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')))[2] === expected
        );
      },
      first,
      { timeout: 30_000 },
    );
    await expect.poll(() => cardCount()).toBe(all);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('opens the documents behind a number of the table, filtered by document type and value range', async () => {
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    const table = 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution';
    const count = async (where: string, params: unknown[]) => {
      const [row] = await server.warehouse.query({
        sql: `select count(*)::integer as n from ${table} where system_id = $1 and (${where})`,
        params: [system!.id, ...params],
      });
      return Number(row!['n']);
    };
    const numberOf = async (cell: Locator) => Number((await cell.innerText()).replace(/[^0-9]/g, ''));
    const modal = page.getByTestId('dist-details-modal');
    // the detail's filtered count: the third number of 'Showing 1 to 100 of N' once it has loaded
    const detailCount = () =>
      page
        .waitForFunction(
          () => {
            const text = document.querySelector(
              '[data-testid="dist-details-table"][aria-busy="false"] [data-testid="table-footer-text"]',
            )?.textContent;
            const numbers = [...(text ?? '').matchAll(/\d[\d,]*/g)].map((m) =>
              Number(m[0].replace(/,/g, '')),
            );
            return numbers.length >= 3 ? numbers[2] : false;
          },
          undefined,
          { timeout: 30_000 },
        )
        .then(async (handle) => Number(await handle.jsonValue()));
    const close = async () => {
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
    };

    await page.getByRole('tab', { name: 'Table' }).click();
    await page.getByRole('button', { name: 'Show value ranges of PO-INVOICE' }).click();

    // a value-range row of PO-INVOICE: its count is a link to exactly that many invoices
    const bins = page.locator('[data-testid^="dist-bin-PO-INVOICE-"]');
    let binRow: Locator | undefined;
    for (let i = 0; i < (await bins.count()); i++) {
      if ((await numberOf(bins.nth(i).getByTestId('dist-count'))) > 0) {
        binRow = bins.nth(i);
        break;
      }
    }
    expect(binRow).toBeDefined();
    const bin = (await binRow!.locator('th').innerText()).trim();
    const shown = await numberOf(binRow!.getByTestId('dist-count'));
    expect(shown).toBe(await count("derived_document_type = 'PO-INVOICE' and invoice_value_bin = $2", [bin]));
    await binRow!.getByTestId('dist-count').getByRole('button').click();
    await modal.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => modal.locator('.modal-title').innerText())
      .toBe(`Details for: PO-INVOICE, value range ${bin}`);
    await expect.poll(() => detailCount()).toBe(shown);
    await close();

    // ALL INVOICES: PO and non-PO invoices in every range
    const allShown = await numberOf(page.getByTestId('dist-row-ALL').getByTestId('dist-count'));
    await page.getByTestId('dist-row-ALL').getByTestId('dist-count').getByRole('button').click();
    await modal.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => modal.locator('.modal-title').innerText())
      .toBe('Details for: ALL INVOICES (PO + NON-PO)');
    await expect.poll(() => detailCount()).toBe(allShown);
    await close();

    // the value of a Grand Total range opens every document of the range, whatever its type
    await page.getByRole('button', { name: 'Show value ranges of Grand Total' }).click();
    const totalRow = page.getByTestId('dist-bin-TOTAL-0');
    const totalBin = (await totalRow.locator('th').innerText()).trim();
    const totalShown = await numberOf(totalRow.getByTestId('dist-count'));
    expect(totalShown).toBe(await count('invoice_value_bin = $2', [totalBin]));
    await totalRow.getByTestId('dist-value').getByRole('button').click();
    await modal.waitFor({ timeout: 15_000 });
    await expect.poll(() => detailCount()).toBe(totalShown);
    await close();
  });

  it('signs out through the user menu', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByText('Sign Out').click();
    await page.waitForURL(/\/login/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'session_id')?.value ?? '').toBe('');
  });
});
