import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/** The violations of impact serious or critical axe-core finds on the page as it is now (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.length} element(s), e.g. ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${JSON.stringify(n.any[0]?.data ?? {})}`)
          .join(' | ')}`,
    );
}

/**
 * Accessibility in Chromium (issue 18 item 3): axe-core on the sign-in page, the account forms, the
 * shell, an analysis page with its table and its chart, and a modal — no violation of impact serious
 * or critical.
 */
describe('accessibility: no serious or critical axe-core violation', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let scope = '';

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the sign-in page and the account forms', async () => {
    const problems: string[] = [];
    for (const [path, ready] of [
      ['/login', 'Sign in'],
      ['/register', 'Register'],
      ['/resetpassword', 'Send reset link'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('button', { name: ready }).waitFor();
      problems.push(...(await seriousViolations(page)).map((p) => `${path}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  /** The violations found on the page as it is now, each labelled. */
  const problems: string[] = [];
  const check = async (label: string) =>
    problems.push(...(await seriousViolations(page)).map((p) => `${label}: ${p}`));

  it('the shell with the dashboard the sign-in lands on', async () => {
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    scope = `system=${system!.id}&year=-1&qualifier=-1&company_code=-1`;
    problems.length = 0;
    await page.getByTestId('page-title').waitFor();
    await page.waitForLoadState('networkidle');
    await check('dashboard');
    expect(problems).toEqual([]);
  });

  it('an analysis page with its chart', async () => {
    expect(scope).not.toBe('');
    problems.length = 0;
    await page.goto(`${server.url}/invoices/backlog?${scope}`);
    await page.locator('.recharts-surface').first().waitFor();
    await check('analysis chart');
    expect(problems).toEqual([]);
  });

  it('an analysis page with its detail table, and a modal', async () => {
    expect(scope).not.toBe('');
    problems.length = 0;
    await page.goto(`${server.url}/invoices/late_early_id?view=detail&${scope}`);
    const row = page.getByTestId('detail-table').getByTestId('table-row').first();
    await row.waitFor();
    await check('analysis detail table');

    await row.getByRole('button', { name: 'View outlier' }).click();
    await page.getByTestId('outlier-plot-selected').waitFor();
    await check('outlier plot modal');
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });

  it('the summary table with the sidebar open, the account pages', async () => {
    expect(scope).not.toBe('');
    problems.length = 0;
    await page.goto(`${server.url}/invoices/late_early_id?view=summary&${scope}`);
    await page.getByTestId('summary-table').getByTestId('table-row').first().waitFor();
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar').waitFor();
    await check('summary table with the sidebar open');

    for (const [path, ready] of [
      ['/mfa', 'Next'],
      ['/contact', 'Send Message'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('button', { name: ready }).waitFor();
      await check(path);
    }
    expect(problems).toEqual([]);
  });

  it('works without a mouse: the top-bar dropdowns, the view tabs, a table sort and a modal', async () => {
    /** Presses Tab until the element with `testId` (or matching `selector`) has the focus. */
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
      }
      throw new Error(`Tab never reached ${selector}`);
    };
    await page.goto(`${server.url}/invoices/late_early_id?view=detail&${scope}`);
    const rows = page.getByTestId('detail-table').getByTestId('table-row');
    await rows.first().waitFor();
    await page.locator('body').focus();

    // the account-group dropdown: open, untick all, tick the first group with Space, Ok with Enter
    await tabTo('[data-testid="account-group-dropdown"]');
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('account-group-menu');
    await menu.locator('.selection-menu-list input[type=checkbox]').first().waitFor();
    await tabTo('#account-group-select-all');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    const chosen = await page.evaluate(() => (document.activeElement as HTMLInputElement).id);
    expect(chosen).toMatch(/^account-group-/);
    await tabTo('[data-testid="account-group-menu"] button.btn-primary');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.searchParams.getAll('account_group').length === 1);

    // the date-range dropdown opens with Enter and closes with Escape, focus back on its toggle
    await tabTo('[data-testid="date-range-dropdown"]');
    await page.keyboard.press('Enter');
    await page.locator('.dropdown-menu.show').first().waitFor();
    await page.keyboard.press('Escape');
    await page
      .locator('.dropdown-menu.show')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect.poll(() => page.locator('.dropdown-menu.show').count()).toBe(0);

    // a view tab: the Summary opens with Enter
    await tabTo('[data-testid="tab-summary"]');
    await page.keyboard.press('Enter');
    await page.getByTestId('summary-table').getByTestId('table-row').first().waitFor();
    await tabTo('[data-testid="tab-detail"]');
    await page.keyboard.press('Enter');
    await rows.first().waitFor();

    // a table sort: the column menu opens with Enter, Sort Descending is chosen with the arrow keys
    await tabTo('[data-testid="column-header-robust_z_score"]');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sort Descending' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Sort Descending');
    await page.keyboard.press('Enter');
    await page.getByTestId('column-header-robust_z_score').getByLabel('sorted descending').waitFor();
    // the header marks the sort at once; the rows follow with the server's answer
    const zScores = async () =>
      (await rows.locator('td[data-col="robust_z_score"]').allInnerTexts()).map((t) =>
        Number(t.replace(/,/g, '')),
      );
    await expect
      .poll(async () => {
        const values = await zScores();
        return values.length > 1 && values.every((v, i) => i === 0 || values[i - 1]! >= v);
      })
      .toBe(true);

    // a modal: View outlier opens with Enter, Escape closes it
    await tabTo('[data-testid="detail-table"] [data-testid="table-row"] td:last-child button');
    await page.keyboard.press('Enter');
    await page.getByTestId('outlier-plot-selected').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('outlier-plot').waitFor({ state: 'detached' });
  });
});
