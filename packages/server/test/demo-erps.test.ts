import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryInvoiceCount } from './extract-fixtures';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * Issue 20 item 5 and issue 21 item 6: the demo client has an Oracle R12, a JD Edwards and a NetSuite
 * system beside its SAP one (DEMO_ORACLE_INVOICE_LINES 20,000, DEMO_JDE_INVOICE_LINES and
 * DEMO_NETSUITE_INVOICE_LINES 10,000 lines under `npm start`), generated and ingested through their own
 * pipelines at the first start, and the demo user sees all.
 */
describe('the Oracle, JD Edwards and NetSuite demo systems', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      DEMO_ORACLE_INVOICE_LINES: '1500',
      DEMO_JDE_INVOICE_LINES: '1500',
      DEMO_NETSUITE_INVOICE_LINES: '1500',
    });
    token = await server.signIn('demo@spendlens.test');
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('are the demo user’s systems, of types ora12, jde and netsuite, with invoices published', async () => {
    const systems = (await (await server.api('systems', { token })).json()) as {
      id: number;
      name: string;
      type: string;
    }[];
    expect(systems.map((s) => s.name).sort()).toEqual(['JDE-DEMO', 'NS-DEMO', 'ORA-DEMO', 'SAP-DEMO']);
    for (const [name, type] of [
      ['ORA-DEMO', 'ora12'],
      ['JDE-DEMO', 'jde'],
      ['NS-DEMO', 'netsuite'],
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
});
