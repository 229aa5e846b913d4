import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  handoffPath,
  newHandoffToken,
  readHandoffFile,
  removeHandoffFile,
  tokenMatches,
  writeHandoffFile,
} from '../src/handoff/handoff-file';

describe('the handoff file', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it('is written readable by its owner only, and removed only by the process that wrote it', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-handoff-'));
    const token = newHandoffToken();
    await writeHandoffFile(dir, { url: 'http://127.0.0.1:1', token, pid: 42 });
    expect((await fs.stat(handoffPath(dir))).mode & 0o777).toBe(0o600);
    expect(await readHandoffFile(dir)).toEqual({ url: 'http://127.0.0.1:1', token, pid: 42 });
    await removeHandoffFile(dir, newHandoffToken());
    expect(await readHandoffFile(dir)).toBeDefined();
    await removeHandoffFile(dir, token);
    expect(await readHandoffFile(dir)).toBeUndefined();
  });

  it('compares tokens exactly, whatever their length', () => {
    const token = newHandoffToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(tokenMatches(token, token)).toBe(true);
    expect(tokenMatches(undefined, token)).toBe(false);
    expect(tokenMatches('', token)).toBe(false);
    expect(tokenMatches(token.slice(0, -1), token)).toBe(false);
    expect(tokenMatches(`${token}x`, token)).toBe(false);
  });
});
