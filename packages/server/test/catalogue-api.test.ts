import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisFor, catalogue } from '@spendlens/warehouse';
import { clientEmailDomains } from '../src/services/ingest-service';
import { basic, startTestServer, type TestServer } from './start-test-server';

describe('GET schema and the display config describe every analysis of the catalogue', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    systemId = systems.find((s) => s.name === 'SAP-DEMO')!.id;
  });
  afterAll(() => server.close());

  it('answers the columns, scoping columns and exception rule of each analysis', async () => {
    for (const def of catalogue) {
      const response = await server.api(`schema/${systemId}/${def.module}/${def.analysis}`, { token });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        module: def.module,
        analysis: def.analysis,
        dateColumn: def.dateColumn,
        companyCodeColumn: def.companyCodeColumn,
        exception: def.exception ?? null,
      });
      // as an SAP system presents it (the last-activity table has no purchase date: source-support.ts)
      const availability = analysisFor(def, 'sap');
      const shown = availability.available ? availability.presented.def : def;
      expect((body['columns'] as { name: string }[]).map((c) => c.name)).toEqual(
        shown.columns.map((c) => c.name),
      );
    }
  });

  it('puts every analysis with a page in the display config, with its columns', async () => {
    const config = (await (await server.api(`systems/${systemId}/display_config`, { token })).json()) as {
      modules: {
        name: string;
        pages: {
          name: string;
          apiModuleName: string;
          apiAnalysisName: string;
          detailTable: { columns: { name: string }[] };
          summaryTable?: {
            columns: { name: string }[];
            aggregate?: { col: string; fn: string; alias: string }[];
          };
          chart?: {
            x: string;
            measures: { alias: string }[];
            top?: {
              n: number;
              rankings: { alias: string; order: string; label: string }[];
              measures?: string[];
            };
          };
        }[];
      }[];
    };
    const pages = config.modules.flatMap((m) => m.pages.map((p) => ({ ...p, module: m.name })));
    // a multi-system's cross-system pages are not an SAP system's (cross-system-api.test.ts)
    expect(pages.some((p) => p.module === 'cross_system')).toBe(false);
    for (const def of catalogue.filter((d) => d.page && !d.memberColumns)) {
      const page = pages.find((p) => p.module === def.page!.module && p.name === def.page!.name);
      expect(page, `${def.page!.module}/${def.page!.name}`).toMatchObject({
        apiModuleName: def.module,
        apiAnalysisName: def.analysis,
      });
      // the columns as an SAP system presents them (catalogue/source-support.ts: no Oracle pay site,
      // no NetSuite brand)
      expect(page!.detailTable.columns.map((c) => c.name)).toEqual(
        (() => {
          const shown = analysisFor(def, 'sap');
          return (shown.available ? shown.presented.def : def).columns.map((c) => c.name);
        })(),
      );
      // the generic analysis page builds its summary and chart queries from these
      const summary = def.display?.summaryTable;
      expect(page!.summaryTable?.aggregate).toEqual(
        summary?.aggregate.map(({ col, fn, alias }) => ({ col, fn, alias })),
      );
      expect(page!.summaryTable?.columns.map((c) => c.name)).toEqual(summary?.aggregate.map((a) => a.alias));
      expect(page!.chart?.x).toBe(def.display?.chart?.x);
      expect(page!.chart?.measures.map((m) => m.alias)).toEqual(
        def.display?.chart?.measures.map((m) => m.alias),
      );
      // a top-n chart ranks by its own measures
      expect(page!.chart?.top).toEqual(def.display?.chart?.top);
      for (const alias of [
        ...(page!.chart?.top?.rankings ?? []).map((r) => r.alias),
        ...(page!.chart?.top?.measures ?? []),
      ])
        expect(page!.chart!.measures.map((m) => m.alias)).toContain(alias);
    }
    // the Top 25 Vendors chart draws the 25 vendors of the largest spend, or of the largest credit
    // the ranking pages: the 20 worst or best (spec 02 'Ranking chart page size 20'), drawing a
    // measure of three, which the web ranks by
    for (const name of ['vendor', 'company_code'])
      expect(pages.find((p) => p.module === 'ranking' && p.name === name)?.chart?.top).toEqual({
        n: 20,
        rankings: [
          { label: 'Worst', alias: 'weighted_average', order: 'desc' },
          { label: 'Best', alias: 'weighted_average', order: 'asc' },
        ],
        measures: ['exception_count', 'weighted_average', 'weighted_exceptions'],
      });
    const top = pages.find((p) => p.module === 'vendors' && p.name === 'top_25_vendors');
    expect(top?.chart?.top).toEqual({
      n: 25,
      rankings: [
        { label: 'By Spend', alias: 'spend_value', order: 'desc', nonZero: true },
        { label: 'By Credit Value', alias: 'credit_value', order: 'asc', nonZero: true },
      ],
    });
  });

  it('answers 404 for an unknown analysis and 401 without a session', async () => {
    const unknown = await server.api(`schema/${systemId}/accounting_docs_po_nonpo_credit_reversal/nope`, {
      token,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'not_found' });
    expect(
      (await server.api(`schema/${systemId}/accounting_docs_po_nonpo_credit_reversal/invoice_distribution`))
        .status,
    ).toBe(401);
  });

  it("refuses a system that is not the user's", async () => {
    const response = await server.api(
      `schema/999999/accounting_docs_po_nonpo_credit_reversal/invoice_distribution`,
      { token },
    );
    expect([403, 404]).toContain(response.status);
  });

  it("takes the client's own e-mail domains from its users who belong to it alone", async () => {
    const system = await server.store
      .selectFrom('systems')
      .select(['client_id'])
      .where('id', '=', systemId)
      .executeTakeFirstOrThrow();
    expect(await clientEmailDomains(server.store, system.client_id)).toEqual(['spendlens.test']);
    // a user of this client and of another one (provider staff) says nothing about the client's domain
    const other = await server.store
      .insertInto('clients')
      .values({ name: 'Other Client' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff = await server.store
      .insertInto('users')
      .values({
        uid: 'staff@provider.example',
        password_hash: 'x',
        fname: 'S',
        lname: 'T',
        company: 'P',
        mobile: null,
        roles: '["view"]',
        is_enabled: true,
        has_mfa: false,
        ttl_seconds: 900,
        expires_at: null,
        disabled_at: null,
        locked_until: null,
        current_client_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.store
      .insertInto('user_clients')
      .values([
        { user_id: staff.id, client_id: system.client_id, company_codes: null, account_groups: null },
        { user_id: staff.id, client_id: other.id, company_codes: null, account_groups: null },
      ])
      .execute();
    expect(await clientEmailDomains(server.store, system.client_id)).toEqual(['spendlens.test']);
    expect(await clientEmailDomains(server.store, other.id)).toEqual([]);
  });

  it("publishes the sign-ins of the client's users as they happen, for the Login Log", async () => {
    // no ingest: the sign-ins below show in the Login Log by themselves, a failed one too
    const loginLog = async () => {
      const response = await server.api('summary', {
        token,
        body: {
          system_id: systemId,
          module: 'login_log',
          analysis: 'login_log',
          sort: { col_alias: 'ts', order: 'desc' },
          page_rows: -1,
        },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { ts: string; s: string; uid: string }[] }).data;
    };
    const before = await loginLog();
    expect(before.filter((r) => r.uid === 'admin@spendlens.test')).toEqual([]);
    await server.signIn('admin@spendlens.test');
    const wrong = await server.api('authenticate', {
      headers: basic('admin@spendlens.test', 'wrong'),
    });
    expect(wrong.status).toBe(401);
    await expect
      .poll(
        async () =>
          (await loginLog())
            .filter((r) => r.uid === 'admin@spendlens.test')
            .map((r) => r.s)
            .sort(),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['failed', 'success']);
    const rows = await loginLog();
    expect(rows.map((r) => [r.uid, r.s])).toEqual(
      expect.arrayContaining([['demo@spendlens.test', 'success']]),
    );
    expect(rows[0]!.ts >= rows[rows.length - 1]!.ts).toBe(true);
  });
});
