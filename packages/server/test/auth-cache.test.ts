import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * The session and grant cache (AUTH_CACHE_SECONDS, 2 s by default): what it may delay, by how much at
 * most, and what it never delays. The server runs on a clock the test moves.
 */
describe('sessions and grants trusted for AUTH_CACHE_SECONDS', () => {
  let server: TestServer;
  let now = Date.parse('2026-11-24T10:00:00Z');
  let systemId: number;
  let demoUserId: number;
  const later = (ms: number) => {
    now += ms;
  };
  const status = async (token: string) => (await server.api('checksession', { token })).status;
  const invoices = async (token: string) => {
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        module: 'accounting_docs_po_nonpo_credit_reversal',
        analysis: 'invoice_distribution',
        aggregate: [{ col: 'internal_invoice_id', fn: ['count'], alias: ['n'] }],
      },
    });
    return response.status === 200 ? ((await response.json()) as { data: { n: number }[] }).data[0]!.n : 0;
  };
  const demoUser = () => server.store.updateTable('users').where('id', '=', demoUserId);

  beforeAll(async () => {
    server = await startTestServer({}, { clock: () => new Date(now) });
    const token = await server.signIn('demo@spendlens.test');
    systemId = ((await (await server.api('systems', { token })).json()) as { id: number }[])[0]!.id;
    demoUserId = (
      await server.store
        .selectFrom('users')
        .select('id')
        .where('uid', '=', 'demo@spendlens.test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    later(60_000); // nothing cached by an earlier test is trusted any more
    await demoUser().set({ disabled_at: null, ttl_seconds: 1800 }).execute();
  });

  it('refuses a signed-out session at once, though its row was cached', async () => {
    const token = await server.signIn('demo@spendlens.test');
    expect(await status(token)).toBe(200);
    expect((await server.api('logout', { token })).status).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it('refuses a session deleted in the store by another process within 2 s, not later', async () => {
    const token = await server.signIn('demo@spendlens.test');
    expect(await status(token)).toBe(200);
    await server.store.deleteFrom('sessions').execute();
    later(1_999);
    expect(await status(token)).toBe(200); // the bound is real: the row read 1.999 s ago is trusted
    later(1);
    expect(await status(token)).toBe(401);
  });

  it('refuses a user disabled in the store within 2 s, and deletes the session', async () => {
    const token = await server.signIn('demo@spendlens.test');
    expect(await status(token)).toBe(200);
    await demoUser()
      .set({ disabled_at: new Date(now) })
      .execute();
    later(1_500);
    expect(await status(token)).toBe(200);
    later(500);
    expect(await status(token)).toBe(401);
    await demoUser().set({ disabled_at: null }).execute();
    expect(await status(token)).toBe(401);
  });

  it('still times a cached session out when it idles past its ttl', async () => {
    await demoUser().set({ ttl_seconds: 1 }).execute();
    const token = await server.signIn('demo@spendlens.test');
    later(500);
    expect(await status(token)).toBe(200); // read and cached now, last seen at sign-in
    later(600);
    expect(await status(token)).toBe(401); // 1.1 s idle: refused, though cached 0.6 s ago
  });

  it('applies a grant narrowed in the store within 2 s, and at once when the server is told', async () => {
    const token = await server.signIn('demo@spendlens.test');
    const all = await invoices(token);
    expect(all).toBeGreaterThan(0);
    const narrow = (codes: string[] | null) =>
      server.store
        .updateTable('user_clients')
        .set({ company_codes: codes === null ? null : JSON.stringify(codes) })
        .where('user_id', '=', demoUserId)
        .execute();
    await narrow(['no-such-code']);
    try {
      later(1_000);
      expect(await invoices(token)).toBe(all);
      later(1_000);
      expect(await invoices(token)).toBe(0);
      await narrow(null);
      expect(await invoices(token)).toBe(0); // the narrowed grant read just now is trusted …
      server.forgetAccess(demoUserId);
      expect(await invoices(token)).toBe(all); // … until the server is told
    } finally {
      await narrow(null);
      server.forgetAccess(demoUserId);
    }
  });

  it('is bounded at 5 s by the configuration, and 0 reads the store on every call', async () => {
    expect(() => loadConfig({ AUTH_CACHE_SECONDS: '6' })).toThrow(/AUTH_CACHE_SECONDS/);
    expect(loadConfig({}).authCacheMs).toBe(2_000);
    const uncached = await startTestServer({ AUTH_CACHE_SECONDS: '0', DEMO: 'off' });
    try {
      await uncached.store
        .insertInto('users')
        .values({
          uid: 'once@spendlens.test',
          password_hash: (
            await server.store
              .selectFrom('users')
              .select('password_hash')
              .where('id', '=', demoUserId)
              .executeTakeFirstOrThrow()
          ).password_hash,
          fname: 'O',
          lname: 'N',
          company: 'C',
          mobile: null,
          roles: JSON.stringify(['view']),
          is_enabled: true,
          has_mfa: false,
          ttl_seconds: 1800,
          expires_at: null,
          disabled_at: null,
          locked_until: null,
          current_client_id: null,
        })
        .execute();
      const token = await uncached.signIn('once@spendlens.test');
      expect((await uncached.api('checksession', { token })).status).toBe(200);
      await sql`delete from sessions`.execute(uncached.store);
      expect((await uncached.api('checksession', { token })).status).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});
