import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTranslator, createOffTranslator, type Translator } from '../src/adapters/translator';
import { loadConfig } from '../src/config';
import { createRateLimiter } from '../src/security/rate-limiter';
import type { SessionUser } from '../src/services/session-service';
import { createTranslationService } from '../src/services/translation-service';
import { startFakeHttp, type FakeHttp } from './fake-http';

/** A LibreTranslate stand-in on 127.0.0.1: German to English for a few words, else the status set. */
const dictionary: Record<string, string> = { Lastschrift: 'Direct debit', Überweisung: 'Bank transfer' };
let status = 200;
let delayMs = 0;
let provider: FakeHttp;
beforeAll(async () => {
  provider = await startFakeHttp((body) => {
    const { q } = JSON.parse(body) as { q: string };
    return {
      status,
      delayMs,
      json: status === 200 ? { translatedText: dictionary[q] ?? q } : { error: 'x' },
    };
  });
});
afterAll(() => provider.close());

const user = (sessionHash: string): SessionUser => ({
  sessionHash,
  userId: 1,
  uid: 'demo@spendlens.test',
  roles: ['view'],
  clientId: 1,
  mfaPassed: true,
  ttlSeconds: 1800,
});
const now = new Date('2026-03-01T10:00:00Z');

describe('translation adapters', () => {
  it('off (default): every text is its own translation, with no network', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).translation).toEqual({ adapter: 'off' });
    expect(await createOffTranslator().translate('Überweisung')).toBe('Überweisung');
  });

  it('HTTP: POSTs { q, source: auto, target, format: text, api_key } as JSON and answers translatedText', async () => {
    const translator = createHttpTranslator({
      url: `${provider.url}translate`,
      apiKey: 'key-1',
      target: 'en',
    });
    expect(await translator.translate('Lastschrift')).toBe('Direct debit');
    const request = provider.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/translate');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      q: 'Lastschrift',
      source: 'auto',
      target: 'en',
      format: 'text',
      api_key: 'key-1',
    });
    await createHttpTranslator({ url: provider.url, apiKey: undefined, target: 'de' }).translate('x');
    expect(JSON.parse(provider.requests.at(-1)!.body)).toEqual({
      q: 'x',
      source: 'auto',
      target: 'de',
      format: 'text',
    });
  });

  it('HTTP: an error status, a slow service and no service are errors that do not repeat the text', async () => {
    const translator = createHttpTranslator({
      url: provider.url,
      apiKey: undefined,
      target: 'en',
      timeoutMs: 300,
    });
    status = 503;
    try {
      await expect(translator.translate('Lastschrift')).rejects.toThrow(
        /^The translation service answered 503$/,
      );
    } finally {
      status = 200;
    }
    delayMs = 1500;
    try {
      await expect(translator.translate('Lastschrift')).rejects.toThrow(
        /^The translation service did not answer within 300 ms$/,
      );
    } finally {
      delayMs = 0;
    }
    const gone = await startFakeHttp(() => ({ status: 200, json: {} }));
    await gone.close();
    const closed = createHttpTranslator({ url: gone.url, apiKey: undefined, target: 'en' });
    await expect(closed.translate('Lastschrift')).rejects.toThrow(
      /^The translation service could not be reached$/,
    );
  });

  it('HTTP: a body without translatedText is an error', async () => {
    const odd = await startFakeHttp(() => ({ status: 200, json: { translation: 'Direct debit' } }));
    try {
      const translator = createHttpTranslator({ url: odd.url, apiKey: undefined, target: 'en' });
      await expect(translator.translate('Lastschrift')).rejects.toThrow(/answered no translatedText/);
    } finally {
      await odd.close();
    }
  });
});

describe('translation service over the HTTP adapter', () => {
  const service = (translator: Translator, budget = 100) => {
    const lines: string[] = [];
    const counted = { calls: 0 };
    const counting: Translator = {
      translate: (text) => {
        counted.calls += 1;
        return translator.translate(text);
      },
    };
    return {
      lines,
      counted,
      translation: createTranslationService({
        translator: counting,
        budget: createRateLimiter({ limit: budget, windowMs: 60_000 }),
        log: (line) => lines.push(line),
        cacheEntries: 2,
      }),
    };
  };
  const http = () =>
    createHttpTranslator({ url: provider.url, apiKey: undefined, target: 'en', timeoutMs: 300 });

  it('a failure or a time-out answers the text itself and is logged without the text', async () => {
    const { translation, lines } = service(http());
    status = 500;
    try {
      expect(await translation.translate(user('s1'), 'Lastschrift', now)).toBe('Lastschrift');
    } finally {
      status = 200;
    }
    delayMs = 1500;
    try {
      expect(await translation.translate(user('s1'), 'Überweisung', now)).toBe('Überweisung');
    } finally {
      delayMs = 0;
    }
    expect(lines).toEqual([
      'Translation failed; the text is answered untranslated: The translation service answered 500',
      'Translation failed; the text is answered untranslated: The translation service did not answer within 300 ms',
    ]);
    // a failure is not remembered: the next hover asks again
    expect(await translation.translate(user('s1'), 'Lastschrift', now)).toBe('Direct debit');
  });

  it('keeps the most recent translations (bounded) and asks once for a text asked twice at once', async () => {
    const { translation, counted } = service(http());
    const [a, b] = await Promise.all([
      translation.translate(user('s1'), 'Lastschrift', now),
      translation.translate(user('s2'), 'Lastschrift', now),
    ]);
    expect([a, b, counted.calls]).toEqual(['Direct debit', 'Direct debit', 1]);
    expect(await translation.translate(user('s1'), 'Lastschrift', now)).toBe('Direct debit');
    expect(counted.calls).toBe(1);
    await translation.translate(user('s1'), 'Überweisung', now);
    await translation.translate(user('s1'), 'Lastschrift', now); // most recent again
    await translation.translate(user('s1'), 'other', now); // pushes out Überweisung (2 entries kept)
    expect(counted.calls).toBe(3);
    await translation.translate(user('s1'), 'Lastschrift', now);
    expect(counted.calls).toBe(3);
    await translation.translate(user('s1'), 'Überweisung', now);
    expect(counted.calls).toBe(4);
  });

  it('counts only calls that reach the service against the session budget: 429 beyond it', async () => {
    const { translation, counted } = service(http(), 2);
    await translation.translate(user('s1'), 'Lastschrift', now);
    await translation.translate(user('s1'), 'Überweisung', now);
    // from memory: free
    expect(await translation.translate(user('s1'), 'Lastschrift', now)).toBe('Direct debit');
    await expect(translation.translate(user('s1'), 'new text', now)).rejects.toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: 60 },
    });
    // another session has its own budget
    expect(await translation.translate(user('s2'), 'new text', now)).toBe('new text');
    expect(counted.calls).toBe(3);
  });
});
