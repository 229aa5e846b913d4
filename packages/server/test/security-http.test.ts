import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentSecret, loadConfig } from '../src/config';
import { appStores, startOn } from './app-store-variants';
import type { TestServer } from './start-test-server';

const strongSecret = 'k'.repeat(24) + '-0123456789abcdef';

describe.each(appStores)('security: HTTP rules (app store %s)', (kind) => {
  let server: TestServer;
  let token: string;
  let origin: string;
  beforeAll(async () => {
    server = await startOn(kind, { DEMO_INVOICE_LINES: '500' });
    token = await server.signIn('demo@spendlens.test');
    origin = server.url;
  });
  afterAll(() => server?.close());

  it('security headers on every answer: CSP with frame-ancestors none, HSTS of a year with subdomains, nosniff', async () => {
    const answers = [
      await server.api('systems', { token }), // 200
      await server.api('systems'), // 401
      await server.api('no/such/route'), // 404
      await server.api('summary', { token, body: '{' }), // 400
      await server.api('authenticate', { headers: { origin: 'https://evil.example' } }), // 403
      await fetch(`${server.url}/`), // the web app or its 404
    ];
    for (const response of answers) {
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('cross-origin requests are refused (403): a foreign Origin or Sec-Fetch-Site cross-site / same-site', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: origin.replace('127.0.0.1', 'localhost') },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      for (const response of [
        await server.api('systems', { token, headers }),
        await server.api('summary', { token, headers, body: { system_id: 1, module: 'm', analysis: 'a' } }),
        await server.api('logout', { token, headers }),
        await server.api('authenticate', { headers }),
      ]) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: 'forbidden',
          message: 'Cross-origin requests are refused',
        });
      }
    }
    // the session survived the refused logout; the app's own origin and a typed URL pass
    expect((await server.api('systems', { token, headers: { origin } })).status).toBe(200);
    expect(
      (await server.api('systems', { token, headers: { 'sec-fetch-site': 'same-origin', origin } })).status,
    ).toBe(200);
    expect((await server.api('checksession', { token, headers: { 'sec-fetch-site': 'none' } })).status).toBe(
      200,
    );
  });

  it('state-changing calls require the Authorization header: a session id in a cookie or the body is no credential', async () => {
    const body = { system_id: 1, module: 'invoices', analysis: 'a' };
    const cookie = { cookie: `session_id=${token}; token=${token}` };
    for (const [method, path] of [
      ['POST', 'summary'],
      ['POST', 'hpq/1'],
      ['POST', 'document'],
      ['POST', 'extracts/1'],
    ] as const) {
      const response = await server.api(path, {
        method,
        headers: cookie,
        body: { ...body, session_id: token },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await server.api('logout', { headers: cookie })).status).toBe(401);
    expect((await server.api('checksession', { token })).status).toBe(200);
  });
});

describe('security: in production the server refuses to start with a default or empty secret', () => {
  const production = { NODE_ENV: 'production', DEMO: 'off', CAPTCHA: 'off', ENCRYPTION_KEY: 'a'.repeat(64) };

  it('refuses an empty, default or short APP_SECRET, and the demo users', () => {
    expect(() => loadConfig({ ...production })).toThrow(/APP_SECRET is empty/);
    expect(() => loadConfig({ ...production, APP_SECRET: '   ' })).toThrow(/APP_SECRET is empty/);
    expect(() => loadConfig({ ...production, APP_SECRET: developmentSecret })).toThrow(/development default/);
    expect(() => loadConfig({ ...production, APP_SECRET: 'short-secret' })).toThrow(/shorter than 32/);
    expect(() => loadConfig({ ...production, APP_SECRET: strongSecret, DEMO: 'on' })).toThrow(/DEMO=on/);
  });

  it('starts with a strong secret, and outside production with the development default', () => {
    expect(loadConfig({ ...production, APP_SECRET: strongSecret }).secret).toBe(strongSecret);
    expect(loadConfig({ NODE_ENV: 'development' }).secret).toBe(developmentSecret);
  });
});
