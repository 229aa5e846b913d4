/**
 * Translates short texts for the tooltips of text cells and vendor names (spec 01 §7, ARCHITECTURE
 * §2): a LibreTranslate-compatible API, or off by default.
 */
export interface Translator {
  /** The text in the target language; rejects when the service fails or does not answer in time. */
  translate(text: string): Promise<string>;
}

/** Translation off (the default, no network): every text is its own translation, so no tooltip shows. */
export function createOffTranslator(): Translator {
  return {
    translate: async (text) => text,
  };
}

function failure(error: unknown, timeoutMs: number, otherwise: string): Error {
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return new Error(`The translation service did not answer within ${timeoutMs} ms`);
  return new Error(`The translation service ${otherwise}`, { cause: error });
}

/**
 * LibreTranslate's POST /translate, and the services that copy it: a JSON body `{ q, source: 'auto',
 * target, format: 'text', api_key? }`, the answer `{ translatedText }`. Any other status, a body
 * without translatedText, no answer within the timeout or no connection is an error; its message
 * never repeats the text (it is customer data).
 */
export function createHttpTranslator(deps: {
  url: string;
  /** Secret. */
  apiKey: string | undefined;
  target: string;
  timeoutMs?: number;
}): Translator {
  const timeoutMs = deps.timeoutMs ?? 5_000;
  return {
    async translate(text) {
      let response: Response;
      try {
        response = await fetch(deps.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'auto',
            target: deps.target,
            format: 'text',
            ...(deps.apiKey ? { api_key: deps.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw failure(error, timeoutMs, 'could not be reached');
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`The translation service answered ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw failure(error, timeoutMs, 'answered no JSON');
      }
      const translated = (body as { translatedText?: unknown } | null)?.translatedText;
      if (typeof translated !== 'string')
        throw new Error('The translation service answered no translatedText');
      return translated;
    },
  };
}
