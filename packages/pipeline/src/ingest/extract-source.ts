import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DomainError } from '@spendlens/domain';
import { unzipExtract } from './unzip-extract';

export interface ExtractFolder {
  /** The folder holding manifest.json and the table CSVs. */
  dir: string;
  /** Removes what opening created (the temporary folder of an unzipped source). */
  cleanup(): Promise<void>;
}

function rejected(source: string, message: string): DomainError {
  const problems = [{ file: basename(source), line: null, field: null, message }];
  return new DomainError('ingest_failed', `The extract was rejected: ${message}`, { problems });
}

async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/** A folder source is used in place; a .zip is streamed into a temporary folder removed by `cleanup`. */
export async function openExtractSource(source: string): Promise<ExtractFolder> {
  const info = await stat(source).catch(() => null);
  if (!info) throw rejected(source, 'the source does not exist');
  if (info.isDirectory()) return { dir: source, cleanup: async () => undefined };
  if (!info.isFile() || !(await isZip(source)))
    throw rejected(source, 'the source is neither a folder nor a .zip file');
  const dir = await mkdtemp(join(tmpdir(), 'spendlens-extract-'));
  const cleanup = (): Promise<void> => rm(dir, { recursive: true, force: true });
  try {
    await unzipExtract(source, dir);
  } catch (error) {
    await cleanup();
    throw rejected(
      source,
      `the zip could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return { dir, cleanup };
}
