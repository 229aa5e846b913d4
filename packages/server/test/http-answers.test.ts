import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * Issue 34 item 7: HEAD answers as GET does (the web app's pages and files, and the API), and every
 * answer under /api_prd carries Cache-Control: no-store (no data kept by a browser or a proxy).
 */
describe('HTTP answers: HEAD as GET, Cache-Control on API answers', () => {
  let server: TestServer;
  let token: string;
  let webDist: string;
  const asset = '/assets/index-3f2a9c.js';

  beforeAll(async () => {
    // the smallest web app: its start page and one hashed asset
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Spendlens</title>');
    await fs.writeFile(path.join(webDist, asset), 'console.log("spendlens");');
    server = await startTestServer({ DEMO_INVOICE_LINES: '500', WEB_DIST: webDist });
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { method, headers });

  it('HEAD answers as GET: the start page, an SPA route, a hashed asset, API calls and a 404', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const [url, headers] of [
      ['/', {}],
      ['/dashboard', {}],
      ['/login?next=%2Fdashboard', {}],
      [asset, {}],
      ['/api_prd/captcha_config', {}],
      ['/api_prd/systems', auth],
      ['/api_prd/systems', {}],
      ['/api_prd/no/such/route', {}],
    ] as const) {
      const get = await call('GET', url, headers);
      const getBody = await get.text();
      const head = await call('HEAD', url, headers);
      expect(head.status, `HEAD ${url}`).toBe(get.status);
      expect(head.headers.get('content-type'), `HEAD ${url}`).toBe(get.headers.get('content-type'));
      expect(head.headers.get('cache-control'), `HEAD ${url}`).toBe(get.headers.get('cache-control'));
      expect(await head.text(), `HEAD ${url}`).toBe('');
      if (url === '/' || url === '/dashboard') expect(getBody).toContain('<title>Spendlens</title>');
    }
    expect((await call('HEAD', '/')).status).toBe(200);
  });

  it('every /api_prd answer carries Cache-Control: no-store: data, public calls, 4xx and the API reference', async () => {
    const answers = [
      await server.api('systems', { token }), // 200, data
      await server.api('captcha_config'), // 200, public
      await server.api('systems'), // 401
      await server.api('no/such/route'), // 404
      await server.api('summary', { token, body: '{' }), // 400
      await server.api('docs/openapi.json'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404, 400, 200]);
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
  });
});
