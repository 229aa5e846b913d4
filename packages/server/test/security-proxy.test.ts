import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { parseTrustProxy } from '../src/security/trust-proxy';
import { startOn } from './app-store-variants';
import type { TestServer } from './start-test-server';

/**
 * Issue 34 item 2: TRUST_PROXY names the proxies whose X-Forwarded-For entries are believed; what a
 * client writes into the header beyond them never becomes its address, so rotating it escapes no
 * per-address budget.
 */
describe('security: the client address behind a trusted proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  // the reverse proxy on the same host: it appends the address it was reached from
  const proxy = '127.0.0.1';

  beforeAll(async () => {
    server = await startOn('PGlite', {
      DEMO_INVOICE_LINES: '500',
      PUBLIC_CALLS_PER_MINUTE: '3',
      TRUST_PROXY: `${proxy}, 10.0.0.0/8`,
    });
  });
  afterAll(() => server?.close());

  /** An unauthenticated call arriving from `remoteAddress` with the X-Forwarded-For it carries. */
  async function publicCall(remoteAddress: string, forwardedFor: string): Promise<number> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api_prd/captcha_config',
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    return response.statusCode;
  }

  it('a client rotating X-Forwarded-For through the proxy (203.0.113.N, also "203.0.113.N, 127.0.0.1") keeps one per-address budget; another client has its own', async () => {
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      // what the client wrote, then the address the proxy appended
      const written = i % 2 === 0 ? `203.0.113.${i}` : `203.0.113.${i}, ${proxy}`;
      statuses.push(await publicCall(proxy, `${written}, ${client}`));
    }
    expect(statuses).toEqual([200, 200, 200, ...Array(9).fill(429)]);
    // an address of the trusted range that the client wrote itself is never reached
    expect(await publicCall(proxy, `203.0.113.99, 10.1.2.3, ${client}`)).toBe(429);
    // the address is the client's, not the proxy's: another client through the same proxy is served
    expect(await publicCall(proxy, '198.51.100.8')).toBe(200);
  });

  it('a client reaching the server directly (not from a trusted proxy) is its socket address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 8; i += 1)
      statuses.push(await publicCall('198.51.100.20', `203.0.113.${i}, ${proxy}`));
    expect(statuses).toEqual([200, 200, 200, ...Array(5).fill(429)]);
  });

  it('a chain of trusted proxies (the load balancer on 10.0.0.0/8, then the local proxy) still ends at the client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      statuses.push(await publicCall(proxy, `203.0.113.${i}, 127.0.0.1, 198.51.100.30, 10.4.0.2`));
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('TRUST_PROXY settings', () => {
  it('false or unset trusts no proxy; a list of addresses, CIDR ranges and named ranges is kept', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, a hop count, /0 and anything not an address at start, saying what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust every X-Forwarded-For entry.*addresses or CIDR ranges/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY=1 \(a hop count\) is not accepted/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/would trust every address/);
    expect(parseTrustProxy('127.0.0.1, proxy.example')).toEqual({
      problem:
        'TRUST_PROXY: "proxy.example" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal',
    });
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('problem');
    expect(parseTrustProxy('127.0.0.1,')).toHaveProperty('problem');
  });
});
