import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDateRange } from '@spendlens/domain';
import { startDemoSession, type TestServer } from './start-test-server';

const distribution = 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution';

describe('GET data, GET document and POST document', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  const count = async (sql: string, params: unknown[]) =>
    Number((await server.warehouse.query({ sql, params }))[0]!['n']);

  it('GET data answers the rows of a page (by page or analysis name) with the click-through filters, in the date range', async () => {
    const url = `data/${systemId}/invoices/invoice_distribution/-1/-1?derived_document_type=VENDOR-CREDIT`;
    const response = await server.api(url, { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    expect(body.data.length).toBe(
      await count(
        `select count(*) as n from ${distribution} where system_id = $1 and derived_document_type = 'VENDOR-CREDIT'`,
        [systemId],
      ),
    );
    expect(body.data.every((r) => r['derived_document_type'] === 'VENDOR-CREDIT')).toBe(true);
    const [year] = await server.warehouse.query({
      sql: `select year(max(posting_date)) as y from ${distribution} where system_id = $1`,
      params: [systemId],
    });
    const inQ1 = await server.api(
      `data/${systemId}/accounting_docs_po_nonpo_credit_reversal/invoice_distribution/-1/${year!['y']}-Q1`,
      { token },
    );
    const q1 = ((await inQ1.json()) as { data: unknown[] }).data.length;
    expect(q1).toBe(
      await count(
        `select count(*) as n from ${distribution} where system_id = $1 and posting_date >= make_date($2, 1, 1) and posting_date < make_date($2, 4, 1)`,
        [systemId, Number(year!['y'])],
      ),
    );
  });

  it('GET data, dashboards and charts take every date-range form of spec 01 §3: L, D, R, M, Q, Y, -1 and legacy', async () => {
    const systems = (await (await server.api('systems', { token })).json()) as {
      id: number;
      max_date: string;
    }[];
    const maxDate = systems.find((s) => s.id === systemId)!.max_date.slice(0, 10);
    const [y, m] = maxDate.split('-').map(Number) as [number, number];
    const inRange = (from: string, to: string) =>
      count(
        `select count(*) as n from ${distribution} where system_id = $1 and posting_date >= $2::date and posting_date < $3::date`,
        [systemId, from, to],
      );
    const data = async (segment: string) => {
      const response = await server.api(`data/${systemId}/invoices/invoice_distribution/-1/${segment}`, {
        token,
      });
      expect(response.status, segment).toBe(200);
      return ((await response.json()) as { data: unknown[] }).data.length;
    };
    const day = (offset: number) => {
      const d = new Date(`${maxDate}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + offset);
      return d.toISOString().slice(0, 10);
    };
    const month = (index: number) =>
      `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
    const last = y * 12 + m - 1;
    const last30 = await inRange(day(-29), day(1));
    expect(last30).toBeGreaterThan(0);
    expect(await data('L30')).toBe(last30);
    expect(await data(`${y}-L30`)).toBe(last30);
    expect(await data(`${y}-D30`)).toBe(last30);
    expect(await data('7')).toBe(await inRange(day(-6), day(1)));
    expect(await data(`${y}-10`)).toBe(await inRange(day(-9), day(1)));
    const r = `R${y}${String(m).padStart(2, '0')}03`;
    const threeMonths = await inRange(month(last - 2), month(last + 1));
    expect(threeMonths).toBeGreaterThan(last30);
    expect(await data(r)).toBe(threeMonths);
    expect(await data(`${y}-${r}`)).toBe(threeMonths);
    const thisMonth = await inRange(month(last), month(last + 1));
    expect(await data(`${y}${String(m).padStart(2, '0')}`)).toBe(thisMonth);
    expect(await data(`${y}-${y}${String(m).padStart(2, '0')}`)).toBe(thisMonth);
    expect(await data(`${y}-M${m}`)).toBe(thisMonth);
    expect(await data(`${y}-Y`)).toBe(await inRange(`${y}-01-01`, `${y + 1}-01-01`));

    // a dashboard widget reads the same range whichever way the segment writes it
    const widget = async (segment: string) => {
      const response = await server.api(`dashboard/top_vendors/${systemId}/${segment}`, { token });
      expect(response.status, segment).toBe(200);
      return ((await response.json()) as { data: unknown }).data;
    };
    expect(await widget('L30')).toEqual(await widget(`${y}-L30`));
    expect(await widget(r)).toEqual(await widget(`${y}-${r}`));
    expect(await widget(r)).not.toEqual(await widget('-1'));
    expect(await widget('7')).toEqual(await widget(`${y}-D7`));
    // the dynamic chart form checks the segment too
    for (const segment of ['L30', r, '7', `${y}-L30`, `${y}${String(m).padStart(2, '0')}`]) {
      const response = await server.api(
        `chart/${systemId}/metrics_invoice_clearing_date_due_date/-1/-1/-1/${segment}`,
        { token },
      );
      expect(response.status, segment).toBe(200);
    }
    for (const bad of ['L0', '5', 'R20241303', `${y}-M13`]) {
      expect(
        (await server.api(`data/${systemId}/invoices/invoice_distribution/-1/${bad}`, { token })).status,
      ).toBe(400);
      expect((await server.api(`dashboard/top_vendors/${systemId}/${bad}`, { token })).status).toBe(400);
      expect(
        (
          await server.api(`chart/${systemId}/metrics_invoice_clearing_date_due_date/-1/-1/-1/${bad}`, {
            token,
          })
        ).status,
      ).toBe(400);
    }
  });

  it('GET data refuses an unknown page, an unknown column and a malformed date range', async () => {
    expect((await server.api(`data/${systemId}/invoices/no_such_page/-1/-1`, { token })).status).toBe(404);
    expect(
      (await server.api(`data/${systemId}/invoices/invoice_distribution/-1/-1?no_such_col=1`, { token }))
        .status,
    ).toBe(400);
    expect(
      (await server.api(`data/${systemId}/invoices/invoice_distribution/-1/Q1-2024`, { token })).status,
    ).toBe(400);
    expect(parseDateRange('202403')).toEqual({ year: 2024, qualifier: 'M3' });
    expect(parseDateRange('2024')).toEqual({ year: 2024, qualifier: 'Y' });
  });

  it('GET document answers every row of one cluster; POST document filters with the columns asked for', async () => {
    const [cluster] = await server.warehouse.query({
      sql: `select cluster_id, count(*) as n from pub.invoice_duplicates__duplicate_invoices where system_id = $1
            group by 1 order by 2 desc, 1 limit 1`,
      params: [systemId],
    });
    const byId = await server.api(
      `document/${systemId}/invoice_duplicates/duplicate_invoices/${encodeURIComponent(String(cluster!['cluster_id']))}`,
      { token },
    );
    expect(byId.status).toBe(200);
    const rows = ((await byId.json()) as { data: { cluster_id: string }[] }).data;
    expect(rows.length).toBe(Number(cluster!['n']));
    expect(rows.every((r) => r.cluster_id === cluster!['cluster_id'])).toBe(true);

    const posted = await server.api('document', {
      token,
      body: {
        system: systemId,
        module: 'accounting_docs_po_nonpo_credit_reversal',
        analysis: 'invoice_distribution',
        filter: [{ clauses: [{ col: 'derived_document_type', op: '==', val: 'REVERSAL' }] }],
        columns: ['internal_invoice_id', 'derived_document_type'],
      },
    });
    expect(posted.status).toBe(200);
    const data = ((await posted.json()) as { data: Record<string, unknown>[] }).data;
    expect(data.length).toBe(
      await count(
        `select count(*) as n from ${distribution} where system_id = $1 and derived_document_type = 'REVERSAL'`,
        [systemId],
      ),
    );
    if (data.length > 0)
      expect(Object.keys(data[0]!)).toEqual(['internal_invoice_id', 'derived_document_type']);
    expect(
      (await server.api('document', { token, body: { system: systemId, module: 'x', analysis: 'y' } }))
        .status,
    ).toBe(404);
  });
});
