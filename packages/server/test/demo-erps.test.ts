import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryInvoiceCount } from './extract-fixtures';
import { demoErpsEnv } from './demo-erps-env';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * Issue 20 item 5 and issue 21 item 6: the demo client has an Oracle R12, a JD Edwards, a NetSuite and
 * a DocuWare system beside its SAP one (DEMO_ORACLE_INVOICE_LINES 10,000, DEMO_JDE_INVOICE_LINES and
 * DEMO_NETSUITE_INVOICE_LINES 5,000, DEMO_DOCUWARE_INVOICE_LINES 3,000 lines under `npm start`),
 * generated and ingested through their own pipelines at the first start, and the multi-system ALL-DEMO
 * over them; the demo user sees all.
 */
describe('the Oracle, JD Edwards, NetSuite and DocuWare demo systems and the multi-system', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(demoErpsEnv);
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are the demo user’s systems, of types ora12, jde, netsuite and docuware, with invoices published', async () => {
    const systems = (await (await server.api('systems', { token })).json()) as {
      id: number;
      name: string;
      type: string;
    }[];
    expect(systems.map((s) => s.name).sort()).toEqual([
      'ALL-DEMO',
      'DW-DEMO',
      'JDE-DEMO',
      'NS-DEMO',
      'ORA-DEMO',
      'SAP-DEMO',
    ]);
    for (const [name, type] of [
      ['ORA-DEMO', 'ora12'],
      ['JDE-DEMO', 'jde'],
      ['NS-DEMO', 'netsuite'],
      ['DW-DEMO', 'docuware'],
    ] as const) {
      const system = systems.find((s) => s.name === name)!;
      expect(system.type).toBe(type);
      const [row] = await server.warehouse.query({
        sql: `SELECT count(*)::INTEGER AS n, count(DISTINCT company_code)::INTEGER AS companies
              FROM canon.invoices WHERE system_id = $1`,
        params: [system.id],
      });
      expect(row!['n']).toBeGreaterThan(100);
      expect(row!['companies']).toBeGreaterThan(1);
      // a data call on it answers like one on the SAP system
      expect(await summaryInvoiceCount(server.api, token, system.id)).toBe(row!['n']);
    }
  });

  it('combines them in ALL-DEMO: the vendors shared by every member matched across all five', async () => {
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    const multi = systems.find((s) => s.name === 'ALL-DEMO')!;
    const pairs = await server.warehouse.query({
      sql: `SELECT DISTINCT system_name_a || '|' || system_name_b AS pair
            FROM pub.cross_system__vendor_matches WHERE system_id = $1 ORDER BY 1`,
      params: [multi.id],
    });
    // every two of the five members share the planted vendors (datagen crossSystem)
    expect(pairs).toHaveLength(10);
    const [paid] = await server.warehouse.query({
      sql: `SELECT count(*)::INTEGER AS n FROM pub.cross_system__duplicate_invoices WHERE system_id = $1 AND paid_in_both`,
      params: [multi.id],
    });
    expect(paid!['n']).toBeGreaterThanOrEqual(4);
  });
});
