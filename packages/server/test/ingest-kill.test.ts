import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchInternalError, handOver } from '../src/handoff/handoff-client';
import { readHandoffFile, type HandoffFile } from '../src/handoff/handoff-file';
import { generateJdeExtract, generateNetsuiteExtract } from '@spendlens/pipeline';
import { makeExtract, summaryInvoiceCount } from './extract-fixtures';
import { demoErpsEnv } from './demo-erps-env';
import { seededDataDir, startTestServer, testDefaults, type TestServer } from './start-test-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * SAP-DEMO, JDE-DEMO, NS-DEMO (and the other ERPs' systems) of 500 lines each: the settings of
 * demo-erps, cross-system-api and source-support-api, whose DATA_DIR template is seeded once per run;
 * a server on a copy has nothing left to seed.
 */
const demo = demoErpsEnv;

/** The real server (`npm start`'s main.ts) as a child process on a free port, once it listens. */
async function spawnServer(dataDir: string): Promise<{ child: ChildProcess; handoff: HandoffFile }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    // the settings of the template the DATA_DIR was copied from: nothing is left to seed
    env: {
      ...process.env,
      ...testDefaults,
      ...demo,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // main.ts says where it runs once it listens (its server.json is written by then)
  let out = '';
  child.stdout!.setEncoding('utf8');
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('Spendlens is running at ')) resolve();
    });
    child.on('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal}): ${out}`)));
  });
  await listening;
  child.stdout!.resume();
  const handoff = await readHandoffFile(dataDir);
  expect(handoff?.pid).toBe(child.pid);
  return { child, handoff: handoff! };
}

/** What the demo's copies serve before any ingest: a system's id, invoice count and extraction log. */
interface Served {
  id: number;
  invoices: number;
  log: string[];
}

/**
 * Hands `extract` over to a real server (a child process on `dataDir`, a copy of the seeded demo) for
 * `systemName`, kills the server (SIGKILL) as soon as the ingest has started — on its first stage,
 * 'received', streamed back to the hand-over: the checks, the analyses and the publish still lie
 * ahead — then starts a server on the same data directory and checks that the system still serves
 * what the demo served (`before`), with the ingest logged as interrupted and no upload left behind.
 */
async function killMidIngest(
  dataDir: string,
  systemName: string,
  extract: string,
  before: Served,
): Promise<void> {
  let running: { child: ChildProcess; handoff: HandoffFile } | undefined;
  try {
    running = await spawnServer(dataDir);
    let started!: () => void;
    const receivedLine = new Promise<void>((resolve) => (started = resolve));
    const handing = handOver({
      handoff: running.handoff,
      source: extract,
      systemName,
      log: (message) => {
        if (message === 'server: received') started();
      },
    }).then(
      () => new Error('the ingest completed: it was not killed mid-way'),
      (error: unknown) => error,
    );
    const ended = await Promise.race([receivedLine.then(() => undefined), handing]);
    if (ended !== undefined) throw ended; // the hand-over ended before the ingest started
    // a read of the app store (the hand-over's internal-error look-up): its one connection runs the
    // statements in order, so the 'received' row, inserted before, is stored once this answers
    await expect(fetchInternalError(running.handoff, 'no-such-reference')).rejects.toThrow(
      /No internal error/,
    );
    running.child.kill('SIGKILL');
    await once(running.child, 'exit');
    const failure = await handing;
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).not.toMatch(/not killed/);

    const next = await startTestServer({ ...demo, DATA_DIR: dataDir });
    try {
      const token = await next.signIn('demo@spendlens.test');
      expect(await summaryInvoiceCount(next.api, token, before.id)).toBe(before.invoices);
      const log = (
        (await (await next.api(`systems/${before.id}/extract_log`, { token })).json()) as { status: string }[]
      ).map((r) => r.status);
      // the killed ingest's rows (validated too, if it got that far), then the demo's
      expect(log[0]).toBe('interrupted');
      expect([
        ['received', ...before.log],
        ['validated', 'received', ...before.log],
      ]).toContainEqual(log.slice(1));
      expect(await fs.readdir(path.join(dataDir, 'extracts', 'uploads')).catch(() => [])).toEqual([]);
    } finally {
      await next.close();
    }
  } finally {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGKILL');
      await once(running.child, 'exit');
    }
  }
}

describe('an ingest killed mid-way leaves the published data served and the ingest logged as interrupted', () => {
  let work: string;
  /** A copy of the seeded demo for each test. */
  const dataDirs: string[] = [];
  /** What every copy serves before the ingest, by system name (read once, on a server in this process). */
  const served: Record<string, Served> = {};
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-kill-'));
    const server = await startTestServer(demo);
    try {
      const token = await server.signIn('demo@spendlens.test');
      const systems = (await (await server.api('systems', { token })).json()) as {
        id: number;
        name: string;
      }[];
      for (const { id, name } of systems.filter((s) =>
        ['SAP-DEMO', 'JDE-DEMO', 'NS-DEMO'].includes(s.name),
      )) {
        const log = (
          (await (await server.api(`systems/${id}/extract_log`, { token })).json()) as { status: string }[]
        ).map((r) => r.status);
        expect(log[0]).toBe('complete');
        served[name] = { id, invoices: await summaryInvoiceCount(server.api, token, id), log };
        expect(served[name].invoices).toBeGreaterThan(0);
      }
    } finally {
      await server.close();
    }
    for (let i = 0; i < 3; i += 1) dataDirs.push(await seededDataDir(demo));
  });
  afterAll(async () => {
    for (const dir of [work, ...dataDirs]) await fs.rm(dir, { recursive: true, force: true });
  });

  // an ingest's checks and analyses take seconds whatever the size: a small extract is killed mid-way
  const invoiceLines = 200;

  it('for SAP', async () => {
    const { dir } = await makeExtract({ invoiceLines, seed: 21 });
    try {
      await killMidIngest(dataDirs[0]!, 'SAP-DEMO', dir, served['SAP-DEMO']!);
    } finally {
      await fs.rm(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it.each([
    { erp: 'JD Edwards', generate: generateJdeExtract, system: 'JDE-DEMO', seed: 22, copy: 1 },
    { erp: 'NetSuite', generate: generateNetsuiteExtract, system: 'NS-DEMO', seed: 23, copy: 2 },
  ])('for $erp', async ({ generate, system, seed, copy }) => {
    const outDir = path.join(work, system);
    const { dir } = await generate({ outDir, seed, invoiceLines, systemName: system });
    await killMidIngest(dataDirs[copy]!, system, dir, served[system]!);
  });
});

describe('summary queries during an ingest', () => {
  let server: TestServer;
  let extract: { dir: string; root: string };
  beforeAll(async () => {
    [server, extract] = await Promise.all([startTestServer(), makeExtract({ invoiceLines: 300, seed: 31 })]);
  });
  afterAll(async () => {
    await server?.close();
    if (extract) await fs.rm(extract.root, { recursive: true, force: true });
  });

  it('see the old count or the new one, never anything else', async () => {
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
  });
});
