import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipBomb } from '../../pipeline/test/helpers/zip-bomb';
import { runCli } from './run-cli';
import { seededDataDir } from './start-test-server';

/**
 * Issue 34 item 3: `npm run cli -- ingest` (no server running: the ingest in the CLI's process, here
 * its entry runCli in this one) holds the configured upload limits as the server does.
 */
let work: string;
let dataDir: string;

const cli = (args: string[], env: Record<string, string> = {}) => runCli(args, dataDir, env);

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-cli-limits-'));
  // an empty app store and warehouse, as a first command leaves them (without DEMO, nothing seeded)
  dataDir = await seededDataDir({ DEMO: 'off' });
  expect((await cli(['admin', 'create-client', 'Vision'])).code).toBe(0);
  expect((await cli(['admin', 'create-system', 'SAP-1', '--client', 'Vision', '--type', 'sap'])).code).toBe(
    0,
  );
});
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm run cli -- ingest under the upload limits', () => {
  it('stops unpacking at EXTRACT_MAX_UNPACKED_BYTES and refuses the extract naming the entry', async () => {
    const zip = path.join(work, 'bomb.zip');
    await fs.writeFile(zip, zipBomb({ inflatedBytes: 64 * 2 ** 20, declaredBytes: 1000 }));
    // the ratio cap out of the way: what refuses it is the size cap of the environment (default 512 MiB)
    const { code, stderr } = await cli(['ingest', zip, '--system', 'SAP-1'], {
      EXTRACT_MAX_UNPACKED_BYTES: String(8 * 2 ** 20),
      EXTRACT_MAX_ZIP_RATIO: '100000',
    });
    expect(code).toBe(1);
    expect(stderr).toContain(
      'The extract was rejected: BKPF.csv: the zip unpacks to more than 8 MiB, the limit for an extract',
    );
  });
});
