import type { DisplayConfig } from '@spendlens/domain';
import { invoiceChannelSql } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoErpsEnv } from './demo-erps-env';
import { startTestServer, type TestServer } from './start-test-server';

type Answer = {
  status: number;
  body: { data?: Record<string, unknown>[]; error?: string; message?: string };
};

/**
 * Issue 20 item 3: an Oracle or JDE system has the analyses its source supports, presents them as its
 * type does (vendor_type, the Oracle/JDE last-activity table), and a data call on an analysis its type
 * has not answers 404 saying why. The Oracle system is the demo's ORA-DEMO, ingested from the Oracle
 * datagen; the JDE system has no data (its pipeline is being built): the refusal comes first.
 */
describe('analyses by system type, through the API', () => {
  let server: TestServer;
  let token: string;
  let oracle: number;
  let jde: number;

  beforeAll(async () => {
    server = await startTestServer(demoErpsEnv);
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    oracle = systems.find((s) => s.name === 'ORA-DEMO')!.id;
    const { client_id } = await server.store
      .selectFrom('systems')
      .select('client_id')
      .where('id', '=', oracle)
      .executeTakeFirstOrThrow();
    ({ id: jde } = await server.store
      .insertInto('systems')
      .values({ client_id, name: 'JDE-EMPTY', type: 'jde', currency: 'EUR', add_ons: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await server?.close();
  });

  const summary = async (body: Record<string, unknown>): Promise<Answer> => {
    const response = await server.api('summary', { token, body: { year: -1, qualifier: -1, ...body } });
    return {
      status: response.status,
      body: response.status === 204 ? {} : ((await response.json()) as Answer['body']),
    };
  };
  const config = async (system: number) =>
    (await (await server.api(`systems/${system}/display_config`, { token })).json()) as DisplayConfig;

  /** Listed pages with no rows in the datagen scenario of any ERP (SAP's answers none either). */
  const emptyInEveryScenario = new Set([
    // sign-ins are copied at ingest: none before the first one
    'login_log/login_log',
    // the datagen plants no PO without a payment term
    'pos/no_payment_term',
    // the last 30 days only: the small scenario's touchless invoices are older (checked below)
    'invoices/invoices_not_touched_by_accounting',
  ]);

  it('every page the Oracle display config lists answers rows', async () => {
    const pages = (await config(oracle)).modules.flatMap((m) => m.pages);
    expect(pages.length).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const page of pages) {
      const key = `${page.apiModuleName}/${page.apiAnalysisName}`;
      const answer = await summary({
        system_id: oracle,
        module: page.apiModuleName,
        analysis: page.apiAnalysisName,
        page_rows: 1,
      });
      expect([200, 204], `${key}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      if (answer.status === 204 && !emptyInEveryScenario.has(key)) empty.push(key);
    }
    expect(empty).toEqual([]);
    const [touchless] = await server.warehouse.query({
      sql: `SELECT count(*)::INTEGER AS n FROM canon.invoices i WHERE i.system_id = $1 AND (${invoiceChannelSql('i')}) IN ('ERS', 'EDI')`,
      params: [oracle],
    });
    expect(touchless!['n']).toBeGreaterThan(0);
  });

  it('Oracle presents the account-group column as vendor_type: group, filter and scope by it', async () => {
    const groups = await summary({
      system_id: oracle,
      module: 'vendor_master_company_code',
      analysis: 'vendor_company_code',
      group_by: ['vendor_type'],
      aggregate: [{ col: 'vendor_id', fn: ['count'], alias: ['n'] }],
      page_rows: -1,
    });
    expect(groups.status).toBe(200);
    const rows = groups.body.data!;
    expect(rows.length).toBeGreaterThan(1);
    const [first] = rows.filter((r) => r['vendor_type'] !== null);
    const scoped = await summary({
      system_id: oracle,
      module: 'vendor_master_company_code',
      analysis: 'vendor_company_code',
      vendor_type: [first!['vendor_type']],
      vendor_type_col_name: 'vendor_type',
      include_columns: ['vendor_id', 'vendor_type'],
      page_rows: -1,
    });
    expect(scoped.body.data!.length).toBe(Number(first!['n']));
    expect(new Set(scoped.body.data!.map((r) => r['vendor_type']))).toEqual(new Set([first!['vendor_type']]));
    const published = await summary({
      system_id: oracle,
      module: 'vendor_master_company_code',
      analysis: 'vendor_company_code',
      include_columns: ['account_group'],
    });
    expect(published.status).toBe(400);
    expect(published.body.error).toBe('unknown_column');
  });

  it('Oracle’s last-activity table has the last payment and the last purchase only (spec 03 §2.2)', async () => {
    const answer = await summary({
      system_id: oracle,
      module: 'vendors',
      analysis: 'last_activity_details',
      page_rows: 5,
    });
    expect(answer.status).toBe(200);
    const columns = Object.keys(answer.body.data![0]!);
    expect(columns).toEqual(
      expect.arrayContaining(['last_payment_date', 'last_payment_id', 'last_purchase_date']),
    );
    expect(columns.filter((c) => /^last_(po|gr|invoice)_/.test(c))).toEqual([]);
    const hidden = await summary({
      system_id: oracle,
      module: 'vendors',
      analysis: 'last_activity_details',
      include_columns: ['last_gr_date'],
    });
    expect(hidden.status).toBe(400);
  });

  it('an analysis the JDE type has not is absent from its display config and answers 404 saying why', async () => {
    const pages = (await config(jde)).modules.flatMap((m) => m.pages.map((p) => `${m.name}/${p.name}`));
    expect(pages).toContain('vendors/data_quality');
    expect(pages).not.toContain('vendors/vendor_risk_ranking');
    const answer = await summary({
      system_id: jde,
      module: 'vendor_pl_risk_rank',
      analysis: 'vendor_risk_rank',
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      error: 'unknown_source',
      message:
        "Vendor Risk Ranking (vendor_pl_risk_rank/vendor_risk_rank) is not available for JD Edwards EnterpriseOne systems: spec 02: 'Vendor risk ranking is SAP only'",
    });
    const hpq = await server.api(`hpq/${jde}`, {
      token,
      body: { table: 'vendor_pl_risk_rank__vendor_risk_rank', columns: ['vendor_id'] },
    });
    expect(hpq.status).toBe(404);
    // an analysis the type has answers as usual: no rows yet
    expect((await summary({ system_id: jde, module: 'vendor_data_quality', analysis: 'sap' })).status).toBe(
      204,
    );
  });
});
