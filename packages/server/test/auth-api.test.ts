import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import { basic, startTestServer, type TestServer } from './start-test-server';

describe('authentication API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the user fields of spec 01 §7 and a 256-bit session id for good credentials', async () => {
    const response = await server.api('authenticate', {
      headers: basic('demo@spendlens.test', 'Spendlens#2026'),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      uid: 'demo@spendlens.test',
      username: 'demo@spendlens.test',
      fname: 'Dana',
      lname: 'Demo',
      company: 'Demo Group',
      roles: ['view'],
      is_enabled: true,
      has_mfa: false,
      ttl: 1800,
    });
    expect(String(body['session_id'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses wrong credentials with 401 and the field message', async () => {
    for (const headers of [
      basic('demo@spendlens.test', 'wrong'),
      basic('nobody@spendlens.test', 'Spendlens#2026'),
      { authorization: 'Basic !!!' },
      {},
    ]) {
      const response = await server.api('authenticate', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: 'invalid_credentials',
        message: 'Invalid username/password',
      });
    }
  });

  it('stores only a hash of the session id, and logout ends the session', async () => {
    const token = await server.signIn('demo@spendlens.test');
    const stored = await server.store.selectFrom('sessions').select('id_hash').execute();
    expect(stored.some((s) => s.id_hash === token)).toBe(false);
    expect((await server.api('checksession', { token })).status).toBe(200);
    expect((await server.api('logout', { token })).status).toBe(200);
    expect((await server.api('checksession', { token })).status).toBe(401);
    expect((await server.api('systems', { token })).status).toBe(401);
  });

  it('answers 401 to every data call without a valid session', async () => {
    for (const token of [undefined, 'not-a-session', 'x'.repeat(500)]) {
      expect((await server.api('systems', token ? { token } : {})).status).toBe(401);
      expect(
        (
          await server.api('summary', {
            ...(token ? { token } : {}),
            body: { system_id: 1, module: 'm', analysis: 'a' },
          })
        ).status,
      ).toBe(401);
    }
  });

  it('hashes passwords with argon2id at the OWASP parameters', async () => {
    expect(await hashPassword('Abcdef1!')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('locks an account after 10 consecutive failures and tells so only to the right password (423)', async () => {
    await server.store
      .insertInto('users')
      .values({
        uid: 'lock@spendlens.test',
        password_hash: await hashPassword('Right#Pass1'),
        fname: 'L',
        lname: 'K',
        company: 'Demo Group',
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
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await server.api('authenticate', { headers: basic('lock@spendlens.test', `wrong-${i}`) })).status,
      ).toBe(401);
    }
    expect(
      (await server.api('authenticate', { headers: basic('lock@spendlens.test', 'still-wrong') })).status,
    ).toBe(401);
    const locked = await server.api('authenticate', { headers: basic('lock@spendlens.test', 'Right#Pass1') });
    expect(locked.status).toBe(423);
    expect(((await locked.json()) as { message: string }).message).toBe(
      "Account locked after too many failed login attempts! Please try again later, or contact the provider's support",
    );
  });

  it('keeps users without the view role away from data (403)', async () => {
    const token = await server.signIn('upload@spendlens.test');
    expect((await server.api('systems', { token })).status).toBe(403);
    expect((await server.api('checksession', { token })).status).toBe(200);
  });

  it('sends the security headers on every answer', async () => {
    const response = await server.api('systems');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});
