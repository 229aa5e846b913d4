import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';

/** Names an extract file may have (the last path segment inside the zip). */
const safeName = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** How much a zip may unpack to (docs/configuration.md: EXTRACT_MAX_UNPACKED_BYTES, EXTRACT_MAX_ZIP_RATIO). */
export interface UnzipLimits {
  /** Bytes all entries together may unpack to. */
  maxBytes: number;
  /** How many times its compressed size an entry may unpack to (checked past `ratioGraceBytes`). */
  maxRatio: number;
}

/**
 * About five times the 200,000-line SAP demo extract (96 MiB unpacked, entries at most ~11 to 1), and
 * 100 to 1 as Apache POI's zip-bomb guard: a deflate bomb (about 1000 to 1) stops within its first MiBs.
 */
export const defaultUnzipLimits: UnzipLimits = { maxBytes: 512 * 2 ** 20, maxRatio: 100 };

/** An entry's ratio is judged once it has unpacked this much (small files may compress very well). */
export const ratioGraceBytes = 2 ** 20;

/**
 * The zip is fed to the inflater in pieces this big: one push inflates at most ~1000 times a piece
 * (4 MiB), so no limit is overrun by more and no buffer grows beyond that (and fflate inflates long
 * runs faster in small pushes).
 */
export const unzipPieceBytes = 4 * 1024;

export interface UnzipOutcome {
  /** Base names written to the target folder. */
  files: string[];
  /** Entries that were not extracted, and why. */
  skipped: { entry: string; reason: string }[];
}

/** A zip refused for what it unpacks to (a limit crossed): `entry` the one unpacking then. */
export class UnzipLimitError extends Error {
  constructor(
    readonly entry: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnzipLimitError';
  }
}

const mib = (bytes: number): string => `${+(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * Streams a .zip into `targetDir`, flat: the files at the zip's root or inside one top-level folder
 * are written under their base names; deeper or unsafe paths are skipped (no zip-slip). Memory stays
 * bounded: the zip is read in 1 MiB pieces, inflated in `unzipPieceBytes` pieces, and reading pauses
 * while a written file needs draining. The limits are checked on the bytes as they are inflated
 * (skipped entries count too), and early on the sizes an entry's header declares: the moment one is
 * crossed unpacking stops with an `UnzipLimitError`; the caller removes `targetDir`.
 */
export async function unzipExtract(
  zipPath: string,
  targetDir: string,
  limits: UnzipLimits = defaultUnzipLimits,
): Promise<UnzipOutcome> {
  const { maxBytes, maxRatio } = limits;
  const outcome: UnzipOutcome = { files: [], skipped: [] };
  const open = new Set<WriteStream>();
  const finished: Promise<unknown>[] = [];
  let failure: Error | null = null;
  let written = 0;
  /** Zip bytes handed to the inflater so far, and before the piece being pushed. */
  let pushed = 0;
  let pushing = 0;
  const tooMuch = (entry: string) =>
    new UnzipLimitError(entry, `the zip unpacks to more than ${mib(maxBytes)}, the limit for an extract`);
  const tooCompressed = (entry: string) =>
    new UnzipLimitError(
      entry,
      `the entry unpacks to more than ${maxRatio} times its compressed size, the limit for an extract (a zip bomb?)`,
    );

  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    const parts = file.name.split('/').filter((p) => p.length > 0);
    const base = parts[parts.length - 1] ?? '';
    // what the header declares (streamed entries declare nothing): refused before inflating a byte
    if (file.originalSize !== undefined && written + file.originalSize > maxBytes)
      failure ??= tooMuch(file.name);
    if (
      file.originalSize !== undefined &&
      file.size !== undefined &&
      file.originalSize > ratioGraceBytes &&
      file.originalSize > maxRatio * file.size
    )
      failure ??= tooCompressed(file.name);
    if (failure) return;
    // the entry's compressed bytes start in the piece being pushed: counting from its start keeps
    // the ratio on the low side
    const from = pushing;
    let inflated = 0;
    const count = (length: number): boolean => {
      written += length;
      inflated += length;
      if (written > maxBytes) failure ??= tooMuch(file.name);
      else if (inflated > ratioGraceBytes && inflated > maxRatio * (pushed - from))
        failure ??= tooCompressed(file.name);
      return failure === null;
    };
    let skip: string | null = null;
    if (file.name.endsWith('/')) skip = '';
    else if (parts.length > 2 || !safeName.test(base) || parts.some((p) => p === '..'))
      skip = 'not a file at the root or in one top-level folder';
    else if (outcome.files.includes(base)) {
      failure ??= new Error(`the zip holds two files named ${base}`);
      return;
    }
    if (skip !== null) {
      if (skip) outcome.skipped.push({ entry: file.name, reason: skip });
      // inflated and counted, never written: a skipped entry is not held in memory, nor a way round the limits
      file.ondata = (error, data) => {
        if (error) failure ??= error;
        else count(data.length);
      };
      file.start();
      return;
    }
    outcome.files.push(base);
    const out = createWriteStream(join(targetDir, base));
    open.add(out);
    finished.push(once(out, 'close'));
    file.ondata = (error, data, final) => {
      if (error || failure) {
        failure ??= error;
        out.destroy();
        open.delete(out);
        return;
      }
      if (!count(data.length)) {
        out.destroy();
        open.delete(out);
        return;
      }
      if (data.length > 0) out.write(data);
      if (final) {
        out.end();
        open.delete(out);
      }
    };
    file.start();
  };

  reading: for await (const chunk of createReadStream(zipPath, { highWaterMark: 1 << 20 })) {
    const bytes = chunk as Uint8Array;
    for (let at = 0; at < bytes.length; at += unzipPieceBytes) {
      const piece = bytes.subarray(at, at + unzipPieceBytes);
      pushing = pushed;
      pushed += piece.length;
      try {
        unzip.push(piece);
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
      if (failure) break reading;
      for (const out of open) if (out.writableNeedDrain) await once(out, 'drain');
    }
  }
  try {
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    failure ??= error instanceof Error ? error : new Error(String(error));
  }
  for (const out of open) out.end();
  await Promise.all(finished);
  if (failure) throw failure;
  return outcome;
}
