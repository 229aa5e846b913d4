import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeHttp {
  url: string;
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/**
 * An HTTP server on 127.0.0.1 that records each request and answers with `answer`, after `delayMs`
 * when it gives one (a slow service).
 */
export async function startFakeHttp(
  answer: (body: string) => { status: number; json: unknown; delayMs?: number },
): Promise<FakeHttp> {
  const requests: FakeHttp['requests'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const { status, json, delayMs = 0 } = answer(body);
      const send = () =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
