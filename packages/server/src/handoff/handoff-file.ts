import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/server.json: how a CLI on the same DATA_DIR finds the running server (which holds the
 * DuckDB file's only write lock) and hands an extract over to it instead of opening the stores.
 * Written with mode 0600 when the server listens, removed when it closes; a killed server leaves a
 * stale file, which the CLI detects (no answer, or the token refused) and the next start overwrites.
 */
export interface HandoffFile {
  url: string;
  token: string;
  pid: number;
}

export const handoffHeader = 'x-spendlens-handoff';

export function handoffPath(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export function newHandoffToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function writeHandoffFile(dataDir: string, content: HandoffFile): Promise<void> {
  const file = handoffPath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, JSON.stringify(content), { mode: 0o600 });
  await fs.rename(temporary, file);
}

export async function readHandoffFile(dataDir: string): Promise<HandoffFile | undefined> {
  try {
    const parsed = JSON.parse(await fs.readFile(handoffPath(dataDir), 'utf8')) as Partial<HandoffFile>;
    if (typeof parsed.url !== 'string' || typeof parsed.token !== 'string') return undefined;
    return { url: parsed.url, token: parsed.token, pid: Number(parsed.pid) };
  } catch {
    return undefined;
  }
}

/** Removes the file only when it is still this process's (a newer server may have replaced it). */
export async function removeHandoffFile(dataDir: string, token: string): Promise<void> {
  const current = await readHandoffFile(dataDir);
  if (current?.token === token) await fs.rm(handoffPath(dataDir), { force: true });
}

/**
 * Constant-time comparison of a presented token with the expected one: both are hashed first so the
 * comparison takes the same time whatever the length or the first differing byte.
 */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
