import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from '../src/http/access';
import type { SessionService } from '../src/services/session-service';
import { startTestServer, type TestServer } from './start-test-server';

const noSessions: SessionService = {
  open: async () => 'x',
  resolve: async () => undefined,
  close: async () => undefined,
  forgetUser: () => undefined,
};

describe('deny by default', () => {
  it('refuses to register an /api_prd route that declares no access', () => {
    const app = Fastify();
    registerAccessControl(app, noSessions, () => new Date());
    expect(() => app.get('/api_prd/undeclared', async () => 'x')).toThrow(/declares no access/);
    expect(() => app.get('/api_prd/declared', { config: { access: 'view' } }, async () => 'x')).not.toThrow();
    expect(() => app.get('/not-api', async () => 'x')).not.toThrow();
  });

  describe('on the real server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ DEMO_INVOICE_LINES: '500' });
    });
    afterAll(() => server.close());

    it('serves unknown API paths as JSON 404, never the web app', async () => {
      const response = await server.api('no/such/route');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found', message: 'Not found' });
    });
  });
});
