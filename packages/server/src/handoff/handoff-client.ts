import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { DomainError, type ErrorCode } from '@spendlens/domain';
import type { IngestResult } from '@spendlens/pipeline';
import { Zip, ZipDeflate } from 'fflate';
import type { InternalErrorEntry } from '../services/internal-error-log';
import { handoffHeader, type HandoffFile } from './handoff-file';

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Whether the server named in server.json answers and accepts its token (a killed server leaves a stale file). */
export async function serverAccepts(handoff: HandoffFile): Promise<boolean> {
  try {
    const response = await fetch(new URL('/api_prd/extracts/handoff', handoff.url), {
      headers: { [handoffHeader]: handoff.token },
      signal: AbortSignal.timeout(3000),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The internal error the running server keeps under `reference` (`admin error` beside a server). */
export async function fetchInternalError(
  handoff: HandoffFile,
  reference: string,
): Promise<InternalErrorEntry> {
  const response = await fetch(
    new URL(`/api_prd/extracts/handoff/errors/${encodeURIComponent(reference)}`, handoff.url),
    { headers: { [handoffHeader]: handoff.token }, signal: AbortSignal.timeout(10_000) },
  );
  const body = (await response.json()) as unknown;
  if (response.status !== 200) throw errorOf(body, response.status);
  const entry = body as Omit<InternalErrorEntry, 'created'> & { created: string };
  return { ...entry, created: new Date(entry.created) };
}

/** Zips a folder's files (flat) into a .zip file, streaming: one 1 MiB piece in memory at a time. */
export async function zipFolderToFile(dir: string, out: string): Promise<void> {
  const output = createWriteStream(out, { mode: 0o600 });
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else output.write(chunk);
    if (final || error) output.end();
  });
  for (const name of (await fs.readdir(dir)).sort()) {
    const file = path.join(dir, name);
    if (!(await fs.stat(file)).isFile()) continue;
    const entry = new ZipDeflate(name, { level: 1 });
    zip.add(entry);
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      entry.push(chunk as Buffer);
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  await finished(output);
  if (failure) throw failure;
}

function errorOf(body: unknown, status: number): DomainError {
  const e = (body ?? {}) as { error?: string; message?: string; details?: unknown };
  return new DomainError(
    (e.error ?? 'bad_request') as ErrorCode,
    e.message ?? `The server answered ${status}`,
    e.details,
  );
}

/**
 * Hands an extract (folder or .zip) over to the running server: a folder is zipped into a temporary
 * file first, then the zip is streamed to POST /api_prd/extracts/handoff, reporting the bytes sent and
 * then the server's stages as they arrive (NDJSON lines, the last the result or the error).
 */
export async function handOver(options: {
  handoff: HandoffFile;
  source: string;
  systemName: string;
  /** The client owning the system, when several clients have a system of that name. */
  clientName?: string | undefined;
  log: (message: string) => void;
}): Promise<IngestResult> {
  const { handoff, source, systemName, clientName, log } = options;
  let zipFile = source;
  let temporary: string | undefined;
  if ((await fs.stat(source)).isDirectory()) {
    temporary = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-handoff-'));
    zipFile = path.join(temporary, 'extract.zip');
    log(`Zipping ${source}…`);
    await zipFolderToFile(source, zipFile);
  }
  try {
    const size = (await fs.stat(zipFile)).size;
    const url = new URL('/api_prd/extracts/handoff', handoff.url);
    url.searchParams.set('system', systemName);
    if (clientName !== undefined) url.searchParams.set('client', clientName);
    log(`Handing ${mib(size)} over to the server at ${handoff.url}…`);
    return await new Promise<IngestResult>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/zip',
            'content-length': size,
            [handoffHeader]: handoff.token,
          },
        },
        (response) => {
          response.setEncoding('utf8');
          let pending = '';
          let settled = false;
          const handle = (line: string) => {
            if (!line.trim()) return;
            const message = JSON.parse(line) as {
              status?: string;
              detail?: string;
              result?: IngestResult;
              error?: unknown;
            };
            if (response.statusCode !== 200) {
              settled = true;
              return reject(errorOf(message, response.statusCode ?? 0));
            }
            if (message.status)
              log(`server: ${message.status}${message.detail ? ` (${message.detail})` : ''}`);
            if (message.result) {
              settled = true;
              resolve(message.result);
            }
            if (message.error) {
              settled = true;
              reject(errorOf(message.error, 422));
            }
          };
          response.on('data', (chunk: string) => {
            pending += chunk;
            const lines = pending.split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) handle(line);
          });
          response.on('end', () => {
            if (pending) handle(pending);
            if (!settled)
              reject(
                new Error(`The server closed the handoff without an outcome (HTTP ${response.statusCode})`),
              );
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      const input = createReadStream(zipFile, { highWaterMark: 1 << 20 });
      let sent = 0;
      let reported = 0;
      input.on('data', (chunk) => {
        sent += chunk.length;
        if (Date.now() - reported > 1000 || sent === size) {
          reported = Date.now();
          log(`sent ${mib(sent)} of ${mib(size)}`);
        }
      });
      input.on('error', reject);
      input.pipe(request);
    });
  } finally {
    if (temporary) await fs.rm(temporary, { recursive: true, force: true });
  }
}
