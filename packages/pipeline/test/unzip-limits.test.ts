import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openExtractSource } from '../src/ingest/extract-source';
import {
  defaultUnzipLimits,
  ratioGraceBytes,
  unzipExtract,
  unzipPieceBytes,
  UnzipLimitError,
} from '../src/ingest/unzip-extract';
import { TempDirs } from './helpers/sap-fixture';
import { zipBomb } from './helpers/zip-bomb';

const temp = new TempDirs();
afterAll(() => temp.removeAll());

const MiB = 2 ** 20;
/** The most one push of a piece can inflate (deflate's ceiling is about 1032 to 1). */
const onePush = 1100 * unzipPieceBytes;

async function bombFile(options: Parameters<typeof zipBomb>[0]): Promise<string> {
  const path = join(await temp.make(), 'bomb.zip');
  await writeFile(path, zipBomb(options));
  return path;
}

/** Bytes of the files in `dir`. */
async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(join(dir, name))).size;
  return total;
}

/** This process's unzip folders (other test files unzip at the same time in their own processes). */
const extractDirs = async (): Promise<string[]> =>
  (await readdir(tmpdir())).filter((n) => n.startsWith(`spendlens-extract-${process.pid}-`));

describe('unzip limits (issue 34)', () => {
  it('stops a 3 GiB bomb whose header declares 1000 bytes within its first MiBs (the ratio cap)', async () => {
    const zip = await bombFile({ inflatedBytes: 3 * 1024 * MiB, declaredBytes: 1000 });
    expect((await stat(zip)).size).toBeLessThan(4 * MiB);
    const target = await temp.make();
    const error = await unzipExtract(zip, target).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnzipLimitError);
    expect(error).toMatchObject({
      entry: 'BKPF.csv',
      message: `the entry unpacks to more than ${defaultUnzipLimits.maxRatio} times its compressed size, the limit for an extract (a zip bomb?)`,
    });
    expect(await bytesIn(target)).toBeLessThanOrEqual(ratioGraceBytes + onePush);
  });

  it('stops at the unpacked-size cap, whatever the header declares and however compressible', async () => {
    const limits = { maxBytes: 8 * MiB, maxRatio: 1e9 };
    const zip = await bombFile({ inflatedBytes: 256 * MiB, declaredBytes: 1000 });
    const target = await temp.make();
    await expect(unzipExtract(zip, target, limits)).rejects.toMatchObject({
      entry: 'BKPF.csv',
      message: 'the zip unpacks to more than 8 MiB, the limit for an extract',
    });
    // the piece that crossed the cap is never written
    expect(await bytesIn(target)).toBeLessThanOrEqual(limits.maxBytes);
    expect(await bytesIn(target)).toBeGreaterThan(limits.maxBytes - onePush);
  });

  it('refuses on an honest header before inflating a byte, and counts entries it skips', async () => {
    const honest = await bombFile({ inflatedBytes: 3 * 1024 * MiB });
    const target = await temp.make();
    await expect(unzipExtract(honest, target)).rejects.toMatchObject({
      message: 'the zip unpacks to more than 512 MiB, the limit for an extract',
    });
    expect(await readdir(target)).toEqual([]);
    // a bomb in a folder too deep to extract is inflated (not held in memory) and counted all the same
    const deep = await bombFile({ name: 'a/b/c/BKPF.csv', inflatedBytes: 64 * MiB, declaredBytes: 1000 });
    await expect(unzipExtract(deep, target, { maxBytes: 8 * MiB, maxRatio: 1e9 })).rejects.toMatchObject({
      entry: 'a/b/c/BKPF.csv',
    });
    expect(await readdir(target)).toEqual([]);
  });

  it('an ingest source: refused naming the entry, and its temporary folder removed', async () => {
    const zip = await bombFile({ inflatedBytes: 1024 * MiB, declaredBytes: 1000 });
    const before = await extractDirs();
    await expect(openExtractSource(zip, { maxBytes: 16 * MiB, maxRatio: 1e9 })).rejects.toMatchObject({
      code: 'ingest_failed',
      details: {
        problems: [
          {
            file: 'BKPF.csv',
            line: null,
            field: null,
            message: 'the zip unpacks to more than 16 MiB, the limit for an extract',
          },
        ],
      },
    });
    expect(await extractDirs()).toEqual(before);
    // a folder is used in place, whatever its size
    const folder = join(await temp.make(), 'extract');
    await mkdir(folder);
    await expect(openExtractSource(folder, { maxBytes: 1, maxRatio: 2 })).resolves.toMatchObject({
      dir: folder,
    });
  });
});
