import { insertUser } from './insert-user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { developmentSecret } from '../src/config';
import { hashToken, sessionIdHash } from '../src/auth/session-tokens';
import { appStores, startOn } from './app-store-variants';
import type { TestServer } from './start-test-server';

const password = 'Session#Pass1';

/** Issue 6 item 3: each rule of a session, with the server's clock driven by the test. */
describe.each(appStores)('security: sessions (app store %s)', (kind) => {
  let server: TestServer;
  let offsetMs = 0;
  const advance = (seconds: number) => {
    offsetMs += seconds * 1000;
  };

  const addUser = (uid: string, ttlSeconds = 1800): Promise<number> =>
    insertUser(server.store, uid, password, { roles: ['upload'], ttl_seconds: ttlSeconds });
  const alive = async (token: string) => (await server.api('checksession', { token })).status;

  beforeAll(async () => {
    server = await startOn(
      kind,
      { DEMO_INVOICE_LINES: '500', SESSION_ABSOLUTE_HOURS: '1' },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(() => server?.close());

  it('session ids are 256 bits from the CSPRNG and never repeat', async () => {
    await addUser('ids@spendlens.test');
    const ids = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const id = await server.signIn('ids@spendlens.test', password);
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
      ids.add(id);
    }
    expect(ids.size).toBe(8);
  });

  it('session ids are stored hashed (HMAC-SHA256 under APP_SECRET), never in clear nor as a bare SHA-256', async () => {
    const token = await server.signIn('demo@spendlens.test');
    const stored = (await server.store.selectFrom('sessions').selectAll().execute()).map((row) =>
      JSON.stringify(row),
    );
    expect(stored.some((row) => row.includes(token))).toBe(false);
    expect(stored.some((row) => row.includes(hashToken(token)))).toBe(false);
    expect(stored.some((row) => row.includes(sessionIdHash(developmentSecret, token)))).toBe(true);
  });

  it('sessions are renewed at login: every sign-in issues a new id, whatever id the client presents', async () => {
    await addUser('renew@spendlens.test');
    const first = await server.signIn('renew@spendlens.test', password);
    const response = await server.api('authenticate', {
      headers: {
        authorization: `Basic ${Buffer.from(`renew@spendlens.test:${password}`).toString('base64')}`,
        cookie: `session_id=${first}`,
      },
    });
    const second = ((await response.json()) as { session_id: string }).session_id;
    expect(second).not.toBe(first);
    expect(await alive(second)).toBe(200);
  });

  it('sessions are ended by logout', async () => {
    await addUser('logout@spendlens.test');
    const token = await server.signIn('logout@spendlens.test', password);
    const other = await server.signIn('logout@spendlens.test', password);
    expect((await server.api('logout', { token })).status).toBe(200);
    expect(await alive(token)).toBe(401);
    expect(await alive(other)).toBe(200);
  });

  it("inactivity timeout equals the user's ttl", async () => {
    await addUser('idle@spendlens.test', 60);
    const token = await server.signIn('idle@spendlens.test', password);
    advance(50);
    expect(await alive(token)).toBe(200);
    advance(59); // 59 s idle: within the ttl of 60 s
    expect(await alive(token)).toBe(200);
    advance(61); // 61 s idle: past it
    expect(await alive(token)).toBe(401);
    expect(await alive(token)).toBe(401); // and the session is gone, not only refused once
  });

  it('an absolute lifetime ends even an active session (SESSION_ABSOLUTE_HOURS)', async () => {
    await addUser('absolute@spendlens.test');
    const token = await server.signIn('absolute@spendlens.test', password);
    for (let minute = 10; minute < 60; minute += 10) {
      advance(600);
      expect(await alive(token), `after ${minute} minutes`).toBe(200);
    }
    advance(600); // 60 minutes after the sign-in, active every 10
    expect(await alive(token)).toBe(401);
  });

  it('sessions are ended by disabling the user and by the user account expiring', async () => {
    const disabled = await addUser('disable@spendlens.test');
    const expired = await addUser('expire@spendlens.test');
    const a = await server.signIn('disable@spendlens.test', password);
    const b = await server.signIn('expire@spendlens.test', password);
    const now = new Date(Date.now() + offsetMs);
    await server.store.updateTable('users').set({ disabled_at: now }).where('id', '=', disabled).execute();
    await server.store.updateTable('users').set({ expires_at: now }).where('id', '=', expired).execute();
    expect(await alive(a)).toBe(401);
    expect(await alive(b)).toBe(401);
  });

  it('sessions are ended by a password change, whoever changes it (another process: within AUTH_CACHE_SECONDS)', async () => {
    const id = await addUser('change@spendlens.test');
    const token = await server.signIn('change@spendlens.test', password);
    expect(await alive(token)).toBe(200);
    // changed in the store, as the admin CLI or another server would: the session's cached row
    // (AUTH_CACHE_SECONDS, 2 s by default) is trusted no longer than that
    await server.store
      .updateTable('users')
      .set({ password_hash: await hashPassword('Changed#Pass2') })
      .where('id', '=', id)
      .execute();
    advance(2);
    expect(await alive(token)).toBe(401);
    const renewed = await server.signIn('change@spendlens.test', 'Changed#Pass2');
    expect(await alive(renewed)).toBe(200);
  });
});
