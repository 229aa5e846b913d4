import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@spendlens/warehouse';
import { startTestServer, type TestServer } from './start-test-server';

describe('GET help/:module/:analysis serves the catalogue text of every analysis (spec 01 §2)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ DEMO_INVOICE_LINES: '500' });
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(() => server.close());

  it('answers the description and help alert by page route and by API names', async () => {
    for (const def of catalogue) {
      const byApi = await server.api(`help/${def.module}/${def.analysis}`, { token });
      expect(byApi.status).toBe(200);
      const body = (await byApi.json()) as { description: string; helpAlert: string | null };
      expect(body.description).toBe(def.description);
      expect(body.helpAlert).toBe(def.display?.helpAlert?.text ?? null);
      if (def.page) {
        const byPage = await server.api(`help/${def.page.module}/${def.page.name}`, { token });
        expect(((await byPage.json()) as { displayName: string }).displayName).toBe(def.page.displayName);
      }
    }
  });

  it('answers 404 for an unknown analysis and 401 without a session', async () => {
    expect((await server.api('help/nope/nothing', { token })).status).toBe(404);
    expect((await server.api('help/invoices/invoice_distribution')).status).toBe(401);
  });
});
