import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The error boundary around the content (spec 01 §2): a page that throws while rendering shows
 * 'Oops! Something went wrong' with details in the content area, the shell around it keeps working,
 * and Try again, another page or another selection give the content a new go.
 *
 * The failure is a real one of the production build: the Invoice Distribution's POST /summary answers
 * are served with a row that is null instead of an object ({data: [null]}). The answer passes the
 * client's shape check (data is a list), and building the table from it throws a TypeError while
 * the page renders.
 */
describe('the error boundary around the content in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let distributionUrl = '';
  let malformed = true;

  const boundary = () => page.locator('main#main').getByTestId('error-boundary');

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    distributionUrl = `${server.url}/invoices/invoice_distribution?system=${system!.id}&year=-1&qualifier=-1&company_code=-1`;
    await page.route('**/api_prd/summary', async (route: Route) => {
      const body = route.request().postDataJSON() as { analysis?: string } | null;
      if (malformed && body?.analysis === 'invoice_distribution') {
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: [null], meta: { row_count: 1, subset_row_count: 1 } }),
        });
        return;
      }
      await route.fallback();
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows Oops! Something went wrong with the details in the content, inside the working shell', async () => {
    await page.goto(distributionUrl);
    await boundary().waitFor({ timeout: 30_000 });
    await expect.poll(() => boundary().getByRole('heading').innerText()).toBe('Oops! Something went wrong');
    await expect.poll(() => page.getByTestId('distribution-table').count()).toBe(0);

    // the details are folded away until asked for, and name the error
    const details = boundary().locator('pre');
    await expect.poll(() => details.isVisible()).toBe(false);
    await boundary().getByText('Details', { exact: true }).click();
    await details.waitFor({ state: 'visible' });
    await expect.poll(() => details.innerText()).toMatch(/^TypeError: Cannot read properties of null/);

    // the top bar with its dropdowns and the user menu still work around it
    await page.getByTestId('date-range-dropdown').click();
    await page.getByTestId('date-range-menu').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-username').getByText('demo@spendlens.test').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-username').waitFor({ state: 'hidden' });
  });

  it('gives way to another page chosen in the sidebar, and fails again on the way back', async () => {
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await page.locator('main#main').getByTestId('dashboard').waitFor({ timeout: 30_000 });
    await expect.poll(() => boundary().count()).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/invoices\/invoice_distribution/);
    await boundary().waitFor({ timeout: 30_000 });
  });

  it('renders the page again with Try again once its answers are good', async () => {
    malformed = false;
    await boundary().getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('dist-row-ALL').waitFor({ timeout: 30_000 });
    await expect.poll(() => boundary().count()).toBe(0);
    const shown = Number(
      (await page.getByTestId('dist-row-ALL').getByTestId('dist-count').innerText()).replace(/[^0-9]/g, ''),
    );
    expect(shown).toBeGreaterThan(0);
  });

  it('gives the failed page another go when the selection in the top bar changes', async () => {
    malformed = true;
    await page.reload();
    await boundary().waitFor({ timeout: 30_000 });
    malformed = false;
    await page.getByTestId('date-range-dropdown').click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('qualifier') === 'L7');
    await page.getByTestId('tab-table').waitFor({ timeout: 30_000 });
    await expect.poll(() => boundary().count()).toBe(0);
  });
});
