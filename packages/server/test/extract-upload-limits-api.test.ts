import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@spendlens/domain';
import { zipBomb } from '../../pipeline/test/helpers/zip-bomb';
import { makeExtract, summaryInvoiceCount, zipFolder } from './extract-fixtures';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * Issue 34 item 3: uploads that could take the service down (a zip bomb, a 10 MB field, NUL bytes)
 * are refused with a 422 naming what is wrong, under the default limits, and hold the ingest slot
 * only as long as refusing them takes.
 */
const GiB = 2 ** 30;

describe('POST /extracts/:system under the upload limits', () => {
  let server: TestServer;
  let extract: { dir: string; root: string };
  let goodZip: Uint8Array<ArrayBuffer>;
  let upload: string;
  let viewer: string;
  let systemId: number;

  beforeAll(async () => {
    // the settings of extract-upload-api.test.ts: the same seeded template
    [server, extract] = await Promise.all([
      startTestServer({ DEMO_INVOICE_LINES: '1000', EXTRACT_MAX_BYTES: String(8 * 1024 * 1024) }),
      makeExtract({ invoiceLines: 300, seed: 12 }),
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

  const post = (body: Uint8Array<ArrayBuffer>) =>
    fetch(`${server.url}/api_prd/extracts/${systemId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${upload}`, 'content-type': 'application/zip' },
      body,
    });
  const problemsOf = async (response: Response) =>
    ((await response.json()) as { details: { problems: unknown[] } }).details.problems;
  const invoiceCount = () => summaryInvoiceCount(server.api, viewer, systemId);
  /** What uploads and unzips of this process left on disk. */
  const leftOnDisk = async () => [
    ...(await fs.readdir(path.join(server.dataDir, 'extracts', 'uploads')).catch(() => [])),
    ...(await fs.readdir(os.tmpdir())).filter((n) => n.startsWith(`spendlens-extract-${process.pid}-`)),
  ];

  /** The good extract with LFA1.csv line 2's vendor name (NAME1) replaced, the manifest's hash updated. */
  async function withVendorName(name: string): Promise<Uint8Array<ArrayBuffer>> {
    const dir = path.join(extract.root, `edited-${name.length}`);
    await fs.cp(extract.dir, dir, { recursive: true });
    const file = path.join(dir, 'LFA1.csv');
    const lines = (await fs.readFile(file, 'utf8')).split('\n');
    const column = lines[0]!.split(',').indexOf('NAME1');
    const values = lines[1]!.split(',');
    values[column] = name;
    lines[1] = values.join(',');
    const text = lines.join('\n');
    await fs.writeFile(file, text);
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as {
      tables: Record<string, { sha256: string }>;
    };
    manifest.tables['LFA1']!.sha256 = createHash('sha256').update(text).digest('hex');
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    return zipFolder(dir);
  }

  it('refuses a 3 GiB zip bomb (a 3 MB upload) with a 422 naming the entry, leaving nothing on disk and the data as it was', async () => {
    const before = await invoiceCount();
    const leftBefore = await leftOnDisk();
    const bomb = zipBomb({ inflatedBytes: 3 * GiB, declaredBytes: 1000 });
    expect(bomb.length).toBeLessThan(4 * 2 ** 20);
    const response = await post(bomb);
    expect(response.status).toBe(422);
    expect(await problemsOf(response)).toEqual([
      {
        file: 'BKPF.csv',
        line: null,
        field: null,
        message:
          'the entry unpacks to more than 100 times its compressed size, the limit for an extract (a zip bomb?)',
      },
    ]);
    // one that declares its size is refused on it; one of lower ratio at the unpacked-size cap
    const honest = await post(zipBomb({ inflatedBytes: 3 * GiB }));
    expect(honest.status).toBe(422);
    expect(await problemsOf(honest)).toMatchObject([
      { file: 'BKPF.csv', message: 'the zip unpacks to more than 512 MiB, the limit for an extract' },
    ]);
    expect(await leftOnDisk()).toEqual(leftBefore);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses a 10 MB vendor name with a 422 naming file, line and field, before the warehouse', async () => {
    const before = await invoiceCount();
    // compressible as a real name list is (about 5 to 1), far below the zip ratio cap
    let name = '';
    for (let i = 0; name.length < 10 * 2 ** 20; i++) name += `Vendor ${(i * 7919) % 100_003} `;
    const response = await post(await withVendorName(name));
    expect(response.status).toBe(422);
    expect(await problemsOf(response)).toEqual([
      {
        file: 'LFA1.csv',
        line: 2,
        field: 'NAME1',
        message: `the value is ${name.length} bytes long, longer than the limit of 64 KiB`,
      },
    ]);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses a NUL byte in a value with a 422 naming file, line and field', async () => {
    const response = await post(await withVendorName('Nordwind\u0000 Software'));
    expect(response.status).toBe(422);
    expect(await problemsOf(response)).toEqual([
      { file: 'LFA1.csv', line: 2, field: 'NAME1', message: 'the value holds a NUL byte (0x00)' },
    ]);
  });

  it('an ingest queued behind a refused bomb starts once the bomb is refused, and is published', async () => {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-limits-'));
    try {
      const bombFile = path.join(work, 'bomb.zip');
      const goodFile = path.join(work, 'good.zip');
      await fs.writeFile(bombFile, zipBomb({ inflatedBytes: 3 * GiB, declaredBytes: 1000 }));
      await fs.writeFile(goodFile, goodZip);
      const events: string[] = [];
      // queued in this order in the one ingest slot every upload, handoff and CLI ingest goes through
      const bomb = server.ingest.ingest(systemId, bombFile, {
        onStatus: (status) => events.push(`bomb ${status}`),
      });
      const good = server.ingest.ingest(systemId, goodFile, {
        onStatus: (status) => events.push(`good ${status}`),
      });
      const [refused, published] = await Promise.allSettled([bomb, good]);
      expect(refused.status).toBe('rejected');
      const error = (refused as PromiseRejectedResult).reason as DomainError;
      expect(error).toBeInstanceOf(DomainError);
      // refused for what it unpacks to, in its first MiBs: not after unpacking it whole
      expect(error.message).toContain(
        'BKPF.csv: the entry unpacks to more than 100 times its compressed size',
      );
      expect(published.status).toBe('fulfilled');
      expect(events).toEqual([
        'bomb received',
        'bomb failed',
        'good received',
        'good validated',
        'good analysing',
        'good complete',
      ]);
      expect(await invoiceCount()).toBeGreaterThan(0);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });
});
