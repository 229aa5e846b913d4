import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { DomainError } from '@spendlens/domain';
import { defaultUnzipLimits, UnzipLimitError, unzipExtract, type UnzipLimits } from './unzip-extract';

export interface ExtractFolder {
  /** The folder holding manifest.json and the table CSVs. */
  dir: string;
  /** Removes what opening created (the temporary folder of an unzipped source). */
  cleanup(): Promise<void>;
}

/** The extract refused for `message`; `file` (an entry of the zip) is named in the summary too. */
function rejected(source: string, message: string, file?: string): DomainError {
  const problems = [{ file: file ?? basename(source), line: null, field: null, message }];
  const summary = `The extract was rejected: ${file === undefined ? '' : `${file}: `}${message}`;
  return new DomainError('ingest_failed', summary, { problems });
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

const unzipPrefix = 'spendlens-extract-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the unzip folders of ingests whose process is gone (killed mid-ingest, so their `cleanup`
 * never ran). A folder is named after its process id; folders of running processes are left alone.
 * Answers the folders removed.
 */
export async function sweepStaleUnzipFolders(root = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const match = new RegExp(`^${unzipPrefix}(\\d+)-`).exec(name);
    if (!match || isRunning(Number(match[1]))) continue;
    await rm(join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * A folder source is used in place; a .zip is streamed into a temporary folder removed by `cleanup`
 * (and at once when it cannot be read or crosses one of `limits`: nothing of it stays on disk).
 */
export async function openExtractSource(
  source: string,
  limits: UnzipLimits = defaultUnzipLimits,
): Promise<ExtractFolder> {
  const info = await stat(source).catch(() => null);
  if (!info) throw rejected(source, 'the source does not exist');
  if (info.isDirectory()) return { dir: source, cleanup: async () => undefined };
  if (!info.isFile() || !(await isZip(source)))
    throw rejected(source, 'the source is neither a folder nor a .zip file');
  await sweepStaleUnzipFolders();
  const dir = await mkdtemp(join(tmpdir(), `${unzipPrefix}${process.pid}-`));
  const cleanup = (): Promise<void> => rm(dir, { recursive: true, force: true });
  try {
    await unzipExtract(source, dir, limits);
  } catch (error) {
    await cleanup();
    if (error instanceof UnzipLimitError) throw rejected(source, error.message, error.entry);
    throw rejected(
      source,
      `the zip could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return { dir, cleanup };
}
