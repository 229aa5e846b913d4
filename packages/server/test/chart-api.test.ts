import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, withCompanyCodeScope, type TestServer } from './start-test-server';

/** The shapes the three charts answer, loosely: each test reads its own. */
interface ChartData {
  theCompany: Record<string, number>;
  companyCodes: { company_code: string }[];
  chartData: { chart: Record<string, unknown>[] };
  offenders: Record<string, unknown>[];
  series: {
    meta: Record<string, unknown>;
    charts: { chartName: string; chartData: Record<string, unknown>[] }[];
  }[];
}

describe('GET chart/:system/:chartName', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  const chart = async (path: string) => {
    const response = await server.api(`chart/${systemId}/${path}`, { token });
    return {
      status: response.status,
      body: (await response.json()) as { charts: { chartName: string; data: ChartData }[] },
    };
  };

  it('metrics_invoice_processing_days: the company means and the top company codes, as SQL has them', async () => {
    const { status, body } = await chart('metrics_invoice_processing_days');
    expect(status).toBe(200);
    const data = body.charts[0]!.data;
    const [company] = await server.warehouse.query({
      sql: `select count(*)::integer as n, avg(clearing_date_document_date)::double as m from pub.invoices__invoice_timings where system_id = $1`,
      params: [systemId],
    });
    expect(data.theCompany.countOfInvoices).toBe(company!['n']);
    expect(data.theCompany.meanInvoiceDateToClearingDate).toBeCloseTo(Number(company!['m']), 6);
    const codes = await server.warehouse.query({
      sql: `select company_code from pub.invoices__metrics_invoice_processing_days where system_id = $1
            order by "countOfInvoices" desc, company_code limit 10`,
      params: [systemId],
    });
    expect(data.companyCodes.map((c) => c.company_code)).toEqual(codes.map((c) => c['company_code']));
  });

  it('the bubbles and the clearing-versus-due bars per company code; the dynamic form scopes to a company code', async () => {
    const bubbles = (await chart('metrics_invoice_processing_days_vs_count_and_sum')).body.charts[0]!.data
      .chartData.chart;
    expect(bubbles.length).toBeGreaterThan(0);
    expect(Object.keys(bubbles[0]!)).toEqual(['company_code', 'company_name', 'x', 'count', 'value']);
    const bars = (await chart('metrics_invoice_clearing_date_due_date')).body.charts[0]!.data.chartData.chart;
    const expected = await server.warehouse.query({
      sql: `select company_code as x, company_name as x0, "meanClearingDateToDueDate" as y
            from pub.invoices__metrics_invoice_clearing_date_due_date where system_id = $1
            order by "countOfInvoices" desc, company_code limit 10`,
      params: [systemId],
    });
    expect(bars).toEqual(expected);
    const one = String(expected[0]!['x']);
    const scoped = (await chart(`metrics_invoice_clearing_date_due_date/-1/-1/${one}/-1`)).body.charts[0]!
      .data.chartData.chart;
    expect(scoped).toEqual([expected[0]]);
  });

  it('material pricing: the offenders above 5 %, and the price series of one material and vendor', async () => {
    const offenders = (await chart('metrics_materials_pct_unit_price_change')).body.charts[0]!.data.offenders;
    const expected = await server.warehouse.query({
      sql: `select vendor_id, material_number, max_pct_change from pub.material_pricing__price_increases where system_id = $1
            order by max_pct_change desc, vendor_id, material_number`,
      params: [systemId],
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(offenders.map((o) => [o['vendor_id'], o['material_number'], o['max_pct_change']])).toEqual(
      expected.map((o) => [o['vendor_id'], o['material_number'], o['max_pct_change']]),
    );
    const first = expected[0]!;
    const query = `?material_number=${encodeURIComponent(String(first['material_number']))}&vendor_id=${encodeURIComponent(String(first['vendor_id']))}`;
    const series = (await chart(`metrics_materials_pricing${query}`)).body.charts[0]!.data.series;
    const points = await server.warehouse.query({
      sql: `select document_date, unit_price from pub.material_pricing__price_series
            where system_id = $1 and material_number = $2 and vendor_id = $3 order by company_code, currency, document_date`,
      params: [systemId, first['material_number'], first['vendor_id']],
    });
    expect(series.flatMap((s) => s.charts[0]!.chartData.map((p) => [p['x'], p['y']]))).toEqual(
      points.map((p) => [p['document_date'], p['unit_price']]),
    );
    expect(series[0]!.meta).toMatchObject({
      materialNumber: first['material_number'],
      vendorId: first['vendor_id'],
    });
    const all = (await chart('metrics_materials_pricing')).body.charts[0]!.data.series;
    expect(all.length).toBeGreaterThanOrEqual(series.length);
    expect((await chart('metrics_materials_pricing?no_such_column=1')).status).toBe(400);
  });

  it('the dynamic form keeps a company-code-scoped user within their codes', async () => {
    const all = (await chart('metrics_invoice_clearing_date_due_date')).body.charts[0]!.data.chartData.chart;
    expect(all.length).toBeGreaterThan(1);
    const [mine, other] = [String(all[0]!['x']), String(all[1]!['x'])];
    await withCompanyCodeScope(server, [mine], async () => {
      const scoped = (await chart('metrics_invoice_clearing_date_due_date/-1/-1/-1/-1')).body.charts[0]!.data
        .chartData.chart;
      expect(scoped).toEqual([all[0]]);
      const outside = await chart(`metrics_invoice_clearing_date_due_date/-1/-1/${other}/-1`);
      expect(outside.status).toBe(200);
      expect(outside.body.charts[0]!.data.chartData.chart).toEqual([]);
      const company = (await chart('metrics_invoice_processing_days')).body.charts[0]!.data;
      expect(company.companyCodes.map((c) => c.company_code)).toEqual([mine]);
    });
    expect((await chart('metrics_invoice_clearing_date_due_date/-1/-1/-1/2024-M13')).status).toBe(400);
    expect((await chart('metrics_invoice_clearing_date_due_date/-1/-1/-1/Q1-2024')).status).toBe(400);
  });

  it('refuses an unknown chart without echoing what is not a name', async () => {
    expect((await chart('no_such_chart')).status).toBe(404);
    const odd = await server.api(`chart/${systemId}/${encodeURIComponent("x' or 1=1 --")}`, { token });
    expect(odd.status).toBe(404);
    expect(await odd.text()).not.toContain('or 1=1');
  });
});
