import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handOver, zipFolderToFile } from '../src/handoff/handoff-client';
import { readHandoffFile, type HandoffFile } from '../src/handoff/handoff-file';
import { generateJdeExtract, generateNetsuiteExtract } from '@spendlens/pipeline';
import { makeExtract, summaryInvoiceCount } from './extract-fixtures';
import { startTestServer } from './start-test-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The real server as a child process on a free port; resolves once it has written its server.json. */
async function spawnServer(dataDir: string): Promise<{ child: ChildProcess; handoff: HandoffFile }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_INVOICE_LINES: '2000',
      DEMO_SEED: '5',
      // the SAP demo system and small JD Edwards and NetSuite ones (npm start also adds ORA-DEMO)
      DEMO_ORACLE_INVOICE_LINES: '0',
      DEMO_JDE_INVOICE_LINES: '1500',
      DEMO_NETSUITE_INVOICE_LINES: '1500',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // seeding three small demo systems beside another test's work on a busy 2-core machine
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const handoff = await readHandoffFile(dataDir);
    if (handoff && handoff.pid === child.pid) return { child, handoff };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function signIn(url: string, uid: string): Promise<string> {
  const response = await fetch(`${url}/api_prd/authenticate`, {
    headers: { authorization: `Basic ${Buffer.from(`${uid}:Spendlens#2026`).toString('base64')}` },
  });
  return ((await response.json()) as { session_id: string }).session_id;
}

function apiOf(url: string) {
  return (p: string, init: { token: string; body?: unknown }) =>
    fetch(`${url}/api_prd/${p}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${init.token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
}

type Spawned = Awaited<ReturnType<typeof spawnServer>>;

/**
 * Hands `zip` over to the running server for `systemName`, kills the server (SIGKILL) once the ingest
 * has started and before it completes, starts a new one on the same data directory and checks that
 * the system still serves what it served before, with the ingest logged as interrupted and no upload
 * left behind. Answers the new server.
 */
async function killMidIngest(
  running: Spawned,
  dataDir: string,
  systemName: string,
  zip: string,
  cleanup: (() => Promise<unknown>)[],
): Promise<Spawned> {
  const url = running.handoff.url;
  const token = await signIn(url, 'demo@spendlens.test');
  const api = apiOf(url);
  const systems = (await (await api('systems', { token })).json()) as { id: number; name: string }[];
  const system = systems.find((s) => s.name === systemName)!;
  const before = await summaryInvoiceCount(api, token, system.id);
  expect(before).toBeGreaterThan(0);
  const logOf = async () =>
    ((await (await api(`systems/${system.id}/extract_log`, { token })).json()) as { status: string }[]).map(
      (r) => r.status,
    );
  const earlier = await logOf();
  expect(earlier[0]).toMatch(/^(complete|interrupted)$/);

  const handing = handOver({ handoff: running.handoff, source: zip, systemName, log: () => undefined }).catch(
    (error: unknown) => error,
  );
  // wait for the handed-over ingest's first rows (newest first), and kill before it completes
  let fresh: string[] = [];
  while (!fresh.includes('received') && !fresh.includes('validated')) {
    await new Promise((r) => setTimeout(r, 50));
    const log = await logOf();
    fresh = log.slice(0, log.length - earlier.length);
    expect(fresh).not.toContain('complete');
  }
  running.child.kill('SIGKILL');
  await once(running.child, 'exit');
  expect(await handing).toBeInstanceOf(Error);

  const next = await spawnServer(dataDir);
  cleanup.push(async () => {
    if (next.child.exitCode !== null || next.child.signalCode !== null) return;
    next.child.kill('SIGTERM');
    await once(next.child, 'exit');
  });
  const token2 = await signIn(next.handoff.url, 'demo@spendlens.test');
  const api2 = apiOf(next.handoff.url);
  expect(await summaryInvoiceCount(api2, token2, system.id)).toBe(before);
  const log = (await (await api2(`systems/${system.id}/extract_log`, { token: token2 })).json()) as {
    status: string;
  }[];
  expect(log[0]!.status).toBe('interrupted');
  expect(['received', 'validated']).toContain(log[1]!.status);
  expect(await fs.readdir(path.join(dataDir, 'extracts', 'uploads')).catch(() => [])).toEqual([]);
  return next;
}

describe('an ingest killed mid-way', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it(
    'leaves the published data served and the ingest logged as interrupted, for SAP, JD Edwards and NetSuite',
    { timeout: 480_000 },
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-kill-'));
      cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      const [first, big] = await Promise.all([
        spawnServer(dataDir),
        makeExtract({ invoiceLines: 8_000, seed: 21 }),
      ]);
      cleanup.push(() => fs.rm(big.root, { recursive: true, force: true }));
      cleanup.push(async () => first.child.kill('SIGKILL'));
      const sapZip = path.join(big.root, 'big.zip');
      await zipFolderToFile(big.dir, sapZip);
      const jde = await generateJdeExtract({
        outDir: path.join(big.root, 'jde'),
        seed: 22,
        invoiceLines: 8_000,
        systemName: 'JDE-DEMO',
      });
      const jdeZip = path.join(big.root, 'jde.zip');
      await zipFolderToFile(jde.dir, jdeZip);
      const netsuite = await generateNetsuiteExtract({
        outDir: path.join(big.root, 'netsuite'),
        seed: 23,
        invoiceLines: 8_000,
        systemName: 'NS-DEMO',
      });
      const netsuiteZip = path.join(big.root, 'netsuite.zip');
      await zipFolderToFile(netsuite.dir, netsuiteZip);

      const second = await killMidIngest(first, dataDir, 'SAP-DEMO', sapZip, cleanup);
      const third = await killMidIngest(second, dataDir, 'JDE-DEMO', jdeZip, cleanup);
      await killMidIngest(third, dataDir, 'NS-DEMO', netsuiteZip, cleanup);
    },
  );
});

describe('summary queries during an ingest', () => {
  it('see the old count or the new one, never anything else', { timeout: 120_000 }, async () => {
    const [server, extract] = await Promise.all([
      startTestServer(),
      makeExtract({ invoiceLines: 6_000, seed: 31 }),
    ]);
    try {
      const token = await server.signIn('demo@spendlens.test');
      const [system] = (await (await server.api('systems', { token })).json()) as { id: number }[];
      const count = () => summaryInvoiceCount(server.api, token, system!.id);
      const before = await count();
      let done = false;
      const ingest = server.ingest.ingest(system!.id, extract.dir).finally(() => (done = true));
      const seen: number[] = [];
      while (!done) seen.push(await count());
      await ingest;
      const after = await count();
      expect(after).not.toBe(before);
      expect(seen.length).toBeGreaterThan(2);
      expect(seen.every((n) => n === before || n === after)).toBe(true);
    } finally {
      await server.close();
      await fs.rm(extract.root, { recursive: true, force: true });
    }
  });
});
