import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJdeExtract } from '@spendlens/pipeline';
import type { ExtractLogEntry } from '@spendlens/domain';
import { createAdminService } from '../src/admin/admin-service';
import { handOver } from '../src/handoff/handoff-client';
import { readHandoffFile } from '../src/handoff/handoff-file';
import { makeExtract, summaryInvoiceCount, zipFolder } from './extract-fixtures';
import { insertUser } from './insert-user';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * Issue 34 item 4: an extract whose manifest names another system (or is of another type) is refused
 * over HTTP and through the CLI's hand-off, naming both, and replaces nothing; an administrator's
 * `system-renamed` lets the former name through. Item 5: the extraction log answers each failure's
 * reason (the sentence and the problems).
 */
describe('the manifest’s system checked against the target system', () => {
  let server: TestServer;
  let other: { dir: string; root: string };
  let otherZip: Uint8Array<ArrayBuffer>;
  let upload: string;
  let viewer: string;
  let systemId: number;

  beforeAll(async () => {
    [server, other] = await Promise.all([
      startTestServer({ DEMO_INVOICE_LINES: '1000' }),
      makeExtract({ invoiceLines: 300, seed: 12, systemName: 'SOME-OTHER-SAP' }),
    ]);
    otherZip = await zipFolder(other.dir);
    upload = await server.signIn('upload@spendlens.test');
    viewer = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token: viewer })).json()) as {
      id: number;
      name: string;
    }[];
    systemId = systems.find((s) => s.name === 'SAP-DEMO')!.id;
  });
  afterAll(async () => {
    await server?.close();
    if (other) await fs.rm(other.root, { recursive: true, force: true });
  });

  const post = (body: Uint8Array<ArrayBuffer>) =>
    fetch(`${server.url}/api_prd/extracts/${systemId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${upload}`, 'content-type': 'application/zip' },
      body,
    });
  const invoiceCount = () => summaryInvoiceCount(server.api, viewer, systemId);
  const extractLog = async () =>
    (await (
      await server.api(`systems/${systemId}/extract_log`, { token: viewer })
    ).json()) as ExtractLogEntry[];
  const nameProblem = {
    file: 'manifest.json',
    line: null,
    field: 'system',
    message: expect.stringMatching(
      /^the extract is of the system "SOME-OTHER-SAP", not of "SAP-DEMO": load it into its own system; or, if "SAP-DEMO" was renamed from "SOME-OTHER-SAP", an administrator records that first \(npm run cli -- admin system-renamed "SAP-DEMO" --from "SOME-OTHER-SAP"/,
    ) as unknown,
  };

  it('refuses an upload naming another system with a 422 naming both, and replaces nothing', async () => {
    const before = await invoiceCount();
    const response = await post(otherZip);
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: string;
      message: string;
      details: { problems: unknown[] };
    };
    expect(body.error).toBe('ingest_failed');
    expect(body.details.problems).toEqual([nameProblem]);
    expect(body.message).toContain('"SOME-OTHER-SAP"');
    expect(await invoiceCount()).toBe(before);
    // the extraction log answers the reason: the sentence and the problems
    const [failed] = await extractLog();
    expect(failed).toMatchObject({
      status: 'failed',
      detail: body.message,
      problems: [nameProblem],
      reference: null,
    });
    // a user limited to a company code reads how many problems, not the problems (they may quote
    // another company code's values)
    const { client_id } = await server.store
      .selectFrom('systems')
      .select('client_id')
      .where('id', '=', systemId)
      .executeTakeFirstOrThrow();
    const scopedId = await insertUser(server.store, 'scoped@spendlens.test', 'Spendlens#2026');
    await server.store
      .insertInto('user_clients')
      .values({ user_id: scopedId, client_id, company_codes: JSON.stringify(['1000']), account_groups: null })
      .execute();
    await server.store
      .updateTable('users')
      .set({ current_client_id: client_id })
      .where('id', '=', scopedId)
      .execute();
    const scoped = await server.signIn('scoped@spendlens.test', 'Spendlens#2026');
    const answer = await server.api(`systems/${systemId}/extract_log`, { token: scoped });
    expect(answer.status).toBe(200);
    const [seen] = (await answer.json()) as ExtractLogEntry[];
    expect(seen).toMatchObject({
      status: 'failed',
      detail: 'The extract was rejected: 1 problem in 1 file.',
      problems: null,
    });
  });

  it('refuses it through the CLI’s hand-off to the running server too', async () => {
    const before = await invoiceCount();
    const failure = await handOver({
      handoff: (await readHandoffFile(server.dataDir))!,
      source: other.dir,
      systemName: 'SAP-DEMO',
      log: () => undefined,
    }).then(
      () => new Error('the extract was published'),
      (error: unknown) => error as Error & { details?: { problems?: unknown[] } },
    );
    expect(failure.message).toMatch(/^The extract was rejected: 1 problem in 1 file\. First: manifest\.json/);
    expect((failure as { details?: { problems?: unknown[] } }).details?.problems).toEqual([nameProblem]);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses an extract of another type naming both types, with the name problem beside it', async () => {
    const { dir } = await generateJdeExtract({
      outDir: path.join(other.root, 'jde'),
      seed: 3,
      invoiceLines: 200,
      systemName: 'JDE-ELSEWHERE',
    });
    const response = await post(await zipFolder(dir));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { details: { problems: { field: string; message: string }[] } };
    expect(body.details.problems.map((p) => p.field)).toEqual(['erp', 'system']);
    expect(body.details.problems[0]!.message).toBe(
      'the extract is of a jde system (jde-extract/1); this system is of type sap, which takes sap-extract/1 extracts',
    );
  });

  it('loads it once an administrator records that the system was renamed from that name', async () => {
    const admin = createAdminService({ store: server.store, clock: () => new Date() });
    await expect(
      admin.systemRenamed({
        systemName: 'SAP-DEMO',
        clientName: undefined,
        formerName: 'SAP-DEMO',
        undo: false,
      }),
    ).rejects.toThrow("SAP-DEMO is the system's own name");
    expect(
      await admin.systemRenamed({
        systemName: 'SAP-DEMO',
        clientName: undefined,
        formerName: 'SOME-OTHER-SAP',
        undo: false,
      }),
    ).toEqual(['SOME-OTHER-SAP']);
    const response = await post(otherZip);
    expect(response.status).toBe(200);
    expect(await invoiceCount()).toBeGreaterThan(0);
    expect((await extractLog())[0]).toMatchObject({ status: 'complete', problems: null, reference: null });
    // --undo withdraws it: refused again
    expect(
      await admin.systemRenamed({
        systemName: 'SAP-DEMO',
        clientName: undefined,
        formerName: 'SOME-OTHER-SAP',
        undo: true,
      }),
    ).toEqual([]);
    expect((await post(otherZip)).status).toBe(422);
  });
});
