import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutlierPlot } from '@spendlens/domain';
import { startDemoSession, withCompanyCodeScope, type TestServer } from './start-test-server';

const plotTable = 'pub.invoice_number_outlier_plot__outlier_plot';

describe('the invoice outlier plot: GET chart/…/invoice_outlier_plot and POST /summary', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  /** An outlier of the demo data (the invoice the modal opens from a late_early_id row). */
  let outlier: { invoice_id: string; series_id: string; company_code: string };
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
    const [row] = await server.warehouse.query({
      sql: `select invoice_id, series_id, company_code from ${plotTable}
            where system_id = $1 and is_outlier order by series_size desc, invoice_id limit 1`,
      params: [systemId],
    });
    outlier = row as typeof outlier;
  });
  afterAll(() => server.close());

  const plot = (id: string, companyCode = '-1', dateRange = '-1') =>
    server.api(
      `chart/${systemId}/invoice_outlier_plot/invoices/outlier_plot/${companyCode}/${dateRange}?id=${encodeURIComponent(id)}`,
      { token },
    );

  it('the demo data has outliers, listed by late_early_id as SQL has them', async () => {
    expect(outlier).toBeDefined();
    const expected = await server.warehouse.query({
      sql: `select invoice_id from ${plotTable} where system_id = $1 and is_outlier order by 1`,
      params: [systemId],
    });
    const response = await server.api(`data/${systemId}/invoices/late_early_id/-1/-1`, { token });
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as { data: { internal_invoice_id: string }[] }).data;
    expect(rows.map((r) => r.internal_invoice_id).sort()).toEqual(expected.map((r) => r['invoice_id']));
  });

  it('answers the series of the invoice as lists, equal to the published points', async () => {
    const response = await plot(outlier.invoice_id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { charts: { chartName: string; data: OutlierPlot }[] };
    expect(body.charts[0]!.chartName).toBe('invoice_outlier_plot');
    const data = body.charts[0]!.data;
    const points = await server.warehouse.query({
      sql: `select invoice_id, strftime(dates, '%Y-%m-%d') as dates, epoch_dates, invoice_numbers, fit_line,
              scaled_invoice_numbers, is_outlier, fiscal_year
            from ${plotTable} where system_id = $1 and series_id = $2 order by point_index`,
      params: [systemId, outlier.series_id],
    });
    expect(points.length).toBeLessThanOrEqual(1000);
    expect(data.series_id).toBe(outlier.series_id);
    expect(data.series_size).toBe(points.length);
    expect(data.invoice_id).toEqual(points.map((p) => p['invoice_id']));
    expect(data.dates).toEqual(points.map((p) => p['dates']));
    expect(data.epoch_dates).toEqual(points.map((p) => Number(p['epoch_dates'])));
    expect(data.invoice_numbers).toEqual(points.map((p) => p['invoice_numbers']));
    expect(data.fit_line).toEqual(points.map((p) => p['fit_line']));
    expect(data.scaled_invoice_numbers).toEqual(points.map((p) => p['scaled_invoice_numbers']));
    expect(data.fiscal_year).toEqual(points.map((p) => p['fiscal_year']));
    expect(data.outlier_index).toEqual(points.flatMap((p, i) => (p['is_outlier'] ? [i] : [])));
    expect(data.outlier_index).toContain(data.selected_index);
    expect(data.invoice_id[data.selected_index]).toBe(outlier.invoice_id);
    expect(data.dates).toEqual([...data.dates].sort());
  });

  it('POST /summary on module invoice_number_outlier_plot (analysis -1) answers the same series by cluster', async () => {
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        module: 'invoice_number_outlier_plot',
        analysis: -1,
        year: -1,
        qualifier: -1,
        page_rows: 1000,
        filter: [{ clauses: [{ col: 'invoice_id', op: '==', val: outlier.invoice_id }] }],
        cluster_key: 'series_id',
        sort: [{ col_alias: 'point_index', order: 'asc' }],
      },
    });
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as { data: { invoice_id: string; series_id: string }[] }).data;
    const chart = ((await (await plot(outlier.invoice_id)).json()) as { charts: { data: OutlierPlot }[] })
      .charts[0]!.data;
    expect(rows.map((r) => r.invoice_id)).toEqual(chart.invoice_id);
    expect(new Set(rows.map((r) => r.series_id))).toEqual(new Set([outlier.series_id]));
    const modules = await server.api('summary', {
      token,
      body: { system_id: systemId, module: 'invoices', analysis: -1 },
    });
    expect(modules.status).toBe(404);
  });

  it('keeps a company-code-scoped user within their codes: another code’s invoice is 404, as an unknown one', async () => {
    const [other] = await server.warehouse.query({
      sql: `select company_code from canon.company_codes where system_id = $1 and company_code <> $2 order by 1 limit 1`,
      params: [systemId, outlier.company_code],
    });
    await withCompanyCodeScope(server, [String(other!['company_code'])], async () => {
      const hidden = await plot(outlier.invoice_id);
      expect(hidden.status).toBe(404);
      const late = await server.api(`data/${systemId}/invoices/late_early_id/-1/-1`, { token });
      if (late.status === 200) {
        const rows = ((await late.json()) as { data: { company_code: string }[] }).data;
        expect(rows.every((r) => r.company_code === other!['company_code'])).toBe(true);
      } else expect(late.status).toBe(204);
    });
    await withCompanyCodeScope(server, [outlier.company_code], async () => {
      expect((await plot(outlier.invoice_id)).status).toBe(200);
    });
    expect((await plot(outlier.invoice_id, String(other!['company_code']))).status).toBe(404);
  });

  it('refuses a missing id (400), a bad dateRange (400) and names an unknown invoice (404)', async () => {
    const missing = await server.api(`chart/${systemId}/invoice_outlier_plot/invoices/outlier_plot/-1/-1`, {
      token,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('?id=');
    expect((await plot(outlier.invoice_id, '-1', 'last-year')).status).toBe(400);
    const unknown = await plot('1000-999-2024');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'No outlier plot for invoice 1000-999-2024',
    );
    const odd = await plot("x' or 1=1 --");
    expect(odd.status).toBe(404);
    expect(await odd.text()).not.toContain('1=1');
  });
});
