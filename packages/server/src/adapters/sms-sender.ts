import { writeOutboxFile } from './outbox';

/** Sends SMS text messages (ARCHITECTURE §2): an HTTP provider, the outbox folder by default. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function createOutboxSmsSender(deps: { outboxDir: string; log: (line: string) => void }): SmsSender {
  return {
    async send(to, text) {
      const file = await writeOutboxFile(deps.outboxDir, 'sms.txt', `To: ${to}\n\n${text}\n`);
      deps.log(`SMS to ${to} written to ${file}: ${text}`);
    },
  };
}

/**
 * POSTs `{ from, to, text }` as JSON to the provider's URL with `Authorization: Bearer <token>`; any
 * answer other than 2xx is an error (the provider's body is not repeated: it may echo the text).
 */
export function createHttpSmsSender(deps: {
  url: string;
  token: string | undefined;
  from: string;
  timeoutMs?: number;
}): SmsSender {
  return {
    async send(to, text) {
      const response = await fetch(deps.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(deps.token ? { authorization: `Bearer ${deps.token}` } : {}),
        },
        body: JSON.stringify({ from: deps.from, to, text }),
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The SMS provider answered ${response.status}`);
    },
  };
}
