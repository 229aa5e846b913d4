import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWidgetNames, type DashboardWidgetData, type DashboardWidgetName } from '@spendlens/domain';
import { startDemoSession, watchEngine, withCompanyCodeScope, type TestServer } from './start-test-server';

/** Sums added in another order differ in the last bits: compare to the cent. */
const cents = (n: unknown) => Math.round(Number(n) * 100);

describe('GET dashboard/:name/:system/:dateRange', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  const get = (path: string) => server.api(`dashboard/${path}`, { token });
  async function widget<N extends DashboardWidgetName>(name: N, dateRange = '-1', query = '') {
    const response = await get(`${name}/${systemId}/${dateRange}${query}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { name: string; dateRange: string; data: DashboardWidgetData<N> };
    expect(body.name).toBe(name);
    expect(body.dateRange).toBe(dateRange);
    return body.data;
  }
  const sql = (text: string, params: unknown[] = []) =>
    server.warehouse.query({ sql: text, params: [systemId, ...params] });

  it('invoice_backlog: the last 2 month ends with their statuses, as SQL has them; within a year, that year’s last two', async () => {
    const data = await widget('invoice_backlog');
    const months = await sql(`select year_month, strftime(snapshot_date, '%Y-%m-%d') as snapshot_date,
        sum(number_of_invoices)::integer as n, sum(value_of_invoices)::double as v
      from pub.invoices__invoice_backlog where system_id = $1 group by 1, 2 order by 1 desc limit 2`);
    expect(months.length).toBe(2);
    expect(
      data.months.map((m) => [
        m.year_month,
        m.snapshot_date,
        m.number_of_invoices,
        cents(m.value_of_invoices),
      ]),
    ).toEqual(months.reverse().map((m) => [m['year_month'], m['snapshot_date'], m['n'], cents(m['v'])]));
    expect(data.current).toEqual(data.months[1]);
    expect(cents(data.monthly_average!.number_of_invoices * 2)).toBe(
      cents(data.months[0]!.number_of_invoices + data.months[1]!.number_of_invoices),
    );
    const statuses = await sql(
      `select generic_status, sum(number_of_invoices)::integer as n from pub.invoices__invoice_backlog
       where system_id = $1 and year_month = $2 group by 1 order by 1`,
      [data.current!.year_month],
    );
    expect(data.current!.statuses.map((s) => [s.generic_status, s.number_of_invoices]).sort()).toEqual(
      statuses.map((s) => [s['generic_status'], s['n']]),
    );
    const [first] = await sql(
      `select min(year(snapshot_date))::integer as y from pub.invoices__invoice_backlog where system_id = $1`,
    );
    const year = String(first!['y']);
    const inYear = await sql(
      `select distinct year_month from pub.invoices__invoice_backlog where system_id = $1 and year(snapshot_date) = $2
       order by 1 desc limit 2`,
      [Number(year)],
    );
    const yearData = await widget('invoice_backlog', year);
    expect(yearData.months.map((m) => m.year_month)).toEqual(inYear.reverse().map((m) => m['year_month']));
  });

  it('invoice_backlog_value_volume: the newest month end, its top company codes by value and statuses', async () => {
    const data = await widget('invoice_backlog_value_volume');
    const [latest] = await sql(
      `select max(year_month) as m from pub.invoices__invoice_backlog where system_id = $1`,
    );
    expect(data.month!.year_month).toBe(latest!['m']);
    const codes = await sql(
      `select company_code, sum(number_of_invoices)::integer as n, sum(value_of_invoices)::double as v
       from pub.invoices__invoice_backlog where system_id = $1 and year_month = $2
       group by 1 order by v desc, company_code limit 10`,
      [latest!['m']],
    );
    expect(
      data.month!.company_codes.map((c) => [
        c.company_code,
        c.number_of_invoices,
        cents(c.value_of_invoices),
      ]),
    ).toEqual(codes.map((c) => [c['company_code'], c['n'], cents(c['v'])]));
    expect(data.month!.number_of_invoices).toBe(codes.reduce((n, c) => n + Number(c['n']), 0));
  });

  it('paid_on_time: the newest clearing month with the share paid on or before the due date', async () => {
    const data = await widget('paid_on_time');
    const [month] = await sql(`select year_month, sum(number_of_paid_invoices)::integer as paid,
        sum(number_paid_on_time)::integer as on_time
      from pub.invoices__kpi_percentage_of_invoices_paid_on_time where system_id = $1
      group by 1 order by 1 desc limit 1`);
    expect(data.month).toMatchObject({
      year_month: month!['year_month'],
      number_of_paid_invoices: month!['paid'],
      number_paid_on_time: month!['on_time'],
    });
    expect(data.month!.percentage_paid_on_time).toBeCloseTo(
      (100 * Number(month!['on_time'])) / Number(month!['paid']),
      9,
    );
  });

  it('due_date: open invoices per bin in bin order, and those with fewer than 7 days to the due date', async () => {
    const data = await widget('due_date');
    const bins =
      await sql(`select days_to_due_date_bin as b, count(*)::integer as n, sum(common_amount)::double as v
      from pub.invoices__due_date where system_id = $1 group by days_to_due_date_bin, days_to_due_date_bin_order
      order by days_to_due_date_bin_order`);
    expect(
      data.bins.map((b) => [b.days_to_due_date_bin, b.number_of_invoices, cents(b.value_of_invoices)]),
    ).toEqual(bins.map((b) => [b['b'], b['n'], cents(b['v'])]));
    const [near] = await sql(
      `select count(*)::integer as n from pub.invoices__due_date where system_id = $1 and days_to_due_date < 7`,
    );
    expect(near!['n']).toBeGreaterThan(0);
    expect(data.near_or_past_due.number_of_invoices).toBe(near!['n']);
    expect(data.total.number_of_invoices).toBe(bins.reduce((n, b) => n + Number(b['n']), 0));
  });

  it('top_vendors, exceptions and exceptions_trend answer as SQL over the published tables', async () => {
    const vendors = await widget('top_vendors');
    const spend = await sql(`select vendor_id, sum(common_amount)::double as v, count(*)::integer as n
      from pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution where system_id = $1
      group by 1 order by v desc, vendor_id limit 10`);
    expect(vendors.vendors.map((v) => [v.vendor_id, cents(v.spend), v.number_of_documents])).toEqual(
      spend.map((v) => [v['vendor_id'], cents(v['v']), v['n']]),
    );
    const exceptions = await widget('exceptions');
    const top =
      await sql(`select module, analysis, sum(exception_count)::integer as e from pub.weighted_exceptions__exceptions
      where system_id = $1 group by 1, 2 having sum(exception_count) > 0 order by e desc, module, analysis limit 10`);
    expect(exceptions.analyses.map((a) => [a.module, a.analysis, a.exceptions])).toEqual(
      top.map((a) => [a['module'], a['analysis'], a['e']]),
    );
    const [total] = await sql(`select sum(exception_count)::integer as e, sum(transaction_count)::integer as t
      from pub.weighted_exceptions__exceptions where system_id = $1`);
    expect(exceptions.total).toEqual({ exceptions: total!['e'], transactions: total!['t'] });
    const trend = await widget('exceptions_trend');
    const months =
      await sql(`select year_month, sum(exception_count)::integer as e from pub.weighted_exceptions__exceptions
      where system_id = $1 and year_month is not null group by 1 order by 1 desc limit 7`);
    expect(trend.months.map((m) => [m.year_month, m.exceptions])).toEqual(
      months.reverse().map((m) => [m['year_month'], m['e']]),
    );
  });

  it('keeps a company-code-scoped user within their codes; ?company_code narrows, outside the grant nothing', async () => {
    const codes =
      await sql(`select distinct company_code from pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution
      where system_id = $1 order by 1`);
    expect(codes.length).toBeGreaterThan(1);
    const [mine, other] = [String(codes[0]!['company_code']), String(codes[1]!['company_code'])];
    const expected = await sql(
      `select vendor_id, sum(common_amount)::double as v from pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution
       where system_id = $1 and company_code = $2 group by 1 order by v desc, vendor_id limit 10`,
      [mine],
    );
    const asVendors = (data: DashboardWidgetData<'top_vendors'>) =>
      data.vendors.map((v) => [v.vendor_id, cents(v.spend)]);
    const wanted = expected.map((v) => [v['vendor_id'], cents(v['v'])]);
    expect(asVendors(await widget('top_vendors', '-1', `?company_code=${mine}`))).toEqual(wanted);
    await withCompanyCodeScope(server, [mine], async () => {
      expect(asVendors(await widget('top_vendors'))).toEqual(wanted);
      const [e] = await sql(
        `select sum(exception_count)::integer as e from pub.weighted_exceptions__exceptions
        where system_id = $1 and company_code = $2`,
        [mine],
      );
      expect((await widget('exceptions')).total.exceptions).toBe(e!['e']);
      const backlog = await widget('invoice_backlog_value_volume');
      expect(backlog.month!.company_codes.map((c) => c.company_code)).toEqual([mine]);
      expect((await widget('top_vendors', '-1', `?company_code=${other}`)).vendors).toEqual([]);
    });
  });

  it('duplicate_payments: found, confirmed and recovered per month and company code as SQL has them; a confirmed case’s amount shows, and so does a change of the amount alone', async () => {
    const recovered = 'pub.invoice_duplicates__recovered_value';
    // the finding with the newest latest invoice: in the newest month the widget shows
    const [finding] = await sql(`select finding_key, max(posting_date) as d, count(*) as n
      from pub.invoice_duplicates__duplicate_invoices where system_id = $1 and finding_key is not null
      group by 1 having count(*) > 1 order by d desc, finding_key limit 1`);
    const key = String(finding!['finding_key']);
    const put = (body: unknown) =>
      server.api(`cases/${systemId}/${encodeURIComponent(key)}`, { method: 'PUT', token, body });
    expect((await put({ status: 'confirmed', amount_recovered: 321.5 })).status).toBe(200);

    const figures = `sum(found_findings)::integer as ff, sum(found_value)::double as fv,
      sum(confirmed_findings)::integer as cf, sum(confirmed_value)::double as cv,
      sum(dismissed_findings)::integer as df, sum(recovered_value)::double as rv`;
    type Figures = DashboardWidgetData<'duplicate_payments'>['total'];
    const fromWidget = (f: Figures) => [
      f.found_findings,
      cents(f.found_value),
      f.confirmed_findings,
      cents(f.confirmed_value),
      f.dismissed_findings,
      cents(f.recovered_value),
    ];
    const fromSql = (r: Record<string, unknown>) => [
      r['ff'],
      cents(r['fv']),
      r['cf'],
      cents(r['cv']),
      r['df'],
      cents(r['rv']),
    ];
    const check = async (data: DashboardWidgetData<'duplicate_payments'>, year?: number) => {
      const months = await sql(
        `select year_month, ${figures} from ${recovered} where system_id = $1 and year_month is not null
         ${year ? 'and year(month_start) = $2' : ''} group by 1 order by 1 desc limit 12`,
        year ? [year] : [],
      );
      expect(months.length).toBeGreaterThan(0);
      expect(data.months.map((m) => [m.year_month, ...fromWidget(m)])).toEqual(
        months.reverse().map((m) => [m['year_month'], ...fromSql(m)]),
      );
      const shown = months.map((m) => String(m['year_month']));
      // the months shown are the newest ones with findings: every month from the oldest shown on
      const within = `system_id = $1 and year_month >= $2 ${year ? 'and year(month_start) = $3' : ''}`;
      const since = [shown[0], ...(year ? [year] : [])];
      const [total] = await sql(`select ${figures} from ${recovered} where ${within}`, since);
      expect(fromWidget(data.total)).toEqual(fromSql(total!));
      const codes = await sql(
        `select company_code, ${figures} from ${recovered} where ${within}
         group by 1 order by fv desc, company_code limit 10`,
        since,
      );
      expect(data.company_codes.map((c) => [c.company_code, ...fromWidget(c)])).toEqual(
        codes.map((c) => [c['company_code'], ...fromSql(c)]),
      );
      return shown;
    };

    const data = await widget('duplicate_payments');
    await check(data);
    expect(data.common_currency).toBe('EUR');
    expect(data.total.recovered_value).toBe(321.5);
    expect(data.total.confirmed_findings).toBe(1);
    // the confirmed finding's value at risk: its members but the earliest
    const [risk] = await sql(
      `select sum(common_amount)::double as v from (select common_amount, row_number() over
         (order by posting_date, internal_invoice_id) as i from pub.invoice_duplicates__duplicate_invoices
         where system_id = $1 and finding_key = $2) where i > 1`,
      [key],
    );
    expect(cents(data.total.confirmed_value)).toBe(cents(risk!['v']));

    // the amount changes alone: published, and the cached widget read again
    expect((await put({ amount_recovered: 400 })).status).toBe(200);
    expect((await widget('duplicate_payments')).total.recovered_value).toBe(400);

    // within a year, that year's months
    const [first] = await sql(
      `select min(year(month_start))::integer as y from ${recovered} where system_id = $1`,
    );
    const year = Number(first!['y']);
    const inYear = await check(await widget('duplicate_payments', String(year)), year);
    expect(inYear.every((m) => m.startsWith(String(year)))).toBe(true);

    // a company-code grant sees its codes only
    const mine = (await widget('duplicate_payments')).company_codes[0]!.company_code;
    await withCompanyCodeScope(server, [mine], async () => {
      const scoped = await widget('duplicate_payments');
      expect(scoped.company_codes.map((c) => c.company_code)).toEqual([mine]);
    });
    expect((await put({ status: 'open' })).status).toBe(200);
    expect((await widget('duplicate_payments')).total.recovered_value).toBe(0);
  });

  it('unknown widget 404 naming the widgets; bad dateRange 400; the -1 path still lists the modules', async () => {
    const unknown = await get(`no_such_widget/${systemId}/-1`);
    expect(unknown.status).toBe(404);
    const message = ((await unknown.json()) as { message: string }).message;
    expect(message).toContain('Unknown dashboard widget: no_such_widget');
    for (const name of dashboardWidgetNames) expect(message).toContain(name);
    expect((await get(`no_such_widget/${systemId}/2024`)).status).toBe(404);
    for (const bad of ['2024-M13', 'Q1-2024', 'last-year', '2024-Q5'])
      expect((await get(`invoice_backlog/${systemId}/${bad}`)).status, bad).toBe(400);
    const odd = await get(`${encodeURIComponent("x' or 1=1 --")}/${systemId}/-1`);
    expect(odd.status).toBe(404);
    expect(await odd.text()).not.toContain('1=1');
    const overview = await get(`${systemId}/-1/-1`);
    expect(overview.status).toBe(200);
    expect(((await overview.json()) as { modules: unknown[] }).modules.length).toBeGreaterThan(3);
    expect((await get(`invoice_backlog/${systemId}/-1`)).status).toBe(200);
  });

  it('reads through the result cache: the same widget again does not reach the engine', async () => {
    const once = await widget('exceptions', '2024');
    // the first answer's own background reads (the rest of a result) are not the second call's
    await server.backgroundReadsSettled();
    const engine = watchEngine(server);
    expect(await widget('exceptions', '2024')).toEqual(once);
    expect(engine.calls()).toBe(0);
    await widget('exceptions', '2023');
    expect(engine.calls()).toBeGreaterThan(0);
  });

  it('publishes the widget names and answers in the API reference', async () => {
    const document = (await (await server.api('docs/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    const route = document.paths['/api_prd/dashboard/{name}/{system}/{dateRange}'];
    const text = JSON.stringify(route?.get?.responses?.['200']);
    for (const name of dashboardWidgetNames) expect(text).toContain(`"${name}"`);
    expect(text).toContain('near_or_past_due');
    const page = await (await server.api('docs')).text();
    expect(page).toContain('Answer: The 10 vendors with the largest spend.');
    expect(page).toContain('<code>near_or_past_due</code>');
  });
});
