import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPercent } from '@spendlens/domain';
import { signInDemo } from './support/analysis-session';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

type Row = Record<string, unknown>;
const count = (n: unknown) => Number(n).toLocaleString('en-GB');

/**
 * The Red Flags pages (docs/red-flags.md) in Chromium as the demo user: each page's summary shows,
 * group by group, the numbers SQL has on its published table; the Benford pages draw their chart;
 * each kind's cases planted in the demo extract (its answers.json) are on the pages. The demo here
 * has 30,000 invoice lines: the Benford cases need about 27,000 (two vendors of 2,500 invoices).
 */
describe('red flags pages in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  /** The planted cases of the demo extract by kind (datagen answers.json `anomalies`). */
  let planted: Record<string, Row[]>;
  const sql = async (text: string, params: unknown[] = []) =>
    (await server.warehouse.query({ sql: text, params: params as never })) as Row[];
  const summary = () => page.getByTestId('summary-table');
  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;

  /** Opens a page's summary and answers its rows: the cells of `columns`, as shown. */
  async function summaryRows(path: string, columns: readonly string[]): Promise<string[][]> {
    const url = `${server.url}/red_flags/${path}?view=summary&${scope()}`;
    // the navigation test leaves the page on the round-amount summary
    if (page.url() !== url) await page.goto(url);
    await summary().getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    return cellsOf(summary().getByTestId('table-row'), columns);
  }

  /** The cells of `columns` of each of `rows`, as shown (one read of the page for all of them). */
  const cellsOf = (rows: Locator, columns: readonly string[]) =>
    rows.evaluateAll(
      (trs, cols) =>
        trs.map((tr) =>
          cols.map((c) => (tr.querySelector(`td[data-col="${c}"]`) as HTMLElement | null)?.innerText ?? ''),
        ),
      columns,
    );

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '30000' });
    const extracts = path.join(server.dataDir, 'extracts');
    const demo = (await fs.readdir(extracts)).find((d) => d.startsWith('SAP-DEMO-'))!;
    planted = (
      JSON.parse(await fs.readFile(path.join(extracts, demo, 'answers.json'), 'utf8')) as {
        anomalies: Record<string, Row[]>;
      }
    ).anomalies;
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

  it('lists the five pages under Red Flags in the navigation', async () => {
    await page.goto(`${server.url}/red_flags/round_amounts?view=summary&${scope()}`);
    await summary().getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    // the sidebar's submenu of the module, open on one of its pages
    await page.getByTestId('sidebar-toggle').click();
    const links = page.getByTestId('sidebar').locator('#sidebar-module-red_flags a');
    await links.first().waitFor();
    await expect
      .poll(() => links.evaluateAll((as) => as.map((a) => a.textContent)))
      .toEqual([
        "Benford's Law: Vendors",
        "Benford's Law: Company Codes",
        'Round-Amount Invoices',
        'Invoices Split under the Approval Limit',
        'Weekend and Holiday Postings',
      ]);
  });

  it('round-amount invoices: each vendor with its round invoices as SQL counts them', async () => {
    const shown = await summaryRows('round_amounts', ['vendor_id', 'number_of_invoices']);
    const counts = await sql(
      'SELECT vendor_id, count(*) AS n FROM pub.red_flags__round_amount_invoices WHERE system_id = $1 GROUP BY vendor_id',
      [systemId],
    );
    const byVendor = new Map(counts.map((r) => [String(r['vendor_id']), count(r['n'])]));
    expect(shown.length).toBeLessThanOrEqual(counts.length);
    expect(shown.length).toBeGreaterThan(0);
    for (const [vendor, n] of shown) expect({ vendor, n }).toEqual({ vendor, n: byVendor.get(vendor!) });
  });

  it('weekend and holiday postings: the invoices per kind of posting day as SQL has them', async () => {
    const shown = await summaryRows('weekend_holiday_postings', ['posting_day_kind', 'number_of_invoices']);
    const counts = await sql(
      `SELECT coalesce(posting_day_kind, '') AS k, count(*) AS n FROM pub.red_flags__weekend_holiday_postings
       WHERE system_id = $1 GROUP BY 1`,
      [systemId],
    );
    expect(shown.length).toBe(counts.length);
    const byKind = new Map(counts.map((r) => [String(r['k']), count(r['n'])]));
    for (const [kind, n] of shown) {
      const key = kind === '(blank)' || kind === '-' ? '' : kind!;
      expect({ kind, n }).toEqual({ kind, n: byKind.get(key) });
    }
    expect(shown.some(([kind]) => kind!.startsWith('Holiday: '))).toBe(true);
  });

  it('split invoices: each split group with its invoices as SQL has them, over the default limit', async () => {
    const shown = await summaryRows('split_invoices', ['split_group', 'number_of_invoices']);
    const groups = await sql(
      `SELECT split_group, count(*) AS n, max(group_local_amount) AS total, max(approval_limit) AS lim
       FROM pub.red_flags__split_invoices WHERE system_id = $1 GROUP BY split_group`,
      [systemId],
    );
    expect(shown.length).toBeLessThanOrEqual(groups.length);
    expect(shown.length).toBeGreaterThan(0);
    const byGroup = new Map(groups.map((g) => [String(g['split_group']), g]));
    for (const [group, n] of shown) {
      const g = byGroup.get(group!)!;
      expect({ group, n }).toEqual({ group, n: count(g['n']) });
      expect(Number(g['n'])).toBeGreaterThanOrEqual(2);
      expect(Number(g['total'])).toBeGreaterThan(Number(g['lim']));
    }
  });

  it("Benford's law by company code: invoices tested and MAD per company code as SQL has them, and the chart", async () => {
    const shown = await summaryRows('benford_company_code', ['company_code', 'invoices_tested', 'max_mad']);
    const groups = await sql(
      `SELECT DISTINCT company_code, invoice_count, mad FROM pub.red_flags__benford_company_code WHERE system_id = $1`,
      [systemId],
    );
    expect(shown.length).toBe(groups.length);
    const byCode = new Map(groups.map((g) => [String(g['company_code']), g]));
    for (const [code, invoices, mad] of shown) {
      const g = byCode.get(code!)!;
      expect({ code, invoices, mad }).toEqual({
        code,
        invoices: count(g['invoice_count']),
        mad: formatPercent(Number(g['mad']) * 100),
      });
    }
    await page.goto(`${server.url}/red_flags/benford_company_code?view=chart&${scope()}`);
    await page
      .getByTestId('analysis-chart')
      .locator('.recharts-surface')
      .first()
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() => page.getByTestId('analysis-chart').getByText('Expected (Benford)').count())
      .toBeGreaterThan(0);
  });

  it("Benford's law by vendor: invoices tested per vendor as SQL has them", async () => {
    const shown = await summaryRows('benford_vendor', ['vendor_id', 'invoices_tested', 'max_mad']);
    const groups = await sql(
      `SELECT vendor_id, sum(DISTINCT invoice_count) AS n, max(mad) AS mad FROM
         (SELECT DISTINCT vendor_id, company_code, invoice_count, mad FROM pub.red_flags__benford_vendor WHERE system_id = $1)
       GROUP BY vendor_id`,
      [systemId],
    );
    const byVendor = new Map(groups.map((g) => [String(g['vendor_id']), g]));
    expect(shown.length).toBeGreaterThan(0);
    for (const [vendor, invoices, mad] of shown) {
      const g = byVendor.get(vendor!)!;
      const [total] = await sql(
        'SELECT sum(actual_count) AS n FROM pub.red_flags__benford_vendor WHERE system_id = $1 AND vendor_id = $2',
        [systemId, vendor],
      );
      expect({ vendor, invoices, mad }).toEqual({
        vendor,
        invoices: count(total!['n']),
        mad: formatPercent(Number(g['mad']) * 100),
      });
    }
  });

  /**
   * Opens a page's detail on one finding (the link of an alert e-mail, ?finding=) and answers the
   * cells of `columns` of its rows, as shown.
   */
  async function findingRows(pagePath: string, key: string, columns: readonly string[]): Promise<string[][]> {
    await page.goto(
      `${server.url}/red_flags/${pagePath}?view=detail&${scope()}&finding=${encodeURIComponent(key)}`,
    );
    const table = page.getByTestId('detail-table');
    await table.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => new Set(await table.locator('td[data-col="finding_key"]').allInnerTexts()))
      .toEqual(new Set([key]));
    return cellsOf(table.getByTestId('table-row'), columns);
  }

  /** The finding keys of a published red-flag table's rows whose `column` is one of `values`. */
  const keysWhere = async (table: string, column: string, values: readonly unknown[]) =>
    (
      await sql(
        `SELECT DISTINCT finding_key FROM pub.red_flags__${table}
         WHERE system_id = $1 AND finding_key IS NOT NULL
           AND ${column} IN (${values.map((v) => `'${String(v).replaceAll("'", "''")}'`).join(', ')})`,
        [systemId],
      )
    ).map((r) => String(r['finding_key']));

  it('shows every planted split group as one finding whose rows are its invoices, and no planted control', async () => {
    expect(planted['split_invoices']!.length).toBeGreaterThan(0);
    for (const c of planted['split_invoices']!) {
      const ids = c['invoiceIds'] as string[];
      const keys = await keysWhere('split_invoices', 'internal_invoice_id', ids);
      expect(keys.length).toBe(1);
      const rows = await findingRows('split_invoices', keys[0]!, ['internal_invoice_id', 'vendor_id']);
      expect(rows.map(([id]) => id).sort()).toEqual([...ids].sort());
      expect(new Set(rows.map(([, vendor]) => vendor))).toEqual(new Set([c['vendorId']]));
    }
    const controls = planted['split_invoice_controls']!.flatMap((c) => c['invoiceIds'] as string[]);
    await expect.poll(() => keysWhere('split_invoices', 'internal_invoice_id', controls)).toEqual([]);
  });

  it('shows each planted round amount and weekend or holiday posting as a finding of its invoice', async () => {
    for (const [kind, table, pagePath] of [
      ['round_amount_invoices', 'round_amount_invoices', 'round_amounts'],
      ['weekend_holiday_postings', 'weekend_holiday_postings', 'weekend_holiday_postings'],
    ] as const) {
      const cases = planted[kind]!;
      expect(cases.length).toBeGreaterThan(0);
      for (const c of cases.slice(0, 3)) {
        const keys = await keysWhere(table, 'internal_invoice_id', [c['invoiceId']]);
        expect({ kind, keys: keys.length }).toEqual({ kind, keys: 1 });
        const rows = await findingRows(pagePath, keys[0]!, ['internal_invoice_id', 'vendor_id']);
        expect(rows).toEqual([[c['invoiceId'], c['vendorId']]]);
      }
    }
  });

  it('shows the planted Benford-breaking vendor and its company code as nonconforming findings, and not the control', async () => {
    const [vendorCase] = planted['benford_vendors']!;
    const vendorKeys = await keysWhere('benford_vendor', 'vendor_id', [vendorCase!['vendorId']]);
    expect(vendorKeys.length).toBe(1);
    const vendorRows = await findingRows('benford_vendor', vendorKeys[0]!, [
      'vendor_id',
      'company_code',
      'conformity',
    ]);
    expect(vendorRows.length).toBeGreaterThan(0);
    expect(new Set(vendorRows.map((r) => r.join(' ')))).toEqual(
      new Set([`${String(vendorCase!['vendorId'])} ${String(vendorCase!['companyCode'])} Nonconformity`]),
    );
    const [codeCase] = planted['benford_company_codes']!;
    const codeKeys = await keysWhere('benford_company_code', 'company_code', [codeCase!['companyCode']]);
    expect(codeKeys.length).toBe(1);
    const codeRows = await findingRows('benford_company_code', codeKeys[0]!, ['company_code', 'conformity']);
    expect(new Set(codeRows.map((r) => r.join(' ')))).toEqual(
      new Set([`${String(codeCase!['companyCode'])} Nonconformity`]),
    );
    const [control] = planted['benford_controls']!;
    await expect.poll(() => keysWhere('benford_vendor', 'vendor_id', [control!['vendorId']])).toEqual([]);
  });
});
