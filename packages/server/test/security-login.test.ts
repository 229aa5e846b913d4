import { passwordVerificationCount } from '../src/auth/passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStores, startOn } from './app-store-variants';
import { insertUser } from './insert-user';
import { basic, type TestServer } from './start-test-server';

/** Issue 6: rate limits (429 with Retry-After) and the account lockout, on both app stores. */
describe.each(appStores)('security: login rate limits and lockout (app store %s)', (kind) => {
  let server: TestServer;

  async function addUser(uid: string, password: string): Promise<void> {
    await insertUser(server.store, uid, password);
  }

  /** GET authenticate from a given client address (through Fastify's inject, as a socket would). */
  function login(uid: string, password: string, remoteAddress = '198.51.100.1') {
    return server.app.inject({
      method: 'GET',
      url: '/api_prd/authenticate',
      headers: basic(uid, password),
      remoteAddress,
    });
  }

  beforeAll(async () => {
    // the default per-account budget (5 failures a minute): it is what bounds the guesses verified
    server = await startOn(kind, {
      DEMO_INVOICE_LINES: '500',
      LOGIN_FAILURES_PER_MINUTE: '5',
      PUBLIC_CALLS_PER_MINUTE: '3',
    });
  });
  afterAll(() => server?.close());

  it('of 1,000 wrong passwords against one account from rotating addresses at most 10 reach argon2 (per-account budget, 429 with Retry-After)', async () => {
    await addUser('victim@spendlens.test', 'Right#Pass1');
    const before = passwordVerificationCount();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i += 1) {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const response = await login('victim@spendlens.test', `guess-${i}`, address);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(passwordVerificationCount() - before).toBeLessThanOrEqual(10);
    expect(statuses.get(401)).toBe(5);
    expect(statuses.get(429)).toBe(995);
  });

  it('the answers do not tell whether an account exists: an unknown user name answers as a known one with wrong passwords', async () => {
    await addUser('known@spendlens.test', 'Right#Pass1');
    const answers = async (uid: string, net: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1)
        statuses.push((await login(uid, `guess-${i}`, `10.${net}.0.${i}`)).statusCode);
      return statuses;
    };
    const known = await answers('known@spendlens.test', 201);
    expect(await answers('nobody@spendlens.test', 202)).toEqual(known);
    expect(known).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
  });

  it('rate limit per address on unauthenticated account calls: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await login('someone@spendlens.test', 'x', '203.0.113.9')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await login('someone@spendlens.test', 'x', '203.0.113.9');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // another address has its own budget
    expect((await login('someone@spendlens.test', 'x', '203.0.113.10')).statusCode).toBe(401);
  });
});

describe('security: per-account and per-session rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startOn('PGlite', {
      DEMO_INVOICE_LINES: '500',
      LOGIN_FAILURES_PER_MINUTE: '3',
      SESSION_CALLS_PER_MINUTE: '5',
    });
  });
  afterAll(() => server?.close());

  it('rate limit per account for login failures: 429 with Retry-After before any verification, from any address', async () => {
    const before = passwordVerificationCount();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api_prd/authenticate',
        headers: basic('demo@spendlens.test', `wrong-${i}`),
        remoteAddress: `10.9.0.${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([401, 401, 401, ...Array(17).fill(429)]);
    expect(passwordVerificationCount() - before).toBe(3);
  });

  it('rate limit per session for data calls: 429 with Retry-After, other sessions unaffected', async () => {
    const token = await server.signIn('upload@spendlens.test');
    const other = await server.signIn('upload@spendlens.test');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await server.api('checksession', { token })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const limited = await server.api('checksession', { token });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.api('checksession', { token: other })).status).toBe(200);
  });
});

describe('security: the lockout cool-down', () => {
  let server: TestServer;
  let offsetMs = 0;
  beforeAll(async () => {
    server = await startOn(
      'PGlite',
      { DEMO_INVOICE_LINES: '500', LOCKOUT_MINUTES: '15' },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
  });
  afterAll(() => server?.close());

  it('lockout after 10 consecutive failures per account, told only to the right password; it ends after its cool-down (LOCKOUT_MINUTES); the count of consecutive failures goes on until a success', async () => {
    const login = (password: string) =>
      server.api('authenticate', { headers: basic('demo@spendlens.test', password) });
    for (let i = 0; i < 10; i += 1) expect((await login(`wrong-${i}`)).status).toBe(401);
    // locked: told only to the right password (spec 01 §4), with the cool-down in Retry-After
    expect((await login('still-wrong')).status).toBe(401);
    const locked = await login('Spendlens#2026');
    expect(locked.status).toBe(423);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    offsetMs += 14 * 60_000;
    expect((await login('Spendlens#2026')).status).toBe(423);
    offsetMs += 60_000 + 1000;
    // one more failure right after the cool-down locks again: the failures were never interrupted
    expect((await login('wrong-again')).status).toBe(401);
    expect((await login('Spendlens#2026')).status).toBe(423);
    offsetMs += 15 * 60_000 + 1000;
    expect((await login('Spendlens#2026')).status).toBe(200);
    expect((await login('wrong-after-success')).status).toBe(401);
    expect((await login('Spendlens#2026')).status).toBe(200);
  });
});
