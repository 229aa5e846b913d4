import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { DomainError } from '@spendlens/domain';
import type { ExtractTable } from '../../src/ingest/extract-table';

/**
 * Writes a hand-made extract folder: each of `tables` (a header line and rows, CRLF) as `<name>.csv`,
 * and `manifest.json` of `manifest` with the rows and sha256 of each file that is one of the format's
 * `known` tables (a file of another name stays out of the manifest, as a stray file would). Answers
 * the folder (a new temporary one whose name starts with `prefix`).
 */
export async function writeExtractFolder(
  prefix: string,
  tables: Record<string, string[]>,
  known: { required: readonly ExtractTable[]; optional: readonly ExtractTable[] },
  manifest: Record<string, unknown>,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const names = new Set([...known.required, ...known.optional].map((t) => t.name));
  const entries: Record<string, { rows: number; sha256: string }> = {};
  for (const [name, lines] of Object.entries(tables)) {
    const text = lines.map((line) => `${line}\r\n`).join('');
    await writeFile(join(dir, `${name}.csv`), text);
    if (names.has(name))
      entries[name] = { rows: lines.length - 1, sha256: createHash('sha256').update(text).digest('hex') };
  }
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ tables: entries, ...manifest }, null, 2));
  return dir;
}

/** The problems of a refused ingest (the promise must reject with ingest_failed). */
export async function problemsOf(
  promise: Promise<unknown>,
): Promise<{ file: string; line: number | null; field: string | null; message: string }[]> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('ingest_failed');
  return ((error as DomainError).details as { problems: never[] }).problems;
}
