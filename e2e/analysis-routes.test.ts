import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from './support/analysis-session';
import { launchBrowser, screenshot } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

interface ConfigPage {
  name: string;
  displayName: string;
  hideFromNav?: boolean;
  appliesToAddons?: string[];
  defaultView?: string;
  summaryTable?: unknown;
}

const settled =
  '[data-testid="table-row"], [data-testid="table-empty"], [data-testid="analysis-chart"] .recharts-surface, ' +
  '[data-testid="chart-empty"], [data-testid="table-error"], .alert-danger, [data-testid^="dist-row"]';

const detailSettled = '[data-testid="table-row"], [data-testid="table-empty"], [data-testid="table-error"]';
const errorShown = '[data-testid="table-error"], .alert-danger';
/** The elements of `selectors` that were not on the page when the walk left the route before. */
const fresh = (selectors: string) =>
  selectors
    .split(', ')
    .map((selector) => `${selector}:not([data-left])`)
    .join(', ');

/** Every analysis of the catalogue opens through its route with the demo data, without an error. */
describe('every analysis route in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let systemId: number;
  let routes: { module: string; page: ConfigPage }[] = [];

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await signInDemo(page, server.url);
    const [system] = await server.store.selectFrom('systems').select('id').execute();
    systemId = system!.id;
    const config = await page.evaluate(async (id) => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('session_id='))
          ?.slice(11) ?? '';
      const response = await fetch(`/api_prd/systems/${id}/display_config`, {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      return (await response.json()) as { modules: { name: string; pages: ConfigPage[] }[] };
    }, systemId);
    routes = config.modules.flatMap((m) => m.pages.map((p) => ({ module: m.name, page: p })));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Empty when the page settled on rows, a chart or the empty state; else what went wrong. */
  async function problemsOf(
    route: string,
    locator = page.locator(fresh(settled)).first(),
  ): Promise<string[]> {
    try {
      await locator.waitFor({ timeout: 30_000 });
    } catch {
      return [`${route}: nothing rendered within 30 s`];
    }
    const errors = await page.locator(fresh(errorShown)).allInnerTexts();
    const noMatch = await page.getByText('No Match - There is no component defined').count();
    return [...errors.map((e) => `${route}: ${e}`), ...(noMatch ? [`${route}: No Match`] : [])];
  }

  const ownPages: Record<string, string> = {
    invoice_timings: '/trends/invoice_timings',
    material_pricing: '/trends/material_pricing',
  };

  /** The routes the walk opens: every analysis but the add-ons' (the demo system has none) and /login_log. */
  const walked = () =>
    routes.filter(
      // /login_log is its own utility page, not an analysis
      ({ module, page: p }) => !p.appliesToAddons?.length && module !== 'login_log',
    );
  /**
   * Opens `path` as a link of the app does (the router's history push; the page's earlier elements
   * marked as left): the app's code, session and parameters stay loaded from one route to the next.
   * The other tests of this file (and e2e/shell.test.ts, bookmarked paths) open routes by address.
   */
  const openInApp = (path: string) =>
    page.evaluate(
      ([to, marked]) => {
        for (const element of document.querySelectorAll(marked)) element.setAttribute('data-left', '');
        const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        window.history.pushState({ usr: null, key: `walk${idx}`, idx }, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      [path, `${settled}, ${detailSettled}, ${errorShown}`] as const,
    );
  /** The routes each share's test has opened (the last test checks that every route was). */
  const visited: string[] = [];
  const shares = 6;

  for (let share = 0; share < shares; share++)
    it(`walks the default view and the detail of each analysis: share ${share + 1} of ${shares}`, async () => {
      const all = walked();
      expect(all.length).toBeGreaterThan(30);
      const size = Math.ceil(all.length / shares);
      const problems: string[] = [];
      for (const { module, page: p } of all.slice(share * size, (share + 1) * size)) {
        const route = `/${module}/${p.name}`;
        await openInApp(`${route}?system=${systemId}&year=-1&qualifier=-1&company_code=-1`);
        // the pages with a trend page of their own open there (e2e/special-pages.test.ts walks them)
        const own = ownPages[p.name];
        if (own) {
          await page.waitForURL((url) => url.pathname === own);
          continue;
        }
        problems.push(...(await problemsOf(route)));
        expect(new URL(page.url()).pathname, route).toBe(route);
        if (route === '/invoices/backlog') await screenshot(page, 'analysis-backlog-chart');
        const detailTab = page.getByTestId('tab-detail');
        if ((await detailTab.count()) > 0) {
          await detailTab.click();
          const detail = page.getByTestId('detail-table').locator(fresh(detailSettled));
          problems.push(...(await problemsOf(`${route} detail`, detail.first())));
        }
        visited.push(route);
      }
      expect(problems).toEqual([]);
    });

  it('has walked every analysis route', () => {
    expect(visited).toEqual(
      walked()
        .filter(({ page: p }) => !ownPages[p.name])
        .map(({ module, page: p }) => `/${module}/${p.name}`),
    );
    expect(visited.length).toBeGreaterThan(30);
  });

  const scope = () => `system=${systemId}&year=-1&qualifier=-1&company_code=-1`;

  it('opens the Trend tab by default, the view of ?view=, and remembers a dismissed help alert', async () => {
    await page.goto(`${server.url}/invoices/backlog?${scope()}`);
    await page.getByTestId('tab-chart').getByText('Trend').waitFor();
    await page
      .locator('[data-testid="analysis-chart"] .recharts-surface')
      .first()
      .waitFor({ timeout: 30_000 });
    const alert = page.getByTestId('page-help');
    await alert.waitFor();
    await alert.getByRole('button', { name: /close/i }).click();
    await alert.waitFor({ state: 'detached' });
    await page.goto(`${server.url}/invoices/backlog?view=summary&${scope()}`);
    await page.getByTestId('summary-table').getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByTestId('page-help').count()).toBe(0);
    await expect.poll(() => page.locator('.nav-link.active').first().innerText()).toBe('Summary');
  });

  it('draws a binned chart in the order of its bins, every bin (one without rows at 0), counts on whole-number ticks', async () => {
    const ticks = (axis: 'xAxis' | 'yAxis') =>
      page
        .locator(
          `[data-testid="analysis-chart"] .recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`,
        )
        .evaluateAll((texts) => texts.map((t) => t.textContent ?? ''));
    for (const [path, bins] of [
      ['/vendors/dormant_vendors', ['6-12 months', '1-2 years', '> 2 years', 'No activity']],
      [
        '/goods_receipts/grni_distribution',
        ['< 1', '1 to 1K', '1K to 5K', '5K to 10K', '10K to 20K', '20K to 50K', '50K to 100K', '> 100K'],
      ],
    ] as const) {
      await page.goto(`${server.url}${path}?view=chart&${scope()}`);
      await page
        .locator('[data-testid="analysis-chart"] .recharts-surface')
        .first()
        .waitFor({ timeout: 30_000 });
      await expect.poll(() => ticks('xAxis')).toEqual(bins);
    }
    // Dormant Vendors counts vendors: no tick repeats (1.5 shown as "2" beside 2)
    await page.goto(`${server.url}/vendors/dormant_vendors?view=chart&${scope()}`);
    await page
      .locator('[data-testid="analysis-chart"] .recharts-surface')
      .first()
      .waitFor({ timeout: 30_000 });
    const y = await ticks('yAxis');
    expect(y.length).toBeGreaterThan(1);
    expect(new Set(y).size).toBe(y.length);
  });

  it('draws the Top 25 Vendors of the largest spend, then of the largest credit value', async () => {
    // every vendor's spend and credit value over all company codes and dates, to the cent
    const totals = (await server.warehouse.query({
      sql: `select vendor_id, round(sum(spend_value), 2)::double as spend, round(sum(credit_value), 2)::double as credit
            from pub.vendors__top_vendors where system_id = $1 group by vendor_id`,
      params: [systemId],
    })) as { vendor_id: string; spend: number; credit: number }[];
    const top = (key: 'spend' | 'credit', sign: 1 | -1) =>
      totals
        .filter((t) => t[key] !== 0)
        .map((t) => t[key])
        .sort((a, b) => sign * (b - a))
        .slice(0, 25);
    const byVendor = new Map(totals.map((t) => [t.vendor_id, t]));
    expect(top('spend', 1)).toHaveLength(25);
    expect(top('credit', -1).length).toBeGreaterThan(0);

    await page.goto(`${server.url}/vendors/top_25_vendors?view=chart&${scope()}`);
    const chart = page.getByTestId('analysis-chart');
    const drawn = async (key: 'spend' | 'credit') => {
      const ids = JSON.parse((await chart.getAttribute('data-ranked')) ?? '[]') as string[];
      return ids.map((id) => byVendor.get(id)?.[key]);
    };
    // the values drawn are the 25 largest, in rank order (vendors of equal value may swap)
    await expect.poll(() => drawn('spend'), { timeout: 30_000 }).toEqual(top('spend', 1));
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(25);
    await screenshot(page, 'top-25-vendors');
    await page.getByTestId('chart-rankings').getByRole('button', { name: 'By Credit Value' }).click();
    await expect.poll(() => drawn('credit'), { timeout: 30_000 }).toEqual(top('credit', -1));
  });

  it('draws the 20 vendors slowest to capture their invoices, slowest first (issue 36 item 3)', async () => {
    const rows = (await server.warehouse.query({
      sql: `select vendor_name, max(mean_vendor_invoice_delay_days)::double as delay
            from pub.invoices__invoice_capture_time where system_id = $1 and vendor_name is not null
            group by vendor_name order by delay desc limit 20`,
      params: [systemId],
    })) as { vendor_name: string; delay: number }[];
    const delays = new Map(rows.map((r) => [r.vendor_name, r.delay]));
    await page.goto(`${server.url}/invoices/invoice_capture_time?view=chart&${scope()}`);
    const chart = page.getByTestId('analysis-chart');
    const drawn = async () =>
      (JSON.parse((await chart.getAttribute('data-ranked')) ?? '[]') as string[]).map((name) =>
        delays.get(name),
      );
    // the 20 largest mean capture times, in order (vendors of equal time may swap)
    await expect.poll(drawn, { timeout: 30_000 }).toEqual(rows.map((r) => r.delay));
  });

  it('draws Invoice Processing Days as bubbles: a point per company code, invoices across and mean days up (issue 36 item 3)', async () => {
    const [codes] = await server.warehouse.query({
      sql: `select count(*)::integer as n, max("countOfInvoices")::integer as most
            from pub.invoices__metrics_invoice_processing_days where system_id = $1`,
      params: [systemId],
    });
    await page.goto(`${server.url}/invoices/invoice_processing_days?view=chart&${scope()}`);
    const chart = page.getByTestId('analysis-chart');
    await expect
      .poll(() => chart.locator('.recharts-scatter-symbol').count(), { timeout: 30_000 })
      .toBe(Number(codes!['n']));
    // the x axis is of invoice counts (numbers up to the largest), not a label per company code
    const across = await chart
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .evaluateAll((texts) => texts.map((t) => Number((t.textContent ?? '').replace(/[^0-9.]/g, ''))));
    expect(Math.max(...across)).toBeGreaterThanOrEqual(Number(codes!['most']) * 0.5);
    await screenshot(page, 'processing-days-bubbles');
  });

  it('opens the Vendor Risk Ranking on the riskiest vendor: rank 1 first, the highest score (issue 36 item 3)', async () => {
    await page.goto(`${server.url}/vendors/vendor_risk_ranking?view=summary&${scope()}`);
    const first = page.getByTestId('summary-table').getByTestId('table-row').first();
    await first.waitFor({ timeout: 30_000 });
    await expect.poll(() => first.locator('td[data-col="rank"]').innerText()).toBe('1');
    const [top] = await server.warehouse.query({
      sql: `select max(score)::double as score from pub.vendor_pl_risk_rank__vendor_risk_rank where system_id = $1`,
      params: [systemId],
    });
    expect(Number((await first.locator('td[data-col="score"]').innerText()).replace(/,/g, ''))).toBeCloseTo(
      Number(top!['score']),
      2,
    );
  });

  it('draws the 20 worst and the 20 best company codes of the ranking by the measure chosen, the maximum included', async () => {
    // per company code: its exception rank (percentile) and exception count, as the chart sums them
    const rows = (await server.warehouse.query({
      sql: `select company_code, max(rank_weighted_average_exceptions)::double as rank,
                   sum(total_exceptions)::double as count
            from pub.weighted_exceptions__company_code_ranking where system_id = $1 group by company_code`,
      params: [systemId],
    })) as { company_code: string; rank: number | null; count: number }[];
    const ranks = rows.filter((r) => r.rank !== null).map((r) => r.rank!);
    const counts = rows.map((r) => r.count);
    const byCode = new Map(rows.map((r) => [r.company_code, r]));
    await page.goto(`${server.url}/ranking/company_code?view=chart&${scope()}`);
    const chart = page.getByTestId('analysis-chart');
    const drawn = async () =>
      (JSON.parse((await chart.getAttribute('data-ranked')) ?? '[]') as string[]).map((c) => byCode.get(c));
    const first = (values: number[], order: 1 | -1) =>
      [...values].sort((a, b) => order * (a - b)).slice(0, Math.min(20, values.length));
    expect(ranks.length).toBeGreaterThan(1);
    // Worst by Exception Count (the bars drawn first): the highest counts first, the greatest included
    const legend = () => chart.locator('.recharts-legend-item-text').allInnerTexts();
    await expect.poll(legend, { timeout: 30_000 }).toEqual(['Exception Count']);
    await expect
      .poll(async () => (await drawn()).map((r) => r?.count), { timeout: 30_000 })
      .toEqual(first(counts, -1));
    expect((await drawn())[0]?.count).toBe(Math.max(...counts));
    // Worst by Exception Rank (Percentile): the highest ranks first
    await page
      .getByTestId('chart-measures')
      .getByRole('button', { name: 'Exception Rank (Percentile)' })
      .click();
    await expect.poll(legend).toEqual(['Exception Rank (Percentile)']);
    await expect
      .poll(async () => (await drawn()).map((r) => r?.rank), { timeout: 30_000 })
      .toEqual(first(ranks, -1));
    // Best: the lowest first
    await page.getByTestId('chart-rankings').getByRole('button', { name: 'Best' }).click();
    await expect
      .poll(async () => (await drawn()).map((r) => r?.rank), { timeout: 30_000 })
      .toEqual(first(ranks, 1));
    await screenshot(page, 'ranking-best');
  });

  it('groups the summary by the date of the Date to Group By radio', async () => {
    await page.goto(`${server.url}/invoices/payment_performance?view=summary&${scope()}`);
    const summary = page.getByTestId('summary-table');
    await summary.getByTestId('table-row').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('date-group-radio').getByLabel('Quarter').check();
    await summary.getByTestId('column-header-quarter').waitFor({ timeout: 30_000 });
    const quarters = await summary.locator('td[data-col="quarter"]').allInnerTexts();
    expect(quarters.length).toBeGreaterThan(0);
    expect(quarters.every((q) => /^\d{4}-Q[1-4]$|^-$/.test(q.trim()))).toBe(true);
  });

  it('hides the clusters of the default hide options, and obeys the options and inter-company', async () => {
    await page.goto(`${server.url}/invoices/duplicates?view=detail&${scope()}`);
    const detail = page.getByTestId('detail-table');
    await detail
      .locator('[data-testid="table-row"], [data-testid="table-empty"]')
      .first()
      .waitFor({ timeout: 30_000 });
    const count = async (where: string) => {
      const [row] = await server.warehouse.query({
        sql: `select count(*)::integer as n from pub.invoice_duplicates__duplicate_invoices where system_id = $1 and ${where}`,
        params: [systemId],
      });
      return Number(row!['n']);
    };
    const shows = async (n: number) =>
      page.waitForFunction(
        (expected) => {
          const text =
            document.querySelector('[data-testid="detail-table"] [data-testid="table-footer-text"]')
              ?.textContent ?? '';
          return expected === 0
            ? document.querySelector('[data-testid="detail-table"] [data-testid="table-empty"]') !== null
            : text.includes(` of ${expected.toLocaleString('en-GB')}`);
        },
        n,
        { timeout: 30_000 },
      );
    // spec 02: most hide options are on when the page opens; a cleared cluster and a re-keyed number are shown
    const byDefault =
      'not (different_account_groups or cluster_blocked or is_recurring or invoice_id_is_date or is_zero_value or is_eri or is_sequential_reference)';
    await expect.poll(() => page.getByLabel('hide cleared cluster').isChecked()).toBe(false);
    await expect.poll(() => page.getByLabel('hide recurring invoice').isChecked()).toBe(true);
    await shows(await count(byDefault));
    // the re-keyed numbers (rule same-amount-date) hidden on request
    await expect.poll(() => count('is_same_amount_date')).toBeGreaterThan(0);
    await page.getByLabel('hide other number, same amount and date').check();
    await shows(await count(`${byDefault} and not is_same_amount_date`));
    await page.getByLabel('exclude inter-company transactions').check();
    await shows(await count(`${byDefault} and not is_same_amount_date and not is_intercompany`));
  });
});
