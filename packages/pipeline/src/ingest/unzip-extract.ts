import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';

/** Names an extract file may have (the last path segment inside the zip). */
const safeName = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export interface UnzipOutcome {
  /** Base names written to the target folder. */
  files: string[];
  /** Entries that were not extracted, and why. */
  skipped: { entry: string; reason: string }[];
}

/**
 * Streams a .zip into `targetDir`, flat: the files at the zip's root or inside one top-level folder
 * are written under their base names; deeper or unsafe paths are skipped (no zip-slip). Memory stays
 * bounded: the zip is read in 1 MiB pieces and reading pauses while a written file needs draining.
 */
export async function unzipExtract(
  zipPath: string,
  targetDir: string,
  maxBytes = 256 * 2 ** 30,
): Promise<UnzipOutcome> {
  const outcome: UnzipOutcome = { files: [], skipped: [] };
  const open = new Set<WriteStream>();
  const finished: Promise<unknown>[] = [];
  let failure: Error | null = null;
  let written = 0;

  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    const parts = file.name.split('/').filter((p) => p.length > 0);
    const base = parts[parts.length - 1] ?? '';
    if (file.name.endsWith('/')) return;
    if (parts.length > 2 || !safeName.test(base) || parts.some((p) => p === '..')) {
      outcome.skipped.push({ entry: file.name, reason: 'not a file at the root or in one top-level folder' });
      return;
    }
    if (outcome.files.includes(base)) {
      failure ??= new Error(`the zip holds two files named ${base}`);
      return;
    }
    outcome.files.push(base);
    const out = createWriteStream(join(targetDir, base));
    open.add(out);
    finished.push(once(out, 'close'));
    file.ondata = (error, data, final) => {
      if (error) {
        failure ??= error;
        out.destroy();
        open.delete(out);
        return;
      }
      written += data.length;
      if (written > maxBytes) failure ??= new Error(`the zip unpacks to more than ${maxBytes} bytes`);
      if (data.length > 0) out.write(data);
      if (final) {
        out.end();
        open.delete(out);
      }
    };
    file.start();
  };

  for await (const chunk of createReadStream(zipPath, { highWaterMark: 1 << 20 })) {
    unzip.push(chunk as Uint8Array);
    if (failure) break;
    for (const out of open) if (out.writableNeedDrain) await once(out, 'drain');
  }
  if (!failure) unzip.push(new Uint8Array(0), true);
  for (const out of open) out.end();
  await Promise.all(finished);
  if (failure) throw failure;
  return outcome;
}
