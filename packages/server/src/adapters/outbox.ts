import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The offline adapters' folder DATA_DIR/outbox (mode 0700, files 0600): one file per message, named
 * by time so `ls` lists them in order. Only the operator (and this folder) ever see a code or link.
 */
export async function writeOutboxFile(
  outboxDir: string,
  extension: string,
  content: string,
): Promise<string> {
  await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.${extension}`;
  const file = path.join(outboxDir, name);
  await fs.writeFile(file, content, { mode: 0o600 });
  return file;
}
