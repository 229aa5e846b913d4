import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryRequestSchema } from '@spendlens/domain';
import { startTestServer, type TestServer } from './start-test-server';

const source = { module: 'accounting_docs_po_nonpo_credit_reversal', analysis: 'invoice_distribution' };

describe('systems and POST /summary', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    server = await startTestServer({ MAX_QUERY_ROWS: '500' });
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    systemId = systems.find((s) => s.name === 'SAP-DEMO')!.id;
  });
  afterAll(() => server.close());

  it('lists the demo system with its registry fields after the demo ingest', async () => {
    const systems = (await (await server.api('systems', { token })).json()) as Record<string, unknown>[];
    expect(systems).toHaveLength(1);
    expect(systems[0]).toMatchObject({
      name: 'SAP-DEMO',
      type: 'sap',
      currency: 'EUR',
      add_ons: ['vim'],
      multi_system: false,
    });
    expect(systems[0]!['last_analysis_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(systems[0]!['min_date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(systems[0]!['min_date']) <= String(systems[0]!['max_date'])).toBe(true);
  });

  it('lists company codes with their regions', async () => {
    const codes = (await (await server.api(`systems/${systemId}/company_codes`, { token })).json()) as {
      type: string;
    }[];
    expect(codes.filter((c) => c.type === 'company_code').length).toBeGreaterThan(1);
    expect(codes.some((c) => c.type === 'region')).toBe(true);
  });

  it('describes the invoice distribution in the display config', async () => {
    const config = (await (await server.api(`systems/${systemId}/display_config`, { token })).json()) as {
      modules: { name: string; pages: { name: string; apiModuleName: string; apiAnalysisName: string }[] }[];
    };
    const page = config.modules.flatMap((m) => m.pages).find((p) => p.name === 'invoice_distribution');
    expect(page).toMatchObject({ apiModuleName: source.module, apiAnalysisName: source.analysis });
  });

  it('counts invoices per document type exactly as SQL on the canonical tables does', async () => {
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        ...source,
        group_by: ['derived_document_type'],
        aggregate: [
          { col: 'internal_invoice_id', fn: ['count'], alias: ['number_of_invoices'] },
          { col: 'common_amount', fn: ['sum'], alias: ['value_of_invoices'] },
          { col: 'vendor_id', fn: ['nunique'], alias: ['number_of_vendors'] },
        ],
        sort: { col_alias: 'derived_document_type', order: 'asc' },
        page_rows: -1,
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: Record<string, unknown>[];
      meta: { row_count: number; subset_row_count: number };
    };
    const expected = await server.warehouse.query({
      sql: `select derived_document_type, count(*)::integer as number_of_invoices, sum(common_amount)::double as value_of_invoices,
              count(distinct vendor_id)::integer as number_of_vendors
            from canon.invoices where system_id = $1 group by 1 order by 1`,
      params: [systemId],
    });
    expect(body.data).toEqual(expected);
    expect(body.meta).toEqual({ row_count: expected.length, subset_row_count: expected.length });
  });

  it('applies filter, paging and meta counts', async () => {
    const filter = [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'derived_document_type', op: 'isin', val: ['PO-INVOICE'] }],
      },
    ];
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        ...source,
        filter,
        include_columns: ['internal_invoice_id', 'derived_document_type'],
        page_rows: 10,
        page_number: 1,
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: Record<string, unknown>[];
      meta: { row_count: number; subset_row_count: number };
    };
    const [all] = await server.warehouse.query({
      sql: 'select count(*)::integer as n from canon.invoices where system_id = $1',
      params: [systemId],
    });
    const [po] = await server.warehouse.query({
      sql: "select count(*)::integer as n from canon.invoices where system_id = $1 and derived_document_type = 'PO-INVOICE'",
      params: [systemId],
    });
    expect(body.meta).toEqual({ row_count: all!['n'], subset_row_count: po!['n'] });
    expect(body.data).toHaveLength(10);
    expect(body.data.every((r) => r['derived_document_type'] === 'PO-INVOICE')).toBe(true);
    expect(Object.keys(body.data[0]!)).toEqual(['internal_invoice_id', 'derived_document_type']);
  });

  it('computes a column over the groups, a monthly date bin, meta totals, and checks every formula', async () => {
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        ...source,
        transform: [{ type: 'date_bin', col: 'posting_date', alias: 'month', bins: 'month' }],
        group_by: ['month'],
        aggregate: [
          { col: 'internal_invoice_id', fn: ['count'], alias: ['invoices'] },
          { col: 'common_amount', fn: ['sum'], alias: ['value'] },
        ],
        computed: [{ alias: 'mean_value', formula: 'value / invoices' }],
        supplementary_data: { totals: true },
        sort: { col_alias: 'month', order: 'asc' },
        page_rows: -1,
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: Record<string, number | string>[];
      meta: { row_count: number; totals: Record<string, number> };
    };
    const expected = await server.warehouse.query({
      sql: `select strftime(date_trunc('month', posting_date), '%Y-%m-%d') as month, count(*)::integer as invoices,
              sum(common_amount)::double as value
            from canon.invoices where system_id = $1 and posting_date is not null group by 1 order by 1`,
      params: [systemId],
    });
    expect(body.data.map(({ month, invoices }) => ({ month, invoices }))).toEqual(
      expected.map(({ month, invoices }) => ({ month, invoices })),
    );
    for (const [i, row] of body.data.entries()) {
      expect(row['value']).toBeCloseTo(Number(expected[i]!['value']), 2);
      expect(row['mean_value']).toBeCloseTo(Number(row['value']) / Number(row['invoices']), 6);
    }
    expect(body.meta.row_count).toBe(expected.length);
    expect(body.meta.totals['invoices']).toBe(expected.reduce((n, r) => n + Number(r['invoices']), 0));
    const bad = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        ...source,
        group_by: ['vendor_id'],
        aggregate: [{ col: 'common_amount', fn: ['sum'], alias: ['value'] }],
        computed: [{ alias: 'x', formula: 'value; drop table canon.invoices --' }],
      },
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("Computed column x: unexpected ';' at position 6");
    expect(text.toLowerCase()).not.toContain('select');
  });

  it('serves the API reference generated from the zod schemas, every summary field with its meaning', async () => {
    const json = (await (await server.api('docs/openapi.json')).json()) as {
      paths: Record<
        string,
        {
          post?: {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
            };
          };
        }
      >;
    };
    const summary = json.paths['/api_prd/summary']?.post?.requestBody?.content['application/json']?.schema;
    expect(summary).toBeDefined();
    const fields = Object.keys(summaryRequestSchema.shape);
    expect(Object.keys(summary!.properties).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(summary!.properties[field]!.description, field).toMatch(/\w{3}/);
    const page = await server.api('docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('POST /api_prd/summary');
    expect(html).toContain('keep_groupby_nan');
    expect(html).toContain('as pandas does');
  });

  it('answers 204 when nothing matches', async () => {
    const filter = [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'vendor_id', op: '==', val: 'no-such-vendor' }],
      },
    ];
    const response = await server.api('summary', { token, body: { system_id: systemId, ...source, filter } });
    expect(response.status).toBe(204);
  });

  it('answers 400 too_much_data above the configured maximum', async () => {
    const response = await server.api('summary', {
      token,
      body: { system_id: systemId, ...source, page_rows: -1 },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('too_much_data');
  });

  it('refuses bad payloads with a 400 that names what is wrong, and never SQL', async () => {
    const cases: [unknown, RegExp][] = [
      [{ system_id: systemId, ...source, group_by: ['no_such_column'] }, /no_such_column/],
      [{ system_id: systemId, ...source, group_by: ['x" desc --'] }, /group_by/],
      [{ system_id: systemId, ...source, page_rows: 'lots' }, /page_rows/],
      [{ system_id: systemId, ...source, surprise: 1 }, /surprise/],
      [
        { system_id: systemId, ...source, filter: [{ clauses: [{ col: 'vendor_id', op: 'drop', val: 1 }] }] },
        /op/,
      ],
      ['{not json', /JSON/],
    ];
    for (const [body, pattern] of cases) {
      const response = await server.api('summary', { token, body });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).toMatch(pattern);
      expect(text).not.toMatch(/select |from pub|duckdb|at .*\.ts/i);
    }
  });

  it('answers 404 for an unknown analysis or a system that is not the user’s', async () => {
    expect(
      (
        await server.api('summary', {
          token,
          body: { system_id: systemId, module: 'nope', analysis: 'nope' },
        })
      ).status,
    ).toBe(404);
    expect((await server.api('summary', { token, body: { system_id: 999, ...source } })).status).toBe(404);
    expect((await server.api('systems/999/company_codes', { token })).status).toBe(404);
  });

  it('scopes rows to a company code and to a year', async () => {
    const [first] = await server.warehouse.query({
      sql: 'select company_code, min(posting_date) as d from canon.invoices where system_id = $1 group by 1 order by 1 limit 1',
      params: [systemId],
    });
    const code = String(first!['company_code']);
    const year = Number(String(first!['d']).slice(0, 4));
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        ...source,
        company_code: code,
        year,
        qualifier: 'Y',
        aggregate: [{ col: 'internal_invoice_id', fn: ['count'], alias: ['n'] }],
      },
    });
    const body = (await response.json()) as { data: { n: number }[] };
    const [expected] = await server.warehouse.query({
      sql: `select count(*)::integer as n from canon.invoices where system_id = $1 and company_code = $2
            and posting_date >= make_date($3, 1, 1) and posting_date < make_date($3 + 1, 1, 1)`,
      params: [systemId, code, year],
    });
    expect(body.data[0]!.n).toBe(expected!['n']);
  });
});
