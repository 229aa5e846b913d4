import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this test run where the seeded DATA_DIR templates are kept (test-templates-setup.ts). */
    dataDirTemplates: string;
  }
}

/** Settings that do not change what a server writes to its DATA_DIR when it seeds the demo. */
const harmless = new Set([
  'NODE_ENV',
  'PORT',
  'LOG_LEVEL',
  'PUBLIC_CALLS_PER_MINUTE',
  'LOGIN_FAILURES_PER_MINUTE',
  'SESSION_CALLS_PER_MINUTE',
  'MAX_QUERY_ROWS',
  'QUERY_CACHE_ROWS',
  'AUTH_CACHE_SECONDS',
  'EXTRACT_MAX_BYTES',
]);
/** Settings that put the stores elsewhere: such a server is seeded afresh. */
const elsewhere = ['DATA_DIR', 'DATABASE_URL', 'ANALYTICS_URL'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * A fresh DATA_DIR for a test server with `env`. Seeding the demo (datagen, ingest, publish, the app
 * store's migrations and users) takes most of a server's start, and the same settings always seed the
 * same data: so the first server of a test run with these settings seeds a template (`seed` starts a
 * server on the given directory and closes it), and every server after it starts on a copy — as a
 * restarted server would, with nothing left to seed. Each test still gets its own directory. Outside
 * vitest, or with the stores elsewhere, the directory is empty and the server seeds it itself.
 */
export async function freshDataDir(
  prefix: string,
  env: Record<string, string>,
  seed: (dataDir: string) => Promise<void>,
): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  let root: string | undefined;
  try {
    root = inject('dataDirTemplates');
  } catch {
    root = undefined;
  }
  if (!root || elsewhere.some((key) => key in env)) return dataDir;
  const key = Object.entries(env)
    .filter(([name]) => !harmless.has(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const template = path.join(root, Buffer.from(`${prefix}?${key}`).toString('base64url').slice(0, 200));
  const data = path.join(template, 'data');
  const ready = path.join(template, 'ready');
  const failed = path.join(template, 'failed');
  // the first caller (of any worker) builds it; mkdir is the lock
  const builder = await fs.mkdir(template).then(
    () => true,
    () => false,
  );
  if (builder) {
    try {
      await fs.mkdir(data);
      await seed(data);
      await fs.writeFile(ready, '');
    } catch (error) {
      await fs.writeFile(failed, String(error));
      throw error;
    }
  } else {
    for (;;) {
      if (await exists(ready)) break;
      if (await exists(failed)) return dataDir;
      await sleep(200);
    }
  }
  await fs.cp(data, dataDir, { recursive: true });
  return dataDir;
}
