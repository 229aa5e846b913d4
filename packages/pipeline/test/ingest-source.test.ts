import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import { ingestSapExtract } from '../src/index';
import { sweepStaleUnzipFolders } from '../src/ingest/extract-source';
import { TempDirs, writeFixture } from './helpers/sap-fixture';
import { openWarehouse, snapshot } from './helpers/warehouse';

const temp = new TempDirs();
let db: DuckDbExecutor;
let fixture: string;

beforeAll(async () => {
  db = await openWarehouse();
  fixture = temp.track(await writeFixture());
});
afterAll(async () => {
  await db.close();
  await temp.removeAll();
});

/** This process's unzip folders (other test files ingest zips at the same time in their own processes). */
const extractDirs = async (): Promise<string[]> =>
  (await readdir(tmpdir())).filter((n) => n.startsWith(`spendlens-extract-${process.pid}-`));

async function zipFixture(prefix: string): Promise<string> {
  const files: Record<string, Uint8Array> = {};
  for (const name of await readdir(fixture)) files[`${prefix}${name}`] = await readFile(join(fixture, name));
  const path = join(await temp.make(), 'extract.zip');
  await writeFile(path, zipSync(files, { level: 6 }));
  return path;
}

describe('extract sources', () => {
  it('ingests a .zip (files at its root or in one folder) and removes its temporary folder', async () => {
    await ingestSapExtract({
      warehouse: db,
      systemId: 1,
      source: await zipFixture(''),
      commonCurrency: 'EUR',
    });
    await ingestSapExtract({
      warehouse: db,
      systemId: 2,
      source: await zipFixture('SAP-EXTRACT/'),
      commonCurrency: 'EUR',
    });
    await ingestSapExtract({ warehouse: db, systemId: 3, source: fixture, commonCurrency: 'EUR' });
    const fromZip = await snapshot(db, 1);
    expect(fromZip['canon.invoices']).toHaveLength(8);
    const normalise = (s: Record<string, unknown[]>) => JSON.stringify(s).replaceAll(/"system_id":\d+/g, '');
    expect(normalise(await snapshot(db, 2))).toBe(normalise(fromZip));
    expect(normalise(await snapshot(db, 3))).toBe(normalise(fromZip));
    expect(await extractDirs()).toEqual([]);
  });

  it('rejects a source that is neither a folder nor a zip, and a broken zip', async () => {
    const text = join(await temp.make(), 'extract.txt');
    await writeFile(text, 'hello');
    await expect(
      ingestSapExtract({ warehouse: db, systemId: 9, source: text, commonCurrency: 'EUR' }),
    ).rejects.toMatchObject({
      code: 'ingest_failed',
      details: {
        problems: [
          {
            file: 'extract.txt',
            line: null,
            field: null,
            message: 'the source is neither a folder nor a .zip file',
          },
        ],
      },
    });
    const zip = await zipFixture('');
    const bytes = await readFile(zip);
    const broken = join(await temp.make(), 'broken.zip');
    await writeFile(broken, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const before = await extractDirs();
    await expect(
      ingestSapExtract({ warehouse: db, systemId: 9, source: broken, commonCurrency: 'EUR' }),
    ).rejects.toMatchObject({ code: 'ingest_failed' });
    await expect(
      ingestSapExtract({
        warehouse: db,
        systemId: 9,
        source: join(tmpdir(), 'no-such-extract'),
        commonCurrency: 'EUR',
      }),
    ).rejects.toMatchObject({
      code: 'ingest_failed',
    });
    expect(await extractDirs()).toEqual(before);
  });
});

describe('stale unzip folders', () => {
  it('removes the folders of ingests whose process is gone, and only those', async () => {
    const root = await temp.make();
    const { mkdir } = await import('node:fs/promises');
    // pid 2^22 + 1 is above Linux's pid_max ceiling, so no process has it
    const gone = 'spendlens-extract-4194305-abc';
    const mine = `spendlens-extract-${process.pid}-def`;
    for (const name of [gone, mine, 'spendlens-extract-legacy', 'unrelated-1-x']) {
      await mkdir(join(root, name));
      await writeFile(join(root, name, 'LFA1.csv'), 'x');
    }
    expect(await sweepStaleUnzipFolders(root)).toEqual([gone]);
    expect((await readdir(root)).sort()).toEqual([mine, 'spendlens-extract-legacy', 'unrelated-1-x'].sort());
  });
});
