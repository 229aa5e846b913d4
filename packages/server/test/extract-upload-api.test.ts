import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateDocuwareExtract,
  generateJdeExtract,
  generateNetsuiteExtract,
  generateOracleExtract,
} from '@spendlens/pipeline';
import { makeExtract, summaryInvoiceCount, zipFolder } from './extract-fixtures';
import { startTestServer, type TestServer } from './start-test-server';

const maxBytes = 8 * 1024 * 1024;
/** The good zip's invoice lines: a small extract ingests as a big one does. */
const goodLines = 500;
/** The invoice lines of each other ERP's extract. */
const erpLines = 200;

describe('POST /extracts/:system', () => {
  let server: TestServer;
  let extract: { dir: string; root: string };
  let goodZip: Uint8Array<ArrayBuffer>;
  let upload: string;
  let viewer: string;
  let systemId: number;

  beforeAll(async () => {
    [server, extract] = await Promise.all([
      startTestServer({ DEMO_INVOICE_LINES: '1000', EXTRACT_MAX_BYTES: String(maxBytes) }),
      makeExtract({ invoiceLines: goodLines, seed: 11 }),
    ]);
    goodZip = await zipFolder(extract.dir);
    upload = await server.signIn('upload@spendlens.test');
    viewer = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token: viewer })).json()) as { id: number }[];
    systemId = systems[0]!.id;
  });
  afterAll(async () => {
    await server?.close();
    if (extract) await fs.rm(extract.root, { recursive: true, force: true });
  });

  const post = (system: number, body: Uint8Array<ArrayBuffer>, token = upload, type = 'application/zip') =>
    fetch(`${server.url}/api_prd/extracts/${system}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
    });
  const invoiceCount = () => summaryInvoiceCount(server.api, viewer, systemId);
  const log = async () =>
    (await (await server.api(`systems/${systemId}/extract_log`, { token: viewer })).json()) as {
      status: string;
    }[];
  const uploadsLeft = async () =>
    (await fs.readdir(path.join(server.dataDir, 'extracts', 'uploads')).catch(() => [])).length;

  it('ingests and publishes a good zip, logging every stage, and removes the upload', async () => {
    expect(goodZip.length).toBeLessThan(maxBytes);
    const response = await post(systemId, goodZip);
    expect(response.status).toBe(200);
    const result = (await response.json()) as { counts: Record<string, number> };
    expect(result.counts['canon.invoice_lines']).toBe(goodLines);
    const [published] = await server.warehouse.query({
      sql: 'select count(*)::integer as n from canon.invoice_lines where system_id = $1',
      params: [systemId],
    });
    expect(published!['n']).toBe(goodLines);
    expect((await log()).slice(0, 4).map((r) => r.status)).toEqual([
      'complete',
      'analysing',
      'validated',
      'received',
    ]);
    expect(await uploadsLeft()).toBe(0);
  });

  it('accepts the zip as the file field of a multipart/form-data body', async () => {
    const form = new FormData();
    form.append('note', 'monthly extract');
    form.append('extract', new Blob([goodZip], { type: 'application/zip' }), 'extract.zip');
    const response = await fetch(`${server.url}/api_prd/extracts/${systemId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${upload}` },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { counts: Record<string, number> }).counts['canon.invoice_lines'],
    ).toBe(goodLines);
    expect(await uploadsLeft()).toBe(0);
  });

  it('answers 422 for an Oracle extract sent to an SAP system, saying which format the system takes', async () => {
    const before = await invoiceCount();
    const { dir } = await generateOracleExtract({
      outDir: path.join(extract.root, 'oracle'),
      seed: 3,
      invoiceLines: 300,
      // named as the target system: the type alone is wrong
      systemName: 'SAP-DEMO',
      release: '12',
    });
    const response = await post(systemId, await zipFolder(dir));
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      details: { problems: { file: string; field: string; message: string }[] };
    };
    expect(body.details.problems).toEqual([
      {
        file: 'manifest.json',
        line: null,
        field: 'erp',
        message:
          'the extract is of a ora12 system (oracle-ebs-extract/1); this system is of type sap, which takes sap-extract/1 extracts',
      },
    ]);
    expect(await invoiceCount()).toBe(before);
  });

  const otherErps = [
    [
      'ora12',
      (outDir: string, systemName: string) =>
        generateOracleExtract({ outDir, seed: 4, invoiceLines: erpLines, systemName, release: '12' }),
    ],
    [
      'ora11i',
      (outDir: string, systemName: string) =>
        generateOracleExtract({ outDir, seed: 4, invoiceLines: erpLines, systemName, release: '11i' }),
    ],
    [
      'jde',
      (outDir: string, systemName: string) =>
        generateJdeExtract({ outDir, seed: 4, invoiceLines: erpLines, systemName }),
    ],
    [
      'netsuite',
      (outDir: string, systemName: string) =>
        generateNetsuiteExtract({ outDir, seed: 4, invoiceLines: erpLines, systemName }),
    ],
    [
      'docuware',
      (outDir: string, systemName: string) =>
        generateDocuwareExtract({ outDir, seed: 4, invoiceLines: erpLines, systemName }),
    ],
  ] as const;
  it.each(otherErps)(
    'ingests a %s extract uploaded to a system of its type; refuses it with a value broken after the extraction, keeping the data',
    async (type, generate) => {
      const { client_id } = await server.store
        .selectFrom('systems')
        .select('client_id')
        .where('id', '=', systemId)
        .executeTakeFirstOrThrow();
      const { id } = await server.store
        .insertInto('systems')
        .values({ client_id, name: `UPLOAD-${type}`, type, currency: 'EUR', add_ons: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { dir } = await generate(path.join(extract.root, type), `UPLOAD-${type}`);
      const response = await post(id, await zipFolder(dir));
      expect(response.status, type).toBe(200);
      const { counts } = (await response.json()) as { counts: Record<string, number> };
      // a DocuWare document is one invoice of one line, and some documents are left out
      if (type === 'docuware') expect(counts['canon.invoice_lines']).toBe(counts['canon.invoices']);
      else expect(counts['canon.invoice_lines']).toBe(erpLines);
      const published = await summaryInvoiceCount(server.api, viewer, id);
      expect(published).toBeGreaterThan(0);
      // a value broken after the extraction (the hash no longer matches) is refused naming the file
      const invoiceFile =
        { jde: 'F0411.csv', netsuite: 'transaction.csv', docuware: 'documents.csv' }[type as string] ??
        'AP_INVOICES_ALL.csv';
      const text = await fs.readFile(path.join(dir, invoiceFile), 'utf8');
      await fs.writeFile(path.join(dir, invoiceFile), text.replace('\n', '\nx'));
      const refused = await post(id, await zipFolder(dir));
      expect(refused.status, type).toBe(422);
      const body = (await refused.json()) as { details: { problems: { file: string }[] } };
      expect(body.details.problems.map((p) => p.file)).toContain(invoiceFile);
      // the previous data stays online
      expect(await summaryInvoiceCount(server.api, viewer, id)).toBe(published);
    },
  );

  it('answers 422 with the problems for a zip missing a table, and keeps the published data', async () => {
    const before = await invoiceCount();
    const response = await post(
      systemId,
      await zipFolder(extract.dir, { without: ['LFA1.csv'] }),
      upload,
      'application/octet-stream',
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: string;
      details: { problems: { file: string; line: number; field: string; message: string }[] };
    };
    expect(body.error).toBe('ingest_failed');
    expect(body.details.problems.some((p) => p.file.startsWith('LFA1'))).toBe(true);
    expect(await invoiceCount()).toBe(before);
    const rows = await server.store
      .selectFrom('extract_log')
      .select(['status', 'detail'])
      .where('system_id', '=', systemId)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(rows[0]).toMatchObject({ status: 'failed' });
    expect(rows[0]!.detail).toBeTruthy();
    expect(await uploadsLeft()).toBe(0);
  });

  it('answers 422 for a corrupt zip and for a body that is no zip', async () => {
    const before = await invoiceCount();
    const corrupt = goodZip.slice(0, Math.floor(goodZip.length / 2));
    corrupt.fill(7, 200, 4000);
    const bad = await post(systemId, corrupt);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: string }).error).toBe('ingest_failed');
    const text = await post(systemId, new TextEncoder().encode('hello, not a zip'));
    expect(text.status).toBe(422);
    expect(await invoiceCount()).toBe(before);
    expect(await uploadsLeft()).toBe(0);
  });

  it('answers 413 for a body above EXTRACT_MAX_BYTES', async () => {
    const before = await invoiceCount();
    const response = await post(systemId, new Uint8Array(maxBytes + 1));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('payload_too_large');
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses a view-only user (403) and another client’s system (404)', async () => {
    expect((await post(systemId, goodZip, viewer)).status).toBe(403);
    const client = await server.store
      .insertInto('clients')
      .values({ name: 'Other Co' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await server.store
      .insertInto('systems')
      .values({ client_id: client.id, name: 'SAP-OTHER', type: 'sap', currency: 'EUR', add_ons: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await post(other.id, goodZip);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('not_found');
    const admin = await server.signIn('admin@spendlens.test');
    expect((await post(other.id, goodZip, admin)).status).toBe(404);
  });

  it('refuses the handoff route without the server’s token', async () => {
    const response = await fetch(`${server.url}/api_prd/extracts/handoff?system=SAP-DEMO`, {
      method: 'POST',
      headers: { 'content-type': 'application/zip', 'x-spendlens-handoff': 'wrong' },
      body: goodZip,
    });
    expect(response.status).toBe(401);
  });
});
