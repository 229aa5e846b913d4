import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, withCompanyCodeScope, type TestServer } from './start-test-server';

interface KpiUsers {
  users: { user_id: string; number_of_invoices: number }[];
  channels: { channel_id: string; number_of_invoices: number }[];
}

/** Spec 03 §2.5: the users and channels the KPI page offers, from the published invoices/kpi_users. */
describe('GET systems/:system/kpi_users', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  const kpiUsers = async (system: number | string = systemId) => {
    const response = await server.api(`systems/${system}/kpi_users`, { token });
    return { status: response.status, body: (await response.json()) as KpiUsers };
  };
  const expected = (col: 'user_id' | 'channel_id', code?: string) =>
    server.warehouse.query({
      sql: `select ${col} as id, sum(number_of_invoices)::integer as n from pub.invoices__kpi_users
            where system_id = $1 and ${col} is not null ${code ? 'and company_code = $2' : ''}
            group by 1 order by 2 desc, 1`,
      params: code ? [systemId, code] : [systemId],
    });

  it('answers every user and channel with its invoices, most first, as SQL has them', async () => {
    const { status, body } = await kpiUsers();
    expect(status).toBe(200);
    const users = await expected('user_id');
    const channels = await expected('channel_id');
    expect(users.length).toBeGreaterThan(1);
    expect(body.users).toEqual(users.map((r) => ({ user_id: r['id'], number_of_invoices: r['n'] })));
    expect(body.channels).toEqual(channels.map((r) => ({ channel_id: r['id'], number_of_invoices: r['n'] })));
    expect(body.channels.map((c) => c.channel_id)).toContain('Manual PO');
  });

  it('counts only the invoices of the company codes the user may see', async () => {
    const [code] = await server.warehouse.query({
      sql: `select company_code from pub.invoices__kpi_users where system_id = $1
            group by 1 order by sum(number_of_invoices) desc limit 1`,
      params: [systemId],
    });
    const mine = String(code!['company_code']);
    await withCompanyCodeScope(server, [mine], async () => {
      const { status, body } = await kpiUsers();
      expect(status).toBe(200);
      const users = await expected('user_id', mine);
      expect(body.users).toEqual(users.map((r) => ({ user_id: r['id'], number_of_invoices: r['n'] })));
      expect(body.users.reduce((s, u) => s + u.number_of_invoices, 0)).toBeLessThan(
        (await expected('user_id')).reduce((s, r) => s + Number(r['n']), 0),
      );
    });
  });

  it('refuses a malformed system (400), a system of no grant (404) and no session (401)', async () => {
    expect((await kpiUsers('abc')).status).toBe(400);
    expect((await kpiUsers(999_999)).status).toBe(404);
    expect((await server.api(`systems/${systemId}/kpi_users`)).status).toBe(401);
  });
});
