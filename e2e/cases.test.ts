import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsScreenshot, signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

type Row = Record<string, unknown>;
const duplicates = 'pub.invoice_duplicates__duplicate_invoices';

/**
 * Issue 23 in Chromium: a finding's key opens its case; the demo user dismisses a duplicate-invoice
 * finding with a reason (refused without one), the rows show it, the exceptions lose it; a finding
 * assigned to the user is on My Cases; alerts are subscribed and deleted.
 */
describe('cases of findings in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  const sql = async (text: string, params: unknown[] = [systemId]) =>
    (await server.warehouse.query({ sql: text, params: params as never })) as Row[];
  const modal = () => page.getByRole('dialog');
  const close = () => modal().locator('.modal-footer').getByRole('button', { name: 'Close' });
  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;
  /** Two duplicate-invoice findings (keys and their rows), in key order. */
  let findings: { key: string; rows: number }[];
  const exceptions = async () =>
    Number(
      (
        await sql(
          `select coalesce(sum(exception_count), 0) as n from pub.weighted_exceptions__exceptions
           where system_id = $1 and analysis = 'duplicate_invoices'`,
        )
      )[0]!['n'],
    );

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 950 } });
    await signInDemo(page, server.url);
    const [system] = await server.store
      .selectFrom('systems')
      .select('id')
      .where('name', '=', 'SAP-DEMO')
      .execute();
    systemId = system!.id;
    findings = (
      await sql(
        `select finding_key, count(*)::integer as n from ${duplicates}
         where system_id = $1 and finding_key is not null group by finding_key order by finding_key limit 2`,
      )
    ).map((r) => ({ key: String(r['finding_key']), rows: Number(r['n']) }));
    expect(findings.length).toBe(2);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The duplicate-invoice exceptions before the first finding was dismissed, and its rows not reversed. */
  let before = 0;
  let live = 0;

  it('dismisses a duplicate-invoice finding from its row: a reason is required, then the rows show it and the exceptions lose it', async () => {
    const { key, rows } = findings[0]!;
    before = await exceptions();
    await page.goto(
      `${server.url}/invoices/duplicates?view=detail&${scope()}&finding=${encodeURIComponent(key)}`,
    );
    const table = page.getByTestId('detail-table');
    const first = table.getByTestId('table-row').first();
    await first.waitFor({ timeout: 30_000 });
    // the link opened the finding's rows only
    await expect
      .poll(async () => new Set(await table.locator('td[data-col="finding_key"]').allInnerTexts()))
      .toEqual(new Set([key]));
    await expect.poll(() => table.getByTestId('table-row').count()).toBe(rows);
    await expect.poll(() => first.locator('td[data-col="case_status"]').innerText()).toBe('open');

    await first.getByTestId('open-finding_case').click();
    const [labelRow] = await sql(
      `select min(finding_label) as label from ${duplicates} where system_id = $1 and finding_key = $2`,
      [systemId, key],
    );
    await expect
      .poll(() => modal().getByTestId('profile-title').innerText())
      .toBe(`Case > ${String(labelRow!['label'])}`);
    await modal().getByTestId('case-history-empty').waitFor();
    await modal().getByTestId('case-status').selectOption('dismissed');
    await modal().getByTestId('case-save').click();
    await expect
      .poll(() => modal().getByTestId('case-error').innerText(), { timeout: 30_000 })
      .toContain('needs a reason');
    await modal().getByTestId('case-comment').fill('Credit note 4711 posted; checked with AP');
    await modal().getByTestId('case-save').click();
    await expect
      .poll(() => modal().getByTestId('case-current-status').innerText(), { timeout: 30_000 })
      .toBe('Dismissed');
    const change = modal().getByTestId('case-change');
    await expect.poll(() => change.count()).toBe(1);
    const cells = await change.first().locator('td').allInnerTexts();
    expect(cells.slice(1)).toEqual([
      'demo@spendlens.test',
      'Status: Open → Dismissed',
      'Credit note 4711 posted; checked with AP',
    ]);
    await docsScreenshot(page, 'finding-case');
    await close().click();
    await modal().waitFor({ state: 'detached' });
    // the rows read again show the case; the weighted exceptions no longer count it
    await expect
      .poll(async () => new Set(await table.locator('td[data-col="case_status"]').allInnerTexts()), {
        timeout: 30_000,
      })
      .toEqual(new Set(['dismissed']));
    const [liveRows] = await sql(
      `select count(*)::integer as n from ${duplicates} where system_id = $1 and finding_key = $2 and not is_reversed_or_reversal`,
      [systemId, key],
    );
    live = Number(liveRows!['n']);
    expect(live).toBeGreaterThan(0);
    await expect.poll(() => exceptions()).toBe(before - live);
  });

  describe('after an ingest of the same extract', () => {
    beforeAll(async () => {
      const root = path.join(server.dataDir, 'extracts');
      const manifest = (await fs.readdir(root, { recursive: true })).find(
        (f) => f.startsWith('SAP-DEMO') && f.endsWith('manifest.json'),
      )!;
      await server.ingest.ingest(systemId, path.join(root, path.dirname(manifest)));
    }, 120_000);

    it('keeps the dismissed finding dismissed, out of the exceptions and with its history', async () => {
      const { key } = findings[0]!;
      expect(live).toBeGreaterThan(0);
      await expect.poll(() => exceptions()).toBe(before - live);
      await page.goto(
        `${server.url}/invoices/duplicates?view=detail&${scope()}&finding=${encodeURIComponent(key)}`,
      );
      const table = page.getByTestId('detail-table');
      await table.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
      await expect
        .poll(async () => new Set(await table.locator('td[data-col="case_status"]').allInnerTexts()))
        .toEqual(new Set(['dismissed']));
      await table.getByTestId('table-row').first().getByTestId('open-finding_case').click();
      await expect
        .poll(() => modal().getByTestId('case-current-status').innerText(), { timeout: 30_000 })
        .toBe('Dismissed');
      await expect.poll(() => modal().getByTestId('case-change').count()).toBe(1);
      await close().click();
      await modal().waitFor({ state: 'detached' });
    });
  });

  it('says on the vendor ranking that a finding confirmed or dismissed has been dealt with', async () => {
    expect(live).toBeGreaterThan(0);
    await page.goto(`${server.url}/ranking/vendor?view=summary&${scope()}`);
    await page.getByTestId('summary-table').getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.locator('body').innerText())
      .toContain('confirmed or dismissed has been dealt with');
  });

  it('lists a finding assigned to the user on My Cases, opening its case there', async () => {
    const { key } = findings[1]!;
    await page.goto(
      `${server.url}/invoices/duplicates?view=detail&${scope()}&finding=${encodeURIComponent(key)}`,
    );
    const first = page.getByTestId('detail-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 30_000 });
    await first.getByTestId('open-finding_case').click();
    await modal()
      .getByTestId('case-assignee')
      .locator('option[value="demo@spendlens.test"]')
      .waitFor({ state: 'attached' });
    await modal().getByTestId('case-assignee').selectOption('demo@spendlens.test');
    await modal().getByTestId('case-status').selectOption('investigating');
    await modal().getByTestId('case-save').click();
    await expect
      .poll(() => modal().getByTestId('case-current-status').innerText(), { timeout: 30_000 })
      .toBe('Investigating');
    await close().click();

    await page.goto(`${server.url}/my_cases?${scope()}`);
    const mine = page.getByTestId('my-case');
    await mine.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => mine.count()).toBe(1);
    await expect.poll(() => mine.first().locator('td').first().innerText()).toBe('SAP-DEMO');
    await mine.first().getByTestId('open-my-case').click();
    await expect
      .poll(() => modal().getByTestId('case-current-status').innerText(), { timeout: 30_000 })
      .toBe('Investigating');
    await expect
      .poll(async () => (await modal().getByTestId('case-change').allInnerTexts()).join('\n'))
      .toContain('Assignee: nobody → demo@spendlens.test');
    await close().click();
  });

  it('subscribes to alerts of new findings and deletes the subscription', async () => {
    await page.goto(`${server.url}/my_cases?${scope()}`);
    const alerts = page.getByTestId('alerts');
    await alerts.getByTestId('alerts-empty').waitFor({ timeout: 30_000 });
    // no kind chosen: the server's reason
    await alerts.getByTestId('alert-subscribe').click();
    await expect
      .poll(() => alerts.getByTestId('alert-error').innerText(), { timeout: 30_000 })
      .toContain('at least one kind');
    await alerts.getByTestId('alert-kind-duplicate_invoice').check();
    await alerts.getByTestId('alert-kind-sanctions_hit').check();
    await alerts.getByTestId('alert-subscribe').click();
    const row = alerts.getByTestId('alert-row');
    await row.first().waitFor();
    await expect
      .poll(() => row.first().locator('td').allInnerTexts())
      .toEqual(['SAP-DEMO', 'All', 'Duplicate Invoices, OFAC Sanctions', 'Delete']);
    const stored = await server.store.selectFrom('alert_subscriptions').selectAll().execute();
    expect(stored.map((s) => [s.system_id, s.company_code, s.kinds])).toEqual([
      [systemId, null, ['duplicate_invoice', 'sanctions_hit']],
    ]);
    await row.first().getByTestId('alert-delete').click();
    await alerts.getByTestId('alerts-empty').waitFor();
    await expect.poll(() => server.store.selectFrom('alert_subscriptions').selectAll().execute()).toEqual([]);
  });
});
