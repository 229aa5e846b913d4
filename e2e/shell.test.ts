import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

/**
 * The application shell of spec 01 §2 and §4 in Chromium: the dropdowns' rules, the address and
 * local storage kept in sync, usage events, the help route, the user menu, the sidebar and the
 * role redirects.
 */
describe('the application shell in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;

  beforeAll(async () => {
    // no session cache (AUTH_CACHE_SECONDS 0): a session ended behind the server's back ends at once
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500', AUTH_CACHE_SECONDS: '0' });
    browser = await launchBrowser();
    page = await signIn('demo@spendlens.test');
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function signIn(uid: string): Promise<Page> {
    const p = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await p.goto(`${server.url}/login`);
    await p.getByLabel('Email address').fill(uid);
    await p.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await p.getByRole('button', { name: /sign in|log ?in/i }).click();
    await p.waitForURL((url) => !url.pathname.startsWith('/login'));
    return p;
  }

  const query = () => new URL(page.url()).searchParams;
  const stored = (key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
  const scope = () => page.getByTestId('page-title-scope').innerText();

  it('writes the resolved selection to the address and to local storage', async () => {
    await page.goto(`${server.url}/invoices/invoice_distribution`);
    await page.getByTestId('page-title').waitFor();
    await page.waitForURL((url) => url.searchParams.get('system') === String(systemId));
    expect(query().get('year')).toBe('-1');
    expect(query().get('qualifier')).toBe('-1');
    expect(query().get('company_code')).toBe('-1');
    await expect.poll(() => stored('system')).toBe(String(systemId));
    await expect
      .poll(async () => JSON.parse((await stored('date_range'))!))
      .toEqual({ year: -1, qualifier: '-1' });
  });

  it('applies a day-based item at once and remembers it', async () => {
    await page.getByTestId('date-range-dropdown').click();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('qualifier') === 'L7');
    await expect.poll(() => page.getByTestId('date-range-menu').isVisible()).toBe(false);
    await expect.poll(() => scope()).toContain('Last 7 days');
    await expect.poll(async () => JSON.parse((await stored('date_range'))!).qualifier).toBe('L7');
  });

  it('drafts the last n months and applies it only with Ok; Cancel reverts', async () => {
    await page.getByTestId('date-range-dropdown').click();
    const menu = page.getByTestId('date-range-menu');
    await menu.getByRole('button', { name: 'Last n months' }).click();
    await menu.getByLabel('Number of months').selectOption('6');
    await menu.getByRole('button', { name: 'Cancel' }).click();
    expect(query().get('qualifier')).toBe('L7');

    await page.getByTestId('date-range-dropdown').click();
    await menu.getByRole('button', { name: 'Last n months' }).click();
    await menu.getByLabel('Number of months').selectOption('6');
    await menu.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL((url) => /^R\d{6}06$/.test(url.searchParams.get('qualifier') ?? ''));
    await expect.poll(() => scope()).toContain('Last 6 months');
  });

  it('keeps Ok disabled for a range whose first month is after its last', async () => {
    await page.getByTestId('date-range-dropdown').click();
    const menu = page.getByTestId('date-range-menu');
    await menu.getByRole('button', { name: 'Range' }).click();
    const from = menu.getByLabel('From');
    const to = menu.getByLabel('To');
    const months = await to
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await to.selectOption(months[months.length - 1]!); // the oldest month
    await from.selectOption(months[0]!); // the newest month
    await expect.poll(() => menu.getByRole('button', { name: 'Ok' }).isDisabled()).toBe(true);
    await from.selectOption(months[months.length - 1]!);
    await to.selectOption(months[1]!);
    await expect.poll(() => menu.getByRole('button', { name: 'Ok' }).isDisabled()).toBe(false);
    await menu.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('qualifier') !== null && !/06$/.test(url.searchParams.get('qualifier')!),
    );
    await expect.poll(() => scope()).toMatch(/[A-Z][a-z]{2} \d{4} - [A-Z][a-z]{2} \d{4}/);
  });

  it('moves a month to the first available one when the year changes, and switches types', async () => {
    await page.getByTestId('date-range-dropdown').click();
    const menu = page.getByTestId('date-range-menu');
    await menu.getByRole('button', { name: 'Month', exact: true }).click();
    const years = await menu
      .getByLabel('Year')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const oldest = years[years.length - 1]!;
    await menu.getByLabel('Year').selectOption(oldest);
    await menu.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL((url) => url.searchParams.get('year') === oldest);
    expect(query().get('qualifier')).toMatch(/^M\d+$/);

    await page.getByTestId('date-range-dropdown').click();
    await menu.getByRole('button', { name: 'All dates' }).click();
    await page.waitForURL((url) => url.searchParams.get('qualifier') === '-1');
  });

  it('searches the company codes and applies one; All is -1', async () => {
    await page.getByTestId('company-code-dropdown').click();
    const codes = await server.store.selectFrom('systems').select('id').execute();
    expect(codes.length).toBeGreaterThan(0);
    const search = page.getByLabel('Search company codes');
    await search.fill('zzzz-no-such');
    await page.getByText('No results found').waitFor();
    await search.fill('');
    await page.getByText('Company Code', { exact: true }).last().waitFor();
    const first = page
      .locator('.selection-menu-list .dropdown-header:has-text("Company Code") ~ .dropdown-item')
      .first();
    const label = (await first.innerText()).trim();
    await first.click();
    await page.waitForURL((url) => url.searchParams.get('company_code') !== '-1');
    await expect.poll(() => scope()).toContain(label);
    const code = query().get('company_code')!;
    await expect.poll(async () => JSON.parse((await stored('company_code'))!)).toBe(code);

    await page.getByTestId('company-code-dropdown').click();
    await page.locator('.selection-menu-list').getByRole('button', { name: 'All', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('company_code') === '-1');
  });

  it('chooses account groups: search, select all, add current selection, Ok disabled when none', async () => {
    await page.getByTestId('account-group-dropdown').click();
    const menu = page.getByTestId('account-group-menu');
    const checks = menu.locator('.selection-menu-list input[type=checkbox]');
    await checks.first().waitFor();
    const count = await checks.count();
    expect(count).toBeGreaterThan(1);
    const ok = menu.getByRole('button', { name: 'Ok' });
    // each check polls: on a busy machine the menu renders a step after the action
    const settled = { timeout: 10_000 };
    await expect.poll(() => ok.isDisabled(), settled).toBe(false); // no filter opens with every group checked
    await menu.getByLabel('Select all').uncheck();
    await expect.poll(() => ok.isDisabled(), settled).toBe(true);

    const labels = await menu.locator('.selection-menu-list label').allInnerTexts();
    const [firstCode] = labels[0]!.split(' - ');
    const [secondCode] = labels[1]!.split(' - ');
    const search = menu.getByLabel('Search account groups');
    await search.fill(firstCode!.toLowerCase());
    await expect.poll(() => checks.count(), settled).toBeLessThan(count);
    // search selects its results
    await expect.poll(() => menu.getByLabel(labels[0]!, { exact: true }).isChecked(), settled).toBe(true);
    await expect.poll(() => ok.isDisabled(), settled).toBe(false);
    await search.fill('');
    await expect.poll(() => ok.isDisabled(), settled).toBe(true); // back to the selection before the search
    await menu.getByLabel(labels[0]!, { exact: true }).check();
    await search.fill(secondCode!);
    await menu.getByLabel('Add current selection to filter').check();
    await ok.click();
    await page.waitForURL((url) => url.searchParams.getAll('account_group').length === 2);
    expect(query().getAll('account_group').sort()).toEqual([firstCode, secondCode].sort());
    await expect.poll(() => scope()).toContain('Account group: 2 selected');
    // the page's queries carry the groups: its count is the published table's for those groups
    const allRow = page.getByTestId('dist-row-ALL');
    const [expected] = await server.warehouse.query({
      sql: `select count(internal_invoice_id)::integer as n from pub."accounting_docs_po_nonpo_credit_reversal__invoice_distribution"
            where system_id = $1 and account_group in ($2, $3) and derived_document_type in ('PO-INVOICE', 'NON-PO-INVOICE')`,
      params: [systemId, firstCode!, secondCode!],
    });
    await page.waitForFunction(
      (n) => {
        const cell = document.querySelector('[data-testid="dist-row-ALL"] [data-testid="dist-count"]');
        return cell !== null && Number(cell.textContent?.replace(/[^0-9]/g, '')) === n;
      },
      expected!['n'],
      { timeout: 15_000 },
    );
    await expect.poll(() => allRow.isVisible()).toBe(true);

    // Cancel keeps the applied choice; select all again is no filter
    await page.getByTestId('account-group-dropdown').click();
    await menu.getByLabel('Select all').check();
    await menu.getByRole('button', { name: 'Cancel' }).click();
    expect(query().getAll('account_group')).toHaveLength(2);
    await page.getByTestId('account-group-dropdown').click();
    await menu.getByLabel('Select all').check();
    await ok.click();
    await page.waitForURL((url) => url.searchParams.getAll('account_group').length === 0);
    await expect.poll(() => scope()).not.toContain('Account group');
  });

  it('shows no account group dropdown on the dashboard', async () => {
    await page.goto(`${server.url}/`);
    await page.getByTestId('company-code-dropdown').waitFor();
    await expect.poll(() => page.getByTestId('account-group-dropdown').count()).toBe(0);
    await page.goto(`${server.url}/invoices/invoice_distribution`);
    await page.getByTestId('account-group-dropdown').waitFor();
  });

  it('sends a usage event on each parameter change', async () => {
    const events = await server.store.selectFrom('ui_events').select('event').execute();
    const ranges = events.map(
      (e) => (typeof e.event === 'string' ? JSON.parse(e.event) : e.event) as Record<string, string>,
    );
    expect(ranges.some((e) => e['dr'] === 'Last 7 days' && e['pg'] === 'Invoice Distribution')).toBe(true);
    expect(ranges.some((e) => e['dr'] === 'Last 6 months')).toBe(true);
  });

  it('restores the remembered selection from local storage when the address has none', async () => {
    await page.getByTestId('date-range-dropdown').click();
    await page.getByRole('button', { name: 'Last 3 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('qualifier') === 'L3');
    // remembered once the page has written it (after the address; a busy machine may lag)
    await expect
      .poll(async () => JSON.parse((await stored('date_range')) ?? '{}'))
      .toMatchObject({
        qualifier: 'L3',
      });
    await page.goto(`${server.url}/invoices/invoice_distribution`);
    await page.waitForURL((url) => url.searchParams.get('qualifier') === 'L3');
    await expect.poll(() => scope()).toContain('Last 3 days');
    // the address wins over local storage; 'null' and 'undefined' count as nothing
    await page.goto(
      `${server.url}/invoices/invoice_distribution?system=${systemId}&year=-1&qualifier=-1&company_code=null`,
    );
    await page.waitForURL((url) => url.searchParams.get('company_code') === '-1');
    expect(query().get('qualifier')).toBe('-1');
    await expect
      .poll(async () => JSON.parse((await stored('date_range'))!))
      .toEqual({ year: -1, qualifier: '-1' });
  });

  it('lists the systems with System, Type and Last Analysis', async () => {
    await page.getByTestId('system-dropdown').click();
    const menu = page.locator('.system-menu');
    await menu.getByText('Last Analysis').waitFor();
    await menu.getByText('SAP-DEMO').waitFor();
    await expect.poll(() => menu.innerText()).toMatch(/\d{2} [A-Z][a-z]{2} \d{4}|-/);
    await page.keyboard.press('Escape');
  });

  it('opens, pins and closes the sidebar from the display config', async () => {
    await page.getByTestId('sidebar-toggle').click();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
    await sidebar.getByRole('button', { name: 'Invoices' }).waitFor();
    await page.getByTestId('sidebar-pin').click();
    await page.locator('.app-sidebar-pinned').waitFor();
    await page.getByTestId('sidebar-pin').click();
    await page.locator('.app-sidebar-pinned').waitFor({ state: 'detached' });
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
  });

  it('reaches every special page from the sidebar: the trend pages from their modules, KPIs, Analysis Lists and Display Config under Tools', async () => {
    // each from the sidebar of the page the one before opened
    const open = async (module: string | null, link: string, path: string) => {
      await page.getByTestId('sidebar-toggle').click();
      const sidebar = page.getByTestId('sidebar');
      // Click only once the overlay has slid in and the submenu has opened: a click while either
      // still moves can land beside the link on a slow machine.
      await page.locator('.offcanvas.show:not(.showing)').waitFor();
      if (module) {
        // the module of the page shown opens with the sidebar
        const expanded = sidebar.getByRole('button', { name: module, expanded: true });
        if ((await expanded.count()) === 0) await sidebar.getByRole('button', { name: module }).click();
        await expanded.waitFor();
        await sidebar.locator('.collapsing').waitFor({ state: 'detached' });
      }
      await sidebar.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.locator('main h1, main h2').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    };
    await page.goto(`${server.url}/`);
    await page.getByTestId('page-title').waitFor();
    await open('Invoices', 'Invoice Timings', '/trends/invoice_timings');
    await open('Purchase Orders', 'Material Pricing', '/trends/material_pricing');
    await open(null, 'KPIs', '/kpis');
    await open(null, 'Analysis Lists', '/getAnalysisLists');
    await open(null, 'Display Config', '/display_config');
    // typed or bookmarked, their generic analysis paths open the trend pages too
    for (const [generic, own] of [
      ['/invoices/invoice_timings', '/trends/invoice_timings'],
      ['/purchase_orders/material_pricing', '/trends/material_pricing'],
    ] as const) {
      await page.goto(`${server.url}${generic}`);
      await page.waitForURL((url) => url.pathname === own);
    }
  });

  it('shows the user menu with its links and the version label', async () => {
    await page.getByTestId('user-menu').click();
    for (const name of [
      '2-factor authentication',
      'Download Extractor',
      'Contact us',
      'Extraction Status',
      'Login Log',
      'Sign Out',
    ]) {
      await page.getByText(name, { exact: true }).waitFor();
    }
    await page.getByText(/^Version \d+\.\d+\.\d+$/).waitFor();
    await page.getByTestId('user-menu-username').getByText('demo@spendlens.test').waitFor();
    await page.getByTestId('user-menu').click();
  });

  it('hides the dropdowns an account page does not take', async () => {
    await page.goto(`${server.url}/contact`);
    await page.getByTestId('user-menu').waitFor();
    await expect.poll(() => page.getByTestId('date-range-dropdown').count()).toBe(0);
    await expect.poll(() => page.getByTestId('system-dropdown').count()).toBe(0);
    await page.goto(`${server.url}/extraction_status`);
    await page.getByTestId('system-dropdown').waitFor();
    await expect.poll(() => page.getByTestId('company-code-dropdown').count()).toBe(0);
  });

  it('opens the help page of an analysis from its title in a new tab', async () => {
    await page.goto(`${server.url}/invoices/invoice_distribution`);
    const [help] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByText('Guidelines for Action').click(),
    ]);
    await help!.getByTestId('help-page').getByText('What it shows').waitFor();
    expect(new URL(help!.url()).pathname).toBe('/help/invoices/invoice_distribution');
    await help!.close();
  });

  it('saves a screenshot of the shell', async () => {
    await page.evaluate(() => window.localStorage.setItem('sidebar_pinned', 'true'));
    await page.goto(
      `${server.url}/invoices/invoice_distribution?system=${systemId}&year=-1&qualifier=-1&company_code=-1`,
    );
    await page.getByTestId('page-title').waitFor();
    await page.locator('.app-sidebar-pinned').waitFor();
    await page.getByTestId('date-range-dropdown').click();
    const menu = page.getByTestId('date-range-menu');
    await menu.getByRole('button', { name: 'Last n months' }).click();
    await menu.getByLabel('Number of months').waitFor();
    await docsScreenshot(page, 'shell');
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.localStorage.removeItem('sidebar_pinned'));
  });

  it('shows and hides the page help, remembered per page, from the title toggle', async () => {
    await page.goto(`${server.url}/vendors/dormant_vendors`);
    const help = page.getByTestId('page-help');
    await help.waitFor();
    await help.getByRole('button', { name: /close/i }).click();
    await help.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('help-toggle').waitFor();
    await expect.poll(() => page.getByTestId('page-help').count()).toBe(0);
    await expect.poll(() => page.getByTestId('help-toggle').innerText()).toBe('Show help');
    await page.getByTestId('help-toggle').click();
    await page.getByTestId('page-help').waitFor();
  });

  it('welcomes a registered user with no systems', async () => {
    const demo = await server.store
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', 'demo@spendlens.test')
      .executeTakeFirstOrThrow();
    await server.store
      .insertInto('users')
      .values({
        uid: 'no-systems@spendlens.test',
        password_hash: demo.password_hash,
        fname: 'Nora',
        lname: 'New',
        company: 'Newco',
        mobile: null,
        roles: JSON.stringify(['view']),
        is_enabled: true,
        has_mfa: false,
        ttl_seconds: 1800,
        expires_at: null,
        disabled_at: null,
        locked_until: null,
        current_client_id: null,
      })
      .execute();
    const fresh = await signIn('no-systems@spendlens.test');
    await fresh.getByTestId('welcome').waitFor();
    await expect.poll(() => fresh.getByTestId('welcome').innerText()).toMatch(/contact us/i);
    await expect.poll(() => fresh.getByTestId('welcome').innerText()).toMatch(/download the extractor/i);
    // no page of a system's data is offered: it could only load forever
    await fresh.getByTestId('user-menu').click();
    await fresh.getByText('Contact us', { exact: true }).waitFor();
    await expect.poll(() => fresh.getByText('Extraction Status', { exact: true }).count()).toBe(0);
    await expect.poll(() => fresh.getByText('Login Log', { exact: true }).count()).toBe(0);
    await fresh.close();
  });

  it('shows the not-found page for a path without a component', async () => {
    await page.goto(`${server.url}/a/b/c`);
    await page.getByText('No Match - There is no component defined for this route yet').waitFor();
  });

  it('sends a user without the view role from a data page to its landing, and lets it reach /contact', async () => {
    const upload = await signIn('upload@spendlens.test');
    await upload.goto(`${server.url}/invoices/invoice_distribution`);
    await upload.waitForURL((url) => url.pathname === '/');
    await upload.getByText('Data Upload Account').waitFor();
    await upload.goto(`${server.url}/contact`);
    await upload.getByTestId('user-menu').waitFor();
    expect(new URL(upload.url()).pathname).toBe('/contact');
    await expect.poll(() => upload.getByText('Data Upload Account').count()).toBe(0);
    // the menu offers no page that would send it back to its landing
    await upload.getByTestId('user-menu').click();
    await upload.getByText('Contact us', { exact: true }).waitFor();
    await expect.poll(() => upload.getByText('Extraction Status', { exact: true }).count()).toBe(0);
    await expect.poll(() => upload.getByText('Login Log', { exact: true }).count()).toBe(0);
    await upload.close();
  });

  it('signs out on a 401 from any call', async () => {
    await page.goto(`${server.url}/invoices/invoice_distribution`);
    await page.getByTestId('page-title').waitFor();
    await page.getByTestId('account-group-dropdown').waitFor();
    await page.waitForLoadState('networkidle');
    // ended behind the server's back (as another process would); this server caches no session row
    // (the cache's AUTH_CACHE_SECONDS: packages/server/test/security-sessions.test.ts)
    await server.store.deleteFrom('sessions').execute();
    await page.getByTestId('date-range-dropdown').click();
    await page.getByRole('button', { name: 'Last 10 days' }).click();
    // the page's queries and the usage event answer 401 together; the browser lands on /login
    await page.waitForURL(/\/login/, { timeout: 15_000 });
    await page.getByLabel('Email address').waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  });
});
