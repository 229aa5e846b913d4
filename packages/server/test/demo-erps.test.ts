import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryInvoiceCount } from './extract-fixtures';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * Issue 20 item 5: the demo client has an Oracle R12 system beside its SAP one (DEMO_ORACLE_INVOICE_LINES,
 * 20,000 lines under `npm start`), generated and ingested through the Oracle pipeline at the first
 * start, and the demo user sees both.
 */
describe('the Oracle demo system', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ DEMO_ORACLE_INVOICE_LINES: '1500' });
    token = await server.signIn('demo@spendlens.test');
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is one of the demo user’s systems, of type ora12, with invoices published', async () => {
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    expect(systems.map((s) => s.name).sort()).toEqual(['ORA-DEMO', 'SAP-DEMO']);
    const oracle = systems.find((s) => s.name === 'ORA-DEMO')!;
    const [row] = await server.warehouse.query({
      sql: `SELECT count(*)::INTEGER AS n, count(DISTINCT company_code)::INTEGER AS companies
            FROM canon.invoices WHERE system_id = $1`,
      params: [oracle.id],
    });
    expect(row!['n']).toBeGreaterThan(100);
    expect(row!['companies']).toBeGreaterThan(1);
    // a data call on it answers like one on the SAP system
    expect(await summaryInvoiceCount(server.api, token, oracle.id)).toBe(row!['n']);
  });
});
