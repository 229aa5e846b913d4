import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeExtract, summaryInvoiceCount, zipFolder } from './extract-fixtures';
import { startTestServer, type TestServer } from './start-test-server';

const uuid = '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})';
/** The sentence of a failure before anything was published. */
const notPublished = new RegExp(
  `^The ingest failed with an internal error \\(reference ${uuid}\\); nothing of this extract was published and the previous data stays online\\.$`,
);
/** The sentence of a failure after DuckDB's publish committed. */
const afterPublish = new RegExp(
  `^The extract was published, but recording the system's analysis dates failed with an internal error \\(reference ${uuid}\\)\\.$`,
);
/** Engine, file-system and SQL text: none of it may reach a caller. */
const internalText = /EEXIST|ENOSPC|\brelation\b|SELECT|UPDATE|SQLITE|no such table|spendlens-test-/i;

/**
 * Issue 16 item 1, the failures around the engine: storing the upload, reading the client's data
 * before the ingest, recording the system's dates after the publish. Each reaches the uploader as one
 * sentence with a reference that says what holds, the extraction log shows the same sentence, and
 * the server's log holds the original error under the reference.
 */
describe('an ingest that fails outside the engine', () => {
  let server: TestServer;
  let extract: { dir: string; root: string };
  let body: Uint8Array<ArrayBuffer>;
  const log = new PassThrough();
  let logText = '';
  let upload: string;
  let viewer: string;
  let systemId: number;
  const restore: (() => unknown)[] = [];

  beforeAll(async () => {
    log.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
    [server, extract] = await Promise.all([
      startTestServer({ DEMO_INVOICE_LINES: '1000', LOG_LEVEL: 'error' }, { logStream: log }),
      makeExtract({ invoiceLines: 800, seed: 5 }),
    ]);
    body = await zipFolder(extract.dir);
    upload = await server.signIn('upload@spendlens.test');
    viewer = await server.signIn('demo@spendlens.test');
    systemId = ((await (await server.api('systems', { token: viewer })).json()) as { id: number }[])[0]!.id;
  });
  afterEach(async () => {
    for (const undo of restore.splice(0)) await undo();
  });
  afterAll(async () => {
    await server?.close();
    if (extract) await fs.rm(extract.root, { recursive: true, force: true });
  });

  /** Replaces one method of the app store for the rest of the test. */
  function breakStore(method: 'selectFrom' | 'updateTable', table: string, message: string): void {
    const store = server.store as unknown as Record<string, (from: string) => unknown>;
    const original = store[method]!;
    store[method] = function (this: unknown, from: string) {
      if (from === table) throw new Error(message);
      return original.call(this, from);
    };
    restore.push(() => (store[method] = original));
  }

  const post = async () => {
    const response = await fetch(`${server.url}/api_prd/extracts/${systemId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${upload}`, 'content-type': 'application/zip' },
      body,
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Record<string, string> };
  };
  const lastLogRow = () =>
    server.store
      .selectFrom('extract_log')
      .select(['status', 'detail'])
      .where('system_id', '=', systemId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  const loggedUnder = (reference: string) =>
    logText
      .split('\n')
      .filter((line) => line.includes(reference))
      .join('\n');

  it('answers an upload that cannot be stored with the sentence and its reference', async () => {
    const uploads = path.join(server.dataDir, 'extracts', 'uploads');
    await fs.rm(uploads, { recursive: true, force: true });
    await fs.mkdir(path.dirname(uploads), { recursive: true });
    await fs.writeFile(uploads, 'not a folder');
    restore.push(() => fs.rm(uploads, { force: true }));
    const answer = await post();
    expect(answer.status).toBe(500);
    expect(answer.text).not.toMatch(internalText);
    const reference = notPublished.exec(answer.body['message']!)?.[1];
    expect(reference).toBe(answer.body['correlation_id']);
    expect(loggedUnder(reference!)).toMatch(/EEXIST/);
    // issue 34 item 5: the error handler keeps it for `admin error <reference>`
    const kept = await server.store
      .selectFrom('internal_errors')
      .selectAll()
      .where('reference', '=', reference!)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      context: `POST /api_prd/extracts/${systemId}`,
      message: answer.body['message'],
    });
    expect(kept.causes[0]!.message).toMatch(/EEXIST/);
  });

  it('logs a failure before the ingest as failed with the sentence, and publishes nothing', async () => {
    const before = await summaryInvoiceCount(server.api, viewer, systemId);
    breakStore('selectFrom', 'login_log as l', 'SQLITE_ERROR: no such table: login_log (SELECT "l"."ts" …)');
    const answer = await post();
    expect(answer.status).toBe(500);
    expect(answer.text).not.toMatch(internalText);
    const reference = notPublished.exec(answer.body['message']!)?.[1];
    expect(reference).toBe(answer.body['correlation_id']);
    expect(await lastLogRow()).toEqual({ status: 'failed', detail: answer.body['message'] });
    expect(loggedUnder(reference!)).toMatch(/no such table: login_log/);
    expect(await summaryInvoiceCount(server.api, viewer, systemId)).toBe(before);
  });

  it('tells a failure after the publish as such: published, the log row failed with that sentence', async () => {
    const before = await summaryInvoiceCount(server.api, viewer, systemId);
    breakStore('updateTable', 'systems', 'SQLITE_BUSY: database is locked (UPDATE "systems" SET …)');
    const answer = await post();
    expect(answer.status).toBe(500);
    expect(answer.text).not.toMatch(internalText);
    const reference = afterPublish.exec(answer.body['message']!)?.[1];
    expect(reference).toBe(answer.body['correlation_id']);
    expect(await lastLogRow()).toEqual({ status: 'failed', detail: answer.body['message'] });
    expect(loggedUnder(reference!)).toMatch(/database is locked/);
    // the new extract is what users see (the data calls' cache was emptied)
    expect(await summaryInvoiceCount(server.api, viewer, systemId)).not.toBe(before);
  });
});
