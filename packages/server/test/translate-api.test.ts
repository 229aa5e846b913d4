import { maxTranslateTextLength } from '@spendlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startFakeHttp, type FakeHttp } from './fake-http';
import { startTestServer, type TestServer } from './start-test-server';

const translate = (server: TestServer, body: unknown, token?: string) =>
  server.api('external/translate', { body, ...(token ? { token } : {}) });

describe('POST external/translate, translation off (the default)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ DEMO_INVOICE_LINES: '500' });
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(() => server?.close());

  it('answers the text itself, so the web app shows no tooltip', async () => {
    const response = await translate(server, { text: 'Überweisung (SEPA)' }, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ translation: 'Überweisung (SEPA)' });
  });

  it('refuses a missing, empty, blank, non-text or too long text with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{}, 'body.text: expected the text to translate, as a string'],
      [{ text: 42 }, 'body.text: expected the text to translate, as a string'],
      [{ text: '' }, 'body.text: is empty; there is nothing to translate'],
      [{ text: ' \n\t' }, 'body.text: is empty; there is nothing to translate'],
      [{ text: 'x'.repeat(maxTranslateTextLength + 1) }, 'body.text: is longer than 5000 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await translate(server, body, token);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await response.json()).toEqual({ error: 'bad_request', message });
    }
    const longest = await translate(server, { text: 'x'.repeat(maxTranslateTextLength) }, token);
    expect(longest.status).toBe(200);
    const notJson = await translate(server, '{"text":', token);
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'bad_request', message: 'The body is not valid JSON' });
  });

  it('needs a signed-in user with the view role: 401 without a session, 403 for an upload account', async () => {
    const anonymous = await translate(server, { text: 'Lastschrift' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'unauthorised', message: 'Not signed in' });
    const upload = await translate(
      server,
      { text: 'Lastschrift' },
      await server.signIn('upload@spendlens.test'),
    );
    expect(upload.status).toBe(403);
  });
});

describe('POST external/translate, TRANSLATION=http against a fake LibreTranslate on 127.0.0.1', () => {
  let server: TestServer;
  let provider: FakeHttp;
  let token: string;
  let status = 200;
  let delayMs = 0;
  beforeAll(async () => {
    provider = await startFakeHttp((body) => {
      const { q } = JSON.parse(body) as { q: string };
      const english: Record<string, string> = { 'Überweisung (SEPA)': 'Bank transfer (SEPA)' };
      return { status, delayMs, json: { translatedText: english[q] ?? q } };
    });
    server = await startTestServer({
      DEMO_INVOICE_LINES: '500',
      TRANSLATION: 'http',
      TRANSLATION_URL: `${provider.url}translate`,
      TRANSLATION_API_KEY: 'k',
      TRANSLATION_TARGET: 'en',
      TRANSLATION_TIMEOUT_SECONDS: '0.5',
      TRANSLATION_CALLS_PER_MINUTE: '4',
    });
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('answers the translation; a second hover is answered from memory', async () => {
    const response = await translate(server, { text: 'Überweisung (SEPA)' }, token);
    expect(await response.json()).toEqual({ translation: 'Bank transfer (SEPA)' });
    expect(JSON.parse(provider.requests.at(-1)!.body)).toMatchObject({
      q: 'Überweisung (SEPA)',
      target: 'en',
    });
    const asked = provider.requests.length;
    await translate(server, { text: 'Überweisung (SEPA)' }, token);
    expect(provider.requests.length).toBe(asked);
  });

  it('a failing or slow service answers 200 with the text itself, never a 5xx', async () => {
    status = 500;
    try {
      const failed = await translate(server, { text: 'Lastschrift' }, token);
      expect(failed.status).toBe(200);
      expect(await failed.json()).toEqual({ translation: 'Lastschrift' });
    } finally {
      status = 200;
    }
    delayMs = 2000;
    try {
      const slow = await translate(server, { text: 'Scheck' }, token);
      expect(slow.status).toBe(200);
      expect(await slow.json()).toEqual({ translation: 'Scheck' });
    } finally {
      delayMs = 0;
    }
  });

  it('beyond TRANSLATION_CALLS_PER_MINUTE calls reaching the service, 429 with Retry-After', async () => {
    // the earlier tests spent 3 of the 4 calls of this session's minute
    expect((await translate(server, { text: 'vierter' }, token)).status).toBe(200);
    const over = await translate(server, { text: 'fünfter' }, token);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await translate(server, { text: 'Überweisung (SEPA)' }, token)).status).toBe(200);
  });

  it('the server refuses to start with TRANSLATION=http and no URL', () => {
    expect(() => loadConfig({ TRANSLATION: 'http' })).toThrow(/TRANSLATION=http needs TRANSLATION_URL/);
    expect(() => loadConfig({ TRANSLATION: 'deepl' })).toThrow(/TRANSLATION/);
  });
});
