import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSapExtract } from '@spendlens/pipeline';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { runAdmin } from '../src/admin/admin-cli';
import { openAppStore } from '../src/app-store/open-app-store';
import { loadConfig } from '../src/config';
import { handOver } from '../src/handoff/handoff-client';
import { readHandoffFile } from '../src/handoff/handoff-file';
import { makeExtract, summaryInvoiceCount, zipFolder } from './extract-fixtures';
import { startTestServer, type TestServer } from './start-test-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The sentence a caller is given for an ingest that failed for a reason not in the extract. */
const sentence =
  /^The ingest failed with an internal error \(reference ([0-9a-f-]{36})\); nothing of this extract was published and the previous data stays online\.$/;
/** What the engine's own text looks like: none of it may reach a caller. */
const engineText = /Binder Error|Out of Memory|SELECT|INSERT|read_csv|LINE \d|canon\.|staging/i;

/**
 * Issue 16 item 1: an unexpected failure anywhere in an ingest reaches the CLI and HTTP callers as one
 * sentence with a reference, never engine text or SQL; the server (or the CLI's log file) keeps the
 * whole error under that reference; the extraction log shows the sentence; nothing is published.
 */
describe('an ingest that fails inside the engine', () => {
  let server: TestServer;
  let extract: { dir: string; root: string };
  const log = new PassThrough();
  let logText = '';
  let upload: string;
  let viewer: string;
  let systemId: number;
  let restore: () => void;

  beforeAll(async () => {
    log.on('data', (chunk: Buffer) => (logText += chunk.toString('utf8')));
    [server, extract] = await Promise.all([
      startTestServer({ DEMO_INVOICE_LINES: '1000', LOG_LEVEL: 'error' }, { logStream: log }),
      makeExtract({ invoiceLines: 300, seed: 5 }),
    ]);
    upload = await server.signIn('upload@spendlens.test');
    viewer = await server.signIn('demo@spendlens.test');
    systemId = ((await (await server.api('systems', { token: viewer })).json()) as { id: number }[])[0]!.id;
    // an engine failure in the middle of the mapping, worded as DuckDB words its errors
    const warehouse: DuckDbExecutor = server.warehouse;
    const run = warehouse.run.bind(warehouse);
    warehouse.run = (sql: string, params?: readonly unknown[]) =>
      /INSERT INTO \S*out_payment_methods/.test(sql)
        ? Promise.reject(
            new Error(
              'Binder Error: Referenced column "NATION" not found in FROM clause!\nLINE 1: INSERT INTO staging.out_payment_methods SELECT "NATION" FROM raw_adrc',
            ),
          )
        : run(sql, params);
    restore = () => (warehouse.run = run);
  });
  afterAll(async () => {
    restore?.();
    await server?.close();
    if (extract) await fs.rm(extract.root, { recursive: true, force: true });
  });

  const lastLogRow = async () =>
    server.store
      .selectFrom('extract_log')
      .select(['status', 'detail'])
      .where('system_id', '=', systemId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

  it('answers an upload with one sentence and its reference, logs the whole error under it, publishes nothing', async () => {
    const before = await summaryInvoiceCount(server.api, viewer, systemId);
    const response = await fetch(`${server.url}/api_prd/extracts/${systemId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${upload}`, 'content-type': 'application/zip' },
      body: await zipFolder(extract.dir),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(engineText);
    const body = JSON.parse(text) as { error: string; message: string; correlation_id: string };
    expect(body.error).toBe('internal');
    const reference = sentence.exec(body.message)?.[1];
    expect(reference).toBe(body.correlation_id);
    expect(await lastLogRow()).toEqual({ status: 'failed', detail: body.message });
    const logged = logText.split('\n').filter((line) => line.includes(reference!));
    expect(logged.join('\n')).toContain('Referenced column \\"NATION\\" not found');
    expect(await summaryInvoiceCount(server.api, viewer, systemId)).toBe(before);
    // issue 34 item 5: the extraction log answers the reference, and `admin error` prints the cause
    const [failed] = (await (
      await server.api(`systems/${systemId}/extract_log`, { token: viewer })
    ).json()) as {
      status: string;
      detail: string;
      reference: string | null;
      problems: unknown;
    }[];
    expect(failed).toEqual(
      expect.objectContaining({ status: 'failed', detail: body.message, reference, problems: null }),
    );
    // `admin error` beside the running server, which holds the embedded app store: asked through the hand-off
    const printed: string[] = [];
    const env = { NODE_ENV: 'test', DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', DEMO: 'off' };
    const io = { readStdin: async () => '', print: (line: string) => printed.push(line) };
    await runAdmin(['error', reference!], loadConfig(env), io);
    expect(printed[0]).toMatch(new RegExp(`^Internal error ${reference} at 20\\d\\d-`));
    expect(printed).toContain(`  where: ingest into system SAP-DEMO (id ${systemId})`);
    expect(printed).toContain(`  told:  ${body.message}`);
    expect(printed.join('\n')).toContain('cause: Error: Binder Error: Referenced column "NATION" not found');
    await expect(runAdmin(['error', 'no-such-reference'], loadConfig(env), io)).rejects.toThrow(
      'No internal error is kept under the reference no-such-reference',
    );
  });

  it('answers the CLI’s hand-off with the sentence and the same reference as the extraction log', async () => {
    const handoff = (await readHandoffFile(server.dataDir))!;
    const failure = await handOver({
      handoff,
      source: extract.dir,
      systemName: 'SAP-DEMO',
      log: () => undefined,
    }).then(
      () => new Error('the ingest was published'),
      (error: unknown) => error as Error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toMatch(sentence);
    expect(failure.message).not.toMatch(engineText);
    const reference = sentence.exec(failure.message)![1]!;
    expect((await lastLogRow()).detail).toBe(failure.message);
    expect(logText.split('\n').some((l) => l.includes(reference) && l.includes('NATION'))).toBe(true);
  });
});

describe('npm run cli -- ingest, failing inside the engine', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-cli-failure-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('prints one sentence with a reference and where the details are; the log file holds the engine error', async () => {
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: path.join(dir, 'data'),
      PORT: '0',
      LOG_LEVEL: 'silent',
      DEMO: 'off',
    };
    const print = () => undefined;
    const admin = (args: string[]) => runAdmin(args, loadConfig(env), { readStdin: async () => '', print });
    await admin(['create-client', 'Acme']);
    await admin(['create-system', 'S1', '--client', 'Acme', '--type', 'sap']);
    await generateSapExtract({ outDir: path.join(dir, 'x'), invoiceLines: 300, seed: 3, systemName: 'S1' });
    // a real engine failure: DuckDB cannot allocate a block under a 3 MB cap while it stages the CSVs
    const run = promisify(execFile);
    const failure = await run(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['packages/server/src/cli.ts', 'ingest', path.join(dir, 'x'), '--system', 'S1'],
      { cwd: repoRoot, env: { ...process.env, ...env, DUCKDB_MEMORY_LIMIT: '3MB' } },
    ).catch((error: unknown) => error as { code: number; stdout: string; stderr: string });
    expect('code' in failure && failure.code).toBe(1);
    const stderr = failure.stderr.trim().split('\n');
    expect(stderr[0]).toMatch(sentence);
    const reference = sentence.exec(stderr[0]!)![1]!;
    const logFile = path.join(dir, 'data', 'logs', 'cli.log');
    expect(stderr[1]).toBe(`The details are logged in ${logFile} under that reference.`);
    expect(`${failure.stdout}\n${failure.stderr}`).not.toMatch(engineText);
    const entry = (await fs.readFile(logFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { correlationId: string; errors: { message: string }[] })
      .find((e) => e.correlationId === reference);
    expect(entry?.errors[0]?.message).toMatch(/Out of Memory/);
    // issue 34 item 5: `npm run cli -- admin error <reference>` prints the cause (kept in the app store)
    const printed: string[] = [];
    await runAdmin(['error', reference], loadConfig(env), {
      readStdin: async () => '',
      print: (line) => printed.push(line),
    });
    expect(printed[1]).toBe('  where: ingest into system S1 (id 1)');
    expect(printed.join('\n')).toMatch(/cause: .*Out of Memory/);
    const store = await openAppStore({ dataDir: env.DATA_DIR });
    try {
      const row = await store
        .selectFrom('extract_log')
        .select(['status', 'detail'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'failed', detail: stderr[0] });
    } finally {
      await store.destroy();
    }
  });
});
